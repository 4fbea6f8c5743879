"""The symmetries: the turned boards against numpy's own turns, and what each does to the verdict
against breadth-first search over every board of every shape of up to 9 cells, every goal."""

from __future__ import annotations

import random
from functools import cache
from itertools import permutations

import numpy as np
import pytest
from breadth_first import search
from slidepuzzle import Board, goal_board, is_solvable, parse_board
from slidepuzzle.symmetry import (
    Effect,
    Reason,
    Symmetry,
    cell_map,
    symmetry_effect,
    transform,
    turned_goal,
    turned_shape,
)
from test_rule import SMALL_SHAPES

SHAPES = SMALL_SHAPES
"""Every shape of up to 9 cells (up to 3 x 3 and 2 x 4): 1 x N, N x 1, 2 x 2 to 3 x 3."""

GOALS = ("blank-last", "blank-first", "spiral", "custom")
"""The named goals, and a goal given as a board: the tiles in reverse reading order, blank last."""


def turned(grids: np.ndarray, symmetry: Symmetry) -> np.ndarray:
    """Boards (``boards x rows x cols``) turned by numpy, written independently of the package."""
    turns = {
        Symmetry.ROTATE_RIGHT: lambda g: np.rot90(g, -1, axes=(1, 2)),  # clockwise
        Symmetry.ROTATE_LEFT: lambda g: np.rot90(g, 1, axes=(1, 2)),
        Symmetry.HALF_TURN: lambda g: np.rot90(g, 2, axes=(1, 2)),
        Symmetry.FLIP_HORIZONTAL: lambda g: g[:, :, ::-1],
        Symmetry.FLIP_VERTICAL: lambda g: g[:, ::-1, :],
        Symmetry.TRANSPOSE: lambda g: g.transpose(0, 2, 1),
        Symmetry.ANTI_TRANSPOSE: lambda g: np.rot90(g, 2, axes=(1, 2)).transpose(0, 2, 1),
    }
    return turns[symmetry](grids)


@cache
def every_board(n: int) -> np.ndarray:
    """Every arrangement of ``n`` cells, one a row."""
    return np.array(list(permutations(range(n))), dtype=np.int64)


def reaching(boards: np.ndarray, rows: int, cols: int, goal: tuple[int, ...]) -> np.ndarray:
    """For each board (a row of tiles), whether breadth-first search from ``goal`` finds it."""
    found = search(rows, cols, goal)
    shifts = np.array([4 * (rows * cols - 1 - cell) for cell in range(rows * cols)])
    packed = (boards << shifts).sum(axis=1)
    return np.isin(packed, found.found)


def goal_tiles(rows: int, cols: int, goal: str) -> tuple[int, ...]:
    n = rows * cols
    return (*range(n - 1, 0, -1), 0) if goal == "custom" else goal_board(rows, cols, goal).tiles


def shape_params(shapes):
    return [
        pytest.param(*shape, marks=[pytest.mark.slow] if shape[0] * shape[1] == 9 else [])
        for shape in shapes
    ]


@pytest.mark.parametrize(("rows", "cols"), shape_params(SHAPES))
@pytest.mark.parametrize("goal", GOALS)
def test_each_symmetry_does_to_every_board_what_its_effect_says(rows, cols, goal):
    n = rows * cols
    boards = every_board(n)
    before = reaching(boards, rows, cols, goal_tiles(rows, cols, goal))
    goal_given = Board(rows, cols, goal_tiles(rows, cols, goal)) if goal == "custom" else goal
    for symmetry in Symmetry:
        new_rows, new_cols = turned_shape(symmetry, rows, cols)
        after_boards = turned(boards.reshape(-1, rows, cols), symmetry).reshape(-1, n)
        if goal == "custom":
            new_goal = turned(
                np.array([goal_tiles(rows, cols, goal)]).reshape(1, rows, cols), symmetry
            )
            new_goal_tiles = tuple(new_goal.reshape(-1).tolist())
        else:
            new_goal_tiles = goal_tiles(new_rows, new_cols, goal)
        after = reaching(after_boards, new_rows, new_cols, new_goal_tiles)
        effect = symmetry_effect(symmetry, rows, cols, goal_given)
        where = f"{symmetry} of {rows} x {cols} towards {goal}"
        assert 0 < before.sum() < len(boards) or n == 2, where
        if effect.effect is Effect.KEEPS:
            assert (after == before).all(), where
        elif effect.effect is Effect.FLIPS:
            assert (after != before).all(), where
        else:  # reversed: only the boards whose tiles ran in the goal's order backwards
            assert not (after & before).any(), where
            order = boards[boards != 0].reshape(len(boards), n - 1)
            wanted = [t for t in goal_tiles(rows, cols, goal) if t][::-1]
            assert (after == (order == wanted).all(axis=1)).all(), where
            assert 0 < after.sum() < (~before).sum(), where  # it does depend on the board
        for solvable in (True, False):
            said = effect.after(solvable)
            if said is not None:
                assert (after[before == solvable] == said).all(), where


