"""The vocabulary: tiles, cells, boards, goals, and the errors for what is not a board.

A board is a rectangle of ``rows x cols`` cells holding the tiles ``1 .. rows*cols - 1`` and one
blank (``0``), listed row by row from the top left ("reading order"). A move slides a tile that
is next to the blank (left, right, above or below) into it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import repeat
from math import isqrt
from typing import Literal, TypeAlias, TypedDict

from slidepuzzle.errors import InputError
from slidepuzzle.grid import Cell as Cell  # re-exported: the vocabulary is here
from slidepuzzle.grid import Grid
from slidepuzzle.i18n import quoted
from slidepuzzle.messages import Count, Listing, Phrase, Value, phrase
from slidepuzzle.steps import STEP_CELLS, Steps, finish

Tile: TypeAlias = int
"""A tile number; ``0`` is the blank."""

BLANK: Tile = 0
"""The tile number of the blank."""

MAX_CELLS = 4_000_000
"""The largest board handled: 4,000,000 cells (2000 x 2000); a 1000 x 1000 board is well inside."""

GoalName: TypeAlias = Literal["blank-last", "blank-first", "spiral"]
"""The named goals: tiles in reading order with the blank last or first, or the clockwise snail."""

GOAL_NAMES: tuple[GoalName, ...] = ("blank-last", "blank-first", "spiral")
"""Every goal name, the default first."""

Goal: TypeAlias = "GoalName | Board | None"
"""What a goal may be given as: ``None`` (blank-last), a name, or a board of the same shape."""


class BoardError(InputError):
    """Raised for anything that is not a board; the message says what is wrong and where.

    The place is also kept as data, for a page that words it in another language: ``row`` and
    ``column`` (from 1, ``None`` when the error is not about one cell or row) and ``token``, the
    text at fault (``None`` when there is none). ``message(lang)`` words it in any language;
    besides the values given, its template may fill in ``{row}``, ``{column}``, ``{token}`` and
    ``{cell}``, the cell's name (``"row 2, column 3"``).
    """

    def __init__(
        self,
        why: str | Phrase,
        /,
        *,
        row: int | None = None,
        column: int | None = None,
        token: str | None = None,
        **values: Value,
    ) -> None:
        if not isinstance(why, Phrase):
            place = {"row": row, "column": column, "token": token}
            values |= {name: value for name, value in place.items() if value is not None}
            if row is not None and column is not None:
                values.setdefault("cell", cell_phrase(row, column))
        super().__init__(why, **values)
        self.row, self.column, self.token = row, column, token


class ShapeError(BoardError):
    """The rows and columns make no board: too few or too many cells, ragged rows, no rectangle."""


class TokenError(BoardError):
    """A value that is not a tile number: not an integer, or negative."""


class TileError(BoardError):
    """The tile numbers are wrong: a tile twice, a tile missing, a number too large, two blanks."""


class GoalError(BoardError):
    """The goal is unknown or does not fit the board."""


class MoveError(InputError):
    """A move that cannot be made: a tile not next to the blank, a move off the board."""


class RequestError(InputError):
    """A request that cannot be carried out: a time limit that is not positive, an unsolvable
    shuffle of a shape whose boards are all solvable, a board too big to solve."""


class CellData(TypedDict):
    """Where an error is, as ``BoardError`` keeps it: row and column from 1, the token."""

    row: int
    column: int
    token: str


def cell_data(cell: Cell, cols: int, token: str) -> CellData:
    """The data of an error at ``cell``: its row and column (from 1) and the token at fault."""
    return {"row": cell // cols + 1, "column": cell % cols + 1, "token": token}


def cell_phrase(row: int, column: int) -> Phrase:
    """Where a cell is, in words: ``"row 2, column 3"`` (both counted from 1)."""
    return phrase("cell", row=row, column=column)


def cell_name(cell: Cell, cols: int) -> Phrase:
    """Where the cell ``cell`` of a board ``cols`` wide is, in words."""
    return cell_phrase(cell // cols + 1, cell % cols + 1)


class Board:
    """An immutable, hashable board: ``Board(rows, cols, tiles)``, ``tiles`` in reading order."""

    __slots__ = ("_hash", "cols", "rows", "tiles")

    rows: int
    cols: int
    tiles: tuple[Tile, ...]
    _hash: int

    def __init__(self, rows: int, cols: int, tiles: Iterable[Tile]) -> None:
        tiles = tuple(tiles)
        check_shape(rows, cols)
        if len(tiles) != rows * cols:
            raise ShapeError(
                "cells-and-tiles", rows=rows, cols=cols, cells=rows * cols, tiles=len(tiles)
            )
        if set(map(type, tiles)) != {int}:
            _find_bad_tile(tiles, cols)
        check_tiles(tiles, cols)
        self._set(rows, cols, tiles)

    @classmethod
    def _trusted(cls, rows: int, cols: int, tiles: tuple[Tile, ...]) -> Board:
        """A board from tiles already known to be each of ``0 .. rows*cols-1`` once (no checks)."""
        board = object.__new__(cls)
        board._set(rows, cols, tiles)
        return board

    def _set(self, rows: int, cols: int, tiles: tuple[Tile, ...]) -> None:
        object.__setattr__(self, "rows", rows)
        object.__setattr__(self, "cols", cols)
        object.__setattr__(self, "tiles", tiles)
        object.__setattr__(self, "_hash", hash((rows, cols, tiles)))

    @classmethod
    def from_rows(cls, grid: Sequence[Sequence[Tile]]) -> Board:
        """The board whose rows are ``grid``, top to bottom; all rows must have the same length."""
        if not grid:
            raise ShapeError("no-rows")
        cols = check_row_lengths([len(row) for row in grid])
        return cls(len(grid), cols, (tile for row in grid for tile in row))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Board is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (self.rows, self.cols, self.tiles) == (other.rows, other.cols, other.tiles)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Board({self.rows}, {self.cols}, {self.tiles!r})"

    def __str__(self) -> str:
        """The aligned text grid, the blank as ``_``; ``parse_board`` reads it back."""
        return finish(format_steps(self))

    @property
    def size(self) -> int:
        """The number of cells, ``rows * cols``."""
        return self.rows * self.cols

    @property
    def shape(self) -> tuple[int, int]:
        """``(rows, cols)``."""
        return self.rows, self.cols

    @property
    def blank(self) -> Cell:
        """The cell of the blank."""
        return self.tiles.index(BLANK)

    def grid(self) -> list[tuple[Tile, ...]]:
        """The rows, top to bottom."""
        c = self.cols
        return [self.tiles[i : i + c] for i in range(0, self.size, c)]

    def row_col(self, cell: Cell) -> tuple[int, int]:
        """The row and column of a cell, both from 0 at the top left."""
        return Grid(self.rows, self.cols).row_col(cell)

    def neighbours(self, cell: Cell) -> Iterator[Cell]:
        """The cells next to ``cell``: above, below, left, right (those on the board)."""
        return Grid(self.rows, self.cols).neighbours(cell)

    def movable(self) -> list[Tile]:
        """The tiles that can slide into the blank now."""
        return [self.tiles[cell] for cell in self.neighbours(self.blank)]

    def slide(self, tile: Tile) -> Board:
        """The board after sliding ``tile`` into the blank; ``MoveError`` if it cannot slide."""
        blank = self.blank
        for cell in self.neighbours(blank):
            if self.tiles[cell] == tile and tile != BLANK:
                tiles = list(self.tiles)
                tiles[blank], tiles[cell] = tile, BLANK
                return Board(self.rows, self.cols, tiles)
        raise MoveError("not-next-to-blank", tile=tile, blank=cell_name(blank, self.cols))

    def play(self, moves: Iterable[Tile]) -> Board:
        """The board after sliding each tile of ``moves`` in turn."""
        board = self
        for number, tile in enumerate(moves, 1):
            try:
                board = board.slide(tile)
            except MoveError as error:
                raise error.placed(phrase("at-move", move=number)) from None
        return board


def format_steps(board: Board) -> Steps[str]:
    """The aligned text grid, the blank as ``_``, a slice of rows at a time: yields (rows done,
    rows), returns the text (``str(board)``, ``format_board(board)``); ``parse_board`` reads it
    back. A single row of ``k*k`` cells is written ``[[1, 2, 3, _]]``, since a plain line of
    ``k*k`` values reads as a ``k x k`` board."""
    side = isqrt(board.size)
    if board.rows == 1 and side * side == board.size:
        return "[[" + ", ".join("_" if tile == BLANK else str(tile) for tile in board.tiles) + "]]"
    width, cols, blank = len(str(board.size - 1)), board.cols, board.blank
    step = max(1, STEP_CELLS // cols)
    lines: list[str] = []
    for top in range(0, board.rows, step):
        bottom = min(top + step, board.rows)
        cells = [str(tile).rjust(width) for tile in board.tiles[top * cols : bottom * cols]]
        if top * cols <= blank < bottom * cols:
            cells[blank - top * cols] = "_".rjust(width)
        lines.extend(" ".join(cells[i : i + cols]) for i in range(0, len(cells), cols))
        yield bottom, board.rows
    return "\n".join(lines)


def check_shape(rows: object, cols: object) -> None:
    """Rows and columns that make a board: whole numbers >= 1, 2 to ``MAX_CELLS`` cells."""
    for name, value in (("rows", rows), ("cols", cols)):
        if type(value) is not int:
            raise ShapeError("not-whole-size", name=phrase(name), value=quoted(value))
        if value < 1:
            raise ShapeError("size-below-one", name=phrase(name), value=value)
    assert isinstance(rows, int) and isinstance(cols, int)
    if rows * cols < 2:
        raise ShapeError("one-cell", rows=rows, cols=cols)
    if rows * cols > MAX_CELLS:
        raise ShapeError("too-many-cells", rows=rows, cols=cols, cells=rows * cols, most=MAX_CELLS)


def check_row_lengths(lengths: Sequence[int], lines: Sequence[str] = ()) -> int:
    """The common row length; ``ShapeError`` naming the first row that differs and every length."""
    if not lengths:
        raise ShapeError("no-rows")
    cols = lengths[0]
    for number, length in enumerate(lengths, 1):
        if length != cols:
            error = ShapeError(
                "ragged-rows",
                row=number,
                length=Count(length, "value"),
                cols=cols,
                lengths=_some(list(lengths), 20),
            )
            if lines:
                raise error.reworded(
                    phrase("quoting", message=error.phrase, text=clip(lines[number - 1]))
                )
            raise error
    return cols


def check_tiles(tiles: Sequence[int], cols: int, low: int = 0) -> None:
    """Whole numbers ``low .. low+n-1``, each exactly once; else ``TileError`` naming the culprit.

    ``low`` is 1 when the largest number marks the blank and the numbers run ``1 .. n``.
    """
    n = len(tiles)
    if _each_once(tiles, low):
        return
    if min(tiles) < 0:
        cell = next(cell for cell, tile in enumerate(tiles) if tile < 0)
        raise TokenError("negative-tile", **cell_data(cell, cols, str(tiles[cell])))
    present = set(tiles)
    missing = [tile for tile in range(low, low + n) if tile not in present]
    names = _some(missing, 10, _tile_name if low == 0 else int)
    first_cell: dict[int, Cell] = {}
    for cell, tile in enumerate(tiles):
        data = cell_data(cell, cols, str(tile))
        if not low <= tile < low + n:
            raise TileError(
                "out-of-range", tile=tile, cells=n, low=low, high=low + n - 1, missing=names, **data
            )
        if tile in first_cell:
            twice = "two-blanks" if tile == BLANK and low == 0 else "tile-twice"
            first = cell_name(first_cell[tile], cols)
            raise TileError(twice, tile=tile, first=first, missing=names, **data)
        first_cell[tile] = cell


def _each_once(tiles: Sequence[int], low: int) -> bool:
    """Whether ``tiles`` are ``low .. low+n-1`` each once: each marks its place in a row of
    bytes, none below ``low``, none past the end, and no place left unmarked (n tiles)."""
    if not tiles or min(tiles) != low:
        return False
    marks = bytearray(low + len(tiles))
    try:
        any(map(marks.__setitem__, tiles, repeat(1)))  # a byte a tile: cheaper than a set
    except IndexError:
        return False
    return marks.find(0, low) < 0


def _tile_name(tile: Tile) -> Value:
    return phrase("the-blank") if tile == BLANK else tile


def _find_bad_tile(tiles: Sequence[object], cols: int) -> None:
    for cell, tile in enumerate(tiles):
        if type(tile) is not int:
            said = quoted(tile)
            raise TokenError("tile-not-whole", value=said, **cell_data(cell, cols, clip(said, 20)))


def clip(text: str, most: int = 60) -> str:
    """``text``, cut to ``most`` characters for a message."""
    return text if len(text) <= most else text[: most - 3] + "..."


def _some(values: list[int], most: int, name: Callable[[int], Value] = int) -> Listing:
    """The first ``most`` values, named, and how many more there are."""
    return Listing(tuple(map(name, values[:most])), max(0, len(values) - most))


def check_goal(goal: object) -> None:
    """Raise ``GoalError`` unless ``goal`` is ``None``, a string or a ``Board``."""
    if goal is not None and not isinstance(goal, str | Board):
        raise GoalError(
            "goal-type",
            names=", ".join(GOAL_NAMES),
            type=type(goal).__name__,
            value=clip(quoted(goal)),
        )


def goal_board(rows: int, cols: int, goal: Goal = None) -> Board:
    """The goal board for a shape: ``goal`` is ``None`` (blank-last), a goal name, or a board."""
    check_shape(rows, cols)
    check_goal(goal)
    if goal is None or goal == "blank-last":
        return Board._trusted(rows, cols, (*range(1, rows * cols), BLANK))
    if isinstance(goal, Board):
        if goal.shape != (rows, cols):
            raise GoalError(
                "goal-shape", goal_rows=goal.rows, goal_cols=goal.cols, rows=rows, cols=cols
            )
        return goal
    if goal == "blank-first":
        return Board._trusted(rows, cols, tuple(range(rows * cols)))
    if goal == "spiral":
        return Board._trusted(rows, cols, _spiral(rows, cols))
    raise GoalError("unknown-goal", goal=str(goal), names=", ".join(GOAL_NAMES))


@lru_cache(maxsize=4)
def _spiral(rows: int, cols: int) -> tuple[Tile, ...]:
    """Tiles 1, 2, ... clockwise from the top left, inwards; the blank on the last cell."""
    tiles = [BLANK] * (rows * cols)
    top, bottom, left, right = 0, rows - 1, 0, cols - 1
    order: list[Cell] = []
    while top <= bottom and left <= right:
        order += [top * cols + c for c in range(left, right + 1)]
        order += [r * cols + right for r in range(top + 1, bottom + 1)]
        if top < bottom and left < right:
            order += [bottom * cols + c for c in range(right - 1, left - 1, -1)]
            order += [r * cols + left for r in range(bottom - 1, top, -1)]
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    for tile, cell in enumerate(order[:-1], 1):
        tiles[cell] = tile
    return tuple(tiles)
