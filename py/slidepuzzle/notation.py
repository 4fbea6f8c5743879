"""Moves written out: the tiles slid (``8 6 7 4``) or the blank's moves (``U L D R``), both ways.

A solution (``Solution.moves``) names the tiles slid into the blank, in order. Many players and
solvers write the blank's moves instead: ``U`` when the blank moves up, which slides the tile
above it down. ``blank_moves`` and ``tile_moves`` turn one into the other on a given board;
``format_tile_moves``, ``format_blank_moves`` write them and ``parse_moves`` reads either back.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal, TypeAlias

from slidepuzzle.board import BLANK, Board, MoveError, Tile, cell_name, clip
from slidepuzzle.grid import OPPOSITE, Grid, Way
from slidepuzzle.i18n import quoted
from slidepuzzle.messages import Value, phrase

Direction: TypeAlias = Literal["U", "D", "L", "R"]
"""A move named by where the blank goes (see ``CONVENTION``)."""

TileDirection: TypeAlias = Way
"""Where a tile slides."""

CONVENTION = (
    "U D L R name where the blank goes (U: the blank moves up, the tile above it slides down)"
)
"""How the blank's moves are named, in words for people."""

DIRECTIONS: tuple[Direction, ...] = ("U", "D", "L", "R")
"""Every direction, in the order of ``CONVENTION``."""

_BY_LETTER: dict[str, Direction] = {direction: direction for direction in DIRECTIONS}
_BLANK_GOES: dict[Direction, Way] = {"U": "up", "D": "down", "L": "left", "R": "right"}
_LETTER: dict[Way, Direction] = {way: letter for letter, way in _BLANK_GOES.items()}
_TOKEN = re.compile(r"[^\s,;]+")  # moves are separated by spaces, commas or semicolons


def tile_direction(direction: Direction) -> TileDirection:
    """Where the tile slides when the blank moves ``direction``: the other way (``"U"``: down)."""
    return OPPOSITE[_BLANK_GOES[direction]]


def blank_moves(board: Board, moves: Sequence[Tile]) -> list[Direction]:
    """The blank's moves for sliding the tiles ``moves`` in turn, starting from ``board``.

    ``MoveError`` names the first move whose tile is not next to the blank (or not a tile).
    """
    grid, cols, size = Grid(board.rows, board.cols), board.cols, board.size
    where = [0] * size
    for cell, tile in enumerate(board.tiles):
        where[tile] = cell
    blank = board.blank
    directions: list[Direction] = []
    for number, tile in enumerate(moves, 1):
        if type(tile) is not int or not 0 < tile < size:
            raise _at_move(number, "not-a-tile-here", value=quoted(tile), largest=size - 1)
        cell = where[tile]
        way = grid.way(blank, cell)
        if way is None:
            raise _at_move(number, "not-next-to-blank", tile=tile, blank=cell_name(blank, cols))
        directions.append(_LETTER[way])
        where[tile], blank = blank, cell
    return directions


def tile_moves(board: Board, directions: Sequence[Direction]) -> list[Tile]:
    """The tiles slid when the blank moves ``directions`` in turn, starting from ``board``.

    The inverse of ``blank_moves``. ``MoveError`` names the first move that would take the
    blank off the board (or is no direction).
    """
    grid, cols = Grid(board.rows, board.cols), board.cols
    tiles = list(board.tiles)
    blank = board.blank
    moved: list[Tile] = []
    for number, direction in enumerate(directions, 1):
        if direction not in DIRECTIONS:
            raise _at_move(number, "not-a-direction", value=quoted(direction))
        cell = grid.step(blank, _BLANK_GOES[direction])
        if cell is None:
            way = phrase(f"blank-goes-{_BLANK_GOES[direction]}")
            raise _at_move(
                number, "off-the-edge", direction=direction, way=way, blank=cell_name(blank, cols)
            )
        tile = tiles[cell]
        tiles[blank], tiles[cell] = tile, BLANK
        moved.append(tile)
        blank = cell
    return moved


def format_tile_moves(moves: Sequence[Tile]) -> str:
    """The tiles slid, spaced: ``"8 6 7 4"``."""
    return " ".join(map(str, moves))


def format_blank_moves(directions: Sequence[Direction]) -> str:
    """The blank's moves, spaced: ``"U L D R"``."""
    return " ".join(directions)


def parse_moves(text: str, board: Board) -> list[Tile]:
    """The tiles slid, read from ``text`` in either notation, checked on ``board``.

    Tile numbers (``8 6 7 4``) or the blank's moves (``U L D R``, ``uldr``, ``U,L,D,R``), not
    mixed; separated by spaces, commas or semicolons. ``MoveError`` names the move at fault.
    """
    tokens = _TOKEN.findall(text)
    if not tokens:
        return []
    if _is_number(tokens[0]):
        moves = []
        for number, token in enumerate(tokens, 1):
            if not _is_number(token):
                raise _at_move(number, "not-a-tile-number-mixed", token=clip(token))
            digits = token.lstrip("0") or "0"
            if len(digits) > len(str(board.size)):  # int() refuses thousands of digits
                raise _at_move(number, "not-a-tile-here", value=clip(token), largest=board.size - 1)
            moves.append(int(digits))
        blank_moves(board, moves)  # the same checks as a solution's moves
        return moves
    directions: list[Direction] = []
    for token in tokens:
        for letter in token.upper():
            direction = _BY_LETTER.get(letter)
            if direction is None:
                raise _at_move(len(directions) + 1, "not-a-direction-mixed", token=clip(token))
            directions.append(direction)
    return tile_moves(board, directions)


def _at_move(number: int, key: str, **values: Value) -> MoveError:
    """The ``MoveError`` ``key``, placed at move ``number``."""
    return MoveError(key, **values).placed(phrase("at-move", move=number))


def _is_number(token: str) -> bool:
    return token.isascii() and token.isdigit()
