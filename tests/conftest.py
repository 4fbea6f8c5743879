"""Core test fixtures: which states reach a goal (breadth-first search), and a textbook verifier.

Both are written from scratch (the search in ``breadth_first.py``), independent of the package's
rule, so they can catch it out.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest
from breadth_first import search
from hypothesis import settings

# No time limit per example (Hypothesis's default is 200 ms): the machine is shared and noisy,
# and speed is measured by the benchmarks, never asserted by a test.
settings.register_profile("ci", deadline=None)
settings.load_profile("ci")


@cache
def reachable(rows: int, cols: int, goal: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every state that reaches ``goal`` (moves are reversible: every state ``goal`` reaches)."""
    found = search(rows, cols, goal)
    return frozenset(found.unpack(found.found))


def textbook_solvable(rows: int, cols: int, tiles: tuple[int, ...]) -> bool:
    """The seed articles' rule for the usual goal, right for one row or column too: O(n^2)."""
    order = [t for t in tiles if t]
    inversions = sum(a > b for i, a in enumerate(order) for b in order[i + 1 :])
    if rows == 1 or cols == 1:
        return inversions == 0
    if cols % 2:
        return inversions % 2 == 0
    blank_row_from_bottom = rows - tiles.index(0) // cols
    return (inversions + blank_row_from_bottom) % 2 == 1


@pytest.fixture(scope="session")
def reach() -> Callable[[int, int, tuple[int, ...]], frozenset[tuple[int, ...]]]:
    """``reach(rows, cols, goal_tiles)``: the states that reach the goal, searched once."""
    return reachable


@pytest.fixture(scope="session")
def textbook() -> Callable[[int, int, tuple[int, ...]], bool]:
    """``textbook(rows, cols, tiles)``: solvable for the usual goal by the slow textbook rule."""
    return textbook_solvable
