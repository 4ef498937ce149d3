"""The Python package against the programs: the same exact answers, bad
input as InputError, floats refused, every model reachable (Ctrl-C and
faults: test_interrupts.py)."""

import json
import os
import subprocess
import sys
from fractions import Fraction

import pytest

import redcheck

BIN = os.environ.get("REDCHECK_BIN_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "build", "bin"))


def program_json(*words):
    out = subprocess.run([os.path.join(BIN, words[0]), *words[1:]], check=True,
                         capture_output=True, text=True).stdout
    return redcheck.exact(json.loads(out))


def test_every_model_is_reachable_with_its_builders():
    names = {m["name"] for m in redcheck.models()}
    assert {"overlap", "segmented", "heterogeneous", "steady-state"} <= names


def test_instances_of_every_model_build_and_validate():
    cases = [
        ("overlap", dict(n=7, d=Fraction(3, 2), c=1), "greedy"),
        ("segmented", dict(p=4, segments=[2, 2, 1], alpha=1, beta=1, gamma="1/2"), "pipeline"),
        ("heterogeneous", dict(d_matrix=[[0, 1], [2, 0]], c_vector=[1, 1]), "tree-dyn"),
        ("steady-state", dict(random_platform="clique:4:1", operation="reduce", target="P0"),
         "periodic"),
    ]
    for model, options, algorithm in cases:
        inst = redcheck.instance(model, **options)
        schedule = redcheck.build(inst, algorithm)
        validation = redcheck.validate(schedule)
        assert validation.valid, (model, validation)
        assert validation.measure == schedule.makespan
        assert isinstance(validation.measure, Fraction)


def test_the_same_answers_as_the_programs():
    inst = redcheck.instance("overlap", n=9, d="0.5", c=Fraction(1, 3))
    assert inst.json["d"] == Fraction(1, 2)
    mine = redcheck.optimum(inst)
    theirs = program_json("enumerator", "optimum", "--n", "9", "--d", "1/2", "--c", "1/3", "--json")
    # The optimal schedule: a redcheck.Schedule here, the document it reads from there.
    schedule, document = mine.pop("schedule"), theirs.pop("schedule")
    assert mine == theirs
    assert [dict(t) for t in schedule.transfers] == document["timeline"]["transfers"]
    assert [dict(r) for r in schedule.reductions] == document["timeline"]["reductions"]
    assert schedule.makespan == document["makespan"] == mine["optimum"]
    assert isinstance(mine["optimum"], Fraction)
    built = redcheck.build(inst, "binomial-strategy").report
    assert built == program_json("enumerator", "schedule", "--algorithm", "binomial-strategy",
                                 "--n", "9", "--d", "1/2", "--c", "1/3", "--json")


def test_a_schedule_written_by_hand_is_validated_with_the_broken_rule_named():
    inst = redcheck.instance("overlap", n=2, d=1, c=1)
    good = redcheck.Schedule(inst, machines=2, sink=0,
                             transfers=[{"from": 1, "to": 0, "start": 0, "end": 1}],
                             reductions=[{"machine": 0, "operand": 0, "start": 1, "end": 2}])
    assert redcheck.validate(good).measure == 2
    early = redcheck.Schedule(inst, machines=2, sink=0,
                              transfers=[{"from": 1, "to": 0, "start": 0, "end": 1}],
                              reductions=[{"machine": 0, "operand": 0, "start": Fraction(1, 2),
                                           "end": Fraction(3, 2)}])
    v = redcheck.validate(early)
    assert not v.valid and v.rule and v.violation


def test_bad_input_is_an_input_error_naming_the_value():
    with pytest.raises(redcheck.InputError, match="is a float"):
        redcheck.instance("overlap", n=3, d=0.1, c=1)
    with pytest.raises(ValueError, match="--n = 0"):
        redcheck.instance("overlap", n=0, d=1, c=1)
    with pytest.raises(redcheck.InputError, match="accepted: --n"):
        redcheck.instance("overlap", n=3, d=1, c=1, colour=2)
    with pytest.raises(redcheck.InputError, match="is unknown"):
        redcheck.instance("moon", n=3)
    with pytest.raises(redcheck.InputError, match="'canon2012.nosuch' is unknown"):
        redcheck.check("canon2012.nosuch")
    inst = redcheck.instance("overlap", n=3, d=1, c=1)
    with pytest.raises(redcheck.InputError, match="'magic' is unknown"):
        redcheck.build(inst, "magic")


def test_claims_by_id_and_from_files_and_fuzzing(tmp_path):
    assert redcheck.check("canon2012.thm9")["summary"]["unexpected"] == 0
    refuted = redcheck.check("canon2012.prop2")
    claims = {c["id"]: c for c in refuted["claims"]}
    assert claims["canon2012.prop2"]["outcome"] == "refuted"
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"claims": [{
        "id": "mine.lower", "domain": {"n": "1..6", "d": ["0", "1"], "c": ["1"]},
        "conjecture": "lower_bound(n, d, c) <= optimum(n, d, c)"}]}))
    assert redcheck.check(claims_file=str(path))["summary"]["unexpected"] == 0
    report = redcheck.fuzz(claims_file=str(path), runs=20, seed=1)
    assert report["summary"]["findings"] == 0


def test_check_speaks_in_statements_as_the_program_does():
    # A statement's id runs its readings; the verdict comes from the fair ones.
    report = redcheck.check("canon2012:thm14", n_max=6)
    assert [c["id"] for c in report["claims"]] == [
        "canon2012.thm14.positive-costs", "canon2012.thm14"]
    statement = report["statements"][0]
    assert statement["verdict"] == "false only at excluded points"
    assert statement["form"] == "for all"
    assert len(statement["assumptions"]) == 2
    assert {c["kind"] for c in report["claims"]} == {"literal"}
    assert all(c["statement"] == "canon2012:thm14" for c in report["claims"])
    assert report["summary"]["statement_verdicts"]["false only at excluded points"] == 1
    # The same structure under isolated(), from the program's JSON.
    with redcheck.isolated():
        assert redcheck.check("canon2012:thm14", n_max=6)["statements"] == report["statements"]


def test_conjectures_from_a_file_for_every_model():
    path = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "claims-file",
                        "every-model.json")
    report = redcheck.check(claims_file=path)
    models = {c["model"] for c in report["claims"]}
    assert models == {"heterogeneous", "steady-state"}
    assert report["summary"]["unexpected"] == 0


def test_a_table_of_exact_rows():
    rows = redcheck.table("lowery-iv")
    rows = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    assert len(rows) > 100
    assert all(isinstance(r["best_makespan"], Fraction) for r in rows)


def test_the_programs_in_this_module_answer_as_the_programs_themselves():
    from redcheck import _redcheck
    words = ["optimum", "--n", "9", "--d", "1/3", "--c", "1", "--json"]
    in_module = _redcheck.run("enumerator", words)
    program = _redcheck.exec_program(os.path.join(BIN, "enumerator"), words)
    assert in_module[0] == program[0] == 0
    assert json.loads(in_module[1]) == json.loads(program[1])
