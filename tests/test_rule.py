"""The verdict: checked against breadth-first search on every state of every shape up to 9 cells."""

from __future__ import annotations

import random
from itertools import permutations
from unittest.mock import patch

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slidepuzzle import (
    GOAL_NAMES,
    RULES,
    Board,
    CheckStep,
    GoalError,
    Rule,
    analyze,
    goal_board,
    inversion_pairs,
    is_solvable,
    parse_board,
    random_board,
)
from slidepuzzle.rule import (
    RUN_CELLS,
    analyze_steps,
    count_inversions,
    goal_name,
    permutation_parity,
)
from slidepuzzle.steps import finish

SMALL_SHAPES = [
    *((1, k) for k in range(2, 10)),
    *((k, 1) for k in range(2, 10)),
    (2, 2),
    (2, 3),
    (3, 2),
    (2, 4),
    (4, 2),
    (3, 3),
]
"""Every shape with 2 to 9 cells."""


CASES = [
    pytest.param(rows, cols, goal, marks=[pytest.mark.slow] if rows * cols == 9 else [])
    for rows, cols in SMALL_SHAPES
    for goal in GOAL_NAMES
    if goal != "spiral" or goal_board(rows, cols, goal) != goal_board(rows, cols)
]
"""Every small shape with each goal; the spiral only where it differs from blank-last. The
9-cell shapes (9! boards each) are marked slow."""


@pytest.fixture(scope="module")
def every_board():
    """``every_board(rows, cols)``: every board of the shape, built once."""
    boards = {}

    def every(rows, cols):
        if (rows, cols) not in boards:
            boards[rows, cols] = [Board(rows, cols, t) for t in permutations(range(rows * cols))]
        return boards[rows, cols]

    return every


