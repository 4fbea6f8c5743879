"""solve: every solution is replayed to its goal; optimal lengths match breadth-first search."""

import math
import random
from collections.abc import Sequence
from itertools import pairwise, permutations

import pytest
from breadth_first import Search, search
from korf_taylor_1996 import KORF_TAYLOR_1996
from slidepuzzle.board import BLANK, GOAL_NAMES, Board, Goal, GoalError, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.generate import random_board
from slidepuzzle.heuristics import heuristic, longest_increasing
from slidepuzzle.patterns import pattern_tables
from slidepuzzle.rule import analyze
from slidepuzzle.search import (
    CHECK_EVERY,
    SearchTimeout,
    _cut_loops,
    ida_star,
    pattern_bound,
    pattern_ida_star,
    shorten,
)
from slidepuzzle.solve import (
    NEAR_CELLS,
    WEIGHTS,
    Method,
    Solution,
    UnsolvableError,
    line_moves,
    solve,
)

GOALS = [*GOAL_NAMES, None]
HARDEST_8 = ["8 6 7 / 2 5 4 / 3 0 1", "6 4 7 / 8 5 0 / 3 2 1"]  # 31 moves, the most for 3 x 3
HARD_15 = "0 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1"  # 80 moves, the most for 4 x 4


def board(text: str) -> Board:
    return Board.from_rows([[int(v) for v in row.split()] for row in text.split("/")])


