"""Moves written out: tiles slid and the blank's moves, each the inverse of the other."""

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slidepuzzle import Board, MoveError, goal_board, parse_board, random_board, solve
from slidepuzzle.notation import (
    CONVENTION,
    DIRECTIONS,
    blank_moves,
    format_blank_moves,
    format_tile_moves,
    parse_moves,
    tile_direction,
    tile_moves,
)

BOARD = parse_board("1 2 3\n4 _ 5\n6 7 8")  # the blank in the middle: every direction


def random_walk(board: Board, length: int, rng: random.Random) -> list[int]:
    """``length`` tiles slid, each next to the blank at its turn."""
    moves = []
    for _ in range(length):
        tile = rng.choice(board.movable())
        moves.append(tile)
        board = board.slide(tile)
    return moves


@st.composite
def walks(draw: st.DrawFn) -> tuple[Board, list[int]]:
    """A random board of up to 6 x 6 (single lines too) and a random walk from it."""
    rows, cols = draw(st.tuples(st.integers(1, 6), st.integers(1, 6)).filter(lambda s: s != (1, 1)))
    seed = draw(st.integers(0, 2**32))
    board = random_board(rows, cols, seed=seed)
    return board, random_walk(board, draw(st.integers(0, 60)), random.Random(seed))


@given(walks())
def test_each_letter_says_where_the_blank_goes(walk):
    board, moves = walk
    directions = blank_moves(board, moves)
    assert len(directions) == len(moves)
    for tile, direction in zip(moves, directions, strict=True):
        (row, col), after = board.row_col(board.blank), board.slide(tile)
        step = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}[direction]
        assert after.row_col(after.blank) == (row + step[0], col + step[1])
        board = after


@given(walks())
def test_tile_moves_undoes_blank_moves(walk):
    board, moves = walk
    assert tile_moves(board, blank_moves(board, moves)) == moves


@given(walks())
def test_both_notations_read_back(walk):
    board, moves = walk
    assert parse_moves(format_tile_moves(moves), board) == moves
    letters = format_blank_moves(blank_moves(board, moves))
    assert parse_moves(letters, board) == moves
    assert parse_moves(letters.lower().replace(" ", ""), board) == moves
    assert parse_moves(letters.replace(" ", ", "), board) == moves


def test_the_written_forms():
    moves = [2, 3, 5, 8]  # from BOARD: up, up-right, right-down, down
    assert format_tile_moves(moves) == "2 3 5 8"
    assert blank_moves(BOARD, moves) == ["U", "R", "D", "D"]
    assert format_blank_moves(blank_moves(BOARD, moves)) == "U R D D"
    assert format_tile_moves([]) == format_blank_moves([]) == ""
    assert parse_moves("  \n", BOARD) == []


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_the_tile_slides_the_other_way(direction):
    (tile,) = tile_moves(BOARD, [direction])
    before, after = BOARD.row_col(BOARD.tiles.index(tile)), BOARD.slide(tile)
    row, col = after.row_col(after.tiles.index(tile))
    step = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
    assert (row - before[0], col - before[1]) == step[tile_direction(direction)]


def test_the_convention_is_stated_in_words():
    assert CONVENTION.startswith("U D L R") and "the blank moves up" in CONVENTION


def test_a_solution_reads_in_both_notations():
    board = parse_board("8 6 7\n2 5 4\n3 _ 1")
    solution = solve(board)
    letters = format_blank_moves(blank_moves(board, solution.moves))
    assert board.play(parse_moves(letters, board)) == goal_board(3, 3)


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ([2, 3, 9], "move 3: 9 is not a tile of this board (1 to 8)"),
        ([0], "move 1: 0 is not a tile of this board (1 to 8)"),
        ([True], "move 1: True is not a tile of this board"),
        ([2, 8], "move 2: tile 8 is not next to the blank (row 1, column 2)"),
        ([4, 3], "move 2: tile 3 is not next to the blank (row 2, column 1)"),
    ],
)
def test_blank_moves_names_the_bad_move(moves, message):
    with pytest.raises(MoveError, match=f"^{re.escape(message)}"):
        blank_moves(BOARD, moves)


def test_a_move_off_the_edge_is_named():
    corner = goal_board(3, 3)  # the blank bottom right
    with pytest.raises(MoveError, match=r"^move 3: the blank cannot move D \(down\) from row 3, "):
        tile_moves(corner, ["U", "D", "D"])
    with pytest.raises(MoveError, match=r"^move 1: the blank cannot move R \(right\) from row 3"):
        tile_moves(corner, ["R"])
    with pytest.raises(MoveError, match=r"^move 2: 'Q' is not one of U, D, L, R"):
        tile_moves(corner, ["U", "Q"])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2 3 X", r"move 3: 'X' is not a tile number \(the moves began as tile numbers"),
        ("U R 5", r"move 3: '5' is not one of U, D, L, R \(the moves began as the blank's"),
        ("URDQ", r"move 4: 'URDQ' is not one of U, D, L, R"),
        ("U U U", r"move 2: the blank cannot move U \(up\) from row 1, column 2"),
        ("2 8", r"move 2: tile 8 is not next to the blank"),
        ("2 " + "9" * 5000, r"move 2: 9{57}\.\.\. is not a tile of this board \(1 to 8\)"),
        ("000002 9", r"move 2: 9 is not a tile of this board"),
    ],
)
def test_parse_moves_names_the_spot(text, message):
    with pytest.raises(MoveError, match=rf"^{message}"):
        parse_moves(text, BOARD)
