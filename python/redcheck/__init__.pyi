"""Type stubs of redcheck: exact checks of what papers claim about scheduling
reductions (the docstrings of redcheck/__init__.py say more)."""

import os
from contextlib import AbstractContextManager
from fractions import Fraction
from typing import Any, Callable, Iterable, Iterator, Mapping, TypeVar

__all__ = [
    "InputError", "TooBig", "CrossCheckFailure", "BuilderError", "Instance", "Schedule",
    "Transfer", "Reduction", "Validation", "models", "instance", "instance_from_json", "build",
    "builder", "remove_builder", "validate", "optimum",
    "certify", "check_certificate", "check", "fuzz", "sweep", "table", "exact", "isolated",
]

# An exact number as redcheck accepts it: int, Fraction, decimal.Decimal, or a
# string such as "3/2" or "1.5" (a float is refused).
Exact = int | Fraction | str | Any
# A keyword option's value: an exact number, a string, True (a switch),
# False or None (left unset), a list (joined by commas), a list of lists
# (rows), or a pair for an option of two values.
OptionValue = Exact | bool | None | list[Any] | tuple[Any, ...]

class InputError(ValueError):
    """Bad input: the message names the value and what is accepted."""

class TooBig(InputError):
    """Input too large for the work asked: the message names the size, the
    limit and what can be answered instead."""

class CrossCheckFailure(RuntimeError):
    """Two independent computations of the toolkit disagree (a bug)."""

class BuilderError(RuntimeError):
    """A builder of one's own failed: it raised, returned no Schedule, or a
    schedule of another instance (the message names it)."""

def exact(value: Any, key: str | None = ...) -> Any:
    """The programs' JSON with its exact numbers ("3/2") as Fraction."""

def isolated() -> AbstractContextManager[None]:
    """Within it, every call runs in a child process (the programs)."""

def models() -> list[dict[str, Any]]:
    """The registered models with their rules, builders, options and claims."""

