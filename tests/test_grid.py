"""The grid's geometry against its definition: neighbours are the cells one row or column away."""

import pytest
from slidepuzzle import Board
from slidepuzzle.grid import OPPOSITE, WAYS, Grid

SHAPES = [(rows, cols) for rows in range(1, 6) for cols in range(1, 6) if rows * cols > 1]


def by_definition(rows: int, cols: int, cell: int) -> list[int]:
    """The cells one step away, written out from rows and columns, above, below, left, right."""
    row, col = divmod(cell, cols)
    places = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return [r * cols + c for r, c in places if 0 <= r < rows and 0 <= c < cols]


@pytest.mark.parametrize(("rows", "cols"), SHAPES)
def test_neighbours_are_the_cells_one_step_away_in_order(rows, cols):
    grid = Grid(rows, cols)
    for cell in range(rows * cols):
        expected = by_definition(rows, cols, cell)
        assert list(grid.neighbours(cell)) == expected
        assert list(Board(rows, cols, range(rows * cols)).neighbours(cell)) == expected
        assert [other for other in range(rows * cols) if grid.distance(cell, other) == 1] == sorted(
            expected
        )


@pytest.mark.parametrize(("rows", "cols"), SHAPES)
def test_way_is_the_inverse_of_step(rows, cols):
    grid = Grid(rows, cols)
    cells = range(rows * cols)
    for cell in cells:
        for way in WAYS:
            other = grid.step(cell, way)
            if other is not None:
                assert grid.way(cell, other) == way
                assert grid.step(other, OPPOSITE[way]) == cell
        for other in cells:  # never across a row's end, never two apart, never itself
            if other not in by_definition(rows, cols, cell):
                assert grid.way(cell, other) is None


def test_the_edges_and_a_row_end():
    grid = Grid(3, 4)
    assert grid.step(0, "up") is None and grid.step(0, "left") is None
    assert grid.step(11, "down") is None and grid.step(11, "right") is None
    assert grid.step(3, "right") is None and grid.way(3, 4) is None  # 3 ends row 0, 4 starts row 1
    assert grid.row_col(7) == (1, 3)
    assert grid.distance(0, 11) == 5
    assert grid.way(5, 1) == "up" and grid.way(5, 9) == "down"
