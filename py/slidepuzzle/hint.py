"""Moves to go and a hint, for a person playing a board by hand.

``moves_to_go(board, goal)`` says how far the goal is, as data (``ToGo``), and the next move of
the shortest solution known:

- boards of up to ``TABLE_HINT_CELLS`` cells (3 x 3, 2 x 4 and smaller) look their distance up in
  the shape's distance table (``slidepuzzle.distance``, built on first use), exact, and walk it
  down for the moves; single rows and columns have their one way;
- other boards are solved (``slidepuzzle.solve``): up to 16 cells optimally, if the search proves
  it within the node and time budget, else at least its lower bound, with the best solution found;
  bigger boards always a lower bound and the best solution found;
- a board that can never reach the goal says so, with its invariant (``slidepuzzle.why``): the
  number no move changes, whose parity is not the goal's; on a single row or column, the tiles'
  order, which no move changes either (``slidepuzzle.rule.LineOrder``).

The solution is kept (``ToGo.solution``): after its first move (the hint) the rest is a solution
of the board reached, optimal if the whole was, so the next hint needs no search.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from slidepuzzle.board import Board, Goal, Tile, goal_board
from slidepuzzle.distance import distance_table, has_table
from slidepuzzle.messages import Count, Phrase, phrase
from slidepuzzle.rule import LineOrder, Parity, analyze, is_solvable
from slidepuzzle.solve import Solution, line_moves, solve
from slidepuzzle.why import Invariant, Said, invariant

TABLE_HINT_CELLS = 9
"""Boards of at most this many cells (and two rows and columns) use a distance table: 3 x 3's
takes a second to build natively, a few in the browser; 2 x 5's half a minute, so 2 x 5 is
searched (a few milliseconds a board)."""

HINT_NODES = 2_000_000
"""The search nodes ``moves_to_go`` spends at most unless told: most 4 x 4 boards are proven
within it, the hardest get a lower bound (the answer never depends on the machine's speed)."""

HINT_SECONDS = 30.0
"""The seconds ``moves_to_go`` spends at most unless told."""


class Known(StrEnum):
    """How much ``moves_to_go`` knows; each equals its id."""

    SOLVED = "solved"
    """The board is the goal: no moves to go."""
    OPTIMAL = "optimal"
    """The fewest moves to the goal, proven."""
    AT_LEAST = "at-least"
    """Not proven: at least ``lower_bound`` moves, and a solution of ``best_known`` found."""
    UNSOLVABLE = "unsolvable"
    """The goal can never be reached: ``invariant`` (or on a line, ``line``) says why."""


@dataclass(frozen=True)
class ToGo(Said):
    """How far a board is from its goal, the next move of the best solution known, and why the
    goal is out of reach when it is."""

    known: Known
    lower_bound: int = 0
    """No solution is shorter (the exact number when ``known`` is optimal or solved)."""
    solution: tuple[Tile, ...] = ()
    """The best solution known: the fewest moves when ``known`` is optimal."""
    invariant: Invariant | None = None
    """For an unsolvable board: its inversions, blank row and the sum no move changes..."""
    goal_parity: Parity | None = None
    """...and the parity the goal's sum has, which the board's never will (at least 2 x 2)."""
    line: LineOrder | None = None
    """For an unsolvable single row or column: its tiles' order against the goal's."""

    @property
    def moves(self) -> int | None:
        """The fewest moves to the goal, when known (proven)."""
        return self.lower_bound if self.known in (Known.OPTIMAL, Known.SOLVED) else None

    @property
    def best_known(self) -> int | None:
        """The length of the best solution known; None for an unsolvable board."""
        return None if self.known is Known.UNSOLVABLE else len(self.solution)

    @property
    def hint(self) -> Tile | None:
        """The tile to slide next: the first move of the best solution known (an optimal one
        when ``known`` is optimal); None when solved or unsolvable."""
        return self.solution[0] if self.solution else None

    def after_hint(self) -> ToGo:
        """What is known after the hint's move is made: the rest of the solution, a move less
        (still optimal if this was; else the bound a move lower: one move brings the goal at most
        one move nearer)."""
        if not self.solution:
            raise ValueError(f"no hint to follow: the board is {self.known}")
        rest = self.solution[1:]
        if not rest:
            return ToGo(Known.SOLVED)
        return ToGo(self.known, max(self.lower_bound - 1, 0), rest)

    def phrase(self) -> Phrase:
        """``"12 moves to go (optimal)"``, ``"at least 40 moves to go (the best solution found so
        far: 52)"``, ``"solved: no moves to go"``, or why the goal is out of reach."""
        if self.known is Known.UNSOLVABLE and self.line is not None:
            return phrase(
                "to-go-unsolvable-line",
                place=self.line.place,
                tile=self.line.tile,
                goal_tile=self.line.goal_tile,
            )
        if self.known is Known.UNSOLVABLE:
            assert self.invariant is not None and self.goal_parity is not None
            return phrase(
                "to-go-unsolvable",
                invariant=self.invariant.phrase(),
                goal_parity=phrase(f"word-{self.goal_parity}"),
            )
        if self.known is Known.SOLVED:
            return phrase("to-go-solved")
        moves = Count(self.lower_bound, "move")
        if self.known is Known.OPTIMAL:
            return phrase("to-go-optimal", moves=moves)
        return phrase("to-go-at-least", moves=moves, best=len(self.solution))


Improved = Callable[[ToGo], None]
"""Hears what is known each time it improves (a search on the way: the bound up, a shorter
solution)."""


def moves_to_go(
    board: Board,
    goal: Goal = None,
    *,
    node_limit: float = HINT_NODES,
    time_limit: float = HINT_SECONDS,
    progress: Improved | None = None,
) -> ToGo:
    """How far ``board`` is from ``goal`` and the next move: see the module's notes. A search
    (boards over ``TABLE_HINT_CELLS`` cells, not lines) stops after ``node_limit`` nodes or
    ``time_limit`` seconds; ``progress`` hears each better answer on the way. Boards of more than
    ``OPTIMAL_CELLS`` (16) cells are never proven, so they take the whole time limit (the solver
    goes on shortening): give them a short one. A board too big to solve
    (``slidepuzzle.solve.too_big``) raises ``RequestError``."""
    target = goal_board(board.rows, board.cols, goal)
    if not is_solvable(board, goal):
        if board.rows == 1 or board.cols == 1:
            return ToGo(Known.UNSOLVABLE, line=analyze(board, goal).line)
        goal_sum = invariant(target, goal).parity
        return ToGo(Known.UNSOLVABLE, invariant=invariant(board, goal), goal_parity=goal_sum)
    if board == target:
        return ToGo(Known.SOLVED)
    if board.rows == 1 or board.cols == 1:
        moves = tuple(line_moves(board, target))
        return ToGo(Known.OPTIMAL, len(moves), moves)
    if board.size <= TABLE_HINT_CELLS and has_table(board.rows, board.cols):
        moves = _table_walk(board, target)
        return ToGo(Known.OPTIMAL, len(moves), moves)
    report = None if progress is None else (lambda found: progress(_from(found)))
    found = solve(board, goal, time_limit=time_limit, node_limit=node_limit, progress=report)
    return _from(found)


def _from(solution: Solution) -> ToGo:
    """What a solution (final or on the way) says about the moves to go."""
    known = Known.OPTIMAL if solution.optimal else Known.AT_LEAST
    bound = len(solution) if solution.optimal else solution.lower_bound
    return ToGo(known, bound, solution.moves)


def _table_walk(board: Board, target: Board) -> tuple[Tile, ...]:
    """The fewest moves from ``board`` to ``target`` by the distance table: at each board, the
    first tile (up, down, left, right of the blank) whose move brings the goal a move nearer."""
    table = distance_table(target)
    moves: list[Tile] = []
    for left in range(table.distance(board), 0, -1):
        tile = next(t for t in board.movable() if table.distance(board.slide(t)) == left - 1)
        moves.append(tile)
        board = board.slide(tile)
    return tuple(moves)
