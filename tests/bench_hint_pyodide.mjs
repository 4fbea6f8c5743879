// Moves to go and hints in Pyodide under node (the vendored runtime from node_modules/pyodide, as
// the page's worker runs them): tests/bench_hint.py's figures, the 3 x 4 and 4 x 4 pattern
// databases handed over as bytes through install_tables, as the worker does.
// Usage: node tests/bench_hint_pyodide.mjs   (after `make setup`; tests/bench.py hint runs it)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCore, root } from "./pyodide_core.mjs";

const pyodide = await loadCore();
pyodide.FS.writeFile("/home/pyodide/bench_hint.py", readFileSync(join(root, "tests/bench_hint.py"), "utf8"));
const tables = ["pdb-3x4.bin", "pdb-4x4.bin"].map((name) => {
  const file = readFileSync(join(root, "py/slidepuzzle/tables", name));
  return new Uint8Array(file.buffer, file.byteOffset, file.length);
});
pyodide.globals.set("tables", tables);
await pyodide.runPythonAsync(`
import sys
sys.path.insert(0, "/home/pyodide")
from slidepuzzle.patterns import install_tables
for table in tables:
    install_tables(table.to_bytes())
import bench_hint
print(f"Pyodide {sys.version.split()[0]} (node {__import__('js').process.version})")
bench_hint.main(native=False)
`);
