"""The page's designs measured side by side (issue 29): the prototypes of `tools/prototypes/`
against the bare PyScript page and the app as built, each round in new browser profiles.

The designs: MicroPython on the page's thread with Pyodide in a named worker (`mpy.html`), the same
with plain JavaScript on the page's thread (`js.html`; `js_kept.html` with the worker's Python
start-up kept in Cache Storage as a snapshot, as the app keeps it), the page's Python in a
worker reaching the page through Atomics (`dom-worker.html`, served with the cross-origin
isolation headers, and without them, isolated by a service worker and a reload: `coi.js`), and
the app (`_site/`). Each
prototype's working side is the same Pyodide worker (`checker.py`), which imports the core from
the site's `py/modules.zip`, as the app does. For each: a first visit in a new profile with a 4 x 4
typed into the Board box at the first paint (how long the typing took to land, the time from
navigation and from that paint to its verdict, the longest main-thread task), then a return visit
in a new tab of the same profile (the HTTP cache, compiled code and Cache Storage kept). Then
two pages that split the MicroPython page's longest task (MicroPython started alone; PyScript on
MicroPython with no code of ours), and one traced first visit of each design: what its longest
task ran (the sampling profiler's time by the runtime's entry point, wasm compiled, garbage
collected).

Needs `make site` (the vendored runtime) and the npm packages (`node_modules/`, for MicroPython).
"""

import json
import os
import statistics
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from bench_page import (
    FIRST_PAINT,
    FOUR_BY_FOUR,
    SETTLED,
    SITE,
    TIMEOUT,
    VERDICT_SHOWN,
    bare_site,
    cold_start,
    listed,
)
from e2e.serving import ISOLATED, launch_args, serve
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

ROUNDS = int(os.environ.get("BENCH_DESIGN_ROUNDS", "3"))
"""Interleaved rounds of every design (seven designs a round: about 2 minutes a round here)."""

ROOT = Path(__file__).resolve().parents[1]
PROTOTYPES = ROOT / "tools/prototypes"
ALSO = os.environ.get("BENCH_ALSO")
"""Another built site (a folder, e.g. a branch's ``_site/`` built elsewhere) measured as the app
is, beside it: ``BENCH_ALSO=folder``."""
MICROPYTHON = ROOT / "node_modules/@micropython/micropython-webassembly-pyscript"


def prototypes_site(folder: Path) -> Path:
    """The prototypes beside the built site's runtime and archive (links, nothing copied)."""
    for path in PROTOTYPES.iterdir():
        (folder / path.name).symlink_to(path)
    (folder / "static").symlink_to(SITE / "static", target_is_directory=True)
    (folder / "py").symlink_to(SITE / "py", target_is_directory=True)
    (folder / "micropython").symlink_to(MICROPYTHON, target_is_directory=True)
    return folder


@dataclass(frozen=True)
class Design:
    name: str
    page: str  # the page's address below its server's root: "" for the app
    server: str  # "app", "plain" or "isolated"
    isolated: bool = False  # the verdict is awaited in a cross-origin isolated document


DESIGNS = (
    Design("the app as built (main)", "", "app"),
    Design("mpy + Pyodide worker", "mpy.html", "plain"),
    Design("js + Pyodide worker", "js.html", "plain"),
    Design("js + worker, start-up kept", "js_kept.html", "plain"),
    Design("py worker + DOM, headers", "dom-worker.html", "isolated", isolated=True),
    Design("py worker + DOM, sw+reload", "dom-worker.html", "plain", isolated=True),
)
SPLITS = (
    Design("MicroPython alone", "mpy_alone.html", "plain"),
    Design("bare PyScript on MicroPython", "mpy_bare.html", "plain"),
)

WATCH = """(() => {
    let store;
    try {
        store = window.sessionStorage;
        store.getItem("bench");
    } catch {
        return; // about:blank
    }
    const FIRST = "bench: first navigation", TASKS = "bench: long tasks";
    if (store.getItem(FIRST) === null) store.setItem(FIRST, String(performance.timeOrigin));
    window.sinceFirstNavigation = () =>
        performance.timeOrigin + performance.now() - Number(store.getItem(FIRST));
    new PerformanceObserver(list => {
        const tasks = JSON.parse(store.getItem(TASKS) || "[]");
        for (const task of list.getEntries()) {
            tasks.push([performance.timeOrigin + task.startTime, task.duration]);
        }
        store.setItem(TASKS, JSON.stringify(tasks));
    }).observe({type: "longtask", buffered: true});
})();"""
"""An init script: ms since the tab's first navigation (a reload keeps counting), and every long
task of the tab's documents (a reload's too) in sessionStorage: its start (ms since the epoch)
and length."""
TASKS = "JSON.parse(sessionStorage.getItem('bench: long tasks') || '[]')"
LONGEST = f"Math.max(0, ...{TASKS}.map(([start, length]) => length))"
SCRIPT_RUNS = "mpy: script runs"
"""The mark the MicroPython prototype sets at its script's first line (``mpy_main.py``)."""
SPLIT = f"""(() => {{
    const mark = performance.getEntriesByName("{SCRIPT_RUNS}")[0];
    if (!mark) return null;
    const at = performance.timeOrigin + mark.startTime;
    const [start, length] = {TASKS}.reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
    return start <= at && at <= start + length ? [at - start, start + length - at] : null;
}})()"""
"""The longest task's ms before and after the prototype's script began, if it began within."""


