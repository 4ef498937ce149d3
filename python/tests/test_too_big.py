"""Too big is its own answer: redcheck.TooBig, an InputError, in process and
under isolated() alike; the programs say "too big" and --json's "kind"."""

import contextlib
import json
import os
import subprocess

import pytest

import redcheck

BIN = os.environ.get("REDCHECK_BIN_DIR", "build/bin")


@pytest.mark.parametrize("isolated", [False, True])
def test_work_beyond_a_search_is_too_big_and_still_an_input_error(isolated):
    instance = redcheck.instance("overlap", n=30, d=1, c=1)
    def context():
        return redcheck.isolated() if isolated else contextlib.nullcontext()

    with context():
        with pytest.raises(redcheck.TooBig) as refused:
            redcheck.optimum(instance)
    assert isinstance(refused.value, redcheck.InputError)
    assert "n = 30 is too large to enumerate every tree" in str(refused.value)
    assert "--method recurrence" in str(refused.value)  # what can be answered
    with context():
        with pytest.raises(redcheck.InputError) as bad:  # plain bad input stays plain
            redcheck.optimum(redcheck.instance("overlap", n=4, d=1, c=1), method="moon")
    assert not isinstance(bad.value, redcheck.TooBig)


def test_the_programs_say_too_big_in_words_and_in_json():
    run = subprocess.run([os.path.join(BIN, "enumerator"), "optimum", "--n", "30", "--d", "1",
                          "--c", "1", "--json"], capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr.startswith("enumerator: too big: n = 30")
    assert json.loads(run.stdout)["error"]["kind"] == "too big"
    bad = subprocess.run([os.path.join(BIN, "enumerator"), "optimum", "--n", "x", "--json"],
                         capture_output=True, text=True)
    assert bad.returncode == 2
    assert json.loads(bad.stdout)["error"]["kind"] == "bad input"


def test_a_cost_matrix_too_large_is_refused_by_its_size_before_parsing(tmp_path):
    n = 4200  # beyond the 4096 processors any command accepts
    row = "[" + ",".join(["1"] * n) + "]"
    path = tmp_path / "big.json"
    path.write_text('{"d": [' + ",".join([row] * n) + '], "c": [' + ",".join(["1"] * n) + "]}")
    run = subprocess.run([os.path.join(BIN, "enumerator"), "optimum", "--model", "heterogeneous",
                          "--instance", str(path), "--json"], capture_output=True, text=True)
    assert run.returncode == 2
    error = json.loads(run.stdout)["error"]
    assert error["kind"] == "too big" and "numbers, the costs of more than n =" in error["message"]
