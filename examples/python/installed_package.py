"""The installed package, used as a script would use it (scripts/example.sh
runs it with PYTHONPATH=<prefix>/lib/python3/dist-packages): it answers
through the installed programs, and a Hypothesis property over any model
runs against them.

    PYTHONPATH=build/prefix/lib/python3/dist-packages python3 examples/python/installed_package.py
"""

import os
import sys
from fractions import Fraction

from hypothesis import HealthCheck, given, settings

import redcheck
import redcheck.strategies as rs

# Instances are made by the toolkit while Hypothesis draws them (a child
# process each): on a loaded machine drawing is slower than its too_slow
# health check allows.
SLOW_DRAWS = [HealthCheck.too_slow]

prefix = os.path.normpath(os.path.join(os.path.dirname(redcheck.__file__), "..", "..", "..", ".."))
for program, path in redcheck._PROGRAMS.items():
    # The installed programs answer, not those of a build tree.
    assert path.startswith(os.path.join(prefix, "bin")), (program, path, prefix)
    print(f"{program}: {path}")

inst = redcheck.instance("overlap", n=9, d=1, c=Fraction(1, 2))
greedy = redcheck.build(inst, "greedy")
print(f"{inst.text}: greedy {greedy.makespan}, optimum {redcheck.optimum(inst)['optimum']}, "
      f"{redcheck.validate(greedy)}")


@settings(max_examples=10, deadline=None, suppress_health_check=SLOW_DRAWS,
          database=None)
@given(rs.schedules("heterogeneous"))
def every_schedule_validates(schedule):
    assert redcheck.validate(schedule).valid


every_schedule_validates()
print("10 random heterogeneous schedules validated")
sys.exit(0)
