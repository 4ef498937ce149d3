"""What calling from Python adds, against the programs, side by side:
the optimum at n = 18 (enumerator optimum --n 18 --d 1 --c 1), Table IV
(enumerator table lowery-iv), and validating a 10,000-activity schedule
built in Python. Best of REPEATS wall-clock times each.

    PYTHONPATH=build/python python3 bench/python/overhead.py [REPEATS]
"""

import os
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

import redcheck

# The bench scripts' argument types (bench/bench_arguments.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import bench_arguments  # noqa: E402

BIN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "bin")


def best(f, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def program(*words):
    subprocess.run([os.path.join(BIN, "enumerator"), *words], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def chain_schedule(n):
    """The chain on n machines written by hand: machine i+1 sends to i once
    it has reduced what it received (d = c = 1)."""
    inst = redcheck.instance("overlap", n=n, d=1, c=1)
    transfers, reductions = [], []
    t = Fraction(0)
    for k, sender in enumerate(range(n - 1, 0, -1)):
        transfers.append({"from": sender, "to": sender - 1, "start": t, "end": t + 1})
        reductions.append({"machine": sender - 1, "operand": k, "start": t + 1, "end": t + 2})
        t += 2
    return redcheck.Schedule(inst, machines=n, sink=0, transfers=transfers, reductions=reductions)


def main():
    command_line = bench_arguments.parser(__doc__)
    command_line.add_argument("repeats", metavar="REPEATS", nargs="?", default=3,
                              type=bench_arguments.count(1))
    repeats = command_line.parse_args().repeats
    inst = redcheck.instance("overlap", n=18, d=1, c=1)
    rows = []
    p = best(lambda: program("optimum", "--n", "18", "--d", "1", "--c", "1", "--json"), repeats)
    q = best(lambda: redcheck.optimum(inst), repeats)
    rows.append(("optimum, n = 18, d = c = 1", p, q))
    with tempfile.TemporaryDirectory() as out:
        p = best(lambda: program("table", "lowery-iv", "--show", "--json", "--out", out), repeats)
    q = best(lambda: redcheck.table("lowery-iv"), repeats)
    rows.append(("Table IV (lowery-iv)", p, q))
    for what, p, q in rows:
        print(f"{what}: program {p:.3f} s, Python {q:.3f} s ({100 * (q - p) / p:+.1f} %)")
    schedule = chain_schedule(5001)  # 5,000 transfers and 5,000 reductions
    v = redcheck.validate(schedule)
    assert v.valid and v.measure == 10000, v
    q = best(lambda: redcheck.validate(schedule), repeats)
    print(f"validating a schedule of {len(schedule.transfers) + len(schedule.reductions)} "
          f"activities built in Python: {1000 * q:.1f} ms")


if __name__ == "__main__":
    main()
