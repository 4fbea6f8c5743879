// The checker's interpreter with Python's start-up kept for later visits, as the app keeps it
// (static/snapshot.mjs), but all of it in the worker: on a first visit Pyodide starts, imports
// the core and saves a snapshot of its memory in Cache Storage, then the worker starts from that
// snapshot; on later visits static/python.mjs (in a worker it looks in Cache Storage) restores it.
import { loadPyodide as startPyodide } from "./static/vendor/pyodide/pyodide.mjs";
import * as site from "./static/python.mjs";

export async function loadPyodide(options = {}) {
  const kept = await caches.match(site.SNAPSHOT_KEY, { cacheName: site.SNAPSHOT_CACHE });
  if (!kept) {
    const archive = site.fetchArchive();
    const python = await startPyodide({ indexURL: site.indexURL, _makeSnapshot: true });
    site.putArchive(python, await archive);
    python.runPython("import slidepuzzle");
    const snapshot = python.makeMemorySnapshot();
    await (await caches.open(site.SNAPSHOT_CACHE)).put(site.SNAPSHOT_KEY, new Response(snapshot));
  }
  return site.loadPyodide(options);
}
