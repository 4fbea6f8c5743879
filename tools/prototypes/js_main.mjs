// The DOM side in plain JavaScript: the box's text to the named Pyodide worker, its answer into
// the page.
const board = document.getElementById("board");
const verdict = document.getElementById("verdict");
const script = document.querySelector('script[name="checker"]');

/** The worker's exports, once PyScript has started it (script.xworker) and its code has run. */
async function checker() {
  while (!script.xworker) await new Promise((resolve) => setTimeout(resolve, 20));
  return (await script.xworker.ready).sync;
}

async function show() {
  const text = board.value;
  if (!text.trim()) return;
  const answer = await (await checker()).check(text);
  if (board.value === text) { // not superseded by a later input
    verdict.textContent = answer;
    verdict.removeAttribute("aria-busy");
    document.body.dataset.ready = "true";
  }
}

board.addEventListener("input", show);
show(); // a board typed before this module ran
