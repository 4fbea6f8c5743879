"""`python tests/bench.py batch`: `slidepuzzle check --csv` on 100,000 and 1,000,000 random
4 x 4 boards (blank-line separated, as a game maker's generated levels), beside a plain loop.

Each size is written to a file, then read three ways in the same run, by turns:

- the command line, `python -m slidepuzzle check --csv FILE`, in a child process whose peak
  memory (its resident set's high-water mark, ``VmHWM``: ``ru_maxrss`` would count the
  benchmark's own memory, which a child started by vfork inherits as its maximum) is printed: a
  streamed read keeps it flat, within 1.5x from 100,000 to 1,000,000 boards;
- the plain loop the issue measured: read the file, split it into blocks at blank lines, turn
  each block's tokens into ints and count its inversions naively (every pair);
- the time per board of each and their ratio (the target: at most 3x the plain loop), the
  best of two runs by turns (``BENCH_BATCH_REPEATS``), to see past a noisy machine; beside it
  the ratio of their CPU times (the child's user + system time, the loop's process time),
  which a machine's load changes less than it changes the wall clock's.

The command line's CSV goes to a file, not through a pipe the benchmark would have to drain
(a million boards write 100 MB).

Set BENCH_BATCH_SIZES (e.g. ``10000,100000``) for a quicker run.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).parents[1]
SIZES = tuple(int(n) for n in os.environ.get("BENCH_BATCH_SIZES", "100000,1000000").split(","))
REPEATS = int(os.environ.get("BENCH_BATCH_REPEATS", "2"))
MEMORY_TARGET = 1.5
TIME_TARGET = 3.0


def write_boards(path: Path, count: int, seed: int = 1) -> None:
    """``count`` random 4 x 4 boards (any permutation, so about half solvable), a blank line
    after each."""
    rng = random.Random(seed)
    tiles = list(range(16))
    with path.open("w") as file:
        for _ in range(count):
            rng.shuffle(tiles)
            rows = (" ".join(map(str, tiles[top : top + 4])) for top in (0, 4, 8, 12))
            file.write("\n".join(rows) + "\n\n")


def plain_loop(path: Path) -> int:
    """Split at blank lines, ints, inversions counted over every pair: the boards seen."""
    boards = 0
    for block in path.read_text().split("\n\n"):
        tiles = [int(token) for token in block.split()]
        if not tiles:
            continue
        inversions = 0
        for i in range(len(tiles)):
            for j in range(i + 1, len(tiles)):
                if tiles[i] and tiles[j] and tiles[i] > tiles[j]:
                    inversions += 1
        boards += 1
    return boards


CHILD = """
import resource, sys
sys.path.insert(0, {py!r})
from slidepuzzle.cli import main
code = main(["check", "--csv", {path!r}])
sys.stdout.flush()
used = resource.getrusage(resource.RUSAGE_SELF)
try:  # the peak of this process's own memory: ru_maxrss keeps the parent's across a vfork
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
except OSError:
    peak = used.ru_maxrss
print(peak, used.ru_utime + used.ru_stime, file=sys.stderr)
sys.exit(code)
"""


def command_line(path: Path, out: Path) -> tuple[float, float, int, int]:
    """Seconds, CPU seconds, peak memory (bytes) and lines written of ``check --csv`` in a
    child process writing to ``out``."""
    code = CHILD.format(py=str(ROOT / "py"), path=str(path))
    start = time.perf_counter()
    with out.open("wb") as written:
        done = subprocess.run(
            [sys.executable, "-c", code], stdout=written, stderr=subprocess.PIPE, check=False
        )
    took = time.perf_counter() - start
    with out.open("rb") as written:
        lines = sum(chunk.count(b"\n") for chunk in iter(lambda: written.read(1 << 20), b""))
    peak_kb, cpu = done.stderr.decode().split()[-2:]
    return took, float(cpu), int(peak_kb) * 1024, lines


def main() -> None:
    load = os.getloadavg()
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(
        f"check --csv on random 4 x 4 boards; load average {load[0]:.1f} {load[1]:.1f} "
        f"{load[2]:.1f} on {os.cpu_count()} cores; {when}"
    )
    print(
        f"{'boards':>10} {'MB':>6} {'cli s':>8} {'us/board':>9} {'loop s':>7} {'us/board':>9}"
        f" {'ratio':>6} {'cpu ratio':>9} {'peak MB':>8}"
    )
    peaks: dict[int, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        for count in SIZES:
            path, out = Path(folder) / f"boards-{count}.txt", Path(folder) / "out.csv"
            write_boards(path, count)
            took = loop = cli_cpu = loop_cpu = float("inf")
            for _ in range(REPEATS):  # by turns, the best of each
                cli_took, cpu, peak, lines = command_line(path, out)
                start, start_cpu = time.perf_counter(), time.process_time()
                seen = plain_loop(path)
                loop = min(loop, time.perf_counter() - start)
                loop_cpu = min(loop_cpu, time.process_time() - start_cpu)
                took, cli_cpu = min(took, cli_took), min(cli_cpu, cpu)
            assert seen == count and lines == count + 1, (seen, lines)
            peaks[count] = peak
            ratio = took / loop
            verdict = "PASS" if ratio <= TIME_TARGET else "FAIL"
            print(
                f"{count:>10,} {path.stat().st_size / 1e6:6.1f} {took:8.2f} "
                f"{took / count * 1e6:9.1f} {loop:7.2f} {loop / count * 1e6:9.1f} "
                f"{ratio:5.2f}x {cli_cpu / loop_cpu:8.2f}x {peak / 1e6:8.1f}  {verdict} "
                f"(target {TIME_TARGET}x)"
            )
    load = os.getloadavg()
    print(f"load average at the end {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    if len(peaks) > 1:
        low, high = min(peaks), max(peaks)
        growth = peaks[high] / peaks[low]
        verdict = "PASS" if growth <= MEMORY_TARGET else "FAIL"
        print(
            f"peak memory {high:,} / {low:,} boards: {growth:.2f}x  {verdict} "
            f"(flat: target {MEMORY_TARGET}x)"
        )


if __name__ == "__main__":
    main()
