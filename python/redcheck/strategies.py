"""Hypothesis strategies mirroring the toolkit's RapidCheck generators
(lib/gen): exact costs, segmentations, reduction trees, and instances of every
model, each shrinking towards small and simple values (0 and small integers,
one segment, the star tree, few machines), so that a user's property is a
plain Hypothesis test and a counterexample shrinks to a small one.

    from hypothesis import given
    import redcheck, redcheck.strategies as rs

    @given(rs.instances("overlap", max_n=12))
    def test_greedy_within_twice_the_optimum(inst):
        assert redcheck.build(inst, "greedy").makespan <= 2 * redcheck.optimum(inst)["optimum"]
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

import redcheck

__all__ = ["costs", "positive_costs", "segmentations", "trees", "instances",
           "instance_options"]


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


@st.composite
def instance_options(draw, model: str, max_n: int = 8, max_p: int = 8, max_m: int = 12,
                     max_q: int = 6) -> dict:
    """Keyword options of redcheck.instance(model, ...) for a random instance."""
    if model in ("overlap", "no-overlap"):
        return {"n": draw(st.integers(1, max_n)), "d": draw(costs()), "c": draw(costs())}
    if model == "segmented":
        m = draw(st.integers(1, max_m))
        return {"p": draw(st.integers(1, max_p)), "segments": draw(segmentations(m, max_q)),
                "alpha": draw(costs()), "beta": draw(costs()), "gamma": draw(costs())}
    if model == "heterogeneous":
        n = draw(st.integers(1, max_n))
        d = [[Fraction(0) if i == j else draw(costs()) for j in range(n)] for i in range(n)]
        return {"d_matrix": d, "c_vector": [draw(costs()) for _ in range(n)]}
    if model == "steady-state":
        nodes = draw(st.integers(3, max(3, max_n)))
        shape = draw(st.sampled_from(["star", "clique", "layered", "random"]))
        options = {"random_platform": f"{shape}:{nodes}:{draw(st.integers(0, 99))}"}
        operation = draw(st.sampled_from(["reduce", "scatter", "gossip"]))
        options["operation"] = operation
        if operation == "reduce":
            options["target"] = "P0"
        elif operation == "scatter":
            options["source"] = "P0"
            options["targets"] = f"P1,P{nodes - 1}"
        else:
            options["sources"] = "P0,P1"
            options["targets"] = f"P{nodes - 1}"
        return options
    known = ", ".join(m["name"] for m in redcheck.models())
    raise redcheck.InputError(f"model {model!r} has no strategy here; accepted: {known}")


def instances(model: str, **bounds) -> st.SearchStrategy[redcheck.Instance]:
    """Instances of `model` (overlap, segmented, heterogeneous,
    steady-state), made by the toolkit from instance_options(model, **bounds):
    max_n (machines or nodes), max_p, max_m, max_q."""
    return instance_options(model, **bounds).map(lambda o: redcheck.instance(model, **o))
