"""verifier fuzz with --runs equal to a claims-file domain's size visits every
point, so it reaches check's verdict on every claim of every claims file
shipped in examples/ and tests/."""

import glob
import json
import os
import subprocess

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
BIN = os.environ.get("REDCHECK_BIN_DIR", os.path.join(ROOT, "build", "bin"))
# examples/my-conjecture's claims name its own builder, which only its own
# verifier knows (scripts/example.sh checks them with it).
FILES = sorted(f for pattern in ("examples/**/*.json", "tests/**/*.json")
               for f in glob.glob(os.path.join(ROOT, pattern), recursive=True)
               if '"claims"' in open(f).read() and "my-conjecture" not in f)


def points(domain):
    total = 1
    for values in domain.values():
        if isinstance(values, list):
            total *= len(values)
        else:
            first, last = values.split("..")
            total *= int(last) - int(first) + 1
    return total


def run(*words):
    done = subprocess.run([os.path.join(BIN, "verifier"), *words, "--json"],
                          capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return json.loads(done.stdout)["claims"][0]


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_fuzzing_every_point_agrees_with_check(path):
    assert FILES, "no claims file found"
    for claim in json.load(open(path))["claims"]:
        size = points(claim["domain"])
        checked = run("check", "--claims-file", path, "--claim", claim["id"])
        fuzzed = run("fuzz", "--claims-file", path, "--claim", claim["id"], "--runs", str(size),
                     "--seed", "11")
        assert fuzzed["outcome"] == checked["outcome"], claim["id"]
        if checked["outcome"] != "refuted":
            assert fuzzed["instances"] == size, claim["id"]
            assert "every point of" in fuzzed["covered"], fuzzed["covered"]
