"""redcheck.strategies: every registered model's instances and schedules are
drawn by the model's own random_options, every choice a Hypothesis draw, so
they are valid, respect the bounds given, and shrink."""

from fractions import Fraction

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st

import redcheck
import redcheck.strategies as rs

MODELS = [m["name"] for m in redcheck.models()]


@pytest.mark.parametrize("model", MODELS)
def test_every_model_has_instances_and_schedules_that_validate(model):
    @settings(max_examples=8, database=None)
    @given(rs.schedules(model))
    def valid(schedule):
        validation = redcheck.validate(schedule)
        assert validation.valid, (schedule, validation)
        assert validation.measure == schedule.makespan

    valid()

    @settings(max_examples=8, database=None)
    @given(rs.instances(model))
    def made(inst):
        assert inst.model == model

    made()


@pytest.mark.parametrize("model", MODELS)
def test_a_false_property_shrinks_to_the_simplest_choices(model):
    # "every instance has at most one machine" (steady-state: three nodes) is
    # false; Hypothesis shrinks the first choice, the size, to the smallest
    # counterexample: every choice of random_options shrinks.
    def machines(options):
        for flag in ("--n", "--p"):
            if flag in options:
                return int(options[flag])
        if "--c-vector" in options:
            return len(options["--c-vector"].split(","))
        return int(options["--random-platform"].split(":")[1])

    fewest = 3 if model == "steady-state" else 1
    shrunk = find(rs.options(model), lambda o: machines(o) > fewest,
                  settings=settings(database=None, max_examples=500, derandomize=True))
    assert machines(shrunk) == fewest + 1


def test_max_machines_and_fixed_options_are_respected():
    @settings(max_examples=30, database=None)
    @given(rs.options("overlap", max_machines=3, d=1, no_overlap=None))
    def bounded(options):
        assert 1 <= int(options["--n"]) <= 3
        assert options["--d"] == "1"
        assert "--no-overlap" not in options

    bounded()


def test_a_size_below_the_model_s_smallest_is_an_input_error():
    with pytest.raises(redcheck.InputError, match="below this model's smallest instance"):
        find(rs.options("steady-state", max_machines=2), lambda o: True,
             settings=settings(database=None))


def test_an_unknown_model_or_builder_is_an_input_error():
    with pytest.raises(redcheck.InputError, match="accepted"):
        find(rs.options("nosuch"), lambda o: True, settings=settings(database=None))
    with pytest.raises(redcheck.InputError, match="greedy"):
        find(rs.options("overlap", "nosuch"), lambda o: True, settings=settings(database=None))


def test_a_plain_property_over_a_builder_s_instances_holds():
    # The example: a plain property with greedy used to fail on the
    # first instance with a transfer limit (and without overlap it was wrong).
    @settings(max_examples=60, database=None)
    @given(rs.instances("overlap", algorithm="greedy"))
    def greedy_validates(inst):
        schedule = redcheck.build(inst, "greedy")
        assert redcheck.validate(schedule).measure == schedule.makespan

    greedy_validates()


def test_unknown_keywords_and_sizes_beyond_the_model_are_refused_before_drawing():
    with pytest.raises(redcheck.InputError, match="colour"):
        rs.instances("overlap", colour=3)
    with pytest.raises(redcheck.InputError, match="order"):
        rs.instances("overlap", order=3)  # greedy's instances have no order
    assert rs.instances("overlap", algorithm="binomial-tree", order=3) is not None
    with pytest.raises(redcheck.InputError, match="at most 26"):
        rs.instances("overlap", max_machines=27)
    with pytest.raises(redcheck.InputError, match="at most"):
        rs.schedules("heterogeneous", "tree-dyn", max_machines=10**6)
    with pytest.raises(redcheck.InputError, match="accepted: 0"):
        rs.instances("overlap", max_machines=-1)
    with pytest.raises(redcheck.InputError, match="accepted"):
        rs.instances("overlap", algorithm="nosuch")


def test_a_fixed_option_beyond_a_bound_is_refused():
    with pytest.raises(redcheck.InputError, match="above max_machines = 3"):
        find(rs.instances("overlap", max_machines=3, n=5), lambda i: True,
             settings=settings(database=None))
    with pytest.raises(redcheck.InputError, match="at most 26"):
        find(rs.instances("overlap", n=30), lambda i: True, settings=settings(database=None))
    inst = find(rs.instances("overlap", algorithm="greedy", small=False, n=30), lambda i: True,
                settings=settings(database=None))
    assert inst.machines == 30


_WITH_OPTIMUM = [m for m in redcheck.models() if m["optimum"]]
_BUILDERS = [(m["name"], b["name"]) for m in _WITH_OPTIMUM for b in m["algorithms"]]


@pytest.mark.parametrize("model, algorithm",
                         _BUILDERS + [(m["name"], None) for m in _WITH_OPTIMUM])
def test_the_optimum_answers_every_instance_a_builder_s_strategy_draws(model, algorithm):
    """aab1a08: @given(rs.instances("overlap", algorithm="greedy")) with an
    optimum comparison failed on the first draw (n = 1, d = 0, c = 0,
    non-commutative: "drop it"); no-overlap under --max-transfers too."""
    @settings(max_examples=6, database=None, deadline=None)
    @given(rs.instances(model, algorithm=algorithm))
    def answered(inst):
        redcheck.optimum(inst)

    answered()
    if algorithm is None:
        return

    # On the instance the builder ran on (a tree of order k fixes n), no
    # schedule beats the optimum.
    @settings(max_examples=6, database=None, deadline=None)
    @given(rs.schedules(model, algorithm=algorithm))
    def below_the_builder(schedule):
        try:
            best = redcheck.optimum(schedule.instance)["optimum"]
        except redcheck.InputError as refused:
            # The butterfly forwards (its root sends, blocks travel twice):
            # no search of ours covers forwarding.
            assert algorithm == "butterfly" and "--forwarding" in str(refused)
            return
        assert best <= schedule.makespan

    below_the_builder()


def test_costs_shrink_to_small_integers_and_fractions_of_small_denominators():
    # As gen::cost() in RapidCheck (tests/gen/cost_shrinking_test.cpp): a
    # counterexample over costs is a small one.
    quick = settings(database=None, max_examples=2000)
    assert find(rs.costs(), lambda x: x > Fraction(1, 3), settings=quick) == 1
    assert find(rs.costs(), lambda x: x.denominator > 1, settings=quick) == Fraction(1, 2)
    assert find(rs.costs(), lambda x: x.denominator > 2 and x > 1,
                settings=quick) <= Fraction(4, 3)
