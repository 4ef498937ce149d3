#!/usr/bin/env python3
"""How far the segmented exhaustive optimum goes: for each p and q, a few
random instances (segments of 1..3, alpha, beta, gamma drawn from COSTS), each
timed as the whole `enumerator optimum` command, with one port or (with
--bidirectional) two.

  python3 bench/segmented_reach.py ENUMERATOR P_MAX Q_MAX [PER_CELL] [TIMEOUT_S]
      [--bidirectional] [--p-min P] [--q-min Q]

Prints one line per instance (seconds and how it ended: solved, refused by
the budget of states with exit status 2, or stopped at the timeout) and one
summary line per (p, q).
"""
import random
import subprocess
import sys
import time

COSTS = ["0", "1/3", "1/2", "1", "2"]


def drawn_instances(p, q, count):
    """The first `count` draws of cell (p, q): (segments, (alpha, beta, gamma)).
    One generator per cell, so a cell's draws do not depend on the range run."""
    rng = random.Random(f"{p},{q}")
    for _ in range(count):
        segments = [rng.randint(1, 3) for _ in range(q)]
        yield segments, tuple(rng.choice(COSTS) for _ in range(3))


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
    if done.returncode == 2 and "too big" in done.stderr:
        return "refused", seconds
    return "error " + done.stderr.strip(), seconds


def main():
    flags = {"--bidirectional": False}
    numbers = {"--p-min": 2, "--q-min": 1}
    positional = []
    argv = sys.argv[1:]
    while argv:
        word = argv.pop(0)
        if word in flags:
            flags[word] = True
        elif word in numbers:
            numbers[word] = int(argv.pop(0))
        else:
            positional.append(word)
    enumerator, p_max, q_max = positional[0], int(positional[1]), int(positional[2])
    per_cell = int(positional[3]) if len(positional) > 3 else 4
    timeout = float(positional[4]) if len(positional) > 4 else 120
    ports = ["--bidirectional"] if flags["--bidirectional"] else []
    for p in range(numbers["--p-min"], p_max + 1):
        for q in range(numbers["--q-min"], q_max + 1):
            ends = []
            for segments, (alpha, beta, gamma) in drawn_instances(p, q, per_cell):
                arguments = ["--model", "segmented", "--p", str(p),
                             "--segments", ",".join(map(str, segments)),
                             "--alpha", alpha, "--beta", beta, "--gamma", gamma, *ports]
                end, seconds = run(enumerator, arguments, timeout)
                ends.append((end, seconds))
                print(f'  {" ".join(arguments[2:])}: {end} {seconds:.2f} s', flush=True)
            solved = [s for e, s in ends if e == "solved"]
            print(f"p = {p}, q = {q}: {len(solved)} of {per_cell} solved"
                  + (f", slowest {max(solved):.2f} s" if solved else "")
                  + "".join(f", {sum(e == k for e, _ in ends)} {k}" for k in ("budget", "refused", "timeout")
                            if any(e == k for e, _ in ends)), flush=True)


if __name__ == "__main__":
    main()
