"""A builder of one's own (@redcheck.builder) is used wherever the model's
own builders are: build, claims files, fuzz --model, the reports and the
strategies; what it does amiss is a BuilderError or a finding naming it,
never a crash."""

import json
import os
from fractions import Fraction

import pytest
from hypothesis import given, settings

import redcheck
import redcheck.strategies as rs


def chain(inst):
    """Machine k sends to k - 1, last machine first (valid with overlap, any
    number of reducers)."""
    d, c = Fraction(inst.json["d"]), Fraction(inst.json["c"])
    transfers, reductions, now = [], [], Fraction(0)
    for k in range(inst.machines - 1, 0, -1):
        transfers.append({"from": k, "to": k - 1, "start": now, "end": now + d})
        reductions.append({"machine": k - 1, "operand": len(transfers) - 1,
                           "start": now + d, "end": now + d + c})
        now += d + c
    return redcheck.Schedule(inst, machines=inst.machines, sink=0, transfers=transfers,
                             reductions=reductions), now


def plain(inst):
    return inst.json["overlap"] and "max_reducers" not in inst.json and \
        "max_transfers" not in inst.json


@pytest.fixture
def own():
    """Registers builders for one test, and forgets them after it."""
    names = []

    def register(name, function, **keywords):
        names.append(name)
        return redcheck.builder("overlap", name, function, **keywords)

    yield register
    for name in names:
        redcheck.remove_builder("overlap", name)


def claims_file(tmp_path, conjecture, expected="holds"):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"claims": [{
        "id": "mine.claim", "model": "overlap", "statement": "mine", "expected": expected,
        "domain": {"n": "1..6", "d": ["0", "1", "2"], "c": ["0", "1/2", "1"]},
        "conjecture": conjecture}]}))
    return str(path)


def test_build_and_the_models_list_know_it(own):
    own("my-chain", chain, accepts=plain)
    inst = redcheck.instance("overlap", n=5, d=1, c=Fraction(1, 2))
    schedule = redcheck.build(inst, "my-chain")
    assert schedule.makespan == 6 == redcheck.build(inst, "chain").makespan
    names = [b["name"] for m in redcheck.models() if m["name"] == "overlap"
             for b in m["algorithms"]]
    assert "my-chain" in names and "greedy" in names
    with redcheck.isolated():
        assert redcheck.build(inst, "my-chain").makespan == 6
    assert redcheck.remove_builder("overlap", "my-chain")
    with pytest.raises(redcheck.InputError, match="unknown"):
        redcheck.build(inst, "my-chain")


def test_decorator_and_call_alike(own):
    decorated = redcheck.builder("overlap", "my-decorated", accepts=plain)(chain)
    assert decorated is chain
    try:
        inst = redcheck.instance("overlap", n=3, d=1, c=1)
        assert redcheck.build(inst, "my-decorated").makespan == 4
    finally:
        redcheck.remove_builder("overlap", "my-decorated")


def test_a_claims_file_names_it_beside_the_optimum(own, tmp_path):
    own("my-chain", chain, accepts=plain)
    html, junit = tmp_path / "r.html", tmp_path / "r.xml"
    report = redcheck.check(
        claims_file=claims_file(tmp_path, "algorithm(my_chain, n, d, c) <= n * optimum(n, d, c)"),
        html=html, junit=junit)  # paths, as str below
    assert report["claims"][0]["outcome"] == "holds"
    report = redcheck.check(claims_file=claims_file(
        tmp_path, "algorithm('my-chain', n, d, c) == optimum(n, d, c)", "refuted"))
    claim = report["claims"][0]
    assert claim["outcome"] == "refuted"
    assert claim["counterexample"]["summary"].startswith("n = 3, d = 1, c = 1/2")
    # At one point, as any conjecture.
    at = redcheck.check("mine.claim", claims_file=claims_file(
        tmp_path, "algorithm('my-chain', n, d, c) == optimum(n, d, c)", "refuted"),
        at={"n": 4, "d": 1, "c": 1})
    assert any("algorithm(my-chain" in note for note in at["claims"][0]["notes"])
    assert "mine.claim" in html.read_text() and "mine.claim" in junit.read_text()


