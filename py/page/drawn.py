"""The drawn boards in the page: a stage's tiles placed and its moves marked (the Solve panel,
the proof's 3-cycle), drawn as a picture's pieces (an image chosen read as an object URL), the
line under a board in play, and the verdict's drawn board pointed at and moved among, its tiles
read from the browser's events.

Like ``page.dom``, which it builds on, it touches the page and holds no state.
"""

from __future__ import annotations

from typing import Any

from pyscript import window

from page.dom import el
from page.markup import escape
from page.panel_view import Moves
from page.pictures import Look, Own
from page.why_view import roving


def stage(name: str, rows: int, cols: int, cells_html: str, cells: list[tuple[int, int]]) -> None:
    """Draw a stage's tiles (in reading order), each at its (row, column) through the CSSOM:
    the page's Content-Security-Policy (``style-src 'self'``) refuses style attributes."""
    element = el(name)
    element.style["--cols"] = str(cols)
    element.style["--rows"] = str(rows)
    element.innerHTML = cells_html
    for drawn, (row, col) in zip(element.querySelectorAll(".tile"), cells, strict=True):
        drawn.style.setProperty("--r", str(row))
        drawn.style.setProperty("--c", str(col))


def invariant(now: str, change: str) -> None:
    """The line under the board in play: the invariant now, what the last move changed."""
    el("invariant").innerHTML = "".join(
        f"<span>{escape(words)}</span>" for words in (now, change) if words
    )


def place_tile(name: str, tile: int, row: int, col: int) -> None:
    """Move a tile drawn on a stage to a cell: CSS slides it there."""
    drawn = el(name).querySelector(f'[data-tile="{tile}"]')
    drawn.style.setProperty("--r", str(row))
    drawn.style.setProperty("--c", str(col))


def moves(written: Moves) -> None:
    """Write the solution's moves in both notations."""
    el("tile-moves").innerHTML = written.tiles_html
    el("blank-moves").innerHTML = written.blanks_html
    el("moves").dataset.marked = "true" if written.marked else "false"


def mark_move(index: int) -> None:
    """Highlight move ``index`` (0 is the first) in both notations; -1 marks none."""
    for box in ("tile-moves", "blank-moves") if el("moves").dataset.marked == "true" else ():
        element = el(box)
        old = element.querySelector(".current")
        if old:
            old.classList.remove("current")
            old.removeAttribute("aria-current")
        if index >= 0:
            new = element.querySelector(f'[data-move="{index}"]')
            if new:
                new.classList.add("current")
                new.setAttribute("aria-current", "step")


def stage_pressed(name: str, event: Any) -> tuple[int | None, float, float]:
    """The tile of stage ``name`` the pointer went down on (None: no tile, or not the main
    button) and where (x, y); the stage captures the pointer, so that it hears where it comes up
    wherever that is."""
    tile = event.target.closest(".tile") if event.button == 0 else None
    if tile:  # a JS null is falsy (and not None)
        el(name).setPointerCapture(event.pointerId)
    return (int(tile.dataset.tile) if tile else None), float(event.clientX), float(event.clientY)


def pointer_at(event: Any) -> tuple[float, float]:
    """Where a pointer event happened (x, y, in CSS pixels)."""
    return float(event.clientX), float(event.clientY)


POINTABLE = ".tile[data-pairs]"
"""A tile of the drawn board (``page.view.picture``) that can be pointed at: its inversion
partners in ``data-pairs``. Marks are classes (``pointed``, ``paired``), never style attributes."""


def mark_pairs(tile: Any) -> None:
    """Mark ``tile`` and the tiles it makes an inversion with (``tile`` None: mark nothing)."""
    grid = el("grid")
    for marked in grid.querySelectorAll(".pointed, .paired"):
        marked.classList.remove("pointed", "paired")
    said = grid.querySelector(".tile-pairs")  # the tile's inversions in words, under the board
    if said:
        said.textContent = tile.title if tile else ""
    if not tile:  # a JS null is falsy (and not None)
        return
    tile.classList.add("pointed")
    for partner in str(tile.dataset.pairs).split():
        grid.querySelector(f'[data-tile="{partner}"]').classList.add("paired")


def pointed(event: Any) -> None:
    """The pointer or the focus came onto a drawn tile: mark its pairs."""
    tile = event.target.closest(POINTABLE)
    if tile:
        mark_pairs(tile)


def left(event: Any) -> None:
    """The pointer or the focus left a drawn tile: mark the tile now under it or focused, or
    none."""
    going = event.relatedTarget
    tile = going.closest(POINTABLE) if going else None
    if not tile:
        focused = el("grid").querySelector(f"{POINTABLE}:focus")
        tile = focused if focused else None
    mark_pairs(tile)


