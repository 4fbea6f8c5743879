// The DOM side of the page: the only code on the page's thread that touches the page for Python.
//
// The page's Python (py/main.py and py/page/) runs in a PyScript worker, index.html's
// <script type="py" worker name="page">: nothing of Python's start-up or work holds this thread.
// The two halves speak py/page/messages.py's format, JSON both ways: this module asks the worker
// for its listeners, attaches them, and posts each event heard as an Event (the handler's number,
// the event's facts, what the inputs hold, read once); the worker answers with batches of ops,
// each the call of one function of OPS below (the twin of the page.dom, page.drawn or
// page.editing function of that name), and with questions (ASKS), answered by number. What must
// be decided while the browser's event happens is done here: a long paste taken over, a menu
// browsed with the arrow keys, the inversion marks of a tile pointed at, the focus moved among the
// drawn tiles, the keys the stages use kept from scrolling. The solver's workers are started and
// called from here (a worker cannot start a PyScript worker), their progress relayed.
//
// A board typed or pasted before the worker is up is simply in the box: the first Event (start)
// carries it. Python's start-up in the worker is static/python.mjs's; what it downloads is
// counted by static/loading.js (a worker's downloads are not in this page's resource timings).

const WORKER = 'script[type="py"][worker][name="page"]';
const DOWNLOADED = "slidepuzzle-downloaded"; // static/loading.js listens (python.mjs posts them)
const RESTORED = "python restored from a snapshot"; // marked when the worker's Python was
const MENUS = new Set(["lang", "example"]); // menus that act on a choice (page.editing)
const BROWSING_KEYS = new Set([
  "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown",
]);
const STAGE_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);
const POINTABLE = ".tile[data-pairs]";

const byId = (name) => document.getElementById(name);
let page = null; // the worker's exports (xworker.sync) once it is up
let settings = { held_text: 100000 };
let sentBoard = null; // the Board box's text as the worker knows it (not sent again)
const own = {}; // the handlers of the DOM side's own events (start, broken), by event

// ---- Reading: what an event says and what the inputs hold --------------------------------------

/** A box's text: the long text it keeps whole while it shows its start (page.dom.set_value). */
function whole(element) {
  return element.heldText != null && element.value === element.heldShown
    ? element.heldText
    : element.value;
}

function tilesDrawn() {
  const grid = byId("grid");
  const tiles = [];
  for (const tile of grid.querySelectorAll("[data-cell]")) {
    tiles[Number(tile.dataset.cell)] = tile.dataset.tile ? Number(tile.dataset.tile) : null;
  }
  return { tiles: Array.from(tiles, (tile) => tile ?? null), picked: !!grid.querySelector(".picked") };
}

function readForm(onGrid) {
  const form = { values: {}, checked: {}, bad: [], opened: [] };
  for (const element of document.querySelectorAll("input[id], select[id], textarea[id]")) {
    if (element.type === "file") continue;
    if (element.type === "checkbox") {
      form.checked[element.id] = element.checked;
      continue;
    }
    const text = whole(element);
    if (element.id === "board") {
      if (text === sentBoard) continue;
      sentBoard = text;
    }
    form.values[element.id] = bulky(element.id, text);
    if (element.validity?.badInput) form.bad.push(element.id);
  }
  for (const details of document.querySelectorAll("details[id][open]")) form.opened.push(details.id);
  form.focused = document.activeElement?.id || "";
  form.href = location.href;
  form.base = document.baseURI.split("?")[0].split("#")[0].replace(/[^/]*$/, "");
  form.stored = {};
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith("slidepuzzle")) form.stored[key] = localStorage.getItem(key);
    }
  } catch {
    // storage refused: nothing kept
  }
  form.languages = [...(navigator.languages || [navigator.language])];
  form.touch_only = !matchMedia("(any-pointer: fine)").matches;
  if (onGrid) form.grid = tilesDrawn();
  return form;
}

/** The facts of a browser event, worked out once however many handlers hear it. */
const factsOf = new WeakMap();

