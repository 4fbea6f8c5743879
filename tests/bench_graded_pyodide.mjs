// Graded shuffles in Pyodide under node (the vendored runtime from node_modules/pyodide, as the
// page's worker runs it): tests/bench_graded.py's figures, the 4 x 4 pattern databases handed
// over as bytes through install_tables, as the worker does.
// Usage: node tests/bench_graded_pyodide.mjs [COUNT=5] [SECONDS=120]   (after `make setup`)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCore, root } from "./pyodide_core.mjs";

const count = Number(process.argv[2] ?? 5);
const seconds = Number(process.argv[3] ?? 120);
const pyodide = await loadCore();
const bench = readFileSync(join(root, "tests/bench_graded.py"), "utf8");
pyodide.FS.writeFile("/home/pyodide/bench_graded.py", bench);
const file = readFileSync(join(root, "py/slidepuzzle/tables/pdb-4x4.bin"));
pyodide.globals.set("table_bytes", new Uint8Array(file.buffer, file.byteOffset, file.length));
pyodide.globals.set("count", count);
pyodide.globals.set("seconds", seconds);
await pyodide.runPythonAsync(`
import sys
sys.path.insert(0, "/home/pyodide")
from slidepuzzle.patterns import install_tables
install_tables(table_bytes.to_bytes())
import bench_graded
print(f"Pyodide {sys.version.split()[0]} (node {__import__('js').process.version})")
bench_graded.main(count, seconds)
`);
