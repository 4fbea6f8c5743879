"""What the page and the solver's worker say to each other: one format, used by both sides.

Pure Python (no browser imports). Everything crosses the thread boundary as JSON text:

- the page sends a ``Request`` (``request.to_json()``) to the worker's ``solve_json``;
- while it works, the worker may post ``Working`` messages (``{"kind": "progress", "text": ...}``)
  that the page shows in the Solve status (e.g. a table being loaded);
- every text the worker writes comes in each of the page's languages (``Texts``), so that a
  switch of language during a solve rewrites the status at once;
- ``solve_json`` returns the answer: ``Solved`` (``{"kind": "solved", "moves": [...], ...}``) or
  ``Failed`` (``{"kind": "failed", "text": ..., "unsolvable": bool}``);
- for a paste's optimal-moves column the page sends a ``LengthsRequest`` to ``lengths_json``,
  which returns ``Lengths`` (``{"kind": "lengths", "lengths": [52, null, ...]}``) or ``Failed``;
- for a shuffle by difficulty of 11 to 16 cells it sends a ``GradedRequest`` to ``graded_json``,
  which returns ``Drawn`` (``{"kind": "drawn", "boards": [[...], ...]}``) or ``Failed``;
- for the moves to go of a board played (10 to 16 cells) it sends a ``Request`` to
  ``to_go_json``, which returns ``ToGoFound`` (``{"kind": "to-go", "known": "optimal", ...}``) or
  ``Failed``.

``read_message`` turns any of these back into its class; anything else raises ``ProtocolError``,
which the page shows as a failure of the solver (never a panel stuck in "solving").
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from types import UnionType
from typing import Any, TypeAlias, cast, get_args, get_origin, get_type_hints

from slidepuzzle import GOAL_NAMES, Board, Goal, goal_board
from slidepuzzle.hint import Known, ToGo


class ProtocolError(ValueError):
    """A message between the page and the worker that does not follow this format."""


@dataclass(frozen=True)
class Request:
    """Solve this board for this goal within ``time_limit`` seconds."""

    rows: int
    cols: int
    tiles: list[int]
    goal: str | list[int]
    time_limit: float
    site: str = ""
    """The page's folder (ends in ``/``): where the worker fetches the pattern databases from."""

    @classmethod
    def of(cls, board: Board, goal: Goal, time_limit: float, site: str = "") -> Request:
        """The request for ``board`` and ``goal`` (a goal name, a ``Board`` or None)."""
        if isinstance(goal, Board):
            wanted: str | list[int] = list(goal.tiles)
        else:
            wanted = goal or GOAL_NAMES[0]
        return cls(board.rows, board.cols, list(board.tiles), wanted, time_limit, site)

    def board(self) -> Board:
        """The board to solve (``BoardError`` if the tiles make none)."""
        return Board(self.rows, self.cols, self.tiles)

    def target(self) -> Goal:
        """The goal: a name or a ``Board``."""
        return _goal(self.goal, self.rows, self.cols)

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Request:
        """The request in ``text``; ``ProtocolError`` saying what is wrong."""
        data = _object(text)
        try:
            request = cls(
                rows=data["rows"],
                cols=data["cols"],
                tiles=data["tiles"],
                goal=data["goal"],
                time_limit=data["time_limit"],
                site=data.get("site", ""),
            )
        except KeyError as missing:
            raise ProtocolError(f"a solve request needs {missing}") from None
        if not (isinstance(request.rows, int) and isinstance(request.cols, int)):
            raise ProtocolError(f"rows and cols must be whole numbers: {text[:80]!r}")
        if not isinstance(request.tiles, list) or not isinstance(request.goal, str | list):
            raise ProtocolError(f"tiles must be a list and goal a name or a list: {text[:80]!r}")
        if not isinstance(request.site, str):
            raise ProtocolError(f"site must be text: {request.site!r}")
        if not isinstance(request.time_limit, int | float):
            raise ProtocolError(f"time_limit must be a number: {request.time_limit!r}")
        return request


Texts: TypeAlias = dict[str, str]
"""The same words in each language, by language code (``{"en": ..., "ru": ...}``)."""