ANSWERED = f"""() => {{
    const verdict = document.querySelector("#verdict");
    const title = verdict.querySelector(".verdict-title") ?? verdict;
    return /solv|no verdict/i.test(title.textContent) && ({VERDICT_SHOWN})();
}}"""
"""The verdict of the typed board shown (not a "starting" state): the app's title says
"Solvable", "Already solved" or "No verdict", a prototype's answer "solvable: ..."."""
SAVED = """async () => {
    if (navigator.serviceWorker.controller === null) return false;
    for (const name of await caches.keys()) {
        if (name.startsWith("slidepuzzle snapshot ")
            && (await (await caches.open(name)).keys()).length > 0) return true;
    }
    return false;
}"""
"""Another build's first visit settled: the site cached, a snapshot saved (``SETTLED`` also asks
for main's localStorage note)."""


def until(page, expression: str):
    """The truthy value of ``expression``, waited for across the page's reloads."""
    deadline = time.perf_counter() + TIMEOUT / 1000
    while True:
        try:
            return page.wait_for_function(expression, timeout=TIMEOUT).json_value()
        except PlaywrightError as error:  # the document went away (a reload): look again
            if time.perf_counter() > deadline or "Timeout" in str(error):
                raise


@dataclass(frozen=True)
class Visit:
    typed: float  # seconds the typed board took to land in the box
    verdict: float  # seconds from the (first) navigation to the verdict
    after_paint: float  # seconds from the first paint (of the isolated document) to the verdict
    longest: float  # ms, the longest main-thread task of the visit, from navigation on
    kept: bool  # the box held the typed board alone when the verdict came
    split: tuple[float, float] | None  # ms of the longest task before and from the mark


def typed_visit(context, url: str, design: Design) -> Visit:
    """A visit in a new tab, a 4 x 4 typed into the Board box at the first paint."""
    page = context.new_page()
    page.goto(url, wait_until="commit")
    painted = f"({FIRST_PAINT}) !== null"
    until(page, f"crossOriginIsolated && {painted}" if design.isolated else painted)
    started = time.perf_counter()
    page.locator("#board").fill(FOUR_BY_FOUR)
    typed = time.perf_counter() - started
    shown = until(page, ANSWERED)
    since, paint, longest, split = page.evaluate(
        f"[window.sinceFirstNavigation(), {FIRST_PAINT}, {LONGEST}, {SPLIT}]"
    )
    kept = page.input_value("#board") == FOUR_BY_FOUR
    visit = Visit(
        typed, since / 1000, (shown - paint) / 1000, longest, kept, split and tuple(split)
    )
    if not design.page:  # the app: its first visit's work after the verdict (cache, snapshot)
        settled = SETTLED if design.server == "app" else SAVED
        for _ in range(TIMEOUT // 250):
            if page.evaluate(settled):
                break
            page.wait_for_timeout(250)
    else:
        page.wait_for_timeout(1000)  # the HTTP cache and code cache written
    page.close()
    return visit


def first_and_return(playwright, url: str, design: Design) -> tuple[Visit, Visit]:
    """A first visit in a new browser profile, then a return visit in a new tab of it."""
    with tempfile.TemporaryDirectory() as folder:
        context = playwright.chromium.launch_persistent_context(folder, **launch_args())
        context.add_init_script(WATCH)
        first = typed_visit(context, url, design)
        again = typed_visit(context, url, design)
        context.close()
    return first, again


def split_visit(playwright, url: str) -> float:
    """The longest main-thread task (ms) of a first visit to a page that sets data-ready."""
    with tempfile.TemporaryDirectory() as folder:
        context = playwright.chromium.launch_persistent_context(folder, **launch_args())
        context.add_init_script(WATCH)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=TIMEOUT)
        page.wait_for_timeout(200)  # the observer's last report
        longest = page.evaluate(LONGEST)
        context.close()
    return longest


