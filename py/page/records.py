"""The best result at a board, kept on the device: the fewest moves, then the shortest time.

Pure Python (no browser imports): the page keeps each board's best in the browser's storage under
``record_key`` as ``Result.encode()``'s text and reads it back with ``decode``, which takes
anything (a value another version wrote, or a person edited) and returns a result or None, never
an error. The key names the shape and a digest of the board and its goal, so a 1000 x 1000 board
has a key as short as a 3 x 3's.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

from slidepuzzle import Board, Goal, goal_board

PREFIX = "slidepuzzle-best:"
"""The start of every key the page keeps a best result under."""


@dataclass(frozen=True)
class Result:
    """A board played to its goal: the moves made (each tile slid is one, in a gesture too) and
    the seconds it took."""

    moves: int
    seconds: float

    def beats(self, best: Result | None) -> bool:
        """Whether this is a new best: fewer moves, or as many in less time (any, if none yet)."""
        return best is None or (self.moves, self.seconds) < (best.moves, best.seconds)

    def encode(self) -> str:
        """The text kept: ``'{"moves": 23, "seconds": 65.2}'``."""
        return json.dumps({"moves": self.moves, "seconds": round(self.seconds, 1)})


@dataclass(frozen=True)
class Finish:
    """A game played to its goal: its result and the best kept before it (None: none)."""

    result: Result
    best: Result | None

    @property
    def new_best(self) -> bool:
        """Whether the result beats the best kept before it (or there was none)."""
        return self.result.beats(self.best)


def decode(text: object) -> Result | None:
    """The result ``encode`` wrote, or None for anything else (nothing kept, damaged, from
    another version: whole moves from 0 and finite seconds from 0 only)."""
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    moves, seconds = data.get("moves"), data.get("seconds")
    if type(moves) is not int or moves < 0:
        return None
    if not isinstance(seconds, int | float) or type(seconds) is bool:
        return None
    if not 0 <= seconds < math.inf:
        return None
    return Result(moves, float(seconds))


def record_key(board: Board, goal: Goal = None) -> str:
    """The storage key of ``board``'s best result towards ``goal``: ``"slidepuzzle-best:3x3:"``
    and a digest of the board's and the goal's tiles."""
    import hashlib  # here: the page's start-up leaves it out (tests/test_page.py)

    target = goal_board(board.rows, board.cols, goal)
    digest = hashlib.sha256(f"{board.tiles}|{target.tiles}".encode()).hexdigest()[:32]
    return f"{PREFIX}{board.rows}x{board.cols}:{digest}"


def clock(seconds: float) -> str:
    """A timer's reading, the same in every language: ``"0:07"``, ``"1:05"``, ``"1:02:03"``
    (whole seconds, rounded down)."""
    whole = max(int(seconds), 0)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
