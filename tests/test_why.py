"""The verdict's steps, the rule's two formulations and the invariant in play, checked against
counts written here from scratch and against breadth-first search."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations, permutations

import pytest
from breadth_first import search
from slidepuzzle import GOAL_NAMES, Board, MoveError, Rule, analyze, goal_board, parse_board
from slidepuzzle.i18n import LANGS
from slidepuzzle.why import (
    PAIR_CELLS,
    by_permutation,
    formulations,
    invariant,
    move_change,
    play_changes,
    verdict_steps,
)

SHAPES = [(1, 2), (1, 3), (2, 1), (3, 1), (2, 2), (2, 3), (3, 2), (3, 3)]
"""Every shape up to 3 x 3."""


@cache
def goal_facts(goal_tiles: tuple[int, ...]) -> tuple[set[tuple[int, int]], int]:
    """Of a goal, worked out once: every pair of tiles ``(a, b)`` whose order the goal reverses
    (``b`` comes first there), and the goal's blank cell."""
    order = [t for t in goal_tiles if t]
    backwards = {(a, b) for i, b in enumerate(order) for a in order[i + 1 :]}
    return backwards, goal_tiles.index(0)


def count(board: Board, goal_tiles: tuple[int, ...]) -> dict[str, object]:
    """The steps' numbers, counted here without the package: the pairs in reading order that
    the goal orders the other way round (its reversed pairs listed once), swaps by selection
    sort."""
    rows, cols = board.rows, board.cols
    backwards, goal_blank = goal_facts(goal_tiles)
    order = tuple(t for t in board.tiles if t)
    pairs = backwards.intersection(combinations(order, 2))
    blank = board.tiles.index(0)
    distance = abs(blank // cols - goal_blank // cols) + abs(blank % cols - goal_blank % cols)
    tiles, swaps = list(board.tiles), 0
    where = [0] * len(tiles)
    for cell, tile in enumerate(tiles):
        where[tile] = cell
    for cell, want in enumerate(goal_tiles):  # put each cell's goal tile in place
        have = tiles[cell]
        if have != want:
            other = where[want]
            tiles[cell], tiles[other] = want, have
            where[have] = other
            swaps += 1
    return {
        "order": order,
        "pairs": pairs,
        "row": rows - blank // cols,
        "goal_row": rows - goal_blank // cols,
        "distance": distance,
        "swaps": swaps,
    }


def check_steps(board: Board, goal, goal_tiles: tuple[int, ...], reachable: bool | None) -> None:
    """The steps of ``board`` agree with ``count``; their verdict with ``reachable`` if given."""
    want = count(board, goal_tiles)
    verdict = analyze(board, goal)
    tiles, inversions, blank, rule = verdict_steps(board, goal, verdict)
    inversions_count = len(want["pairs"])
    assert tiles.tiles == want["order"][: len(tiles.tiles)]
    assert tiles.count == board.size - 1
    ordered = tuple(range(1, board.size))
    usual = goal_tiles in ((*ordered, 0), (0, *ordered))  # a goal board equal to one counts
    assert (tiles.goal_tiles is None) == usual
    assert inversions.inversions == inversions_count
    if board.size <= PAIR_CELLS:
        assert set(inversions.pairs) == want["pairs"]
    assert (blank.row, blank.goal_row) == (want["row"], want["goal_row"])
    line = board.rows == 1 or board.cols == 1
    if line:
        assert (blank.measure, rule.rule, rule.total) == (
            "line",
            Rule.SINGLE_LINE,
            len(want["pairs"]),
        )
        assert rule.solvable == (inversions_count == 0)
    elif board.cols % 2:  # every goal: the inversions against its order, its blank's row
        assert (blank.measure, rule.rule, rule.terms, rule.total, rule.goal_total) == (
            "row-unused",
            Rule.ODD_WIDTH,
            (inversions_count,),
            inversions_count,
            0,
        )
    else:
        assert (blank.measure, rule.rule) == ("row", Rule.EVEN_WIDTH)
        assert rule.terms == (inversions_count, want["row"])
        assert rule.total == inversions_count + want["row"]
        assert rule.goal_total == want["goal_row"]
    if not line:
        assert rule.solvable == ((rule.total - rule.goal_total) % 2 == 0)
    if reachable is not None:
        assert rule.solvable == reachable
    by_inv, by_perm = formulations(board, goal, verdict)
    assert by_inv.inversions == inversions_count
    assert (by_perm.swaps, by_perm.distance) == (want["swaps"], want["distance"])
    assert by_inv.solvable == by_perm.solvable  # the two formulations agree, on every shape
    if not line:
        assert by_inv.solvable == rule.solvable
    elif rule.solvable:
        assert by_inv.solvable  # on a line the parity is necessary, not enough


EVERY_BOARD = [
    (rows, cols, goal)
    for rows, cols in SHAPES
    for goal in GOAL_NAMES
    if (rows, cols) != (3, 3) or goal == "blank-last"  # the other 3 x 3 goals: random boards below
]


@pytest.mark.parametrize(("rows", "cols", "goal"), EVERY_BOARD)
def test_steps_agree_with_a_count_on_every_board(rows, cols, goal, reach):
    goal_tiles = goal_board(rows, cols, goal).tiles
    reachable = reach(rows, cols, goal_tiles)
    for tiles in permutations(range(rows * cols)):
        board = Board(rows, cols, tiles)
        check_steps(board, goal, goal_tiles, tiles in reachable)


@pytest.mark.parametrize("goal", ["blank-first", "spiral", "custom"])
def test_steps_on_3x3_boards_for_other_goals(goal):
    rng = random.Random(goal)
    target = Board(3, 3, rng.sample(range(9), 9)) if goal == "custom" else goal
    goal_tiles = goal_board(3, 3, target).tiles
    reachable = search(3, 3, goal_tiles)  # for 3,000 look-ups, no set of 181,440 tuples
    for _ in range(3000):
        tiles = tuple(rng.sample(range(9), 9))
        check_steps(Board(3, 3, tiles), target, goal_tiles, tiles in reachable)


def test_steps_agree_with_a_count_on_1000_random_larger_boards(textbook):
    rng = random.Random(18)
    shapes = [(r, c) for r in range(1, 8) for c in range(1, 8) if r * c > 9]
    for number in range(1000):
        rows, cols = rng.choice(shapes)
        board = Board(rows, cols, rng.sample(range(rows * cols), rows * cols))
        kind = number % 4
        goal = (None, "blank-first", "spiral", "custom")[kind]
        if goal == "custom":
            goal = Board(rows, cols, rng.sample(range(rows * cols), rows * cols))
        goal_tiles = goal_board(rows, cols, goal).tiles
        known = textbook(rows, cols, board.tiles) if goal is None else None
        check_steps(board, goal, goal_tiles, known)


def test_steps_on_a_board_too_big_for_pairs():
    board = Board(6, 6, [*range(1, 34), 35, 34, 0])
    _, inversions, blank, rule = verdict_steps(board)
    assert inversions.pairs is None and inversions.partners(35) == ()
    assert (inversions.inversions, blank.row, rule.total, rule.solvable) == (1, 1, 2, False)


def test_the_pairs_of_a_tile_for_highlighting():
    board = parse_board("3 1 2\n4 5 6\n7 8 _")
    _, inversions, _, _ = verdict_steps(board)
    assert set(inversions.partners(3)) == {1, 2}
    assert inversions.partners(1) == (3,) and inversions.partners(8) == ()


def test_a_big_board_shows_the_start_of_its_order():
    board = Board(40, 40, [*range(1, 1600), 0])
    tiles, *_ = verdict_steps(board)
    assert tiles.count == 1599 and len(tiles.tiles) == 1000 and tiles.tiles[:3] == (1, 2, 3)
    assert tiles.text("en").endswith("24 25 ….")


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_is_said_in_every_language_with_its_numbers(lang):
    boards = [
        (parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _"), None),  # even width
        (parse_board("8 1 2\n_ 4 3\n7 6 5"), None),  # odd width
        (parse_board("1 2 3\n4 5 6\n8 _ 7"), "spiral"),  # another goal
        (parse_board("2 1 _ 3"), None),  # one line: read as 2 x 2, so made one row below
        (Board(1, 4, [2, 1, 0, 3]), None),
        (Board(4, 1, [1, 2, 0, 3]), None),
    ]
    seen = set()
    for board, goal in boards:
        steps = verdict_steps(board, goal)
        texts = [step.text(lang) for step in steps]
        assert all(texts) and len(set(texts)) == 4
        assert str(steps[1].inversions) in texts[1]
        assert str(steps[3].total) in texts[3]
        for form in formulations(board, goal):
            assert str(form.total) in form.text(lang)
        seen.add(steps[2].measure)
    assert seen == {"row", "row-unused", "line"}


def test_the_formulations_side_by_side():
    board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")
    by_inv, by_perm = formulations(board)
    assert (by_inv.inversions, by_inv.row, by_inv.total, by_inv.goal_total) == (1, 1, 2, 1)
    assert (by_perm.swaps, by_perm.distance, by_perm.total) == (1, 0, 1)
    assert not by_inv.solvable and not by_perm.solvable
    assert by_inv.text("en") == (
        "Inversions + blank row: 1 + 1 = 2, even; the goal: 0 + 1 = 1, odd. "
        "A different parity: not solvable."
    )


@pytest.mark.parametrize("seed", range(40))
def test_the_formulations_agree_on_random_boards_of_many_shapes(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(2, 12), rng.randint(2, 12)
    n = rows * cols
    board = Board(rows, cols, rng.sample(range(n), n))
    for goal in (*GOAL_NAMES, Board(rows, cols, rng.sample(range(n), n))):
        by_inv, by_perm = formulations(board, goal)
        assert by_inv.solvable == by_perm.solvable == verdict_steps(board, goal)[3].solvable


def test_swaps_count_is_cells_minus_cycles():
    assert by_permutation(Board(2, 2, [1, 2, 3, 0])).swaps == 0
    assert by_permutation(Board(2, 2, [0, 1, 2, 3])).swaps == 3  # one cycle of 4
    assert by_permutation(Board(2, 2, [2, 1, 3, 0])).swaps == 1


def slow_inversions(board: Board, goal) -> int:
    place = {t: i for i, t in enumerate(t for t in goal_board(*board.shape, goal).tiles if t)}
    order = [place[t] for t in board.tiles if t]
    return sum(a > b for i, a in enumerate(order) for b in order[i + 1 :])


@pytest.mark.parametrize("seed", range(30))
def test_the_invariant_in_play_matches_a_count_after_every_move(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 6), rng.randint(2, 6)
    n = rows * cols
    goal = rng.choice([None, "spiral", Board(rows, cols, rng.sample(range(n), n))])
    board = Board(rows, cols, rng.sample(range(n), n))
    moves = []
    here = board
    for _ in range(60):
        tile = rng.choice(here.movable())
        moves.append(tile)
        here = here.slide(tile)
    start = invariant(board, goal)
    here = board
    for tile, change in zip(moves, play_changes(board, moves, goal), strict=True):
        after = here.slide(tile)
        assert change.after == invariant(after, goal)
        assert change.after.inversions == slow_inversions(after, goal)
        assert change.after.row == rows - after.blank // cols
        assert change.after.parity == start.parity  # the invariant
        vertical = abs(here.blank - after.blank) == cols
        assert len(change.passed) == (cols - 1 if vertical else 0)
        assert abs(change.after.inversions - change.before.inversions) <= len(change.passed)
        assert (change.after.inversions - change.before.inversions - len(change.passed)) % 2 == 0
        assert change.row_changed == vertical
        here = after


@pytest.mark.parametrize("lang", LANGS)
def test_the_live_line_and_a_move_in_every_language(lang):
    board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 _\n13 14 15 12")
    live = invariant(board)
    assert (live.inversions, live.row, live.total, live.parity) == (3, 2, 5, "odd")
    assert "3 + 2 = 5" in live.text(lang)
    down = move_change(board, 11)  # along the row
    up = move_change(board, 12)  # tile 12 passes 13, 14, 15
    assert up.passed == (13, 14, 15) and up.after.inversions == 0 and up.row_changed
    assert "12" in up.text(lang) and "3 → 0" in up.text(lang)
    assert down.passed == () and not down.row_changed and "11" in down.text(lang)
    odd = invariant(parse_board("1 2 3\n4 5 6\n7 _ 8"))
    assert not odd.counts_row and odd.total == 0 and odd.text(lang)
    column = Board(3, 1, [1, 0, 2])
    assert move_change(column, 2).text(lang) != move_change(Board(1, 3, [1, 0, 2]), 2).text(lang)


def test_move_change_refuses_a_tile_not_next_to_the_blank():
    with pytest.raises(MoveError):
        move_change(parse_board("1 2 3\n4 5 6\n7 8 _"), 1)
