"""redcheck from Python: exact checks of what papers claim about scheduling reductions.

Every answer comes from the toolkit's C++ core, called in the interpreter's own
process over the model interface (the programs' own code, so the same answers), in
exact rational arithmetic:

    >>> import redcheck
    >>> from fractions import Fraction
    >>> inst = redcheck.instance("overlap", n=7, d=Fraction(3, 2), c=1)
    >>> redcheck.build(inst, "greedy").makespan
    Fraction(13, 2)
    >>> redcheck.optimum(inst)["optimum"]
    Fraction(13, 2)

Numbers go in as int, Fraction, decimal.Decimal or strings ("0.1", "3/2") and come
out as Fraction; a float is refused (0.1 as a float is not 1/10). Bad input raises
InputError (a ValueError) naming the value and what is accepted, and input too large
for the work asked raises TooBig (an InputError); a value of the wrong type raises
TypeError; a failed cross-check raises CrossCheckFailure. Long
computations release the GIL and stop on Ctrl-C with KeyboardInterrupt.
`with redcheck.isolated():` runs every call in a child process instead.
"""

from __future__ import annotations

import contextlib
import copy
import html
import itertools
import contextvars
import json
import math
import os
import shlex
import sys
import tempfile
from fractions import Fraction
from typing import Any, Callable, Iterable, Iterator, Mapping, NoReturn

from . import _redcheck


_PROGRAMS: dict[str, str] = {}  # enumerator and verifier, when found beside the package


def _find_helpers() -> None:
    # The core finds its helper programs (the exact LP solver, the SimGrid
    # replayer) beside the running executable; here the executable is
    # python3, so the package says where they are: build/bin beside
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
    "TooBig",
    "CrossCheckFailure",
    "BuilderError",
    "Instance",
    "Schedule",
    "Transfer",
    "Reduction",
    "Validation",
    "models",
    "instance",
    "instance_from_json",
    "build",
    "builder",
    "remove_builder",
    "validate",
    "optimum",
    "certify",
    "check_certificate",
    "check",
    "fuzz",
    "table",
    "exact",
    "isolated",
    "sweep",
]


class InputError(ValueError):
    """Bad input: the message names the value and what is accepted."""


class TooBig(InputError):
    """Input the toolkit accepts in kind but not in size (a search, an
    encoding or memory would not hold it): the message names the size, the
    limit and what can be answered instead. An InputError, so code that
    catches InputError still catches it.

    .stopped_short: when an exact optimum's search stopped before its answer
    (its budget of states, time or memory), what it had shown, as the
    programs' --json "stopped_short": {"reason", "states",
    "no_schedule_below", "best_found", "builder", "builder_makespan",
    "schedule"} (exact values as Fractions, None where unknown); from
    redcheck.optimum, "schedule" is a redcheck.Schedule of the best schedule
    the search found (validated, not shown optimal). None otherwise."""

    stopped_short: dict | None = None


class CrossCheckFailure(RuntimeError):
    """Two independent computations of the toolkit disagree (a bug): the
    message gives both answers."""


class BuilderError(RuntimeError):
    """A builder of one's own (redcheck.builder) failed: it raised, returned
    no redcheck.Schedule, or a schedule of another instance; the message
    names it and says which. Fuzzing and claims files report it as a finding."""


if hasattr(Fraction, "_from_coprime_ints"):  # Python 3.12 and later
    _coprime_fraction = Fraction._from_coprime_ints
else:
    def _coprime_fraction(numerator: int, denominator: int) -> Fraction:
        return Fraction(numerator, denominator, _normalize=False)

_redcheck._set_package_types(InputError, TooBig, CrossCheckFailure, BuilderError,
                             _coprime_fraction)


# ---- exact JSON ---------------------------------------------------------------

# Keys whose string values are names, never numbers ("0" is a node); the
# binding applies the same list (python/binding/exact_values.cpp).
_NAME_KEYS = {"name", "from", "to", "target", "targets", "sources", "participants", "id",
              "algorithm", "model", "seed", "claim_seed", "canonical", "arguments", "text"}


