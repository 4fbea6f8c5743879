// While Python starts, the verdict box says what is happening: the runtime downloading (the
// megabytes the browser reports as each file arrives, of the total Pyodide downloads to start),
// then "Starting Python…". The sentences are the box's data-* attributes in index.html; the page's
// Python takes the box over when ready.
const START_BYTES = null; // what Pyodide downloads to start: filled in by make site
const box = document.getElementById("verdict");
const title = box.querySelector(".verdict-title");
const words = box.dataset;
let bytes = 0;
let downloaded = false;

/** Megabytes with one decimal: "13.5". */
const mb = (n) => (n / 1e6).toFixed(1);

function say() {
  if (document.body.dataset.ready === "true" || !box.classList.contains("starting")) return;
  if (downloaded) title.textContent = words.starting;
  else if (bytes && START_BYTES) title.textContent = progress();
  else title.textContent = words.downloading;
}

/** "Downloading Python: 3.9 of 13.5 MB…" */
function progress() {
  const sentence = words.progress.replace("{total}", mb(START_BYTES));
  return sentence.replace("{mb}", mb(Math.min(bytes, START_BYTES)));
}

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.name.includes("/vendor/pyodide/")) continue;
    bytes += entry.encodedBodySize;
    if (entry.name.endsWith(".wasm")) downloaded = true; // the largest file, asked for last
  }
  say();
}).observe({ type: "resource", buffered: true });
say();
