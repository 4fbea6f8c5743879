"""The solver's cost: worst 3 x 3, a hundred random 4 x 4 within 30 s each, every shape of up to
16 cells against the constructive solution, big boards built.

Figures are measured in one run, side by side: the lower bounds on the same boards (Manhattan +
linear conflict, walking distance, the pattern databases), each solution's length against the
constructive solver's on the same board, and the big boards' times against each other.
`python tests/bench_solve.py 15` runs only the hundred 4 x 4 (`RANDOM_15=10` for fewer),
`... bounds` the lower bounds side by side, `... second` one partition against the max with a
second one, `... shapes` the shapes up to 16 cells, `... near` issue 20's table (Korf & Taylor's
24-puzzles against their optimal lengths, random boards of 17 cells and more against their
Manhattan distance, 2 x 8 / 8 x 2 proven within 10 s, the table files), `... korf` its 5 x 5 part
alone (Korf & Taylor's ten, random 5 x 5 boards).
"""

import dataclasses
import json
import os
import statistics
import sys
import time
from pathlib import Path

from korf_taylor_1996 import KORF_TAYLOR_1996
from slidepuzzle.board import Board, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.generate import random_board
from slidepuzzle.heuristics import heuristic
from slidepuzzle.patterns import pattern_tables
from slidepuzzle.search import SearchTimeout, ida_star, pattern_ida_star
from slidepuzzle.solve import solve
from slidepuzzle.table_files import TABLE_FILES

BUILD_RECORD = Path(__file__).parents[1] / "tools/pdb_build.json"

HARDEST_8 = ["8 6 7 / 2 5 4 / 3 0 1", "6 4 7 / 8 5 0 / 3 2 1"]  # 31 moves, the most for 3 x 3
RANDOM_15 = int(os.environ.get("RANDOM_15", "100"))  # boards
LIMIT_15 = 30.0  # seconds each; "within 10 s" counts the boards proven optimal by then
BIG = [(10, 10), (30, 30)]
SHAPES = [(2, 8), (8, 2), (3, 5), (5, 3), (3, 4), (4, 3), (4, 4)]  # up to 16 cells
SHAPE_SEEDS = 10  # boards per shape
SHAPE_LIMITS = (1.0, 10.0)  # seconds: a quick answer, then the usual limit
COMPARED_15 = [14, 12, 9, 0, 2]  # random 4 x 4 boards (the old bound takes seconds on 14, 12, 9)
LIMIT_COMPARED = 60.0  # seconds per search in the side-by-side comparison


def board(text: str) -> Board:
    return Board.from_rows([[int(v) for v in row.split()] for row in text.split("/")])


def worst_8_puzzle() -> None:
    print("hardest 3 x 3 boards (blank-last), optimal search:")
    print(f"  {'board':<24} {'moves':>5} {'optimal':>7} {'seconds':>8} {'nodes':>7}")
    for text in HARDEST_8:
        solution = solve(board(text))
        print(
            f"  {text:<24} {len(solution):>5} {solution.optimal!s:>7} "
            f"{solution.seconds:>8.3f} {solution.nodes:>7}"
        )


def lower_bounds() -> None:
    print("\nlower bounds side by side, optimal IDA*, same boards, same run: the bound before")
    print("the pattern databases, max(MD+LC, WD), against the pattern databases (PDB: 6-6-3 on")
    print("4 x 4) with one lookup, and with the max of it and the reflected lookup (+R):")
    print(
        f"  {'board':<16} {'moves':>5} {'old nodes':>10} {'s':>6} {'PDB nodes':>9} {'s':>6} "
        f"{'+R nodes':>9} {'s':>6} {'old/+R nodes':>12} {'time':>5} {'+R nodes/s':>11}"
    )
    boards = [(f"4 x 4 seed {seed}", random_board(4, 4, seed=seed)) for seed in COMPARED_15]
    boards += [(f"3 x 4 seed {seed}", random_board(3, 4, seed=seed)) for seed in (0, 2)]
    for name, start in boards:
        goal = goal_board(start.rows, start.cols)
        heuristic(goal)  # the tables are built or read once, before any search is timed
        tables = pattern_tables(goal)
        assert tables is not None
        figures = []
        for search in ("old", "pdb", "pdb+r"):
            begun = time.perf_counter()
            deadline = begun + LIMIT_COMPARED
            try:
                if search == "old":
                    moves, nodes = ida_star(start, goal, deadline)
                else:
                    moves, nodes = pattern_ida_star(
                        start, tables, deadline, reflected=search == "pdb+r"
                    )
            except SearchTimeout as timeout:
                moves, nodes = None, timeout.nodes
            figures.append((moves, nodes, time.perf_counter() - begun))
        (old, old_nodes, old_s), (_, one_nodes, one_s), (found, pdb_nodes, pdb_s) = figures
        over = "" if old is not None else ">"
        moves = len(found) if found is not None else "-"
        print(
            f"  {name:<16} {moves:>5} {over + str(old_nodes):>10} {old_s:>6.2f} "
            f"{one_nodes:>9} {one_s:>6.2f} {pdb_nodes:>9} {pdb_s:>6.2f} "
            f"{over}{old_nodes / pdb_nodes:>11.0f} {over}{old_s / pdb_s:>4.0f} "
            f"{pdb_nodes / max(pdb_s, 1e-9):>11,.0f}",
            flush=True,
        )


