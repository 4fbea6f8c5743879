"""Playing a board by hand or replaying a solution: the tiles now, the moves made, undo.

Vocabulary: a *move* is the tile slid into the blank (as in ``slidepuzzle.solve``); sliding the
same tile again undoes it. An arrow key slides the tile that lies against the arrow from the
blank into the blank: "up" slides the tile below the blank up. Pure Python (no browser imports),
so the Solve panel only decides what to draw.
"""

from __future__ import annotations

from slidepuzzle import BLANK, Board, Cell, MoveError, Tile
from slidepuzzle.board import cell_name
from slidepuzzle.grid import OPPOSITE, WAYS, Grid, Way
from slidepuzzle.i18n import quoted
from slidepuzzle.slides import segment

ARROWS: dict[str, Way] = {
    "ArrowUp": "up",
    "ArrowDown": "down",
    "ArrowLeft": "left",
    "ArrowRight": "right",
}
"""Arrow keys by their ``KeyboardEvent.key`` and the way they slide a tile."""

TAP_PIXELS = 10.0
"""A pointer that moved less than this far (CSS pixels) both ways between down and up taps; a
longer movement is a drag, in the way it went furthest."""


def drag_way(dx: float, dy: float) -> Way | None:
    """The way a pointer went from where it was pressed (``dx`` right, ``dy`` down, in CSS
    pixels): None for a tap."""
    if abs(dx) < TAP_PIXELS and abs(dy) < TAP_PIXELS:
        return None
    if abs(dx) >= abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


class Game:
    """A board being played: the tiles now, the moves made in order, undo and reset."""

    def __init__(self, board: Board, goal: Board) -> None:
        self.start, self.goal = board, goal
        self.rows, self.cols = board.rows, board.cols
        self.grid = Grid(board.rows, board.cols)
        self.reset()

    def reset(self) -> None:
        """Back to the starting board with no moves made."""
        self.tiles: list[Tile] = list(self.start.tiles)
        self.cells: list[Cell] = [0] * len(self.tiles)
        for cell, tile in enumerate(self.tiles):
            self.cells[tile] = cell
        self.moves: list[Tile] = []

    @property
    def board(self) -> Board:
        """The board now."""
        return Board(self.rows, self.cols, self.tiles)

    @property
    def solved(self) -> bool:
        """Whether the board now is the goal."""
        return tuple(self.tiles) == self.goal.tiles

    def cell(self, tile: Tile) -> Cell:
        """Where ``tile`` is now (the blank is tile 0)."""
        return self.cells[tile]

    def slide(self, tile: Tile) -> Cell:
        """Slide ``tile`` into the blank and return the cell it left; ``MoveError`` if it cannot."""
        self._swap(tile)
        self.moves.append(tile)
        return self.cells[BLANK]

    def undo(self) -> Tile | None:
        """Take back the last move; the tile slid back, or ``None`` when there is none."""
        if not self.moves:
            return None
        tile = self.moves.pop()
        self._swap(tile)
        return tile

    def gesture(self, tile: Tile, way: Way | None) -> tuple[Tile, ...]:
        """The moves a tap (``way`` None) or a drag ``way`` on ``tile`` makes: the tile and those
        between it and the blank, nearest the blank first (``slidepuzzle.slides.segment``), when
        it is in the blank's row or column and a drag goes towards the blank; ``MoveError``
        (``not-in-line``, ``not-towards-blank``) if not."""
        moves = segment(self.board, tile)
        blank = self.cells[BLANK]
        if way is not None and way != self._towards_blank(self.cells[tile]):
            raise MoveError("not-towards-blank", tile=tile, blank=cell_name(blank, self.cols))
        return moves

    def _towards_blank(self, cell: Cell) -> Way:
        """The way from ``cell`` to the blank, in its row or column."""
        row, col = divmod(cell, self.cols)
        blank_row, blank_col = divmod(self.cells[BLANK], self.cols)
        if row == blank_row:
            return "right" if blank_col > col else "left"
        return "down" if blank_row > row else "up"

    def last_way(self) -> Way | None:
        """Where the last tile moved went on the screen ("up", "down", "left", "right")."""
        if not self.moves:
            return None
        return self.grid.way(self.cells[BLANK], self.cells[self.moves[-1]])

    def tile_towards(self, way: Way) -> Tile | None:
        """The tile an arrow slides ("up", "down", "left", "right"); ``None`` at the edge."""
        if way not in WAYS:
            raise ValueError(f"expected one of {', '.join(WAYS)}, got {way!r}")
        cell = self.grid.step(self.cells[BLANK], OPPOSITE[way])  # "up" slides the tile below
        return None if cell is None else self.tiles[cell]

    def _swap(self, tile: Tile) -> None:
        """Swap ``tile`` with the blank if they are side by side; ``MoveError`` if not."""
        if not (isinstance(tile, int) and 0 < tile < len(self.tiles)):
            raise MoveError("no-such-tile", value=quoted(tile), rows=self.rows, cols=self.cols)
        blank, cell = self.cells[BLANK], self.cells[tile]
        if self.grid.way(blank, cell) is None:
            raise MoveError("not-next-to-blank", tile=tile, blank=cell_name(blank, self.cols))
        self.tiles[blank], self.tiles[cell] = tile, BLANK
        self.cells[tile], self.cells[BLANK] = blank, cell
