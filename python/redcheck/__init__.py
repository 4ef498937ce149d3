"""redcheck from Python: exact checks of what papers claim about scheduling reductions.

Every answer comes from the toolkit's C++ core (the programs' own code, run in a
child process: a crash never kills the interpreter, Ctrl-C stops it within a
second), in exact rational arithmetic:

    >>> import redcheck
    >>> from fractions import Fraction
    >>> inst = redcheck.instance("overlap", n=7, d=Fraction(3, 2), c=1)
    >>> redcheck.build(inst, "greedy").makespan
    Fraction(13, 2)
    >>> redcheck.optimum(inst)["optimum"]
    Fraction(13, 2)

Numbers go in as int, fractions.Fraction or decimal strings ("0.1", "3/2") and
come out as Fraction; a float is refused (0.1 as a float is not 1/10).
Bad input raises InputError (a ValueError) naming the value and what is
accepted; a failed cross-check raises CrossCheckFailure.
"""

from __future__ import annotations

import json
import os
import shlex
import tempfile
from fractions import Fraction
from typing import Any, Iterable

from . import _redcheck


_PROGRAMS: dict[str, str] = {}  # enumerator and verifier, when found beside the package


def _find_helpers() -> None:
    # The programs find their helper programs (the exact LP solver, the
    # SimGrid replayer) beside their own executable; here the executable is
    # python3, so the module says where they are: build/bin beside
    # build/python, or <prefix>/bin for the installed package.
    here = os.path.dirname(os.path.abspath(__file__))
    for bin_dir in (os.path.join(here, "..", "..", "bin"),
                    os.path.join(here, "..", "..", "..", "..", "bin")):
        for program, variable in (("redcheck-lp-solve", "REDCHECK_LP_SOLVER"),
                                  ("redcheck-simgrid-replay", "REDCHECK_SIMGRID_REPLAY")):
            path = os.path.normpath(os.path.join(bin_dir, program))
            if variable not in os.environ and os.access(path, os.X_OK):
                os.environ[variable] = path
        for program in ("enumerator", "verifier"):
            path = os.path.normpath(os.path.join(bin_dir, program))
            if program not in _PROGRAMS and os.access(path, os.X_OK):
                _PROGRAMS[program] = path


_find_helpers()

__all__ = [
    "InputError",
    "CrossCheckFailure",
    "Instance",
    "Schedule",
    "Validation",
    "models",
    "instance",
    "instance_from_json",
    "build",
    "validate",
    "optimum",
    "check",
    "fuzz",
    "table",
    "exact",
]


class InputError(ValueError):
    """Bad input: the message names the value and what is accepted."""


class CrossCheckFailure(RuntimeError):
    """Two independent computations of the toolkit disagree (a bug): the
    message gives both answers."""


# Keys whose string values are names, never numbers ("0" is a node).
_NAME_KEYS = {"name", "from", "to", "target", "targets", "sources", "participants", "id",
              "algorithm", "model", "seed", "claim_seed", "canonical", "arguments", "text"}


def _fraction(text: str) -> Fraction | None:
    """Fraction of "-3/2" or "7", or None for any other text (quicker than
    Fraction(text), which parses decimals and exponents too)."""
    slash = text.find("/")
    head = text[1:] if text[:1] == "-" else text
    if slash < 0:
        return Fraction(int(text)) if head.isdigit() and head.isascii() else None
    numerator, denominator = text[:slash], text[slash + 1:]
    if (numerator[1:] if numerator[:1] == "-" else numerator).isdigit() and \
            denominator.isdigit() and text.isascii():
        return Fraction(int(numerator), int(denominator))
    return None


def exact(value: Any, key: str | None = None) -> Any:
    """The toolkit's JSON with its exact numbers ("3/2") as Fraction,
    recursively (strings under name keys stay strings)."""
    if isinstance(value, dict):
        return {k: exact(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [exact(v, key) for v in value]
    if isinstance(value, str) and key not in _NAME_KEYS and not (key or "").endswith("_decimal"):
        number = _fraction(value)
        if number is not None:
            return number
    return value


def _number_text(value: Any, what: str) -> str:
    if isinstance(value, bool):
        raise InputError(f"{what} = {value!r} is a boolean; give a number")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)
    if isinstance(value, float):
        raise InputError(
            f"{what} = {value!r} is a float, which is not exact (0.1 as a float is not 1/10); "
            f"write it exactly: Fraction('{value!r}') or the string '{value!r}'")
    if isinstance(value, str):
        return value
    raise InputError(f"{what} = {value!r}: accepted: int, Fraction or a decimal string")


def _option_text(name: str, value: Any) -> str | None:
    """The text of option --name: lists joined by ',', rows by ';'; None for a switch."""
    what = "--" + name.replace("_", "-")
    if value is True:
        return None
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(row, (list, tuple)) for row in value):
            return ";".join(",".join(_number_text(x, what) for x in row) for row in value)
        return ",".join(_number_text(x, what) for x in value)
    return _number_text(value, what)


