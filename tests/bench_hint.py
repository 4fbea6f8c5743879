"""`python tests/bench.py hint`: what moves to go and a hint cost, per shape.

Side by side in one run: on 3 x 3 and 2 x 4, ``moves_to_go`` (the distance table's lookup and
its walk down to the goal, the whole optimal solution) against the optimal search ``solve`` on
the same boards, and the table's first build; on 4 x 4 and 3 x 4, ``moves_to_go`` within its
default node budget: how many boards are proven, the median and worst seconds, and the same
boards' next hint after ``after_hint`` (no search); and one of the hardest 4 x 4 boards.
"""

from __future__ import annotations

import statistics
import time

from slidepuzzle import parse_board, random_board, solve
from slidepuzzle.distance import _tables
from slidepuzzle.hint import HINT_NODES, Known, moves_to_go

BOARDS = 30
HARD_BOARDS = 8


def timed(work):
    start = time.perf_counter()
    result = work()
    return result, time.perf_counter() - start


def tables(rows: int, cols: int) -> None:
    _tables.clear()
    boards = [random_board(rows, cols, seed=seed) for seed in range(BOARDS)]
    _, build = timed(lambda: moves_to_go(boards[0]))
    hint, search = [], []
    for board in boards:  # by turns, so both see the same load
        _, seconds = timed(lambda board=board: moves_to_go(board))
        hint.append(seconds)
        _, seconds = timed(lambda board=board: solve(board))
        search.append(seconds)
    median_hint, median_search = statistics.median(hint), statistics.median(search)
    print(
        f"{rows} x {cols}: table's first build (with the first board) {build:.2f} s; "
        f"moves_to_go median {1000 * median_hint:.2f} ms (worst {1000 * max(hint):.2f}), "
        f"solve median {1000 * median_search:.2f} ms (worst {1000 * max(search):.2f}): "
        f"{median_search / median_hint:.1f} times the table's"
    )


def searched(rows: int, cols: int) -> None:
    seconds, proven = [], 0
    after = []
    for seed in range(HARD_BOARDS):
        board = random_board(rows, cols, seed=seed)
        to_go, took = timed(lambda board=board: moves_to_go(board))
        seconds.append(took)
        proven += to_go.known is Known.OPTIMAL
        _, next_took = timed(to_go.after_hint)
        after.append(next_took)
    print(
        f"{rows} x {cols}: {proven} of {HARD_BOARDS} random boards proven within "
        f"{HINT_NODES:,} nodes; median {statistics.median(seconds):.2f} s, worst "
        f"{max(seconds):.2f} s; the next hint (after_hint) {1e6 * max(after):.0f} µs at most"
    )


def hardest() -> None:
    """One of the 80-move 4 x 4 boards (Brüngger et al., blank-first goal)."""
    board = parse_board("15 14 8 12\n10 11 9 13\n2 6 5 1\n3 7 4 _")
    to_go, took = timed(lambda: moves_to_go(board, "blank-first"))
    print(
        f"4 x 4, 80 moves: {to_go.known}, at least {to_go.lower_bound}, best found "
        f"{to_go.best_known}, {took:.2f} s"
    )


def main() -> None:
    tables(3, 3)
    tables(2, 4)
    searched(3, 4)
    searched(4, 4)
    hardest()


if __name__ == "__main__":
    main()
