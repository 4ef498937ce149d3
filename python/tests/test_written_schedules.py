"""A schedule written by any program is a value like a built one: written
again by hand (dicts) it has the same makespan in process and isolated, in
`enumerator validate` and in its chart; a field missing or out of range is
refused with its name."""

import contextlib
import json
from fractions import Fraction
import os
import subprocess

import pytest
from hypothesis import given, settings

import redcheck
import redcheck.strategies as rs

BIN = os.environ.get("REDCHECK_BIN_DIR", "build/bin")
BUILDERS = [(m["name"], b["name"]) for m in redcheck.models() for b in m["algorithms"]]


def _by_hand(built):
    """The built schedule's activities as plain dicts, written again."""
    return redcheck.Schedule(built.instance, built.machines, built.sink,
                             [dict(t) for t in built.transfers],
                             [dict(r) for r in built.reductions], period=built.period)


def _validate_program(path, *words):
    return subprocess.run([os.path.join(BIN, "enumerator"), "validate", "--schedule", str(path),
                           *words], capture_output=True, text=True)


@pytest.mark.parametrize("model,algorithm", BUILDERS)
def test_every_builder_s_schedule_written_again_has_its_makespan_at_every_door(
        model, algorithm, tmp_path):
    @settings(max_examples=3, database=None, deadline=None)
    @given(rs.schedules(model, algorithm))
    def same(built):
        again = _by_hand(built)
        assert again.makespan == built.makespan
        with redcheck.isolated():
            assert again.makespan == built.makespan
        path = tmp_path / "schedule.json"
        path.write_text(json.dumps({"model": model, "algorithm": algorithm,
                                    "instance": _plain(built.instance.json),
                                    "timeline": again.timeline()}))
        run = _validate_program(path, "--json")
        assert run.returncode == 0, run.stderr
        report = json.loads(run.stdout)
        assert report["valid"] and report[report["measure"]] == str(built.makespan)
        assert again.svg().startswith("<svg") or "<svg" in again.svg()[:200]

    same()


def _plain(value):
    return json.loads(json.dumps(value, default=str))


def test_a_hand_written_schedule_has_a_makespan_and_a_chart():
    inst = redcheck.instance("overlap", n=2, d=1, c=1)
    good = redcheck.Schedule(inst, machines=2, sink=0,
                             transfers=[{"from": 1, "to": 0, "start": 0, "end": 1}],
                             reductions=[{"machine": 0, "operand": 0, "start": 1, "end": 2}])
    assert good.makespan == 2
    assert "<svg" in good._repr_svg_()
    bad = redcheck.Schedule(inst, machines=2, sink=0,
                            transfers=[{"from": 1, "to": 0, "start": 0, "end": 1}],
                            reductions=[{"machine": 0, "operand": 0, "start": 0, "end": 1}])
    for isolated in (False, True):
        context = redcheck.isolated() if isolated else contextlib.nullcontext()
        with context:
            with pytest.raises(redcheck.InputError, match="no makespan: not a valid overlap"):
                bad.makespan
            with pytest.raises(redcheck.InputError, match="not drawn: not a valid overlap"):
                bad.svg()


def test_a_segment_missing_or_out_of_range_is_refused_with_its_name(tmp_path):
    inst = redcheck.instance("segmented", p=2, segments="1,1", alpha=1, beta=1, gamma=1)
    built = redcheck.build(inst, "uni-greedy")
    transfers = [dict(t) for t in built.transfers]
    del transfers[0]["segment"]  # once it silently became segment 1
    missing = redcheck.Schedule(inst, built.machines, built.sink, transfers,
                                [dict(r) for r in built.reductions])
    with pytest.raises(redcheck.InputError, match='transfer 0 has no "segment"; accepted: .* 1 to 2'):
        redcheck.validate(missing)
    with redcheck.isolated():
        with pytest.raises(redcheck.InputError, match='transfer 0 has no "segment"'):
            redcheck.validate(missing)
    path = tmp_path / "missing.json"
    path.write_text(json.dumps({"model": "segmented", "instance": _plain(inst.json),
                                "timeline": missing.timeline()}))
    run = _validate_program(path)
    assert run.returncode == 2 and 'transfer 0 has no "segment"' in run.stderr
    transfers = [dict(t) for t in built.transfers]
    transfers[0]["segment"] = 3
    beyond = redcheck.Schedule(inst, built.machines, built.sink, transfers,
                               [dict(r) for r in built.reductions])
    with pytest.raises(redcheck.InputError, match='"segment" = 3 is out of range; accepted: 1 to 2'):
        redcheck.validate(beyond)
    # One segment: it may be left out, and must be 1 when given.
    overlap = redcheck.instance("overlap", n=2, d=1, c=1)
    zero = redcheck.Schedule(overlap, 2, 0, [{"from": 1, "to": 0, "start": 0, "end": 1,
                                              "segment": 0}],
                             [{"machine": 0, "operand": 0, "start": 1, "end": 2}])
    with pytest.raises(redcheck.InputError, match='"segment" = 0 is out of range'):
        redcheck.validate(zero)


