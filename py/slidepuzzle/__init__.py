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

__all__ = [
    "BLANK",
    "GOAL_NAMES",
    "MAX_CELLS",
    "Board",
    "BoardError",
    "Cell",
    "Goal",
    "GoalError",
    "GoalName",
    "MoveError",
    "ShapeError",
    "Tile",
    "TileError",
    "TokenError",
    "goal_board",
]