function facts(event) {
  if (factsOf.has(event)) return factsOf.get(event);
  bulk = {};
  const element = event.currentTarget;
  const id = element?.id || "";
  const found = { type: event.type, target: id, key: event.key ?? "" };
  found.data = element?.dataset ? { ...element.dataset } : {};
  if (MENUS.has(id)) {
    if (event.type === "change") found.browsed = browsed(element);
    else if (event.type === "keydown") found.chosen = menuKey(event);
    else if (event.type === "blur") found.chosen = taken(element);
  }
  if (event.type === "paste") found.pasted = takenPaste(event);
  if (event.type === "input" && element.heldText != null && element.value !== element.heldShown) {
    found.edited_away = bulky("edited_away", element.heldText); // the long text kept, replaced
    element.heldText = null;
  }
  if (id === "grid") {
    const under = event.type === "pointerup"
      ? document.elementFromPoint(event.clientX, event.clientY) // a touch keeps its first target
      : event.target;
    const tile = under?.closest?.(POINTABLE);
    found.cell = tile ? Number(tile.dataset.cell) : null;
  }
  if (event.clientX !== undefined) [found.x, found.y] = [event.clientX, event.clientY];
  if (id === "stage" && event.type === "pointerdown") {
    const tile = event.button === 0 ? event.target.closest(".tile") : null;
    if (tile) element.setPointerCapture(event.pointerId); // heard where it comes up, wherever
    found.tile = tile ? Number(tile.dataset.tile) : null;
  }
  if ((id === "stage" || id === "cycle-stage") && STAGE_KEYS.has(event.key)) event.preventDefault();
  found.form = readForm(id === "grid");
  if (Object.keys(bulk).length) bulkOf.set(found, bulk);
  factsOf.set(event, found);
  return found;
}

let pending = 0; // events posted whose handler has not returned (its ops made before it returns)
const BULK = 50000; // characters above which a text goes as it is, not in the Event's JSON
let bulk = {}; // such texts of the event being read, by name (py/page/messages.py)
const bulkOf = new WeakMap(); // an event's facts: their texts posted as they are
const sentBulk = {}; // the last text posted under each name (the worker's ops may name it)
let xworker = null;

/** ``text``, or null with the text kept to post as it is (JSON.stringify of a 5 MB paste took
 * 0.24 s of this thread, a structured clone 5 ms). */
function bulky(name, text) {
  if (text.length <= BULK) return text;
  bulk[name] = text;
  return null;
}

/** The facts of the DOM side's own events (start, broken). */
function ownFacts(type, data) {
  bulk = {};
  const found = { type, target: "", data, form: readForm(false) };
  if (Object.keys(bulk).length) bulkOf.set(found, bulk);
  return found;
}

function send(handler, found) {
  if (!page) return;
  const texts = bulkOf.get(found);
  if (texts) {
    xworker.postMessage({ bulk: texts }); // before the event, on its channel: it arrives first
    Object.assign(sentBulk, texts);
  }
  document.body.dataset.pending = String(++pending);
  page.handle(JSON.stringify({ handler, ...found })).catch(broken).finally(() => {
    document.body.dataset.pending = String(--pending);
  });
}

// ---- What is decided as the event happens --------------------------------------------------------

/** A long paste taken over from the browser (laying megabytes out in a box is its slowest work):
 * [the box's text with the paste in place of its selection, the text it showed]; null: left to
 * the browser. */
function takenPaste(event) {
  const text = event.clipboardData?.getData("text/plain") ?? "";
  if (text.length <= settings.held_text) return null;
  event.preventDefault();
  const box = event.currentTarget;
  const shown = box.value;
  return [bulky("pasted", shown.slice(0, box.selectionStart) + text + shown.slice(box.selectionEnd)), shown];
}

function menuKey(event) {
  const menu = event.currentTarget;
  const key = event.key;
  if (key === "Enter" && taken(menu)) {
    event.preventDefault(); // the choice is made: no list opened (as Enter opens it on a Mac)
    return true;
  }
  const plain = !(event.altKey || event.ctrlKey || event.metaKey); // Alt+Down opens the list
  if (plain && (BROWSING_KEYS.has(key) || (key.length === 1 && key !== " "))) {
    menu.setAttribute("data-browsing", "true");
  }
  return false;
}

