"""The 3-cycle of the proof's second half (``slidepuzzle.cycle``): on every window position of
several shapes, its moves are legal, move exactly its three tiles one place round (A to B's cell,
B to C's, C to A's), bring the blank back and leave every other tile where it was."""

from __future__ import annotations

import itertools
import random

import pytest
from slidepuzzle import BLANK, Board, random_board
from slidepuzzle.cycle import ThreeCycle, Window, blank_window, three_cycle, window_shape


def cycled_exactly(board: Board, cycle: ThreeCycle) -> None:
    """Play the cycle move by move (each a legal slide) and check what it did, independently of
    how it was found: only the three tiles moved, one place round, all in the window."""
    after = board.play(cycle.moves)  # MoveError on an illegal move
    moved = {tile for tile, now in zip(board.tiles, after.tiles, strict=True) if tile != now}
    a, b, c = cycle.tiles
    assert moved == {a, b, c}
    assert after.blank == board.blank
    where = board.tiles.index
    assert (after.tiles[where(b)], after.tiles[where(c)], after.tiles[where(a)]) == (a, b, c)
    cells = set(cycle.window.cells(board.cols))
    assert {where(a), where(b), where(c)} <= cells
    assert len(cycle.turn) == 4
    assert cycle.moves == cycle.gather + cycle.turn + cycle.undo
    # F gathers the three in a 2 x 2 square with the blank, R takes the blank once round it,
    # F' takes the blank back the way it came
    gathered = board.play(cycle.gather)
    square = {gathered.blank, *(gathered.tiles.index(tile) for tile in (a, b, c))}
    rows, cols = zip(*(divmod(cell, board.cols) for cell in square), strict=True)
    assert len(square) == 4 and len(set(rows)) == 2 and len(set(cols)) == 2 and square <= cells
    assert max(rows) - min(rows) == 1 and max(cols) - min(cols) == 1
    assert gathered.play(cycle.turn).blank == gathered.blank
    assert (
        blank_path(gathered.play(cycle.turn), cycle.undo) == blank_path(board, cycle.gather)[::-1]
    )


def blank_path(board: Board, moves: tuple[int, ...]) -> list[int]:
    """The blank's cells as ``moves`` are played."""
    cells = [board.blank]
    for tile in moves:
        board = board.slide(tile)
        cells.append(board.blank)
    return cells


def windows(rows: int, cols: int) -> list[Window]:
    """Every window position of every allowed size on a ``rows x cols`` board."""
    return [
        Window(row, col, height, width)
        for height, width in ((2, 3), (3, 2), (2, 2))
        for row in range(rows - height + 1)
        for col in range(cols - width + 1)
    ]


@pytest.mark.parametrize("rows, cols", [(2, 2), (2, 3), (3, 2), (3, 3), (2, 5), (4, 4), (3, 5)])
def test_every_window_position_with_the_blank_in_every_cell(rows: int, cols: int) -> None:
    rng = random.Random(rows * 100 + cols)
    for blank in range(rows * cols):
        tiles = list(range(1, rows * cols))
        rng.shuffle(tiles)
        tiles.insert(blank, BLANK)
        board = Board(rows, cols, tiles)
        for window in windows(rows, cols):
            cycled_exactly(board, three_cycle(board, window))


def test_every_board_of_2_x_3_and_3_x_2_and_2_x_2() -> None:
    for rows, cols in ((2, 3), (3, 2), (2, 2)):
        for tiles in itertools.permutations(range(rows * cols)):
            board = Board(rows, cols, tiles)
            cycle = three_cycle(board)
            assert cycle is not None
            assert cycle.window == Window(0, 0, rows, cols)
            cycled_exactly(board, cycle)


@pytest.mark.parametrize("rows, cols", [(4, 4), (5, 7), (7, 2), (2, 9), (30, 30)])
def test_the_blank_s_window_has_the_blank_and_needs_no_walk(rows: int, cols: int) -> None:
    for seed in range(20):
        board = random_board(rows, cols, seed=seed)
        cycle = three_cycle(board)
        assert cycle is not None
        assert board.blank in cycle.window.cells(cols)
        assert (cycle.window.rows, cycle.window.cols) == window_shape(rows, cols)
        assert len(cycle.gather) <= 8  # inside the window only: a few moves
        cycled_exactly(board, cycle)


def test_the_blank_s_window_puts_it_in_a_corner_when_the_board_allows() -> None:
    board = Board(4, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 12, 13, 14, 15])  # blank at (2, 2)
    assert blank_window(board) == Window(2, 0, 2, 3)  # the blank at its top right
    board = Board(2, 3, [1, 0, 2, 3, 4, 5])  # the board is the window: the blank in the middle
    assert blank_window(board) == Window(0, 0, 2, 3)


def test_a_worked_case_the_three_tiles_farthest_from_the_blank() -> None:
    board = Board(2, 3, [1, 2, 3, 4, 5, 0])
    cycle = three_cycle(board)
    assert cycle == ThreeCycle(Window(0, 0, 2, 3), (1, 4, 2), (5,), (4, 1, 2, 4), (5,))
    assert board.play(cycle.moves) == Board(2, 3, [2, 4, 3, 1, 5, 0])  # 1 to 4's cell, ...


def test_single_lines_have_no_cycle() -> None:
    for rows, cols in ((1, 5), (6, 1), (1, 2)):
        assert window_shape(rows, cols) is None
        assert three_cycle(random_board(rows, cols, seed=1)) is None


@pytest.mark.parametrize(
    "window",
    [
        Window(0, 0, 2, 4),
        Window(0, 0, 1, 3),
        Window(3, 0, 2, 3),
        Window(0, 2, 2, 3),
        Window(-1, 0, 2, 3),
    ],
)
def test_a_window_off_the_board_or_of_another_size_is_refused(window: Window) -> None:
    with pytest.raises(ValueError, match="window"):
        three_cycle(random_board(4, 4, seed=3), window)
