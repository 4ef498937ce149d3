#!/usr/bin/env python3
"""How far the segmented exhaustive optimum goes: for each p and q, a few
random instances (segments of 1..3, alpha, beta, gamma drawn from COSTS), each
timed as the whole `enumerator optimum` command, with one port or (with
--bidirectional) two.

  python3 bench/segmented_reach.py ENUMERATOR P_MAX Q_MAX [PER_CELL] [TIMEOUT_S]
      [--bidirectional] [--p-min P] [--q-min Q] [--series S] [--max-seconds S]

Prints one line per instance (seconds and how it ended: solved, refused with
exit status 2 by the budget of states, by the time (the optimum's minute), or
before any work, or stopped at the timeout; a search stopped short with what it
had shown: "[no schedule below L; found F; uni-greedy U]", from --json's
"stopped_short") and one summary line per (p, q).
"""
import json
import random
import re
import subprocess
import time

import bench_arguments

COSTS = ["0", "1/3", "1/2", "1", "2"]


def drawn_instances(p, q, count, series=None):
    """The first `count` draws of cell (p, q): (segments, (alpha, beta, gamma)).
    One generator per cell, so a cell's draws do not depend on the range run;
    `series` (a word) draws other instances, the same for the same word."""
    rng = random.Random(f"{p},{q}" if series is None else f"{p},{q},{series}")
    for _ in range(count):
        segments = [rng.randint(1, 3) for _ in range(q)]
        yield segments, tuple(rng.choice(COSTS) for _ in range(3))


def bracket(stdout):
    """ "[no schedule below L; found F; B U]" of a search stopped short (its
    --json error object's "stopped_short"), or "" when there is none."""
    try:
        stopped = json.loads(stdout)["error"].get("stopped_short")
    except (ValueError, KeyError, TypeError):
        return ""
    if not stopped:
        return ""
    parts = []
    if stopped.get("no_schedule_below") is not None:
        parts.append(f'no schedule below {stopped["no_schedule_below"]}')
    if stopped.get("best_found") is not None:
        parts.append(f'found {stopped["best_found"]}')
    if stopped.get("builder_makespan") is not None:
        parts.append(f'{stopped["builder"]} {stopped["builder_makespan"]}')
    return f' [{"; ".join(parts)}]' if parts else ""


def run(enumerator, arguments, timeout):
    """How `enumerator optimum ARGUMENTS` ended, its seconds, and what a search
    stopped short had shown (bracket())."""
    start = time.monotonic()
    try:
        done = subprocess.run([enumerator, "optimum", *arguments, "--json"],
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start, ""
    seconds = time.monotonic() - start
    if done.returncode == 0:
        return "solved", seconds, ""
    shown = bracket(done.stdout)
    if done.returncode == 2 and re.search(r"within its budget of \d+ states", done.stderr):
        return "budget", seconds, shown
    if done.returncode == 2 and re.search(r"did not finish within \d+ s, after", done.stderr):
        return "time", seconds, shown
    if done.returncode == 2 and "too big" in done.stderr:
        return "refused", seconds, shown
    return "error " + done.stderr.strip(), seconds, ""


def main():
    command_line = bench_arguments.parser(__doc__)
    command_line.add_argument("enumerator", metavar="ENUMERATOR", type=bench_arguments.program)
    command_line.add_argument("p_max", metavar="P_MAX", type=bench_arguments.count(2))
    command_line.add_argument("q_max", metavar="Q_MAX", type=bench_arguments.count(1))
    command_line.add_argument("per_cell", metavar="PER_CELL", type=bench_arguments.count(1),
                              nargs="?", default=4)
    command_line.add_argument("timeout", metavar="TIMEOUT_S", type=bench_arguments.seconds,
                              nargs="?", default=120)
    command_line.add_argument("--bidirectional", action="store_true", help="two ports")
    command_line.add_argument("--p-min", type=bench_arguments.count(2), default=2)
    command_line.add_argument("--q-min", type=bench_arguments.count(1), default=1)
    command_line.add_argument("--series", metavar="S",
                              help="draw another series of instances, named S (default: the "
                                   "bench's own series, the draws docs/segmented.md reports)")
    command_line.add_argument("--max-seconds", metavar="S", type=bench_arguments.count(1),
                              help="the optimum's own time, enumerator optimum --max-seconds S "
                                   "(default: its minute; given, the reach's refusal is lifted)")
    given = command_line.parse_intermixed_args()
    enumerator, p_max, q_max = given.enumerator, given.p_max, given.q_max
    per_cell, timeout = given.per_cell, given.timeout
    ports = ["--bidirectional"] if given.bidirectional else []
    if given.max_seconds is not None:
        ports += ["--max-seconds", str(given.max_seconds)]
    for p in range(given.p_min, p_max + 1):
        for q in range(given.q_min, q_max + 1):
            ends = []
            for segments, (alpha, beta, gamma) in drawn_instances(p, q, per_cell, given.series):
                arguments = ["--model", "segmented", "--p", str(p),
                             "--segments", ",".join(map(str, segments)),
                             "--alpha", alpha, "--beta", beta, "--gamma", gamma, *ports]
                end, seconds, shown = run(enumerator, arguments, timeout)
                ends.append((end, seconds))
                print(f'  {" ".join(arguments[2:])}: {end} {seconds:.2f} s{shown}', flush=True)
            solved = [s for e, s in ends if e == "solved"]
            print(f"p = {p}, q = {q}: {len(solved)} of {per_cell} solved"
                  + (f", slowest {max(solved):.2f} s" if solved else "")
                  + "".join(f", {sum(e == k for e, _ in ends)} {k}"
                            for k in ("budget", "time", "refused", "timeout")
                            if any(e == k for e, _ in ends)), flush=True)


if __name__ == "__main__":
    main()
