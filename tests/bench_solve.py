"""The solver's cost: worst 3 x 3, twenty random 4 x 4 within 10 s each, every shape of up to
16 cells against the constructive solution, big boards built.

Figures are measured in one run, side by side: the two lower bounds on the same boards, each
solution's length against the constructive solver's on the same board, and the big boards'
times against each other.
"""

import statistics
import time

from slidepuzzle.board import Board, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.generate import random_board
from slidepuzzle.heuristics import heuristic
from slidepuzzle.search import SearchTimeout, ida_star
from slidepuzzle.solve import solve

HARDEST_8 = ["8 6 7 / 2 5 4 / 3 0 1", "6 4 7 / 8 5 0 / 3 2 1"]  # 31 moves, the most for 3 x 3
RANDOM_15 = 20  # boards
LIMIT_15 = 10.0  # seconds each
BIG = [(10, 10), (30, 30)]
SHAPES = [(2, 8), (8, 2), (3, 5), (5, 3), (4, 4)]  # up to 16 cells, most without walking tables
SHAPE_SEEDS = 4  # boards per shape
SHAPE_LIMITS = (1.0, 10.0)  # seconds: a quick answer, then the usual limit
COMPARED_15 = [14, 12, 9]  # random 4 x 4 boards solved within a few seconds
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
    print("\nlower bounds side by side, optimal IDA*: Manhattan + linear conflict (MD+LC)")
    print("against the larger of that and walking distance (WD), same boards, same run:")
    print(
        f"  {'board':<24} {'moves':>5} {'MD+LC nodes':>11} {'s':>6} "
        f"{'max(WD) nodes':>13} {'s':>6} {'nodes ratio':>11} {'time ratio':>10}"
    )
    boards = [(text, board(text)) for text in HARDEST_8]
    boards += [(f"4 x 4 seed {seed}", random_board(4, 4, seed=seed)) for seed in COMPARED_15]
    for name, start in boards:
        goal = goal_board(start.rows, start.cols)
        heuristic(goal)  # the tables are built once per goal, before either search is timed
        figures = []
        for walking in (False, True):
            begun = time.perf_counter()
            try:
                moves, nodes = ida_star(start, goal, begun + LIMIT_COMPARED, walking=walking)
            except SearchTimeout as timeout:
                moves, nodes = None, timeout.nodes
            figures.append((moves, nodes, time.perf_counter() - begun))
        (plain, plain_nodes, plain_s), (_, walk_nodes, walk_s) = figures
        over = "" if plain is not None else ">"
        moves = len(figures[1][0]) if figures[1][0] is not None else "-"
        print(
            f"  {name:<24} {moves:>5} {over + str(plain_nodes):>11} {plain_s:>6.2f} "
            f"{walk_nodes:>13} {walk_s:>6.2f} {over}{plain_nodes / walk_nodes:>10.1f} "
            f"{over}{plain_s / walk_s:>9.1f}",
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
    print(f"  solved optimally within {LIMIT_15:g} s: {len(optimal)} of {len(rows)}")
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
    for rows, cols in SHAPES:
        ratios: list[list[float]] = [[] for _ in SHAPE_LIMITS]
        for seed in range(SHAPE_SEEDS):
            start = random_board(rows, cols, seed=seed)
            built = len(construct(start, goal_board(rows, cols)))
            cells = []
            for limit, kept in zip(SHAPE_LIMITS, ratios, strict=True):
                solution = solve(start, time_limit=limit)
                kept.append(len(solution) / built)
                cells.append(f"{len(solution):>13} {solution.method:>10} {solution.optimal!s:>5}")
            print(f"  {f'{rows}x{cols}':>5} {seed:>4} {built:>12} " + " ".join(cells), flush=True)
        medians = ", ".join(
            f"{limit:g} s {statistics.median(kept):.2f}"
            for limit, kept in zip(SHAPE_LIMITS, ratios, strict=True)
        )
        print(f"  {rows}x{cols}: median moves / constructive: {medians}")


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


def main() -> None:
    worst_8_puzzle()
    lower_bounds()
    random_15_puzzles()
    shapes_up_to_16_cells()
    big_boards()


if __name__ == "__main__":
    main()