def custom_goal(rows: int, cols: int) -> Board:
    """A goal that is no named goal: the blank in the middle, the tiles reversed."""
    n = rows * cols
    tiles = list(range(n - 1, 0, -1))
    tiles.insert(n // 2, BLANK)
    return Board(rows, cols, tiles)


def assert_solves(start: Board, goal: Goal, solution: Solution) -> None:
    """Replay the moves: they must reach the goal, and no move may undo the one before."""
    target = goal_board(start.rows, start.cols, goal)
    if start.size <= 100:
        assert start.play(solution.moves) == target
    else:  # the same replay on a list: Board.play checks a whole new board per move
        tiles = list(start.tiles)
        where = {tile: cell for cell, tile in enumerate(tiles)}
        for tile in solution.moves:
            blank, cell = where[BLANK], where[tile]
            assert cell in start.neighbours(blank), f"tile {tile} is not next to the blank"
            tiles[blank], tiles[cell] = tile, BLANK
            where[tile], where[BLANK] = blank, cell
        assert tuple(tiles) == target.tiles
    moves = solution.moves
    assert all(a != b for a, b in pairwise(moves)), "a move undone"


def bfs_distances(rows: int, cols: int, goal: Goal) -> Search:
    """The fewest moves from every board that can reach the goal, by breadth-first search
    (``breadth_first.py``), read like a dict ``{tiles: moves}`` in the order the search finds
    the boards."""
    return search(rows, cols, goal_board(rows, cols, goal).tiles)


def in_order(rows: int, cols: int, goal: Goal) -> Sequence[tuple[int, ...]]:
    """The boards of ``bfs_distances`` sorted, as ``sorted(bfs_distances(...))`` lists them but
    without sorting tuples: ``random.sample`` draws the same boards from it."""
    return bfs_distances(rows, cols, goal).in_order()


# Optimal lengths -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", HARDEST_8)
def test_hardest_8_puzzle_boards_in_exactly_31_moves(text):
    start = board(text)
    solution = solve(start)
    assert_solves(start, None, solution)
    assert (len(solution), solution.optimal) == (31, True)
    assert bfs_distances(3, 3, None)[start.tiles] == 31


@pytest.mark.slow
@pytest.mark.parametrize("goal", GOALS)
@pytest.mark.parametrize("shape", [(3, 3), (2, 4), (4, 2)])
def test_optimal_lengths_match_breadth_first_search(shape, goal):
    distance = bfs_distances(*shape, goal)
    samples = distance.farthest()[:4]  # the first 4 found of those needing the most moves
    samples += random.Random(f"{shape}{goal}").sample(in_order(*shape, goal), 25)
    for tiles in samples:
        start = Board(*shape, tiles)
        solution = solve(start, goal)
        assert_solves(start, goal, solution)
        assert solution.optimal
        assert len(solution) == distance[tiles], start


@pytest.mark.parametrize("shape", [(2, 2), (2, 3), (3, 2)])
def test_every_board_of_the_smallest_shapes_optimal(shape):
    for tiles, moves in bfs_distances(*shape, "spiral").items():
        solution = solve(Board(*shape, tiles), "spiral")
        assert solution.optimal and len(solution) == moves


def test_custom_goal_optimal():
    goal = custom_goal(3, 3)
    distance = bfs_distances(3, 3, goal)
    for seed in range(15):
        start = random_board(3, 3, seed=seed, goal=goal)
        solution = solve(start, goal)
        assert_solves(start, goal, solution)
        assert len(solution) == distance[start.tiles]


@pytest.mark.slow
@pytest.mark.parametrize("walking", [True, False])
@pytest.mark.parametrize("goal", GOALS)
def test_ida_star_lengths_match_breadth_first_search(goal, walking):
    """A lower bound that overestimated would make the search miss the shortest solution."""
    distance = bfs_distances(3, 3, goal)
    for tiles in random.Random(3).sample(in_order(3, 3, goal), 80):  # as from sorted(items())
        found, _ = ida_star(Board(3, 3, tiles), goal_board(3, 3, goal), math.inf, walking=walking)
        assert found is not None and len(found) == distance[tiles]


@pytest.mark.parametrize("text", HARDEST_8)
def test_ida_star_rules_out_shorter_solutions(text):
    start, goal = board(text), goal_board(3, 3)
    assert ida_star(start, goal, math.inf, shorter_than=31)[0] is None
    assert len(ida_star(start, goal, math.inf, shorter_than=32)[0]) == 31


def test_ida_star_looks_at_the_clock_every_check_every_nodes():
    """A deadline already past ends the search at its first look at the clock."""
    with pytest.raises(SearchTimeout, match=rf"deadline \({CHECK_EVERY:,} nodes searched\)$"):
        ida_star(board(HARD_15), goal_board(4, 4), deadline=-math.inf)


def test_cut_loops_removes_returns_to_a_board_passed_before():
    start = board("1 2 3 / 4 5 6 / 7 8 0")
    around, here = [], start
    for cell in [5, 4, 7, 8] * 3:  # the blank circles the bottom-right 2 x 2 block 3 times
        around.append(here.tiles[cell])
        here = here.slide(here.tiles[cell])
    assert here == start
    assert _cut_loops(start, [8, 8, *around, 8, 7, 4, 4]) == [8, 7]
    assert _cut_loops(start, [*around, 8]) == [8]
    assert _cut_loops(start, around) == []


@pytest.mark.parametrize("goal", [None, "spiral", "custom"])
@pytest.mark.parametrize("shape", [(3, 3), (2, 4), (4, 2)])
def test_shorten_keeps_the_ends_and_finds_the_fewest_within_a_window(shape, goal):
    """A solution no longer than the last window is searched whole: it comes back optimal."""
    target = custom_goal(*shape) if goal == "custom" else goal_board(*shape, goal)
    fewest = bfs_distances(*shape, target)
    whole = 0
    for seed in range(6):
        start = random_board(*shape, seed=seed, goal=target)
        built = construct(start, target)
        moves, nodes = shorten(start, built, math.inf)
        assert start.play(moves) == target
        assert len(moves) <= len(built) and nodes > 0
        if len(built) <= 64:
            whole += 1
            assert len(moves) == fewest[start.tiles]
    assert whole >= 3


def test_shorten_looks_at_the_clock_before_each_window():
    """Each window's search is too short to look at the clock itself (under ``CHECK_EVERY``)."""
    start = random_board(2, 8, seed=0)
    built = construct(start, goal_board(2, 8))
    assert shorten(start, built, deadline=-math.inf) == (_cut_loops(start, built), 0)
    assert len(shorten(start, built, deadline=math.inf)[0]) < len(built)


@pytest.mark.parametrize("shape", [(2, 8), (8, 2), (3, 5)])
def test_shapes_without_walking_tables_beat_the_constructive_solution(shape):
    """2 x 8 and 8 x 2 used to time out in every search and return the constructive moves.

    The quick stage's second weighted search, on the shape's pattern tables, is run with no
    deadline, so the test does not depend on the machine's speed (``solve`` keeps the shortest
    answer found; the greediest weight, 3, can still lose to the constructive moves).
    """
    target = goal_board(*shape)
    tables = pattern_tables(target)
    assert tables is not None
    for seed in range(2):
        start = random_board(*shape, seed=seed)
        moves, _ = pattern_ida_star(start, tables, math.inf, WEIGHTS[1])
        assert moves is not None
        assert_solves(start, None, Solution(tuple(moves), False, 0, 0.0, Method.WEIGHTED))
        assert len(moves) < len(construct(start, target))


def test_longest_increasing():
    for values in permutations(range(6)):
        brute = max(
            len(sub)
            for mask in range(64)
            if (sub := [v for i, v in enumerate(values) if mask >> i & 1]) == sorted(sub)
        )
        assert longest_increasing(values) == brute


def test_walking_tables_sizes():
    """4 x 4 has 24,964 walking patterns each way; tables are cached per goal."""
    tables = heuristic(goal_board(4, 4))
    assert tables.rows.walking is not None and tables.cols.walking is not None
    assert len(tables.rows.walking.distance) == len(tables.cols.walking.distance) == 24964
    assert heuristic(goal_board(4, 4)) is tables
    assert heuristic(goal_board(2, 8)).rows.walking is None  # 8 columns: too many patterns


# Any board reaches its goal ------------------------------------------------------------------


@pytest.mark.parametrize("goal", [*GOALS, "custom"])
@pytest.mark.parametrize(
    "shape",
    [(2, 2), (2, 3), (3, 2), (3, 4), (4, 3), (2, 7), (7, 2), (4, 4), (5, 5), (3, 9), (9, 3)],
)
def test_solutions_reach_the_goal(shape, goal):
    goal = custom_goal(*shape) if goal == "custom" else goal
    for seed in range(3):
        start = random_board(*shape, seed=seed, goal=goal)
        solution = solve(start, goal, time_limit=600, node_limit=20_000)  # not machine speed
        assert_solves(start, goal, solution)
        assert solution.method not in {Method.NONE, Method.LINE}
        assert solution.optimal or solution.method != Method.IDA_STAR


@pytest.mark.parametrize("goal", [*GOALS, "custom"])
@pytest.mark.parametrize("shape", [(2, 2), (3, 3), (2, 6), (6, 2), (3, 8), (8, 3), (6, 6), (12, 7)])
def test_constructive_solver_reaches_any_goal(shape, goal):
    target = custom_goal(*shape) if goal == "custom" else goal_board(*shape, goal)
    for seed in range(10):
        start = random_board(*shape, seed=seed, goal=target)
        assert start.play(construct(start, target)) == target


@pytest.mark.slow
@pytest.mark.parametrize("shape", [(30, 30), (2, 60), (60, 2), (17, 23)])
def test_big_boards_are_built_then_shortened(shape):
    start = random_board(*shape, seed=1)
    solution = solve(start, time_limit=600, node_limit=2_000)
    assert_solves(start, None, solution)
    assert solution.method in {Method.CONSTRUCTIVE, Method.SHORTENED}
    assert len(solution) <= len(construct(start, goal_board(*shape)))
    assert 0 < solution.lower_bound < len(solution) and not solution.optimal
    assert start.size > NEAR_CELLS


@pytest.mark.parametrize("goal", [*GOALS, "custom"])
@pytest.mark.parametrize("shape", [(1, 2), (1, 7), (7, 1), (1, 40), (40, 1), (1, 5000)])
def test_lines_walk_the_blank(shape, goal):
    target = custom_goal(*shape) if goal == "custom" else goal_board(*shape, goal)
    for seed in range(5):
        start = random_board(*shape, seed=seed, goal=target)
        solution = solve(start, target)
        assert_solves(start, target, solution)
        assert solution.optimal
        assert len(solution) == abs(start.blank - target.blank)
        if start.size <= 7:
            assert len(solution) == bfs_distances(*shape, target)[start.tiles]


def test_line_moves_both_ways():
    assert line_moves(board("1 0 2 3"), board("1 2 3 0")) == [2, 3]
    assert line_moves(board("1 2 3 0"), board("0 1 2 3")) == [3, 2, 1]


def test_solved_board_needs_no_moves():
    for shape in [(1, 2), (3, 3), (4, 4), (9, 9)]:
        solution = solve(goal_board(*shape))
        assert (solution.moves, solution.optimal) == ((), True)


# Time limit ----------------------------------------------------------------------------------


def test_a_node_limit_returns_a_valid_solution_not_proven_optimal():
    start = board(HARD_15)
    solution = solve(start, time_limit=600, node_limit=5_000)
    assert_solves(start, None, solution)
    assert solution.optimal is False
    assert solution.method in {Method.WEIGHTED, Method.SHORTENED, Method.CONSTRUCTIVE}
    assert solution.lower_bound < 80 <= len(solution)


def test_4x4_optimal_within_the_limit():
    start = board("1 2 3 4 / 5 6 7 8 / 0 10 11 12 / 9 13 14 15")  # four moves
    solution = solve(start)
    assert (solution.moves, solution.optimal) == ((9, 13, 14, 15), True)


# Bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("2 1 3 / 4 5 6 / 7 8 0", None),
        ("2 1 / 0 3", "spiral"),
        ("2 1 0", None),
        ("2 1 3 0", "blank-first"),
    ],
)
def test_unsolvable_raises_with_the_verdict(text, goal):
    start = board(text)
    with pytest.raises(UnsolvableError) as error:
        solve(start, goal)
    assert str(error.value) == analyze(start, goal).explanation
    assert isinstance(error.value, ValueError)


