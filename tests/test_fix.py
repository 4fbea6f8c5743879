"""The swaps that make an unsolvable board solvable: checked by the verdict and by breadth-first
search (the distances of every state from the goal, computed here)."""

from __future__ import annotations

import random
from itertools import pairwise, permutations

import pytest
from breadth_first import search
from slidepuzzle import GOAL_NAMES, Board, analyze, goal_board, parse_board
from slidepuzzle.fix import FIX_SWAPS, fix_reason, fix_swaps, fix_swaps_steps
from slidepuzzle.i18n import LANGS
from slidepuzzle.search import CHECK_EVERY
from test_rule import run_steps


def next_to(a: int, b: int, cols: int) -> bool:
    (r1, c1), (r2, c2) = divmod(a, cols), divmod(b, cols)
    return abs(r1 - r2) + abs(c1 - c2) == 1


def check_fix(board: Board, goal, limit: int = FIX_SWAPS) -> list:
    """The swaps for ``board`` are real, make it reach the goal (by the verdict and, where
    known, by BFS), prefer neighbours and, up to 9 cells, put the shortest result first."""
    target = goal_board(board.rows, board.cols, goal)
    # the fewest moves from each state that reaches the goal (breadth-first from the goal)
    dist = search(board.rows, board.cols, target.tiles) if board.size <= 9 else None
    swaps = fix_swaps(board, goal, limit=limit)
    if analyze(board, goal).solvable:
        assert swaps == []
        return swaps
    assert len(swaps) <= limit
    for swap in swaps:
        a, b = swap.cells
        assert 0 not in (board.tiles[a], board.tiles[b])  # never the blank
        assert set(swap.tiles) == {board.tiles[a], board.tiles[b]}
        assert swap.adjacent == next_to(a, b, board.cols)
        after = swap.apply(board)
        assert sorted(zip(board.tiles, after.tiles, strict=True)) != sorted(
            zip(board.tiles, board.tiles, strict=True)
        )
        assert sum(x != y for x, y in zip(board.tiles, after.tiles, strict=True)) == 2
        assert analyze(after, goal).solvable
        if dist is not None:
            assert after.tiles in dist
    flags = [swap.adjacent for swap in swaps]
    assert flags == sorted(flags, reverse=True)  # neighbours first
    line = board.rows == 1 or board.cols == 1
    if not line:
        pairs = sum(
            next_to(a, b, board.cols) and 0 not in (board.tiles[a], board.tiles[b])
            for a in range(board.size)
            for b in range(a + 1, board.size)
        )
        assert sum(flags) == min(pairs, limit)  # every neighbour pair is listed, to the limit
    if dist is not None and not line:
        best = min(
            dist[(s.apply(board)).tiles] for s in fix_swaps(board, goal, limit=10**6) if s.adjacent
        )
        assert swaps[0].shortest and swaps[0].moves == best
    return swaps


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2)])
@pytest.mark.parametrize("goal", GOAL_NAMES)
def test_every_unsolvable_small_board(rows, cols, goal):
    fixed = 0
    for tiles in permutations(range(rows * cols)):
        fixed += bool(check_fix(Board(rows, cols, tiles), goal))
    assert fixed == len(list(permutations(range(rows * cols)))) // 2


@pytest.mark.parametrize("goal", [None, "custom"])
def test_random_unsolvable_3x3_boards(goal):
    rng = random.Random(str(goal))
    target = Board(3, 3, rng.sample(range(9), 9)) if goal == "custom" else goal
    for _ in range(60):
        check_fix(Board(3, 3, rng.sample(range(9), 9)), target)


@pytest.mark.parametrize(("rows", "cols"), [(1, 2), (1, 3), (1, 4), (1, 5), (4, 1), (5, 1)])
def test_single_lines_take_the_one_swap_that_orders_them(rows, cols):
    for tiles in permutations(range(rows * cols)):
        board = Board(rows, cols, tiles)
        swaps = check_fix(board, None)
        if analyze(board).solvable:
            continue
        order = [t for t in tiles if t]
        fixable = any(
            sorted(order) == [*order[:i], order[j], *order[i + 1 : j], order[i], *order[j + 1 :]]
            for i in range(len(order))
            for j in range(i + 1, len(order))
        )
        assert len(swaps) == fixable


def test_the_classic_14_15_board():
    board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")
    best = fix_swaps(board)[0]
    assert (best.tiles, best.adjacent, best.moves, best.shortest) == ((14, 15), True, 0, True)
    assert best.text("en") == "Swap tiles 14 and 15: that solves it."
    apart = fix_swaps(parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 _ 14"))[0]
    # 15 and 14 are not next to each other: the best neighbours' swap takes 9 moves
    assert (apart.tiles, apart.moves, apart.shortest) == ((10, 15), 9, True)
    want = "Swap tiles 10 and 15 to make it solvable: then it takes 9 moves at best."
    assert apart.text("en") == want


@pytest.mark.parametrize("seed", range(3))
def test_random_unsolvable_4x4_within_a_node_limit(seed):
    rng = random.Random(seed)
    board = Board(4, 4, rng.sample(range(16), 16))
    if analyze(board).solvable:
        board = Board(4, 4, [*board.tiles[2:], *board.tiles[:2]])
    if analyze(board).solvable:
        pytest.skip("still solvable")
    swaps = check_fix(board, None)
    assert swaps[0].adjacent
    starved = fix_swaps(board, limit=100, max_nodes=1)  # stops at the first check: no proof
    assert not starved[0].shortest
    assert {s.cells for s in starved} == {s.cells for s in fix_swaps(board, limit=100)}


def test_a_big_board_gets_neighbours_nearest_home_first():
    rng = random.Random(5)
    board = Board(20, 20, rng.sample(range(400), 400))
    if analyze(board).solvable:
        board = Board(20, 20, [*board.tiles[2:], *board.tiles[:2]])
    swaps = check_fix(board, None, limit=5)
    assert len(swaps) == 5 and all(s.adjacent and s.moves is None for s in swaps)
    near = parse_board(
        "\n".join(
            " ".join(map(str, row)) for row in Board(6, 6, [*range(1, 33), 34, 33, 35, 0]).grid()
        )
    )
    assert fix_swaps(near)[0].tiles == (33, 34)


@pytest.mark.parametrize("lang", LANGS)
def test_the_fix_is_said_in_every_language(lang):
    swaps = fix_swaps(parse_board("2 1 3\n4 5 6\n7 8 _"))
    assert "1" in swaps[0].text(lang) and "2" in swaps[0].text(lang)
    assert swaps[1].moves is None and swaps[1].text(lang) != swaps[0].text(lang)
    assert fix_reason(lang)


def test_the_search_in_slices_pauses_after_each_swap_and_bounds_each_one():
    board = parse_board("8 7 6\n5 4 3\n1 2 _")
    assert not analyze(board).solvable
    whole = fix_swaps(board, limit=100)
    progress, sliced = run_steps(fix_swaps_steps(board, limit=100))
    assert sliced == whole and whole[0].shortest
    assert len(progress) == sum(s.adjacent for s in whole)  # a pause after each swap's search
    searched = [0, *(done for done, _ in progress)]
    assert searched == sorted(searched) and searched[-1] > CHECK_EVERY
    progress, starved = run_steps(fix_swaps_steps(board, limit=100, slice_nodes=1))
    searched = [0, *(done for done, _ in progress)]
    assert all(b - a <= CHECK_EVERY for a, b in pairwise(searched))  # cut at first look
    assert not starved[0].shortest and {s.cells for s in starved} == {s.cells for s in whole}
