#!/usr/bin/env python3
"""The toolkit's exhaustive optimum side by side with a constraint model of
the same rules solved by Gecode (Debian's `minizinc`): for each instance, both
are timed as whole commands, their optima compared (they must agree wherever
both answer), and the ratio printed.

  python3 bench/minizinc_bench.py ENUMERATOR [TIMEOUT_S] [--p-min P] [--p-max P]
      [--q-min Q] [--q-max Q] [--per-cell N] [--require-both N] [--bidirectional]
  python3 bench/minizinc_bench.py ENUMERATOR [TIMEOUT_S] --model overlap [--n-min N]
      [--n-max N] [--require-both N]
  python3 bench/minizinc_bench.py ENUMERATOR [TIMEOUT_S] --model heterogeneous [--n-min N]
      [--n-max N] [--per-cell N] [--require-both N]

Exit status 1 when the two disagree on an optimum, or when fewer than
--require-both instances were answered by both (ctest's minizinc_model_agrees).

Overlap instances (--model overlap): n machines, each (d, c) of OVERLAP_COSTS,
with overlap and without; the model is bench/minizinc/overlap.mzn.
Heterogeneous instances (--model heterogeneous): for each n, N random draws
(seeded by n) of d_ij in {1/2, 1, 2, 3} and c_j in {0, 1/2, 1, 2}, the result
on any processor; the model is bench/minizinc/heterogeneous.mzn.

Segmented instances (the default): segmented, one port, any order; for each p and q, N random draws
of segments of 1..3 and alpha, beta, gamma in {0, 1/3, 1/2, 1, 2} (the same
draws as bench/segmented_reach.py), leaving out those with alpha = beta = 0:
the model does not order transfers of zero length, and so accepts what the
toolkit's rules forbid (two processors that send each other a segment at the
same instant: p = 3, segments 3,3,1,1, gamma = 1/2 takes 9/2 there, 5 here).
The model is bench/minizinc/segmented_one_port.mzn; with --bidirectional, two
ports (`enumerator optimum --bidirectional`), bench/minizinc/segmented_two_port.mzn.
"""
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

import bench_arguments
from segmented_reach import drawn_instances  # the same draws as the reach bench

MODEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "minizinc",
                     "segmented_one_port.mzn")
OVERLAP_MODEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "minizinc",
                             "overlap.mzn")
TWO_PORT_MODEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "minizinc",
                              "segmented_two_port.mzn")
HETEROGENEOUS_MODEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "minizinc",
                                  "heterogeneous.mzn")
OVERLAP_COSTS = [("1", "1/2"), ("1", "1"), ("1/2", "1"), ("1", "1/3"), ("2", "1"), ("1", "0")]


def timed(command, timeout):
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - start
    return done, time.monotonic() - start


def toolkit_optimum(command, timeout):
    """Runs `enumerator optimum ... --json`; (end, optimum, seconds)."""
    done, seconds = timed(command, timeout)
    if done is None:
        return "timeout", None, seconds
    if done.returncode != 0:
        return "refused" if done.returncode == 2 else "error", None, seconds
    return "solved", Fraction(json.loads(done.stdout)["optimum"]), seconds


def toolkit(enumerator, p, segments, costs, bidirectional, timeout):
    alpha, beta, gamma = costs
    return toolkit_optimum([enumerator, "optimum", "--model", "segmented", "--p", str(p),
                            "--segments", ",".join(map(str, segments)), "--alpha", alpha,
                            "--beta", beta, "--gamma", gamma, "--json"]
                           + (["--bidirectional"] if bidirectional else []), timeout)


def solve_model(model, data, denominator, timeout):
    """Runs Gecode on the model with the data, durations in ticks of
    1/denominator; (end, makespan, seconds)."""
    with tempfile.NamedTemporaryFile("w", suffix=".dzn", delete=False) as f:
        f.write(data)
        path = f.name
    try:
        done, seconds = timed(["minizinc", "--solver", "gecode", model, path,
                               "--time-limit", str(int(timeout * 1000))], timeout + 10)
    finally:
        os.unlink(path)
    if done is None or done.returncode != 0:
        return "timeout" if done is None else "error", None, seconds
    if "==========" not in done.stdout:  # optimality not proven within the limit
        return "timeout", None, seconds
    ticks = int(done.stdout.split("makespan = ")[1].split(";")[0])
    return "solved", Fraction(ticks, denominator), seconds


def overlap_toolkit(enumerator, n, d, c, overlap, timeout):
    command = [enumerator, "optimum", "--model", "overlap", "--n", str(n), "--d", d, "--c", c,
               "--json"]
    if not overlap:
        command.append("--no-overlap")
    return toolkit_optimum(command, timeout)


def overlap_model(n, d, c, overlap, timeout):
    d, c = Fraction(d), Fraction(c)
    denominator = math.lcm(d.denominator, c.denominator)
    data = (f"n = {n};\nd = {int(d * denominator)};\nc = {int(c * denominator)};\n"
            f"overlap = {'true' if overlap else 'false'};\n")
    return solve_model(OVERLAP_MODEL, data, denominator, timeout)


def overlap_instances(n_min, n_max):
    for n in range(n_min, n_max + 1):
        for d, c in OVERLAP_COSTS:
            for overlap in (True, False):
                yield n, d, c, overlap


def heterogeneous_instances(n, count):
    draw = random.Random(1000 + n)
    for _ in range(count):
        d = [[Fraction(0) if i == j else Fraction(draw.choice(["1/2", "1", "2", "3"]))
              for j in range(n)] for i in range(n)]
        c = [Fraction(draw.choice(["0", "1/2", "1", "2"])) for _ in range(n)]
        yield d, c


