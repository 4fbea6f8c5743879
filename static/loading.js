// While Python starts, the verdict box says what is happening: the runtime downloading (the
// megabytes the browser reports as each file arrives, of the total Pyodide downloads to start),
// then "Starting Python…". The English sentences are the box's data-* attributes in index.html;
// WORDS below holds them in the page's other languages (tests/test_page_lang.py checks it has
// every sentence in every language). The language is the one the page's Python will choose: the
// link's (?lang=ko), else the one chosen from the menu or a link before (localStorage), else the
// browser's. The page's Python takes the box over when ready.
// A link's board is put in the boxes at once (read by links.mjs as Python reads it): the reader
// sees it, and may type over it, before Python is ready.
import { decode, langOf } from "./links.mjs";

const START_BYTES = null; // what Pyodide downloads to start: filled in by make site
const WORDS = {
  "ko": {
    "downloading": "Python을 내려받는 중…",
    "progress": "Python을 내려받는 중: {total}MB 중 {mb}MB…",
    "starting": "Python을 시작하는 중…",
    "lead": "검사기는 브라우저 안에서 실행되며, 불러오는 데 몇 초 걸립니다. 그동안 보드를 입력하거나 붙여 넣으세요. Python이 준비되는 대로 확인합니다."
  },
  "ru": {
    "downloading": "Загружаем Python…",
    "progress": "Загружаем Python: {mb} из {total} МБ…",
    "starting": "Запускаем Python…",
    "lead": "Проверка работает в вашем браузере, и ей нужно несколько секунд, чтобы загрузиться. Пока можно набрать или вставить поле: оно будет проверено, как только Python будет готов."
  },
  "zh": {
    "downloading": "正在下载 Python…",
    "progress": "正在下载 Python：{mb} / {total} MB…",
    "starting": "正在启动 Python…",
    "lead": "检查器在你的浏览器中运行，需要几秒钟加载。你可以先输入或粘贴棋盘：Python 一就绪就会检查。"
  }
};
const TAGS = { "ko": "ko", "ru": "ru", "zh": "zh-Hans" };

const link = decode(location.hash, location.search);

function chosenLanguage() {
  if (link.lang) return link.lang;
  let stored = "";
  try {
    stored = langOf(localStorage.getItem("slidepuzzle-lang"));
  } catch {
    // storage refused: nothing remembered
  }
  if (stored) return stored;
  for (const tag of navigator.languages || [navigator.language]) {
    if (langOf(tag)) return langOf(tag);
  }
  return "en";
}

/** The link's board, blank convention and goal in the boxes (unless text is there already). */
function openLink() {
  const board = document.getElementById("board");
  if (link.board === null || board.value) return;
  board.value = link.board;
  document.getElementById("largest-blank").checked = link.largestIsBlank;
  document.getElementById("goal").value = link.goal;
  document.getElementById("goal-text").value = link.goalText;
  document.getElementById("custom-goal").hidden = link.goal !== "custom";
}

openLink();
const box = document.getElementById("verdict");
const title = box.querySelector(".verdict-title");
const lang = chosenLanguage();
const words = lang in WORDS ? WORDS[lang] : box.dataset;
if (lang in WORDS) {
  document.documentElement.lang = TAGS[lang];
  box.querySelector(".verdict-text").textContent = words.lead;
}
let bytes = 0;
let downloaded = false;

/** Megabytes with one decimal as the language writes them: "13.5", in Russian "13,5". Not by
 * Intl.NumberFormat: making one took 13-61 ms here, on the page's thread before Python starts. */
const mb = (n) => (n / 1e6).toFixed(1).replace(".", lang === "ru" ? "," : ".");

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

/** A file of Pyodide's arrived (``name``, its ``size`` in bytes), in the page or in the worker
 * that makes Python's start-up on a first visit (python.mjs): each file counted once. */
const counted = new Set();
function arrived(name, size) {
  if (!name.includes("/vendor/pyodide/") || counted.has(name)) return;
  counted.add(name);
  bytes += size;
  if (name.endsWith(".wasm")) downloaded = true; // the largest file, asked for last
  say();
}

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) arrived(entry.name, entry.encodedBodySize);
}).observe({ type: "resource", buffered: true });
// python.mjs's DOWNLOADED (not imported: this module runs before Pyodide's loader has arrived).
document.addEventListener("slidepuzzle-downloaded", ({ detail }) => {
  arrived(detail.downloaded, detail.bytes);
});
say();