@pytest.mark.parametrize(("rows", "cols"), [*SHAPES, (3, 4), (4, 4), (2, 7), (5, 3)])
def test_the_boards_turn_as_numpy_turns_them(rows, cols):
    rng = random.Random(rows * 10 + cols)
    for _ in range(5):
        tiles = list(range(rows * cols))
        rng.shuffle(tiles)
        board = Board(rows, cols, tiles)
        grid = np.array(tiles).reshape(1, rows, cols)
        for symmetry in Symmetry:
            expected = turned(grid, symmetry)[0]
            got = transform(board, symmetry)
            assert got.shape == expected.shape == turned_shape(symmetry, rows, cols)
            assert got.tiles == tuple(expected.reshape(-1).tolist())
            assert sorted(cell_map(symmetry, rows, cols)) == list(range(rows * cols))


def test_turns_undo_each_other_and_compose():
    board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 _")
    right, left = Symmetry.ROTATE_RIGHT, Symmetry.ROTATE_LEFT
    assert transform(transform(board, right), left) == board
    twice = transform(transform(board, right), right)
    assert twice == transform(board, Symmetry.HALF_TURN)
    for mirror in (Symmetry.FLIP_HORIZONTAL, Symmetry.FLIP_VERTICAL, Symmetry.TRANSPOSE):
        assert transform(transform(board, mirror), mirror) == board
    assert transform(board, Symmetry.ANTI_TRANSPOSE) == transform(
        transform(board, Symmetry.TRANSPOSE), Symmetry.HALF_TURN
    )
    assert str(transform(board, right)) == " 9  5  1\n10  6  2\n11  7  3\n _  8  4"


@pytest.mark.parametrize(("rows", "cols"), [(3, 4), (4, 4), (4, 5), (2, 7), (5, 5)])
def test_the_effect_holds_on_bigger_boards_by_the_rule(rows, cols):
    """Beyond breadth-first search: the package's own verdict (checked against search elsewhere)
    on random boards agrees with the effect."""
    rng = random.Random(7)
    for goal in ("blank-last", "blank-first", "spiral"):
        for symmetry in Symmetry:
            effect = symmetry_effect(symmetry, rows, cols, goal)
            for _ in range(20):
                tiles = list(range(rows * cols))
                rng.shuffle(tiles)
                board = Board(rows, cols, tiles)
                after = is_solvable(transform(board, symmetry), goal)
                assert after == effect.after(is_solvable(board, goal))


def test_the_effect_says_why():
    turn = symmetry_effect(Symmetry.ROTATE_LEFT, 3, 4)
    assert (turn.effect, turn.reason, turn.cells, turn.colour, turn.goal_change) == (
        Effect.FLIPS,
        Reason.PARITY,
        0,
        1,
        0,
    )
    assert turn.parity == "odd"
    mirror = symmetry_effect(Symmetry.FLIP_HORIZONTAL, 3, 3)
    assert (mirror.effect, mirror.cells, mirror.colour) == (Effect.FLIPS, 1, 0)
    assert symmetry_effect(Symmetry.TRANSPOSE, 4, 4).effect is Effect.KEEPS
    line = symmetry_effect("flip-horizontal", 1, 5)
    assert (line.effect, line.reason, line.after(True), line.after(False)) == (
        Effect.REVERSES,
        Reason.LINE_REVERSED,
        False,
        None,
    )
    assert symmetry_effect("rotate-right", 1, 5).reason is Reason.LINE_KEPT
    custom = symmetry_effect("half-turn", 3, 3, parse_board("8 7 6\n5 4 3\n2 1 _"))
    assert (custom.effect, custom.reason, custom.goal) == (
        Effect.KEEPS,
        Reason.GOAL_TURNED,
        "custom",
    )
    assert turned_goal("spiral", Symmetry.TRANSPOSE) == "spiral"
    goal = parse_board("8 7 6 5\n4 3 2 1\n_ 9 10 11")
    assert turned_goal(goal, Symmetry.ROTATE_RIGHT) == transform(goal, Symmetry.ROTATE_RIGHT)


def test_bad_requests_are_refused_clearly():
    with pytest.raises(ValueError, match="'spin' is not a valid Symmetry"):
        symmetry_effect("spin", 3, 3)
    with pytest.raises(ValueError, match="1 x 1"):
        symmetry_effect(Symmetry.TRANSPOSE, 1, 1)
    with pytest.raises(ValueError, match="unknown goal"):
        symmetry_effect(Symmetry.TRANSPOSE, 3, 3, "diagonal")
