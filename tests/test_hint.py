"""Moves to go and the hint, against breadth-first search where it reaches (up to 10 cells), and
against the solver's own proofs beyond."""

from __future__ import annotations

import math
import random

import pytest
from breadth_first import search
from slidepuzzle import Board, goal_board, invariant, parse_board, random_board
from slidepuzzle.hint import HINT_NODES, Known, ToGo, moves_to_go


def bfs_moves(board: Board, goal: str = "blank-last") -> int:
    target = goal_board(board.rows, board.cols, goal)
    return search(board.rows, board.cols, target.tiles)[board.tiles]


def check_hint(board: Board, goal: str = "blank-last", **budget: float) -> ToGo:
    """The count against breadth-first search, and the hint a move nearer by it."""
    to_go = moves_to_go(board, goal, **budget)
    assert to_go.known is (
        Known.SOLVED if board == goal_board(*board.shape, goal) else Known.OPTIMAL
    )
    assert to_go.moves == bfs_moves(board, goal) == len(to_go.solution)
    assert board.play(to_go.solution) == goal_board(*board.shape, goal)
    if to_go.hint is not None:
        assert bfs_moves(board.slide(to_go.hint), goal) == to_go.moves - 1
    return to_go


def test_three_to_go_the_hint_makes_two_a_move_away_makes_three():
    goal = goal_board(3, 3)
    found = search(3, 3, goal.tiles)
    board = next(Board(3, 3, tiles) for tiles, moves in found.items() if moves == 3)
    to_go = check_hint(board)
    assert to_go.moves == 3 and to_go.text("en") == "3 moves to go (optimal)"
    hinted = board.slide(to_go.hint)
    after = check_hint(hinted)
    assert after.moves == 2 and after.text("en") == "2 moves to go (optimal)"
    assert to_go.after_hint() == after
    away = next(t for t in hinted.movable() if found[hinted.slide(t).tiles] > 2)
    assert check_hint(hinted.slide(away)).moves == bfs_moves(hinted.slide(away)) == 3


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2), (1, 5), (4, 1)])
@pytest.mark.parametrize("goal", ["blank-last", "blank-first", "spiral"])
def test_every_small_board_has_its_moves_and_hint(rows, cols, goal):
    target = goal_board(rows, cols, goal)
    for tiles, _ in search(rows, cols, target.tiles).items():
        check_hint(Board(rows, cols, tiles), goal)


@pytest.mark.parametrize(("rows", "cols"), [(3, 3), (2, 4), (4, 2)])
@pytest.mark.parametrize("goal", ["blank-last", "blank-first", "spiral"])
def test_boards_with_a_table_have_their_moves_and_hint(rows, cols, goal):
    """The distance table's walk, on random boards and the farthest ones."""
    found = search(rows, cols, goal_board(rows, cols, goal).tiles)
    rng = random.Random(1)
    boards = [Board(rows, cols, tiles) for tiles in rng.sample(found.in_order(), 40)]
    boards += [Board(rows, cols, tiles) for tiles in found.farthest()[:3]]
    for board in boards:
        check_hint(board, goal)


@pytest.mark.slow
@pytest.mark.parametrize("goal", ["blank-last", "blank-first"])
def test_searched_boards_have_their_moves_and_hint(goal):
    """2 x 5 has no table in the hint (30 s to build): the optimal search, against BFS (the
    hardest need more than the default budget)."""
    found = search(2, 5, goal_board(2, 5, goal).tiles)
    rng = random.Random(2)
    for tiles in rng.sample(found.in_order(), 6):
        check_hint(Board(2, 5, tiles), goal, node_limit=math.inf, time_limit=600)


@pytest.mark.parametrize("seed", range(3))
def test_fifteen_puzzles_are_proven_and_the_hint_is_a_move_nearer(seed):
    board = random_board(4, 4, seed=seed)
    to_go = moves_to_go(board)
    assert to_go.known is Known.OPTIMAL
    assert board.play(to_go.solution) == goal_board(4, 4)
    after = moves_to_go(board.slide(to_go.hint))
    assert after.known is Known.OPTIMAL and after.moves == to_go.moves - 1
    assert to_go.after_hint().moves == after.moves


