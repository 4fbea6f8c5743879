"""`python tests/bench.py core`: the core's costs on 1000 x 1000, as ratios to plain passes;
reading 10,000 small boards at once; reading 1 MB and 4 MB of mixed prose and boards.

Each cost is set beside the plainest pure-Python pass over the same data, measured in the same
run (cost and baseline by turns, the best of a few repeats, to see past a noisy machine). The
growth from 1M to 4M cells is printed too: a linear cost grows about 4x, a quadratic one 16x.
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Callable

from slidepuzzle import analyze, is_solvable, parse_board, parse_boards, random_board
from slidepuzzle.parse import read_boards

REPEATS = 5


def side_by_side(repeats: int, cost: Callable[[], object], base: Callable[[], object]):
    """The best CPU times (seconds) of ``cost`` and ``base``, run by turns so both see the same
    load (CPU time: a machine shared with other jobs does not count their time as ours)."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeats):
        for work, kept in zip((cost, base), times, strict=True):
            start = time.process_time()
            work()
            kept.append(time.process_time() - start)
    return min(times[0]), min(times[1])


def plain_parity(tiles: list[int]) -> int:
    """The textbook cycle-decomposition parity pass: the baseline for the verdict."""
    n = len(tiles)
    seen = [False] * n
    parity = 0
    for start in range(n):
        if not seen[start]:
            length = 0
            cell = start
            while not seen[cell]:
                seen[cell] = True
                cell = tiles[cell]
                length += 1
            parity ^= (length - 1) & 1
    return parity


def measure(side: int, repeats: int) -> dict[str, tuple[float, float]]:
    """(cost, baseline) in seconds for each job on a ``side x side`` board."""
    board = random_board(side, seed=side)
    tiles = list(board.tiles)
    text = "\n".join(" ".join(map(str, row)) for row in board.grid())  # the blank as 0
    pasted = str(board)  # aligned, the blank as _
    shuffled = tiles.copy()
    rng = random.Random(1)
    return {
        "verdict (is_solvable)": side_by_side(
            repeats, lambda: is_solvable(board), lambda: plain_parity(tiles)
        ),
        "parse_board, 0 blank": side_by_side(
            repeats, lambda: parse_board(text), lambda: list(map(int, text.split()))
        ),
        "parse_board, str(board)": side_by_side(
            repeats, lambda: parse_board(pasted), lambda: list(map(int, text.split()))
        ),
        "random_board": side_by_side(
            repeats, lambda: random_board(side, seed=2), lambda: rng.shuffle(shuffled)
        ),
    }


TARGETS = {
    "verdict (is_solvable)": ("one cycle-decomposition parity pass", 1.5),
    "parse_board, 0 blank": ("list(map(int, text.split()))", 2.0),
    "parse_board, str(board)": ("list(map(int, text.split()))", 2.0),
    "random_board": ("random.shuffle of the tile list", 2.5),
}


def main() -> None:
    """Print the table: cost, baseline, ratio, target, PASS/FAIL; growth 1M -> 4M; analyze."""
    print(
        f"1000 x 1000 (1M cells), best CPU time of {REPEATS} runs;"
        " 4M/1M: 2000 x 2000 over 1000 x 1000"
    )
    print("(a linear cost grows about as its baseline does; a quadratic one would grow 16x)")
    small, large = measure(1000, REPEATS), measure(2000, 3)
    head = f"{'job':24} {'cost s':>8} {'baseline s':>10} {'ratio':>6} {'target':>7}  {'':4}"
    print(head + f" {'4M/1M':>6} {'(base)':>6}  baseline")
    for job, (cost, base) in small.items():
        name, target = TARGETS[job]
        ratio = cost / base
        growth, base_growth = large[job][0] / cost, large[job][1] / base
        verdict = "PASS" if ratio <= target else "FAIL"
        print(
            f"{job:24} {cost:8.3f} {base:10.3f} {ratio:5.2f}x {target:6.1f}x  {verdict:4}"
            f" {growth:5.2f}x {base_growth:5.2f}x  {name}"
        )
    board = random_board(1000, seed=3)
    start = time.perf_counter()
    verdict = analyze(board)
    took = time.perf_counter() - start
    print(
        f"analyze on 1000 x 1000: {took:.2f} s ({verdict.inversions:,} inversions, "
        f"counted by {verdict.counted_by}; rule {verdict.rule})"
    )
    batch()
    pastes()