function browsed(menu) {
  if (menu.getAttribute("data-browsing") === "true") {
    menu.setAttribute("data-browsed", "true");
    return true;
  }
  menu.removeAttribute("data-browsed");
  return false;
}

function taken(menu) {
  const browsedTo = menu.getAttribute("data-browsed") === "true";
  menu.removeAttribute("data-browsed");
  return browsedTo;
}

function markPairs(tile) {
  const grid = byId("grid");
  for (const marked of grid.querySelectorAll(".pointed, .paired")) {
    marked.classList.remove("pointed", "paired");
  }
  const said = grid.querySelector(".tile-pairs"); // the tile's inversions in words
  if (said) said.textContent = tile ? tile.title : "";
  if (!tile) return;
  tile.classList.add("pointed");
  for (const partner of tile.dataset.pairs.split(" ").filter(Boolean)) {
    grid.querySelector(`[data-tile="${partner}"]`)?.classList.add("paired");
  }
}

function pointed(event) {
  const tile = event.target.closest(POINTABLE);
  if (tile) markPairs(tile);
}

function left(event) {
  const going = event.relatedTarget;
  const tile = going?.closest?.(POINTABLE) || byId("grid").querySelector(`${POINTABLE}:focus`);
  markPairs(tile || null);
}

const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The tile's cell the focus moves to from ``cell`` on ``key`` (over the blank; null: the key is
 * not an arrow, or the edge is reached). */
function roving(rows, cols, blank, cell, key) {
  if (!(key in STEPS)) return null;
  const [dr, dc] = STEPS[key];
  let [r, c] = [Math.floor(cell / cols), cell % cols];
  do {
    r += dr;
    c += dc;
    if (r < 0 || r >= rows || c < 0 || c >= cols) return null;
  } while (r * cols + c === blank);
  return r * cols + c;
}

function rove(event) {
  const tile = event.target.closest(POINTABLE);
  if (!tile) return;
  const board = tile.closest(".board-grid").dataset;
  const cell = roving(
    Number(board.rows), Number(board.cols), Number(board.blank), Number(tile.dataset.cell),
    event.key,
  );
  if (cell === null) return;
  event.preventDefault();
  const going = byId("grid").querySelector(`[data-cell="${cell}"]`);
  tile.tabIndex = -1;
  going.tabIndex = 0;
  going.focus();
}

function attachOwn() {
  const grid = byId("grid");
  grid.addEventListener("mouseover", pointed);
  grid.addEventListener("focusin", pointed);
  grid.addEventListener("mouseout", left);
  grid.addEventListener("focusout", left);
  grid.addEventListener("keydown", rove);
  for (const id of MENUS) {
    byId(id).addEventListener("keyup", ({ currentTarget }) => {
      currentTarget.removeAttribute("data-browsing");
    });
  }
}

// ---- The ops: the twin of each page.dom, page.drawn, page.editing function ------------------------

let downloadURL = "";
const solvers = new Map(); // the solver's workers started, by name: their script elements

