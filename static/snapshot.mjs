// A worker that saves Python's start-up for the next visits (see python.mjs): it starts Pyodide in
// snapshot-making mode, takes a snapshot of its memory, keeps it in Cache Storage and says "saved"
// (or fails with an error event). It touches nothing of the page.

import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { indexURL, SNAPSHOT_CACHE, SNAPSHOT_KEY } from "./python.mjs";

const python = await loadPyodide({ indexURL, _makeSnapshot: true });
// The standard modules PyScript and the page import beyond Pyodide's own (measured in the page;
// `urllib.parse` and `html` no longer, since page/links.py quotes parameters and page/markup.py
// escapes text itself), at start or on first use (`csv` for a download, `hashlib` for the
// solver's tables): imported once, here, for every later visit.
python.runPython("import csv, hashlib, json, unicodedata");
const snapshot = python.makeMemorySnapshot();
await caches.delete(SNAPSHOT_CACHE); // one snapshot per site: an older Pyodide's goes
await (await caches.open(SNAPSHOT_CACHE)).put(SNAPSHOT_KEY, new Response(snapshot));
postMessage("saved");
