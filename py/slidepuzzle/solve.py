"""Solutions: the tiles to slide, in order, to take a board to its goal; which solver, when.

- A *move* is the tile slid into the blank; a *solution* is the moves from a board to its goal.
- *Lines* (one row or one column) have one solution: the blank walks to its goal cell.
- The searches (optimal and weighted IDA*, ``shorten``) are in ``slidepuzzle.search``, their
  lower bounds in ``slidepuzzle.heuristics``; the constructive solver, for any size, in
  ``slidepuzzle.construct``.

``solve`` is *anytime*: the constructive solution first, then shorter ones as they are found,
each reported to ``progress`` if given, until the time limit (or a node limit) or a proof that
none is shorter. Boards of up to ``OPTIMAL_CELLS`` cells get the optimal search (after a quick
weighted stage); bigger ones up to ``REDUCE_CELLS`` (5 x 5 aside), reduction (a line at a time
by a search, ``slidepuzzle.reduce``) and its solution's stretches shortened; 5 x 5, beam
searches with pattern databases ever wider, the best solution's end searched optimally and its
stretches shortened; bigger ones, up to
``MAX_BUILD``, the constructive solution's stretches shortened. Every answer carries a lower
bound on the shortest solution's length.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from slidepuzzle.board import Board, Goal, RequestError, Tile, goal_board
from slidepuzzle.construct import blank_last, cancel_pairs, construct
from slidepuzzle.heuristics import estimate, has_walking
from slidepuzzle.i18n import Lang, quoted
from slidepuzzle.messages import Phrase, counted, say
from slidepuzzle.patterns import Frame, PatternTables, pattern_tables, table_trouble
from slidepuzzle.reduce import reduce_solve, shapes_on_the_way
from slidepuzzle.rule import Verdict, analyze, explain
from slidepuzzle.search import (
    SearchTimeout,
    ida_star,
    pattern_beam_search,
    pattern_bound,
    pattern_ida_star,
    shorten,
    shorten_end,
)

OPTIMAL_CELLS = 16
"""Boards with at most this many cells get an optimal search..."""

NEAR_CELLS = 36
"""...and up to this many, weighted searches (near-optimal); bigger ones a constructive one..."""

REDUCE_CELLS = 144
"""...but those of more than ``OPTIMAL_CELLS`` cells and up to this many (except 5 x 5) are
solved by reduction (``slidepuzzle.reduce``): its tables take cells squared positions a tile, too
many on bigger boards."""

WEIGHTS = (3.0, 2.0, 1.5)
"""How much the quick stage's weighted searches (up to ``OPTIMAL_CELLS``) inflate the lower
bound, one after the other: the greediest first, since it finishes soonest on every shape; a
search running out of time ends them."""

NEAR_WEIGHTS = (3.0, 2.0, 1.7, 1.5, 1.4, 1.3, 1.25, 1.2, 1.15, 1.1)
"""The weights of the near-optimal searches (up to ``NEAR_CELLS``), one after the other while
time is left: each solution found is at most its weight times the shortest."""

BEAM_WIDTHS = (100, 30_000)
"""The first and the widest beam search with pattern databases (5 x 5). The beams run one after
the other while time is left, each for a solution shorter than the best so far, each next one as
wide as ``BEAM_FILL`` of the time and nodes left allow, judged by what the last one took (see
``BEAM_COST``), from ``BEAM_GROWTH[0]`` to ``BEAM_GROWTH[1]`` times as wide, else no more beams:
on Korf & Taylor's 24-puzzles, about 1.15 times the shortest at 1,000 (100,000 boards). The
widest keeps the boards seen (width x moves) within a few hundred MB."""

BEAM_FILL = 0.7
"""The share of the time (and nodes) left that the next beam is sized to take..."""

BEAM_COST = 1.3
"""...a beam k times as wide taking k ** ``BEAM_COST`` times as long (measured: width 5,000
against 1,000 on Korf & Taylor's second, 8.3 times the seconds for 4.8 times the boards)..."""

BEAM_GROWTH = (1.4, 10.0)
"""...and at least (else no more beams) and at most this much wider than the last."""

REDUCE_SHARE = 0.5
"""The share of the time limit (and of the node limit) for the reduction
(``slidepuzzle.reduce``) on boards of up to ``NEAR_CELLS`` cells; the rest shortens its solution
(and gets what is left when the end shape's search proves its answer optimal early, as on
4 x 5)..."""

BIG_REDUCE_SHARE = 0.8
"""...and on bigger ones, whose long solutions shortening improves little: 0.8 against 0.5 on
10 x 10, seeds 0-2, 10 s, interleaved at load 7-8: median length / Manhattan distance 2.69
against 2.90 (mean 2.67 against 2.84; shortening gained 1-3% in its 5 s); on 6 x 6 no clear
difference (1.90 against 1.98, then 1.94 against 1.88)."""

QUICK_SHARE = 0.1
"""The share of the time limit for the quick stage (weighted searches, then ``shorten``)..."""

QUICK_SHARE_NO_WALKING = 0.5
"""...and on shapes without walking-distance tables (a side over 4, as 2 x 8 or 3 x 5), where
the optimal search seldom finishes and the quick stage needs longer."""

SHORTEN_SHARE = 0.25
"""The share of the time limit kept for shortening the near-optimal searches' best solution."""

END_SHARE = 0.125
"""Of that, the share for the last stretch's optimal search with pattern databases
(``shorten_end``); the rest replaces stretches anywhere (``shorten``)."""

MAX_BUILD = 500_000
"""The biggest board built constructively, as ``cells * (rows + cols)``, about its moves:
60 x 60 or 2 x 500 (a second or a few); bigger boards are refused rather than left hanging."""


class Method(StrEnum):
    """How a solution was found, as ``Solution.method``; each equals its id (``"ida*"``)."""

    NONE = "none"
    """The board is its goal already: no moves."""
    LINE = "line"
    """One row or column: the blank walks to its goal cell (the only solution)."""
    CONSTRUCTIVE = "constructive"
    """Built place by place (``slidepuzzle.construct``)."""
    WEIGHTED = "weighted"
    """A weighted IDA*: the lower bound inflated, for a short solution soon."""
    BEAM = "beam"
    """A beam search with pattern databases: the most promising boards at each depth."""
    SHORTENED = "shortened"
    """A solution with stretches replaced by the fewest moves between their ends."""
    IDA_STAR = "ida*"
    """The optimal IDA*."""
    REDUCED = "reduced"
    """A line placed at a time by a search, then the smaller board solved
    (``slidepuzzle.reduce``)."""


def method_phrase(method: Method) -> Phrase:
    """How a solution was found, in words, to be written in any language."""
    return Phrase(f"method-{method}")


def method_name(lang: Lang, method: Method) -> str:
    """How a solution was found, in words, in ``lang``: ``"IDA* search"``."""
    return method_phrase(method).text(lang)


class UnsolvableError(ValueError):
    """Raised by ``solve`` for a board that cannot reach its goal; its verdict says why."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.explanation)
        self.verdict = verdict

    def message(self, lang: Lang) -> str:
        """Why the board cannot reach its goal, in ``lang``: the verdict's explanation."""
        return explain(self.verdict, lang)

    def __reduce__(self) -> tuple[object, ...]:
        return type(self), (self.verdict,)


@dataclass(frozen=True)
class Solution:
    """The moves from a board to its goal, whether they are proven fewest, a lower bound on the
    fewest, and search figures."""

    moves: tuple[Tile, ...]
    optimal: bool
    nodes: int
    seconds: float
    method: Method
    lower_bound: int = 0
    """No solution has fewer moves (``len(moves)`` when ``optimal``)."""
    notes: tuple[Phrase, ...] = ()
    """What the reader should know about how it was found: pattern tables missing or damaged."""

    def __len__(self) -> int:
        return len(self.moves)

    @property
    def gap(self) -> int:
        """At most how many percent longer than the shortest solution, rounded up: 18 for 118
        moves with a lower bound of 100."""
        extra = len(self.moves) - self.lower_bound
        return 0 if extra <= 0 else -(-100 * extra // max(self.lower_bound, 1))


Improved: TypeAlias = Callable[[Solution], None]
"""Called with the best solution so far each time it gets shorter or its lower bound rises."""


def best_so_far(solution: Solution, lang: Lang) -> str:
    """A solution on the way, in ``lang``: ``"best so far: 131 moves; at least 100 moves are
    needed"``."""
    moves, bound = counted(lang, len(solution), "move"), counted(lang, solution.lower_bound, "move")
    return say(lang, "best-so-far", moves=moves, bound=bound)


def too_big(board: Board) -> bool:
    """Whether ``solve`` refuses ``board`` as too big: cells x (rows + columns) over
    ``MAX_BUILD``, for a board neither a line (walked) nor small (searched). Cheap: the page asks
    it before sending a million-cell board anywhere."""
    if board.rows == 1 or board.cols == 1 or board.size <= OPTIMAL_CELLS:
        return False
    return board.size * (board.rows + board.cols) > MAX_BUILD


def solve(
    board: Board,
    goal: Goal = None,
    *,
    time_limit: float = 10.0,
    node_limit: float = math.inf,
    progress: Improved | None = None,
) -> Solution:
    """The moves taking ``board`` to ``goal``: the fewest if found within ``time_limit`` seconds
    (and ``node_limit`` search nodes, which makes the answer independent of the machine's speed);
    the best found so far, with a lower bound, if not. ``progress`` hears each better one."""
    started = time.perf_counter()
    if not isinstance(time_limit, int | float) or not time_limit > 0:
        raise RequestError("time-limit", value=quoted(time_limit))
    target = goal_board(board.rows, board.cols, goal)
    verdict = analyze(board, goal)
    if not verdict.solvable:
        raise UnsolvableError(verdict)
    if board == target:
        return Solution((), True, 0, time.perf_counter() - started, Method.NONE)
    if board.rows == 1 or board.cols == 1:
        moves = line_moves(board, target)
        seconds = time.perf_counter() - started
        return Solution(tuple(moves), True, 0, seconds, Method.LINE, len(moves))
    if too_big(board):
        raise RequestError("too-big-to-solve", rows=board.rows, cols=board.cols, most=MAX_BUILD)
    run = _Anytime(board, target, started, time_limit, node_limit, progress)
    if board.size <= OPTIMAL_CELLS:
        _optimal(run)
    elif reduces(board):
        share = REDUCE_SHARE if board.size <= NEAR_CELLS else BIG_REDUCE_SHARE
        _reduced(run, time.perf_counter() + share * run.time_limit, share)
        run.shorten(run.deadline)
    elif board.size <= NEAR_CELLS:
        _near_optimal(run)
    else:
        run.shorten(run.deadline)
    return run.solution()


def table_goal(goal: Board) -> Board:
    """The goal whose pattern tables a solve towards ``goal`` uses (what the page fetches): its
    own, or for boards solved by reduction the blank-last goal of the shape it ends in."""
    if not reduces(goal):
        return goal
    shapes = shapes_on_the_way(goal.rows, goal.cols)
    return goal_board(*shapes[-1]) if shapes else goal


def reduces(board: Board) -> bool:
    """Whether ``solve`` takes ``board`` by reduction (``slidepuzzle.reduce``): over
    ``OPTIMAL_CELLS`` cells and up to ``REDUCE_CELLS``, but not 5 x 5 (its own search)."""
    return OPTIMAL_CELLS < board.size <= REDUCE_CELLS and (board.rows, board.cols) != (5, 5)


Found: TypeAlias = tuple[list[Tile] | None, int]
"""What a search returns: the moves or None, and the nodes searched."""

Search: TypeAlias = Callable[[float, float], Found]
"""A search given its deadline and most nodes."""


class _Anytime:
    """One solve as it goes: the best solution so far, the lower bound, the nodes, the limits."""

    def __init__(
        self,
        board: Board,
        target: Board,
        started: float,
        time_limit: float,
        node_limit: float,
        progress: Improved | None,
    ) -> None:
        self.board, self.target = board, target
        self.started, self.deadline = started, started + time_limit
        self.time_limit, self.node_limit = time_limit, node_limit
        self.progress = progress
        trouble = table_trouble(target)
        self.notes = () if trouble is None else (trouble,)
        self.best, self.method = construct(board, target), Method.CONSTRUCTIVE
        self.bound, self.nodes = estimate(board, target), 0
        self.optimal = len(self.best) <= self.bound
        self.report()

    def solution(self) -> Solution:
        seconds = time.perf_counter() - self.started
        moves, bound = tuple(self.best), self.bound
        return Solution(moves, self.optimal, self.nodes, seconds, self.method, bound, self.notes)

    def report(self) -> None:
        if self.progress is not None:
            self.progress(self.solution())

    def offer(self, moves: Sequence[Tile] | None, method: Method) -> None:
        """Keep ``moves`` if shorter than the best so far, and say so."""
        if moves is not None and len(moves) < len(self.best):
            self.best, self.method = list(moves), method
            self.optimal = len(moves) <= self.bound
            self.report()

    def prove(self, bound: float) -> None:
        """No solution is shorter than ``bound``: raise the lower bound (to the parity every
        solution has, that of the best), and say so."""
        least = math.ceil(bound - 1e-9)
        least += (least - len(self.best)) % 2
        if least > self.bound or (least >= len(self.best) and not self.optimal):
            self.bound = min(max(least, self.bound), len(self.best))
            self.optimal = self.bound >= len(self.best)
            self.report()

    def out_of_time(self) -> bool:
        return self.nodes >= self.node_limit or time.perf_counter() >= self.deadline

    def run(self, search: Search, until: float) -> list[Tile] | None:
        """``search`` until ``until`` (at the latest the deadline) and within the nodes left;
        ``SearchTimeout`` past them, its nodes counted; at once if the time is up already."""
        if time.perf_counter() >= min(until, self.deadline):
            raise SearchTimeout(0)
        try:
            moves, nodes = search(min(until, self.deadline), self.node_limit - self.nodes)
        except SearchTimeout as timeout:
            self.nodes += timeout.nodes
            raise
        self.nodes += nodes
        return moves

    def shorten_end(self, tables: tuple[Frame, PatternTables], until: float) -> None:
        """Replace ever longer last stretches of the best solution by the fewest moves to the
        goal, found with the pattern ``tables``."""
        moves, nodes = shorten_end(
            self.board,
            self.best,
            tables,
            min(until, self.deadline),
            max_nodes=END_SHARE / SHORTEN_SHARE * (self.node_limit - self.nodes),
            better=lambda moves: self.offer(moves, Method.SHORTENED),
        )
        self.nodes += nodes
        self.offer(moves, Method.SHORTENED)

    def shorten(self, until: float) -> None:
        """Replace stretches of the best solution by the fewest moves between their ends."""
        until = min(until, self.deadline)
        moves, nodes = shorten(
            self.board,
            self.best,
            until,
            max_nodes=self.node_limit - self.nodes,
            better=lambda moves: self.offer(moves, Method.SHORTENED),
        )
        self.nodes += nodes
        self.offer(moves, Method.SHORTENED)


def _optimal(run: _Anytime) -> None:
    """Up to ``OPTIMAL_CELLS``: weighted searches and ``shorten`` for a quick, short solution,
    then the optimal IDA* for anything shorter (with the pattern databases where they serve)."""
    board, target = run.board, run.target
    tables = pattern_tables(target)
    if tables is not None:  # the tables' bound from the start (8 x 2 seed 0: 73, not 53)
        run.prove(pattern_bound(board, tables))

    def search(weight: float = 1.0, shorter_than: float = math.inf) -> Search:
        return lambda deadline, most: search_optimal(
            board, target, tables, deadline, weight, shorter_than=shorter_than, max_nodes=most
        )

    faster = has_walking(target) or tables is not None
    quick = (QUICK_SHARE if faster else QUICK_SHARE_NO_WALKING) * run.time_limit
    now = time.perf_counter()
    try:  # the first half of the quick stage
        for weight in WEIGHTS:
            run.offer(run.run(search(weight), now + quick / 2), Method.WEIGHTED)
    except SearchTimeout:  # then the weighted solutions may be long: shorten
        run.shorten(now + quick)
    try:
        moves = run.run(search(shorter_than=len(run.best)), run.deadline)
    except SearchTimeout as timeout:
        run.prove(timeout.bound)
        return
    if moves is not None:
        run.offer(moves, Method.IDA_STAR)
    run.prove(len(run.best))  # nothing shorter than the best: it is the shortest


def _reduced(run: _Anytime, until: float, share: float) -> None:
    """Solve by reduction (``slidepuzzle.reduce``) until ``until`` and within ``share`` of the
    nodes left, the tiles renamed for the blank-last goal and the goal reached from it as
    ``construct`` does."""
    name, to_corner = blank_last(run.target)
    original = {new: old for old, new in name.items()}
    renamed = Board(run.board.rows, run.board.cols, [name[t] for t in run.board.tiles])

    def finish(board: Board, deadline: float, most: float) -> tuple[list[Tile], int]:
        left = deadline - time.perf_counter()
        if left <= 0:  # no search: it would look at the clock only after some nodes
            return construct(board, goal_board(board.rows, board.cols)), 0
        solution = solve(board, time_limit=left, node_limit=max(most, 1))
        return list(solution.moves), solution.nodes

    most = share * (run.node_limit - run.nodes)  # as of the time: the rest shortens
    moves, nodes = reduce_solve(renamed, finish, min(until, run.deadline), most)
    run.nodes += nodes
    run.offer(cancel_pairs([*(original[t] for t in moves), *reversed(to_corner)]), Method.REDUCED)


def _near_optimal(run: _Anytime) -> None:
    """Up to ``NEAR_CELLS``: searches for ever shorter solutions while three quarters of the
    time are left, then the best one's stretches shortened in the rest. With pattern databases
    (5 x 5): beam searches ever wider (``_beams``), each for a solution shorter than the best,
    the tables raising the lower bound too; then the best one's end searched optimally with them
    (``shorten_end``) until ``END_SHARE`` of the time is left. Without: the constructive solution's
    stretches shortened, then weighted IDA* (Manhattan distance and linear conflict) with
    decreasing weights (``NEAR_WEIGHTS``)."""
    board, target = run.board, run.target
    tables = pattern_tables(target)
    if tables is None:
        run.shorten(time.perf_counter() + QUICK_SHARE * run.time_limit)  # the constructive one's
        searches: Iterable[Search] = [_weighted(board, target, w) for w in NEAR_WEIGHTS]
    else:
        run.prove(pattern_bound(board, tables))
        searches = _beams(board, tables, run)
    method = Method.WEIGHTED if tables is None else Method.BEAM
    searching = run.deadline - SHORTEN_SHARE * run.time_limit
    for search in searches:
        if run.out_of_time() or time.perf_counter() >= searching:
            break
        try:
            moves = run.run(search, searching)
        except SearchTimeout:
            break
        run.offer(moves, method)
    if tables is not None:
        run.shorten_end(tables, run.deadline - END_SHARE * run.time_limit)
    run.shorten(run.deadline)


def _weighted(board: Board, target: Board, weight: float) -> Search:
    return lambda deadline, most: ida_star(
        board, target, deadline, weight, walking=False, max_nodes=most
    )


def _beams(board: Board, tables: tuple[Frame, PatternTables], run: _Anytime) -> Iterator[Search]:
    """The beam searches of ``_near_optimal``, each sized by what the one before took (see
    ``BEAM_WIDTHS``), for solutions shorter than the best so far, until the searches' share of
    the time ends (``SHORTEN_SHARE``) or the next one would not be wider."""
    width, widest = BEAM_WIDTHS
    searching = run.deadline - SHORTEN_SHARE * run.time_limit
    while True:
        began, nodes = time.perf_counter(), run.nodes
        yield _beam(board, tables, width, run)
        now = time.perf_counter()
        share = min(
            (searching - now) / max(now - began, 1e-6),
            (run.node_limit - run.nodes) / max(run.nodes - nodes, 1),
        )
        grown = min((BEAM_FILL * max(share, 0.0)) ** (1 / BEAM_COST), BEAM_GROWTH[1])
        if grown < BEAM_GROWTH[0] or width >= widest:
            return
        width = min(int(width * grown), widest)


def _beam(board: Board, tables: tuple[Frame, PatternTables], width: int, run: _Anytime) -> Search:
    return lambda deadline, most: pattern_beam_search(
        board, tables, deadline, width, shorter_than=len(run.best), max_nodes=most
    )


def search_optimal(
    board: Board,
    target: Board,
    tables: tuple[Frame, PatternTables] | None,
    deadline: float = math.inf,
    weight: float = 1.0,
    *,
    shorter_than: float = math.inf,
    max_nodes: float = math.inf,
) -> tuple[list[Tile] | None, int]:
    """The IDA* that serves ``target``: with its pattern ``tables`` (``pattern_tables(target)``)
    if there are any, else with Manhattan distance, linear conflict and walking distance. The
    moves (fewest when ``weight`` is 1; ``None`` if none is shorter than ``shorter_than``) and the
    nodes searched; ``SearchTimeout`` past ``deadline`` or ``max_nodes``."""
    if tables is None:
        return ida_star(
            board, target, deadline, weight, shorter_than=shorter_than, max_nodes=max_nodes
        )
    return pattern_ida_star(
        board, tables, deadline, weight, shorter_than=shorter_than, max_nodes=max_nodes
    )


def line_moves(board: Board, goal: Board) -> list[Tile]:
    """The one way to solve a single row or column: slide the tiles between the blanks."""
    here, there = board.blank, goal.blank
    step = 1 if there > here else -1
    return [board.tiles[cell] for cell in range(here + step, there + step, step)]
