"""redcheck.certify: the certificate enumerator certify writes, from the
interpreter's process and from the program (isolated()), is the same; a
corrupted directory is refused."""
import contextlib
from fractions import Fraction
import json
import os
import threading

import pytest

import redcheck

def _without_times(report):
    """The certificate without what varies from run to run."""
    report = dict(report)
    report.pop("directory")
    report["solvers"] = [
        {key: ({k: v for k, v in value.items() if k != "seconds"}
               if isinstance(value, dict) else value)
         for key, value in solver.items()}
        for solver in report["solvers"]]
    return report


@pytest.mark.parametrize("model, options", [
    ("overlap", {"n": 6, "d": 1, "c": Fraction(1, 2)}),
    ("overlap", {"n": 6, "d": 1, "c": Fraction(1, 2), "no_overlap": True, "max_reducers": 2}),
    ("heterogeneous", {"n": 5, "random": 1, "non_commutative": True}),
    ("segmented", {"p": 3, "segments": [1, 1], "alpha": 1, "beta": 1, "gamma": 1,
                   "in_order": True}),
])
def test_certify_in_process_is_the_program(model, options, tmp_path):
    instance = redcheck.instance(model, **options)
    inside = redcheck.certify(instance, out=tmp_path / "inside")
    with redcheck.isolated():
        outside = redcheck.certify(instance, out=tmp_path / "outside")
    assert inside["certified"] is True
    assert isinstance(inside["optimum"], Fraction)
    assert inside["optimum"] == redcheck.optimum(instance)["optimum"]
    assert _without_times(inside) == _without_times(outside)
    for name in ("below.smt2", "witness.smt2"):
        assert (tmp_path / "inside" / name).read_text() == (tmp_path / "outside" / name).read_text()
    assert redcheck.check_certificate(tmp_path / "inside")["certified"] is True


def test_a_bound_above_the_optimum_is_beaten(tmp_path):
    instance = redcheck.instance("overlap", n=5, d=1, c=1)
    report = redcheck.certify(instance, out=tmp_path, bound=5)
    assert report["certified"] is False
    schedule = json.loads((tmp_path / "below_schedule.json").read_text())
    assert Fraction(schedule["makespan"]) < 5


def test_a_corrupted_certificate_is_refused(tmp_path):
    redcheck.certify(redcheck.instance("overlap", n=5, d=1, c=1), out=tmp_path)
    text = (tmp_path / "below.smt2").read_text()
    (tmp_path / "below.smt2").write_text(text.replace("(assert (< makespan 4.0))",
                                                      "(assert (< makespan 5.0))"))
    report = redcheck.check_certificate(tmp_path)
    assert report["certified"] is False
    assert "below.smt2 is not the encoding" in report["statement"]


def test_bad_arguments_are_refused(tmp_path):
    instance = redcheck.instance("overlap", n=4, d=1, c=1)
    with pytest.raises(redcheck.InputError, match="negative"):
        redcheck.certify(instance, out=tmp_path, bound=-1)
    with pytest.raises(redcheck.InputError, match="out of range"):
        redcheck.certify(instance, out=tmp_path, timeout=0)
    with pytest.raises(TypeError, match="timeout"):
        redcheck.certify(instance, out=tmp_path, timeout="soon")
    with pytest.raises(redcheck.InputError, match="holds no certificate.json"):
        redcheck.check_certificate(tmp_path / "nothing")
    with pytest.raises(redcheck.InputError, match="no SMT encoding"):
        redcheck.certify(redcheck.instance("steady-state", random_platform="star:4:1",
                                           operation="reduce", target="P0"), out=tmp_path)


def test_a_bound_below_the_optimum_is_a_lower_bound(tmp_path):
    instance = redcheck.instance("overlap", n=5, d=1, c=1)
    report = redcheck.certify(instance, out=tmp_path, bound=2)
    assert report["proves"] == "lower bound"
    assert report["certified"] is False
    assert "makespan 2 is a lower bound, not shown to be the optimum" in report["statement"]
    assert report["statement"].startswith("overlap model, --n 5 --d 1 --c 1: ")
    again = redcheck.check_certificate(tmp_path)
    assert again["re_run"] is True and again["proves"] == "lower bound"


def test_the_optimum_raised_consistently_is_refused(tmp_path):
    redcheck.certify(redcheck.instance("overlap", n=4, d=1, c=1), out=tmp_path)
    witness = (tmp_path / "witness.smt2").read_text()
    (tmp_path / "witness.smt2").write_text(
        witness.replace("makespan <= 4.", "makespan <= 7.")
               .replace("(assert (<= makespan 4.0))", "(assert (<= makespan 7.0))"))
    record = json.loads((tmp_path / "certificate.json").read_text())
    record["optimum"] = "7"
    record["statement"] = record["statement"].replace("is 4", "is 7")
    (tmp_path / "certificate.json").write_text(json.dumps(record))
    for isolated in (False, True):
        with redcheck.isolated() if isolated else contextlib.nullcontext():
            report = redcheck.check_certificate(tmp_path)
        assert report["certified"] is False
        assert report["proves"] == "nothing"
        assert "7 is not the optimum" in report["statement"]


def test_two_threads_into_one_directory_never_certify_a_false_bound(tmp_path):
    """aab1a08: 11 of 20 rounds certified the bound 9/2 of an instance with
    a 35/8 schedule, the other thread rewriting the files under the solvers."""
    instance = redcheck.instance("overlap", n=4, d=1, c=1)
    outcomes = []

    def run(bound):
        try:
            outcomes.append((bound, redcheck.certify(instance, out=tmp_path, bound=bound)))
        except redcheck.InputError as refused:
            assert "in use by another run" in str(refused)
            outcomes.append((bound, None))

    for _ in range(5):
        threads = [threading.Thread(target=run, args=(b,)) for b in (Fraction(9, 2), None)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert len(outcomes) == 10
    for bound, report in outcomes:
        if report is not None and bound is not None:
            assert report["proves"] == "nothing"
        if report is not None and bound is None:
            assert report["proves"] == "optimum"


def test_the_same_timeouts_are_accepted_in_process_and_isolated(tmp_path):
    instance = redcheck.instance("overlap", n=4, d=1, c=1)
    for timeout in (10**400, 0, -1, 86401, float("nan"), float("inf")):
        for isolated in (False, True):
            with redcheck.isolated() if isolated else contextlib.nullcontext():
                with pytest.raises(redcheck.InputError, match="out of range"):
                    redcheck.certify(instance, out=tmp_path, timeout=timeout)
    for timeout in (Fraction(1, 1), 30, 86400.0):
        for isolated in (False, True):
            with redcheck.isolated() if isolated else contextlib.nullcontext():
                assert redcheck.certify(instance, out=tmp_path / str(isolated),
                                        timeout=timeout)["certified"] is True


def test_a_refused_certify_leaves_no_directory_it_created(tmp_path):
    instance = redcheck.instance("segmented", p=5, segments=[1, 2, 1], alpha=1, beta=1, gamma=1,
                                 bidirectional=True)
    for isolated in (False, True):
        out = tmp_path / f"created-{isolated}"
        with redcheck.isolated() if isolated else contextlib.nullcontext():
            with pytest.raises(redcheck.TooBig, match="budget of 10 states"):
                redcheck.certify(instance, out=out, max_states=10)
        assert not out.exists()
    kept = tmp_path / "kept"
    kept.mkdir()
    with pytest.raises(redcheck.TooBig):
        redcheck.certify(instance, out=kept, max_states=10)
    assert kept.is_dir()
