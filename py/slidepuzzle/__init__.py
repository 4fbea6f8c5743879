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
    RequestError,
    ShapeError,
    Tile,
    TileError,
    TokenError,
    format_board,
    goal_board,
)
from slidepuzzle.errors import InputError
from slidepuzzle.examples import EXAMPLES, Example
from slidepuzzle.generate import random_board
from slidepuzzle.parse import (
    Format,
    Note,
    NoteKind,
    Reading,
    parse_board,
    parse_boards,
    read_boards,
    read_steps,
)
from slidepuzzle.rule import (
    RULES,
    CheckStep,
    Parity,
    Progress,
    Rule,
    Verdict,
    VerdictGoal,
    analyze,
    analyze_steps,
    inversion_pairs,
    is_solvable,
)
from slidepuzzle.solve import Method, Solution, UnsolvableError, solve
from slidepuzzle.steps import STEP_CELLS, Steps, finish

__all__ = [
    "BLANK",
    "EXAMPLES",
    "GOAL_NAMES",
    "MAX_CELLS",
    "RULES",
    "STEP_CELLS",
    "Board",
    "BoardError",
    "Cell",
    "CheckStep",
    "Example",
    "Format",
    "Goal",
    "GoalError",
    "GoalName",
    "InputError",
    "Method",
    "MoveError",
    "Note",
    "NoteKind",
    "Parity",
    "Progress",
    "Reading",
    "RequestError",
    "Rule",
    "ShapeError",
    "Solution",
    "Steps",
    "Tile",
    "TileError",
    "TokenError",
    "UnsolvableError",
    "Verdict",
    "VerdictGoal",
    "analyze",
    "analyze_steps",
    "finish",
    "format_board",
    "goal_board",
    "inversion_pairs",
    "is_solvable",
    "parse_board",
    "parse_boards",
    "random_board",
    "read_boards",
    "read_steps",
    "solve",
]
