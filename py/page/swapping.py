"""The drawn board edited: two tiles swapped by drag or by keyboard, or the board set to rows x
columns; the edited board in the Board box, the edit announced, the check following.

The one owner of the tile picked (``picks``): by the pointer pressed on a tile, or by Space or
Enter on a focused one. Acts on the boxes as ``page.turning`` does: the swapped board replaces the
text (Restore your text takes it back, Back returns to it) and the check follows. What a key does
is ``page.grid_edit``'s; ``page.drawn`` reads the events and marks the tile picked.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from slidepuzzle import BoardError, Cell

from page import boxes, checking, dom, drawn, grid_edit, language
from page.check import Checked
from page.grid_edit import Edited
from page.options import Field, OptionError
from page.wording import error_said

NOTE = "grid-note"
"""Where a pick and a swap are announced (a polite live region)."""


@dataclass
class Picks:
    """The tile's cell picked by keyboard (None: none), the one the pointer went down on, and the
    digits typed on a tile (on ``typed_cell``)."""

    key: Cell | None = None
    pointer: Cell | None = None
    typed: str = ""
    typed_cell: Cell | None = None


picks = Picks()

Settled = Callable[[], Awaitable[Checked | None]]


def pressed(cell: Cell | None) -> None:
    """The pointer went down on the tile of ``cell`` (None: not on a tile)."""
    picks.pointer = cell


async def released(cell: Cell | None, settled: Settled) -> None:
    """The pointer came up on the tile of ``cell`` (None: not on a tile): a drag from another
    tile swaps the two."""
    start, picks.pointer = picks.pointer, None
    if start is not None and cell is not None and start != cell:
        await swap(start, cell, settled)


async def key_pressed(cell: Cell | None, key: str, settled: Settled) -> None:
    """``key`` on the tile of ``cell`` (None: the key was not on a tile): pick, swap or let go."""
    if cell is None:
        return
    if not drawn.picked_shown():  # the board was drawn anew since: nothing is picked
        picks.key = None
    typed = picks.typed if picks.typed_cell == cell else ""
    step = grid_edit.key_step(picks.key, cell, key, typed)
    if step is None:
        return
    start, picks.key = picks.key, step.picked
    picks.typed, picks.typed_cell = step.typed, cell
    drawn.mark_picked(step.picked)
    if step.act == "type":
        language.write(NOTE, grid_edit.typed_said(step.typed))
    elif step.act == "set":
        picks.typed = ""
        await type_into(cell, step.typed, settled)
    elif step.act == "pick":
        checked = await settled()
        if checked is not None:
            language.write(NOTE, grid_edit.picked_said(checked.board.tiles[cell]))
    elif step.act == "cancel":
        language.write(NOTE, grid_edit.cancelled_said())
    elif start is not None:
        await swap(start, cell, settled)
        await settled()
        drawn.focus_cell(cell)  # the board is drawn anew: the focus goes back where it was


async def swap(a: Cell, b: Cell, settled: Settled) -> None:
    """The board checked, once ``settled`` gives it, with the tiles of cells ``a`` and ``b``
    swapped, in the Board box; the swap announced. Nothing if the board checked is not the one
    drawn when the tiles were chosen (a check of a new text was under way)."""
    seen = drawn.tiles_at(a, b)
    checked = await settled()
    if checked is None or (checked.board.tiles[a], checked.board.tiles[b]) != seen:
        return
    done = grid_edit.swapped(checked.board, a, b)
    if done is None:
        return
    put(done, "swap")


async def type_into(cell: Cell, typed: str, settled: Settled) -> None:
    """The board checked, once ``settled`` gives it, with the tile numbered ``typed`` put on
    ``cell`` (the tile there where it was), in the Board box; a number that is no tile of the
    board is named in the note. Nothing if the board checked is not the one drawn."""
    seen = drawn.tiles_at(cell)
    checked = await settled()
    if checked is None or (checked.board.tiles[cell],) != seen:
        return
    try:
        done = grid_edit.typed_into(checked.board, cell, typed)
    except BoardError as error:
        language.write(NOTE, error_said(error))
        return
    put(done, "swap")
    await settled()
    drawn.focus_cell(cell)


async def resize_clicked(rows: Field, cols: Field, settled: Settled) -> None:
    """The board checked, once ``settled`` gives it, made ``rows`` x ``cols``, in the Board box;
    a field that holds no number of rows or columns is named in the note."""
    checked = await settled()
    if checked is None:
        return
    try:
        done = grid_edit.resized(checked.board, rows, cols)
    except (OptionError, BoardError) as error:
        language.write(NOTE, error_said(error))
        return
    put(done, "resize")


def put(done: Edited, by: str) -> None:
    """The edited board in the Board box (what it held offered back), announced, checked."""
    before = dom.boxes()
    boxes.replace_board(done.text, by, before)
    dom.set_value("example", "")
    boxes.new_entry(before)
    language.write(NOTE, done.said)
    checking.schedule()
