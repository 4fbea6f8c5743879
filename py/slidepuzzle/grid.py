"""The grid: the cells of a ``rows x cols`` rectangle, their rows and columns, neighbours, ways.

A *cell* is an index in reading order (row ``cell // cols``, column ``cell % cols``, both from 0
at the top left). A *way* is one of four directions on the screen: ``up`` is towards row 0.
Neighbours are listed in the order of ``WAYS`` (up, down, left, right), which the searches and
the constructive solver rely on to be deterministic.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, NamedTuple, TypeAlias

Cell: TypeAlias = int
"""A cell index in reading order: row ``cell // cols``, column ``cell % cols``, both from 0."""

Way: TypeAlias = Literal["up", "down", "left", "right"]
"""A direction on the screen."""

WAYS: tuple[Way, ...] = ("up", "down", "left", "right")
"""Every way, in the order neighbours are listed."""

OPPOSITE: dict[Way, Way] = {"up": "down", "down": "up", "left": "right", "right": "left"}
"""Each way and its reverse."""

_STEP: dict[Way, tuple[int, int]] = {
    "up": (-1, 0),
    "down": (1, 0),
    "left": (0, -1),
    "right": (0, 1),
}


class Grid(NamedTuple):
    """A rectangle of ``rows x cols`` cells."""

    rows: int
    cols: int

    def row_col(self, cell: Cell) -> tuple[int, int]:
        """The row and column of ``cell``, both from 0 at the top left."""
        return divmod(cell, self.cols)

    def step(self, cell: Cell, way: Way) -> Cell | None:
        """The cell next to ``cell`` going ``way``; ``None`` past the grid's edge."""
        dr, dc = _STEP[way]
        row, col = divmod(cell, self.cols)
        row, col = row + dr, col + dc
        if 0 <= row < self.rows and 0 <= col < self.cols:
            return row * self.cols + col
        return None

    def neighbours(self, cell: Cell) -> Iterator[Cell]:
        """The cells next to ``cell``: above, below, left, right (those on the grid)."""
        for way in WAYS:
            other = self.step(cell, way)
            if other is not None:
                yield other

    def way(self, start: Cell, end: Cell) -> Way | None:
        """Which way ``end`` lies from ``start``, when they are neighbours; else ``None``."""
        cols = self.cols
        if end == start - cols and end >= 0:
            return "up"
        if end == start + cols and end < self.rows * cols:
            return "down"
        if end == start - 1 and start % cols:
            return "left"
        if end == start + 1 and end % cols:
            return "right"
        return None

    def distance(self, cell: Cell, other: Cell) -> int:
        """The Manhattan distance between two cells: the rows plus the columns apart."""
        (r1, c1), (r2, c2) = divmod(cell, self.cols), divmod(other, self.cols)
        return abs(r1 - r2) + abs(c1 - c2)