SECOND_COMPARED = {(2, 8): [2, 5, 8], (8, 2): [1, 3, 8], (3, 5): [1, 6, 9], (5, 3): [3, 5, 6]}
"""Boards whose optimal search finishes in seconds with the first partition alone."""


def second_partitions() -> None:
    print("\nthe second partition (patterns.SECOND) side by side, optimal IDA*, same boards, same")
    print("run: the first partition's tables alone, and the max of both partitions' sums:")
    print(
        f"  {'board':<16} {'moves':>5} {'one nodes':>10} {'s':>6} {'max nodes':>10} {'s':>6} "
        f"{'nodes ratio':>11} {'time ratio':>10}"
    )
    for shape, seeds in SECOND_COMPARED.items():
        frame, both = pattern_tables(goal_board(*shape)) or (None, None)
        assert frame is not None and both is not None and both.second
        one = dataclasses.replace(both, second=(), second_tables=())
        for seed in seeds:
            start = random_board(*shape, seed=seed)
            figures = []
            for tables in (one, both):
                begun = time.perf_counter()
                moves, nodes = pattern_ida_star(start, (frame, tables), begun + LIMIT_COMPARED)
                figures.append((moves, nodes, time.perf_counter() - begun))
            (moves, one_nodes, one_s), (_, max_nodes, max_s) = figures
            name = f"{shape[0]} x {shape[1]} seed {seed}"
            print(
                f"  {name:<16} {len(moves or ()):>5} {one_nodes:>10} {one_s:>6.2f} "
                f"{max_nodes:>10} {max_s:>6.2f} {one_nodes / max_nodes:>11.1f} "
                f"{one_s / max(max_s, 1e-9):>10.1f}",
                flush=True,
            )


def random_15_puzzles() -> None:
    print(f"\n{RANDOM_15} random 4 x 4 boards (random_board seeds 0..{RANDOM_15 - 1}), ", end="")
    print(f"time limit {LIMIT_15:g} s each:")
    print(
        f"  {'seed':>4} {'moves':>5} {'optimal':>7} {'method':>12} {'seconds':>8} "
        f"{'nodes':>9} {'constructive':>12} {'ratio':>6}"
    )
    rows = []
    for seed in range(RANDOM_15):
        start = random_board(4, 4, seed=seed)
        solution = solve(start, time_limit=LIMIT_15)
        built = len(construct(start, goal_board(4, 4)))
        rows.append(solution)
        print(
            f"  {seed:>4} {len(solution):>5} {solution.optimal!s:>7} {solution.method:>12} "
            f"{solution.seconds:>8.2f} {solution.nodes:>9} {built:>12} "
            f"{len(solution) / built:>6.2f}",
            flush=True,
        )
    optimal = [s for s in rows if s.optimal]
    within_10 = sum(s.seconds <= 10.0 for s in optimal)
    print(f"  proven optimal within 10 s: {within_10} of {len(rows)}")
    print(f"  proven optimal within {LIMIT_15:g} s: {len(optimal)} of {len(rows)}")
    for name, group in (("all", rows), ("optimal", optimal)):
        if group:
            seconds = [s.seconds for s in group]
            nodes = [s.nodes for s in group]
            print(
                f"  {name:>7}: seconds median {statistics.median(seconds):.2f}, "
                f"worst {max(seconds):.2f}; nodes median {statistics.median(nodes):,.0f}, "
                f"worst {max(nodes):,}"
            )


