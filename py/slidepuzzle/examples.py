"""The worked examples of the seed articles, as pasted, for the page's menu and the tests."""

from __future__ import annotations

from dataclasses import dataclass

from slidepuzzle.board import Goal


@dataclass(frozen=True)
class Example:
    """A board printed in one of the seed articles."""

    name: str  # short, for a menu
    text: str  # the board as pasted
    source: str  # which article
    largest_is_blank: bool = False
    goal: Goal = None


GFG = "GeeksforGeeks, 15-puzzle"

EXAMPLES: tuple[Example, ...] = (
    Example(
        "15-puzzle, 49 inversions, blank on row 2",
        "12 1 10 2\n7 11 4 14\n5 0 9 15\n8 13 6 3",
        GFG + " (C++ driver)",
    ),
    Example(
        "15-puzzle, 41 inversions, blank on row 2",
        "13 2 10 3\n1 12 8 4\n5 0 9 6\n15 14 11 7",
        GFG + " (C++ driver, commented out)",
    ),
    Example(
        "15-puzzle, 62 inversions, blank on row 3",
        "6 13 7 10\n8 9 11 0\n15 2 12 5\n14 3 1 4",
        GFG + " (C++ driver, commented out)",
    ),
    Example(
        "15-puzzle, 56 inversions, blank on row 2",
        "3 9 1 15\n14 11 4 6\n13 0 10 12\n2 7 8 5",
        GFG + " (C++ driver, commented out)",
    ),
    Example(
        "8-puzzle, 10 inversions",
        "1 8 2\n0 4 3\n7 6 5",
        GFG + " (C++ driver, commented out)",
    ),
    Example(
        "one inversion: 2 1 3 ... 15 X",
        "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X",
        GFG + " (what is an inversion)",
    ),
    Example(
        "six inversions: 2 1 3 4 8 6 7 5 ... X",
        "2 1 3 4 8 6 7 5 9 10 11 12 13 14 15 X",
        "Slide Puzzle Algorithm (Korean blog), example 2",
    ),
    Example(
        "15-puzzle solved",
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0",
        "MAXimal, 15-puzzle (the goal)",
    ),
    Example(
        "3 x 2, two swaps (1 2 and 3 4)",
        "2 1\n4 3\n5 _",
        "OI wiki, double swap example",
    ),
    Example(
        "6 x 6, blank kept in place (largest is blank)",
        "[[18, 26, 10, 17, 30, 11], [16, 27, 29, 8, 13, 21], [7, 5, 3, 34, 33, 25], "
        "[15, 14, 20, 2, 23, 19], [12, 9, 31, 24, 1, 28], [32, 6, 4, 0, 22, 35]]",
        "OI wiki (largest number is the blank), puzzle(6, shufall=False)",
        largest_is_blank=True,
    ),
    Example(
        "6 x 6, blank anywhere (largest is blank)",
        "[[11, 3, 4, 21, 7, 22], [26, 9, 18, 10, 0, 32], [29, 24, 14, 5, 12, 33], "
        "[34, 15, 2, 27, 31, 35], [19, 28, 1, 30, 20, 13], [16, 25, 23, 6, 17, 8]]",
        "OI wiki (largest number is the blank), puzzle(6)",
        largest_is_blank=True,
    ),
)
"""Every concrete board the seed articles print, in the order they appear."""
