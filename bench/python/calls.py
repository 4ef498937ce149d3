"""What a call from Python costs, for the redcheck on PYTHONPATH (run it with
this tree's module and with another's to compare them side by side):

- per call on overlap n = 6, d = 1, c = 1/2: instance, build (greedy),
  validate, optimum (best of 5 repeats of a timed loop);
- 1,000 Hypothesis examples with Hypothesis's defaults (deadline and health
  checks on): overlap n <= 8 built with greedy, validated, compared with the
  optimum (instances for the optimum without a reducer limit, which greedy
  refuses); heterogeneous n <= 6 with tree-dyn, the same (commutative);
- validating a schedule of 100,000 activities written in Python;
- heterogeneous n = 4096 (--random 1): Tree-dyn's schedule built and
  validated from Python, against the program (whole process);
- how long after SIGINT a long computation raises KeyboardInterrupt.

    PYTHONPATH=build/python python3 bench/python/calls.py [--bin build/bin] [--quick]
"""

import argparse
import os
import signal
import subprocess
import threading
import time
import timeit
from fractions import Fraction

from hypothesis import HealthCheck, given, settings

import redcheck
import redcheck.strategies as rs

NEW_API = hasattr(redcheck, "isolated")


def per_call(repeats):
    half = Fraction(1, 2)
    inst = redcheck.instance("overlap", n=6, d=1, c=half)
    schedule = redcheck.build(inst, "greedy")
    calls = [("instance", lambda: redcheck.instance("overlap", n=6, d=1, c=half)),
             ("build (greedy)", lambda: redcheck.build(inst, "greedy").makespan),
             ("validate", lambda: redcheck.validate(schedule)),
             ("optimum", lambda: redcheck.optimum(inst)["optimum"])]
    for name, call in calls:
        call()
        number = 2000 if NEW_API else 20
        best = min(timeit.repeat(call, number=number, repeat=repeats)) / number
        print(f"  {name}: {best * 1e6:.1f} us")


def hypothesis_examples(model, algorithm, max_machines, examples, **fixed):
    # Instances for the optimum that the builder takes too (`fixed` leaves
    # out the rule options it refuses).
    strategy = rs.instances(model, max_machines=max_machines, **fixed)
    if NEW_API:
        chosen = settings(max_examples=examples, database=None)
        how = "Hypothesis's defaults"
    else:  # its docs asked for these settings
        chosen = settings(max_examples=examples, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
        how = "deadline off, too_slow suppressed (as its docs asked)"
    count = [0]

    @chosen
    @given(strategy)
    def prop(inst):
        schedule = redcheck.build(inst, algorithm)
        redcheck.validate(schedule)
        count[0] += schedule.makespan >= redcheck.optimum(inst)["optimum"]

    start = time.perf_counter()
    prop()
    seconds = time.perf_counter() - start
    print(f"  {examples} examples, {model} n <= {max_machines} with {algorithm} ({how}): "
          f"{seconds:.2f} s")


def pipelined_schedule(q):
    """Two processors, q unit segments written by hand: processor 1 sends
    segment k to the root during [2k, 2k + 1), which reduces it during
    [2k + 1, 2k + 2) (alpha = 0, beta = gamma = 1): 2q activities."""
    inst = redcheck.instance("segmented", p=2, segments=[1] * q, alpha=0, beta=1, gamma=1)
    transfers = [{"from": 1, "to": 0, "segment": k + 1, "start": 2 * k, "end": 2 * k + 1}
                 for k in range(q)]
    reductions = [{"machine": 0, "operand": k, "start": 2 * k + 1, "end": 2 * k + 2}
                  for k in range(q)]
    return redcheck.Schedule(inst, machines=2, sink=0, transfers=transfers, reductions=reductions)


def best_of(repeats, call):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times)


def large_schedules(bin_dir, repeats):
    schedule = pipelined_schedule(50000)  # 50,000 transfers and 50,000 reductions
    v = redcheck.validate(schedule)
    assert v.valid and v.measure == 100000, v
    seconds = best_of(repeats, lambda: redcheck.validate(schedule))
    print(f"  validating 100,000 activities written in Python: {seconds:.3f} s")

    def python_side():  # as the program: made, built, validated, cross-checked
        inst = redcheck.instance("heterogeneous", random=1, n=4096)
        return redcheck.build(inst, "tree-dyn").makespan

    program = [os.path.join(bin_dir, "enumerator"), "schedule", "--model", "heterogeneous",
               "--algorithm", "tree-dyn", "--random", "1", "--n", "4096", "--no-timeline"]
    p = best_of(repeats, lambda: subprocess.run(program, check=True, stdout=subprocess.DEVNULL))
    q = best_of(repeats, python_side)
    print(f"  heterogeneous n = 4096, tree-dyn: program {p:.3f} s, Python {q:.3f} s "
          f"({100 * (q - p) / p:+.1f} %)")


def interrupt_latency(repeats):
    calls = {
        "exact optimum (heterogeneous n = 16)":
            lambda: redcheck.optimum(redcheck.instance("heterogeneous", random=3, n=16)),
        # The trees one by one: counted by their sinks' states (the default),
        # n = 22 can end before the signal.
        "exhaustive optimum (overlap n = 22, every tree enumerated)":
            lambda: redcheck.optimum(redcheck.instance("overlap", n=22, d="1/3", c="1/2"),
                                     method="enumeration"),
        "verifier check (every claim)": lambda: redcheck.check(),
        "fuzzing": lambda: redcheck.fuzz("canon2012.thm9", runs=10**8, seed=1),
        "Figure 4's Monte Carlo table": lambda: redcheck.table("benoit-figure4"),
    }
    for name, call in calls.items():
        worst = 0.0
        for _ in range(repeats):
            sent = []
            timer = threading.Timer(0.5, lambda: (sent.append(time.monotonic()),
                                                  os.kill(os.getpid(), signal.SIGINT)))
            timer.start()
            try:
                call()
                print(f"  {name}: ended before the signal")
            except KeyboardInterrupt:
                worst = max(worst, time.monotonic() - sent[0])
            timer.cancel()
        print(f"  {name}: KeyboardInterrupt {1000 * worst:.1f} ms after SIGINT (worst of "
              f"{repeats})")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(here, "..", "..", "build", "bin"))
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    parser.add_argument("--skip", default="", help="comma-separated parts to skip")
    options = parser.parse_args()
    repeats = 2 if options.quick else 5
    skip = set(options.skip.split(","))
    print(f"redcheck from {os.path.dirname(redcheck.__file__)}")
    if "calls" not in skip:
        print("per call, overlap n = 6, d = 1, c = 1/2:")
        per_call(repeats)
    if "hypothesis" not in skip:
        print("Hypothesis:")
        hypothesis_examples("overlap", "greedy", 8, 1000, max_reducers=None)
        hypothesis_examples("heterogeneous", "tree-dyn", 6, 1000, non_commutative=None)
    if "large" not in skip:
        print("large schedules:")
        large_schedules(options.bin, 3 if options.quick else 5)
    if "interrupts" not in skip and NEW_API:
        print("Ctrl-C:")
        interrupt_latency(repeats)


if __name__ == "__main__":
    main()
