// The page's swap search (page.why_view.fix_search, run in the check's slices) in Pyodide under
// node, as the page's main thread runs it (no pattern tables there): for random unsolvable boards
// of each shape up to 16 cells, the longest slice (one swap's search: the longest task the search
// gives the browser) and the whole search, against the CLI's search (fix_swaps, 20,000 positions
// in one piece) on the same boards: how often each proves the shortest.
// Usage: node tests/bench_why_pyodide.mjs [N=10]   (after `make setup`)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCore, root } from "./pyodide_core.mjs";

const count = Number(process.argv[2] ?? 10);
const pyodide = await loadCore();
pyodide.FS.mkdirTree("/home/pyodide/page");
for (const name of ["__init__.py", "why_view.py"]) {
  pyodide.FS.writeFile(`/home/pyodide/page/${name}`, readFileSync(join(root, "py/page", name), "utf8"));
}
pyodide.globals.set("count", count);
await pyodide.runPythonAsync(`
import statistics, time
from page.why_view import FIX_NODES, FIX_SEARCH_CELLS, FIX_SLICE_NODES, fix_search
from slidepuzzle import random_board
from slidepuzzle.fix import fix_swaps

print(f"The page's swap search in Pyodide: {count} unsolvable boards a shape (seeds 0..{count - 1}),")
print(f"{FIX_NODES:,} positions at most up to {FIX_SEARCH_CELLS} cells, {FIX_SLICE_NODES:,} a slice; milliseconds:")
print(f"  {'shape':>5} {'longest slice':>13} {'median slice':>12} {'whole':>5} {'proven':>6}"
      f" {'one piece':>9} {'proven':>6}")
for rows, cols in [(3, 3), (2, 4), (2, 5), (3, 4), (4, 4), (2, 8), (3, 5)]:
    slices, wholes, pieces, proven, proven_cli = [], [], [], 0, 0
    for seed in range(count):
        board = random_board(rows, cols, seed=seed, solvable=False)
        steps = fix_search(board, None)
        begun = last = time.perf_counter()
        while True:
            try:
                next(steps)
            except StopIteration as end:
                proven += end.value[0].shortest
                break
            now = time.perf_counter()
            slices.append(now - last)
            last = now
        slices.append(time.perf_counter() - last)
        wholes.append(time.perf_counter() - begun)
        begun = time.perf_counter()
        best = fix_swaps(board, limit=1, max_nodes=FIX_NODES)[0]
        pieces.append(time.perf_counter() - begun)
        proven_cli += best.shortest
    ms = lambda seconds: f"{seconds * 1000:.0f}"
    print(f"  {rows}x{cols:<3} {ms(max(slices)):>13} {ms(statistics.median(slices)):>12} "
          f"{ms(max(wholes)):>5} {proven:>3}/{count} {ms(max(pieces)):>9} {proven_cli:>3}/{count}")
print("  (longest, whole, one piece: the worst board)")
`);
