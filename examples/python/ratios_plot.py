"""Each overlap builder's makespan over the exact optimum, against n, plotted
with matplotlib (Canon & Antoniu's algorithms; d and c as given).

    PYTHONPATH=build/python python3 examples/python/ratios_plot.py --out ratios.png
    PYTHONPATH=build/python python3 examples/python/ratios_plot.py --no-plot   # the numbers only
"""

import argparse
from fractions import Fraction

import redcheck

ALGORITHMS = ["greedy", "binomial-strategy", "fibonacci-strategy", "star", "chain"]


def ratios(n_max: int, d: Fraction, c: Fraction) -> dict[str, list[tuple[int, Fraction]]]:
    out = {a: [] for a in ALGORITHMS}
    for n in range(2, n_max + 1):
        inst = redcheck.instance("overlap", n=n, d=d, c=c)
        best = redcheck.optimum(inst, method="recurrence")["optimum"]
        for a in ALGORITHMS:
            out[a].append((n, redcheck.build(inst, a).makespan / best))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n-max", type=int, default=40)
    parser.add_argument("--d", default="1", help="transfer cost, exact (1, 3/2, 0.5)")
    parser.add_argument("--c", default="1", help="reduction cost, exact")
    parser.add_argument("--out", default="ratios.png")
    parser.add_argument("--no-plot", action="store_true", help="print the ratios only")
    args = parser.parse_args()
    data = ratios(args.n_max, Fraction(args.d), Fraction(args.c))
    for a, points in data.items():
        worst = max(points, key=lambda p: p[1])
        print(f"{a}: worst ratio {worst[1]} (about {float(worst[1]):.4f}) at n = {worst[0]}")
    if args.no_plot:
        return
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    for a, points in data.items():
        plt.plot([n for n, _ in points], [float(r) for _, r in points], marker=".", label=a)
    plt.xlabel("n (machines)")
    plt.ylabel("makespan / optimum (exact, drawn as floats)")
    plt.title(f"overlap model, d = {args.d}, c = {args.c}")
    plt.legend()
    plt.savefig(args.out, dpi=120)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
