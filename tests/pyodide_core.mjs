// The core in Pyodide under node, as `make site` ships it: the vendored runtime from
// node_modules/pyodide and py/slidepuzzle/ (its sub-packages too) in /home/pyodide/, importable.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export async function loadCore() {
  const { loadPyodide } = await import(join(root, "node_modules/pyodide/pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: join(root, "node_modules/pyodide") + "/" });
  for (const name of readdirSync(join(root, "py/slidepuzzle"), { recursive: true })) {
    if (name.endsWith(".py")) {
      const text = readFileSync(join(root, "py/slidepuzzle", name), "utf8");
      pyodide.FS.mkdirTree(dirname(`/home/pyodide/slidepuzzle/${name}`));
      pyodide.FS.writeFile(`/home/pyodide/slidepuzzle/${name}`, text);
    }
  }
  return pyodide;
}
