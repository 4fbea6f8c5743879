"""The one count every goal's why states, counted here pair by pair (no code of the package's
rule): what the page's steps (tests/test_page_why.py) and the command line's and ``explain``'s
words (tests/test_one_count.py) are read back against, with the goals they are checked for."""

from __future__ import annotations

import random

from slidepuzzle import GOAL_NAMES, Board, Goal, goal_board


def own_count(board: Board, goal_tiles: tuple[int, ...]) -> tuple[int, int, int]:
    """The pairs of tiles in the opposite order to the goal's, pair by pair; the blank's row and
    the goal's blank's row, from the bottom."""
    place = {tile: at for at, tile in enumerate(t for t in goal_tiles if t)}
    order = [place[t] for t in board.tiles if t]
    inversions = sum(a > b for i, a in enumerate(order) for b in order[i + 1 :])
    row = board.rows - board.tiles.index(0) // board.cols
    return inversions, row, board.rows - goal_tiles.index(0) // board.cols


def goals_of(rows: int, cols: int) -> list[Goal]:
    """Every named goal, a goal board of one's own, the usual goal given as a board."""
    rng = random.Random(rows * 10 + cols)
    n = rows * cols
    return [*GOAL_NAMES, Board(rows, cols, rng.sample(range(n), n)), goal_board(rows, cols)]
