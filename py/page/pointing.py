"""The drawn board's tiles pointed at or focused: the tile and its inversion pairs marked.

A small adapter next to ``page.dom`` (the browser's events and elements): the tiles come drawn
by ``page.view.picture`` with their partners in ``data-pairs``; moving the focus among them is
``page.why_view.roving``. Marks are classes (``pointed``, ``paired``), never style attributes.
"""

from __future__ import annotations

from typing import Any

from page import dom
from page.why_view import roving

TILE = ".tile[data-pairs]"
"""A drawn tile that can be pointed at."""


def marks(tile: Any) -> None:
    """Mark ``tile`` and the tiles it makes an inversion with (``tile`` None: mark nothing)."""
    grid = dom.el("grid")
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
    """The pointer or the focus came onto a tile: mark its pairs."""
    tile = event.target.closest(TILE)
    if tile:
        marks(tile)


def left(event: Any) -> None:
    """The pointer or the focus left a tile: mark the tile now under it or focused, or none."""
    going = event.relatedTarget
    tile = going.closest(TILE) if going else None
    if not tile:
        focused = dom.el("grid").querySelector(f"{TILE}:focus")
        tile = focused if focused else None
    marks(tile)


def key(event: Any) -> None:
    """Arrow keys move the focus from tile to tile (the one in the Tab order moves with it)."""
    tile = event.target.closest(TILE)
    if not tile:
        return
    board = tile.closest(".board-grid").dataset
    cell = roving(
        int(board.rows), int(board.cols), int(board.blank), int(tile.dataset.cell), event.key
    )
    if cell is None:
        return
    event.preventDefault()
    going = dom.el("grid").querySelector(f'[data-cell="{cell}"]')
    tile.tabIndex = -1
    going.tabIndex = 0
    going.focus()