class Instance:
    """An instance of a model, held by the core."""
    def __init__(self, core: Any) -> None: ...
    @property
    def model(self) -> str: ...
    @property
    def json(self) -> dict[str, Any]: ...
    @property
    def arguments(self) -> list[str]: ...
    @property
    def text(self) -> str: ...
    @property
    def machines(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def instance(model: str, **options: OptionValue) -> Instance:
    """The instance the keyword options (the programs' options) give."""

def instance_from_json(model: str, value: Mapping[str, Any] | str) -> Instance:
    """The instance of the programs' instance JSON (a dict or its text)."""

class _Activity(Mapping[str, Any]):
    def __getitem__(self, key: str) -> Any: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...
    @property
    def id(self) -> int: ...
    @property
    def start(self) -> Fraction: ...
    @property
    def end(self) -> Fraction: ...
    @property
    def data(self) -> str: ...
    @property
    def resources(self) -> list[str]: ...
    @property
    def after(self) -> list[dict[str, Any]]: ...

class Transfer(_Activity):
    """A transfer of a built schedule (read-only)."""
    @property
    def from_(self) -> int: ...
    @property
    def to(self) -> int: ...
    @property
    def segment(self) -> int: ...
    @property
    def segments(self) -> int: ...

class Reduction(_Activity):
    """A reduction of a built schedule (read-only)."""
    @property
    def machine(self) -> int: ...
    @property
    def operand(self) -> int: ...
    @property
    def from_(self) -> int: ...
    @property
    def task(self) -> int | None: ...

class Validation:
    """valid and measure, or the first broken rule and what breaks it."""
    valid: bool
    measure_name: str
    measure: Fraction | None
    rule: str
    violation: str
    def __init__(self, report: dict[str, Any] | tuple[Any, ...]) -> None: ...
    def __bool__(self) -> bool: ...

class Schedule:
    """A schedule: every activity with exact start and end.

    Written by hand, transfers and reductions are lists of dicts (times are
    exact: int, Fraction or a string such as "3/2"; a float is refused):

    transfer:  "from", "to": machines (0 .. machines-1); "start", "end": the
               time the data leaves "from" and is at "to"; "segment": the
               segment it carries, counted from 1 (required when the instance
               has several: the segmented model's q, the steady-state model's
               message types, which it counts; may be left out when it has
               one); "segments": how many consecutive segments from
               "segment" (default 1: the butterfly's blocks carry several).
    reduction: "machine": the machine that computes; "operand": the index in
               `transfers` of the transfer whose data it reduces into
               "machine"'s partial result (-1 in a periodic schedule, whose
               "task" is the index of its task type); "start", "end".
    "after" (either): optional, what the activity waits for, as
               [{"kind": "transfer" | "reduction", "index": i}]; the model
               derives it again, only a reference to no activity is refused.
    `machines` counts the machines, `sink` is where the result ends; the
    steady-state model's `period` is the length of one period. A field
    missing or out of range is refused with its name."""
    instance: Instance
    machines: int
    sink: int
    period: Exact | None
    algorithm: str
    def __init__(self, instance: Instance, machines: int, sink: int = ...,
                 transfers: list[Mapping[str, Any]] | None = ...,
                 reductions: list[Mapping[str, Any]] | None = ..., algorithm: str = ...,
                 report: dict[str, Any] | None = ..., period: Exact | None = ...) -> None: ...
    @property
    def transfers(self) -> list[Mapping[str, Any]] | tuple[Transfer, ...]: ...
    @transfers.setter
    def transfers(self, value: list[Mapping[str, Any]]) -> None: ...
    @property
    def reductions(self) -> list[Mapping[str, Any]] | tuple[Reduction, ...]: ...
    @reductions.setter
    def reductions(self, value: list[Mapping[str, Any]]) -> None: ...
    @property
    def report(self) -> dict[str, Any]: ...
    @report.setter
    def report(self, value: dict[str, Any]) -> None: ...
    @property
    def makespan(self) -> Fraction:
        """The validator's measure (the period for steady-state), built or
        written by hand; InputError naming the broken rule when not valid."""
    def svg(self, title: str = ...) -> str:
        """The Gantt chart (SVG text); InputError when not valid."""
    def _repr_svg_(self) -> str: ...
    def timeline(self) -> dict[str, Any]: ...

def build(instance: Instance, algorithm: str, **options: OptionValue) -> Schedule:
    """The schedule the builder makes on the instance, validated."""

_Builder = TypeVar("_Builder", bound=Callable[..., Any])

def builder(model: str, name: str | None = ..., function: _Builder | None = ..., *,
            accepts: Callable[[Instance], bool] | None = ...,
            summary: str | None = ...) -> Any:
    """Registers function(instance) -> Schedule, or (Schedule, its own
    makespan), as a builder of the model, known by name wherever the model's
    builders are; a decorator, or a call with the function."""

def remove_builder(model: str, name: str) -> bool:
    """Forgets a builder of one's own; False when there is none by that name."""

def validate(schedule: Schedule) -> Validation:
    """The model's measure of the schedule, or its first broken rule."""

def optimum(instance: Instance, **options: OptionValue) -> dict[str, Any]:
    """The report of enumerator optimum --json; report["optimum"] is a Fraction."""

def certify(instance: Instance, out: str | os.PathLike[str] | None = ..., bound: Any = ...,
            timeout: float = ..., **options: OptionValue) -> dict[str, Any]:
    """certificate.json of enumerator certify (z3 and cvc5), with "directory"."""

def check_certificate(directory: str | os.PathLike[str], timeout: float = ...) -> dict[str, Any]:
    """What enumerator certify --check says of a certificate directory."""

def check(claims: Iterable[str] | str | None = ...,
          claims_file: str | os.PathLike[str] | None = ...,
          at: Mapping[str, Exact] | str | None = ..., **options: OptionValue
          ) -> dict[str, Any]:
    """The report of verifier check --json: "statements" (each with its verdict,
    form, assumptions and readings), "claims" (each a reading, with its
    "statement" id and "kind") and "summary" (counts by outcome and by verdict).
    at={"p": 6, ...} with a claims file and one claim: that claim at one point,
    whatever its domain, each quantity's value in its notes."""

def fuzz(claims: Iterable[str] | str | None = ...,
         claims_file: str | os.PathLike[str] | None = ..., **options: OptionValue
         ) -> dict[str, Any]:
    """The report of verifier fuzz --json."""

def sweep(model: str, grid: Mapping[str, Any], quantities: Mapping[str, Any]) -> Any:
    """Every point of `grid` (instance options, each a list of values), one
    row per point: the options, then each quantity exact (Fraction) and as a
    float (NAME_float); a quantity is a builder's name, "optimum" or a
    function of the Instance; a point it cannot answer keeps None and says why
    in NAME_note. A pandas DataFrame when pandas is installed, else a list of
    dicts."""

def table(name: str, file: str | None = ...) -> Any:
    """Rows of a table of data/, computed again (a DataFrame with pandas)."""
