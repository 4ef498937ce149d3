"""Ctrl-C and faults with the core in the interpreter's process: long
computations (optima, claims, fuzzing, tables with Monte Carlo runs) release
the GIL and stop with KeyboardInterrupt on SIGINT, through the core's
cancellation check; no child process outlives its caller; bad input never
ends the interpreter. How fast they stop is measured by
bench/python/calls.py (here: within a generous bound, as the machine may be
loaded)."""

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import redcheck

STOPS_WITHIN = 2.0  # seconds; bench/python/calls.py measures the real figure


def interrupted_after(seconds, call):
    """Runs call() with a SIGINT sent after `seconds`; returns how long after
    the signal KeyboardInterrupt came."""
    sent = []

    def interrupt():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(seconds, interrupt)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
    return time.monotonic() - sent[0]


LONG_CALLS = {
    "optimum": lambda: redcheck.optimum(redcheck.instance("heterogeneous", random=3, n=16)),
    # Every ordered tree evaluated one by one (a minute and more at n = 22):
    # the default method, counting the trees by their sink's state, answers
    # n = 22 in half a second now, sometimes before the signal.
    "exhaustive optimum": lambda: redcheck.optimum(
        redcheck.instance("overlap", n=22, d="1/3", c="1/2"), method="enumeration"),
    "claims": lambda: redcheck.check(),
    "fuzzing": lambda: redcheck.fuzz("canon2012.thm9", runs=10**8, seed=1),
    "Monte Carlo table": lambda: redcheck.table("benoit-figure4"),
    "core's wait": lambda: redcheck._redcheck._wait_for_stop(60),
}


@pytest.mark.parametrize("what", list(LONG_CALLS))
def test_ctrl_c_stops_a_long_computation(what):
    assert interrupted_after(0.5, LONG_CALLS[what]) < STOPS_WITHIN
    # The interpreter goes on, and the next computation runs to its end, with
    # the programs' answer.
    inst = redcheck.instance("overlap", n=9, d=1, c=1)
    with redcheck.isolated():
        theirs = redcheck.optimum(inst)
    assert redcheck.optimum(inst) == theirs


def test_ctrl_c_stops_an_isolated_computation():
    def call():
        with redcheck.isolated():
            redcheck.optimum(redcheck.instance("heterogeneous", random=3, n=16))
    assert interrupted_after(0.5, call) < STOPS_WITHIN


def test_a_custom_sigint_handler_runs_instead_of_keyboard_interrupt():
    seen = []

    class Stop(Exception):
        pass

    def handler(number, frame):
        seen.append(number)
        raise Stop()

    previous = signal.signal(signal.SIGINT, handler)
    try:
        timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
        timer.start()
        with pytest.raises(Stop):
            redcheck._redcheck._wait_for_stop(60)
        assert seen == [signal.SIGINT]
    finally:
        signal.signal(signal.SIGINT, previous)


def test_a_computation_on_another_thread_is_not_stopped_by_the_main_thread_s_handler():
    # Python handles SIGINT on its main thread: a computation on another
    # thread goes on (the GIL released), as Python's own calls do.
    out = []
    worker = threading.Thread(target=lambda: out.append(
        redcheck.optimum(redcheck.instance("overlap", n=12, d=1, c=1))["optimum"]))
    worker.start()
    worker.join()
    assert out == [redcheck.optimum(redcheck.instance("overlap", n=12, d=1, c=1))["optimum"]]


def test_a_fault_of_the_core_in_a_child_is_an_exception_not_the_end_of_python():
    with pytest.raises(RuntimeError, match="signal 6"):
        redcheck._redcheck._abort_in_core()
    assert redcheck.instance("overlap", n=2, d=1, c=1).json["n"] == 2  # still alive


def children_with(marker):
    """Processes whose environment holds `marker` (the helpers inherit it)."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if marker.encode() in f.read():
                    found.append(int(pid))
        except OSError:
            pass
    return found


def program_of(pid):
    """The base name of the program process `pid` runs (argv[0]), or "" once
    it has ended."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return os.path.basename(f.read().split(b"\0")[0].decode())
    except OSError:
        return ""


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL])
@pytest.mark.parametrize("mode", ["exact LP helper", "isolated program"])
def test_no_child_process_outlives_its_caller(how, mode):
    marker = f"REDCHECK_TEST_MARKER={os.getpid()}_{how}_{mode.replace(' ', '_')}"
    body = {
        "exact LP helper": """
            while True:
                redcheck.build(redcheck.instance("steady-state", random_platform="layered:12:1",
                                                 operation="reduce", target="P0"), "periodic")
        """,
        "isolated program": """
            with redcheck.isolated():
                redcheck.optimum(redcheck.instance("heterogeneous", random=3, n=16))
        """,
    }[mode]
    # The long-lived child to wait for: short-lived ones come and go before
    # it (isolated() makes the instance in a forked child of the
    # interpreter), and a signal sent between them would kill no child.
    program = {"exact LP helper": "redcheck-lp-solve", "isolated program": "enumerator"}[mode]
    script = "import redcheck\n" + textwrap.dedent(body)
    env = dict(os.environ)
    name, value = marker.split("=")
    env[name] = value
    caller = subprocess.Popen([sys.executable, "-c", script], env=env)
    try:
        deadline = time.monotonic() + 20
        started = []
        while time.monotonic() < deadline and not started and caller.poll() is None:
            started = [p for p in children_with(marker) if program_of(p) == program]
            time.sleep(0.02)
        assert caller.poll() is None, f"the caller ended first, status {caller.returncode}"
        assert started, f"no {program} was started within 20 s"
        caller.send_signal(how)
        caller.wait(10)
        # The pooled exact-LP server (lib/lp/exact_solver.cpp) has no death signal
        # (it serves every thread): a thread of its own ends it when its socket
        # closes, even mid-solve (lp_solver/main.cpp). 10 s for a loaded machine;
        # an orphan would stay for ever.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and children_with(marker):
            time.sleep(0.05)
        assert children_with(marker) == []
    finally:
        if caller.poll() is None:
            caller.kill()
