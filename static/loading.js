// While Python starts, the verdict box says what is happening: the runtime downloading (the
// megabytes the browser reports as each file arrives), then "Starting Python…". The sentences
// are the box's data-* attributes in index.html; the page's Python takes the box over when ready.
const box = document.getElementById("verdict");
const title = box.querySelector(".verdict-title");
const words = box.dataset;
let bytes = 0;
let downloaded = false;

function say() {
  if (document.body.dataset.ready === "true" || !box.classList.contains("starting")) return;
  if (downloaded) title.textContent = words.starting;
  else if (bytes) title.textContent = words.soFar.replace("{mb}", (bytes / 1e6).toFixed(1));
  else title.textContent = words.downloading;
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
