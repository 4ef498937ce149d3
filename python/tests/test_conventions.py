"""Python's conventions: options as Python values (tuples for two-value
options), JSON integers for exact costs, TypeError for a wrong type naming
the argument and what is accepted, a float refused with a value that is
accepted, check([]) checking nothing, docstrings and type stubs."""

import inspect
import os
from decimal import Decimal
from fractions import Fraction

import pytest

import redcheck
import redcheck.strategies as rs


def test_two_value_options_take_a_tuple_or_a_list():
    a = redcheck.instance("heterogeneous", homogeneous=(1, Fraction(1, 2)), n=4)
    b = redcheck.instance("heterogeneous", homogeneous=[1, "1/2"], n=4)
    c = redcheck.instance("heterogeneous", homogeneous="1 1/2", n=4)
    assert a == b == c
    assert a.json["c"] == [Fraction(1, 2)] * 4


def test_exact_numbers_in_every_python_form():
    forms = [Fraction(3, 2), "3/2", "1.5", Decimal("1.5")]
    instances = [redcheck.instance("overlap", n=4, d=d, c=1) for d in forms]
    assert all(i == instances[0] for i in instances)
    assert instances[0].json["d"] == Fraction(3, 2)


def test_instance_json_takes_integer_costs_and_refuses_integers_out_of_range():
    inst = redcheck.instance_from_json("overlap", {"n": 5, "d": 2, "c": 1})
    assert inst.json["d"] == 2 and isinstance(inst.json["d"], Fraction)
    # An exact cost beyond 64 bits goes as its text.
    assert redcheck.instance_from_json("overlap", {"n": 5, "d": str(10**30), "c": 1}).json["d"] \
        == 10**30
    with pytest.raises(redcheck.InputError, match="out of range"):
        redcheck.instance_from_json("overlap", {"n": 10**30, "d": 1, "c": 1})
    with pytest.raises(redcheck.InputError, match="out of range"):
        redcheck.instance_from_json("overlap", {"n": 2**63, "d": 1, "c": 1})
    with pytest.raises(redcheck.InputError, match="out of range"):
        redcheck.instance_from_json("overlap", {"n": 5, "d": 10**30, "c": 1})
    with pytest.raises(redcheck.InputError, match="out of range"):
        redcheck.instance("overlap", n=10**30, d=1, c=1)


@pytest.mark.parametrize("call,argument", [
    (lambda: redcheck.instance("overlap", n=3, d=[1, [2]], c=1), "--d"),
    (lambda: redcheck.instance("overlap", n=3, d=object(), c=1), "--d"),
    (lambda: redcheck.instance("overlap", n=3, d=1, c=None, no_overlap=3), "--no-overlap"),
    (lambda: redcheck.instance(3, n=3), "model"),
    (lambda: redcheck.instance_from_json("overlap", 5), "value"),
    (lambda: redcheck.build("overlap", "greedy"), "instance"),
    (lambda: redcheck.build(redcheck.instance("overlap", n=3, d=1, c=1), 7), "algorithm"),
    (lambda: redcheck.validate({"transfers": []}), "schedule"),
    (lambda: redcheck.optimum(None), "instance"),
    (lambda: redcheck.check(claims=7), "claims"),
    (lambda: redcheck.check(claims_file=7), "claims_file"),
    (lambda: redcheck.table(3), "name"),
    (lambda: redcheck.validate(redcheck.Schedule(redcheck.instance("overlap", n=2, d=1, c=1), 2,
                                                 transfers=[{"from": "1", "to": 0, "start": 0,
                                                             "end": 1}])), "\"from\""),
    (lambda: redcheck.validate(redcheck.Schedule(redcheck.instance("overlap", n=2, d=1, c=1), 2,
                                                 transfers=[[1, 0, 0, 1]])), "transfer 0"),
    (lambda: rs.instances("overlap", max_machines="4"), "max_machines"),
])
def test_a_wrong_type_is_a_type_error_naming_the_argument(call, argument):
    with pytest.raises(TypeError) as error:
        call()
    assert argument in str(error.value)
    assert "accepted" in str(error.value)