def _fraction(text: str) -> Fraction | None:
    """Fraction of "-3/2" or "7", or None for any other text."""
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
    """The programs' JSON (json.loads of their --json output) with its exact
    numbers ("3/2") as Fraction, recursively; strings under name keys stay
    strings. The package's own answers are already exact."""
    if isinstance(value, dict):
        return {k: exact(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [exact(v, key) for v in value]
    if isinstance(value, str) and key not in _NAME_KEYS and not (key or "").endswith("_decimal"):
        number = _fraction(value)
        if number is not None:
            return number
    return value


def _plain(value: Any) -> Any:
    """Fractions back to the toolkit's exact strings, for JSON text."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (bool, int, str)) or value is None:
        return value
    if isinstance(value, Fraction):
        return _redcheck.option_text(value, "a value")
    if isinstance(value, float):
        _redcheck.option_text(value, "a value")  # raises, with a suggestion
    return value


def _require(value: Any, kind: type, name: str, accepted: str) -> None:
    if not isinstance(value, kind):
        raise TypeError(f"{name} = {value!r} is of type {type(value).__name__}; "
                        f"accepted: {accepted}")


# ---- child processes (redcheck.isolated()) -------------------------------------

_ISOLATED: contextvars.ContextVar[bool] = contextvars.ContextVar("redcheck_isolated",
                                                                 default=False)


@contextlib.contextmanager
def isolated() -> Iterator[None]:
    """Within it, every call runs in a child process, as before the package
    called the core in the interpreter's process: a crash or an abort of the
    core ends the child and raises RuntimeError, never the interpreter. The
    programs are run on the arguments instances print (Instance.arguments),
    so the answers are the same (tested); each call costs a process (ms)."""
    token = _ISOLATED.set(True)
    try:
        yield
    finally:
        _ISOLATED.reset(token)


_PROGRAM_PREFIXES = ("enumerator: ", "verifier: ")


def _raise_for(status: int, err: str) -> NoReturn:
    # A program's error is its first line that names it. Before it may come
    # its notes ("note: created the directory ..."), which go to stderr as
    # in process, and its progress lines (a long run), which are dropped:
    # neither is part of the error, nor decides its kind.
    lines = err.strip().splitlines()
    first = next((i for i, line in enumerate(lines) if line.startswith(_PROGRAM_PREFIXES)), None)
    if first is not None:
        notes = [line for line in lines[:first] if line.startswith("note: ")]
        if notes:
            print("\n".join(notes), file=sys.stderr)
        lines = lines[first:]
    message = "\n".join(lines)
    for prefix in _PROGRAM_PREFIXES:
        if message.startswith(prefix):
            message = message[len(prefix):]
    if status == 2 and message.startswith("too big: "):
        raise TooBig(message[len("too big: "):])
    if status == 2:
        raise InputError(message)
    if "cross-check failed" in message:
        raise CrossCheckFailure(message)
    raise RuntimeError(message or f"redcheck failed with status {status}")


def _run_child(program: str, words: list[str]) -> tuple[int, str, str]:
    # The program itself when it is beside the package, else the same code
    # run by this module in a forked child.
    if program in _PROGRAMS:
        return _redcheck.exec_program(_PROGRAMS[program], words)
    return _redcheck.run(program, words)


def _run(program: str, words: list[str], ok: Iterable[int] = (0,)) -> tuple[int, str]:
    status, out, err = _run_child(program, words)
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


def _option_words(model: str, options: dict[str, Any]) -> list[str]:
    words: list[str] = []
    for flag, text in _redcheck.option_texts(model, options).items():
        words += [flag] if text == "" else [flag, text]
    return words


def _domain_words(options: dict[str, Any]) -> list[str]:
    words: list[str] = []
    for name, value in options.items():
        if value is None or value is False:
            continue
        words.append("--" + name.replace("_", "-"))
        if value is not True:
            words.append(_redcheck.option_text(value, "--" + name.replace("_", "-")))
    return words


# ---- models and instances --------------------------------------------------------

def models() -> list[dict]:
    """The registered models with their rules, builders, options and claims
    (enumerator models --json)."""
    if _ISOLATED.get():
        report = _json("enumerator", ["models", "--json"])
        return report if isinstance(report, list) else report["models"]
    return _redcheck.models()


class Instance:
    """An instance of a model, held by the core (the model's own value).

    .model is the model's name, .json its JSON as the programs write it
    (exact numbers as Fraction), .arguments the programs' options that give
    it again (every rule option included), .text its words. Two instances
    are equal when their JSON is. Made by redcheck.instance() or
    redcheck.instance_from_json(); a schedule's .instance is the instance its
    builder ran on."""

    __slots__ = ("_core", "_json", "_arguments", "_text")

    def __init__(self, core: Any):
        if isinstance(core, dict):  # a report {"model", "instance", ...}, as before
            core = _redcheck.instance_from_json(core["model"], core["instance"])
        self._core = core
        self._json: dict | None = None
        self._arguments: list[str] | None = None
        self._text: str | None = None

    @property
    def model(self) -> str:
        """The model's name ("overlap")."""
        return self._core.model

    @property
    def json(self) -> dict:
        """The instance's JSON, as the programs write it, exact numbers as Fraction."""
        if self._json is None:
            self._json = self._core.json()
        return self._json

    @property
    def arguments(self) -> list[str]:
        """The options that give the instance again (enumerator ... --model MODEL ARGUMENTS)."""
        if self._arguments is None:
            self._arguments = shlex.split(self._core.arguments())
        return self._arguments

    @property
    def text(self) -> str:
        """The instance in words ("n = 7, d = 3/2, c = 1")."""
        if self._text is None:
            self._text = self._core.text()
        return self._text

    @property
    def machines(self) -> int:
        """Its machines (processors, nodes)."""
        return self._core.machines()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Instance):
            return NotImplemented
        return self._core.same(other._core)

    def __hash__(self) -> int:
        return hash((self.model, self._core.arguments()))

    def __reduce__(self):
        return (instance_from_json, (self.model, json.dumps(_plain(self.json))))

    def __repr__(self) -> str:
        return f"redcheck.Instance({self.model!r}, {self.text})"

    def _repr_html_(self) -> str:
        """A notebook's view: the model, the instance in words and its JSON
        fields, exact."""
        rows = "".join(f"<tr><th>{html.escape(str(key))}</th><td>{html.escape(_shown(value))}"
                       f"</td></tr>" for key, value in self.json.items())
        return (f"<div><b>{html.escape(self.model)}</b>: {html.escape(self.text)}"
                f"<table>{rows}</table></div>")


def _shown(value: Any) -> str:
    """A JSON value as a reader wants it: exact fractions as 3/2, lists
    joined."""
    if isinstance(value, list):
        return "[" + ", ".join(_shown(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_shown(v)}" for k, v in value.items()) + "}"
    return str(value)


def instance(model: str, **options: Any) -> Instance:
    """The instance of `model` the keyword options give, named as the programs'
    options (d_matrix for --d-matrix): instance("overlap", n=7, d=Fraction(3, 2),
    c=1). Numbers as int, Fraction or strings; a list is joined by commas, a list
    of lists by ';' and ','; a pair for an option of two values
    (homogeneous=(1, 2)); True sets a switch, False or None leaves it unset."""
    _require(model, str, "model", "a model's name, such as 'overlap'")
    if _ISOLATED.get():
        texts = _redcheck.option_texts(model, options)
        report = _call(_redcheck.instance_in_child(model, texts))
        return Instance(_redcheck.instance_from_json(report["model"], report["instance"]))
    return Instance(_redcheck.make_instance(model, options))


def instance_from_json(model: str, value: Mapping | str) -> Instance:
    """The instance of the programs' instance JSON (a dict or its text);
    costs may be exact strings ("3/2"), ints or Fractions."""
    _require(model, str, "model", "a model's name, such as 'overlap'")
    if not isinstance(value, (str, Mapping)):
        raise TypeError(f"value = {value!r} is of type {type(value).__name__}; "
                        "accepted: the instance's JSON as a dict or as text")
    if isinstance(value, Mapping) and not isinstance(value, dict):
        value = dict(value)
    return Instance(_redcheck.instance_from_json(model, value))


# ---- schedules -------------------------------------------------------------------

class _Activity(Mapping):
    """A read-only activity of a built schedule; its fields read as a dict's
    (activity["start"]) or as attributes (activity.start)."""

    __slots__ = ("_fields",)

    def __init__(self, fields: dict):
        object.__setattr__(self, "_fields", fields)

    def __getitem__(self, key: str) -> Any:
        return self._fields[key]

    def __iter__(self):
        return iter(self._fields)

    def __len__(self) -> int:
        return len(self._fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a {type(self).__name__} of a built schedule is read-only")

    def __repr__(self) -> str:
        return f"redcheck.{type(self).__name__}({self._fields!r})"

    # Read-only, yet copied and pickled as a value (copy and pickle would
    # otherwise set _fields through the refused __setattr__).
    def __reduce__(self):
        return (type(self), (dict(self._fields),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo: dict):
        return type(self)(copy.deepcopy(self._fields, memo))

    @property
    def id(self) -> int:
        """Its index in its list."""
        return self._fields["id"]

    @property
    def start(self) -> Fraction:
        """Exact start."""
        return self._fields["start"]

    @property
    def end(self) -> Fraction:
        """Exact end."""
        return self._fields["end"]

    @property
    def data(self) -> str:
        """What it carries, in the model's words ("s2")."""
        return self._fields["data"]

    @property
    def resources(self) -> list[str]:
        """The resources it holds ("port 3", "compute unit 0")."""
        return self._fields["resources"]

    @property
    def after(self) -> list[dict]:
        """What it waits for: {"kind": "transfer" or "reduction", "index"}."""
        return self._fields["after"]


class Transfer(_Activity):
    """A transfer of a built schedule: machine from_ (["from"]) sends to `to`
    during [start, end), carrying `segments` segments from `segment` (from 1)."""

    __slots__ = ()

    @property
    def from_(self) -> int:
        """The sender (["from"])."""
        return self._fields["from"]

    @property
    def to(self) -> int:
        """The receiver."""
        return self._fields["to"]

    @property
    def segment(self) -> int:
        """Its first segment, from 1."""
        return self._fields["segment"]

    @property
    def segments(self) -> int:
        """How many segments it carries."""
        return self._fields["segments"]


class Reduction(_Activity):
    """A reduction (computation) of a built schedule: `machine` reduces what
    transfer `operand` brought (sent by from_, ["from"]) during [start, end)."""

    __slots__ = ()

    @property
    def machine(self) -> int:
        """The machine that computes."""
        return self._fields["machine"]

    @property
    def operand(self) -> int:
        """The transfer whose data it reduces (-1 in a periodic schedule)."""
        return self._fields["operand"]

    @property
    def from_(self) -> int:
        """The operand's sender (["from"]), -1 without operand."""
        return self._fields["from"]

    @property
    def task(self) -> int | None:
        """A periodic schedule's task type, else None."""
        return self._fields.get("task")


class Validation:
    """A schedule's validation: valid, and its measure (makespan or period),
    or the first broken rule by name and what breaks it."""

    __slots__ = ("valid", "measure_name", "measure", "rule", "violation")

    def __init__(self, report: dict | tuple):
        if isinstance(report, tuple):  # from the core
            self.valid, self.measure_name, self.measure, self.rule, self.violation = report
            return
        self.valid = report["valid"]
        self.measure_name = report["measure"]
        self.measure = Fraction(report[self.measure_name]) if self.valid else None
        self.rule = report.get("rule", "")
        self.violation = report.get("violation", "")

    def __bool__(self) -> bool:
        return self.valid

    def __repr__(self) -> str:
        if self.valid:
            return f"Validation(valid, {self.measure_name} = {self.measure})"
        return f"Validation(broken rule {self.rule!r}: {self.violation})"

    def _repr_html_(self) -> str:
        """A notebook's view: valid with its measure, or the broken rule."""
        if self.valid:
            return (f"<div>&#10004; valid: {html.escape(self.measure_name)} "
                    f"<b>{html.escape(str(self.measure))}</b> ({float(self.measure):.6g})</div>")
        return (f"<div>&#10008; not valid: rule <b>{html.escape(self.rule)}</b>: "
                f"{html.escape(self.violation)}</div>")


class Schedule:
    """A schedule: every activity with exact start and end.

    Built by build() (its activities are read-only Transfer and Reduction
    objects, its .instance the instance the builder ran on, .makespan the
    validator's measure, .report the programs' JSON), or written by hand:
    Schedule(instance, machines=2, sink=0, transfers=[{"from": 1, "to": 0,
    "start": 0, "end": 1}], reductions=[{"machine": 0, "operand": 0, "start":
    1, "end": 2}])."""

    def __init__(self, instance: Instance, machines: int, sink: int = 0,
                 transfers: list | None = None, reductions: list | None = None,
                 algorithm: str = "", report: dict | None = None, period: Any = None):
        _require(instance, Instance, "instance", "a redcheck.Instance")
        self.instance = instance
        self.machines = machines
        self.sink = sink
        self.period = period
        self.algorithm = algorithm
        self._core = None
        self._built_activities = None
        self._pristine: tuple = ()
        self._transfers = list(transfers or [])
        self._reductions = list(reductions or [])
        self._report = report or {}

    @classmethod
    def _built(cls, core: Any, algorithm: str) -> "Schedule":
        s = cls.__new__(cls)
        s.instance = Instance(core.instance)
        s.machines = core.machines
        s.sink = core.sink
        s.period = core.period
        s.algorithm = algorithm
        s._core = core
        s._built_activities = None
        s._transfers = None  # None: the builder's, read from the core when asked
        s._reductions = None
        s._report = None
        s._pristine = (s.instance, s.machines, s.sink, s.period)
        return s

    def _builder_activities(self) -> tuple:
        if self._built_activities is None:
            line = self._core.timeline()
            self._built_activities = (tuple(Transfer(t) for t in line["transfers"]),
                                      tuple(Reduction(r) for r in line["reductions"]))
        return self._built_activities

    @property
    def transfers(self) -> list | tuple:
        """The transfers (a built schedule's: a tuple of Transfer)."""
        if self._transfers is None:
            return self._builder_activities()[0]
        return self._transfers

    @transfers.setter
    def transfers(self, value: list) -> None:
        self._transfers = value

    @property
    def reductions(self) -> list | tuple:
        """The reductions (a built schedule's: a tuple of Reduction)."""
        if self._reductions is None:
            return self._builder_activities()[1]
        return self._reductions

    @reductions.setter
    def reductions(self, value: list) -> None:
        self._reductions = value

    @property
    def report(self) -> dict:
        """The programs' report (enumerator schedule --json), exact numbers as Fraction."""
        if self._report is None:
            self._report = self._core.report(True)
        return self._report

    @report.setter
    def report(self, value: dict) -> None:
        self._report = value

    @property
    def makespan(self) -> Fraction:
        """The validator's measure of the schedule (the period for
        steady-state), built or written by hand; InputError naming the
        broken rule when it is not valid."""
        if self._as_built():
            return self._core.measure
        checked = validate(self)
        if not checked.valid:
            raise InputError(f"no makespan: not a valid {self.instance.model} schedule: rule "
                             f"{checked.rule!r}: {checked.violation}")
        return checked.measure

    def _document(self, algorithm: str = "") -> dict:
        """The schedule as a file of the programs reads it (enumerator
        validate, replay): {"model", "instance", "timeline"}, exact text."""
        document = {"model": self.instance.model, "instance": _plain(self.instance.json),
                    "timeline": self.timeline()}
        if algorithm:
            document["algorithm"] = algorithm
        return document

    def svg(self, title: str = "") -> str:
        """The Gantt chart of the schedule (SVG text), as enumerator schedule
        --svg draws it; InputError when it is not valid."""
        title = title or self.algorithm or "a schedule"
        if _ISOLATED.get():
            with tempfile.TemporaryDirectory() as folder:
                document = os.path.join(folder, "schedule.json")
                chart = os.path.join(folder, "schedule.svg")
                with open(document, "w") as out:
                    json.dump(self._document(algorithm=title), out)
                report = _json("enumerator", ["validate", "--schedule", document, "--svg", chart,
                                              "--json"], ok=(0, 1))
                if not report["valid"]:
                    raise InputError(f"not drawn: not a valid {self.instance.model} schedule: "
                                     f"rule {report['rule']!r}: {report['violation']}")
                with open(chart) as drawn:
                    return drawn.read()
        return _redcheck.svg_written(self.instance._core, self.machines, self.sink,
                                     list(self.transfers), list(self.reductions), self.period,
                                     title)

    def __eq__(self, other: object) -> bool:
        """The same instance, machines, sink, period and activities (each as
        given: a built schedule's as the programs' timeline writes them),
        however each was made: an optimum's schedule in process and isolated."""
        if not isinstance(other, Schedule):
            return NotImplemented
        return ((self.instance, self.machines, self.sink, self.period)
                == (other.instance, other.machines, other.sink, other.period)
                and [dict(t) for t in self.transfers] == [dict(t) for t in other.transfers]
                and [dict(r) for r in self.reductions] == [dict(r) for r in other.reductions])

    __hash__ = None  # written schedules change

    def _repr_svg_(self) -> str:
        """The chart in a notebook (Jupyter calls it)."""
        return self.svg()

    def tree_svg(self) -> str:
        """Who sends to whom, drawn (SVG text): the sink at the top, each
        machine below the machine it sends to, senders left to right in the
        order their first transfer ends; an edge per (sender, receiver) pair,
        labelled with its transfers when more than one (segments)."""
        edges: dict[tuple[int, int], list] = {}
        for t in self.transfers:
            edges.setdefault((t["from"], t["to"]), []).append(Fraction(t["end"]))
        children: dict[int, list[int]] = {}
        for (sender, receiver), ends in sorted(edges.items(), key=lambda e: min(e[1])):
            children.setdefault(receiver, []).append(sender)
        return _tree_drawing(self.machines, self.sink, children, edges)

    def _as_built(self) -> bool:
        """Whether it is still the schedule its builder returned."""
        if self._core is None or self._transfers is not None or self._reductions is not None:
            return False
        now = (self.instance, self.machines, self.sink, self.period)
        return all(a is b or a == b for a, b in zip(now, self._pristine))

    def timeline(self) -> dict:
        """The timeline JSON the programs read: numbers as exact strings."""
        def timed(activity: Mapping) -> dict:
            out = dict(activity)
            for key in ("start", "end"):
                out[key] = _redcheck.option_text(activity.get(key), f"an activity's {key}")
            return out
        line = {"machines": self.machines, "sink": self.sink,
                "transfers": [timed(t) for t in self.transfers],
                "reductions": [timed(r) for r in self.reductions]}
        if self.period is not None:
            line["period"] = _redcheck.option_text(self.period, "the period")
        return line

    def __repr__(self) -> str:
        count = f"{len(self.transfers)} transfers, {len(self.reductions)} reductions"
        return (f"redcheck.Schedule({self.algorithm or 'by hand'} on {self.instance.text}: "
                f"{count})")


def _tree_drawing(machines: int, sink: int, children: dict[int, list[int]],
                  edges: dict[tuple[int, int], list]) -> str:
    """A layered drawing: depth from the sink gives the row, a leaf-count
    layout the column. A machine reached twice (a graph, not a tree: a
    pipeline's or butterfly's exchanges) is drawn once, where first met."""
    place: dict[int, tuple[float, int]] = {}
    next_leaf = 0

    def lay(root: int, depth: int) -> None:
        nonlocal next_leaf
        # Iterative (a chain of a million machines is deep): a machine's
        # column is its first and last child's middle, a leaf's the next one.
        place[root] = (0.0, depth)
        stack = [(root, depth, False)]
        while stack:
            machine, level, done = stack.pop()
            if not done:
                below = [c for c in children.get(machine, []) if c not in place]
                for c in below:
                    place[c] = (0.0, level + 1)
                stack.append((machine, level, True))
                stack.extend((c, level + 1, False) for c in reversed(below))
                placed_below[machine] = below
                continue
            below = placed_below[machine]
            if not below:
                column = float(next_leaf)
                next_leaf += 1
            else:
                column = (place[below[0]][0] + place[below[-1]][0]) / 2
            place[machine] = (column, level)

    placed_below: dict[int, list[int]] = {}
    lay(sink, 0)
    for machine in range(machines):  # machines that send to no one the sink reaches
        if machine not in place:
            lay(machine, 0)
    step_x, step_y, radius = 44, 56, 14
    width = int(max(next_leaf, 1) * step_x + 20)
    height = int((max(d for _, d in place.values()) + 1) * step_y + 10)

    def centre(machine: int) -> tuple[float, float]:
        column, depth = place[machine]
        return 10 + step_x / 2 + column * step_x, 5 + radius + depth * step_y

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="sans-serif" font-size="11">']
    for (sender, receiver), ends in edges.items():
        (x1, y1), (x2, y2) = centre(sender), centre(receiver)
        parts.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                     f'stroke="#555"/>')
        if len(ends) > 1:
            parts.append(f'<text x="{(x1 + x2) / 2 + 3:.1f}" y="{(y1 + y2) / 2:.1f}" '
                         f'fill="#555">x{len(ends)}</text>')
    for machine, _ in sorted(place.items()):
        x, y = centre(machine)
        fill = "#fde68a" if machine == sink else "#dbeafe"
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius}" fill="{fill}" '
                     f'stroke="#333"/><text x="{x:.1f}" y="{y + 4:.1f}" '
                     f'text-anchor="middle">{machine}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def build(instance: Instance, algorithm: str, **options: Any) -> Schedule:
    """The schedule builder `algorithm` makes on `instance`, validated and
    cross-checked with the builder's own length (as enumerator schedule);
    options are the builder's own (tie_break="highest", order=3). Its
    .instance is the instance it ran on: a builder may fix rule options (the
    butterfly forwards) or the machines (a tree of order k)."""
    _require(instance, Instance, "instance", "a redcheck.Instance (from redcheck.instance())")
    _require(algorithm, str, "algorithm", "a builder's name, such as 'greedy'")
    own = _OWN_BUILDERS.get((instance.model, algorithm))
    if _ISOLATED.get() and own is not None:
        # The programs do not know it: run here, validated by them.
        if options:
            raise InputError(f"{algorithm} is a builder of one's own: it takes no options "
                             f"(given: {', '.join(options)})")
        schedule, length = _made_by(own, algorithm, instance)
        if schedule.instance != instance:
            raise BuilderError(f"the builder {algorithm!r} returned a schedule of "
                               f"{schedule.instance.text}, asked for {instance.text}")
        checked = validate(schedule)
        if not checked.valid:
            raise CrossCheckFailure(f"the {algorithm} schedule breaks rule {checked.rule!r}: "
                                    f"{checked.violation}")
        if length is not None and Fraction(length) != checked.measure:
            raise CrossCheckFailure(f"{algorithm}'s own makespan {length} is not the "
                                    f"validator's {checked.measure}")
        schedule.algorithm = algorithm
        return schedule
    if _ISOLATED.get():
        report = _json("enumerator", ["schedule", "--model", instance.model, "--algorithm",
                                      algorithm, *instance.arguments,
                                      *_option_words(instance.model, options), "--json"])
        line = report.get("timeline", {})
        return Schedule(instance_from_json(report["model"], report["instance"]),
                        line.get("machines", 0), line.get("sink", 0), line.get("transfers", []),
                        line.get("reductions", []), algorithm, report, line.get("period"))
    return Schedule._built(_redcheck.build(instance._core, algorithm, options), algorithm)


# The builders of one's own, by (model, name): build() under isolated() runs
# them here (the programs in a child process do not know them).
_OWN_BUILDERS: dict[tuple[str, str], Callable] = {}


def builder(model: str, name: str | None = None, function: Callable | None = None, *,
            accepts: Callable | None = None, summary: str | None = None):
    """Registers a function instance -> Schedule as a builder of `model`,
    used from then on wherever the model's own builders are: build(),
    claims files' algorithm(name, ...) through check(claims_file=...) and
    fuzz(claims_file=...), fuzz(model=..., algorithm=name) (its schedule
    validated, its own makespan checked if it returns (schedule, makespan),
    never below the exact optimum on small instances, a failure shrunk),
    the HTML and JUnit reports, and redcheck.strategies (instances it
    accepts). As a decorator:

        @redcheck.builder("overlap", "my-chain", accepts=lambda inst: inst.machines <= 64)
        def my_chain(inst): ...

    or without @: redcheck.builder("overlap", "my-chain", my_chain). name:
    letters, digits and '-' (default: the function's name, '_' as '-');
    accepts: a predicate on instances (default: every instance); summary:
    one line (default: the first line of the function's docstring). A name
    registered again is replaced; the names of the model's own builders are
    refused. What the function raises or returns amiss is a BuilderError
    naming it."""
    _require(model, str, "model", "a model's name, such as 'overlap'")
    if name is not None:
        _require(name, str, "name", "letters, digits and '-', such as 'my-chain'")
    if accepts is not None and not callable(accepts):
        raise TypeError(f"accepts = {accepts!r}; accepted: a function of the instance, or None")

    def register(fn: Callable) -> Callable:
        if not callable(fn):
            raise TypeError(f"{fn!r} is not a function; accepted: a function instance -> Schedule")
        own = name if name is not None else fn.__name__.replace("_", "-")
        words = summary if summary is not None else (fn.__doc__ or "").strip().split("\n")[0]

        def run(core: Any) -> tuple:
            result, length = _made_by(fn, own, Instance(core))
            return (result.instance._core, result.machines, result.sink,
                    list(result.transfers), list(result.reductions), result.period, length)

        def accepted(core: Any) -> bool:
            return bool(accepts(Instance(core)))

        registered = _redcheck.add_builder(model, own, words, run,
                                           None if accepts is None else accepted)
        _OWN_BUILDERS[(registered, own)] = fn
        return fn

    if function is not None:
        return register(function)
    return register


def remove_builder(model: str, name: str) -> bool:
    """Forgets the builder of one's own `name` of `model` (the model's own
    builders stay); False when there is none by that name."""
    _require(model, str, "model", "a model's name, such as 'overlap'")
    _require(name, str, "name", "the name a builder was registered under")
    removed = _redcheck.remove_builder(model, name)
    _OWN_BUILDERS.pop((_model_entry(model)["name"], name), None)
    return removed


def _model_entry(model: str) -> dict:
    """What models() says of the model `model` names (an alias: its model)."""
    entries = models()
    for entry in entries:
        if entry["name"] == model or model in entry.get("aliases", {}):
            return entry
    known = ", ".join(m["name"] for m in entries)
    raise InputError(f"model {model!r} is not registered; accepted: {known}")


def _made_by(function: Callable, name: str, asked: Instance) -> tuple:
    """(schedule, its own makespan or None) of a builder of one's own on
    `asked`; BuilderError naming it when it returns anything else."""
    result, length = function(asked), None
    if isinstance(result, tuple) and len(result) == 2 and isinstance(result[0], Schedule):
        result, length = result
    if not isinstance(result, Schedule):
        text = repr(result)
        shown = text if len(text) <= 60 else text[:57] + "..."
        raise BuilderError(f"the builder {name!r} returned {type(result).__name__} {shown}, "
                           "not a redcheck.Schedule (or a (Schedule, makespan) pair)")
    return result, length


def validate(schedule: Schedule) -> Validation:
    """The model's measure of the schedule, or its first broken rule."""
    _require(schedule, Schedule, "schedule", "a redcheck.Schedule")
    if _ISOLATED.get():
        text = json.dumps(schedule._document())
        return Validation(_call(_redcheck.validate_in_child(text)))
    if schedule._as_built():
        return Validation(schedule._core.validate())
    return Validation(_redcheck.validate_written(
        schedule.instance._core, schedule.machines, schedule.sink, schedule.transfers,
        schedule.reductions, schedule.period))


def optimum(instance: Instance, **options: Any) -> dict:
    """The report of enumerator optimum --json on `instance`: report["optimum"]
    is a Fraction, report["schedule"] a redcheck.Schedule of an optimal
    schedule (validated at the optimum); options are the model's optimum
    options (method=, within=)."""
    _require(instance, Instance, "instance", "a redcheck.Instance (from redcheck.instance())")
    try:
        if _ISOLATED.get():
            report = _isolated_optimum(instance, options)
        else:
            report = _redcheck.optimum(instance._core, options)
    except TooBig as refusal:
        _schedule_found(refusal, instance)
        raise
    report["schedule"] = _schedule_of_document(report["schedule"], instance)
    return report


def _isolated_optimum(instance: Instance, options: dict[str, Any]) -> dict:
    # The program's --json error object carries what a search that stopped
    # short had shown; the message on stderr does not.
    words = ["optimum", "--model", instance.model, *instance.arguments,
             *_option_words(instance.model, options), "--json"]
    status, out, err = _run_child("enumerator", words)
    if status == 0:
        return exact(json.loads(out))
    try:
        _raise_for(status, err)
    except TooBig as refusal:
        stopped = json.loads(out)["error"].get("stopped_short") if out.strip() else None
        refusal.stopped_short = exact(stopped) if stopped is not None else None
        raise


def _schedule_of_document(document: dict, instance: Instance) -> "Schedule":
    # A schedule the programs wrote down ({"algorithm", "timeline", ...}) as
    # a Schedule of the instance asked, its activities as the timeline gives them.
    timeline = document["timeline"]
    return Schedule(instance, machines=timeline["machines"], sink=timeline["sink"],
                    transfers=[dict(t) for t in timeline["transfers"]],
                    reductions=[dict(r) for r in timeline["reductions"]],
                    algorithm=document.get("algorithm", ""))


def _schedule_found(refusal: TooBig, instance: Instance) -> None:
    # The schedule a stopped search found, as a Schedule.
    stopped = refusal.stopped_short
    if stopped and isinstance(stopped.get("schedule"), dict):
        stopped["schedule"] = _schedule_of_document(stopped["schedule"], instance)


def _timeout_seconds(timeout: Any) -> float:
    """A solver's time limit as the program reads it, or InputError: the
    same values are accepted in process and under isolated()."""
    try:
        seconds = float(timeout)
    except OverflowError:
        seconds = math.inf
    if not 0 < seconds <= 86400:
        raise InputError(f"timeout = {timeout!r} is out of range: seconds in (0, 86400]")
    return seconds


def certify(instance: Instance, out: str | os.PathLike | None = None, bound: Any = None,
            timeout: float = 60, **options: Any) -> dict:
    """Certifies the optimum of `instance` with z3 and cvc5, as enumerator
    certify does: writes below.smt2, witness.smt2 and certificate.json into
    `out` (a new temporary directory when None) and returns certificate.json's
    content, exact numbers as Fraction, with "directory" added.
    report["proves"] says what is proved: "optimum" (the bound is the
    optimum, both solvers say unsat to below and sat to witness, and the
    witness validates at exactly the optimum; report["certified"] is True
    only then), "lower bound" (a `bound` below the optimum, unsat to below)
    or "nothing"; report["statement"] says it in words, naming the model and
    the instance. The witness schedule is kept (witness_schedule.json and
    .svg). `bound` (default: the optimum) is what below.smt2 asks to beat;
    `timeout` the seconds each solver has for each file, in (0, 86400];
    options are the model's optimum options. A directory another run is
    using is refused (InputError)."""
    _require(instance, Instance, "instance", "a redcheck.Instance (from redcheck.instance())")
    if out is None:
        out = tempfile.mkdtemp(prefix="redcheck-certificate-")
    elif not isinstance(out, (str, os.PathLike)):
        raise TypeError(f"out = {out!r} is of type {type(out).__name__}; accepted: a path")
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float, Fraction)):
        raise TypeError(f"timeout = {timeout!r} is of type {type(timeout).__name__}; "
                        "accepted: seconds, a number")
    directory = os.fspath(out)
    timeout = _timeout_seconds(timeout)
    if _ISOLATED.get():
        words = ["certify", "--model", instance.model, *instance.arguments,
                 *_option_words(instance.model, options), "--out", directory,
                 "--timeout", str(timeout), "--json"]
        if bound is not None:
            words += ["--bound", _redcheck.option_text(bound, "bound")]
        report = _json("enumerator", words, ok=(0, 1))
    else:
        report = _redcheck.certify(instance._core, options, directory, bound, float(timeout))
    report["directory"] = directory
    return report