const OPS = {
  text(name, words) {
    byId(name).textContent = words;
  },
  set_label(name, words) {
    byId(name).setAttribute("aria-label", words);
  },
  html(name, markup) {
    byId(name).innerHTML = markup;
  },
  add_html(name, markup) {
    byId(name).insertAdjacentHTML("beforeend", markup);
  },
  set_data(name, key, words) {
    byId(name).dataset[key] = words;
  },
  translate(tag, texts, coded, nouns) {
    document.documentElement.lang = tag;
    for (const element of document.querySelectorAll("[data-text]")) {
      const key = element.getAttribute("data-text");
      if (key in coded) element.innerHTML = coded[key];
      else if (key in texts) element.textContent = texts[key];
    }
    const attributes = {
      label: "aria-label", placeholder: "placeholder", content: "content",
      roledescription: "aria-roledescription",
    };
    for (const [short, attribute] of Object.entries(attributes)) {
      for (const element of document.querySelectorAll(`[data-${short}]`)) {
        const key = element.getAttribute(`data-${short}`);
        if (key in texts) element.setAttribute(attribute, texts[key]);
      }
    }
    for (const element of document.querySelectorAll("[data-noun]")) {
      const words = nouns[element.getAttribute("data-noun")]?.[element.value];
      if (words) element.textContent = words;
    }
  },
  fill_menu(name, choices) {
    const menu = byId(name);
    for (const [choice, key, words] of choices) {
      const option = document.createElement("option");
      option.value = choice;
      option.setAttribute("data-text", key);
      option.textContent = words;
      menu.append(option);
    }
  },
  enable_choices(name, enabled) {
    const on = new Set(enabled);
    for (const option of byId(name).options) option.disabled = !on.has(option.value);
  },
  store(key, words) {
    try {
      localStorage.setItem(key, words);
    } catch {
      // storage refused (or full): it holds for this visit
    }
  },
  set_value(name, words, held, kept) {
    if (kept) held = sentBulk[kept]; // the long text posted under that name, not sent back
    const element = byId(name);
    element.value = words;
    element.heldText = held;
    element.heldShown = words;
    if (name === "board") sentBoard = held ?? words;
  },
  set_checked(name, on) {
    byId(name).checked = on;
  },
  show(name, visible) {
    byId(name).hidden = !visible;
  },
  enable(name, enabled) {
    byId(name).disabled = !enabled;
  },
  focus(name) {
    byId(name).focus();
  },
  select(name) {
    byId(name).select();
  },
  set_style(name, prop, words) {
    byId(name).style.setProperty(prop, words);
  },
  busy(name, on) {
    if (on) byId(name).setAttribute("aria-busy", "true");
    else byId(name).removeAttribute("aria-busy");
  },
  status(name, className, markup) {
    const element = byId(name);
    element.className = className;
    element.innerHTML = markup;
  },
  mark(name, words) {
    document.body.dataset[name] = words;
    if (name === "ready" && words === "true") started();
  },
  history(kind, url) {
    if (kind === "push") history.pushState(null, "", url);
    else history.replaceState(null, "", url);
  },
  alert(box, alert, message) {
    byId(alert).textContent = message;
    if (message) byId(box).setAttribute("aria-invalid", "true");
    else byId(box).removeAttribute("aria-invalid");
  },
  grid(markup, cols) {
    const grid = byId("grid");
    grid.innerHTML = markup;
    grid.firstElementChild?.style.setProperty("--cols", String(cols));
  },
  download(name, words, kind) {
    if (downloadURL) URL.revokeObjectURL(downloadURL);
    downloadURL = URL.createObjectURL(new Blob([words], { type: kind }));
    const link = document.createElement("a");
    link.href = downloadURL;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  },
  scroll_into_view(name) {
    byId(name).scrollIntoView({ block: "nearest" });
  },
  start_worker(name, src, config) {
    const script = document.createElement("script");
    script.type = "py";
    script.src = src;
    script.setAttribute("worker", "");
    script.setAttribute("name", name);
    script.setAttribute("config", config);
    document.body.append(script);
    solvers.set(name, script);
  },
  end_worker(name) {
    const script = solvers.get(name);
    solvers.delete(name);
    script?.xworker?.terminate();
    script?.remove();
  },
  stage(name, rows, cols, markup, cells) {
    const element = byId(name);
    element.style.setProperty("--cols", String(cols));
    element.style.setProperty("--rows", String(rows));
    element.innerHTML = markup;
    const tiles = element.querySelectorAll(".tile");
    cells.forEach(([row, col], index) => {
      tiles[index].style.setProperty("--r", String(row));
      tiles[index].style.setProperty("--c", String(col));
    });
  },
  place_tile(name, tile, row, col) {
    const drawn = byId(name).querySelector(`[data-tile="${tile}"]`);
    drawn.style.setProperty("--r", String(row));
    drawn.style.setProperty("--c", String(col));
  },
  mark_move(index) {
    if (byId("moves").dataset.marked !== "true") return;
    for (const box of ["tile-moves", "blank-moves"]) {
      const element = byId(box);
      const old = element.querySelector(".current");
      if (old) {
        old.classList.remove("current");
        old.removeAttribute("aria-current");
      }
      const now = index >= 0 ? element.querySelector(`[data-move="${index}"]`) : null;
      if (now) {
        now.classList.add("current");
        now.setAttribute("aria-current", "step");
      }
    }
  },
  mark_picked(cell) {
    const grid = byId("grid");
    for (const marked of grid.querySelectorAll(".picked")) {
      marked.classList.remove("picked");
      marked.setAttribute("aria-pressed", "false");
    }
    const tile = cell === null ? null : grid.querySelector(`[data-cell="${cell}"]`);
    if (tile) {
      tile.classList.add("picked");
      tile.setAttribute("aria-pressed", "true");
    }
  },
  focus_cell(cell) {
    const grid = byId("grid");
    const tile = grid.querySelector(`[data-cell="${cell}"]`);
    if (!tile) return;
    for (const other of grid.querySelectorAll(POINTABLE)) other.tabIndex = -1;
    tile.tabIndex = 0;
    tile.focus();
  },
  picture(name, look, whole) {
    const element = byId(name);
    element.querySelector(".blank-piece")?.remove();
    element.classList.remove("pictured", "numbers", "own");
    if (look === null) return;
    element.classList.add("pictured");
    if (look.numbers) element.classList.add("numbers");
    if (look.url !== null) {
      element.style.setProperty("--picture", `url("${look.url}")`);
      element.classList.add("own");
    }
    element.insertAdjacentHTML("beforeend", '<span class="blank-piece" aria-hidden="true"></span>');
    for (const tile of element.querySelectorAll(".tile")) {
      for (const [prop, words] of Object.entries(look.pieces[tile.dataset.tile] ?? {})) {
        tile.style.setProperty(prop, words);
      }
    }
    const blank = element.querySelector(".blank-piece");
    for (const [prop, words] of Object.entries(look.pieces["0"] ?? {})) {
      blank.style.setProperty(prop, words);
    }
    blank.style.setProperty("--r", String(look.blank[0]));
    blank.style.setProperty("--c", String(look.blank[1]));
    OPS.whole_picture(name, whole);
  },
  whole_picture(name, whole) {
    byId(name).classList.toggle("whole", whole);
  },
  let_go(url) {
    URL.revokeObjectURL(url);
  },
  replace_text(name, words, undoable) {
    const box = byId(name);
    const was = document.activeElement;
    if (words.length <= undoable && matchMedia("(any-pointer: fine)").matches) {
      box.setAttribute("data-replacing", "true"); // its input event is the page's, not the reader's
      try {
        box.focus({ preventScroll: true });
        box.select();
        document.execCommand("insertText", false, words);
      } finally {
        box.removeAttribute("data-replacing");
        if (was && was !== document.body) was.focus({ preventScroll: true });
        else box.blur();
      }
    }
    if (box.value !== words) box.value = words; // a long text, no keyboard, or refused
    box.heldText = null;
    if (name === "board") sentBoard = words;
  },
  bring_into_view(name, within) {
    requestAnimationFrame(() => {
      const element = byId(name);
      const top = element.getBoundingClientRect().top;
      if (top < 0 || top > innerHeight * within) element.scrollIntoView({ block: "start" });
    });
  },
};

