"""One instance, one truth: what Python builds, validates and optimises is the
instance the programs see, for every model, builder and rule option. The
wrong answers issue 33 found are tests here, with their variants:

- an instance without overlap lost its rule on the way to the optimum
  (optimum 4 for n = 5, d = c = 1; the programs say 6), and its greedy
  schedule was validated with overlap;
- a builder that fixes a rule (the butterfly forwards) was validated on the
  user's instance instead of the one it ran on;
- a heterogeneous instance of more than ~250 machines could not be made.
"""

import contextlib
import json
import os
import shlex
import subprocess
import sys
from fractions import Fraction

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st

import redcheck
import redcheck.strategies as rs

BIN = os.environ.get("REDCHECK_BIN_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "build", "bin"))

MODELS = {m["name"]: m for m in redcheck.models()}
BUILDERS = [(name, b["name"]) for name, m in MODELS.items() for b in m["algorithms"]]
WITH_OPTIMUM = [name for name, m in MODELS.items() if m["optimum"]]


def program_json(*words):
    run = subprocess.run([os.path.join(BIN, words[0]), *words[1:]], capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr
    return redcheck.exact(json.loads(run.stdout))


def keywords_of(arguments):
    """The keyword options that give the instance its arguments give."""
    out, k = {}, 0
    while k < len(arguments):
        flag = arguments[k]
        k += 1
        values = []
        while k < len(arguments) and not arguments[k].startswith("--"):
            values.append(arguments[k])
            k += 1
        name = flag[2:].replace("-", "_")
        out[name] = True if not values else (values[0] if len(values) == 1 else tuple(values))
    return out


# ---- the wrong answers ---------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda: redcheck.instance("overlap", n=5, d=1, c=1, no_overlap=True),
    lambda: redcheck.instance("no-overlap", n=5, d=1, c=1),
    lambda: redcheck.instance_from_json("overlap", {"n": 5, "d": "1", "c": "1", "overlap": False}),
    lambda: redcheck.instance_from_json("overlap", {"n": 5, "d": 1, "c": 1, "overlap": False}),
])
def test_an_instance_without_overlap_keeps_its_rule(make):
    inst = make()
    assert inst.json["overlap"] is False
    assert "--no-overlap" in inst.arguments
    assert redcheck.optimum(inst)["optimum"] == 6
    assert program_json("enumerator", "optimum", "--model", "no-overlap", "--n", "5", "--d", "1",
                        "--c", "1", "--json")["optimum"] == 6
    greedy = redcheck.build(inst, "greedy")
    assert greedy.instance == inst
    assert redcheck.validate(greedy).valid


def test_the_butterfly_is_validated_on_the_instance_it_ran_on():
    inst = redcheck.instance("segmented", p=2, segments=[2, 1], alpha=0, beta=1,
                             gamma="1/2", bidirectional=True)
    schedule = redcheck.build(inst, "butterfly")
    assert schedule.instance.json["forwarding"] is True
    assert inst.json["forwarding"] is False
    v = redcheck.validate(schedule)
    assert v.valid and v.measure == schedule.makespan
    # A schedule written by hand from it is checked on the instance given:
    # without forwarding, the butterfly's schedule breaks the tree rule.
    by_hand = redcheck.Schedule(inst, schedule.machines, schedule.sink,
                                list(schedule.transfers), list(schedule.reductions))
    assert not redcheck.validate(by_hand).valid
    by_hand.instance = schedule.instance
    assert redcheck.validate(by_hand).measure == schedule.makespan


def test_a_builder_that_fixes_the_machines_returns_its_instance():
    inst = redcheck.instance("overlap", n=5, d=1, c=1)
    tree = redcheck.build(inst, "binomial-tree", order=3)
    assert tree.instance.json["n"] == 8 and tree.machines == 8
    assert redcheck.validate(tree).valid


def test_a_heterogeneous_instance_of_600_machines_is_made_and_used():
    inst = redcheck.instance("heterogeneous", random=7, n=600)
    assert inst.machines == 600
    schedule = redcheck.build(inst, "tree-dyn")
    assert redcheck.validate(schedule).measure == schedule.makespan
    again = redcheck.instance_from_json("heterogeneous", inst.json)
    assert again == inst
    matrix = [[0 if i == j else 1 for j in range(300)] for i in range(300)]
    wide = redcheck.instance("heterogeneous", d_matrix=matrix, c_vector=[1] * 300)
    assert wide.machines == 300


# ---- every model, builder and rule option ------------------------------------------

# Builders that need an option of their own besides the instance (the tree
# to time); every other one builds on the instance alone.
NEEDS_ITS_OWN_OPTION = {("overlap", "tree"), ("heterogeneous", "tree")}