TRACED = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "toplevel",
    "v8",
    "v8.execute",
    "v8.wasm",
    "disabled-by-default-v8.cpu_profiler",
]


PYSCRIPT = "/vendor/pyscript/"


def named(frame: dict) -> str:
    """A profiled frame: its function and file."""
    return f"{frame['functionName'] or '(anonymous)'} ({frame['url'].rsplit('/', 1)[-1]})"


def longest_task_parts(trace: dict) -> tuple[float, float, float, list[tuple[str, float]]]:
    """Of a trace's longest task on a page's main thread: its ms, the ms of wasm compiled lazily
        and of garbage collected in it, and the sampling profiler's ms by the outermost frame of the
        first script outside PyScript's own (a function and its file: MicroPython's or Pyodide's
    entry, the page's code) under which the time went; else PyScript's outermost."""
    events = trace["traceEvents"]
    pages = {  # the renderers of the page's documents (the browser traces others too)
        e["args"]["data"]["processId"]
        for e in events
        if e["name"] == "FrameCommittedInBrowser"
        and e["args"]["data"].get("url", "").startswith("http://127.0.0.1")
    }
    mains = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("ph") == "M"
        and e["name"] == "thread_name"
        and e["args"]["name"] == "CrRendererMain"
        and e["pid"] in pages
    }
    on_main = [e for e in events if (e.get("pid"), e.get("tid")) in mains and e.get("ph") == "X"]
    task = max((e for e in on_main if e["name"] == "RunTask"), key=lambda e: e.get("dur", 0))
    start, end, thread = task["ts"], task["ts"] + task["dur"], (task["pid"], task["tid"])

    def inside(e) -> bool:
        return (e["pid"], e["tid"]) == thread and start <= e["ts"] and e["ts"] + e["dur"] <= end

    wasm = sum(e["dur"] for e in on_main if e["name"] == "wasm.CompileLazy" and inside(e))
    gc = sum(e["dur"] for e in on_main if e["name"] in ("MajorGC", "MinorGC") and inside(e))
    nodes: dict[int, dict] = {}
    samples: list[tuple[float, int]] = []
    profile = next(
        e for e in events if e["name"] == "Profile" and (e.get("pid"), e.get("tid")) == thread
    )  # its chunks come from the profiler's own thread, with the profile's id (per process)
    clock = profile["args"]["data"]["startTime"]
    for e in events:
        if e["name"] == "ProfileChunk" and (e["pid"], e.get("id")) == (thread[0], profile["id"]):
            data = e["args"]["data"]
            for node in data.get("cpuProfile", {}).get("nodes", []):
                nodes[node["id"]] = node
            for sample, delta in zip(
                data.get("cpuProfile", {}).get("samples", []),
                data.get("timeDeltas", []),
                strict=True,
            ):
                clock += delta
                samples.append((clock, sample))
    within = [(t, s) for t, s in samples if start <= t <= end]
    spent: Counter[str] = Counter()
    for (t, sample), (later, _) in zip(within, [*within[1:], (end, 0)], strict=True):
        chain, node = [], nodes.get(sample)
        while node:
            chain.append(node["callFrame"])
            node = nodes.get(node.get("parent"))
        scripts = [f for f in reversed(chain) if f.get("url")]  # outermost first
        entry = next((f for f in scripts if PYSCRIPT not in f["url"]), None)
        frame = entry or (scripts[0] if scripts else None)
        spent[named(frame) if frame else "(no script: the browser's own work)"] += later - t
    parts = [(where, us / 1000) for where, us in spent.most_common(4)]
    return task["dur"] / 1000, wasm / 1000, gc / 1000, parts


def traced_visit(playwright, url: str, design: Design) -> tuple:
    """A first visit (a fresh context) traced; ``longest_task_parts`` of it."""
    browser = playwright.chromium.launch(**launch_args())
    page = browser.new_context().new_page()
    browser.start_tracing(page=page, categories=TRACED)
    page.goto(url, wait_until="commit")
    until(
        page, f"({FIRST_PAINT}) !== null" + (" && crossOriginIsolated" if design.isolated else "")
    )
    page.locator("#board").fill(FOUR_BY_FOUR)
    until(page, ANSWERED)
    trace = json.loads(browser.stop_tracing())
    browser.close()
    return longest_task_parts(trace)


def med(values) -> float:
    return statistics.median(values)


