"""Hypothesis settings of the package's tests: instances and schedules are
made by the toolkit while they are drawn (a child process each), so drawing
takes longer than Hypothesis's too_slow health check allows when the machine
is loaded (ctest -j2 runs other tests beside these)."""

from hypothesis import HealthCheck, settings

settings.register_profile("redcheck", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("redcheck")
