"""Editing a board on its grid: swaps, a cell set, a new shape; the errors for what is no board."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slidepuzzle import (
    Board,
    ShapeError,
    TileError,
    TokenError,
    is_solvable,
    parse_board,
)
from slidepuzzle.edit import resize, set_cell, swap_cells
from slidepuzzle.fix import fix_swaps

FIFTEEN = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 _")


def test_a_swap_of_two_tiles_flips_the_verdict_and_the_text_follows():
    swapped = swap_cells(FIFTEEN, 13, 14)
    assert swapped.tiles[12:] == (13, 15, 14, 0)
    assert is_solvable(FIFTEEN) and not is_solvable(swapped)
    assert str(swapped).splitlines()[-1] == "13 15 14  _"
    assert parse_board(str(swapped)) == swapped
    assert swap_cells(swapped, 14, 13) == FIFTEEN


def test_a_swap_may_move_the_blank():
    moved = swap_cells(FIFTEEN, 15, 0)
    assert moved.blank == 0 and moved.tiles[15] == 1


def test_the_fix_uses_the_same_swap():
    loyd = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")
    best = fix_swaps(loyd)[0]
    assert best.apply(loyd) == swap_cells(loyd, *best.cells)


def test_setting_a_cell_moves_the_tile_that_was_there():
    board = parse_board("1 2 3\n4 _ 5\n7 8 6")
    typed = set_cell(board, 0, 5)  # 5 to the top left: 1 goes where 5 was
    assert str(typed) == "5 2 3\n4 _ 1\n7 8 6"
    assert set_cell(typed, 0, 1) == board
    assert set_cell(board, 3, 4) == board
    assert set_cell(board, 0, 0).blank == 0
    assert is_solvable(board) != is_solvable(typed)


@pytest.mark.parametrize(
    ("tile", "error", "message"),
    [
        (
            9,
            TileError,
            "tile 9 at row 1, column 2 is out of range: a board of 9 cells has the "
            "numbers 0 to 8; missing: 2",
        ),
        ("x", TokenError, "tile at row 1, column 2 is not a whole number: 'x'"),
        (-1, TokenError, "tile at row 1, column 2 is negative: -1"),
        (2.0, TokenError, "tile at row 1, column 2 is not a whole number: 2.0"),
        (True, TokenError, "tile at row 1, column 2 is not a whole number: True"),
    ],
)
def test_what_is_no_tile_of_the_board_is_refused_at_its_cell(tile, error, message):
    board = parse_board("1 2 3\n4 _ 5\n7 8 6")
    with pytest.raises(error) as raised:
        set_cell(board, 1, tile)
    assert str(raised.value) == message
    assert (raised.value.row, raised.value.column) == (1, 2)
    assert raised.value.message("ko") != raised.value.message("en")


@pytest.mark.parametrize("cell", [-1, 9, 1.0, "0", None])
def test_a_cell_off_the_board_is_named(cell):
    board = parse_board("1 2 3\n4 _ 5\n7 8 6")
    with pytest.raises(ShapeError, match=r"on a 3 x 3 board: its cells are 0 to 8"):
        swap_cells(board, cell, 0)
    with pytest.raises(ShapeError, match=r"no cell"):
        set_cell(board, cell, 1)


def test_resizing_keeps_what_fits():
    eight = parse_board("1 2 3\n4 _ 5\n7 8 6")
    grown = resize(eight, 4, 4)
    assert grown.grid()[:3] == [(1, 2, 3, 9), (4, 0, 5, 10), (7, 8, 6, 11)]
    assert grown.grid()[3] == (12, 13, 14, 15)
    assert resize(grown, 3, 3) == eight
    shrunk = resize(FIFTEEN, 3, 3)  # 9, 10, 11 are no tiles of 3 x 3: 4, 8 and the blank come in
    assert str(shrunk) == "1 2 3\n5 6 7\n4 8 _"
    assert resize(FIFTEEN, 2, 8).tiles == (1, 2, 3, 4, 9, 10, 11, 12, 5, 6, 7, 8, 13, 14, 15, 0)
    assert resize(eight, 1, 2) == Board(1, 2, (1, 0))
    with pytest.raises(ShapeError, match="at least 2 cells"):
        resize(eight, 1, 1)
    with pytest.raises(ShapeError, match="rows"):
        resize(eight, 0, 3)


@given(
    st.integers(2, 5).flatmap(
        lambda rows: st.tuples(
            st.just(rows),
            st.integers(1, 5),
            st.integers(1, 6),
            st.integers(1, 6),
            st.randoms(use_true_random=False),
        )
    )
)
def test_resizing_always_makes_a_board_and_keeps_the_common_cells(args):
    rows, cols, new_rows, new_cols, rng = args
    tiles = list(range(rows * cols))
    rng.shuffle(tiles)
    board = Board(rows, cols, tiles)
    if new_rows * new_cols < 2:
        return
    resized = resize(board, new_rows, new_cols)
    assert Board(new_rows, new_cols, resized.tiles) == resized  # every check passes
    for r in range(min(rows, new_rows)):
        for c in range(min(cols, new_cols)):
            tile = board.tiles[r * cols + c]
            if tile < new_rows * new_cols:
                assert resized.tiles[r * new_cols + c] == tile
