// A worker that keeps Python's start-up for later visits (see python.mjs): started by
// static/page.mjs once the page is ready on a visit whose Python started afresh, it starts Pyodide
// in snapshot-making mode, imports the page's modules, takes a snapshot of its memory and keeps
// it in Cache Storage, where the page's worker and the solver's find it; then it says "saved" (or
// fails with an error event). It touches nothing of the page.

import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { fetchArchive, indexURL, putArchive, SNAPSHOT_CACHE, SNAPSHOT_KEY } from "./python.mjs";

const archive = fetchArchive();
const python = await loadPyodide({ indexURL, _makeSnapshot: true });
putArchive(python, await archive);
// Every module of the page's Python (the core, page/; of the languages' texts, the English only:
// each other language is imported when first asked for), and the standard modules the page
// imports beyond Pyodide's own, at start or on first use (`csv` for a download, `hashlib` for the
// solver's tables): imported here, and so already imported in the page's worker and the
// solver's, which start from this snapshot.
python.runPython(`
import importlib, pkgutil
import csv, hashlib, json, unicodedata
for package in ("slidepuzzle", "page"):
    path = importlib.import_module(package).__path__
    for module in pkgutil.walk_packages(path, f"{package}."):
        name = module.name
        if name.endswith("__main__") or (".locales." in name and not name.endswith(".en")):
            continue
        importlib.import_module(name)
`);
const snapshot = python.makeMemorySnapshot();
await caches.delete(SNAPSHOT_CACHE); // one snapshot per site: an older Pyodide's goes
await (await caches.open(SNAPSHOT_CACHE)).put(SNAPSHOT_KEY, new Response(snapshot));
postMessage("saved");