@pytest.mark.parametrize("model,algorithm", BUILDERS)
def test_every_builder_s_schedule_validates_on_the_instance_it_ran_on(model, algorithm):
    def check(schedule):
        v = redcheck.validate(schedule)
        assert v.valid, (schedule.instance, v)
        assert v.measure == schedule.makespan
        # The report is the program's: its instance is the schedule's.
        assert redcheck.instance_from_json(model, schedule.report["instance"]) == schedule.instance

    @settings(max_examples=10, database=None)
    @given(rs.schedules(model, algorithm))
    def drawn_with_its_options(schedule):
        check(schedule)

    drawn_with_its_options()
    if (model, algorithm) in NEEDS_ITS_OWN_OPTION:
        return

    @settings(max_examples=10, database=None)
    @given(rs.instances(model, algorithm=algorithm))
    def on_instances_it_accepts(inst):
        check(redcheck.build(inst, algorithm))

    on_instances_it_accepts()


@pytest.mark.parametrize("model", list(MODELS))
def test_arguments_and_json_give_the_instance_again_here_and_in_the_programs(model):
    """For instances drawn for the optimum and for every builder, and the
    instances builders return: the arguments (read by redcheck.instance and
    by the programs) and the JSON give the same instance."""
    algorithms = [None] + [b["name"] for b in MODELS[model]["algorithms"]]
    seen = set()

    def drawn(algorithm):
        if algorithm is None:
            return st.tuples(rs.instances(model))
        return st.tuples(rs.instances(model, algorithm=algorithm),
                         rs.schedules(model, algorithm).map(lambda s: s.instance))

    @settings(max_examples=10, database=None)
    @given(st.sampled_from(algorithms).flatmap(drawn))
    def round_trip(candidates):
        for one in candidates:
            seen.update(w for w in one.arguments if w.startswith("--"))
            assert redcheck.instance_from_json(model, one.json) == one
            assert redcheck.instance_from_json(model, json.dumps(redcheck._plain(one.json))) == one
            assert redcheck.instance(model, **keywords_of(one.arguments)) == one
            assert shlex.split(one._core.arguments()) == one.arguments

    round_trip()


@pytest.mark.parametrize("model", list(MODELS))
def test_the_programs_read_the_arguments_as_the_same_instance(model):
    algorithm = MODELS[model]["algorithms"][0]["name"]

    @settings(max_examples=5, database=None)
    @given(rs.instances(model, algorithm=algorithm))
    def same(inst):
        report = program_json("enumerator", "schedule", "--model", model, "--algorithm", algorithm,
                              *inst.arguments, "--no-timeline", "--json")
        built = redcheck.build(inst, algorithm)
        assert report["instance"] == built.instance.json
        assert report[MODELS[model]["measure"]] == built.makespan

    same()


def test_every_rule_option_is_a_switch_of_some_drawn_instance():
    # The C++ conformance test draws every rule switch; here the Python
    # instances carry them too (each switch set at least once).
    for model, entry in MODELS.items():
        for option in entry["instance_options"]:
            if not option["switch"]:
                continue
            name = option["flag"][2:].replace("-", "_")
            algorithms = [None] + [b["name"] for b in entry["algorithms"]]
            found = False
            for algorithm in algorithms:
                try:
                    strategy = rs.instances(model, algorithm=algorithm, **{name: True})
                except redcheck.InputError:
                    continue
                try:
                    inst = find(strategy, lambda i: True, settings=settings(database=None))
                except redcheck.InputError:
                    continue  # this builder refuses the rule
                assert option["flag"] in inst.arguments
                found = True
                break
            assert found, (model, option["flag"])


# ---- redcheck.isolated(): the programs in child processes give the same answers ----
# (No deadline here: each example starts programs, tens of milliseconds each.)

@st.composite
def instance_and_options(draw, model, algorithm):
    """An instance the builder accepts and the builder's own options, drawn
    as rs.schedules draws them."""
    core, own = redcheck._redcheck.random_instance(
        model, algorithm, lambda first, last: draw(st.integers(first, last)), True, 0, {})
    return redcheck.Instance(core), {flag[2:].replace("-", "_"): True if text == "" else text
                                     for flag, text in own.items()}


@pytest.mark.parametrize("model,algorithm", BUILDERS)
def test_isolated_calls_answer_as_in_process_calls(model, algorithm):
    @settings(max_examples=3, database=None, deadline=None)
    @given(instance_and_options(model, algorithm))
    def same(case):
        inst, own = case
        here = redcheck.build(inst, algorithm, **own)
        with redcheck.isolated():
            assert redcheck.instance(model, **keywords_of(inst.arguments)) == inst
            there = redcheck.build(inst, algorithm, **own)
            v_there = redcheck.validate(there)
        assert there.instance == here.instance
        assert there.report == here.report
        assert there.makespan == here.makespan
        v_here = redcheck.validate(here)
        assert (v_here.valid, v_here.measure) == (v_there.valid, v_there.measure)

    same()