def test_a_hard_fifteen_puzzle_is_at_least_n_until_proven():
    """One of the 80-move boards (Brüngger et al.), blank-first goal: the budget ends first."""
    board = parse_board("15 14 8 12\n10 11 9 13\n2 6 5 1\n3 7 4 _")
    heard: list[ToGo] = []
    to_go = moves_to_go(board, "blank-first", node_limit=HINT_NODES // 20, progress=heard.append)
    assert to_go.known is Known.AT_LEAST and to_go.moves is None
    assert 50 <= to_go.lower_bound <= 80 <= to_go.best_known
    assert to_go.lower_bound % 2 == 0  # every solution has the parity of 80
    assert board.play(to_go.solution) == goal_board(4, 4, "blank-first")
    assert heard and heard[-1].lower_bound <= to_go.lower_bound
    after = to_go.after_hint()
    assert (after.known, after.lower_bound, after.best_known) == (
        Known.AT_LEAST,
        to_go.lower_bound - 1,
        to_go.best_known - 1,
    )
    assert to_go.text("en") == (
        f"at least {to_go.lower_bound} moves to go (the best solution found so far: "
        f"{to_go.best_known})"
    )


def test_bigger_boards_get_a_lower_bound_and_the_best_known():
    board = random_board(5, 5, seed=3)
    to_go = moves_to_go(board, time_limit=1.0)
    assert to_go.known is Known.AT_LEAST
    assert to_go.lower_bound <= to_go.best_known
    assert board.play(to_go.solution) == goal_board(5, 5)


def test_loyds_fourteen_fifteen_can_never_be_solved_and_says_why():
    loyd = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")
    to_go = moves_to_go(loyd)
    assert to_go.known is Known.UNSOLVABLE
    assert to_go.hint is None and to_go.moves is None and to_go.best_known is None
    assert to_go.invariant == invariant(loyd)
    assert to_go.invariant.parity != to_go.goal_parity == invariant(goal_board(4, 4)).parity
    board = loyd
    for tile in (12, 11, 14, 15):  # played by hand: the sum's parity never changes
        board = board.slide(tile)
        played = moves_to_go(board)
        assert played.known is Known.UNSOLVABLE
        assert played.invariant.parity == to_go.invariant.parity
    assert to_go.text("en") == (
        "the goal can never be reached: 1 inversion · blank on row 1 · 1 + 1 = 2, even, "
        "as at the start; the goal's is odd"
    )
    assert to_go.text("ru").startswith("цель недостижима: 1 инверсия")


def test_solved_and_nothing_to_follow():
    to_go = moves_to_go(goal_board(3, 3))
    assert (to_go.known, to_go.moves, to_go.hint, to_go.text("en")) == (
        Known.SOLVED,
        0,
        None,
        "solved: no moves to go",
    )
    with pytest.raises(ValueError, match="no hint to follow: the board is solved"):
        to_go.after_hint()
    last = moves_to_go(parse_board("1 2 3\n4 5 6\n7 _ 8"))
    assert last.after_hint() == to_go


def test_an_unsolvable_line_says_its_order_never_changes():
    """On a line the parity sum can match the goal's, yet the order decides: 3 1 2 has two
    inversions, as many as the goal's parity allows."""
    board = parse_board("3 1 2 _ 4")
    to_go = moves_to_go(board)
    assert to_go.known is Known.UNSOLVABLE and to_go.invariant is None
    assert (to_go.line.place, to_go.line.tile, to_go.line.goal_tile) == (1, 3, 1)
    assert to_go.text("en").endswith("place 1 holds 3 where the goal has 1")
    assert moves_to_go(board.slide(2)).line == to_go.line


def test_a_goal_given_as_a_board():
    goal = parse_board("8 7 6\n5 4 3\n2 1 _")
    board = goal.play([1, 4, 5])
    to_go = moves_to_go(board, goal)
    assert to_go.moves == search(3, 3, goal.tiles)[board.tiles] == 3
    assert board.play(to_go.solution) == goal
    fifteen = parse_board("15 14 13 12\n11 10 9 8\n7 6 5 4\n3 2 1 _")
    far, rng = fifteen, random.Random(3)
    for _ in range(21):  # a random walk
        far = far.slide(rng.choice(far.movable()))
    to_go = moves_to_go(far, fifteen)
    assert to_go.known is Known.OPTIMAL and far.play(to_go.solution) == fifteen
    assert to_go.moves <= 21 and to_go.moves % 2 == 1
