"""`make pdb`: build the additive pattern databases (numpy, at build time only).

For each shape in ``slidepuzzle.patterns.PATTERNS`` and each of its patterns (a set of tiles), and
those of its ``SECOND`` partition, a breadth-first search over the pattern's abstract space: where
the pattern's tiles are and where the blank is, the other tiles unlabelled. Moving the blank onto
a cell no pattern tile holds costs nothing; sliding a pattern tile costs one move. So each entry
is the fewest moves of the pattern's own tiles to bring them home, whatever the others do, and
the entries of disjoint patterns add up to a lower bound (Korf & Felner 2002). The blank is then
minimised out; each table stores, per placement of the pattern's tiles, that count less the
tiles' Manhattan distance.

Deterministic: the same tables, byte for byte, on every run (``tests/test_patterns.py`` checks the
shipped files' checksums and rebuilds a small pattern). Usage: ``python tools/build_pdb.py
[ROWSxCOLS ...]`` (default: every shape; ``PDB_JOBS`` patterns at a time, default the CPUs).
"""

from __future__ import annotations

import hashlib
import json
import os
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parents[1] / "py"))

from slidepuzzle.patterns import PATTERNS, SECOND, TABLE_DIR, Shape, encode_tables, table_file

UNSEEN = 255


def pattern_table(rows: int, cols: int, pattern: tuple[int, ...]) -> bytes:
    """The excess table of one pattern on a blank-last goal: ``n ** k`` bytes, index
    ``sum(cell_i * n ** i)`` for the pattern's tiles in order (where two tiles share a cell, the
    entry before)."""
    n, k = rows * cols, len(pattern)
    place = [n**i for i in range(k + 1)]
    blank_place = place[k]
    dist = np.full(n ** (k + 1), UNSEEN, dtype=np.uint8)
    index = np.int32 if n ** (k + 1) < 2**31 else np.int64  # half the memory traffic
    neighbours = np.full((4, n), -1, dtype=index)
    for cell in range(n):
        r, c = divmod(cell, cols)
        for d, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            if 0 <= r + dr < rows and 0 <= c + dc < cols:
                neighbours[d, cell] = (r + dr) * cols + c + dc
    goal = sum((tile - 1) * place[i] for i, tile in enumerate(pattern)) + (n - 1) * blank_place
    dist[goal] = 0
    frontier = np.array([goal], dtype=index)
    level = 0
    while frontier.size:
        # every state the blank reaches at no cost (over cells no pattern tile holds)
        layer, new = [frontier], frontier
        while new.size:
            found = _moves(new, n, k, place, neighbours, pattern_move=False)
            new = _claim(dist, np.concatenate(found), level)
            layer.append(new)
        states = np.concatenate(layer)
        found = _moves(states, n, k, place, neighbours, pattern_move=True)
        frontier = _claim(dist, np.concatenate(found), level + 1)
        level += 1
    best = dist.reshape(n, n**k).min(axis=0)  # the blank minimised out
    cells = np.arange(n**k, dtype=np.int64)
    manhattan = np.zeros(n**k, dtype=np.int64)
    for i, tile in enumerate(pattern):
        at = (cells // place[i]) % n
        home = tile - 1
        manhattan += np.abs(at // cols - home // cols) + np.abs(at % cols - home % cols)
    valid = best != UNSEEN
    excess = np.where(valid, best.astype(np.int64) - manhattan, 0)
    assert excess.min() >= 0 and excess.max() < UNSEEN
    # Indexes where two tiles share a cell are never looked up: each repeats the entry before
    # it (0 before any), which compresses a fifth smaller than zeros.
    before = np.maximum.accumulate(np.where(valid, cells, 0))
    return excess[before].astype(np.uint8).tobytes()


def _moves(
    states: np.ndarray, n: int, k: int, place: list[int], neighbours: np.ndarray, pattern_move: bool
) -> list[np.ndarray]:
    """The states one blank move away: onto a free cell (``pattern_move`` False) or swapping
    with a pattern tile (True)."""
    blank = states // place[k]
    digits = [(states // place[i]) % n for i in range(k)]
    out = []
    for d in range(4):
        to = neighbours[d][blank]
        ok = to >= 0
        held = np.full(states.shape, -1, dtype=states.dtype)
        for i in range(k):
            held = np.where(digits[i] == to, i, held)
        if pattern_move:
            ok &= held >= 0
            slot = np.asarray(place, dtype=states.dtype)[np.maximum(held, 0)]
            target = states + (to - blank) * place[k] + (blank - to) * slot
        else:
            ok &= held < 0
            target = states + (to - blank) * place[k]
        out.append(target[ok])
    return out


def _claim(dist: np.ndarray, targets: np.ndarray, level: int) -> np.ndarray:
    """The targets not seen before, once each, marked at ``level``."""
    targets = np.unique(targets[dist[targets] == UNSEEN])
    dist[targets] = level
    return targets


def _timed(rows: int, cols: int, pattern: tuple[int, ...]) -> tuple[bytes, float, int]:
    """A pattern's table, the CPU seconds it took and the process's peak memory (bytes)."""
    begun = time.process_time()
    table = pattern_table(rows, cols, pattern)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return table, time.process_time() - begun, peak


def build(shape: Shape, jobs: int) -> Path:
    """Build a shape's table file, ``jobs`` patterns at a time (each in its own process, so
    the result is the same bytes whatever ``jobs`` is), and record the figures in ``RECORD``."""
    rows, cols = shape
    patterns = PATTERNS[shape] + SECOND.get(shape, ())
    begun = time.perf_counter()
    with ProcessPoolExecutor(jobs, max_tasks_per_child=1) as pool:
        runs = [pool.submit(_timed, rows, cols, pattern) for pattern in patterns]
        tables, figures = [], []
        for pattern, run in zip(patterns, runs, strict=True):
            table, cpu, peak = run.result()
            tables.append(table)
            figures.append(
                {"pattern": list(pattern), "cpu_seconds": round(cpu, 1), "peak_mb": peak // 10**6}
            )
            print(
                f"  {rows}x{cols} pattern {pattern}: {cpu:.1f} s CPU, {peak / 1e6:.0f} MB peak",
                flush=True,
            )
    path = TABLE_DIR / table_file(shape)
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(encode_tables(shape, tables))
    seconds = time.perf_counter() - begun
    print(f"{path}: {path.stat().st_size:,} bytes, {seconds:.0f} s", flush=True)
    record = json.loads(RECORD.read_text()) if RECORD.exists() else {}
    record[table_file(shape)] = {
        "seconds": round(seconds),
        "jobs": jobs,
        "load": round(os.getloadavg()[0], 1),
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "patterns": figures,
    }
    lines = (f" {json.dumps(name)}: {json.dumps(record[name])}" for name in sorted(record))
    RECORD.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    return path


RECORD = Path(__file__).parent / "pdb_build.json"
"""The last build's figures per table file (wall and CPU seconds, peak memory, the load), which
``make bench`` prints; not shipped, and not part of the tables."""


MANIFEST = Path(__file__).parents[1] / "py/slidepuzzle/table_files.py"
"""The core's list of the table files, sizes and hashes (the page puts the hash in each address)."""


def manifest() -> str:
    """The text of ``slidepuzzle/table_files.py`` for the table files in ``TABLE_DIR`` now."""
    head, _, _ = MANIFEST.read_text().partition("TABLE_FILES")
    lines = [head + "TABLE_FILES: dict[str, tuple[int, str]] = {"]
    for path in sorted(TABLE_DIR.glob("*.bin")):
        data = path.read_bytes()
        lines.append(f'    "{path.name}": ({len(data)}, "{hashlib.sha256(data).hexdigest()}"),')
    lines += ["}", '"""File name: (bytes, SHA-256 of the file)."""', ""]
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    shapes = [tuple(int(v) for v in a.split("x")) for a in argv] or list(PATTERNS)
    jobs = int(os.environ.get("PDB_JOBS", os.cpu_count() or 1))
    for shape in shapes:
        build((shape[0], shape[1]), jobs)
    MANIFEST.write_text(manifest())
    print(f"{MANIFEST}: the files' sizes and hashes", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