@pytest.mark.parametrize("model", WITH_OPTIMUM)
def test_isolated_optimum_answers_as_in_process(model):
    @settings(max_examples=3, database=None, deadline=None)
    @given(rs.instances(model, max_machines=4))
    def same(inst):
        here = redcheck.optimum(inst)
        with redcheck.isolated():
            there = redcheck.optimum(inst)
            made = redcheck.instance(model, **keywords_of(inst.arguments))
        assert here == there
        assert made == inst

    same()


@pytest.mark.parametrize("model", WITH_OPTIMUM)
def test_the_optimum_gives_its_schedule_valid_at_the_optimum(model):
    @settings(max_examples=3, database=None, deadline=None)
    @given(rs.instances(model, max_machines=4))
    def check(inst):
        report = redcheck.optimum(inst)
        schedule = report["schedule"]
        assert isinstance(schedule, redcheck.Schedule) and schedule.instance is inst
        assert redcheck.validate(schedule).measure == report["optimum"]
        assert "<svg" in schedule.svg()
        # The program's --json carries the same schedule, a file enumerator validate reads.
        program = program_json("enumerator", "optimum", "--model", model, *inst.arguments,
                               "--json")
        assert program["schedule"]["timeline"]["transfers"] == [dict(t) for t in schedule.transfers]
        assert "schedule" not in program_json("enumerator", "optimum", "--model", model,
                                              *inst.arguments, "--json", "--no-timeline")

    check()


def test_isolated_claims_and_tables_answer_as_in_process():
    here = redcheck.check(["canon2012.thm9", "canon2012.prop8"])
    with redcheck.isolated():
        there = redcheck.check(["canon2012.thm9", "canon2012.prop8"])
        table_there = redcheck.table("lowery-iv")
    for report in (here, there):
        for claim in report["claims"]:
            claim.pop("seconds", None)
        report.pop("seconds", None)
    assert here == there
    table_here = redcheck.table("lowery-iv")
    if hasattr(table_here, "to_dict"):
        table_here, table_there = table_here.to_dict("records"), table_there.to_dict("records")
    assert table_here == table_there


def test_the_module_lives_in_the_interpreter_s_allocator():
    # No allocator of its own: Debian's libmimalloc.so defines malloc and
    # free, and beside the interpreter it freed memory matplotlib had from
    # glibc (a segfault). The module neither needs it nor defines malloc.
    module = redcheck._redcheck.__file__
    needed = subprocess.run(["ldd", module], capture_output=True, text=True, check=True).stdout
    assert "mimalloc" not in needed
    symbols = subprocess.run(["nm", "-D", "--defined-only", module], capture_output=True,
                             text=True, check=True).stdout.split()
    assert "malloc" not in symbols and "free" not in symbols


def test_fuzzing_a_model_s_builders_answers_alike_in_process_and_isolated():
    def strip(report):
        for claim in report["claims"]:
            for timing in ("seconds", "instances_per_second"):
                claim.pop(timing)
        return report

    here = strip(redcheck.fuzz(model="overlap", algorithm="greedy", runs=10, seed=4))
    with redcheck.isolated():
        there = strip(redcheck.fuzz(model="overlap", algorithm="greedy", runs=10, seed=4))
    assert here["claims"] == there["claims"]
    assert [c["id"] for c in here["claims"]] == ["overlap.builder.greedy"]
    assert here["claims"][0]["coverage"]["draws"] == 20


# ---- MPI_Reduce's root on the heterogeneous model ---------------------------------

def test_a_root_is_one_instance_through_every_door():
    costs = dict(d_matrix=[[0, 1, 2], [1, 0, 1], [2, 2, 0]], c_vector=[1, 5, 0])
    rooted = redcheck.instance("heterogeneous", root=1, **costs)
    assert rooted.json["root"] == 1 and rooted.arguments[-2:] == ["--root", "1"]
    assert redcheck.instance_from_json("heterogeneous", rooted.json) == rooted
    assert "root" not in redcheck.instance("heterogeneous", **costs).json
    program = program_json("enumerator", "optimum", "--model", "heterogeneous",
                           *rooted.arguments, "--json")
    assert redcheck.optimum(rooted)["optimum"] == program["optimum"] == 9
    assert redcheck.optimum(redcheck.instance("heterogeneous", **costs))["optimum"] == 3
    for name in ("binomial-stat", "fibonacci-stat", "tree-dyn", "non-commut-tree-dyn"):
        schedule = redcheck.build(rooted, name)
        assert schedule.sink == 1 and redcheck.validate(schedule).valid
        assert schedule.makespan >= 9
    # A schedule ending elsewhere breaks the rule named "root".
    anywhere = redcheck.build(redcheck.instance("heterogeneous", **costs), "tree-dyn")
    line = anywhere.timeline()
    moved = redcheck.Schedule(rooted, 3, sink=anywhere.sink, transfers=line["transfers"],
                              reductions=line["reductions"])
    assert anywhere.sink != 1 and redcheck.validate(moved).rule == "root"
    with pytest.raises(redcheck.InputError, match="--root"):
        redcheck.instance("heterogeneous", root=3, **costs)


