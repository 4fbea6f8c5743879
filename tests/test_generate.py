"""Fair shuffles: the shape and verdict asked for, the same board for the same seed, uniform."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from itertools import permutations
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from slidepuzzle import GOAL_NAMES, Board, ShapeError, goal_board, is_solvable, random_board
from slidepuzzle.generate import random_board_steps
from slidepuzzle.steps import STEP_CELLS

shapes = st.tuples(st.integers(1, 7), st.integers(1, 7)).filter(lambda s: s[0] * s[1] > 1)


@given(
    shape=shapes,
    seed=st.integers(0, 2**64),
    solvable=st.booleans(),
    fixed_blank=st.booleans(),
    goal=st.sampled_from(GOAL_NAMES),
)
def test_the_board_asked_for(shape, seed, solvable, fixed_blank, goal, textbook):
    rows, cols = shape
    single_line = rows == 1 or cols == 1
    assume(solvable or not single_line or rows * cols > 2)
    board = random_board(
        rows, cols, seed=seed, solvable=solvable, fixed_blank=fixed_blank, goal=goal
    )
    assert board.shape == (rows, cols)
    assert is_solvable(board, goal) is solvable
    if goal == "blank-last":
        assert textbook(rows, cols, board.tiles) is solvable
    if fixed_blank:
        assert board.blank == goal_board(rows, cols, goal).blank
    again = random_board(
        rows, cols, seed=seed, solvable=solvable, fixed_blank=fixed_blank, goal=goal
    )
    assert again == board


def test_a_square_by_default_and_a_custom_goal():
    assert random_board(4, seed=1).shape == (4, 4)
    goal = Board(2, 3, (5, 0, 3, 1, 4, 2))
    for seed in range(20):
        assert not is_solvable(random_board(2, 3, seed=seed, solvable=False, goal=goal), goal)


def test_seeds_differ():
    assert len({random_board(4, seed=seed) for seed in range(20)}) == 20


@pytest.mark.parametrize(("rows", "cols"), [(1, 2), (2, 1)])
def test_impossible_requests_say_why(rows, cols):
    with pytest.raises(ValueError, match=f"every {rows} x {cols} board is solvable"):
        random_board(rows, cols, solvable=False)


def test_bad_shapes():
    with pytest.raises(ShapeError, match="at least 2 cells"):
        random_board(1)
    with pytest.raises(ShapeError, match="cols must be at least 1, got 0"):
        random_board(3, 0)


def chi_square(counts: Counter, states: list) -> float:
    expected = sum(counts.values()) / len(states)
    return sum((counts[state] - expected) ** 2 / expected for state in states)


@pytest.mark.parametrize(
    ("rows", "cols", "solvable", "fixed_blank"),
    [(2, 3, True, False), (2, 2, False, False), (2, 3, False, True), (1, 4, False, False)],
)
def test_uniform(rows, cols, solvable, fixed_blank):
    """Every state with the verdict appears, about equally often (fixed seeds: never flaky)."""
    goal = goal_board(rows, cols)
    states = [
        tiles
        for tiles in permutations(range(rows * cols))
        if is_solvable(Board(rows, cols, tiles)) is solvable
        and (not fixed_blank or tiles.index(0) == goal.blank)
    ]
    draws = 60 * len(states)
    counts = Counter(
        random_board(rows, cols, seed=seed, solvable=solvable, fixed_blank=fixed_blank).tiles
        for seed in range(draws)
    )
    assert set(counts) == set(states)
    # chi-square with k - 1 degrees of freedom: mean k - 1, sd sqrt(2 (k - 1)); allow 6 sd
    k = len(states)
    assert chi_square(counts, states) < k - 1 + 6 * (2 * (k - 1)) ** 0.5


@pytest.mark.parametrize(("solvable", "fixed_blank"), [(True, False), (False, True)])
def test_in_steps_the_same_board_with_progress_between_slices(solvable, fixed_blank):
    steps = random_board_steps(300, 200, seed=5, solvable=solvable, fixed_blank=fixed_blank)
    seen = []
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as end:
            board = end.value
            break
    assert board == random_board(300, 200, seed=5, solvable=solvable, fixed_blank=fixed_blank)
    assert is_solvable(board) is solvable
    done = [step[0] for step in seen]
    assert len(seen) >= 2 * 60_000 // STEP_CELLS
    assert done == sorted(done) and done[-1] <= seen[0][1] == 2 * 60_000


def test_in_steps_bad_shapes_raise_at_once():
    with pytest.raises(ShapeError, match="cols must be at least 1, got 0"):
        next(random_board_steps(3, 0))


RECORDED = Path(__file__).with_name("shuffles_recorded.jsonl")
"""Seeded boards as the shuffle drew them with Random's private draw (commit 508616d), written by
running this file (``python tests/test_generate.py``) on that code: one JSON array a line."""


def recorded_cases():
    """The shapes, seeds and options recorded, and the boards past one slice."""
    shapes = [(2, 2), (2, 3), (3, 3), (4, 4), (3, 5), (5, 2), (5, 5), (1, 6), (6, 1), (2, 8)]
    for rows, cols in shapes:
        for seed in (0, 7, 2**40 + 3):
            for solvable in (True, False):
                for fixed_blank in (False, True):
                    yield rows, cols, seed, solvable, fixed_blank, None
    for rows, cols in [(3, 3), (4, 4), (1, 6)]:
        for seed in (1, 42):
            yield rows, cols, seed, seed == 1, False, "spiral"
            yield rows, cols, seed, seed == 42, True, "blank-first"
    for rows, cols in [(130, 130), (300, 200)]:  # past one slice (STEP_CELLS = 16,384 cells)
        for seed in (0, 5):
            for fixed_blank in (False, True):
                yield rows, cols, seed, seed == 0, fixed_blank, None


def record(rows, cols, seed, solvable, fixed_blank, goal) -> str:
    """The board's tiles as text, or the SHA-256 of that text past 100 cells."""
    board = random_board(
        rows, cols, seed=seed, solvable=solvable, fixed_blank=fixed_blank, goal=goal
    )
    text = " ".join(map(str, board.tiles))
    return text if board.size <= 100 else hashlib.sha256(text.encode()).hexdigest()


def test_seeded_shuffles_draw_the_boards_recorded_before():
    """``rng.randrange`` draws what the private draw did: old seeds keep their boards."""
    lines = [json.loads(line) for line in RECORDED.read_text().splitlines()]
    assert [tuple(line[:6]) for line in lines] == list(recorded_cases())
    for *case, tiles in lines:
        assert record(*case) == tiles, case


if __name__ == "__main__":
    for case in recorded_cases():
        print(json.dumps([*case, record(*case)]))