@pytest.mark.parametrize("limit", [0, -1, "10", None, float("nan")])
def test_bad_time_limit(limit):
    with pytest.raises(ValueError, match=r"time_limit must be a positive number of seconds, got"):
        solve(goal_board(3, 3), time_limit=limit)


@pytest.mark.parametrize("shape", [(64, 64), (2, 501), (501, 2)])
def test_too_big_to_build(shape):
    with pytest.raises(ValueError, match=rf"a {shape[0]} x {shape[1]} board is too big to solve"):
        solve(random_board(*shape, seed=0))


def test_goal_of_another_shape():
    with pytest.raises(GoalError, match="the goal is 2 x 2 but the board is 3 x 3"):
        solve(goal_board(3, 3), goal_board(2, 2))


# Anytime: better and better, with a lower bound -----------------------------------------------


def assert_anytime(start: Board, goal: Goal, solution: Solution, heard: list[Solution]) -> None:
    """The first report is the constructive solution; each later one is shorter than the one
    before or raises the lower bound; the answer is the last one; no solution is longer than
    the constructive one, or shorter than its lower bound; optimal only when the bound says so."""
    built = construct(start, goal_board(start.rows, start.cols, goal))
    assert heard[0].moves == tuple(built) and heard[0].method == Method.CONSTRUCTIVE
    for before, after in pairwise(heard):
        assert len(after) < len(before) or (
            after.moves == before.moves and after.lower_bound > before.lower_bound
        )
        assert after.lower_bound >= before.lower_bound
    last = heard[-1]
    assert (solution.moves, solution.lower_bound, solution.optimal) == (
        last.moves,
        last.lower_bound,
        last.optimal,
    )
    for k, report in enumerate([*heard, solution]):
        if k % 10 == 0 or report is solution:  # replayed: one report in ten (they are many)
            assert_solves(start, goal, report)
        assert 0 < report.lower_bound <= len(report) <= len(built)
        assert report.optimal == (report.lower_bound == len(report))