/** A solver worker's script, once PyScript has made its worker. */
async function xworkerOf(name) {
  const script = solvers.get(name);
  while (script && !script.xworker) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!script) throw new Error(`no worker ${name}`);
  return script.xworker;
}

const relayed = new WeakSet();

const ASKS = {
  async copy_text(words) {
    await navigator.clipboard.writeText(words);
    return null;
  },
  async chosen_image(name) {
    const files = byId(name).files;
    if (!files || files.length === 0) return null;
    const url = URL.createObjectURL(files[0]);
    const image = document.createElement("img");
    image.src = url;
    try {
      await image.decode();
    } catch {
      URL.revokeObjectURL(url); // not an image
      return null;
    }
    if (!image.naturalWidth || !image.naturalHeight) {
      URL.revokeObjectURL(url);
      return null;
    }
    return { url, width: image.naturalWidth, height: image.naturalHeight };
  },
  async worker_ready(name) {
    const xworker = await xworkerOf(name);
    if (!relayed.has(xworker)) {
      relayed.add(xworker);
      xworker.addEventListener("message", ({ data }) => {
        if (typeof data === "string" && page) page.posted(name, data).catch(broken);
      });
    }
    await xworker.ready;
    return null;
  },
  async call_worker(name, method, request) {
    const xworker = await xworkerOf(name);
    return await xworker.sync[method](request);
  },
};

