#!/usr/bin/env python3
"""Times of enumerator certify per model and size: each solver's seconds on
below.smt2 and witness.smt2 (they run two at a time on the two cores).

  python3 bench/certify_times.py ENUMERATOR overlap-grid [N ...]
  python3 bench/certify_times.py ENUMERATOR random-bidirectional SEED [SEED ...]
  python3 bench/certify_times.py ENUMERATOR CASE-ARGUMENTS...

Prints one line per instance: arguments, optimum, certified, the slowest
solver's seconds on either file, and each solver's two times.
"""
import argparse
import json
import random
import subprocess
import tempfile

import bench_arguments

COSTS = ["0", "1/3", "1/2", "1", "3/2", "2", "3"]


def certify(enumerator, arguments, timeout):
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run([enumerator, "certify", *arguments, "--out", out, "--timeout",
                              str(timeout), "--json"], capture_output=True, text=True)
        if run.returncode not in (0, 1):
            return {"error": run.stderr.strip()}
        return json.loads(run.stdout)


def line(arguments, c):
    if "error" in c:
        return " ".join(arguments) + "  ERROR " + c["error"]
    times = []
    for s in c["solvers"]:
        times.append(f'{s["name"]} {s["below"]["verdict"]} {s["below"]["seconds"]:.2f}s / '
                     f'{s["witness"]["verdict"]} {s["witness"]["seconds"]:.2f}s')
    slowest = max(max(s["below"]["seconds"], s["witness"]["seconds"]) for s in c["solvers"])
    return (f'{" ".join(arguments):60s} opt {c["optimum"]:>6s} '
            f'{"certified" if c["certified"] else "NOT CERTIFIED"} max {slowest:6.2f}s  ' +
            "; ".join(times))


def random_bidirectional(seed):
    """30 two-port segmented instances: p = 2..5, q = 1..3 segments of 1..3,
    costs drawn from COSTS (not all zero), 30% with the in-order rule."""
    rng = random.Random(seed)
    for _ in range(30):
        p = rng.randint(2, 5)
        segments = [rng.randint(1, 3) for _ in range(rng.randint(1, 3))]
        while True:
            alpha, beta, gamma = (rng.choice(COSTS) for _ in range(3))
            if (alpha, beta, gamma) != ("0", "0", "0"):
                break
        arguments = ["--model", "segmented", "--p", str(p),
                     "--segments", ",".join(map(str, segments)), "--alpha", alpha,
                     "--beta", beta, "--gamma", gamma, "--bidirectional"]
        if rng.random() < 0.3:
            arguments.append("--in-order")
        yield arguments


def main():
    command_line = bench_arguments.parser(__doc__)
    command_line.add_argument("enumerator", metavar="ENUMERATOR", type=bench_arguments.program)
    command_line.add_argument("words", metavar="CASE ...", nargs=argparse.REMAINDER,
                              help="overlap-grid [N ...], no-overlap-grid [N ...], "
                                   "random-bidirectional [SEED ...], or an instance's arguments")
    given = command_line.parse_args()
    if not given.words:
        command_line.error("the following arguments are required: CASE ...")
    enumerator, case, rest = given.enumerator, given.words[0], given.words[1:]
    # Sizes and seeds as the grid and random cases take them (whole numbers).
    numbers = []
    if case in ("random-bidirectional", "overlap-grid", "no-overlap-grid"):
        least = 0 if case == "random-bidirectional" else 1
        for text in rest:
            try:
                numbers.append(bench_arguments.count(least)(text))
            except argparse.ArgumentTypeError as e:
                command_line.error(f"{case}: {e}")
    if case == "random-bidirectional":
        certified = total = 0
        for seed in numbers or [1]:
            for arguments in random_bidirectional(seed):
                result = certify(enumerator, arguments, 120)
                print(line(arguments, result), flush=True)
                total += 1
                certified += bool(result.get("certified"))
        print(f"{certified} of {total} certified")
        return
    if case in ("overlap-grid", "no-overlap-grid"):
        sizes = numbers or [16]
        extra = ["--no-overlap"] if case == "no-overlap-grid" else []
        worst = 0.0
        for n in sizes:
            for d in COSTS:
                for c in COSTS:
                    if d == "0" and c == "0":
                        continue
                    arguments = ["--model", "overlap", "--n", str(n), "--d", d, "--c", c, *extra]
                    result = certify(enumerator, arguments, 120)
                    print(line(arguments, result), flush=True)
                    if "solvers" in result:
                        worst = max([worst] + [max(s["below"]["seconds"], s["witness"]["seconds"])
                                               for s in result["solvers"]])
        print(f"slowest solver run: {worst:.2f} s")
    else:
        arguments = [case, *rest]
        print(line(arguments, certify(enumerator, arguments, 600)), flush=True)


if __name__ == "__main__":
    main()