@dataclass(frozen=True)
class LengthsRequest:
    """Find the fewest moves of these boards to this goal, ``budget`` seconds in all (a paste's
    boards of 11 to 16 cells, for the batch table's optimal-moves column)."""

    boards: list[list[int]]
    """Each board as its rows, its columns, then its tiles."""
    goal: str | list[int]
    """A goal name, or the tiles of a goal of the boards' shape."""
    budget: float
    site: str = ""
    """As ``Request.site``."""

    @classmethod
    def of(cls, boards: list[Board], goal: Goal, budget: float, site: str = "") -> LengthsRequest:
        """The request for ``boards`` and ``goal`` (a goal name, a ``Board`` or None)."""
        wanted = list(goal.tiles) if isinstance(goal, Board) else goal or GOAL_NAMES[0]
        listed = [[board.rows, board.cols, *board.tiles] for board in boards]
        return cls(listed, wanted, budget, site)

    def targets(self) -> list[tuple[Board, Board]]:
        """Each board with its goal board (``BoardError`` if the numbers make none)."""
        return [
            (Board(rows, cols, tiles), goal_board(rows, cols, _goal(self.goal, rows, cols)))
            for rows, cols, *tiles in self.boards
        ]

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> LengthsRequest:
        """The request in ``text``; ``ProtocolError`` saying what is wrong."""
        data = _object(text)
        try:
            request = cls(data["boards"], data["goal"], data["budget"], data.get("site", ""))
        except KeyError as missing:
            raise ProtocolError(f"a lengths request needs {missing}") from None
        boards_ok = isinstance(request.boards, list) and all(
            isinstance(board, list) and len(board) >= 2 and all(isinstance(n, int) for n in board)
            for board in request.boards
        )
        if not boards_ok:
            raise ProtocolError(f"boards must be lists of whole numbers: {text[:80]!r}")
        if not isinstance(request.goal, str | list) or not isinstance(request.site, str):
            raise ProtocolError(f"goal must be a name or a list, site text: {text[:80]!r}")
        if not isinstance(request.budget, int | float):
            raise ProtocolError(f"budget must be a number: {request.budget!r}")
        return request


@dataclass(frozen=True)
class Lengths:
    """The fewest moves of each board of a ``LengthsRequest``, in order (None: not computed)."""

    lengths: list[int | None]
    kind: str = "lengths"


@dataclass(frozen=True)
class GradedRequest:
    """Shuffle ``count`` boards needing ``low`` to ``high`` moves, board k with ``seed`` plus k
    (a shape of 11 to 16 cells: the search holds the thread)."""

    rows: int
    cols: int
    low: int
    high: int
    seed: int
    count: int
    goal: str | list[int]
    site: str = ""

    @classmethod
    def of(cls, request: Any, count: int, site: str) -> GradedRequest:
        """The request for a page's ``ShuffleRequest`` (with its ``moves``) and ``count``."""
        low, high = (request.moves, request.moves) if type(request.moves) is int else request.moves
        goal = request.goal
        wanted = list(goal.tiles) if isinstance(goal, Board) else goal or GOAL_NAMES[0]
        return cls(request.rows, request.cols, low, high, request.seed, count, wanted, site)

    def target(self) -> Goal:
        """The goal: a name or a ``Board``."""
        return _goal(self.goal, self.rows, self.cols)

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> GradedRequest:
        """The request in ``text``; ``ProtocolError`` saying what is wrong."""
        data = _object(text)
        numbers = ("rows", "cols", "low", "high", "seed", "count")
        try:
            values = {name: data[name] for name in (*numbers, "goal")}
        except KeyError as missing:
            raise ProtocolError(f"a shuffle request needs {missing}") from None
        if not all(type(values[name]) is int for name in numbers):
            raise ProtocolError(f"{', '.join(numbers)} must be whole numbers: {text[:80]!r}")
        if not isinstance(values["goal"], str | list):
            raise ProtocolError(f"goal must be a name or a list: {text[:80]!r}")
        return cls(**values, site=str(data.get("site", "")))


@dataclass(frozen=True)
class Drawn:
    """The boards a ``GradedRequest`` asked for: each one's tiles, in order."""

    boards: list[list[int]]
    moves: list[int]
    """Each board's fewest moves to the goal."""
    uniform: list[bool]
    """Whether each was drawn uniformly among the boards needing its moves (not: a walk)."""
    kind: str = "drawn"


