// A worker that makes Python's start-up off the page's thread (see python.mjs): it starts Pyodide
// in snapshot-making mode, imports the page's modules, takes a snapshot of its memory and posts
// it to the page, which starts its own Python from it; then it keeps it in Cache Storage for
// later visits and says "saved" (or fails with an error event). While Pyodide downloads it posts each file's bytes
// (`{downloaded: url, bytes}`), which the page's loading status counts, and then how long the
// start-up took (`{startedIn: ms}`). It touches nothing of the page.

import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { fetchArchive, indexURL, putArchive, SNAPSHOT_CACHE, SNAPSHOT_KEY } from "./python.mjs";

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name.includes("/vendor/pyodide/")) {
      postMessage({ downloaded: entry.name, bytes: entry.encodedBodySize });
    }
  }
}).observe({ type: "resource", buffered: true });

const archive = fetchArchive();
const began = performance.now();
const python = await loadPyodide({ indexURL, _makeSnapshot: true });
postMessage({ startedIn: performance.now() - began }); // what the page's thread was spared (ms)
putArchive(python, await archive);
// Every module of the page's Python that runs outside the page too (the core; of page/, all
// but `dom` and what imports it, which need PyScript's `pyscript`; of the languages' texts, the
// English only: each other language is imported when first asked for, as before), and the
// standard modules the page imports beyond Pyodide's own, at start or on first
// use (`csv` for a download, `hashlib` for the solver's tables): imported here, off the page's
// thread, and so already imported in the page's Python and the solver's worker, which start
// from this snapshot.
python.runPython(`
import contextlib, importlib, pkgutil
import csv, hashlib, json, unicodedata
for package in ("slidepuzzle", "page"):
    path = importlib.import_module(package).__path__
    for module in pkgutil.walk_packages(path, f"{package}."):
        name = module.name
        if name.endswith("__main__") or (".locales." in name and not name.endswith(".en")):
            continue
        with contextlib.suppress(ImportError):  # needs pyscript: the page imports it
            importlib.import_module(name)
`);
const snapshot = python.makeMemorySnapshot();
postMessage(snapshot); // a copy: the page starts from it now
await caches.delete(SNAPSHOT_CACHE); // one snapshot per site: an older Pyodide's goes
await (await caches.open(SNAPSHOT_CACHE)).put(SNAPSHOT_KEY, new Response(snapshot));
postMessage("saved");