@pytest.mark.parametrize("goal", [None, "spiral"])
def test_lower_bounds_never_exceed_the_fewest_moves(goal):
    """On 3 x 3, against breadth-first search, with node limits small enough to stop early."""
    fewest = bfs_distances(3, 3, goal)
    for tiles in random.Random(3).sample(in_order(3, 3, goal), 60):
        start = Board(3, 3, tiles)
        if start == goal_board(3, 3, goal):
            continue
        for limit in (1, 4_096, math.inf):
            heard: list[Solution] = []
            solution = solve(start, goal, time_limit=600, node_limit=limit, progress=heard.append)
            assert_anytime(start, goal, solution, heard)
            assert solution.lower_bound <= fewest[tiles]
            assert not solution.optimal or len(solution) == fewest[tiles]
        assert solution.optimal  # no node limit


@pytest.mark.slow
@pytest.mark.parametrize(
    ("shape", "nodes"),
    [
        ((4, 4), 30_000),
        ((2, 8), 30_000),
        ((4, 5), 30_000),
        ((5, 5), 30_000),
        ((3, 6), 30_000),
        ((6, 6), 30_000),
        ((10, 10), 2_000),
    ],
)
def test_anytime_solutions_get_shorter_within_a_node_limit(shape, nodes):
    for seed in range(2):
        start = random_board(*shape, seed=seed)
        heard: list[Solution] = []
        solution = solve(start, time_limit=600, node_limit=nodes, progress=heard.append)
        assert_anytime(start, None, solution, heard)
        assert len(heard) >= 2  # something better than the constructive solution
        assert solution.optimal or nodes <= solution.nodes < nodes + 10 * CHECK_EVERY