def mixed_paste(size: int) -> str:
    """About ``size`` characters of forum-style text: prose with digits and brackets between
    boards written as plain grids, code literals, one-line cstimer strings and labelled rows."""
    rng = random.Random(size)
    prose = [
        "Hi all, is this one solvable? I tried 3 times (about 20 minutes) and got [2, 3] moves.",
        "Thanks in advance! EDIT: fixed a typo, see page 12.",
    ]
    parts: list[str] = []
    length = 0
    while length < size:
        board = random_board(rng.choice((3, 4)), seed=rng.randrange(1 << 30))
        rows = [" ".join(map(str, row)) for row in board.grid()]
        style = rng.randrange(4)
        if style == 0:
            text = "\n".join(rows)
        elif style == 1:
            literal = str([list(r) for r in board.grid()]).replace("[", "{").replace("]", "}")
            text = f"int b[N][N] = {literal};"
        elif style == 2:
            text = "/".join(rows)
        else:
            text = "\n".join(f"Row {n}: {row}" for n, row in enumerate(rows, 1))
        part = f"{rng.choice(prose)}\n{text}\n{rng.choice(prose)}\n"
        parts.append(part)
        length += len(part) + 1
    return "\n".join(parts)


def pastes() -> None:
    """``read_boards`` of 1 MB and 4 MB of mixed prose and boards, beside one ``str.split``."""
    print("read_boards of mixed prose and boards (plain grids, C literals, cstimer, labels):")
    found = {}
    for size in (1_000_000, 4_000_000):
        text = mixed_paste(size)
        cost, base = side_by_side(3, lambda t=text: read_boards(t), lambda t=text: t.split())
        tracemalloc.start()
        boards = read_boards(text)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert all(reading.board is not None for reading in boards)
        found[size] = cost, base
        print(
            f"  {len(text) / 1e6:.1f} MB, {len(boards):,} boards: {cost:.2f} s; one str.split "
            f"{base:.3f} s ({cost / base:.0f}x); peak memory {peak / 1e6:.0f} MB"
        )
    (small, small_base), (large, large_base) = found[1_000_000], found[4_000_000]
    print(
        f"  4 MB / 1 MB: {large / small:.2f}x (str.split {large_base / small_base:.2f}x; "
        "linear: about 4x)"
    )


def batch(count: int = 10_000) -> None:
    """``parse_boards`` of ``count`` 3 x 3 boards separated by blank lines, and as one JSON list,
    beside ``split`` + ``int`` of the same text; then the peak memory of two reads of big text."""
    boards = [random_board(3, seed=seed) for seed in range(count)]
    plain = "\n\n".join(str(board) for board in boards).replace("_", "0")
    listed = str([[list(row) for row in board.grid()] for board in boards])
    for name, text in (("blank lines", plain), ("one JSON list", listed)):
        numbers = text.translate(str.maketrans("[],", "   "))
        cost, base = side_by_side(
            REPEATS, lambda t=text: parse_boards(t), lambda n=numbers: list(map(int, n.split()))
        )
        assert parse_boards(text) == boards
        print(
            f"parse_boards, {count:,} 3 x 3 boards ({name}, {len(text):,} characters): "
            f"{cost:.3f} s, {cost / count * 1e6:.1f} us a board; split+int {base:.3f} s "
            f"({cost / base:.1f}x)"
        )
    for name, text in (
        ("2,000,000 one-value lines", "\n".join(map(str, range(1, 2_000_001)))),
        ("1000 x 1000 board", str(random_board(1000, seed=1))),
    ):
        start = time.perf_counter()
        parse_board(text)
        took = time.perf_counter() - start
        tracemalloc.start()
        parse_board(text)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(
            f"parse_board of {name} ({len(text) / 1e6:.1f} MB of text): {took:.2f} s, "
            f"peak memory {peak / 1e6:.0f} MB (tracemalloc, a second run)"
        )


if __name__ == "__main__":
    main()
