"""One point at a time: verifier check --at and check(..., at=) evaluate a
file's conjecture at one point whatever its domain ("any" included), with
each quantity's value; the replays the programs print run as printed."""

import contextlib
import json
import os
import shlex
import subprocess

import pytest

import redcheck

BIN = os.environ.get("REDCHECK_BIN_DIR", "build/bin")

CLAIMS = {"claims": [
    {"id": "mine.pipeline-gamma", "model": "segmented",
     "statement": "the pipeline never beats uni-greedy by more than gamma",
     "domain": {"p": "2..8", "m": "1..12", "alpha": "any", "beta": "any", "gamma": "any"},
     "conjecture": "algorithm(uni_greedy, p, m, 1, alpha, beta, gamma) <= "
                   "algorithm(pipeline, p, m, 1, alpha, beta, gamma) + gamma"},
    {"id": "mine.optimum-log", "model": "overlap", "expected": "refuted",
     "domain": {"n": "2..10", "d": ["0", "1", "2"], "c": ["0", "1", "2"]},
     "conjecture": "optimum(n, d, c) >= ceil(log2(n)) * (d + c)"}]}


def _verifier(*words):
    return subprocess.run([os.path.join(BIN, "verifier"), *words], capture_output=True,
                          text=True)


@pytest.fixture()
def claims_file(tmp_path):
    path = tmp_path / "claims.json"
    path.write_text(json.dumps(CLAIMS))
    return str(path)


def test_a_random_domain_is_evaluated_at_one_point_with_each_quantity(claims_file):
    # Without --at, a domain of "any" cannot be enumerated (exit 2).
    assert _verifier("check", "--claims-file", claims_file, "--claim",
                     "mine.pipeline-gamma").returncode == 2
    run = _verifier("check", "--claims-file", claims_file, "--claim", "mine.pipeline-gamma",
                    "--at", "p=6,m=11,alpha=1,beta=1,gamma=0", "--json")
    assert run.returncode in (0, 1), run.stderr
    claim = json.loads(run.stdout)["claims"][0]
    assert claim["domain_covered"].startswith("the point p = 6, m = 11")
    notes = "\n".join(claim["notes"])
    assert "algorithm(uni-greedy, 6, 11, 1, 1, 1, 0) = " in notes
    assert "algorithm(pipeline, 6, 11, 1, 1, 1, 0) = " in notes
    assert "left = " in notes
    for isolated in (False, True):
        with (redcheck.isolated() if isolated else contextlib.nullcontext()):
            report = redcheck.check("mine.pipeline-gamma", claims_file=claims_file,
                                    at={"p": 6, "m": 11, "alpha": 1, "beta": 1, "gamma": 0})
        assert report["claims"][0]["notes"] == claim["notes"]


def test_a_counterexample_s_replay_runs_as_printed(claims_file):
    run = _verifier("check", "--claims-file", claims_file, "--claim", "mine.optimum-log",
                    "--json")
    assert run.returncode == 0
    replay = json.loads(run.stdout)["claims"][0]["counterexample"]["replay"]
    assert " --at '" in replay
    words = shlex.split(replay)
    assert words[0] == "verifier"
    again = _verifier(*words[1:], "--json")
    assert again.returncode == 0, again.stderr  # refuted, as expected
    claim = json.loads(again.stdout)["claims"][0]
    assert claim["outcome"] == "refuted"
    assert claim["counterexample"]["replay"] == replay


def test_a_fuzz_finding_over_any_prints_a_replay_that_runs(claims_file, tmp_path):
    path = tmp_path / "false.json"
    path.write_text(json.dumps({"claims": [
        {"id": "mine.false", "model": "segmented",
         "domain": {"p": "2..8", "m": "1..12", "alpha": "any", "beta": "any", "gamma": "any"},
         "conjecture": "algorithm(pipeline, p, m, 1, alpha, beta, gamma) < "
                       "algorithm(uni_greedy, p, m, 1, alpha, beta, gamma)"}]}))
    run = _verifier("fuzz", "--claims-file", str(path), "--seed", "1", "--runs", "50", "--json")
    assert run.returncode == 1
    replay = json.loads(run.stdout)["claims"][0]["counterexample"]["replay"]
    again = _verifier(*shlex.split(replay)[1:], "--json")
    assert again.returncode == 1, again.stderr  # refuted, expected to hold
    assert json.loads(again.stdout)["claims"][0]["outcome"] == "refuted"


@pytest.mark.parametrize("words,named", [
    (["--at", "p=6,m=11"], "--at gives no value of 'alpha'"),
    (["--at", "p=6,m=11,alpha=1,beta=1,gamma=0,q=2"], "--at names 'q'"),
    (["--at", "p=6,p=7"], "'p' is given twice"),
    (["--at", "p"], "'p' is not name=value"),
    (["--at", "p=6,m=11,alpha=x,beta=1,gamma=0"], "--at alpha"),
])
def test_a_malformed_point_is_refused_naming_it(claims_file, words, named):
    run = _verifier("check", "--claims-file", claims_file, "--claim", "mine.pipeline-gamma",
                    *words)
    assert run.returncode == 2 and named in run.stderr, run.stderr


def test_at_needs_one_claim_of_a_claims_file(claims_file):
    run = _verifier("check", "--claim", "canon2012.prop8", "--at", "n=3")
    assert run.returncode == 2 and "one point of one claim of a claims file" in run.stderr
    run = _verifier("check", "--claims-file", claims_file, "--at", "n=3")
    assert run.returncode == 2 and "one --claim ID" in run.stderr


