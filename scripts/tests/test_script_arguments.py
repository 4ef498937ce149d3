"""The scripts' own arguments, refused before any work (apt, a build, a
fuzzer that would run without end) with exit status 2 and a message naming
the value. Run by ctest's python_package."""
import os
import subprocess

import pytest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def run(script, *arguments):
    return subprocess.run(["sh", os.path.join(SCRIPTS, script), *arguments], capture_output=True,
                          text=True, timeout=30)


@pytest.mark.parametrize("seconds", ["abc", "0", "-5", "1.5", "015", "30s"])
def test_fuzzing_takes_whole_seconds_above_0(seconds):
    r = run("fuzz_parsers.sh", seconds)
    assert r.returncode == 2
    assert f"SECONDS '{seconds}' is not a whole number of seconds above 0" in r.stderr
    assert r.stdout == ""


def test_setup_takes_its_two_options_only():
    r = run("setup.sh", "--everything")
    assert r.returncode == 2
    assert "unknown option '--everything'; accepted: --all, --dev" in r.stderr


def test_sanitize_takes_its_two_options_only():
    r = run("sanitize.sh", "--tests")
    assert r.returncode == 2
    assert "unknown option '--tests'; accepted: --build-only, --tests-only, or none" in r.stderr
    assert r.stdout == ""


def test_sanitized_tests_need_the_sanitized_build(tmp_path):
    # A copy of the script in a tree without build-sanitize/: refused before
    # any work, naming what to run first.
    (tmp_path / "scripts").mkdir()
    with open(os.path.join(SCRIPTS, "sanitize.sh")) as source:
        (tmp_path / "scripts" / "sanitize.sh").write_text(source.read())
    r = subprocess.run(["sh", str(tmp_path / "scripts" / "sanitize.sh"), "--tests-only"],
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 2
    assert "--tests-only needs the sanitized build" in r.stderr
    assert "scripts/sanitize.sh --build-only" in r.stderr
    assert r.stdout == ""