def test_fuzzed_against_validator_own_length_and_optimum(own, tmp_path):
    own("my-chain", chain, accepts=plain)
    html, junit = tmp_path / "f.html", tmp_path / "f.xml"
    report = redcheck.fuzz(model="overlap", algorithm="my-chain", runs=100, seed=3,
                           html=str(html), junit=str(junit))
    claim = report["claims"][0]
    assert claim["id"] == "overlap.builder.my-chain" and not claim["finding"]
    assert any("passed over" in note for note in claim["notes"])
    assert "overlap.builder.my-chain" in html.read_text()
    assert "overlap.builder.my-chain" in junit.read_text()

    # Without its accepts predicate it meets instances whose rules it breaks
    # (one reducer at most): found and shrunk.
    own("my-chain-anywhere", chain)
    claim = redcheck.fuzz(model="overlap", algorithm="my-chain-anywhere", runs=200,
                          seed=1)["claims"][0]
    assert claim["finding"] and claim["outcome"] == "refuted"
    assert "my-chain-anywhere" in claim["counterexample"]["summary"]

    # A wrong own makespan is a finding too.
    own("my-chain-wrong-length", lambda inst: (chain(inst)[0], chain(inst)[1] + 1),
        accepts=plain)
    claim = redcheck.fuzz(model="overlap", algorithm="my-chain-wrong-length", runs=50,
                          seed=1)["claims"][0]
    assert claim["finding"]


def other_instance(inst):
    return redcheck.build(redcheck.instance("overlap", n=2, d=1, c=1), "greedy")


def raises(inst):
    raise ValueError("my bug")


@pytest.mark.parametrize("function, words", [
    (raises, "raised ValueError: my bug"),
    (lambda inst: 5, "returned int 5, not a redcheck.Schedule"),
    (lambda inst: None, "returned NoneType None, not a redcheck.Schedule"),
    (other_instance, "returned a schedule of n = 2, d = 1, c = 1"),
    (lambda inst: redcheck.Schedule(inst, machines=inst.machines,
                                    transfers=[{"from": 1, "to": 0, "start": 0}]),
     "cannot be read"),
])
def test_a_builder_that_fails_is_named_never_a_crash(own, tmp_path, function, words):
    own("my-failing", function)
    inst = redcheck.instance("overlap", n=3, d=1, c=1)
    with pytest.raises(redcheck.BuilderError, match="the builder 'my-failing'") as failed:
        redcheck.build(inst, "my-failing")
    assert words in str(failed.value)
    claim = redcheck.fuzz(model="overlap", algorithm="my-failing", runs=20, seed=1)["claims"][0]
    assert claim["finding"] and words in claim["counterexample"]["summary"]
    # Its replay, run in this interpreter, finds it again.
    replay = claim["counterexample"]["found_again_by"]
    assert replay.startswith("in the program that added its builder: verifier fuzz --claim "
                             "overlap.builder.my-failing --seed 1 --runs ")
    runs = int(replay.split("--runs ")[1].split()[0])
    again = redcheck.fuzz("overlap.builder.my-failing", seed=1, runs=runs)["claims"][0]
    assert again["counterexample"]["summary"] == claim["counterexample"]["summary"]
    claim = redcheck.check(claims_file=claims_file(
        tmp_path, "algorithm(my_failing, n, d, c) >= 0"))["claims"][0]
    assert claim["outcome"] == "refuted" and words in claim["counterexample"]["summary"]


def test_names_are_checked(own):
    with pytest.raises(redcheck.InputError, match="one of the overlap model's own builders"):
        redcheck.builder("overlap", "greedy", chain)
    with pytest.raises(redcheck.InputError, match="letters, digits and '-'"):
        redcheck.builder("overlap", "my chain", chain)
    with pytest.raises(TypeError, match="accepts"):
        redcheck.builder("overlap", "my-chain", chain, accepts=5)
    assert not redcheck.remove_builder("overlap", "no-such-builder")


def test_strategies_draw_only_what_it_accepts(own):
    own("my-small", chain, accepts=lambda inst: plain(inst) and inst.machines <= 4)

    @settings(max_examples=30, database=None)
    @given(rs.instances("overlap", algorithm="my-small"))
    def accepted(inst):
        assert inst.machines <= 4
        assert redcheck.build(inst, "my-small").makespan >= redcheck.optimum(inst)["optimum"]

    accepted()

    @settings(max_examples=10, database=None)
    @given(rs.schedules("overlap", algorithm="my-small"))
    def built(schedule):
        assert redcheck.validate(schedule).valid

    built()


def test_the_heterogeneous_model_times_a_tree_of_ones_own():
    # The receivers of an optimal schedule, renumbered: P_0 the sink.
    inst = redcheck.instance("heterogeneous", d_matrix=[[0, 1, 2], [3, 0, 1], [2, 2, 0]],
                             c_vector=[1, 1, 1])
    by_receivers = redcheck.build(inst, "tree", receivers=[-1, 0, 0])
    by_brackets = redcheck.build(inst, "tree", tree="(()())")
    assert by_receivers.makespan == by_brackets.makespan == 6
    assert by_receivers.makespan >= redcheck.optimum(inst)["optimum"]
    with redcheck.isolated():
        assert redcheck.build(inst, "tree", receivers=[-1, 0, 0]).makespan == 6
    with pytest.raises(redcheck.InputError, match="the tree has 2 processors"):
        redcheck.build(inst, "tree", tree="(())")
