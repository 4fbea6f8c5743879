// A worker that makes Python's start-up off the page's thread (see python.mjs): it starts Pyodide
// in snapshot-making mode, takes a snapshot of its memory and posts it to the page, which starts
// its own Python from it; then it keeps it in Cache Storage for later visits and says "saved" (or
// fails with an error event). While Pyodide downloads it posts each file's bytes
// (`{downloaded: url, bytes}`), which the page's loading status counts. It touches nothing of the
// page.

import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { indexURL, SNAPSHOT_CACHE, SNAPSHOT_KEY } from "./python.mjs";

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name.includes("/vendor/pyodide/")) {
      postMessage({ downloaded: entry.name, bytes: entry.encodedBodySize });
    }
  }
}).observe({ type: "resource", buffered: true });

const python = await loadPyodide({ indexURL, _makeSnapshot: true });
// The standard modules PyScript and the page import beyond Pyodide's own (measured in the page;
// `urllib.parse` and `html` no longer, since page/links.py quotes parameters and page/markup.py
// escapes text itself), at start or on first use (`csv` for a download, `hashlib` for the
// solver's tables): imported once, here, for every later visit.
python.runPython("import csv, hashlib, json, unicodedata");
const snapshot = python.makeMemorySnapshot();
postMessage(snapshot); // a copy: the page starts from it now
await caches.delete(SNAPSHOT_CACHE); // one snapshot per site: an older Pyodide's goes
await (await caches.open(SNAPSHOT_CACHE)).put(SNAPSHOT_KEY, new Response(snapshot));
postMessage("saved");
