// The solver in Pyodide under node (the vendored runtime from node_modules/pyodide, as the page's
// worker runs it): random 4 x 4 boards (random_board(4, seed=0..N-1)), 30 s each, the pattern
// databases handed over as bytes through install_tables, as the worker does (4 x 4's, or 5 x 5's
// for Korf & Taylor's 24-puzzles).
// Usage: node tests/bench_pyodide.mjs [N=10]   (after `make setup`)
//        node tests/bench_pyodide.mjs korf     Korf & Taylor's ten 24-puzzles, 10 s each
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCore, root } from "./pyodide_core.mjs";

const korf = process.argv[2] === "korf";
const count = korf ? 0 : Number(process.argv[2] ?? 10);
const started = performance.now();
const pyodide = await loadCore(); // the core's Python, as `make site` ships it
pyodide.FS.writeFile(
  "/home/pyodide/korf_taylor_1996.py",
  readFileSync(join(root, "tests/korf_taylor_1996.py"), "utf8"),
);
console.log(`Pyodide ${pyodide.version} started in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const file = readFileSync(join(root, `py/slidepuzzle/tables/pdb-${korf ? "5x5" : "4x4"}.bin`));
const tables = new Uint8Array(file.buffer, file.byteOffset, file.length);
pyodide.globals.set("table_bytes", tables);
pyodide.globals.set("count", count);
await pyodide.runPythonAsync(`
import time
from slidepuzzle.patterns import install_tables

begun = time.perf_counter()
install_tables(table_bytes.to_bytes())
print(f"tables ({len(table_bytes.to_bytes()):,} bytes) installed in {time.perf_counter() - begun:.2f} s")
`);
if (korf) {
  await pyodide.runPythonAsync(`
import statistics, sys
sys.path.insert(0, "/home/pyodide")
from korf_taylor_1996 import KORF_TAYLOR_1996
from slidepuzzle.board import Board
from slidepuzzle.solve import solve

print("Korf & Taylor (1996), the ten 24-puzzles, 10 s each, in Pyodide:")
print(f"  {'#':>2} {'optimal':>7} {'moves':>5} {'ratio':>5} {'bound':>5} {'seconds':>7}")
ratios = []
for k, (text, length) in enumerate(KORF_TAYLOR_1996, 1):
    start = Board.from_rows([[int(v) for v in row.split()] for row in text.split("/")])
    solution = solve(start, "blank-first", time_limit=10)
    ratios.append(len(solution) / length)
    print(f"  {k:>2} {length:>7} {len(solution):>5} {ratios[-1]:>5.2f} "
          f"{solution.lower_bound:>5} {solution.seconds:>7.2f}")
print(f"  mean length / optimal: {statistics.mean(ratios):.2f} (goal <= 1.25)")
`);
  process.exit(0);
}
await pyodide.runPythonAsync(`
import statistics, sys
sys.path.insert(0, "/home/pyodide")
from slidepuzzle.generate import random_board
from slidepuzzle.solve import solve

print(f"{count} random 4 x 4 boards (seeds 0..{count - 1}), 30 s each, in Pyodide:")
print(f"  {'seed':>4} {'moves':>5} {'optimal':>7} {'seconds':>8} {'nodes':>9} {'nodes/s':>8}")
rows = []
for seed in range(count):
    solution = solve(random_board(4, seed=seed), time_limit=30)
    rows.append(solution)
    rate = solution.nodes / solution.seconds
    print(f"  {seed:>4} {len(solution):>5} {solution.optimal!s:>7} {solution.seconds:>8.2f} "
          f"{solution.nodes:>9} {rate:>8,.0f}")
optimal = [s for s in rows if s.optimal]
print(f"  proven optimal within 10 s: {sum(s.seconds <= 10 for s in optimal)} of {count}")
print(f"  proven optimal within 30 s: {len(optimal)} of {count}")
seconds = [s.seconds for s in rows]
nodes = [s.nodes for s in rows]
print(f"  seconds median {statistics.median(seconds):.2f}, worst {max(seconds):.2f}; "
      f"nodes median {statistics.median(nodes):,.0f}, worst {max(nodes):,}")
`);