def _arguments(options: dict[str, Any]) -> list[str]:
    words: list[str] = []
    for name, value in options.items():
        if value is None or value is False:
            continue
        words.append("--" + name.replace("_", "-"))
        text = _option_text(name, value)
        if text is not None:
            words.append(text)
    return words


def _raise_for(status: int, err: str) -> None:
    message = err.strip()
    for prefix in ("enumerator: ", "verifier: "):
        if message.startswith(prefix):
            message = message[len(prefix):]
    if status == 2:
        raise InputError(message)
    if "cross-check failed" in message:
        raise CrossCheckFailure(message)
    raise RuntimeError(message or f"redcheck failed with status {status}")


def _run(program: str, words: list[str], ok: Iterable[int] = (0,)) -> tuple[int, str]:
    # The program itself when it is beside the package (its own allocator:
    # the same speed), else the same code in this module.
    if program in _PROGRAMS:
        status, out, err = _redcheck.exec_program(_PROGRAMS[program], words)
    else:
        status, out, err = _redcheck.run(program, words)
    if status not in ok:
        _raise_for(status, err)
    return status, out


def _json(program: str, words: list[str], ok: Iterable[int] = (0,)) -> dict:
    _, out = _run(program, words, ok)
    return exact(json.loads(out))


def _call(answer: tuple[int, str, str]) -> dict:
    status, out, err = answer
    if status != 0:
        _raise_for(status, err)
    return json.loads(out)


def models() -> list[dict]:
    """The registered models with their rules, builders, options and claims."""
    report = _json("enumerator", ["models", "--json"])
    return report if isinstance(report, list) else report["models"]


class Instance:
    """An instance of a model: its JSON (exact numbers as Fraction) and the
    programs' arguments that give it."""

    def __init__(self, report: dict):
        self.model: str = report["model"]
        self.json: dict = exact(report["instance"])
        self.arguments: list[str] = shlex.split(report["arguments"])
        self.text: str = report["text"]

    def __repr__(self) -> str:
        return f"redcheck.Instance({self.model!r}, {self.text})"


def instance(model: str, **options: Any) -> Instance:
    """An instance from keyword arguments named as the programs' options
    (d_matrix for --d-matrix): instance("overlap", n=7, d=Fraction(3, 2), c=1)."""
    texts = {}
    for name, value in options.items():
        if value is None or value is False:
            continue
        text = _option_text(name, value)
        texts["--" + name.replace("_", "-")] = "" if text is None else text
    return Instance(_call(_redcheck.instance(model, texts)))


def instance_from_json(model: str, value: dict | str) -> Instance:
    """An instance from the programs' instance JSON (a dict or its text)."""
    text = value if isinstance(value, str) else json.dumps(_plain(value))
    return Instance(_call(_redcheck.instance_from_json(model, text)))


def _plain(value: Any) -> Any:
    """Fractions back to the toolkit's exact strings, for JSON."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, float):
        raise InputError(f"{value!r} is a float, which is not exact; write Fraction('{value!r}')")
    if isinstance(value, Fraction):
        return _number_text(value, "a value")
    return value


class Validation:
    """A schedule's validation: valid, and its measure (makespan or period),
    or the first broken rule by name and what breaks it."""

    def __init__(self, report: dict):
        self.valid: bool = report["valid"]
        self.measure_name: str = report["measure"]
        self.measure: Fraction | None = Fraction(report[self.measure_name]) if self.valid else None
        self.rule: str = report.get("rule", "")
        self.violation: str = report.get("violation", "")

    def __bool__(self) -> bool:
        return self.valid

    def __repr__(self) -> str:
        if self.valid:
            return f"Validation(valid, {self.measure_name} = {self.measure})"
        return f"Validation(broken rule {self.rule!r}: {self.violation})"


class Schedule:
    """A schedule: every activity with exact start and end. Built by build(),
    or written by hand: Schedule(instance, machines=..., sink=...,
    transfers=[{"from", "to", "start", "end"}], reductions=[{"machine",
    "operand", "start", "end"}])."""

    def __init__(self, instance: Instance, machines: int, sink: int = 0,
                 transfers: list[dict] | None = None, reductions: list[dict] | None = None,
                 algorithm: str = "", report: dict | None = None, period: Any = None):
        self.instance = instance
        self.machines = machines
        self.sink = sink
        self.transfers = list(transfers or [])
        self.reductions = list(reductions or [])
        self.period = period
        self.algorithm = algorithm
        self.report = report or {}

    @property
    def makespan(self) -> Fraction:
        """The measure the builder's run reported (validated by the toolkit)."""
        for key in ("makespan", "period"):
            if key in self.report:
                return self.report[key]
        raise AttributeError("a schedule written by hand: validate(schedule).measure")

    def timeline(self) -> dict:
        """The timeline JSON the toolkit reads: numbers as exact strings."""
        def time_text(value: Any, key: str) -> str:
            kind = type(value)
            if kind is Fraction or kind is int:
                return str(value)  # "3/2", "2": the toolkit's exact text
            return _number_text(value, f"an activity's {key}")

        def timed(activity: dict) -> dict:
            out = dict(activity)
            out["start"] = time_text(activity.get("start"), "start")
            out["end"] = time_text(activity.get("end"), "end")
            return out
        line = {"machines": self.machines, "sink": self.sink,
                "transfers": [timed(t) for t in self.transfers],
                "reductions": [timed(r) for r in self.reductions]}
        if self.period is not None:
            line["period"] = _number_text(self.period, "the period")
        return line

    def __repr__(self) -> str:
        return (f"redcheck.Schedule({self.algorithm or 'by hand'} on {self.instance.text}: "
                f"{len(self.transfers)} transfers, {len(self.reductions)} reductions)")