def shapes_up_to_16_cells() -> None:
    print(f"\nrandom boards of each shape (seeds 0..{SHAPE_SEEDS - 1}), moves against the")
    print(f"constructive solution on the same board, at time limits {SHAPE_LIMITS} s:")
    print(
        f"  {'shape':>5} {'seed':>4} {'constructive':>12} "
        + " ".join(
            f"{f'{limit:g} s: moves':>13} {'method':>10} {'opt':>5}" for limit in SHAPE_LIMITS
        )
    )
    summary = []
    for rows, cols in SHAPES:
        ratios: list[list[float]] = [[] for _ in SHAPE_LIMITS]
        proven = [0 for _ in SHAPE_LIMITS]
        for seed in range(SHAPE_SEEDS):
            start = random_board(rows, cols, seed=seed)
            built = len(construct(start, goal_board(rows, cols)))
            cells = []
            for k, (limit, kept) in enumerate(zip(SHAPE_LIMITS, ratios, strict=True)):
                solution = solve(start, time_limit=limit)
                kept.append(len(solution) / built)
                proven[k] += solution.optimal
                cells.append(f"{len(solution):>13} {solution.method:>10} {solution.optimal!s:>5}")
            print(f"  {f'{rows}x{cols}':>5} {seed:>4} {built:>12} " + " ".join(cells), flush=True)
        medians = ", ".join(
            f"{limit:g} s {statistics.median(kept):.2f}"
            for limit, kept in zip(SHAPE_LIMITS, ratios, strict=True)
        )
        shares = ", ".join(
            f"{limit:g} s {count} of {SHAPE_SEEDS}"
            for limit, count in zip(SHAPE_LIMITS, proven, strict=True)
        )
        print(f"  {rows}x{cols}: median moves / constructive: {medians}; proven optimal: {shares}")
        summary.append(f"{rows}x{cols} {proven[-1]}/{SHAPE_SEEDS}")
    print(f"  proven optimal within {SHAPE_LIMITS[-1]:g} s: {', '.join(summary)}")


def big_boards() -> None:
    print("\nconstructive solver on big random boards:")
    print(f"  {'shape':>7} {'moves':>8} {'seconds':>8} {'moves/cell':>10}")
    times = {}
    for rows, cols in BIG:
        start = random_board(rows, cols, seed=1)
        begun = time.perf_counter()
        solution = solve(start)
        times[rows, cols] = time.perf_counter() - begun
        print(
            f"  {f'{rows}x{cols}':>7} {len(solution):>8} {times[rows, cols]:>8.2f} "
            f"{len(solution) / start.size:>10.1f}"
        )
    (small, big), ((r1, c1), (r2, c2)) = times.values(), BIG
    cells = r2 * c2 // (r1 * c1)
    print(f"  {r2}x{c2} against {r1}x{c1}: {big / small:.1f}x the time for {cells}x the cells")


NEAR_LIMIT = 10.0  # seconds per board
NEAR_SHAPES = [(4, 5), (3, 6), (5, 5), (6, 6), (10, 10)]
NEAR_SEEDS = int(os.environ.get("NEAR_SEEDS", "5"))  # boards per shape
NARROW_SEEDS = 10  # 2 x 8 and 8 x 2 boards
NEAR_GOALS = {(6, 6): 2.0, (10, 10): 2.5}  # issue 20's most for median length / MD (else 1.6)


