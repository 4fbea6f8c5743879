"""Reduction (slidepuzzle.reduce): lines placed by search, the smaller board renamed and solved;
every solution replayed; node limits, never seconds."""

import math
from collections import deque

import pytest
from slidepuzzle.board import BLANK, Board, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.generate import random_board
from slidepuzzle.reduce import (
    END_SHAPES,
    SIDES,
    _tile_table,
    cheaper_side,
    place,
    reduce_solve,
    shapes_on_the_way,
    side_to_place,
    smaller,
)
from slidepuzzle.solve import Method, reduces, solve, table_goal
from test_solve import assert_anytime, assert_solves, custom_goal


def by_construct(board: Board, deadline: float, most: float) -> tuple[list[int], int]:
    """A ``finish`` that needs no search."""
    return construct(board, goal_board(board.rows, board.cols)), 0


@pytest.mark.parametrize("shape", [(2, 3), (3, 2)])
def test_a_tile_table_is_the_fewest_moves_to_bring_that_tile_home(shape):
    """Breadth-first search over whole boards, from every board with the tile home, agrees with
    the table at every board (both parities)."""
    rows, cols = shape
    n = rows * cols
    grid = Board(rows, cols, range(n))
    for home in range(n - 1):
        tile = home + 1
        cost, least = _tile_table(rows, cols, home)
        seen: dict[tuple[int, ...], int] = {}
        queue: deque[tuple[int, ...]] = deque()
        for start in _every_board(n):
            if start[home] == tile:
                seen[start] = 0
                queue.append(start)
        while queue:
            tiles = queue.popleft()
            blank = tiles.index(BLANK)
            for cell in grid.neighbours(blank):
                new = list(tiles)
                new[blank], new[cell] = new[cell], BLANK
                key = tuple(new)
                if key not in seen:
                    seen[key] = seen[tiles] + 1
                    queue.append(key)
        assert len(seen) == math.factorial(n)
        for tiles, distance in seen.items():
            assert cost[tiles.index(tile) * n + tiles.index(BLANK)] == distance
        for cell in range(n):
            assert least[cell] == min(cost[cell * n + b] for b in range(n) if b != cell)


def _every_board(n: int) -> list[tuple[int, ...]]:
    from itertools import permutations

    return list(permutations(range(n)))


@pytest.mark.parametrize(
    ("shape", "side"), [((4, 5), "column"), ((5, 4), "row"), ((3, 7), "column"), ((7, 7), "row")]
)
def test_a_line_placed_then_the_smaller_board_renamed_solves_the_board(shape, side):
    for seed in range(3):
        start = random_board(*shape, seed=seed)
        assert side_to_place(*shape) == side
        placed, nodes = place(start, side, 0.0, math.inf)  # one search a chunk
        after = start.play(placed)
        goal = goal_board(*shape)
        line = range(shape[1]) if side == "row" else range(0, start.size, shape[1])
        assert all(after.tiles[cell] == goal.tiles[cell] for cell in line)
        assert nodes > 0
        rest, names = smaller(after, side)
        assert rest.shape == (
            (shape[0] - 1, shape[1]) if side == "row" else (shape[0], shape[1] - 1)
        )
        moves = [names[t] for t in construct(rest, goal_board(*rest.shape))]
        assert after.play(moves) == goal


def test_a_short_line_is_placed_in_chunks_first_then_whole_if_the_nodes_allow():
    """6 x 6 seed 7's top row: 73 moves in one search of 14,000 positions, 86 in chunks of
    1,000."""
    start = random_board(6, 6, seed=7)
    starved, few = place(start, "row", math.inf, math.inf, share=1_000)
    fed, many = place(start, "row", math.inf, math.inf)
    for moves in (starved, fed):
        assert all(start.play(moves).tiles[c] == c + 1 for c in range(6))
    assert few < 10_000 < many and len(fed) < len(starved)


def test_a_square_board_places_the_line_that_looks_cheaper():
    """On these boards the line that looks cheaper is the one placed in fewer moves, and both
    sides are chosen."""
    chosen = set()
    for seed in (0, 2, 3, 4):
        start = random_board(6, 6, seed=seed)
        lengths = {side: len(place(start, side, 0.0, math.inf)[0]) for side in SIDES}
        side = cheaper_side(start)
        assert lengths[side] < max(lengths.values())
        chosen.add(side)
        moves, _ = reduce_solve(start, by_construct, math.inf, max_nodes=30_000)
        assert start.play(moves) == goal_board(6, 6)
        first = _first_line_home(start, moves)
        assert first == side
    assert chosen == set(SIDES)


