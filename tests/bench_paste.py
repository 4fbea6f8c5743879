"""Big pastes of many small boards: does the page keep answering (issue 17, Never block)?

For pastes of 0.5 MB and 5 MB of 3 x 3 boards (a blank line between them), each measured by the
page's own clock (``performance.now()``):

- the paste's own task: a ``paste`` event (as Ctrl+V sends), which the page takes over: it keeps
  the text with the box, which shows only its first lines (laying megabytes out in a box takes the
  browser seconds, and its own editing pipeline longer), and starts the check;
- the time from the paste to "Checking…" painted in the verdict box;
- the longest main-thread task from the paste on, the paste's own included (Long Tasks API: every
  task over 50 ms), and what the longest frames spent it on (Long Animation Frames: scripts,
  style and layout);
- 0.5 MB: while checking and while writing the table, and the time to the whole table;
  5 MB: in the first 20 s of its check, then a board typed into the box: the time it waits
  for its own verdict.

The goal on a quiet machine: the longest task and the time to "Checking…" under 200 ms each.
"""

import os
import time
from pathlib import Path

from e2e.puzzle import PASTE, PASTE_EVENT
from e2e.serving import launch_args, serve
from playwright.sync_api import sync_playwright
from slidepuzzle import random_board

SITE = Path(__file__).resolve().parents[1] / "_site"
TIMEOUT = 600_000
SIZES = tuple(int(size) for size in os.environ.get("PASTE_SIZES", "500000").split())
"""Pastes measured to their whole table."""
TYPED_DURING = int(os.environ.get("PASTE_TYPED", "5000000"))
"""The paste whose check a board is typed into (after ``CHECK_WATCHED`` seconds of it)."""
CHECK_WATCHED = 20
SMALL = "2 1 3\n4 5 6\n7 8 0"
"""The board typed during the big check (not solvable)."""

WATCH = """() => {
    window.watch = {tasks: [], frames: [], checking: null, checked: null};
    if (!window.taskWatch) {
        window.taskWatch = new PerformanceObserver(list => {
            for (const task of list.getEntries()) {
                window.watch.tasks.push([task.startTime, task.duration]);
            }
        });
        window.taskWatch.observe({type: "longtask"});
        new PerformanceObserver(list => {  // what the long frames spent their time on
            for (const frame of list.getEntries()) {
                const script = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
                const layout = frame.startTime + frame.duration - frame.styleAndLayoutStart;
                window.watch.frames.push([frame.startTime, frame.duration, script, layout]);
            }
        }).observe({type: "long-animation-frame"});
        new MutationObserver(() => {
            const seen = document.querySelector("#verdict").textContent;
            if (window.watch.checking === null && seen.includes("Checking")) {
                window.watch.checking = 0;  // painted: the frame after this one has begun
                requestAnimationFrame(() => setTimeout(() => {
                    window.watch.checking = performance.now();
                }));
            }
            if (window.watch.checked === null
                && !document.querySelector("#verdict").hasAttribute("aria-busy")) {
                window.watch.checked = performance.now();  // the check applied: the table next
            }
        }).observe(document.querySelector("#verdict"),
                   {childList: true, subtree: true, characterData: true, attributes: true});
    }
}"""
TIMED_PASTE = f"""text => {{
    const started = performance.now();
    const taken = ({PASTE_EVENT})(text);
    const handled = performance.now();
    Object.assign(window.watch, {{started, handler: handled - started, handled, taken,
                                  shown: document.querySelector("#board").value.length}});
}}"""
TABLE_SHOWN = """count => !document.querySelector('#verdict').hasAttribute('aria-busy')
    && document.querySelectorAll('#batch-rows tr').length === count"""
CHECKED = "!document.querySelector('#verdict').hasAttribute('aria-busy')"
PROGRESS = """() => /Reading the boards: [1-9]|Checking board/.test(
    document.querySelector('#verdict').textContent)"""
SMALL_SHOWN = """() => !document.querySelector('#verdict').hasAttribute('aria-busy')
    && document.querySelector('#verdict .verdict-title').textContent === 'Not solvable'
    && performance.now()"""


def many_boards(size: int) -> tuple[str, int]:
    """About ``size`` characters of 3 x 3 boards, a blank line between them; and how many."""
    boards = [str(random_board(3, seed=seed)) for seed in range(500)]
    text, count, chars = [], 0, 0
    while chars < size:
        board = boards[count % len(boards)]
        text.append(board)
        chars += len(board) + 2
        count += 1
    return "\n\n".join(text), count


