"""Graded shuffles (boards needing a number of moves): the distance tables' build time and
memory for each shape with one, then the time per board for 3 x 3 (any d), a paste's optimal
moves (1,000 8-puzzles) and 4 x 4 bands; in CPython, then the same in Pyodide.

Run by `make bench` or `python tests/bench.py graded`: CPython's figures, then Pyodide's from
`node tests/bench_graded_pyodide.mjs 3 60` (printed as they come, stopped after
``PYODIDE_SECONDS``). ``main(count, limit)``: boards per 4 x 4 band (default 5), seconds per
board (default 120); in Pyodide the .mjs runs ``main`` itself.
"""

from __future__ import annotations

import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path

from slidepuzzle import RequestError, goal_board, random_board, read_boards
from slidepuzzle.batch import batch_row, optimal_steps
from slidepuzzle.distance import _build, _tables, distance_table
from slidepuzzle.generate import graded_board
from slidepuzzle.steps import finish

TABLE_SHAPES = ((2, 2), (2, 3), (2, 4), (3, 3), (2, 5))
BANDS = ((30, 32), (50, 52), (60, 62))
PYODIDE_SECONDS = 900
"""The Pyodide run is stopped after this many seconds (what it printed by then stays)."""


def tables() -> None:
    heads = f"{'boards':>10} {'most':>5} {'build s':>8} {'table MB':>9} {'peak MB':>8}"
    print(f"  {'shape':<6} {heads}")
    for rows, cols in TABLE_SHAPES:
        goal = goal_board(rows, cols)
        _tables.clear()
        begun = time.perf_counter()
        table = distance_table(goal)
        seconds = time.perf_counter() - begun
        tracemalloc.start()  # again, traced (slower): the most memory the build holds at once
        finish(_build(goal))
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(
            f"  {rows} x {cols:<2} {sum(table.counts):>10,} {table.most:>5} {seconds:>8.2f} "
            f"{len(table.distances) / 1e6:>9.2f} {peak / 1e6:>8.1f}",
            flush=True,
        )


def per_board(count: int, limit: float) -> None:
    distance_table(goal_board(3, 3))  # built above; each board below is a draw from it
    begun = time.perf_counter()
    for seed in range(1000):
        graded_board(3, moves=seed % 32, seed=seed)
    each = (time.perf_counter() - begun) / 1000
    print(f"  3 x 3, d = 0..31 (1,000 boards, table built): {each * 1000:.2f} ms per board")
    text = "\n\n".join(str(random_board(3, seed=seed)) for seed in range(1000))
    rows = [batch_row(n, reading) for n, reading in enumerate(read_boards(text), 1)]
    begun = time.perf_counter()
    found = finish(optimal_steps(rows, budget=60))
    seconds = time.perf_counter() - begun
    computed = sum(row.optimal is not None for row in found)
    print(
        f"  a paste's optimal moves, 1,000 8-puzzles (table built): {computed} found in "
        f"{seconds * 1000:.0f} ms ({seconds * 1000:.0f} µs per board)",
        flush=True,
    )
    for band in BANDS:
        seconds, tries, found, draws = [], [], 0, set()
        for seed in range(count):
            begun = time.perf_counter()
            try:
                graded = graded_board(4, moves=band, seed=seed, time_limit=limit)
            except RequestError:
                seconds.append(time.perf_counter() - begun)
                continue
            seconds.append(time.perf_counter() - begun)
            tries.append(graded.tries)
            draws.add(graded.draw.value)
            found += 1
        print(
            f"  4 x 4, {band[0]}-{band[1]} moves: {found} of {count} found within {limit:.0f} s"
            f" ({', '.join(sorted(draws)) or 'none'}); seconds per board median "
            f"{statistics.median(seconds):.2f}, worst {max(seconds):.2f}; boards tried median "
            f"{statistics.median(tries) if tries else 0:.0f}",
            flush=True,
        )


def main(count: int = 5, limit: float = 120.0) -> None:
    native = sys.platform != "emscripten"  # Pyodide's load average is made up
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if native else "n/a (see the shell's)"
    print(
        f"{platform.python_implementation()} {platform.python_version()} on "
        f"{sys.platform}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; load {load}"
    )
    print("Distance tables (built breadth-first from the goal, blank last):")
    tables()
    print(f"Graded shuffles, {count} boards per 4 x 4 band (seeds 0..{count - 1}):")
    per_board(count, limit)
    if native:
        pyodide()


def pyodide(count: int = 3, limit: float = 60.0) -> None:
    """The same figures in Pyodide under node, ``count`` boards per band within ``limit`` seconds
    each, printed as they come; the run is stopped after ``PYODIDE_SECONDS``."""
    root = Path(__file__).parents[1]
    if shutil.which("node") is None or not (root / "node_modules/pyodide").is_dir():
        print("Pyodide: skipped (needs node and `make setup`)")
        return
    script = str(root / "tests/bench_graded_pyodide.mjs")
    print(f"The same in Pyodide (node {script} {count} {limit:.0f}):", flush=True)
    with subprocess.Popen(
        ["node", script, str(count), str(limit)],
        cwd=root,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as run:
        timer = threading.Timer(PYODIDE_SECONDS, run.kill)
        timer.start()
        try:
            assert run.stdout is not None
            for line in run.stdout:
                print(line, end="", flush=True)
        finally:
            timer.cancel()
    if run.returncode:
        stopped = " (stopped: over the time allowed)" if run.returncode < 0 else ""
        print(f"Pyodide run ended with exit code {run.returncode}{stopped}")
