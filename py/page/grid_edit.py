"""Editing the drawn board, decided: what a key on a drawn tile does with the tile picked before
it, what a drag from one tile to another gives, and the board set to the rows and columns asked.

Pure Python (no browser imports): ``page.swapping`` holds the tile picked and acts on the page;
``page.drawn`` reads the browser's events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from slidepuzzle import Board, Cell, format_board
from slidepuzzle.edit import resize, swap_cells

from page.options import Field, whole
from page.view import DRAW_LIMIT
from page.wording import PagePhrase, said

PICK_KEYS = frozenset({" ", "Enter"})
"""The keys that pick a focused tile, or swap it with the one picked."""

CANCEL_KEY = "Escape"
"""The key that lets go of the tile picked."""

Act = Literal["pick", "swap", "cancel"]
"""What a key on a drawn tile does."""


@dataclass(frozen=True)
class Step:
    """A key's effect: what it does, and the tile's cell picked after it (None: none)."""

    act: Act
    picked: Cell | None


def key_step(picked: Cell | None, cell: Cell, key: str) -> Step | None:
    """What ``key`` on the tile of ``cell`` does, the tile of ``picked`` picked before it (None:
    none); None: nothing (another key, or Escape with no tile picked)."""
    if key == CANCEL_KEY:
        return Step("cancel", None) if picked is not None else None
    if key not in PICK_KEYS:
        return None
    if picked is None:
        return Step("pick", cell)
    if picked == cell:  # the same tile again: let it go
        return Step("cancel", None)
    return Step("swap", None)


@dataclass(frozen=True)
class Edited:
    """A board edited: its new text for the Board box, and what to announce."""

    text: str
    said: PagePhrase


def swapped(board: Board, a: Cell, b: Cell) -> Edited | None:
    """The tiles of cells ``a`` and ``b`` of ``board`` swapped (None: the same cell, a cell not
    on the board, or the blank's: only tiles are swapped on the grid)."""
    if a == b or not (0 <= a < board.size and 0 <= b < board.size):
        return None
    first, second = board.tiles[a], board.tiles[b]
    if not first or not second:
        return None
    text = format_board(swap_cells(board, a, b))
    return Edited(text, said("grid-swapped", a=first, b=second))


def picked_said(tile: int) -> PagePhrase:
    """What is announced when a tile is picked by keyboard."""
    return said("grid-picked", tile=tile)


def cancelled_said() -> PagePhrase:
    """What is announced when the tile picked is let go."""
    return said("grid-cancelled")


def resized(board: Board, rows: Field, cols: Field) -> Edited:
    """``board`` made ``rows`` x ``cols`` (``slidepuzzle.edit.resize``: what fits is kept);
    ``OptionError`` naming the field when one holds no number of rows or columns drawn, the core's
    ``ShapeError`` when the two make no board (one cell)."""
    shape = whole(rows.text, "field-rows", 1, DRAW_LIMIT, rows.bad_input)
    across = whole(cols.text, "field-cols", 1, DRAW_LIMIT, cols.bad_input)
    text = format_board(resize(board, shape, across))
    return Edited(text, said("grid-resized", rows=shape, cols=across))