def test_a_point_outside_the_domain_is_checked_and_said_so(claims_file):
    run = _verifier("check", "--claims-file", claims_file, "--claim", "mine.optimum-log",
                    "--at", "n=40,d=1/2,c=1", "--json")
    claim = json.loads(run.stdout)["claims"][0]
    assert any(note.startswith("outside the claim's domain (n = 2..10, d in {0, 1, 2}")
               for note in claim["notes"]), claim["notes"]


def test_the_segmented_optimum_is_a_quantity_of_claims_files(tmp_path):
    # optimum <= uni-greedy, in order >= any order, two ports <= one port:
    # each checked exactly, as enumerator optimum answers.
    path = tmp_path / "optimum.json"
    path.write_text(json.dumps({"claims": [
        {"id": "mine.optimum-below-uni-greedy", "model": "segmented",
         "domain": {"p": "2..4", "m": "1..3", "alpha": ["0", "1"], "beta": ["1"],
                    "gamma": ["0", "1/2"]},
         "conjecture": "optimum(p, m, 1, alpha, beta, gamma) <= "
                       "algorithm(uni_greedy, p, m, 1, alpha, beta, gamma)"},
        {"id": "mine.order-costs", "model": "segmented",
         "domain": {"p": "2..4", "m": "1..3", "alpha": ["1"], "beta": ["1"], "gamma": ["1/2"]},
         "conjecture": "optimum_in_order(p, m, 1, alpha, beta, gamma) >= "
                       "optimum(p, m, 1, alpha, beta, gamma)"},
        {"id": "mine.two-ports-help", "model": "segmented",
         "domain": {"p": "2..4", "m": "1..3", "alpha": ["1"], "beta": ["1"], "gamma": ["1/2"]},
         "conjecture": "optimum_two_ports(p, m, 1, alpha, beta, gamma) <= "
                       "optimum(p, m, 1, alpha, beta, gamma)"},
        {"id": "mine.too-big", "model": "segmented", "expected": "undecided",
         "domain": {"p": ["9"], "m": ["2"], "alpha": ["1"], "beta": ["1"], "gamma": ["1"]},
         "conjecture": "optimum_two_ports(p, m, 1, alpha, beta, gamma) >= 0"}]}))
    run = _verifier("check", "--claims-file", str(path), "--json")
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr
    claims = {c["id"]: c for c in json.loads(run.stdout)["claims"]}
    for name in ("mine.optimum-below-uni-greedy", "mine.order-costs", "mine.two-ports-help"):
        assert claims[name]["outcome"] == "holds", claims[name]
    assert claims["mine.too-big"]["outcome"] == "undecided"
    assert "takes p <= 8" in " ".join(claims["mine.too-big"]["notes"])
    one = _verifier("check", "--claims-file", str(path), "--claim", "mine.order-costs", "--at",
                    "p=3,m=2,alpha=1,beta=1,gamma=1/2", "--json")
    notes = json.loads(one.stdout)["claims"][0]["notes"]
    value = next(n for n in notes if n.startswith("optimum(3, 2, 1, 1, 1, 1/2) = "))
    direct = subprocess.run([os.path.join(BIN, "enumerator"), "optimum", "--model", "segmented",
                             "--p", "3", "--segments", "1,1", "--alpha", "1", "--beta", "1",
                             "--gamma", "1/2", "--json"], capture_output=True, text=True)
    assert value.endswith("= " + json.loads(direct.stdout)["optimum"])


def test_random_costs_shrink_together_to_simple_values(tmp_path):
    # "d != c" fails only where d = c: shrinking one cost at a time keeps a
    # drawn pair such as d = c = 7; moved together they reach d = c = 0.
    path = tmp_path / "equal.json"
    path.write_text(json.dumps({"claims": [
        {"id": "mine.never-equal", "model": "overlap",
         "domain": {"n": "2..5", "d": "any", "c": "any"},
         "conjecture": "d + n != c + n"},
        {"id": "mine.never-equal-positive", "model": "overlap",
         "domain": {"n": "2..5", "d": "any positive", "c": "any positive"},
         "conjecture": "d != c"}]}))
    run = _verifier("fuzz", "--claims-file", str(path), "--seed", "4", "--runs", "2000", "--json")
    assert run.returncode == 1
    claims = {c["id"]: c for c in json.loads(run.stdout)["claims"]}
    first = claims["mine.never-equal"]["counterexample"]["instance"]
    assert (first["n"], first["d"], first["c"]) == ("2", "0", "0")
    second = claims["mine.never-equal-positive"]["counterexample"]["instance"]
    assert (second["d"], second["c"]) == ("1", "1")  # 0 is not positive


def test_an_optimum_beyond_the_searches_is_refused_before_any_work(tmp_path):
    # A million segments: the builders' upper bound alone took 92 s and
    # 4.2 GB before the search refused q; the limits are checked first.
    path = tmp_path / "beyond.json"
    path.write_text(json.dumps({"claims": [
        {"id": "mine.one-port", "model": "segmented", "expected": "undecided",
         "domain": {"m": ["1000000"]}, "conjecture": "optimum(12, m, 1, 1, 1, 1) >= 0"},
        {"id": "mine.two-ports", "model": "segmented", "expected": "undecided",
         "domain": {"m": ["1000000"]}, "conjecture": "optimum_two_ports(8, m, 1, 1, 1, 1) >= 0"}]}))
    run = _verifier("check", "--claims-file", str(path), "--json")
    assert run.returncode == 0, run.stderr
    notes = [" ".join(c["notes"]) for c in json.loads(run.stdout)["claims"]]
    assert "takes p <= 12 and q <= 8, not p = 12, q = 1000000" in notes[0]
    assert "takes p <= 8 and q <= 6, not p = 8, q = 1000000" in notes[1]
