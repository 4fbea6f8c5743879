"""Graded shuffles: boards needing exactly d moves (or a band), checked against an independent
breadth-first search; uniform over a level; 4 x 4 bands proven by the solver; bad requests."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from breadth_first import Search
from slidepuzzle import Board, RequestError, goal_board, random_board
from slidepuzzle.distance import distance_table, most_moves
from slidepuzzle.generate import Draw, graded_board
from slidepuzzle.heuristics import heuristic
from slidepuzzle.search import ida_star
from test_solve import bfs_distances

LANGS = ("en", "ko", "ru", "zh")


def bfs(goal: Board) -> Search:
    """Every board reachable from ``goal`` with its distance, by breadth-first search."""
    return bfs_distances(goal.rows, goal.cols, goal)


@pytest.fixture(scope="module")
def eight() -> Search:
    return bfs(goal_board(3, 3))


def test_every_distance_of_the_8_puzzle(eight):
    """For each d from 0 to 31: boards drawn at d are d moves away, by the independent BFS."""
    table = distance_table(goal_board(3, 3))
    assert table.counts == tuple(sorted(Counter(eight.values()).items())[i][1] for i in range(32))
    assert table.most == 31 == most_moves(goal_board(3, 3))
    for d in range(32):
        for seed in range(3):
            graded = graded_board(3, moves=d, seed=seed)
            assert eight[graded.board.tiles] == d == graded.moves
            assert graded.draw is Draw.TABLE and graded.uniform


def test_bands_of_the_8_puzzle(eight):
    lengths = {eight[graded_board(3, moves=(10, 14), seed=s).board.tiles] for s in range(100)}
    assert lengths == {10, 11, 12, 13, 14}


@pytest.mark.parametrize("goal", ["blank-last", "blank-first", "spiral"])
@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2), (2, 4)])
def test_small_shapes_and_goals_against_bfs(rows, cols, goal):
    target = goal_board(rows, cols, goal)
    truth = bfs(target)
    table = distance_table(target)
    assert sum(table.counts) == len(truth) == math.factorial(rows * cols) // 2
    assert table.most == max(truth.values())
    for tiles, d in truth.items():  # every board's index holds its distance
        assert table.distance(Board(rows, cols, tiles)) == d
    for d in range(table.most + 1):
        assert truth[random_board(rows, cols, moves=d, seed=d, goal=goal).tiles] == d


def test_uniform_over_a_level():
    """2 x 4 at distance 12 (161 boards): each about equally often; fixed seeds, never flaky.
    Chi-squared with 160 degrees of freedom: 221 is its 0.1% critical value."""
    truth = bfs(goal_board(2, 4))
    level = [tiles for tiles, d in truth.items() if d == 12]
    draws = 30 * len(level)
    counts = Counter(random_board(2, 4, moves=12, seed=seed).tiles for seed in range(draws))
    assert set(counts) == set(level)
    expected = draws / len(level)
    chi2 = sum((counts[tiles] - expected) ** 2 / expected for tiles in level)
    assert chi2 < 221


def test_a_single_line():
    for d in range(5):
        board = random_board(1, 5, moves=d, seed=d)
        assert abs(board.blank - 4) == d and [t for t in board.tiles if t] == [1, 2, 3, 4]
    assert {random_board(5, 1, moves=(1, 2), goal="blank-first", seed=s).blank for s in range(40)}
    assert {random_board(1, 5, moves=1, goal="spiral", seed=s).blank for s in range(40)} == {3}


def proven(board: Board, length: int) -> None:
    """``length`` is the fewest moves: a solution that long, and none shorter (IDA* without the
    pattern databases, Manhattan distance, linear conflict and walking distance)."""
    goal = goal_board(4, 4)
    moves, _ = ida_star(board, goal, math.inf, shorter_than=length + 1)
    assert moves is not None and len(moves) == length and board.play(moves) == goal
    assert ida_star(board, goal, math.inf, shorter_than=length)[0] is None


@pytest.mark.parametrize("seed", range(4))
def test_4x4_short_band_by_a_walk(seed):
    graded = graded_board(4, moves=(30, 32), seed=seed, time_limit=math.inf, max_nodes=10**7)
    assert 30 <= graded.moves <= 32 and graded.draw is Draw.WALK and not graded.uniform
    proven(graded.board, graded.moves)


def test_4x4_common_band_uniform():
    heuristic.cache_clear()
    graded = graded_board(4, moves=(50, 52), seed=1, time_limit=math.inf, max_nodes=10**7)
    assert 50 <= graded.moves <= 52 and graded.draw is Draw.UNIFORM and graded.uniform
    moves, _ = ida_star(graded.board, goal_board(4, 4), math.inf, shorter_than=graded.moves)
    assert moves is None  # none shorter
    again = graded_board(4, moves=(50, 52), seed=1, time_limit=math.inf, max_nodes=10**7)
    assert again == graded


def test_seeds_reproducible():
    for rows, cols, moves in ((3, 3, 20), (2, 4, (20, 30)), (4, 4, (30, 32))):
        boards = [
            graded_board(rows, cols, moves=moves, seed=s, time_limit=math.inf) for s in (7, 7, 8)
        ]
        assert boards[0] == boards[1] != boards[2]


@pytest.mark.parametrize(
    ("shape", "moves", "words", "figure"),
    [
        (
            (3, 3),
            32,
            "no 3 x 3 board needs 32 moves to reach this goal: the hardest need 31 moves",
            "31",
        ),
        ((3, 3), (40, 45), "no 3 x 3 board needs 40 to 45 moves", "31"),
        (
            (4, 4),
            81,
            "no 4 x 4 board needs 81 moves to reach this goal: the hardest need 80 moves",
            "80",
        ),
        ((2, 5), (56, 60), "the hardest need 55 moves", "55"),
        ((1, 6), 6, "the hardest need 5 moves", "5"),
        ((5, 5), 10, "up to 16 cells; a 5 x 5 board has 25", "25"),
        (
            (3, 3),
            -1,
            "moves must be a whole number of moves, or a band (lo, hi) with 0 <= lo <= hi, got -1",
            "-1",
        ),
        ((3, 3), (5, 3), "got (5, 3)", "(5, 3)"),
        ((3, 3), 2.0, "got 2.0", "2.0"),
    ],
)
def test_bad_requests(shape, moves, words, figure):
    with pytest.raises(RequestError) as refused:
        graded_board(*shape, moves=moves)
    assert words in str(refused.value)
    for lang in LANGS:  # each language gives the figure: the most, the cells, the value
        assert figure in refused.value.message(lang)


def test_moves_with_another_verdict_refused():
    with pytest.raises(RequestError, match="cannot go with solvable=False or fixed_blank"):
        random_board(3, moves=5, solvable=False)


def test_a_band_too_far_out_times_out():
    """Boards of 70 moves or more are very rare: the node limit ends the hunt, with a message."""
    with pytest.raises(RequestError) as refused:
        graded_board(4, moves=(70, 72), seed=1, time_limit=math.inf, max_nodes=100_000)
    assert "found no 4 x 4 board needing 70 to 72 moves in the time allowed" in str(refused.value)
    assert "4×4" in refused.value.message("ko")