def matrix_text(d):
    """d as --d-matrix takes it: rows split by ';', entries by ','."""
    return ";".join(",".join(str(x) for x in row) for row in d)


def heterogeneous_toolkit(enumerator, d, c, timeout):
    return toolkit_optimum([enumerator, "optimum", "--model", "heterogeneous", "--d-matrix",
                            matrix_text(d), "--c-vector", ",".join(str(x) for x in c), "--json"],
                           timeout)


def heterogeneous_model(d, c, timeout):
    n = len(c)
    denominator = math.lcm(*(x.denominator for row in d for x in row), *(x.denominator for x in c))
    flat = [int(x * denominator) for row in d for x in row]
    data = (f"n = {n};\nd = array2d(0..{n - 1}, 0..{n - 1}, {flat});\n"
            f"c = array1d(0..{n - 1}, {[int(x * denominator) for x in c]});\n")
    return solve_model(HETEROGENEOUS_MODEL, data, denominator, timeout)


def constraint_model(p, segments, costs, bidirectional, timeout):
    alpha, beta, gamma = (Fraction(x) for x in costs)
    comm = [alpha + beta * s for s in segments]
    comp = [gamma * s for s in segments]
    denominator = math.lcm(*(x.denominator for x in comm + comp))
    c = [int(x * denominator) for x in comm]
    g = [int(x * denominator) for x in comp]
    horizon = (p - 1) * sum(a + b for a, b in zip(c, g))
    data = (f"p = {p};\nq = {len(segments)};\nc = {c};\ng = {g};\nhorizon = {horizon};\n")
    return solve_model(TWO_PORT_MODEL if bidirectional else MODEL, data, denominator, timeout)


def main():
    command_line = bench_arguments.parser(__doc__)
    command_line.add_argument("enumerator", metavar="ENUMERATOR", type=bench_arguments.program)
    command_line.add_argument("timeout", metavar="TIMEOUT_S", type=bench_arguments.seconds,
                              nargs="?", default=60)
    command_line.add_argument("--model", choices=("segmented", "overlap", "heterogeneous"),
                              default="segmented")
    command_line.add_argument("--bidirectional", action="store_true", help="two ports")
    for option, least, default in (("--p-min", 2, 3), ("--p-max", 2, 6), ("--q-min", 1, 1),
                                   ("--q-max", 1, 3), ("--per-cell", 1, 2),
                                   ("--require-both", 0, 0), ("--n-min", 2, 4),
                                   ("--n-max", 2, 18)):
        command_line.add_argument(option, type=bench_arguments.count(least), default=default)
    given = command_line.parse_intermixed_args()
    enumerator, timeout, model, bidirectional = (given.enumerator, given.timeout, given.model,
                                                 given.bidirectional)
    options = {"--" + name.replace("_", "-"): value for name, value in vars(given).items()}
    ratios, disagreements = [], 0

    def compare(line, t_end, t_value, t_seconds, m_end, m_value, m_seconds):
        nonlocal disagreements
        line += f": toolkit {t_end} {t_seconds:.2f} s, model {m_end} {m_seconds:.2f} s"
        if t_end == "solved" and m_end == "solved":
            if t_value != m_value:
                disagreements += 1
                line += f", DISAGREE: {t_value} against {m_value}"
            else:
                ratio = t_seconds / m_seconds
                ratios.append(ratio)
                line += f", optimum {t_value}, toolkit/model time {ratio:.3f}"
        print(line, flush=True)

    if model == "overlap":
        for n, d, c, overlap in overlap_instances(options["--n-min"], options["--n-max"]):
            compare(f"n = {n}, d = {d}, c = {c}{'' if overlap else ', no overlap'}",
                    *overlap_toolkit(enumerator, n, d, c, overlap, timeout),
                    *overlap_model(n, d, c, overlap, timeout))
    if model == "heterogeneous":
        for n in range(options["--n-min"], options["--n-max"] + 1):
            for d, c in heterogeneous_instances(n, options["--per-cell"]):
                compare(f"n = {n}, d = {matrix_text(d)}, c = {','.join(str(x) for x in c)}",
                        *heterogeneous_toolkit(enumerator, d, c, timeout),
                        *heterogeneous_model(d, c, timeout))
    for p in range(options["--p-min"], options["--p-max"] + 1) if model == "segmented" else []:
        for q in range(options["--q-min"], options["--q-max"] + 1):
            for segments, costs in drawn_instances(p, q, options["--per-cell"]):
                if costs[0] == "0" and costs[1] == "0":
                    continue  # transfers of zero length: the model does not order them
                compare(f"p = {p}, segments {','.join(map(str, segments))}, alpha = {costs[0]}, "
                        f"beta = {costs[1]}, gamma = {costs[2]}"
                        + (", two ports" if bidirectional else ""),
                        *toolkit(enumerator, p, segments, costs, bidirectional, timeout),
                        *constraint_model(p, segments, costs, bidirectional, timeout))
    if ratios:
        print(f"{len(ratios)} instances both answered: toolkit/model time at most "
              f"{max(ratios):.3f}, median {sorted(ratios)[len(ratios) // 2]:.3f}")
    print(f"disagreements: {disagreements}")
    if len(ratios) < options["--require-both"]:
        print(f"only {len(ratios)} instances answered by both, fewer than "
              f"--require-both {options['--require-both']}")
        sys.exit(1)
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
