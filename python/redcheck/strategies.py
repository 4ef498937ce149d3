"""Hypothesis strategies of every registered model's instances and schedules,
and of the values they are made of, each shrinking towards small and simple
values (0 and small integers, one segment, the star tree, few machines), so
that a user's property is a plain Hypothesis test and a counterexample
shrinks to a small one.

Instances and schedules are drawn by each model's own random_options in the
C++ core (the code the toolkit's tests and RapidCheck generators draw with,
lib/gen/chooser.hpp), every choice a Hypothesis draw: a model added to the
registry is served here with no code of its own. costs(), segmentations()
and trees() mirror the C++ generators gen::cost(), gen::segmentation() and
ReductionTree's receivers.

    from hypothesis import given
    import redcheck, redcheck.strategies as rs

    @given(rs.instances("overlap", max_machines=12))
    def test_greedy_within_twice_the_optimum(inst):
        assert redcheck.build(inst, "greedy").makespan <= 2 * redcheck.optimum(inst)["optimum"]
"""

from __future__ import annotations

import functools
import json
from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

import redcheck

__all__ = ["costs", "positive_costs", "segmentations", "trees", "options", "instances",
           "schedules"]


def costs() -> st.SearchStrategy[Fraction]:
    """A nonnegative exact cost, as gen::cost(): 0, an integer 1..10, or p/q
    with p in 1..10^6 and q in 1..1000; shrinks towards 0 and small integers."""
    return st.one_of(
        st.just(Fraction(0)),
        st.integers(1, 10).map(Fraction),
        st.builds(Fraction, st.integers(1, 10**6), st.integers(1, 1000)))


def positive_costs() -> st.SearchStrategy[Fraction]:
    """As costs(), without 0."""
    return costs().filter(lambda x: x > 0)


@st.composite
def segmentations(draw, m: int, max_q: int = 8) -> list[int]:
    """Segment sizes >= 1 summing to m, at most min(m, max_q) of them, as
    gen::segmentation(); shrinks towards one segment."""
    q = draw(st.integers(1, min(m, max_q)))
    cuts = sorted(draw(st.lists(st.integers(1, m - 1), min_size=q - 1, max_size=q - 1,
                                unique=True))) if q > 1 else []
    bounds = [0, *cuts, m]
    return [b - a for a, b in zip(bounds, bounds[1:])]


@st.composite
def trees(draw, n: int) -> list[int]:
    """An ordered tree on n machines as the receiver of each machine (-1 for
    the sink, machine 0): machine i sends to u_i mod i, as
    gen::reduction_tree(); shrinks towards the star (--receivers)."""
    return [-1] + [draw(st.integers(0, i - 1)) for i in range(1, n)]


def _fixed_options(fixed: dict[str, Any]) -> dict[str, str | None]:
    """Keyword overrides as flag -> text (None: never set)."""
    out: dict[str, str | None] = {}
    for name, value in fixed.items():
        flag = "--" + name.replace("_", "-")
        out[flag] = None if value is None or value is False else (
            "" if value is True else redcheck._option_text(name, value))
    return out


@st.composite
def options(draw, model: str, algorithm: str | None = None, *, small: bool = True,
            max_machines: int = 0, **fixed: Any) -> dict[str, str]:
    """The program options (flag -> text) of a random instance of `model`
    for `algorithm` (None: for the exhaustive optimum), drawn by the model's
    own random_options in the C++ core, every choice a Hypothesis draw: any
    registered model, and every choice shrinks (fewer machines, cost 0,
    switches off). small: small enough for the exhaustive optimum;
    max_machines: the most machines (processors, nodes), 0 for the model's
    bound. Keywords fix an option (d=1) or keep it unset (no_overlap=None)."""
    status, out, err = redcheck._redcheck.random_options(
        model, algorithm or "", lambda first, last: draw(st.integers(first, last)), small,
        max_machines)
    if status != 0:
        redcheck._raise_for(status, err)
    drawn: dict[str, str] = json.loads(out)
    for flag, text in _fixed_options(fixed).items():
        if text is None:
            drawn.pop(flag, None)
        else:
            drawn[flag] = text
    return drawn


def instances(model: str, *, small: bool = True, max_machines: int = 0,
              **fixed: Any) -> st.SearchStrategy[redcheck.Instance]:
    """Instances of any registered model, drawn as options(model) (for the
    exhaustive optimum) and made by the toolkit:
    instances("overlap", max_machines=10, no_overlap=None, max_transfers=None)."""
    # The optimum's own options (segmented --in-order) are not the instance's.
    flags = {o["flag"] for o in _model_entry(model)["instance_options"]}
    return options(model, None, small=small, max_machines=max_machines, **fixed).map(
        lambda o: redcheck.Instance(redcheck._call(redcheck._redcheck.instance(
            model, {flag: text for flag, text in o.items() if flag in flags}))))


@st.composite
def schedules(draw, model: str, algorithm: str | None = None, *, small: bool = True,
              max_machines: int = 0, **fixed: Any) -> redcheck.Schedule:
    """A builder's schedule (one of the model's builders when algorithm is
    None) on a random instance it serves, built and validated by the
    toolkit as redcheck.build does."""
    if algorithm is None:
        algorithm = draw(st.sampled_from(
            [b["name"] for b in _model_entry(model)["algorithms"]]))
    drawn = draw(options(model, algorithm, small=small, max_machines=max_machines, **fixed))
    words = [w for flag, text in drawn.items() for w in ((flag,) if text == "" else (flag, text))]
    return redcheck._build_words(model, algorithm, words)


@functools.lru_cache(maxsize=None)
def _registry() -> tuple:
    return tuple(redcheck.models())


def _model_entry(model: str) -> dict:
    for entry in _registry():
        if entry["name"] == model or model in entry.get("aliases", {}):
            return entry
    known = ", ".join(m["name"] for m in _registry())
    raise redcheck.InputError(f"model {model!r} is not registered; accepted: {known}")
