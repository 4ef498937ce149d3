"""Too big is its own answer: redcheck.TooBig, an InputError, in process and
under isolated() alike; the programs say "too big" and --json's "kind"."""

import contextlib
import json
import os
import subprocess
from fractions import Fraction

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


STOPPED = dict(p=6, segments="2,1,1,1", alpha=1, beta=1, gamma=Fraction(1, 2))


@pytest.mark.parametrize("bidirectional", [False, True])
def test_a_stopped_search_shows_its_bracket_and_schedule_alike_in_every_door(bidirectional):
    # Below 50,000 states the search runs on one thread: the same states,
    # the same bracket, every run and every door.
    options = dict(STOPPED, bidirectional=True) if bidirectional else STOPPED
    instance = redcheck.instance("segmented", **options)
    optimum = redcheck.optimum(instance)["optimum"]
    seen = []
    for context in (contextlib.nullcontext, redcheck.isolated):
        with context():
            with pytest.raises(redcheck.TooBig) as refused:
                redcheck.optimum(instance, max_states=300)
            stopped = refused.value.stopped_short
            assert stopped["reason"] == "states" and stopped["states"] == 301
            assert stopped["no_schedule_below"] <= optimum <= stopped["best_found"]
            assert stopped["best_found"] <= stopped["builder_makespan"]
            assert stopped["builder"] == ("bi-greedy" if bidirectional else "uni-greedy")
            found = stopped["schedule"]
            assert isinstance(found, redcheck.Schedule) and found.instance is instance
            assert redcheck.validate(found).measure == stopped["best_found"]
            seen.append({key: value for key, value in stopped.items() if key != "schedule"})
            seen.append((found.transfers, found.reductions))
    assert seen[0] == seen[2] and seen[1] == seen[3]
    # The program's --json carries it too; its schedule is a file enumerator validate reads.
    words = [os.path.join(BIN, "enumerator"), "optimum", "--model", "segmented",
             *instance.arguments, "--max-states", "300", "--json"]
    run = subprocess.run(words, capture_output=True, text=True)
    assert run.returncode == 2 and run.stderr.count("by then: ") == 1
    error = json.loads(run.stdout)["error"]
    assert error["kind"] == "too big"
    assert redcheck.exact(error["stopped_short"]["best_found"]) == seen[0]["best_found"]


def test_a_refusal_before_any_search_has_no_bracket():
    with pytest.raises(redcheck.TooBig) as refused:
        redcheck.optimum(redcheck.instance("overlap", n=30, d=1, c=1))
    assert refused.value.stopped_short is None
