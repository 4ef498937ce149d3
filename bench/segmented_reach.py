#!/usr/bin/env python3
"""How far the bidirectional exhaustive optimum goes: for each p and q, a few
random instances (segments of 1..3, alpha, beta, gamma drawn from COSTS), each
timed as the whole `enumerator optimum --bidirectional` command.

  python3 bench/bidirectional_reach.py ENUMERATOR P_MAX Q_MAX [PER_CELL] [TIMEOUT_S]

Prints one line per instance (seconds and how it ended: solved, refused by
the budget of states with exit status 2, or stopped at the timeout) and one
summary line per (p, q).
"""
import random
import subprocess
import sys
import time

COSTS = ["0", "1/3", "1/2", "1", "2"]


def run(enumerator, arguments, timeout):
    start = time.monotonic()
    try:
        done = subprocess.run([enumerator, "optimum", *arguments], capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start
    seconds = time.monotonic() - start
    if done.returncode == 0:
        return "solved", seconds
    if done.returncode == 2 and "budget of states" in done.stderr:
        return "budget", seconds
    return "error " + done.stderr.strip(), seconds


def main():
    enumerator, p_max, q_max = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    per_cell = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    timeout = float(sys.argv[5]) if len(sys.argv) > 5 else 120
    rng = random.Random(1)
    for p in range(2, p_max + 1):
        for q in range(1, q_max + 1):
            ends = []
            for _ in range(per_cell):
                segments = ",".join(str(rng.randint(1, 3)) for _ in range(q))
                alpha, beta, gamma = (rng.choice(COSTS) for _ in range(3))
                arguments = ["--model", "segmented", "--p", str(p), "--segments", segments,
                             "--alpha", alpha, "--beta", beta, "--gamma", gamma,
                             "--bidirectional"]
                end, seconds = run(enumerator, arguments, timeout)
                ends.append((end, seconds))
                print(f'  {" ".join(arguments[2:])}: {end} {seconds:.2f} s', flush=True)
            solved = [s for e, s in ends if e == "solved"]
            print(f"p = {p}, q = {q}: {len(solved)} of {per_cell} solved"
                  + (f", slowest {max(solved):.2f} s" if solved else "")
                  + "".join(f", {sum(e == k for e, _ in ends)} {k}" for k in ("budget", "timeout")
                            if any(e == k for e, _ in ends)), flush=True)


if __name__ == "__main__":
    main()
