"""The drawn boards in the page, from the working side: a stage's tiles placed and its moves
marked (the Solve panel, the proof's 3-cycle), drawn as a picture's pieces (an image chosen read
as an object URL), the line under a board in play, and the verdict's drawn board's tiles as the
last event on it saw them.

Like ``page.dom``, which it builds on, it holds no state: each command is an op the DOM side makes
(``static/page.mjs``, the twin named alike). What must be decided as the browser's event happens
is the DOM side's alone: the inversion marks of a tile pointed at or focused, the focus moved
among the tiles by the arrow keys, the tile under the pointer.
"""

from __future__ import annotations

from page import bridge
from page.dom import html
from page.markup import escape
from page.messages import Event
from page.panel_view import Moves
from page.pictures import Look, Own


def stage(name: str, rows: int, cols: int, cells_html: str, cells: list[tuple[int, int]]) -> None:
    """Draw a stage's tiles (in reading order), each at its (row, column) through the CSSOM:
    the page's Content-Security-Policy (``style-src 'self'``) refuses style attributes."""
    bridge.op("stage", name, rows, cols, cells_html, [list(cell) for cell in cells])


def invariant(now: str, change: str) -> None:
    """The line under the board in play: the invariant now, what the last move changed."""
    html("invariant", "".join(f"<span>{escape(words)}</span>" for words in (now, change) if words))


def place_tile(name: str, tile: int, row: int, col: int) -> None:
    """Move a tile drawn on a stage to a cell: CSS slides it there."""
    bridge.op("place_tile", name, tile, row, col)


def moves(written: Moves) -> None:
    """Write the solution's moves in both notations."""
    html("tile-moves", written.tiles_html)
    html("blank-moves", written.blanks_html)
    bridge.op("set_data", "moves", "marked", "true" if written.marked else "false")


def mark_move(index: int) -> None:
    """Highlight move ``index`` (0 is the first) in both notations; -1 marks none."""
    bridge.op("mark_move", index)


def stage_pressed(name: str, event: Event) -> tuple[int | None, float, float]:
    """The tile of stage ``name`` the pointer went down on (None: no tile, or not the main
    button) and where (x, y); the DOM side has the stage capture the pointer, so that it hears
    where it comes up wherever that is."""
    return event.tile, event.x, event.y


def pointer_at(event: Event) -> tuple[float, float]:
    """Where a pointer event happened (x, y, in CSS pixels)."""
    return event.x, event.y


def pressed_cell(event: Event) -> int | None:
    """The cell of the drawn tile a key or the pointer went down on (None: no tile)."""
    return event.cell


def released_cell(event: Event) -> int | None:
    """The cell of the drawn tile under the pointer where it came up (the DOM side finds it where
    the pointer is: a touch keeps its first target)."""
    return event.cell


def mark_picked(cell: int | None) -> None:
    """Mark the tile of ``cell`` as picked for a swap (None: mark none)."""
    bridge.op("mark_picked", cell)
    bridge.picked(cell is not None)


def picked_shown() -> bool:
    """Whether a tile is marked picked (a board drawn anew has none)."""
    grid = bridge.form().grid
    return grid is not None and grid.picked


def focus_cell(cell: int) -> None:
    """Focus the drawn tile of ``cell`` (the one in the Tab order)."""
    bridge.op("focus_cell", cell)


def tiles_at(*cells: int) -> tuple[int | None, ...]:
    """The numbers of the drawn tiles on ``cells`` (None: no tile drawn there)."""
    grid = bridge.form().grid
    tiles = grid.tiles if grid is not None else []
    return tuple(tiles[cell] if 0 <= cell < len(tiles) else None for cell in cells)


# Picture mode


def picture(name: str, look: Look | None, whole: bool) -> None:
    """Draw a stage's tiles as their pieces of a picture (``look`` None: as numbers), with the
    blank's piece (``blank-piece``, shown once ``whole``). Through the CSSOM: no style
    attributes."""
    drawn = None
    if look is not None:
        pieces = {str(tile): dict(piece) for tile, piece in look.pieces.items()}
        drawn = {"numbers": look.numbers, "url": look.url, "pieces": pieces, "blank": look.blank}
    bridge.op("picture", name, drawn, whole)


def whole_picture(name: str, whole: bool) -> None:
    """Mark a stage ``whole`` (the goal reached: the blank's piece shows) or not."""
    bridge.op("whole_picture", name, whole)


async def chosen_image(name: str) -> Own | None:
    """The image chosen in a file input, as an object URL (it never leaves the browser) with
    its size; None: no file chosen, or not an image the browser can show."""
    image = await bridge.ask("chosen_image", name)
    if not isinstance(image, dict):
        return None
    return Own(str(image["url"]), int(image["width"]), int(image["height"]))


def let_go(url: str) -> None:
    """Free an object URL no longer drawn."""
    bridge.op("let_go", url)
