"""Editing the drawn board, decided: what a key on a drawn tile does with the tile picked before
it, what a drag from one tile to another gives, and the board set to the rows and columns asked.

Pure Python (no browser imports): ``page.swapping`` holds the tile picked and acts on the page;
``page.drawn`` reads the browser's events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from slidepuzzle import Board, Cell, format_board
from slidepuzzle.edit import resize, set_cell, swap_cells

from page.options import Field, whole
from page.view import DRAW_LIMIT
from page.wording import PagePhrase, said

PICK_KEYS = frozenset({" ", "Enter"})
"""The keys that pick a focused tile, or swap it with the one picked."""

CANCEL_KEY = "Escape"
"""The key that lets go of the tile picked."""

Act = Literal["pick", "swap", "cancel", "type", "set"]
"""What a key on a drawn tile does."""

TYPED_MOST = 4
"""The most digits kept of a number typed on a tile (a 30 x 30 board's tiles have 3)."""


@dataclass(frozen=True)
class Step:
    """A key's effect: what it does, the tile's cell picked after it (None: none), and the digits
    typed on the tile so far."""

    act: Act
    picked: Cell | None
    typed: str = ""


def key_step(picked: Cell | None, cell: Cell, key: str, typed: str = "") -> Step | None:
    """What ``key`` on the tile of ``cell`` does, the tile of ``picked`` picked before it (None:
    none) and ``typed`` the digits typed on it so far; None: nothing (another key, or Escape with
    nothing to let go)."""
    if len(key) == 1 and key in "0123456789":
        return Step("type", None, (typed + key)[-TYPED_MOST:])
    if key == "Backspace" and typed:
        return Step("type", None, typed[:-1])
    if key == CANCEL_KEY:
        return Step("cancel", None) if picked is not None or typed else None
    if key not in PICK_KEYS:
        return None
    if typed:
        return Step("set", None, typed)
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


def typed_into(board: Board, cell: Cell, typed: str) -> Edited:
    """``board`` with the tile numbered ``typed`` (0: the blank) put on ``cell``, the tile there
    moved to where it was (``slidepuzzle.edit.set_cell``); its ``BoardError`` naming the cell when
    the number is no tile of the board."""
    tile, was = int(typed), board.tiles[cell]
    text = format_board(set_cell(board, cell, tile))
    if tile == was:
        return Edited(text, said("grid-already", tile=tile))
    if not tile:
        return Edited(text, said("grid-blank-swapped", tile=was))
    return Edited(text, said("grid-swapped", a=was, b=tile))


def typed_said(typed: str) -> PagePhrase:
    """What is announced while a number is typed on a tile (nothing typed: how to type one)."""
    return said("grid-typed", number=int(typed)) if typed else cancelled_said()
