"""Fair shuffles: ``random_board``, uniform over the solvable (or the unsolvable) boards of a shape.

On a board of at least 2 x 2: shuffle every tile (or every tile but the blank, which stays in its
goal cell); if the verdict is not the one asked for, swap the first two tiles that are not the
blank. That swap flips the permutation's parity and keeps the blank, so it flips the verdict, and
it is its own inverse: a one-to-one map between the solvable and the unsolvable boards, which
keeps the draw uniform. On a single row or column the solvable boards are the goal's tile order
with the blank anywhere (or in its goal cell): those are drawn directly.
"""

from __future__ import annotations

import random

from slidepuzzle.board import BLANK, Board, Goal, RequestError, Tile, check_shape, goal_board
from slidepuzzle.rule import analyze_steps
from slidepuzzle.steps import STEP_CELLS, Steps, finish


def random_board(
    rows: int,
    cols: int | None = None,
    *,
    seed: int | None = None,
    solvable: bool = True,
    fixed_blank: bool = False,
    goal: Goal = None,
) -> Board:
    """A uniformly random board of ``rows x cols`` (square if ``cols`` is None) with that verdict.

    ``fixed_blank`` keeps the blank in its goal cell; the same ``seed`` gives the same board.
    ``ValueError`` when no board of that shape has the verdict asked for.
    """
    return finish(
        random_board_steps(
            rows, cols, seed=seed, solvable=solvable, fixed_blank=fixed_blank, goal=goal
        )
    )


def random_board_steps(
    rows: int,
    cols: int | None = None,
    *,
    seed: int | None = None,
    solvable: bool = True,
    fixed_blank: bool = False,
    goal: Goal = None,
) -> Steps[Board]:
    """``random_board`` in slices of about ``STEP_CELLS`` cells: yields (done, total), returns it.

    The work is the shuffle (one unit a cell) then the verdict's parity pass (one unit a cell).
    Bad arguments raise on the first ``next``.
    """
    cols = rows if cols is None else cols
    check_shape(rows, cols)
    target = goal_board(rows, cols, goal)
    rng = random.Random(seed)
    if rows == 1 or cols == 1:
        return Board._trusted(rows, cols, tuple(_single_line(target, rng, solvable, fixed_blank)))
    tiles = list(target.tiles)
    goal_blank = target.blank
    if fixed_blank:
        tiles.pop(goal_blank)
    total = 2 * target.size
    yield from _shuffle_steps(tiles, rng, total)
    if fixed_blank:
        tiles.insert(goal_blank, BLANK)
    board = Board._trusted(rows, cols, tuple(tiles))
    for progress in analyze_steps(board, goal):
        if progress.solvable is not None:
            break
        yield target.size + progress.done, total
    if progress.solvable == solvable:
        return board
    first, second = [cell for cell, tile in enumerate(tiles[:3]) if tile != BLANK][:2]
    tiles[first], tiles[second] = tiles[second], tiles[first]
    return Board._trusted(rows, cols, tuple(tiles))


def _shuffle_steps(items: list[Tile], rng: random.Random, total: int) -> Steps[None]:
    """Fisher-Yates in place, as ``random.shuffle`` does it (the same order for the same seed).

    Yields (items placed, ``total``) every ``STEP_CELLS`` items.
    """
    # randrange(k) draws as random.shuffle does: the same seed, the same board (tests check it).
    randrange = rng.randrange
    n = len(items)
    for stop in range(n - 1, 0, -STEP_CELLS):
        for i in range(stop, max(stop - STEP_CELLS, 0), -1):
            j = randrange(i + 1)
            items[i], items[j] = items[j], items[i]
        yield n - stop, total


def _single_line(
    target: Board, rng: random.Random, solvable: bool, fixed_blank: bool
) -> list[Tile]:
    """The goal's tiles in order (solvable) or in any other order, the blank anywhere or fixed."""
    order = [tile for tile in target.tiles if tile != BLANK]
    if not solvable:
        if len(order) < 2:
            raise RequestError("always-solvable", rows=target.rows, cols=target.cols)
        wanted = order.copy()
        while order == wanted:
            rng.shuffle(order)
    blank = target.blank if fixed_blank else rng.randrange(target.size)
    order.insert(blank, BLANK)
    return order