@dataclass(frozen=True)
class ToGoFound:
    """The moves to go of a ``Request``'s board (``slidepuzzle.hint.moves_to_go``, its time limit
    the request's): how much is known (a ``Known``'s value), the lower bound, the best solution
    found (its first move is the hint)."""

    known: str
    lower_bound: int
    solution: list[int]
    kind: str = "to-go"

    def to_go(self) -> ToGo:
        """What it says, as the core's ``ToGo``; ``ProtocolError`` for a board the search does
        not answer (an unsolvable board's reason is found on the page)."""
        try:
            known = Known(self.known)
        except ValueError:
            raise ProtocolError(f"unknown moves to go {self.known!r}") from None
        if known is Known.UNSOLVABLE:
            raise ProtocolError("the worker does not say why a board is unsolvable")
        return ToGo(known, self.lower_bound, tuple(self.solution))


@dataclass(frozen=True)
class Working:
    """The worker at work: how far it has got, in words for the Solve status (kind "progress")."""

    text: Texts
    best: list[int] | None = None
    """The moves of the best solution so far, if the text is about one (Stop keeps them)."""
    lower_bound: int = 0
    """...and its lower bound."""
    kind: str = "progress"


@dataclass(frozen=True)
class Solved:
    """The moves (tiles slid into the blank), whether proven fewest, and the search figures."""

    moves: list[int]
    optimal: bool
    nodes: int
    seconds: float
    method: str
    lower_bound: int = 0
    """No solution is shorter (``slidepuzzle.solve.Solution.lower_bound``)."""
    notes: list[Texts] | None = None
    """What to know about how it was found (tables missing...), as sentences."""
    kind: str = "solved"


@dataclass(frozen=True)
class Failed:
    """The worker could not solve: why, and whether because the board cannot reach its goal."""

    text: Texts
    unsolvable: bool = False
    kind: str = "failed"


Message = Working | Solved | Failed | Lengths | Drawn | ToGoFound
"""Anything the worker sends back."""

KINDS: dict[str, type[Message]] = {
    cls.kind: cls for cls in (Working, Solved, Failed, Lengths, Drawn, ToGoFound)
}
"""Each message's class by its ``kind``."""


def write_message(message: Message) -> str:
    """``message`` as the JSON text that crosses to the page."""
    return json.dumps(asdict(message))


def read_message(text: object) -> Message:
    """The message in ``text``; ``ProtocolError`` for anything that is not one."""
    if not isinstance(text, str):
        raise ProtocolError(f"expected JSON text, got {type(text).__name__}")
    data = _object(text)
    kind = data.get("kind")
    if kind not in KINDS:
        raise ProtocolError(f"unknown message kind {kind!r}: {text[:80]!r}")
    cls = KINDS[kind]
    hints = get_type_hints(cls)
    names = [field.name for field in fields(cls) if field.name != "kind"]
    for name in names:
        value, wanted = data.get(name), _types(hints[name])
        if not isinstance(value, wanted) or (isinstance(value, bool) and bool not in wanted):
            raise ProtocolError(f"{kind} message: {name} is {value!r}: {text[:80]!r}")
    return cls(**{name: data[name] for name in names})


def _goal(goal: str | list[int], rows: int, cols: int) -> Goal:
    """A request's goal: a name, or tiles making a ``Board`` of ``rows`` x ``cols``."""
    if isinstance(goal, list):
        return Board(rows, cols, goal)
    return cast(Goal, goal)  # a name: goal_board names a bad one


def _types(hint: Any) -> tuple[type, ...]:
    """The types a field's value may have in JSON (a float may be written as a whole number)."""
    if isinstance(hint, UnionType):  # ``list[int] | None``
        return tuple(t for arg in get_args(hint) for t in _types(arg))
    origin = get_origin(hint) or hint
    return (int, float) if origin is float else (origin,)


def _object(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ProtocolError(f"not JSON ({error}): {text[:80]!r}") from None
    if not isinstance(data, dict):
        raise ProtocolError(f"expected a JSON object: {text[:80]!r}")
    return data