def big_paste(page, text: str, count: int) -> dict:
    """By the page's clock (ms): the paste's task (the page's handler), "Checking…" painted
    after the paste, the longest task from the paste on (the paste's, the check's slices, the
    table's); and seconds to the whole table."""
    page.evaluate(PASTE, "")
    page.wait_for_function(CHECKED, timeout=TIMEOUT)
    page.evaluate(WATCH)
    started = time.perf_counter()
    page.evaluate(TIMED_PASTE, text)
    page.wait_for_function(TABLE_SHOWN, arg=count, timeout=TIMEOUT, polling=1000)
    watch = page.evaluate("window.watch")
    tasks = [(start, duration) for start, duration in watch["tasks"] if start >= watch["started"]]
    checked = watch["checked"]
    return {
        "taken": watch["taken"],
        "shown": watch["shown"],
        "handler": watch["handler"],
        "checking": (watch["checking"] or watch["started"]) - watch["started"],
        "check": max((duration for start, duration in tasks if start < checked), default=0),
        "table": max((duration for start, duration in tasks if start >= checked), default=0),
        "checked": checked,
        "seconds": time.perf_counter() - started,
        "frames": [frame for frame in watch["frames"] if frame[0] >= watch["started"]],
    }


def typed_during(page, text: str) -> dict:
    """A big paste, its check watched for ``CHECK_WATCHED`` seconds of slices, then a board
    typed: by the page's clock (ms), the paste's parts and "Checking…" as ``big_paste`` gives
    them, the longest task of the check so far, how far it got, and the typed board's wait."""
    page.evaluate(PASTE, "")
    page.wait_for_function(CHECKED, timeout=TIMEOUT)
    page.evaluate(WATCH)
    page.evaluate(TIMED_PASTE, text)
    page.wait_for_function(PROGRESS, timeout=TIMEOUT, polling=50)
    page.wait_for_timeout(CHECK_WATCHED * 1000)  # a bench, not a test: slices run meanwhile
    started, progress = page.evaluate(
        """small => {
            const started = performance.now();
            const progress = document.querySelector("#verdict").textContent;
            const box = document.querySelector("#board");
            box.value = small;
            box.dispatchEvent(new Event("input", {bubbles: true}));
            return [started, progress];
        }""",
        SMALL,
    )
    shown = page.wait_for_function(SMALL_SHOWN, timeout=TIMEOUT, polling=20).json_value()
    watch = page.evaluate("window.watch")
    slices = [duration for start, duration in watch["tasks"] if watch["started"] <= start < started]
    return {
        "taken": watch["taken"],
        "shown": watch["shown"],
        "handler": watch["handler"],
        "checking": (watch["checking"] or watch["started"]) - watch["started"],
        "check": max(slices, default=0),
        "progress": progress.split(".")[0].split("…")[-1].strip(),
        "waited": shown - started,
    }


def taken(got: dict) -> str:
    """How the page took the paste: the paste's task, what the box shows, "Checking…" painted."""
    kept = "kept with the box, which shows" if got["taken"] else "NOT taken: the box has"
    return (
        f"the paste's task (the page's handler) {got['handler']:,.0f} ms, {kept} "
        f"{got['shown']:,} characters; 'Checking…' painted {got['checking']:,.0f} ms after it"
    )


def main() -> None:
    if not (SITE / "index.html").exists():
        raise SystemExit("no _site/: run `make site` first")
    load = f"{os.getloadavg()[0]:.2f}"
    with serve(SITE) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        page = browser.new_context().new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=TIMEOUT)
        print("big pastes of 3 x 3 boards (page's clock; goal on a quiet machine: < 200 ms):")
        for size in SIZES:
            text, count = many_boards(size)
            got = big_paste(page, text, count)
            print(
                f"  {len(text) / 1e6:.1f} MB, {count:,} boards: {taken(got)}; the longest task "
                f"from the paste on: {got['check']:,.0f} ms while checking, {got['table']:,.0f} "
                f"ms while writing the table; the whole table after {got['seconds']:.1f} s"
            )
            for name, frames in (
                ("checking", [frame for frame in got["frames"] if frame[0] < got["checked"]]),
                ("writing the table", [f for f in got["frames"] if f[0] >= got["checked"]]),
            ):
                if frames:
                    _, duration, script, layout = max(frames, key=lambda frame: frame[1])
                    print(
                        f"    the longest frame {name}: {duration:,.0f} ms, of which scripts "
                        f"{script:,.0f} ms, style and layout {layout:,.0f} ms"
                    )
        text, count = many_boards(TYPED_DURING)
        got = typed_during(page, text)
        print(
            f"  {len(text) / 1e6:.1f} MB, {count:,} boards: {taken(got)}; the longest task in "
            f"its first {CHECK_WATCHED} s of checking {got['check']:,.0f} ms ({got['progress']})"
        )
        print(f"  then a board typed: its verdict after {got['waited']:,.0f} ms")
        browser.close()
    print(f"load average before and after: {load} / {os.getloadavg()[0]:.2f}")