def build(instance: Instance, algorithm: str, **options: Any) -> Schedule:
    """The builder's schedule, validated by the toolkit (as enumerator schedule)."""
    return _schedule_of(instance, _json("enumerator", [
        "schedule", "--model", instance.model, "--algorithm", algorithm, *instance.arguments,
        *_arguments(options), "--json"]), algorithm)


def _build_words(model: str, algorithm: str, words: list[str]) -> Schedule:
    """The schedule enumerator schedule builds from these option words, with
    the instance it was checked against (a builder may fix rule options)."""
    report = _json("enumerator", ["schedule", "--model", model, "--algorithm", algorithm,
                                  *words, "--json"])
    return _schedule_of(instance_from_json(report["model"], report["instance"]), report,
                        algorithm)


def _schedule_of(instance: Instance, report: dict, algorithm: str) -> Schedule:
    line = report.get("timeline", {})
    return Schedule(instance, line.get("machines", 0), line.get("sink", 0),
                    line.get("transfers", []), line.get("reductions", []), algorithm, report,
                    line.get("period"))


def validate(schedule: Schedule) -> Validation:
    """The model's measure of the schedule, or its first broken rule."""
    text = json.dumps({"model": schedule.instance.model,
                       "instance": _plain(schedule.instance.json),
                       "timeline": schedule.timeline()})
    return Validation(_call(_redcheck.validate(text)))


def optimum(instance: Instance, **options: Any) -> dict:
    """The report of enumerator optimum --json: report["optimum"] is a Fraction."""
    return _json("enumerator", ["optimum", "--model", instance.model, *instance.arguments,
                                *_arguments(options), "--json"])


def _claim_words(claims: Iterable[str] | str | None, claims_file: str | None) -> list[str]:
    words: list[str] = []
    if isinstance(claims, str):
        claims = [claims]
    for claim in claims or []:
        words += ["--claim", claim]
    if claims_file:
        words += ["--claims-file", str(claims_file)]
    return words


def check(claims: Iterable[str] | str | None = None, claims_file: str | None = None,
          **options: Any) -> dict:
    """The report of verifier check --json: built-in claims by id, or a claims
    file; options are the models' domain options (n_max=10)."""
    return _json("verifier", ["check", *_claim_words(claims, claims_file), *_arguments(options),
                              "--json"], ok=(0, 1))


def fuzz(claims: Iterable[str] | str | None = None, claims_file: str | None = None,
         **options: Any) -> dict:
    """The report of verifier fuzz --json (runs=, seed=, time_budget=, max_size=)."""
    return _json("verifier", ["fuzz", *_claim_words(claims, claims_file), *_arguments(options),
                              "--json"], ok=(0, 1))


def table(name: str, file: str | None = None):
    """Rows of exact values of a table of data/ (enumerator table NAME),
    computed again: a pandas DataFrame when pandas is installed, else a list
    of dicts. `file` picks one of the table's files (default: the first)."""
    with tempfile.TemporaryDirectory() as out:
        _, text = _run("enumerator", ["table", name, "--show", "--json", "--out", out])
    tables = json.loads(text)["tables"]
    chosen = file or next(iter(tables))
    if chosen not in tables:
        raise InputError(f"table {name} has no file {chosen!r}; accepted: {', '.join(tables)}")
    rows = exact(tables[chosen]["rows"])  # only the rows asked for
    try:
        import pandas
    except ImportError:
        return rows
    return pandas.DataFrame(rows, columns=tables[chosen]["columns"])