def test_the_published_optimal_lengths_respect_the_lower_bound():
    for text, length in KORF_TAYLOR_1996:
        start = board(text)
        solution = solve(start, "blank-first", time_limit=600, node_limit=4_096)
        assert solution.lower_bound <= length <= len(solution)
        assert solution.gap == math.ceil(
            100 * (len(solution) - solution.lower_bound) / solution.lower_bound
        )


def test_a_search_stops_at_its_node_limit_with_the_bound_it_reached():
    with pytest.raises(SearchTimeout) as stopped:
        ida_star(board(HARD_15), goal_board(4, 4), math.inf, max_nodes=1)
    assert stopped.value.nodes == CHECK_EVERY
    assert 0 < stopped.value.bound <= 80


@pytest.mark.parametrize("shape", [(2, 8), (8, 2), (3, 5)])
def test_the_tables_bound_is_the_lower_bound_from_the_first_report(shape):
    """Up to 16 cells, with pattern tables: every report after the constructive one carries
    at least the tables' bound, here above Manhattan distance plus linear conflict (no walking
    distance over 4 x 4)."""
    start = random_board(*shape, seed=0)
    tables = pattern_tables(goal_board(*shape))
    assert tables is not None
    bound = pattern_bound(start, tables)
    heard: list[Solution] = []
    solution = solve(start, time_limit=600, node_limit=2_000, progress=heard.append)
    assert bound > heard[0].lower_bound
    assert all(s.lower_bound >= bound for s in heard[1:]) and len(heard) >= 2
    assert bound <= solution.lower_bound <= len(solution)
