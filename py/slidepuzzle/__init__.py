"""slidepuzzle: sliding-tile puzzles of any shape.

Is a board solvable, and why; fair shuffles; solutions. Pure Python, standard library only, so the
same code runs natively and in the browser (Pyodide).
"""

from slidepuzzle.board import (
    BLANK,
    GOAL_NAMES,
    MAX_CELLS,
    Board,
    BoardError,
    Cell,
    Goal,
    GoalError,
    GoalName,
    MoveError,
    ShapeError,
    Tile,
    TileError,
    TokenError,
    goal_board,
)
from slidepuzzle.examples import EXAMPLES, Example
from slidepuzzle.generate import random_board
from slidepuzzle.parse import format_board, parse_board
from slidepuzzle.rule import (
    RULES,
    Progress,
    Verdict,
    analyze,
    analyze_steps,
    finish,
    inversion_pairs,
    is_solvable,
)
from slidepuzzle.solve import Solution, UnsolvableError, solve

__all__ = [
    "BLANK",
    "EXAMPLES",
    "GOAL_NAMES",
    "MAX_CELLS",
    "RULES",
    "Board",
    "BoardError",
    "Cell",
    "Example",
    "Goal",
    "GoalError",
    "GoalName",
    "MoveError",
    "Progress",
    "ShapeError",
    "Solution",
    "Tile",
    "TileError",
    "TokenError",
    "UnsolvableError",
    "Verdict",
    "analyze",
    "analyze_steps",
    "finish",
    "format_board",
    "goal_board",
    "inversion_pairs",
    "is_solvable",
    "parse_board",
    "random_board",
    "solve",
]