def manhattan(start: Board) -> int:
    goal = goal_board(start.rows, start.cols)
    home = {tile: cell for cell, tile in enumerate(goal.tiles)}
    cols = start.cols
    return sum(
        abs(c // cols - home[t] // cols) + abs(c % cols - home[t] % cols)
        for c, t in enumerate(start.tiles)
        if t
    )


def korf_taylor() -> None:
    load = os.getloadavg()[0]
    print(f"\nissue 20: anytime solving, {NEAR_LIMIT:g} s each (load average {load:.1f})")
    print("Korf & Taylor (1996), the ten 24-puzzle instances, blank-first goal:")
    print(f"  {'#':>2} {'optimal':>7} {'moves':>5} {'ratio':>5} {'bound':>5} {'seconds':>7}")
    ratios = []
    for k, (text, length) in enumerate(KORF_TAYLOR_1996, 1):
        solution = solve(board(text), "blank-first", time_limit=NEAR_LIMIT)
        ratios.append(len(solution) / length)
        print(
            f"  {k:>2} {length:>7} {len(solution):>5} {ratios[-1]:>5.2f} "
            f"{solution.lower_bound:>5} {solution.seconds:>7.2f}",
            flush=True,
        )
    print(f"  mean length / optimal: {statistics.mean(ratios):.3f} (goal <= 1.15)")
    print(f"  (load average now {os.getloadavg()[0]:.1f})")


def near_optimal(shapes: list[tuple[int, int]] = NEAR_SHAPES) -> None:
    korf_taylor()
    print(f"random boards (seeds 0..{NEAR_SEEDS - 1}), length against Manhattan distance (MD),")
    print(f"time used against the limit of {NEAR_LIMIT:g} s (over: the most past it):")
    print(
        f"  {'shape':>6} {'median len/MD':>13} {'worst':>6} {'goal':>5} {'met':>4} "
        f"{'median s':>8} {'max s':>6} {'over':>5}"
    )
    for rows, cols in shapes:
        found = []
        for seed in range(NEAR_SEEDS):
            start = random_board(rows, cols, seed=seed)
            solution = solve(start, time_limit=NEAR_LIMIT)
            found.append((len(solution) / manhattan(start), solution.seconds))
        shares, seconds = zip(*found, strict=True)
        median, goal = statistics.median(shares), NEAR_GOALS.get((rows, cols), 1.6)
        print(
            f"  {f'{rows}x{cols}':>6} {median:>13.2f} {max(shares):>6.2f} {goal:>5.1f} "
            f"{'yes' if median <= goal else 'no':>4} {statistics.median(seconds):>8.2f} "
            f"{max(seconds):>6.2f} {max(max(seconds) - NEAR_LIMIT, 0):>5.2f}",
            flush=True,
        )
    if shapes != NEAR_SHAPES:
        return
    print(f"2 x 8 and 8 x 2 (seeds 0..{NARROW_SEEDS - 1}), proven optimal within {NEAR_LIMIT:g} s:")
    print(
        f"  {'shape':>6} {'proven':>6} {'of':>3} {'median s':>8} {'max s':>6} "
        "not proven (seed: moves, bound)"
    )
    for shape in ((2, 8), (8, 2)):
        solutions = [
            solve(random_board(*shape, seed=seed), time_limit=NEAR_LIMIT)
            for seed in range(NARROW_SEEDS)
        ]
        seconds = [s.seconds for s in solutions]
        open_ = ", ".join(
            f"{seed}: {len(s)}, {s.lower_bound}"
            for seed, s in enumerate(solutions)
            if not s.optimal
        )
        print(
            f"  {f'{shape[0]}x{shape[1]}':>6} {sum(s.optimal for s in solutions):>6} "
            f"{NARROW_SEEDS:>3} {statistics.median(seconds):>8.2f} {max(seconds):>6.2f} "
            f"{open_ or '-'}",
            flush=True,
        )
    print(
        "pattern table files (built by `make pdb`; its last build's figures, tools/pdb_build.json):"
    )
    record = json.loads(BUILD_RECORD.read_text()) if BUILD_RECORD.exists() else {}
    print(f"  {'file':<12} {'MB':>5} {'build s':>7} {'CPU s':>6} {'peak MB':>7} {'load':>5}  date")
    for name, (size, _) in sorted(TABLE_FILES.items()):
        built = record.get(name)
        figures = (
            f"{built['seconds']:>7} {sum(p['cpu_seconds'] for p in built['patterns']):>6.0f} "
            f"{max(p['peak_mb'] for p in built['patterns']):>7} {built['load']:>5}  {built['date']}"
            if built
            else "(not recorded)"
        )
        print(f"  {name:<12} {size / 1e6:>5.2f} {figures}")
    print(f"  (load average now {os.getloadavg()[0]:.1f})")


def main() -> None:
    parts = {
        "near": near_optimal,
        "korf": lambda: near_optimal([(5, 5)]),
        "15": random_15_puzzles,
        "bounds": lower_bounds,
        "second": second_partitions,
        "shapes": shapes_up_to_16_cells,
    }
    if sys.argv[1:2] and sys.argv[1] in parts:
        parts[sys.argv[1]]()
        return
    worst_8_puzzle()
    lower_bounds()
    second_partitions()
    random_15_puzzles()
    shapes_up_to_16_cells()
    big_boards()
    near_optimal()


if __name__ == "__main__":
    main()