def check_certificate(directory: str | os.PathLike, timeout: float = 60) -> dict:
    """What enumerator certify --check says of a certificate directory,
    from its files alone: they must be the encoding of the instance, bound
    and optimum in its certificate.json, the solvers, run again on private
    copies, must prove what it records ("proves", "statement", "files"),
    and the kept witness must validate at the optimum. The report is what
    was re-run (report["re_run"] is True); what the file records is under
    report["recorded"]."""
    if not isinstance(directory, (str, os.PathLike)):
        raise TypeError(f"directory = {directory!r} is of type {type(directory).__name__}; "
                        "accepted: a path")
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float, Fraction)):
        raise TypeError(f"timeout = {timeout!r} is of type {type(timeout).__name__}; "
                        "accepted: seconds, a number")
    timeout = _timeout_seconds(timeout)
    if _ISOLATED.get():
        return _json("enumerator", ["certify", "--check", os.fspath(directory), "--timeout",
                                    str(timeout), "--json"], ok=(0, 1))
    return _redcheck.check_certificate(os.fspath(directory), float(timeout))


# ---- claims and tables -----------------------------------------------------------

def _claims_file_text(claims_file: Any) -> str:
    if claims_file is None:
        return ""
    if not isinstance(claims_file, (str, os.PathLike)):
        raise TypeError(f"claims_file = {claims_file!r} is of type {type(claims_file).__name__}; "
                        "accepted: a path")
    return os.fspath(claims_file)