def test_enumerator_validate_names_the_broken_rule_and_exits_1(tmp_path):
    inst = redcheck.instance("overlap", n=2, d=1, c=1)
    bad = redcheck.Schedule(inst, 2, 0, [{"from": 1, "to": 0, "start": 0, "end": 1}],
                            [{"machine": 0, "operand": 0, "start": 0, "end": 1}])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"model": "overlap", "instance": _plain(inst.json),
                                "timeline": bad.timeline()}))
    run = _validate_program(path, "--json")
    assert run.returncode == 1
    report = json.loads(run.stdout)
    assert not report["valid"] and report["rule"] == redcheck.validate(bad).rule
    chart = tmp_path / "bad.svg"
    run = _validate_program(path, "--svg", str(chart))
    assert run.returncode == 1 and "no chart written" in run.stdout and not chart.exists()
    for words, named in ((["--schedule", str(tmp_path / "none.json")], "none.json"),
                         (["--schedule", str(tmp_path)], str(tmp_path))):
        run = subprocess.run([os.path.join(BIN, "enumerator"), "validate", *words],
                             capture_output=True, text=True)
        assert run.returncode == 2 and named in run.stderr
    no_model = tmp_path / "no_model.json"
    no_model.write_text(json.dumps({"instance": {}, "timeline": {}}))
    run = _validate_program(no_model)
    assert run.returncode == 2 and 'has no "model"' in run.stderr


def test_notebook_views_show_instances_validations_schedules_and_trees():
    inst = redcheck.instance("overlap", n=7, d=1, c=1)
    assert "overlap" in inst._repr_html_() and "<table>" in inst._repr_html_()
    built = redcheck.build(inst, "greedy")
    assert "valid" in redcheck.validate(built)._repr_html_()
    assert str(built.makespan) in redcheck.validate(built)._repr_html_()
    tree = built.tree_svg()
    assert tree.startswith("<svg") and tree.count("<circle") == 7
    assert tree.count("<line") == 6  # a tree: one edge per machine but the sink
    bad = redcheck.Schedule(redcheck.instance("overlap", n=2, d=1, c=1), 2, 0,
                            [{"from": 1, "to": 0, "start": 0, "end": 1}],
                            [{"machine": 0, "operand": 0, "start": 0, "end": 1}])
    assert "not valid" in redcheck.validate(bad)._repr_html_()
    # A chain deeper than Python's recursion limit is drawn too.
    chain = redcheck.build(redcheck.instance("overlap", n=1500, d=1, c=1), "chain")
    assert chain.tree_svg().count("<circle") == 1500


def test_a_sweep_gives_exact_values_floats_and_notes_for_every_point():
    rows = redcheck.sweep("overlap", {"n": [2, 3, 30], "d": 1, "c": [1, "1/2"]},
                          {"greedy": "greedy", "optimum": "optimum",
                           "bound": lambda inst: inst.json["n"] * 2})
    rows = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    assert len(rows) == 6
    first = rows[0]
    assert first["n"] == 2 and first["greedy"] == redcheck.build(
        redcheck.instance("overlap", n=2, d=1, c=1), "greedy").makespan
    assert isinstance(first["optimum"], Fraction) and first["optimum_float"] == float(
        first["optimum"])
    assert first["bound"] == 4
    too_big = [r for r in rows if r["n"] == 30]
    assert all(r["optimum"] is None and "n = 30" in r["optimum_note"] for r in too_big)
    assert all(r["greedy"] is not None for r in too_big)  # the builder still answers
    with pytest.raises(TypeError, match="grid"):
        redcheck.sweep("overlap", {}, {"greedy": "greedy"})
    with pytest.raises(TypeError, match="quantities"):
        redcheck.sweep("overlap", {"n": 3, "d": 1, "c": 1}, {"x": 3})
