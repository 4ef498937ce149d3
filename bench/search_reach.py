#!/usr/bin/env python3
"""What every exhaustive search really answers within a time limit on this
machine: for each series of instances of growing size, `enumerator optimum
--json` is run one at a time (nothing else should run) under /usr/bin/time,
until a size is not answered within the limit (refused as too big, at once
or after its budget, or stopped at the limit). docs/speed.md's reach table
is this script's output.

  python3 bench/search_reach.py ENUMERATOR [LIMIT_S] [SERIES ...]

Every series when none is named (`--list` prints their names). Prints one
line per run (seconds, peak MB, how it ended) and, per series, a Markdown
row: the largest size answered and the first one not answered.

  python3 bench/search_reach.py --table-from LOG ...

rebuilds the table (limit 60 s) from the lines of earlier runs' output.
"""
import json
import re
import subprocess
import time

import bench_arguments


def segmented(p, q, costs, extra=()):
    alpha, beta, gamma = costs
    return ["--model", "segmented", "--p", str(p), "--segments", ",".join(["1"] * q),
            "--alpha", alpha, "--beta", beta, "--gamma", gamma, *extra]


SERIES = {}


def series(name, label, sizes):
    SERIES[name] = (label, sizes)


for costs in (("1", "1", "1"), ("0", "1", "1/2"), ("1", "1/2", "1/3")):
    tag = "a={},b={},g={}".format(*costs)
    for q in range(1, 9):
        series(f"segmented-q{q}-{tag}", f"segmented, q = {q} unit segments, {tag}: p",
               [(p, segmented(p, q, costs)) for p in range(2, 13)])
    for q in (2, 4, 6, 8):
        series(f"segmented-in-order-q{q}-{tag}",
               f"segmented in order, q = {q} unit segments, {tag}: p",
               [(p, segmented(p, q, costs, ("--in-order",))) for p in range(2, 13)])
# Segments of unequal sizes, the harder cases of both port modes.
for segments in ("2,1", "2,2,1", "2,1,1,1", "2,2,1,1"):
    for ports, extra in (("one port", ()), ("two ports", ("--bidirectional",))):
        name = f"segmented-{'bi' if extra else 'uni'}-{segments.replace(',', '')}"
        series(name, f"segmented {ports}, segments {segments}, a = b = 1, g = 1/2: p",
               [(p, ["--model", "segmented", "--p", str(p), "--segments", segments, "--alpha",
                     "1", "--beta", "1", "--gamma", "1/2", *extra]) for p in range(2, 9)])
for q in range(1, 7):
    series(f"bidirectional-q{q}", f"segmented two ports, q = {q}, a = b = g = 1: p",
           [(p, segmented(p, q, ("1", "1", "1"), ("--bidirectional",))) for p in range(2, 9)])
for d, c in (("1", "1"), ("1/3", "1"), ("1", "1/2")):
    series(f"overlap-d{d}-c{c}", f"overlap exhaustive, d = {d}, c = {c}: n",
           [(n, ["--n", str(n), "--d", d, "--c", c]) for n in range(14, 27)])
    series(f"overlap-transfers-d{d}-c{c}", f"overlap, --max-transfers 2, d = {d}, c = {c}: n",
           [(n, ["--n", str(n), "--d", d, "--c", c, "--max-transfers", "2"])
            for n in range(6, 15)])
    series(f"overlap-no-overlap-transfers-d{d}-c{c}",
           f"overlap without overlap, --max-transfers 2 (SMT), d = {d}, c = {c}: n",
           [(n, ["--n", str(n), "--d", d, "--c", c, "--no-overlap", "--max-transfers", "2"])
            for n in range(4, 9)])
for seed in (1, 2):
    for variant, extra in (("", ()), ("-nc", ("--non-commutative",))):
        series(f"heterogeneous-seed{seed}{variant}",
               f"heterogeneous, --random {seed}{' non-commutative' if extra else ''}: n",
               [(n, ["--model", "heterogeneous", "--n", str(n), "--random", str(seed), *extra])
                for n in (list(range(5, 18)) if not extra else [8, 16, 32, 48, 64, 96, 128, 129])])


