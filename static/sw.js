// The service worker: after one visit the page opens without the network, and at once.
//
// `make site` (tools/build_sw.py) writes this file to the site's root as sw.js, so that its scope
// is the page's folder (a GitHub Pages sub-path too), and fills in BUILD: the app's files and the
// runtime's (PyScript and Pyodide), each list with a hash of its files' names and bytes.
//
// Both lists are cached when the worker installs. The app's files are then answered from this
// cache (the query string never picks another file); the runtime's from the browser's HTTP cache,
// else the network, else this cache (offline). The runtime cache is kept while its hash stays the
// same, so a new version of the page downloads only the app's files.
// Once installed and active, the worker caches the most used pattern tables (BUILD.tables: the
// 4 x 4's) in the background, at their hashed addresses (pdb-4x4.bin?v=...), so that a 4 x 4 is
// solved optimally offline after one visit; those are answered from that cache, query and all.
// A new version (a new sw.js) installs beside the running one and waits; the page says so and
// reloads into it when asked ("skip-waiting"). Activating deletes this site's other caches.

const BUILD = null; // filled in by make site

const SCOPE = self.registration.scope;
const PREFIX = `slidepuzzle ${SCOPE} `; // sites on one origin (user.github.io/a/, /b/) share caches
const APP_CACHE = `${PREFIX}app ${BUILD.app.hash}`;
const RUNTIME_CACHE = `${PREFIX}runtime ${BUILD.runtime.hash}`;
const TABLES_CACHE = `${PREFIX}tables ${BUILD.tables.hash}`;

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const app = await caches.open(APP_CACHE);
  // "reload": the server's bytes, not an older copy from the browser's HTTP cache.
  await app.addAll(BUILD.app.files.map((file) => new Request(file, { cache: "reload" })));
  const runtime = await caches.open(RUNTIME_CACHE);
  const missing = [];
  for (const file of BUILD.runtime.files) {
    if (!(await runtime.match(new URL(file, SCOPE).href))) missing.push(file);
  }
  await runtime.addAll(missing);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const kept = [APP_CACHE, RUNTIME_CACHE, TABLES_CACHE];
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !kept.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
      await cacheTables();
    })(),
  );
});

async function cacheTables() {
  // In the background (the page is already controlled): a failure leaves them on demand.
  try {
    const tables = await caches.open(TABLES_CACHE);
    for (const file of BUILD.tables.files) {
      if (!(await tables.match(new URL(file, SCOPE).href))) await tables.add(file);
    }
  } catch (error) {
    console.warn("The pattern tables are not cached for offline use:", error.message);
  }
}

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});

async function answer(request) {
  const url = new URL(request.url);
  let key = url.origin + url.pathname;
  if (key === SCOPE) key += "index.html";
  const page = await (await caches.open(APP_CACHE)).match(key);
  if (page) return page;
  const table = await (await caches.open(TABLES_CACHE)).match(request.url); // hashed address
  if (table) return table;
  // The runtime: the browser's HTTP cache first, never asking the server while it holds a copy.
  // Chromium keeps Pyodide's compiled WebAssembly beside the HTTP cache's copy, not beside ours:
  // answering from ours makes every start compile it again (2-4 s here). Ours serves offline.
  try {
    return await fetch(request, { cache: "force-cache" });
  } catch (error) {
    const copy = await (await caches.open(RUNTIME_CACHE)).match(key);
    if (copy) return copy;
    throw error;
  }
}
