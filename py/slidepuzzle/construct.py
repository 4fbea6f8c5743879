"""The constructive solver: a solution for any solvable board of at least 2 x 2, built place by
place (fast and valid, never proven shortest).

The top rows are placed one by one until two remain, then the last two rows column by column,
then the final 2 x 2; the last two tiles of each row or column are put home by a small search
inside a 2 x 3 window.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Container, Iterable, Sequence

from slidepuzzle.board import BLANK, Board, Cell, Tile
from slidepuzzle.grid import Grid


def construct(board: Board, goal: Board) -> list[Tile]:
    """A solution for any solvable board of at least 2 rows and 2 columns, built place by place.

    The builder targets the blank-last goal; another goal is reached through it: a fixed path
    ``P`` takes the goal's blank to the bottom-right cell, giving ``G' = goal.play(P)``; the tiles
    are renamed so that ``G'`` reads as blank-last, the renamed board is solved, and ``P``
    reversed is appended, which turns ``G'`` back into the goal.
    """
    name, to_corner = blank_last(goal)
    original = {new: old for old, new in name.items()}
    builder = _Builder(board.rows, board.cols, [name[tile] for tile in board.tiles])
    builder.solve()
    moves = [original[tile] for tile in builder.moves]
    return cancel_pairs([*moves, *reversed(to_corner)])


def blank_last(goal: Board) -> tuple[dict[Tile, Tile], list[Tile]]:
    """How a solver for the blank-last goal reaches ``goal``: the tiles' new names and the path
    ``P`` (see ``construct``). A board renamed solved to blank-last, then ``P`` reversed, is
    ``goal``."""
    rows, cols = goal.rows, goal.cols
    r, c = goal.row_col(goal.blank)
    to_corner = [goal.tiles[r * cols + k] for k in range(c + 1, cols)]
    to_corner += [goal.tiles[k * cols + cols - 1] for k in range(r + 1, rows)]
    turned = goal.play(to_corner)
    name = {tile: (cell + 1) % goal.size for cell, tile in enumerate(turned.tiles)}
    return name, to_corner


def cancel_pairs(moves: Iterable[Tile]) -> list[Tile]:
    """The moves without back-and-forth pairs (the same tile slid twice running)."""
    kept: list[Tile] = []
    for tile in moves:
        if kept and kept[-1] == tile:
            kept.pop()
        else:
            kept.append(tile)
    return kept


class _Builder:
    """The constructive solver's workbench: a mutable board, the cells already placed, the moves."""

    def __init__(self, rows: int, cols: int, tiles: Sequence[Tile]) -> None:
        self.rows, self.cols = rows, cols
        self.tiles = list(tiles)
        self.cell_of = [0] * len(self.tiles)
        for cell, tile in enumerate(self.tiles):
            self.cell_of[tile] = cell
        self.placed = bytearray(len(self.tiles))
        self.moves: list[Tile] = []
        grid = Grid(rows, cols)
        self.next_to = [tuple(grid.neighbours(cell)) for cell in range(rows * cols)]

    def solve(self) -> None:
        """Top rows one by one until two remain, then the last two column by column, then 2 x 2."""
        rows, cols = self.rows, self.cols
        for r in range(rows - 2):
            for c in range(cols - 2):
                cell = r * cols + c
                self.tile_to(cell + 1, cell)
                self.placed[cell] = 1
            a = r * cols + cols - 2
            self.pair(a, a + 1, (a, a + 1, a + cols, a + 1 + cols, a + 2 * cols, a + 1 + 2 * cols))
        for c in range(cols - 2):
            a, b = (rows - 2) * cols + c, (rows - 1) * cols + c
            self.pair(a, b, (a, b, a + 1, b + 1, a + 2, b + 2))
        a, b = (rows - 1) * cols - 2, rows * cols - 2
        self.arrange((a, a + 1, b, b + 1), {a: a + 1, a + 1: a + 2, b: b + 1, b + 1: BLANK})

    def slide(self, cell: Cell) -> None:
        """Slide the tile on ``cell`` (next to the blank) into the blank."""
        blank, tile = self.cell_of[BLANK], self.tiles[cell]
        self.tiles[blank], self.tiles[cell] = tile, BLANK
        self.cell_of[tile], self.cell_of[BLANK] = blank, cell
        if self.moves and self.moves[-1] == tile:
            self.moves.pop()
        else:
            self.moves.append(tile)

    def route(
        self, start: Cell, ends: Container[Cell], avoid: Container[Cell]
    ) -> list[Cell] | None:
        """The cells after ``start`` on a shortest way to one of ``ends``, over free cells."""
        came = {start: start}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            if cell in ends:
                way = []
                while cell != start:
                    way.append(cell)
                    cell = came[cell]
                return way[::-1]
            for n in self.next_to[cell]:
                if n not in came and not self.placed[n] and n not in avoid:
                    came[n] = cell
                    queue.append(n)
        return None

    def blank_to(self, ends: Container[Cell], avoid: Container[Cell]) -> bool:
        """Walk the blank to one of ``ends`` around ``avoid``; False if there is no way."""
        way = self.route(self.cell_of[BLANK], ends, avoid)
        if way is None:
            return False
        for cell in way:
            self.slide(cell)
        return True

    def tile_to(self, tile: Tile, cell: Cell) -> None:
        """Move ``tile`` to ``cell``, step by step, bringing the blank ahead of it each time."""
        way = self.route(self.cell_of[tile], (cell,), ())
        assert way is not None, f"no way for tile {tile} to cell {cell}"
        for step in way:
            if not self.blank_to((step,), (self.cell_of[tile],)):
                self.arrange_free(tile, cell)
                return
            self.slide(self.cell_of[tile])

    def arrange_free(self, tile: Tile, cell: Cell) -> None:
        """Move ``tile`` to ``cell`` by searching tile and blank together (for tight corners)."""
        start = (self.cell_of[tile], self.cell_of[BLANK])
        came: dict[tuple[Cell, Cell], tuple[Cell, Cell]] = {start: start}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here[0] == cell:
                break
            at, blank = here
            for n in self.next_to[blank]:
                if not self.placed[n]:
                    there = (blank if n == at else at, n)
                    if there not in came:
                        came[there] = here
                        queue.append(there)
        else:
            raise AssertionError(f"no way for tile {tile} to cell {cell}")
        blanks = []
        while here != start:
            blanks.append(here[1])
            here = came[here]
        for n in reversed(blanks):
            self.slide(n)

    def pair(self, a: Cell, b: Cell, window: tuple[Cell, ...]) -> None:
        """Place the tiles of cells ``a`` and ``b``, the last two of a row or column.

        ``window`` is six free cells: ``a``, ``b`` (on the board's edge), the two beside them,
        then the two beyond. The tile for ``a`` goes to ``b``, the one for ``b`` into the window,
        then the window alone is searched to put both home.
        """
        want_a, want_b = a + 1, b + 1
        if self.tiles[a] != want_a or self.tiles[b] != want_b:
            self.tile_to(want_a, b)
            self.placed[b] = 1
            if self.cell_of[want_b] not in window:
                self.tile_to(want_b, window[-1])
            self.placed[b] = 0
            if self.cell_of[BLANK] not in window:
                taken = (self.cell_of[want_a], self.cell_of[want_b])
                moved = self.blank_to([c for c in window if c not in taken], taken)
                assert moved, "the blank cannot reach the window"
            self.arrange(window, {a: want_a, b: want_b})
        self.placed[a] = self.placed[b] = 1

    def arrange(self, window: Sequence[Cell], want: dict[Cell, Tile]) -> None:
        """Slide the blank within ``window`` until each cell of ``want`` holds its tile."""
        index = {cell: i for i, cell in enumerate(window)}
        wanted = set(want.values())
        start = tuple(
            t if t in wanted or t == BLANK else -1 for t in (self.tiles[c] for c in window)
        )
        goal_at = [(index[cell], tile) for cell, tile in want.items()]
        came: dict[tuple[int, ...], tuple[tuple[int, ...], Cell] | None] = {start: None}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if all(here[i] == tile for i, tile in goal_at):
                break
            blank = window[here.index(BLANK)]
            for n in self.next_to[blank]:
                if n in index:
                    new = list(here)
                    new[index[blank]], new[index[n]] = new[index[n]], BLANK
                    there = tuple(new)
                    if there not in came:
                        came[there] = (here, n)
                        queue.append(there)
        else:
            raise AssertionError(f"cannot arrange {want} within {window}")
        slides = []
        while (step := came[here]) is not None:
            here, n = step
            slides.append(n)
        for n in reversed(slides):
            self.slide(n)