@pytest.mark.parametrize("value,suggestion", [
    (0.1, "Fraction('0.1') or the string '0.1'"),
    (1e-07, "Fraction('1e-07')"),
    (float("nan"), "not a finite number"),
    (float("inf"), "not a finite number"),
])
def test_a_float_is_refused_with_a_value_that_is_accepted(value, suggestion):
    for call in (lambda: redcheck.instance("overlap", n=3, d=value, c=1),
                 lambda: redcheck.instance_from_json("overlap", {"n": 3, "d": value, "c": 1}),
                 lambda: redcheck.validate(redcheck.Schedule(
                     redcheck.instance("overlap", n=2, d=1, c=1), 2,
                     transfers=[{"from": 1, "to": 0, "start": value, "end": 1}]))):
        with pytest.raises(redcheck.InputError, match="is a float") as error:
            call()
        assert suggestion in str(error.value)
        assert "Fraction('nan')" not in str(error.value)
    suggested = suggestion.split("'")[1] if "Fraction(" in suggestion else None
    if suggested:
        inst = redcheck.instance("overlap", n=3, d=Fraction(suggested), c=1)
        assert inst.json["d"] == Fraction(suggested)


def test_an_empty_list_of_claims_checks_nothing():
    for call in (redcheck.check, redcheck.fuzz):
        report = call([])
        assert report["claims"] == []
        with redcheck.isolated():
            assert call([])["claims"] == []


def test_unknown_options_name_what_is_accepted():
    with pytest.raises(redcheck.InputError, match="accepted: --n"):
        redcheck.instance("overlap", n=3, d=1, c=1, colour=2)
    inst = redcheck.instance("overlap", n=3, d=1, c=1)
    with pytest.raises(redcheck.InputError, match="is an option of the instance"):
        redcheck.build(inst, "greedy", n=4)
    with pytest.raises(redcheck.InputError, match="--order"):
        redcheck.build(inst, "greedy", order=3)
    with pytest.raises(redcheck.InputError, match="accepted"):
        redcheck.check("canon2012.thm9", colour=2)
    with pytest.raises(redcheck.InputError, match="accepted"):
        redcheck.fuzz("canon2012.thm9", colour=2)


def test_help_shows_every_argument():
    for name in ("instance", "instance_from_json", "build", "validate", "optimum", "check",
                 "fuzz", "table", "models", "isolated", "exact"):
        function = getattr(redcheck, name)
        assert function.__doc__ and len(function.__doc__) > 40, name
        for parameter in inspect.signature(function).parameters:
            assert parameter in ("options", "key") or parameter in function.__doc__ or \
                parameter in ("model", "value", "name", "file", "schedule", "instance",
                              "algorithm", "claims", "claims_file"), (name, parameter)
    for name in ("instances", "schedules", "options", "costs", "segmentations", "trees"):
        assert getattr(rs, name).__doc__


def test_the_package_ships_type_stubs():
    here = os.path.dirname(redcheck.__file__)
    for stub in ("__init__.pyi", "strategies.pyi", "py.typed"):
        assert os.path.exists(os.path.join(here, stub)), stub
    with open(os.path.join(here, "__init__.pyi"), encoding="utf-8") as f:
        text = f.read()
    for name in redcheck.__all__:
        assert name in text, name


def test_instances_pickle_and_hash_by_value():
    import pickle
    inst = redcheck.instance("segmented", p=3, segments=[1, 2], alpha=0, beta=1, gamma=1,
                             in_order=True)
    again = pickle.loads(pickle.dumps(inst))
    assert again == inst and hash(again) == hash(inst)
    assert len({inst, again}) == 1


def test_a_built_schedule_s_activities_are_read_only_and_read_as_before():
    schedule = redcheck.build(redcheck.instance("overlap", n=4, d=1, c=1), "greedy")
    first = schedule.transfers[0]
    assert isinstance(first, redcheck.Transfer)
    assert first["start"] == first.start and first["from"] == first.from_
    assert set(first) >= {"from", "to", "start", "end", "segment", "segments"}
    with pytest.raises(AttributeError):
        first.start = 3
    with pytest.raises(TypeError):
        first["start"] = 3
    assert schedule.timeline()["transfers"][0]["start"] == str(first.start)


def test_transfers_and_reductions_copy_and_pickle_as_values():
    """aab1a08: copy.copy, copy.deepcopy and pickle of a Transfer or a
    Reduction raised AttributeError (read-only)."""
    import copy
    import pickle
    schedule = redcheck.build(redcheck.instance("overlap", n=4, d=1, c=1), "greedy")
    for activity in (schedule.transfers[0], schedule.reductions[0]):
        for again in (copy.copy(activity), copy.deepcopy(activity),
                      pickle.loads(pickle.dumps(activity))):
            assert type(again) is type(activity)
            assert again == activity and dict(again) == dict(activity)
            assert again.start == activity.start and again.end == activity.end
            with pytest.raises(AttributeError):
                again.start = 3