def main() -> None:
    if not (SITE / "index.html").exists():
        raise SystemExit("no _site/: run `make site` first")
    if not MICROPYTHON.exists():
        raise SystemExit("no MicroPython in node_modules/: run `make setup` first")
    load = f"{os.getloadavg()[0]:.2f}"
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    with (
        tempfile.TemporaryDirectory() as bare_root,
        tempfile.TemporaryDirectory() as prototypes_root,
        serve(SITE) as app_url,
        serve(bare_site(Path(bare_root)), "bare") as bare_url,
        serve(prototypes_site(Path(prototypes_root)), "designs") as plain_url,
        serve(Path(prototypes_root), "designs", ISOLATED) as isolated_url,
        serve(Path(ALSO or SITE), "also") as also_url,
        sync_playwright() as playwright,
    ):
        roots = {"app": app_url, "plain": plain_url, "isolated": isolated_url, "also": also_url}
        designs = DESIGNS + ((Design(f"another build ({ALSO})", "", "also"),) if ALSO else ())

        def url(design: Design) -> str:
            return roots[design.server] + design.page

        cold_start(playwright, bare_url)  # warm the disk cache and the servers once
        for design in DESIGNS[:2]:  # the app's files, MicroPython's
            first_and_return(playwright, url(design), design)
        bare: list[float] = []
        visits: dict[str, list[tuple[Visit, Visit]]] = {d.name: [] for d in designs}
        splits: dict[str, list[float]] = {d.name: [] for d in SPLITS}
        for _ in range(ROUNDS):
            bare.append(cold_start(playwright, bare_url)[1])
            for design in designs:
                visits[design.name].append(first_and_return(playwright, url(design), design))
            for design in SPLITS:
                splits[design.name].append(split_visit(playwright, url(design)))
        traced = {d.name: traced_visit(playwright, url(d), d) for d in designs}

    bare_ready = med(bare)
    print(f"{started}; load average before and after: {load} / {os.getloadavg()[0]:.2f}")
    print(f"{ROUNDS} interleaved rounds, each design in a new browser profile; medians, then")
    print("each round's figures in the order measured. Ready: navigation to the verdict of a")
    print("4 x 4 typed at the first paint, by the page's clock; the bare page: to data-ready.")
    print(f"  bare PyScript page (Pyodide), ready      {bare_ready:6.2f} s   ({listed(bare)})")
    for design in designs:
        rounds = visits[design.name]
        first = [r[0] for r in rounds]
        again = [r[1] for r in rounds]
        ready = [v.verdict for v in first]
        print(f"{design.name}:")
        print(f"  first visit: ready                       {med(ready):6.2f} s   ({listed(ready)})")
        print(
            f"    ratio to the bare page                 {med(ready) / bare_ready:6.3f}     "
            f"(each round: {listed([r / b for r, b in zip(ready, bare, strict=True)], 3)})"
        )
        paint = [v.after_paint for v in first]
        print(f"    first paint to verdict                 {med(paint):6.2f} s   ({listed(paint)})")
        typed = [v.typed for v in first]
        print(f"    the typed board landed after           {med(typed):6.2f} s   ({listed(typed)})")
        kept = sum(v.kept for v in first)
        print(f"    the box held the typed board alone     {kept} of {ROUNDS} visits")
        longest = [v.longest for v in first]
        print(
            f"    longest main-thread task               {med(longest):6.0f} ms  "
            f"({listed(longest, 0)})"
        )
        parted = [v.split for v in first if v.split]
        if design.page == "mpy.html":
            print(
                f"    of it, before the script's first line  "
                f"{med(b for b, _ in parted) if parted else 0:6.0f} ms  "
                f"({listed([b for b, _ in parted], 0)}), from it on "
                f"({listed([a for _, a in parted], 0)}); the script began outside the longest "
                f"task in {ROUNDS - len(parted)} of {ROUNDS} visits"
            )
        ready_again = [v.verdict for v in again]
        print(
            f"  return visit: ready                      {med(ready_again):6.2f} s   "
            f"({listed(ready_again)})"
        )
        print(f"    ratio to the first visit               {med(ready_again) / med(ready):6.3f}")
        longest = [v.longest for v in again]
        print(
            f"    longest main-thread task               {med(longest):6.0f} ms  "
            f"({listed(longest, 0)})"
        )
    print("the MicroPython page's longest task split (first visits, longest task):")
    for design in SPLITS:
        tasks = splits[design.name]
        print(f"  {design.name:40} {med(tasks):6.0f} ms  ({listed(tasks, 0)})")
    print("one traced first visit each: its longest main-thread task, and what ran in it")
    print("(the profiler's time by the entry point it ran under; wasm compiled lazily and")
    print("garbage collected within it; tracing slows the page):")
    for name, (duration, wasm, gc, parts) in traced.items():
        print(f"  {name}: {duration:,.0f} ms; of it wasm compiled {wasm:,.0f} ms, GC {gc:,.0f} ms")
        for where, ms in parts:
            print(f"    {ms:7.1f} ms  under {where}")