def run(enumerator, arguments, limit):
    start = time.monotonic()
    try:
        done = subprocess.run(["/usr/bin/time", "-f", "%M", enumerator, "optimum", *arguments,
                               "--json"], capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return "stopped at the limit", time.monotonic() - start, None
    seconds = time.monotonic() - start
    peak_mb = int(done.stderr.strip().splitlines()[-1]) / 1024
    if done.returncode == 0:
        return "answered", seconds, peak_mb
    try:
        error = json.loads(done.stdout)["error"]
        how = error["kind"] + ": " + error["message"][:90]
    except (ValueError, KeyError):
        how = f"exit {done.returncode}: " + done.stderr.strip()[:90]
    return how, seconds, peak_mb


def row(label, results, limit):
    """The Markdown row of one series from its (size, how, seconds, memory)
    results in order of size: the largest answered before the first not."""
    best, first_not = None, None
    for size, how, seconds, memory in results:
        if how == "answered":
            best = (size, seconds, memory)
        else:
            first_not = (size, seconds, how)
            break
    answered = f"{best[0]} ({best[1]:.1f} s, {best[2]})" if best else "none"
    beyond = (f"{first_not[0]}: {first_not[2].split(':')[0]} after {first_not[1]:.1f} s"
              if first_not else "all answered")
    return f"| {label} | {answered} | {beyond} |"


LINE = re.compile(r"^(.*?)\s+([0-9.]+) s\s+(-|[0-9]+ MB)  (.*)$")


def results_from_logs(paths):
    """The runs printed in earlier logs of this script, by series name: a
    table can be rebuilt from runs made in several sittings."""
    by_arguments = {}
    for name, (_, sizes) in SERIES.items():
        for size, arguments in sizes:
            by_arguments[" ".join(arguments)] = (name, size)
    results = {}
    for path in paths:
        with open(path) as log:
            for line in log:
                matched = LINE.match(line.rstrip("\n"))
                if not matched or matched.group(1) not in by_arguments:
                    continue
                name, size = by_arguments[matched.group(1)]
                results.setdefault(name, {})[size] = (matched.group(4), float(matched.group(2)),
                                                      matched.group(3))
    return {name: [(size, *runs[size]) for size in sorted(runs)] for name, runs in results.items()}


def print_table(rows, limit):
    print()
    print(f"| series | largest answered within {limit:.0f} s | first not answered |")
    print("| --- | --- | --- |")
    for line in rows:
        print(line)


def main():
    command_line = bench_arguments.parser(__doc__)
    command_line.add_argument("enumerator", metavar="ENUMERATOR", nargs="?",
                              type=bench_arguments.program)
    command_line.add_argument("limit", metavar="LIMIT_S", nargs="?", default=60,
                              type=bench_arguments.seconds)
    command_line.add_argument("names", metavar="SERIES", nargs="*")
    command_line.add_argument("--table-from", metavar="LOG", nargs="+",
                              type=bench_arguments.readable_file,
                              help="rebuild the table from these logs instead of running")
    command_line.add_argument("--list", action="store_true", help="print the series' names")
    given = command_line.parse_args()
    if given.list:
        print("\n".join(SERIES))
        return
    for name in given.names:
        if name not in SERIES:
            command_line.error(f"argument SERIES: '{name}' is not a series; accepted: one of "
                               f"the {len(SERIES)} names --list prints")
    if given.table_from:
        if given.enumerator:
            command_line.error("--table-from LOG ... runs nothing: no ENUMERATOR with it")
        results = results_from_logs(given.table_from)
        print_table([row(SERIES[name][0], results[name], 60) for name in SERIES
                     if name in results], 60)
        return
    if not given.enumerator:
        command_line.error("the following arguments are required: ENUMERATOR")
    enumerator, limit, names = given.enumerator, given.limit, given.names or list(SERIES)
    rows = []
    for name in names:
        label, sizes = SERIES[name]
        results = []
        for size, arguments in sizes:
            how, seconds, peak = run(enumerator, arguments, limit)
            memory = f"{peak:.0f} MB" if peak is not None else "-"
            print(f"{' '.join(arguments):90s} {seconds:7.2f} s {memory:>8s}  {how}", flush=True)
            results.append((size, how, seconds, memory))
            if how != "answered":
                break
        rows.append(row(label, results, limit))
    print_table(rows, limit)


if __name__ == "__main__":
    main()
