"""redcheck beside matplotlib in one interpreter, both import orders: the
module lives in the interpreter's allocator, so a figure drawn and saved
after (or before) exact computations ends well. Each order runs in a fresh
interpreter: a crash there fails the test instead of ending pytest.

    PYTHONPATH=build/python python3 -m pytest examples/python/test_beside_matplotlib.py
"""

import os
import subprocess
import sys

import pytest

pytest.importorskip("matplotlib")

COMPUTE = """
from fractions import Fraction
inst = redcheck.instance("overlap", n=12, d=Fraction(3, 2), c=1)
best = redcheck.optimum(inst, method="recurrence")["optimum"]
ratios = [redcheck.build(redcheck.instance("overlap", n=n, d=1, c=1), "greedy").makespan
          for n in range(2, 30)]
"""

DRAW = """
matplotlib.use("Agg")
from matplotlib import pyplot
figure, axes = pyplot.subplots()
axes.plot(range(len(ratios)), [float(r) for r in ratios])
axes.set_title(f"optimum {best}")
figure.savefig(OUT)
pyplot.close(figure)
"""


def run(script: str, out: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", f"OUT = {out!r}\n" + script],
                          capture_output=True, text=True, env=dict(os.environ), timeout=300)


@pytest.mark.parametrize("order", ["redcheck first", "matplotlib first"])
def test_a_figure_is_drawn_and_saved_beside_redcheck(tmp_path, order):
    out = str(tmp_path / "figure.png")
    imports = ("import redcheck\nimport matplotlib\n" if order == "redcheck first"
               else "import matplotlib\nimport redcheck\n")
    done = run(imports + COMPUTE + DRAW + COMPUTE, out)
    assert done.returncode == 0, done.stderr
    with open(out, "rb") as figure:
        assert figure.read(8) == b"\x89PNG\r\n\x1a\n"


def test_the_ratios_plot_example_draws_its_figure(tmp_path):
    """examples/python/ratios_plot.py crashed in mi_free on aab1a08."""
    out = str(tmp_path / "ratios.png")
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ratios_plot.py")
    done = subprocess.run([sys.executable, script, "--n-max", "12", "--out", out],
                          capture_output=True, text=True, env=dict(os.environ), timeout=300)
    assert done.returncode == 0, done.stderr
    with open(out, "rb") as figure:
        assert figure.read(8) == b"\x89PNG\r\n\x1a\n"
