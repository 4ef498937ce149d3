"""The bench scripts' command lines (bench/bench_arguments.py): a value they
refuse ends them with exit status 2 and a message naming it, never a
traceback; --help prints their usage; what the docs run still runs. Run by
ctest's python_package (REDCHECK_BIN_DIR: the built programs)."""
import os
import subprocess
import sys

import pytest

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
BIN = os.environ.get("REDCHECK_BIN_DIR",
                     os.path.join(BENCH, "..", "build", "bin"))
ENUMERATOR = os.path.join(BIN, "enumerator")
VERIFIER = os.path.join(BIN, "verifier")


def run(script, *arguments):
    return subprocess.run([sys.executable, os.path.join(BENCH, script), *arguments],
                          capture_output=True, text=True, timeout=120)


REFUSED = [
    ("segmented_reach.py", ["/no/such/enumerator", "3", "2"], "'/no/such/enumerator'"),
    ("segmented_reach.py", [ENUMERATOR, "x", "2"], "'x' is not an integer"),
    ("segmented_reach.py", [ENUMERATOR, "3", "0"], "0 is below 1"),
    ("segmented_reach.py", [ENUMERATOR, "3", "2", "1", "-5"], "-5 seconds"),
    ("segmented_reach.py", [ENUMERATOR, "3", "2", "--p-min"], "--p-min: expected one argument"),
    ("segmented_reach.py", [ENUMERATOR], "required: P_MAX, Q_MAX"),
    ("segmented_reach.py", [ENUMERATOR, "3", "2", "--max-seconds", "0"], "0 is below 1"),
    ("minizinc_bench.py", ["--help-me"], "required: ENUMERATOR"),
    ("minizinc_bench.py", [ENUMERATOR, "20", "--model", "bogus"], "invalid choice: 'bogus'"),
    ("minizinc_bench.py", [ENUMERATOR, "nan"], "nan seconds"),
    ("minizinc_bench.py", [ENUMERATOR, "--per-cell", "1.5"], "'1.5' is not an integer"),
    ("search_reach.py", [], "required: ENUMERATOR"),
    ("search_reach.py", [ENUMERATOR, "10", "no-such-series"], "'no-such-series' is not a series"),
    ("search_reach.py", ["--table-from", "/no/such/log"], "'/no/such/log' is not a readable"),
    ("certify_times.py", [ENUMERATOR], "required: CASE"),
    ("certify_times.py", [ENUMERATOR, "overlap-grid", "x"], "overlap-grid: 'x' is not an integer"),
    ("fuzz_coverage.py", ["/no/such/verifier"], "'/no/such/verifier' is not an executable"),
]


@pytest.mark.parametrize("script,arguments,named", REFUSED,
                         ids=[f"{s} {' '.join(a[1:] if a[:1] == [ENUMERATOR] else a)}"
                              for s, a, _ in REFUSED])
def test_bad_input_exits_2_naming_the_value(script, arguments, named):
    r = run(script, *arguments)
    assert r.returncode == 2, r.stderr
    assert named in r.stderr
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("script", ["segmented_reach.py", "minizinc_bench.py", "search_reach.py",
                                    "certify_times.py", "fuzz_coverage.py",
                                    os.path.join("python", "overhead.py")])
def test_help_prints_the_usage(script):
    r = run(script, "--help")
    if script.startswith("python") and "No module named 'redcheck'" in r.stderr:
        pytest.skip("the Python module is not on PYTHONPATH")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("usage: ")


def test_the_reach_bench_still_runs_its_smallest_cell():
    r = run("segmented_reach.py", ENUMERATOR, "2", "1", "1", "30", "--bidirectional")
    assert r.returncode == 0, r.stderr
    assert "p = 2, q = 1: 1 of 1 solved" in r.stdout


def test_the_reach_bench_counts_a_refusal_by_the_optimum_s_time():
    # p = 8, q = 5 is beyond the reach: refused before any work by default,
    # searched for a second and refused by its time with --max-seconds 1.
    r = run("segmented_reach.py", ENUMERATOR, "8", "5", "1", "30", "--p-min", "8", "--q-min", "5")
    assert r.returncode == 0, r.stderr
    assert "p = 8, q = 5: 0 of 1 solved, 1 refused" in r.stdout
    r = run("segmented_reach.py", ENUMERATOR, "8", "5", "1", "30", "--p-min", "8", "--q-min", "5",
            "--max-seconds", "1")
    assert r.returncode == 0, r.stderr
    assert "p = 8, q = 5: 0 of 1 solved, 1 time" in r.stdout
    assert "--max-seconds 1: time 1." in r.stdout


def test_the_reach_bench_draws_another_series_when_named():
    def drawn(*series):
        r = run("segmented_reach.py", ENUMERATOR, "3", "2", "3", "30", "--p-min", "3",
                "--q-min", "2", *series)
        assert r.returncode == 0, r.stderr
        return [line.split(":")[0] for line in r.stdout.splitlines() if line.startswith("  ")]

    own, named = drawn(), drawn("--series", "b")
    assert len(own) == 3 and len(named) == 3
    assert own != named
    assert drawn("--series", "b") == named


def test_the_search_reach_lists_its_series_and_rebuilds_a_table(tmp_path):
    listed = run("search_reach.py", "--list")
    assert listed.returncode == 0, listed.stderr
    names = listed.stdout.split()
    assert "segmented-bi-21" in names and len(names) == len(set(names))
    r = run("search_reach.py", ENUMERATOR, "30", "segmented-bi-21")
    assert r.returncode == 0, r.stderr
    log = tmp_path / "reach.log"
    log.write_text(r.stdout)
    table = run("search_reach.py", "--table-from", str(log))
    assert table.returncode == 0, table.stderr
    assert "| segmented two ports, segments 2,1, a = b = 1, g = 1/2: p | 8 (" in table.stdout


def test_certify_times_takes_an_instance_as_the_programs_do():
    r = run("certify_times.py", ENUMERATOR, "--model", "overlap", "--n", "4", "--d", "1", "--c",
            "1/2")
    assert r.returncode == 0, r.stderr
    assert "--model overlap --n 4 --d 1 --c 1/2" in r.stdout and " certified " in r.stdout


def test_the_reach_bench_shows_what_a_stopped_search_had_found():
    # p = 8, q = 4 of series b: stopped at its one second, with its bracket.
    r = run("segmented_reach.py", ENUMERATOR, "8", "4", "1", "60", "--p-min", "8", "--q-min",
            "4", "--series", "b", "--max-seconds", "1")
    assert r.returncode == 0, r.stderr
    line = r.stdout.splitlines()[0]
    assert ": time " in line
    # (What it found by then depends on the machine's speed; its bounds and
    # the builder's schedule are there from the start.)
    assert " [no schedule below " in line and "; uni-greedy 153/2]" in line
