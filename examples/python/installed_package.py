"""The installed package, used as a script would use it (scripts/example.sh
runs it with PYTHONPATH=<prefix>/lib/python3/dist-packages): it answers in
the interpreter's process, the same as the installed programs answer in
redcheck.isolated(), and a Hypothesis property over any model runs against
it.

    PYTHONPATH=build/prefix/lib/python3/dist-packages python3 examples/python/installed_package.py
"""

import os
import sys
from fractions import Fraction

from hypothesis import given, settings

import redcheck
import redcheck.strategies as rs

prefix = os.path.normpath(os.path.join(os.path.dirname(redcheck.__file__), "..", "..", "..", ".."))
for program, path in redcheck._PROGRAMS.items():
    # The installed programs answer, not those of a build tree.
    assert path.startswith(os.path.join(prefix, "bin")), (program, path, prefix)
    print(f"{program}: {path}")

assert redcheck.__file__.startswith(prefix), (redcheck.__file__, prefix)
inst = redcheck.instance("overlap", n=9, d=1, c=Fraction(1, 2))
greedy = redcheck.build(inst, "greedy")
best = redcheck.optimum(inst)
print(f"{inst.text}: greedy {greedy.makespan}, optimum {best['optimum']}, "
      f"{redcheck.validate(greedy)}")
with redcheck.isolated():  # the installed programs, in child processes
    assert redcheck.build(inst, "greedy").makespan == greedy.makespan
    assert redcheck.optimum(inst) == best
print("the installed programs give the same answers")


@settings(max_examples=10, database=None)
@given(rs.schedules("heterogeneous"))
def every_schedule_validates(schedule):
    assert redcheck.validate(schedule).valid


every_schedule_validates()
print("10 random heterogeneous schedules validated")
sys.exit(0)
