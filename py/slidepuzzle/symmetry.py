"""The board's symmetries: quarter turns, the half turn, flips, transposes; and what each one
does to whether the board can reach its goal.

A *symmetry* moves every tile with its cell: the board is turned or mirrored as a picture, its
tile numbers unchanged. A quarter turn or a transpose of a ``rows x cols`` board is a
``cols x rows`` board. The goal after a symmetry is the same named goal on the new shape (the
usual goal stays tiles in reading order, blank last); a goal given as a board is turned with it.

What a symmetry does to the verdict (``symmetry_effect``, proven in ``docs/rule.md``) depends on
the symmetry, the shape and the goal, never on the board, except on a single row or column whose
order it reverses:

- on a board of at least 2 x 2 the verdict is decided by the parity of the permutation to the goal
  plus the blank's distance to its goal cell; a symmetry adds the parity of its permutation of
  the cells, whether it changes the colour of the blank's cell on a chessboard, and the change
  of the goal's own sum: it *keeps* the verdict when those add up to an even number, else it
  *flips* it, for every board of that shape;
- on a single row or column the verdict is the tiles' order: a symmetry that keeps the order
  along the line keeps the verdict; one that reverses it *reverses* the order (one tile: keeps;
  two tiles: flips; more: a solvable board becomes unsolvable, an unsolvable one solvable only
  when its tiles ran in exactly the reverse order);
- a goal turned with the board keeps every verdict: every move turns with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from slidepuzzle.board import Board, Cell, Goal, check_goal, check_shape, goal_board
from slidepuzzle.messages import Phrase, Value, phrase
from slidepuzzle.rule import Parity, VerdictGoal, permutation_parity
from slidepuzzle.why import Said, parity_of


class Symmetry(StrEnum):
    """A symmetry of the rectangle; each equals its id (``Symmetry.TRANSPOSE == "transpose"``)."""

    ROTATE_RIGHT = "rotate-right"
    """A quarter turn clockwise: the left column becomes the top row."""
    ROTATE_LEFT = "rotate-left"
    """A quarter turn anticlockwise: the top row becomes the left column."""
    HALF_TURN = "half-turn"
    """Half a turn: the top left cell goes to the bottom right."""
    FLIP_HORIZONTAL = "flip-horizontal"
    """A mirror with a vertical axis: left and right change places, each row reversed."""
    FLIP_VERTICAL = "flip-vertical"
    """A mirror with a horizontal axis: top and bottom change places, the rows in reverse order."""
    TRANSPOSE = "transpose"
    """A mirror in the main diagonal: rows become columns (the top left cell stays)."""
    ANTI_TRANSPOSE = "anti-transpose"
    """A mirror in the other diagonal: the top left cell goes to the bottom right."""


QUARTER_TURNS = frozenset(
    {Symmetry.ROTATE_RIGHT, Symmetry.ROTATE_LEFT, Symmetry.TRANSPOSE, Symmetry.ANTI_TRANSPOSE}
)
"""The symmetries that exchange rows and columns: ``rows x cols`` becomes ``cols x rows``."""


def turned_shape(symmetry: Symmetry, rows: int, cols: int) -> tuple[int, int]:
    """The shape of a ``rows x cols`` board after ``symmetry``."""
    return (cols, rows) if Symmetry(symmetry) in QUARTER_TURNS else (rows, cols)


@lru_cache(maxsize=8)  # a map is a tuple as long as the board: a few only
def cell_map(symmetry: Symmetry, rows: int, cols: int) -> tuple[Cell, ...]:
    """Where each cell of a ``rows x cols`` board goes (a cell of the turned shape), by cell."""
    symmetry = Symmetry(symmetry)
    new_cols = turned_shape(symmetry, rows, cols)[1]
    last_r, last_c = rows - 1, cols - 1
    where: Callable[[int, int], tuple[int, int]] = {
        Symmetry.ROTATE_RIGHT: lambda r, c: (c, last_r - r),
        Symmetry.ROTATE_LEFT: lambda r, c: (last_c - c, r),
        Symmetry.HALF_TURN: lambda r, c: (last_r - r, last_c - c),
        Symmetry.FLIP_HORIZONTAL: lambda r, c: (r, last_c - c),
        Symmetry.FLIP_VERTICAL: lambda r, c: (last_r - r, c),
        Symmetry.TRANSPOSE: lambda r, c: (c, r),
        Symmetry.ANTI_TRANSPOSE: lambda r, c: (last_c - c, last_r - r),
    }[symmetry]
    cells = []
    for cell in range(rows * cols):
        r, c = where(*divmod(cell, cols))
        cells.append(r * new_cols + c)
    return tuple(cells)


def transform(board: Board, symmetry: Symmetry) -> Board:
    """``board`` after ``symmetry``: each tile moved with its cell, the numbers unchanged."""
    cells = cell_map(symmetry, board.rows, board.cols)
    tiles = [0] * board.size
    for cell, tile in enumerate(board.tiles):
        tiles[cells[cell]] = tile
    return Board._trusted(*turned_shape(symmetry, board.rows, board.cols), tuple(tiles))


def turned_goal(goal: Goal, symmetry: Symmetry) -> Goal:
    """The goal after ``symmetry``: a goal name stays (it names the new shape's goal), a goal
    given as a board is turned with it."""
    check_goal(goal)
    return transform(goal, symmetry) if isinstance(goal, Board) else goal


class Effect(StrEnum):
    """What a symmetry does to the verdict; each equals its id."""

    KEEPS = "keeps"
    """Every board keeps its verdict."""
    FLIPS = "flips"
    """Every board's verdict turns the other way: solvable boards become unsolvable and back."""
    REVERSES = "reverses"
    """A line of three tiles or more read backwards: a solvable board becomes unsolvable; an
    unsolvable one becomes solvable only when its tiles ran in exactly the reverse order."""


class Reason(StrEnum):
    """Why a symmetry has its effect; each equals its id."""

    PARITY = "parity"
    """At least 2 x 2: the parity of the cells' permutation, plus 1 if the blank's cell changes
    colour on a chessboard, plus the change of the goal's own parity."""
    LINE_KEPT = "line-kept"
    """A single row or column whose tiles keep their order."""
    LINE_REVERSED = "line-reversed"
    """A single row or column whose tiles' order is reversed."""
    GOAL_TURNED = "goal-turned"
    """The goal, given as a board, is turned with it: every move turns with it too."""


@dataclass(frozen=True)
class SymmetryEffect(Said):
    """What ``symmetry`` does to the verdict of every ``rows x cols`` board towards ``goal``.

    For ``Reason.PARITY`` the three terms whose sum decides: ``cells`` (the parity of the cells'
    permutation in reading order), ``colour`` (1 if the blank's cell changes colour on a
    chessboard, else 0) and ``goal_change`` (1 if the goal's own parity, that of its permutation
    plus its blank's colour, differs from the turned goal's, else 0); they are 0 otherwise.
    ``tiles`` is the number of tiles (cells less the blank).
    """

    symmetry: Symmetry
    rows: int
    cols: int
    goal: VerdictGoal
    effect: Effect
    reason: Reason
    cells: int = 0
    colour: int = 0
    goal_change: int = 0

    @property
    def tiles(self) -> int:
        return self.rows * self.cols - 1

    @property
    def parity(self) -> Parity:
        """The parity of ``cells + colour + goal_change``: odd flips the verdict."""
        return parity_of(self.cells + self.colour + self.goal_change)

    def after(self, solvable: bool) -> bool | None:
        """The verdict after the symmetry of a board whose verdict was ``solvable``; None when it
        depends on the board (an unsolvable line reversed)."""
        if self.effect is Effect.KEEPS:
            return solvable
        if self.effect is Effect.FLIPS:
            return not solvable
        return False if solvable else None

    def phrase(self) -> Phrase:
        """``"A quarter turn clockwise of a 3 x 4 board flips the verdict: ..."``."""
        values: dict[str, Value] = {
            "symmetry": phrase(f"symmetry-{self.symmetry}"),
            "rows": self.rows,
            "cols": self.cols,
        }
        if self.reason is Reason.LINE_REVERSED:
            return phrase(f"symmetry-line-reversed-{self.effect}", **values)
        if self.reason is not Reason.PARITY:
            return phrase(f"symmetry-{self.reason}", **values)
        return phrase(
            "symmetry-parity",
            effect=phrase(f"effect-{self.effect}"),
            cells=self.cells,
            colour=self.colour,
            goal_change=self.goal_change,
            total=self.cells + self.colour + self.goal_change,
            parity=phrase(f"word-{self.parity}"),
            **values,
        )


def symmetry_effect(symmetry: Symmetry, rows: int, cols: int, goal: Goal = None) -> SymmetryEffect:
    """What ``symmetry`` does to the verdict of every ``rows x cols`` board towards ``goal``
    (``None``, a goal name, or a board, which is turned with it): see the module's notes."""
    symmetry = Symmetry(symmetry)
    check_shape(rows, cols)
    target = goal_board(rows, cols, goal)  # checks the goal
    name: VerdictGoal = "custom" if isinstance(goal, Board) else goal or "blank-last"
    cells = cell_map(symmetry, rows, cols)

    def effect(effect: Effect, reason: Reason, *terms: int) -> SymmetryEffect:
        return SymmetryEffect(symmetry, rows, cols, name, effect, reason, *terms)

    if isinstance(goal, Board):
        return effect(Effect.KEEPS, Reason.GOAL_TURNED)
    if rows == 1 or cols == 1:  # the named goals all read 1, 2, ... along a line
        if cells[0] < cells[-1]:
            return effect(Effect.KEEPS, Reason.LINE_KEPT)
        tiles = rows * cols - 1  # one tile has no order; two in reverse are the other order
        reversal = {1: Effect.KEEPS, 2: Effect.FLIPS}.get(tiles, Effect.REVERSES)
        return effect(reversal, Reason.LINE_REVERSED)
    turned = goal_board(*turned_shape(symmetry, rows, cols), goal)
    terms = (
        permutation_parity(cells),
        _colour(cells[0], turned.cols),  # the top left cell is white: where does it go?
        _goal_sum(target) ^ _goal_sum(turned),
    )
    return effect(Effect.FLIPS if sum(terms) % 2 else Effect.KEEPS, Reason.PARITY, *terms)


def _colour(cell: Cell, cols: int) -> int:
    """The cell's colour on a chessboard whose top left cell is white (0): row + column, mod 2."""
    return sum(divmod(cell, cols)) % 2


def _goal_sum(goal: Board) -> int:
    """The goal's own parity: that of its permutation plus its blank's colour. A board reaches
    the goal exactly when its own parity is the same (at least 2 x 2)."""
    return permutation_parity(goal.tiles) ^ _colour(goal.blank, goal.cols)
