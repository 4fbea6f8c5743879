"""`python tests/bench.py hint`: what moves to go and a hint cost, per shape.

Side by side in one run: on 3 x 3 and 2 x 4, ``moves_to_go`` (the distance table's lookup and
its walk down to the goal, the whole optimal solution) against the optimal search ``solve`` on
the same boards, and the table's first build; on 4 x 4 and 3 x 4, ``moves_to_go`` within its
default node budget: how many boards are proven, the median and worst seconds, and the same
boards' next hint after ``after_hint`` (no search); and one of the hardest 4 x 4 boards. Then the
same in Pyodide under node (``tests/bench_hint_pyodide.mjs``), as the page's worker runs them.
"""

from __future__ import annotations

import os
import platform
import shutil
import statistics
import subprocess
import time
from pathlib import Path

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


def main(native: bool = True) -> None:
    """Natively: the figures, then Pyodide's; in Pyodide (``native`` False), its own."""
    if native:
        load = ", ".join(f"{figure:.1f}" for figure in os.getloadavg())
        print(
            f"{platform.python_implementation()} {platform.python_version()}; "
            f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; load {load}"
        )
    tables(3, 3)
    tables(2, 4)
    searched(3, 4)
    searched(4, 4)
    hardest()
    if native:
        pyodide()


def pyodide() -> None:
    """The same figures in Pyodide under node (``tests/bench_hint_pyodide.mjs``), after these."""
    root = Path(__file__).parents[1]
    if shutil.which("node") is None or not (root / "node_modules/pyodide").is_dir():
        print("Pyodide: skipped (needs node and `make setup`)")
        return
    script = root / "tests/bench_hint_pyodide.mjs"
    print(f"The same in Pyodide (node {script.relative_to(root)}):", flush=True)
    done = subprocess.run(
        ["node", str(script)], cwd=root, capture_output=True, text=True, timeout=900, check=False
    )
    print(done.stdout, end="")
    if done.returncode:
        print(f"Pyodide run ended with exit code {done.returncode}: {done.stderr[-1000:]}")


if __name__ == "__main__":
    main()