def rove(event: Any) -> None:
    """Arrow keys move the focus from drawn tile to tile (``page.why_view.roving``; the one in
    the Tab order moves with it)."""
    tile = event.target.closest(POINTABLE)
    if not tile:
        return
    board = tile.closest(".board-grid").dataset
    cell = roving(
        int(board.rows), int(board.cols), int(board.blank), int(tile.dataset.cell), event.key
    )
    if cell is None:
        return
    event.preventDefault()
    going = el("grid").querySelector(f'[data-cell="{cell}"]')
    tile.tabIndex = -1
    going.tabIndex = 0
    going.focus()


def cell_of(target: Any) -> int | None:
    """The cell of the drawn tile ``target`` is on (None: not on a pointable tile)."""
    tile = target.closest(POINTABLE) if target else None
    return int(tile.dataset.cell) if tile else None  # a JS null is falsy (and not None)


def pressed_cell(event: Any) -> int | None:
    """The cell of the drawn tile a key or the pointer went down on (None: no tile)."""
    return cell_of(event.target)


def released_cell(event: Any) -> int | None:
    """The cell of the drawn tile under the pointer where it came up (a touch keeps its first
    target: the tile is found where the pointer is)."""
    return cell_of(window.document.elementFromPoint(event.clientX, event.clientY))


def mark_picked(cell: int | None) -> None:
    """Mark the tile of ``cell`` as picked for a swap (None: mark none)."""
    grid = el("grid")
    for marked in grid.querySelectorAll(".picked"):
        marked.classList.remove("picked")
        marked.setAttribute("aria-pressed", "false")
    tile = grid.querySelector(f'[data-cell="{cell}"]') if cell is not None else None
    if tile:
        tile.classList.add("picked")
        tile.setAttribute("aria-pressed", "true")


def picked_shown() -> bool:
    """Whether a tile is marked picked (a board drawn anew has none)."""
    return bool(el("grid").querySelector(".picked"))


def focus_cell(cell: int) -> None:
    """Focus the drawn tile of ``cell`` (the one in the Tab order)."""
    grid = el("grid")
    tile = grid.querySelector(f'[data-cell="{cell}"]')
    if not tile:
        return
    for other in grid.querySelectorAll(POINTABLE):
        other.tabIndex = -1
    tile.tabIndex = 0
    tile.focus()


def tiles_at(*cells: int) -> tuple[int | None, ...]:
    """The numbers of the drawn tiles on ``cells`` (None: no tile drawn there)."""
    grid = el("grid")
    tiles = (grid.querySelector(f'[data-cell="{cell}"]') for cell in cells)
    return tuple(int(tile.dataset.tile) if tile else None for tile in tiles)


# Picture mode


def picture(name: str, look: Look | None, whole: bool) -> None:
    """Draw a stage's tiles as their pieces of a picture (``look`` None: as numbers), with the
    blank's piece (``blank-piece``, shown once ``whole``). Through the CSSOM: no style
    attributes."""
    element = el(name)
    old = element.querySelector(".blank-piece")
    if old:
        old.remove()
    element.classList.remove("pictured", "numbers", "own")
    if look is None:
        return
    element.classList.add("pictured")
    if look.numbers:
        element.classList.add("numbers")
    if look.url is not None:  # the reader's own (``own``): its URL in ``--picture``
        element.style["--picture"] = f'url("{look.url}")'
        element.classList.add("own")
    element.insertAdjacentHTML("beforeend", '<span class="blank-piece" aria-hidden="true"></span>')
    for tile in element.querySelectorAll(".tile"):
        for prop, words in look.pieces[int(tile.dataset.tile)].items():
            tile.style.setProperty(prop, words)
    blank = element.querySelector(".blank-piece")
    for prop, words in look.pieces[0].items():
        blank.style.setProperty(prop, words)
    blank.style.setProperty("--r", str(look.blank[0]))
    blank.style.setProperty("--c", str(look.blank[1]))
    whole_picture(name, whole)


def whole_picture(name: str, whole: bool) -> None:
    """Mark a stage ``whole`` (the goal reached: the blank's piece shows) or not."""
    classes = el(name).classList
    if whole:
        classes.add("whole")
    else:
        classes.remove("whole")


async def chosen_image(name: str) -> Own | None:
    """The image chosen in a file input, as an object URL (it never leaves the browser) with
    its size; None: no file chosen, or not an image the browser can show."""
    files = el(name).files
    if not files or files.length == 0:
        return None
    url = window.URL.createObjectURL(files.item(0))
    image = window.document.createElement("img")
    image.src = url
    try:
        await image.decode()
    except Exception:  # a JsException: not an image
        window.URL.revokeObjectURL(url)
        return None
    if not image.naturalWidth or not image.naturalHeight:
        window.URL.revokeObjectURL(url)
        return None
    return Own(url, int(image.naturalWidth), int(image.naturalHeight))


def let_go(url: str) -> None:
    """Free an object URL no longer drawn."""
    window.URL.revokeObjectURL(url)