# ---- the segmented search's budget -----------------------------------------------

def test_a_budget_of_states_is_one_option_through_every_door():
    inst = redcheck.instance("segmented", p=5, segments="1,2,1", alpha=1, beta="1/2",
                             gamma="1/3")
    own = redcheck.optimum(inst)
    states = int(own["states"])
    program = program_json("enumerator", "optimum", "--model", "segmented", *inst.arguments,
                           "--max-states", str(2 * states + 10), "--json")
    assert redcheck.optimum(inst, max_states=2 * states + 10)["optimum"] == own["optimum"]
    assert program["optimum"] == own["optimum"]
    half = states // 2
    for door in ("in process", "isolated"):
        with pytest.raises(redcheck.TooBig, match=f"budget of {half} states"):
            if door == "isolated":
                with redcheck.isolated():
                    redcheck.optimum(inst, max_states=half)
            else:
                redcheck.optimum(inst, max_states=half)
    with pytest.raises(redcheck.InputError, match="--max-states = 0"):
        redcheck.optimum(inst, max_states=0)


def test_a_time_limit_is_one_option_through_every_door():
    # p = 8, q = 5 is beyond what the search answers within a minute: refused
    # before any work by default; given a second, searched, and refused
    # naming it, in process, isolated and by the program alike.
    inst = redcheck.instance("segmented", p=8, segments="1,2,1,3,1", alpha=1, beta=1,
                             gamma="1/3")
    with pytest.raises(redcheck.TooBig, match="within about a minute"):
        redcheck.optimum(inst)
    refusals = []
    for door in ("in process", "isolated"):
        with pytest.raises(redcheck.TooBig, match="did not finish within 1 s, after") as refused:
            if door == "isolated":
                with redcheck.isolated():
                    redcheck.optimum(inst, max_seconds=1)
            else:
                redcheck.optimum(inst, max_seconds=1)
        refusals.append(str(refused.value))
    done = subprocess.run([os.path.join(BIN, "enumerator"), "optimum", "--model", "segmented",
                           *inst.arguments, "--max-seconds", "1"], capture_output=True, text=True)
    assert done.returncode == 2
    refusals.append(done.stderr.strip().splitlines()[-1])
    for refusal in refusals:
        assert "or --max-seconds S above 1, or --max-states N" in refusal
    with pytest.raises(redcheck.InputError, match="--max-seconds = 0"):
        redcheck.optimum(inst, max_seconds=0)


def test_a_long_isolated_refusal_is_too_big_whatever_the_program_printed_before(monkeypatch):
    # The program prints progress lines on stderr once a run is long
    # (REDCHECK_PROGRESS_SECONDS makes that at once; this search takes about
    # 1 s): the error after them still decides the exception, as in
    # process, and is all its message.
    monkeypatch.setenv("REDCHECK_PROGRESS_SECONDS", "0.01")
    inst = redcheck.instance("segmented", p=7, segments="1,2,1,1", alpha=0, beta=2,
                             gamma="1/3", bidirectional=True)
    with pytest.raises(redcheck.TooBig) as inside:
        redcheck.optimum(inst, max_states=70000)
    with redcheck.isolated():
        with pytest.raises(redcheck.TooBig) as refused:
            redcheck.optimum(inst, max_states=70000)
    assert str(refused.value).startswith("the exhaustive search of p = 7")
    assert "states of a budget of" not in str(refused.value)
    assert str(refused.value) == str(inside.value)


def test_a_refused_fuzz_leaves_no_examples_directory_it_created(tmp_path):
    # fuzz makes examples= before it reads runs=: refused, in process or
    # isolated, the directory it made is gone; one that was there stays.
    for isolated in (False, True):
        made = tmp_path / f"made-{isolated}"
        with redcheck.isolated() if isolated else contextlib.nullcontext():
            with pytest.raises(redcheck.InputError, match="--runs"):
                redcheck.fuzz(runs=0, examples=made)
        assert not made.exists()
    kept = tmp_path / "kept"
    kept.mkdir()
    with pytest.raises(redcheck.InputError):
        redcheck.fuzz(runs=0, examples=kept)
    assert kept.is_dir()
