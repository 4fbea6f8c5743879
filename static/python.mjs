// The page's Python: the vendored Pyodide, started from a memory snapshot of its start-up when a
// visit before kept one.
//
// pyscript.toml names this module as PyScript's interpreter: PyScript imports it, reads `version`
// and calls `loadPyodide(options)`, in the page's worker (index.html's <script type="py" worker
// name="page">: py/main.py and py/page/) and in the solver's workers. No Python runs on the page's
// thread (static/page.mjs is its DOM side), so Python's start-up (2-9 s here on a first visit)
// holds nothing the reader waits on. A later visit starts from a snapshot of that start-up, kept
// in Cache Storage by static/snapshot.mjs (a worker of its own, once the page is ready on a visit
// that had none): the imports of the page's modules are in it. Making a snapshot needs Pyodide's
// `_makeSnapshot` mode, which wraps every JavaScript object Python reaches in a recording proxy
// for the whole session: hence a Pyodide of its own. Snapshots are a private API of Pyodide
// (`_loadSnapshot`, `makeMemorySnapshot`): if none can be made, or none restored, Python starts
// afresh as without one.
//
// The snapshot belongs to one Pyodide build: a snapshot of another build (the site moved to a new
// Pyodide) is refused by Pyodide, deleted, and a fresh start makes a new one. Here the worker
// posts what it downloads (`{downloaded: url, bytes}`: static/loading.js counts it) and how its
// Python started (`{python: "restored" | "fresh"}`: page.mjs then has a snapshot made or not).
// The page's own Python (one archive, py/modules.zip) is fetched meanwhile and imported from as
// it is once Pyodide is up (docs/offline.md).

import * as pyodide from "./vendor/pyodide/pyodide.mjs";

// No JSPI (WebAssembly.Suspending, shipped in Chrome 137+): with it Pyodide runs every call into
// Python on a second stack, and Chromium 156 crashes the tab now and then while doing so ("Aw,
// Snap!"; in the page tests "Target crashed", more often on a busy machine). Its crash dumps all
// stop at one instruction: a garbage collector scanning the stack conservatively reads past the
// end of that second stack (SIGSEGV, SEGV_ACCERR, a page-aligned address 12 KB above the stack
// pointer). Pyodide reports the same crashes (pyodide/pyodide#5702, #6106). The page needs no JSPI:
// it never runs async JavaScript from sync Python (`run_sync`). Pyodide checks for JSPI when it
// loads, so this must run first: this module is the interpreter of the page, the solver's worker
// and the snapshot maker (snapshot.mjs imports it), each in its own global.
delete WebAssembly.Suspending;
delete WebAssembly.promising;

export const version = pyodide.version;
export const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;
/** Sites on one origin (user.github.io/a/, /b/) share Cache Storage: the name carries the site. */
export const SNAPSHOT_CACHE = `slidepuzzle snapshot ${new URL("../", import.meta.url).href}`;
/** The build of the page's Python (py/modules.zip): a hash of the archive, written here by
 * `make site` (tools/build_archive.mjs). */
const ARCHIVE_BUILD = null;
/** The snapshot's key in its cache: a URL nothing is served at, naming the Pyodide version and
 * the archive's build, whose modules the snapshot holds imported (a new build of the page makes
 * a new snapshot); a snapshot made with JSPI (before it was turned off above) is not used. */
export const SNAPSHOT_KEY = `${indexURL}snapshot-${version}-${ARCHIVE_BUILD}-no-jspi.bin`;
async function savedSnapshot() {
  try {
    const answer = await caches.match(SNAPSHOT_KEY, { cacheName: SNAPSHOT_CACHE });
    return answer ? new Uint8Array(await answer.arrayBuffer()) : null;
  } catch {
    return null; // storage refused (private mode, quota): start as usual
  }
}

async function fromSnapshot(settings, snapshot) {
  try {
    const python = await pyodide.loadPyodide({ ...settings, _loadSnapshot: snapshot });
    // The snapshot holds the random module's state: without this every visit would draw the
    // same "random" shuffles.
    python.runPython("import random; random.seed()");
    return python;
  } catch (error) {
    console.warn("Python's saved start-up could not be used; starting afresh:", error.message);
    await caches.delete(SNAPSHOT_CACHE);
    return null;
  }
}

async function start(options) {
  const settings = { ...options, indexURL };
  if (!globalThis.caches) return pyodide.loadPyodide(settings); // not a secure context
  const snapshot = await savedSnapshot();
  const restored = snapshot && (await fromSnapshot(settings, snapshot));
  globalThis.postMessage?.({ python: restored ? "restored" : "fresh" });
  return restored || pyodide.loadPyodide(settings);
}

/** The page's Python: py/page/ and py/slidepuzzle/ with their bytecode, in one archive (made by
 * `make site`: tools/build_archive.mjs), asked for while Pyodide starts and imported from as it
 * is (zipimport): nothing to unpack. */
const ARCHIVE = new URL("../py/modules.zip", import.meta.url).href;
/** Where the archive is put in Python's file system, first on Python's module path. */
const ARCHIVE_FILE = "/home/pyodide/modules.zip";

export async function fetchArchive() {
  const answer = await fetch(ARCHIVE);
  if (!answer.ok) throw new Error(`${ARCHIVE}: ${answer.status} ${answer.statusText}`);
  return answer.arrayBuffer();
}

/** Put the archive's bytes in Python's file system, on its module path (where a snapshot, which
 * holds the module path but not the files, had it). */
export function putArchive(python, bytes) {
  python.FS.writeFile(ARCHIVE_FILE, new Uint8Array(bytes));
  python.runPython(`import sys
if "${ARCHIVE_FILE}" not in sys.path:
    sys.path.insert(0, "${ARCHIVE_FILE}")`);
}

async function withModules(starting, archive) {
  const [python, bytes] = await Promise.all([starting, archive]);
  putArchive(python, bytes);
  return python;
}

/** What PyScript calls (pyscript.toml names this module as the interpreter). */
export async function loadPyodide(options = {}) {
  return withModules(start(options), fetchArchive());
}

/** What Pyodide downloads in this worker, posted for the page's loading status. */
if (globalThis.PerformanceObserver && !globalThis.document) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes("/vendor/pyodide/")) {
        postMessage({ downloaded: entry.name, bytes: entry.encodedBodySize });
      }
    }
  }).observe({ type: "resource", buffered: true });
}