@pytest.mark.parametrize(("rows", "cols", "goal"), CASES, ids=str)
def test_verdict_is_reachability_on_every_state(rows, cols, goal, reach, every_board):
    """``is_solvable`` on every state, and ``analyze`` too.

    To keep the suite quick, on 9 cells ``analyze`` runs only on 3 x 3 with blank-last (the
    odd-width rule) and blank-first (the odd-width rule for another goal); its other paths on 9
    cells are the same code already checked on every state of the smaller shapes (single-line:
    1 x 2 .. 1 x 8 and 2 x 1 .. 8 x 1; spiral: on every shape up to 8 cells).
    """
    reachable = reach(rows, cols, goal_board(rows, cols, goal).tiles)
    if rows == 1 or cols == 1:
        rule = Rule.SINGLE_LINE
    else:  # the width's rule, for every goal
        rule = Rule.ODD_WIDTH if cols % 2 else Rule.EVEN_WIDTH
    check_analyze = rows * cols < 9 or (rows == cols and goal != "spiral")
    solvable = 0
    for board in every_board(rows, cols):
        expected = board.tiles in reachable
        assert is_solvable(board, goal) is expected, board
        if check_analyze:
            verdict = analyze(board, goal)
            assert verdict.solvable is expected, board
            assert verdict.rule is rule
        solvable += expected
    assert solvable == len(reachable)
    single_line = rows == 1 or cols == 1
    assert solvable == (rows * cols if single_line else len(every_board(rows, cols)) // 2)


def test_every_rule_is_described():
    assert set(RULES) == set(Rule)


def test_a_custom_goal_is_reachability(reach):
    goal = Board(2, 3, (5, 0, 3, 1, 4, 2))
    reachable = reach(2, 3, goal.tiles)
    for tiles in permutations(range(6)):
        board = Board(2, 3, tiles)
        assert is_solvable(board, goal) is (tiles in reachable)
        assert analyze(board, goal).solvable is (tiles in reachable)
    assert analyze(goal, goal).goal == "custom"


@given(
    rows=st.integers(2, 9), cols=st.integers(2, 9), seed=st.integers(0, 2**32), wanted=st.booleans()
)
def test_classic_rule_agrees_with_the_textbook_and_the_parity_rule(
    rows, cols, seed, wanted, textbook
):
    board = random_board(rows, cols, seed=seed, solvable=wanted)
    verdict = analyze(board)
    assert verdict.rule == ("odd-width" if cols % 2 else "even-width")
    assert verdict.solvable is is_solvable(board) is textbook(rows, cols, board.tiles) is wanted


def quadratic_count(values):
    """The inversions by checking every pair."""
    return sum(a > b for i, a in enumerate(values) for b in values[i + 1 :])


def small_steps(step):
    """Stepwise checks yielding every ``step`` cells, so that small inputs take many slices."""
    return patch("slidepuzzle.rule.STEP_CELLS", step)


@given(
    st.lists(st.integers(-50, 50), unique=True, max_size=300),
    st.integers(1, 40),
    st.integers(1, 50),
)
def test_count_inversions_is_the_quadratic_count(values, run, step):
    with small_steps(step):
        assert count_inversions(values, run) == quadratic_count(values)


@given(st.permutations(range(12)), st.integers(1, 13))
def test_permutation_parity_is_the_parity_of_the_inversions(tiles, step):
    with small_steps(step):
        assert permutation_parity(tiles) == quadratic_count(tiles) % 2


def run_steps(steps):
    """Every ``Progress`` a stepwise check yields, and its result."""
    progress = []
    while True:
        try:
            progress.append(next(steps))
        except StopIteration as end:
            return progress, end.value


@pytest.mark.parametrize("goal", GOAL_NAMES)
@given(
    rows=st.integers(1, 12),
    cols=st.integers(2, 12),
    seed=st.integers(0, 2**32),
    step=st.integers(1, 40),
)
def test_analyze_steps_give_the_verdict_early_then_the_count(goal, rows, cols, seed, step):
    """Parity slices first (verdict unknown), then count slices carrying the final verdict.

    For the usual goal the final verdict comes from the inversions (the classic rule), the
    early one from the permutation's parity: two ways that must agree.
    """
    board = random_board(rows, cols, seed=seed, solvable=seed % 2 == 0 or rows == 1)
    with small_steps(step):
        progress, verdict = run_steps(analyze_steps(board, goal))
    parity = [p for p in progress if p.step is CheckStep.PARITY]
    counting = [p for p in progress if p.step is CheckStep.INVERSIONS]
    assert progress == parity + counting
    assert len(parity) == -(-board.size // step)
    assert all(p.solvable is None for p in parity)
    assert counting and all(p.solvable is verdict.solvable for p in counting)
    for step_progress in (parity, counting):
        done = [p.done for p in step_progress]
        assert done == sorted(done) and all(p.done <= p.total for p in step_progress)
    order = goal_board(rows, cols, goal).tiles
    place = {tile: order.index(tile) for tile in order}
    assert verdict.inversions == quadratic_count([place[t] for t in board.tiles if t])
    assert verdict == analyze(board, goal)
    assert verdict.solvable is is_solvable(board, goal)


@given(
    shape=st.tuples(st.integers(1, 40), st.integers(1, 40)).filter(
        lambda shape: 2 <= shape[0] * shape[1] <= RUN_CELLS
    ),
    goal=st.one_of(st.none(), st.sampled_from([*GOAL_NAMES, "board"])),
    seed=st.integers(0, 2**32),
)
def test_small_boards_are_decided_as_the_general_path_decides(shape, goal, seed):
    """``analyze`` decides a board of up to ``RUN_CELLS`` cells from its inversions (the
    first formulation); ``analyze_steps`` by the permutation's cycles, then counts in slices:
    the same verdict on any permutation of any shape (single lines too), any goal (a name or a
    random board)."""
    rows, cols = shape
    rng = random.Random(seed)
    tiles, goal_tiles = list(range(rows * cols)), list(range(rows * cols))
    rng.shuffle(tiles)
    rng.shuffle(goal_tiles)
    board = Board(rows, cols, tiles)
    target = Board(rows, cols, goal_tiles) if goal == "board" else goal
    with small_steps(7):
        general = finish(analyze_steps(board, target))
    assert analyze(board, target) == general
    assert general.solvable is is_solvable(board, target)


@pytest.mark.parametrize("goal", GOAL_NAMES)
@given(rows=st.integers(1, 5), cols=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_inversion_pairs_are_the_inversions(goal, rows, cols, seed):
    board = random_board(rows, cols, seed=seed, solvable=seed % 2 == 0 or rows == 1)
    order = goal_board(rows, cols, goal).tiles
    place = {tile: order.index(tile) for tile in order}
    tiles = [t for t in board.tiles if t]
    expected = [(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1 :] if place[a] > place[b]]
    assert inversion_pairs(board, goal) == expected
    assert analyze(board, goal).inversions == len(expected)
    assert inversion_pairs(board, goal, limit=3) == expected[:3]


def test_inversion_pairs_refuse_big_boards():
    with pytest.raises(ValueError, match="at most 1000 cells, this 40 x 40 board has 1600"):
        inversion_pairs(random_board(40, seed=1))


def test_the_seed_articles_figures():
    """GeeksforGeeks and the Korean blog: 41 inversions, blank on row 2: solvable; 56: not."""
    board = parse_board("13 2 10 3\n1 12 8 4\n5 0 9 6\n15 14 11 7")
    verdict = analyze(board)
    assert (verdict.inversions, verdict.blank_row_from_bottom) == (41, 2)
    assert verdict.solvable and verdict.rule == "even-width"
    verdict = analyze(parse_board("3 9 1 15\n14 11 4 6\n13 0 10 12\n2 7 8 5"))
    assert (verdict.inversions, verdict.blank_row_from_bottom, verdict.solvable) == (56, 2, False)
    verdict = analyze(parse_board("1 8 2\n0 4 3\n7 6 5"))
    assert (verdict.inversions, verdict.rule, verdict.solvable) == (10, "odd-width", True)


def test_a_single_row_is_not_decided_by_the_width_rule():
    """1 x 3 with 2 inversions passes the odd-width rule but the tiles can never pass each other."""
    board = Board(1, 3, (2, 1, 0))
    verdict = analyze(board)
    assert (verdict.rule, verdict.solvable, verdict.inversions) == ("single-line", False, 1)
    board = Board(1, 4, (3, 2, 1, 0))
    assert not is_solvable(board)
    assert analyze(board).inversions == 3
    assert (
        "Read without the blank, the tiles are 3 2 1; the goal has 1 2 3: the first difference "
        "is at place 1, 3 where the goal has 1. Tiles on one line never pass each other"
    ) in analyze(board).explanation
    long_line = analyze(Board(1, 20, (*range(1, 18), 19, 18, 0))).explanation
    assert "the tiles are 1 2 3 4 5 6 7 8 9 10 11 12 …; the goal has 1 2 3" in long_line
    assert "the first difference is at place 18, 19 where the goal has 18." in long_line
    assert is_solvable(Board(3, 1, (1, 0, 2)))


def test_explanations_carry_the_boards_numbers():
    board = parse_board("12 1 10 2\n7 11 4 14\n5 0 9 15\n8 13 6 3")
    text = analyze(board).explanation
    for part in (
        "even-width",
        "4 wide",
        "an even width",
        "49 inversions",
        "an odd number",
        "row 2 from the bottom",
        "49 + 2 = 51 is odd",
        "solvable",
    ):
        assert part in text, part
    text = analyze(parse_board("1 8 2\n0 4 3\n7 6 5")).explanation
    assert "3 wide, an odd width" in text and "10 inversions" in text
    assert "row 2 from the bottom, does not matter" in text and text.endswith("is solvable.")
    verdict = analyze(Board(2, 2, (1, 2, 3, 0)), "blank-first")
    assert (verdict.rule, verdict.goal, verdict.goal_blank_row_from_bottom) == (
        "even-width",
        "blank-first",
        2,
    )
    assert "The goal is blank-first: the inversions are counted against its order" in (
        verdict.explanation
    )
    assert "0 + 2 is even" in verdict.explanation and "0 inversions" in verdict.explanation
    assert not verdict.solvable and verdict.explanation.endswith(
        "0 + 1 = 1 is odd, unlike the goal, so the board is not solvable."
    )


def test_verdict_fields():
    verdict = analyze(Board(3, 2, (1, 2, 0, 4, 3, 5)))
    assert (verdict.rows, verdict.cols, verdict.goal) == (3, 2, "blank-last")
    assert (verdict.blank_row_from_bottom, verdict.goal_blank_row_from_bottom) == (2, 1)
    assert (verdict.blank_cell, verdict.goal_blank_cell) == (2, 5)


def test_unknown_and_misshapen_goals_are_rejected():
    board = Board(2, 2, (1, 2, 3, 0))
    with pytest.raises(GoalError, match="unknown goal 'snail'"):
        is_solvable(board, "snail")
    with pytest.raises(GoalError, match="the goal is 2 x 3 but the board is 2 x 2"):
        analyze(board, Board(2, 3, range(6)))


@pytest.mark.parametrize("goal", [[1, 2, 3, 0], (1, 2, 3, 0), {"goal": 1}, 5, b"spiral"])
@pytest.mark.parametrize(
    "check",
    [is_solvable, analyze, inversion_pairs, lambda board, goal: next(analyze_steps(board, goal))],
)
def test_a_goal_neither_board_nor_name_is_a_goal_error(check, goal):
    board = Board(2, 2, (1, 2, 3, 0))
    kind = type(goal).__name__
    with pytest.raises(
        GoalError, match=rf"expected the goal as a Board or one of blank-last, .*, got {kind} "
    ):
        check(board, goal)
    with pytest.raises(GoalError, match=rf"got {kind} "):
        goal_board(2, 2, goal)


def test_big_board_verdict():
    board = random_board(300, 200, seed=3, solvable=False)
    assert not is_solvable(board)
    assert not analyze(board).solvable


def test_a_goal_equal_to_a_named_goal_is_named_so():
    rng = random.Random(7)
    for rows in range(1, 6):
        for cols in range(1, 6):
            if rows * cols < 2:
                continue
            boards = {name: goal_board(rows, cols, name).tiles for name in GOAL_NAMES}
            for name in GOAL_NAMES:
                first = next(other for other in GOAL_NAMES if boards[other] == boards[name])
                assert goal_name(rows, cols, name) == first
                assert goal_name(rows, cols, goal_board(rows, cols, name)) == first
                assert analyze(goal_board(rows, cols), goal_board(rows, cols, name)).goal == first
            n = rows * cols
            other = Board(rows, cols, rng.sample(range(n), n))
            want = next((name for name in GOAL_NAMES if boards[name] == other.tiles), "custom")
            assert goal_name(rows, cols, other) == want
    assert goal_name(3, 3, None) == "blank-last"