async function answerQuestion(ask, [name, ...args]) {
  let answer;
  try {
    answer = { ask, value: (await ASKS[name](...args)) ?? null };
  } catch (error) {
    answer = { ask, error: String(error?.message || error) };
  }
  page.answer(JSON.stringify(answer)).catch(broken);
}

let incoming = {}; // the long texts posted just before a batch of ops, by name

function received(data) {
  if (data?.downloaded !== undefined) {
    document.dispatchEvent(new CustomEvent(DOWNLOADED, { detail: data }));
    return;
  }
  if (data?.python !== undefined) {
    pythonStart = data.python;
    if (pythonStart === "restored") performance.mark(RESTORED);
    return;
  }
  if (data?.bulk !== undefined) {
    incoming = data.bulk; // long texts the next batch of ops names (py/page/messages.py)
    return;
  }
  if (typeof data !== "string" || !data.startsWith("{")) return;
  const message = JSON.parse(data);
  if (message.ops) {
    const texts = incoming;
    incoming = {};
    const given = (value) => (value?.["$text"] !== undefined ? texts[value["$text"]] : value);
    for (const [name, ...args] of message.ops) {
      try {
        OPS[name](...args.map(given));
      } catch (error) {
        console.warn(`the page could not make ${name}:`, error);
        const data = { op: name, error: `${error?.name}: ${error?.message}` };
        if (own.broken !== undefined) send(own.broken, ownFacts("broken", data));
        return; // the rest of the batch would write on a broken page
      }
    }
  } else if (message.ask !== undefined) {
    answerQuestion(message.ask, message.op);
  }
}

function broken(error) {
  console.error("the page's worker failed:", error);
}

// ---- Start-up -------------------------------------------------------------------------------------

let pythonStart = ""; // how the worker's Python started: "restored" (a snapshot) or "fresh"

/** The page ready: keep a snapshot of Python's start-up for the next visit, made in a worker of
 * its own (static/snapshot.mjs) once the page is idle, unless this visit started from one. */
function started() {
  if (pythonStart !== "fresh" || !globalThis.caches) return;
  const idle = globalThis.requestIdleCallback ?? ((run) => setTimeout(run, 1000));
  idle(() => {
    const maker = new Worker(new URL("./snapshot.mjs", import.meta.url), { type: "module" });
    maker.addEventListener("message", ({ data }) => {
      if (data === "saved") maker.terminate();
    });
    maker.addEventListener("error", (event) => {
      console.warn("Python's start-up could not be kept for the next visit:", event.message);
      maker.terminate();
    });
  });
}

async function theWorker() {
  const script = document.querySelector(WORKER);
  while (!script.xworker) await new Promise((resolve) => setTimeout(resolve, 10));
  return script.xworker;
}

async function start() {
  xworker = await theWorker();
  xworker.addEventListener("message", ({ data }) => received(data));
  await xworker.ready;
  page = xworker.sync;
  const wired = JSON.parse(await page.listeners());
  settings = wired.settings;
  attachOwn();
  for (const { event, selector, handler } of wired.listeners) {
    if (selector === "page") {
      own[event] = handler; // the DOM side's own events: start, broken
      continue;
    }
    const listen = (target) => target.addEventListener(event, (heard) => {
      if (heard.currentTarget.dataset?.replacing === "true") return; // the page's own edit
      send(handler, facts(heard));
    });
    if (selector === "window") listen(window);
    else document.querySelectorAll(selector).forEach(listen);
  }
  send(own.start, ownFacts("start", {}));
}

start().catch(broken);
