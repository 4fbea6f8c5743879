"""Picture mode: a picture cropped to the board's shape and cut into its tiles.

The *crop* is the largest rectangle of the board's proportions (square cells: ``cols`` wide,
``rows`` high) in the middle of the picture. Each tile shows the part of the crop under its goal
cell, so the goal shows the crop whole (the blank's part too, once solved). A *piece* says so in
CSS terms, as percentages of the tile, whatever size the tile is drawn at: ``background-size``
(the whole picture, in tiles) and ``background-position`` (``p%`` puts the point ``p%`` across
the picture on the point ``p%`` across the tile).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import inf

from slidepuzzle.board import Board, RequestError, Tile

PICTURE = "static/picture.svg"
"""The built-in picture, drawn for the project (960 x 960): a valley at sunset."""

PICTURE_SIZE = (960, 960)
"""The built-in picture's width and height."""


@dataclass(frozen=True)
class Crop:
    """The part of a picture that a board shows: its left and top edges, width and height, in
    the picture's own units (pixels)."""

    left: float
    top: float
    width: float
    height: float


@dataclass(frozen=True)
class Piece:
    """The part of the picture that ``tile`` shows: that of its goal cell (``row``, ``col``,
    from 0), as the tile's CSS background, in percentages of the tile."""

    tile: Tile
    row: int
    col: int
    size: tuple[float, float]
    """``background-size``: the whole picture's width and height, in percent of the tile's."""
    position: tuple[float, float]
    """``background-position``, in percent."""

    def css(self) -> dict[str, str]:
        """The CSS properties and their values, for ``style.setProperty`` one by one (the page's
        Content-Security-Policy refuses a ``style`` attribute): ``{"background-size": "300%
        300%", "background-position": "50% 0%"}``."""
        (w, h), (x, y) = self.size, self.position
        return {
            "background-size": f"{_percent(w)} {_percent(h)}",
            "background-position": f"{_percent(x)} {_percent(y)}",
        }


def crop(width: float, height: float, rows: int, cols: int) -> Crop:
    """The largest ``cols : rows`` rectangle in the middle of a ``width x height`` picture."""
    _check_size(width, height)
    if width * rows > height * cols:  # wider than the board: the sides are cut off
        used = height * cols / rows
        return Crop((width - used) / 2, 0.0, used, float(height))
    used = width * rows / cols
    return Crop(0.0, (height - used) / 2, float(width), used)


def pieces(goal: Board, width: float, height: float) -> dict[Tile, Piece]:
    """Each tile's piece (the blank's too) of a ``width x height`` picture cropped to
    ``goal``'s shape: the part under the tile's cell in ``goal``."""
    area = crop(width, height, goal.rows, goal.cols)
    side = area.width / goal.cols  # a tile's side, in the picture's units
    wide, high = width / side, height / side  # the picture, in tiles
    found = {}
    for cell, tile in enumerate(goal.tiles):
        row, col = divmod(cell, goal.cols)
        x, y = area.left / side + col, area.top / side + row  # the piece's corner, in tiles
        found[tile] = Piece(
            tile, row, col, (100 * wide, 100 * high), (_position(x, wide), _position(y, high))
        )
    return found


def _position(offset: float, picture: float) -> float:
    """The percentage that shifts a picture ``picture`` tiles long by ``offset`` tiles: ``p%``
    shifts it by ``p/100 * (picture - 1)``. Any does when the picture is one tile long."""
    return 0.0 if picture <= 1 else 100 * offset / (picture - 1)


def _percent(value: float) -> str:
    """``"33.3333%"``: four decimals at most, no trailing zeros."""
    return f"{value:.4f}".rstrip("0").rstrip(".") + "%"


def _check_size(width: object, height: object) -> None:
    """``RequestError`` unless both are finite numbers above 0."""
    for value in (width, height):
        if not isinstance(value, int | float) or isinstance(value, bool) or not 0 < value < inf:
            raise RequestError("picture-size", width=repr(width), height=repr(height))