def _claim_ids(claims: Any) -> list[str] | str | None:
    """None (every claim), an id, or a list of ids (an empty one: none)."""
    if claims is None or isinstance(claims, str):
        return claims
    if isinstance(claims, Mapping) or not isinstance(claims, Iterable):
        raise TypeError(f"claims = {claims!r} is of type {type(claims).__name__}; accepted: "
                        "None (every claim), a claim id, or a list of them")
    ids = list(claims)
    for claim in ids:
        _require(claim, str, "a claim id", "a string such as 'canon2012.thm9'")
    return ids


def _claim_words(claims: Iterable[str] | str | None, claims_file: str) -> list[str]:
    words: list[str] = []
    if isinstance(claims, str):
        claims = [claims]
    for claim in claims or []:
        words += ["--claim", claim]
    if claims_file:
        words += ["--claims-file", claims_file]
    return words


def check(claims: Iterable[str] | str | None = None, claims_file: str | os.PathLike | None = None,
          **options: Any) -> dict:
    """The report of verifier check --json: built-in claims by id, or
    statements by id for all their readings (None: every claim, or the claims
    file's; [] checks nothing), or a claims file; options are the models'
    domain options (n_max=10) and html=, junit= (files). Its "statements" carry
    the verdicts, its "claims" the readings' outcomes. at={"p": 6, "m": 11, ...}
    with a claims file and one claim: that claim at this one point, whatever
    its domain, each quantity's value in its notes (verifier check --at)."""
    path = _claims_file_text(claims_file)
    claims = _claim_ids(claims)
    if options.get("at") is not None:
        options = dict(options, at=_point_text(options["at"]))
    if _ISOLATED.get() and claims != []:
        return _json("verifier", ["check", *_claim_words(claims, path), *_domain_words(options),
                                  "--json"], ok=(0, 1))
    return _redcheck.check(claims, path, options)[0]


