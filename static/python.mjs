// The page's Python: the vendored Pyodide, started from a memory snapshot of its start-up.
//
// pyscript.toml names this module as PyScript's interpreter: PyScript imports it, reads `version`
// and calls `loadPyodide(options)`. Python's own start-up (the interpreter's init and the imports
// of Pyodide's Python half) is one task of 2-9 s here: on the page's thread it would freeze the
// page for that long (nothing typed lands, nothing scrolls). So the page never runs it: a worker
// (snapshot.mjs) starts a Pyodide, takes a snapshot of its memory just after that start-up and
// posts it here, and the page's Pyodide starts from the snapshot (tasks of 0.2-0.4 s). The worker
// keeps the snapshot in Cache Storage, where later visits find it without a worker. Making a
// snapshot needs Pyodide's `_makeSnapshot` mode, which wraps every JavaScript object Python
// reaches in a recording proxy for the whole session: hence a Pyodide of its own. Snapshots are
// a private API of Pyodide (`_loadSnapshot`, `makeMemorySnapshot`): if the worker cannot make
// one, or the page cannot start from it, the page starts Python itself as before.
//
// The snapshot belongs to one Pyodide build: a snapshot of another build (the site moved to a new
// Pyodide) is refused by Pyodide, deleted, and a fresh start makes a new one. PyScript's workers
// (the solver) start from the snapshot too when there is one: this module is theirs as well.
//
// In the page this module starts Python as soon as it runs: index.html loads it first, as an async
// module, so Pyodide downloads and compiles while the page is laid out and PyScript loads its own
// modules and reads pyscript.toml (about 0.2 s here, more on a slow network); PyScript's later call
// of `loadPyodide` gets that start. Whether a snapshot is kept is looked up in localStorage first:
// opening Cache Storage on a first visit took 60-130 ms here, before anything else could start.
// The page's own Python (one archive, py/modules.zip) is fetched meanwhile, in the page and in the
// solver's worker, and imported from as it is once Pyodide is up (docs/offline.md).

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
/** Marked (performance.mark) when the page's Python started from a snapshot kept by an earlier
 * visit, */
export const RESTORED = "python restored from a snapshot";
/** and when it started from one a worker made for this visit (a first visit); measured
 * (performance.measure), the start-up the worker ran, which the page's thread was spared. */
export const MADE = "python started from a snapshot made in a worker";
export const STARTED_IN_WORKER = "python start-up in a worker";

/** localStorage says whether this site saved a snapshot (workers have none: they look). */
function snapshotMayBeSaved() {
  try {
    return localStorage.getItem(SNAPSHOT_CACHE) === SNAPSHOT_KEY;
  } catch {
    return true; // no localStorage here: look in the cache
  }
}

function rememberSnapshot(saved) {
  try {
    if (saved) localStorage.setItem(SNAPSHOT_CACHE, SNAPSHOT_KEY);
    else localStorage.removeItem(SNAPSHOT_CACHE);
  } catch {
    // storage refused: the next visit looks in the cache
  }
}

async function savedSnapshot() {
  if (!snapshotMayBeSaved()) return null;
  try {
    const answer = await caches.match(SNAPSHOT_KEY, { cacheName: SNAPSHOT_CACHE });
    return answer ? new Uint8Array(await answer.arrayBuffer()) : null;
  } catch {
    return null; // storage refused (private mode, quota): start as usual
  }
}

async function fromSnapshot(settings, snapshot, mark = RESTORED) {
  try {
    const python = await pyodide.loadPyodide({ ...settings, _loadSnapshot: snapshot });
    // The snapshot holds the random module's state: without this every visit would draw the
    // same "random" shuffles.
    python.runPython("import random; random.seed()");
    performance.mark(mark);
    return python;
  } catch (error) {
    console.warn("Python's saved start-up could not be used; starting afresh:", error.message);
    await caches.delete(SNAPSHOT_CACHE);
    rememberSnapshot(false);
    return null;
  }
}

/** A first visit: Python's start-up run in a worker (snapshot.mjs), whose memory the page then
 * starts from; null if the worker could not make it (the page then starts Python itself). The
 * worker also keeps the snapshot for later visits, and says how much of Pyodide it downloaded
 * (static/loading.js counts it: the page's own resource timings do not see a worker's). */
function madeInWorker() {
  return new Promise((resolve) => {
    const maker = new Worker(new URL("./snapshot.mjs", import.meta.url), { type: "module" });
    const end = () => {
      resolve(null); // a no-op once the snapshot has arrived
      maker.terminate();
    };
    maker.addEventListener("message", ({ data }) => {
      if (data instanceof Uint8Array) {
        resolve(data);
      } else if (data?.downloaded !== undefined) {
        document.dispatchEvent(new CustomEvent(DOWNLOADED, { detail: data }));
      } else if (data?.startedIn !== undefined) {
        const now = performance.now();
        performance.measure(STARTED_IN_WORKER, { start: now - data.startedIn, end: now });
      } else {
        rememberSnapshot(data === "saved");
        end();
      }
    });
    maker.addEventListener("error", (event) => {
      console.warn("Python's start-up could not be made in a worker:", event.message);
      end();
    });
  });
}

/** The event (on document) by which the page hears what the snapshot's worker downloaded
 * (``detail``: ``{downloaded: url, bytes}``; static/loading.js listens). */
export const DOWNLOADED = "slidepuzzle-downloaded";

async function start(options) {
  const settings = { ...options, indexURL };
  if (!globalThis.caches) return pyodide.loadPyodide(settings); // not a secure context
  const snapshot = await savedSnapshot();
  const restored = snapshot && (await fromSnapshot(settings, snapshot));
  if (restored) return restored;
  // The page (not the solver's worker): the start-up is made off the page's thread, which would
  // otherwise be held for its whole length (3.7-8.9 s here on a first visit, docs/offline.md).
  const made = globalThis.document && (await madeInWorker());
  const fromMade = made && (await fromSnapshot(settings, made, MADE));
  return fromMade || pyodide.loadPyodide(settings);
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

/** PyScript's output functions, once it asks for Python (the early start writes through them). */
const output = {};
/** The page's Python, started when this module first runs in the page; null in workers. */
const early = globalThis.document
  ? withModules(
      start({
        stdout: (text) => (output.stdout ?? console.log)(text),
        stderr: (text) => (output.stderr ?? console.warn)(text),
      }),
      fetchArchive(),
    )
  : null;
early?.catch(() => {}); // a failure is PyScript's to report, when it asks (below)

/** What PyScript calls (pyscript.toml names this module as the interpreter). */
export async function loadPyodide(options = {}) {
  if (!early) return withModules(start(options), fetchArchive());
  output.stdout = options.stdout;
  output.stderr = options.stderr;
  return early;
}
