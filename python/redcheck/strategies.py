"""Hypothesis strategies of every registered model's instances and schedules,
and of the values they are made of, each shrinking towards small and simple
values (0 and small integers, one segment, the star tree, few machines), so
that a user's property is a plain Hypothesis test and a counterexample
shrinks to a small one.

Instances and schedules are drawn by each model's own random_options in the
C++ core (the code the toolkit's tests and RapidCheck generators draw with,
lib/gen/chooser.hpp), every choice a Hypothesis draw, and made in the
interpreter's process: a model added to the registry is served here with no
code of its own. costs(), segmentations() and trees() mirror the C++
generators gen::cost(), gen::segmentation() and ReductionTree's receivers.

    from hypothesis import given
    import redcheck, redcheck.strategies as rs

    @given(rs.instances("overlap", algorithm="greedy", max_machines=8))
    def test_greedy_within_twice_the_optimum(inst):
        assert redcheck.build(inst, "greedy").makespan <= 2 * redcheck.optimum(inst)["optimum"]
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

import redcheck
from redcheck import _redcheck

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


def _checked(model: str, algorithm: str | None, small: bool, max_machines: int,
             fixed: dict[str, Any]) -> None:
    """Refuses a request before Hypothesis draws anything: an unknown model,
    builder or keyword, a max_machines beyond the model's bounds."""
    redcheck._require(model, str, "model", "a model's name, such as 'overlap'")
    if algorithm is not None:
        redcheck._require(algorithm, str, "algorithm", "a builder's name, or None")
    redcheck._require(small, bool, "small", "True or False")
    if isinstance(max_machines, bool) or not isinstance(max_machines, int):
        raise TypeError(f"max_machines = {max_machines!r} is of type "
                        f"{type(max_machines).__name__}; accepted: an int (0: the model's bound)")
    _redcheck.check_draw_request(model, algorithm or "", small, max_machines, list(fixed))


def _chooser(draw):
    return lambda first, last: draw(st.integers(first, last))


def options(model: str, algorithm: str | None = None, *, small: bool = True,
            max_machines: int = 0, **fixed: Any) -> st.SearchStrategy[dict[str, str]]:
    """The program options (flag -> text) of a random instance of `model`
    for `algorithm` (None: for the exhaustive optimum), drawn by the model's
    own random_options in the C++ core, every choice a Hypothesis draw: any
    registered model, and every choice shrinks (fewer machines, cost 0,
    switches off). small: small enough for the exhaustive optimum;
    max_machines: the most machines (processors, nodes), 0 for the model's
    bound. Keywords fix an option (d=1) or keep it unset (no_overlap=None)."""
    _checked(model, algorithm, small, max_machines, fixed)
    texts = {("--" + name.replace("_", "-")): value for name, value in fixed.items()}

    @st.composite
    def draw_options(draw) -> dict[str, str]:
        drawn = _redcheck.random_options(model, algorithm or "", _chooser(draw), small,
                                         max_machines)
        for flag, value in texts.items():
            if value is None or value is False:
                drawn.pop(flag, None)
            else:
                drawn[flag] = "" if value is True else _redcheck.option_text(value, flag)
        return drawn

    return draw_options()


def instances(model: str, algorithm: str | None = None, *, small: bool = True,
              max_machines: int = 0, **fixed: Any) -> st.SearchStrategy[redcheck.Instance]:
    """Instances of any registered model, made in the interpreter's process:
    for the exhaustive optimum (algorithm None), or only instances the
    builder `algorithm` accepts: instances("overlap", algorithm="greedy",
    max_machines=10, no_overlap=None). An unknown keyword, or a max_machines
    or fixed option beyond the model's bounds, raises InputError."""
    _checked(model, algorithm, small, max_machines, fixed)

    @st.composite
    def draw_instance(draw) -> redcheck.Instance:
        core, _ = _redcheck.random_instance(model, algorithm or "", _chooser(draw), small,
                                            max_machines, fixed)
        # A builder of one's own: only the instances its accepts predicate takes.
        if algorithm is not None:
            assume(_redcheck.builder_accepts(core, algorithm))
        return redcheck.Instance(core)

    return draw_instance()


def schedules(model: str, algorithm: str | None = None, *, small: bool = True,
              max_machines: int = 0, **fixed: Any) -> st.SearchStrategy[redcheck.Schedule]:
    """A builder's schedule (one of the model's builders when algorithm is
    None) on a random instance it accepts, with its own options drawn too,
    built and validated by the toolkit as redcheck.build does."""
    _checked(model, algorithm, small, max_machines, fixed)
    names = ([algorithm] if algorithm is not None
             else [b["name"] for b in redcheck._model_entry(model)["algorithms"]])
    for name in names:
        _redcheck.check_draw_request(model, name, small, max_machines, list(fixed))

    @st.composite
    def draw_schedule(draw) -> redcheck.Schedule:
        name = draw(st.sampled_from(names))
        core, own = _redcheck.random_instance(model, name, _chooser(draw), small, max_machines,
                                              fixed)
        assume(_redcheck.builder_accepts(core, name))
        keywords = {flag[2:].replace("-", "_"): (True if text == "" else text)
                    for flag, text in own.items()}
        return redcheck.build(redcheck.Instance(core), name, **keywords)

    return draw_schedule()