def _first_line_home(start: Board, moves: list[int]) -> str:
    """Which of the top row and left column of a 6 x 6 board ``moves`` put home first."""
    board = start
    for tile in moves:
        board = board.slide(tile)
        for side, line in (("row", range(6)), ("column", range(0, 36, 6))):
            if all(board.tiles[c] == c + 1 for c in line):
                return side
    return "none"


def test_the_longer_side_shrinks_until_a_shape_with_tables():
    assert shapes_on_the_way(6, 6) == [(5, 6), (5, 5)]
    assert shapes_on_the_way(3, 7) == [(3, 6), (3, 5)]
    assert shapes_on_the_way(6, 4) == [(5, 4), (4, 4)]
    assert shapes_on_the_way(2, 12) == [(2, 11), (2, 10), (2, 9), (2, 8)]
    assert shapes_on_the_way(10, 10)[-3:] == [(6, 6), (5, 6), (5, 5)]
    assert len(shapes_on_the_way(10, 10)) == 10
    assert all(shapes_on_the_way(*shape) == [] for shape in END_SHAPES)


def test_the_tables_fetched_are_those_the_reduction_ends_with():
    assert table_goal(goal_board(6, 6, "spiral")) == goal_board(5, 5)
    assert table_goal(goal_board(4, 5)) == goal_board(4, 4)
    for goal in (goal_board(5, 5, "blank-first"), goal_board(4, 4), goal_board(13, 13)):
        assert table_goal(goal) == goal


def test_out_of_nodes_the_rest_is_built():
    start = random_board(6, 6, seed=3)
    moves, nodes = reduce_solve(start, by_construct, math.inf, max_nodes=50)
    assert start.play(moves) == goal_board(6, 6)
    assert 0 < nodes <= 50


SHAPES = [(4, 5), (5, 4), (3, 6), (6, 3), (3, 7), (7, 3), (4, 6), (6, 4), (5, 6), (6, 5), (6, 6)]


@pytest.mark.parametrize("shape", [*SHAPES, (2, 9), (9, 2), (7, 7)])
def test_reduction_reaches_the_blank_last_goal(shape):
    start = random_board(*shape, seed=1)
    moves, nodes = reduce_solve(start, by_construct, math.inf, max_nodes=30_000)
    assert start.play(moves) == goal_board(*shape)
    assert 0 < nodes <= 30_000


GOALS = [None, "blank-first", "spiral", "custom"]
QUICK = [(shape, None) for shape in SHAPES] + [((4, 5), g) for g in GOALS[1:]]
QUICK += [((6, 3), g) for g in GOALS[1:]]
SLOW = [(s, g) for s in SHAPES for g in GOALS if (s, g) not in QUICK]


@pytest.mark.parametrize(
    ("shape", "goal"), [*QUICK, *(pytest.param(*case, marks=pytest.mark.slow) for case in SLOW)]
)
def test_solve_reduces_boards_of_17_to_36_cells_to_any_goal(shape, goal):
    target = custom_goal(*shape) if goal == "custom" else goal_board(*shape, goal)
    goal = target if goal == "custom" else goal
    start = random_board(*shape, seed=7, goal=target)
    assert reduces(start)
    heard = []
    solution = solve(start, goal, time_limit=600, node_limit=40_000, progress=heard.append)
    assert_solves(start, goal, solution)
    assert_anytime(start, goal, solution, heard)
    assert Method.REDUCED in {s.method for s in heard}
    assert solution.method in {Method.REDUCED, Method.SHORTENED}
    assert 0 < solution.lower_bound < len(solution) and not solution.optimal


def test_5x5_keeps_its_own_search_and_big_boards_their_construction():
    assert not reduces(random_board(5, 5, seed=1))
    assert reduces(random_board(12, 12, seed=1)) and not reduces(random_board(13, 12, seed=1))
    assert not reduces(random_board(4, 4, seed=1))
