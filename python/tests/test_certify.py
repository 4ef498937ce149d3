"""redcheck.certify: the certificate enumerator certify writes, from the
interpreter's process and from the program (isolated()), is the same; a
corrupted directory is refused."""
from fractions import Fraction
import json
import os

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
