"""How many runs verifier fuzz needs before its first finding on held-out
domains whose conjecture fails at one place (the top of a range, an inner
point): the median over seeds 1-20, with --runs 2000.

    python3 bench/fuzz_coverage.py build/bin/verifier
"""

import json
import os
import statistics
import subprocess
import tempfile

import bench_arguments

command_line = bench_arguments.parser(__doc__)
command_line.add_argument("verifier", metavar="VERIFIER", nargs="?", default="build/bin/verifier",
                          type=bench_arguments.program)
BIN = os.path.abspath(command_line.parse_args().verifier)
os.chdir(tempfile.mkdtemp())
kinds = {
  "top of 1..10 (heterogeneous, n < 10)": ("heterogeneous", {"n": "1..10"}, "n < 10"),
  "top of 2..10 (overlap, n < 10)": ("overlap", {"n": "2..10"}, "n < 10"),
  "top of a two-point range 1..2": ("heterogeneous", {"n": "1..2"}, "n < 2"),
  "one inner point of 1..30 x {1, 2}": ("overlap", {"n": "1..30", "d": ["1", "2"]}, "(n - 17) * (n - 17) + (d - 2) * (d - 2) > 0"),
  "top of 1..1000 beside a list": ("overlap", {"n": "1..1000", "d": ["0", "1"]}, "n < 1000"),
  "top of 2..10 beside an 'any' cost": ("overlap", {"n": "2..10", "d": "any"}, "n + 0 * d < 10"),
  "top decade of 1..100000": ("heterogeneous", {"n": "1..100000"}, "n <= 90000"),
}
for name, (model, domain, conj) in kinds.items():
    open("c.json", "w").write(json.dumps({"claims": [{"id": "k", "model": model, "domain": domain, "conjecture": conj}]}))
    draws = []
    for seed in range(1, 21):
        r = subprocess.run([BIN, "fuzz", "--claims-file", "c.json", "--runs", "2000", "--seed", str(seed), "--json"], capture_output=True, text=True)
        c = json.loads(r.stdout)["claims"][0]
        ce = c["counterexample"]
        draws.append(ce["draw"] + 1 if ce else None)
    found = [d for d in draws if d is not None]
    med = statistics.median([d if d is not None else 10**9 for d in draws])
    print(f"{name}: median runs to first finding {med if med < 10**9 else '>2000'}; found {len(found)}/20; max {max(found) if found else '-'}")