def _point_text(point: Any) -> str:
    """{"p": 6, "gamma": Fraction(1, 2)} as --at takes it: "p=6,gamma=1/2"."""
    if isinstance(point, str):
        return point
    if not isinstance(point, Mapping):
        raise TypeError(f"at = {point!r} is of type {type(point).__name__}; accepted: a dict "
                        "of the claim's variables and their values, such as {'p': 6, 'm': 11}")
    return ",".join(f"{name}={_redcheck.option_text(value, f'at[{name!r}]')}"
                    for name, value in point.items())


def fuzz(claims: Iterable[str] | str | None = None, claims_file: str | os.PathLike | None = None,
         **options: Any) -> dict:
    """The report of verifier fuzz --json (runs=, seed=, time_budget=, max_size=,
    examples=, html=, junit=, model= and algorithm= to fuzz a model's builders, and
    domain options)."""
    path = _claims_file_text(claims_file)
    claims = _claim_ids(claims)
    if _ISOLATED.get() and claims != []:
        return _json("verifier", ["fuzz", *_claim_words(claims, path), *_domain_words(options),
                                  "--json"], ok=(0, 1))
    return _redcheck.fuzz(claims, path, options)[0]


def sweep(model: str, grid: Mapping[str, Any], quantities: Mapping[str, Any]):
    """Every point of `grid` (instance options of `model`, each a list of
    values: {"p": range(2, 9), "segments": ["1,1"], "alpha": [0, 1], ...}; a
    single value stays fixed), one row per point: the options, then each
    quantity exact (Fraction) and beside it as a float (NAME_float). A
    quantity is a builder's name (its validated makespan), "optimum" (the
    exact optimum, the model's own search), or a function of the Instance
    returning an exact number. A point no quantity can answer (TooBig, or
    an instance the builder refuses) keeps None there and says why in
    NAME_note. A pandas DataFrame when pandas is installed, else a list of
    dicts."""
    _require(model, str, "model", "a model's name, such as 'segmented'")
    if not isinstance(grid, Mapping) or not grid:
        raise TypeError(f"grid = {grid!r}; accepted: a non-empty dict of instance options "
                        "and their values")
    if not isinstance(quantities, Mapping) or not quantities:
        raise TypeError(f"quantities = {quantities!r}; accepted: a non-empty dict of names "
                        "and quantities (a builder's name, 'optimum' or a function of the "
                        "instance)")
    names = list(grid)
    axes = []
    for name in names:
        values = grid[name]
        if isinstance(values, (str, bytes, Fraction, int)) or not isinstance(values, Iterable):
            values = [values]
        values = list(values)
        if not values:
            raise InputError(f"grid[{name!r}] has no value; accepted: one value or a list")
        axes.append(values)
    for name, quantity in quantities.items():
        if not (callable(quantity) or isinstance(quantity, str)):
            raise TypeError(f"quantities[{name!r}] = {quantity!r}; accepted: a builder's "
                            "name, 'optimum', or a function of the instance")

    def value_of(quantity: Any, inst: Instance) -> Fraction:
        if callable(quantity):
            return Fraction(quantity(inst))
        if quantity == "optimum":
            return Fraction(optimum(inst)["optimum"])
        return Fraction(build(inst, quantity).makespan)

    rows = []
    for point in itertools.product(*axes):
        options = dict(zip(names, point))
        inst = instance(model, **options)
        row = dict(options)
        for name, quantity in quantities.items():
            try:
                row[name] = value_of(quantity, inst)
                row[name + "_float"] = float(row[name])
            except InputError as refused:  # TooBig included: said, never guessed
                row[name] = None
                row[name + "_float"] = math.nan
                row[name + "_note"] = str(refused)
        rows.append(row)
    try:
        import pandas
    except ImportError:
        return rows
    return pandas.DataFrame(rows)


def table(name: str, file: str | None = None):
    """Rows of exact values of a table of data/ (enumerator table NAME),
    computed again: a pandas DataFrame when pandas is installed, else a list
    of dicts. `file` picks one of the table's files (default: the first)."""
    _require(name, str, "name", "a table's name, such as 'lowery-iv'")
    if _ISOLATED.get():
        with tempfile.TemporaryDirectory() as out:
            _, text = _run("enumerator", ["table", name, "--show", "--json", "--out", out])
        tables = exact(json.loads(text)["tables"])
    else:
        tables = _redcheck.table(name)
    chosen = file or next(iter(tables))
    if chosen not in tables:
        raise InputError(f"table {name} has no file {chosen!r}; accepted: {', '.join(tables)}")
    rows = tables[chosen]["rows"]
    try:
        import pandas
    except ImportError:
        return rows
    return pandas.DataFrame(rows, columns=tables[chosen]["columns"])
