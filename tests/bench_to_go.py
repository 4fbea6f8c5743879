"""The page's thread while the moves to go are found: the longest main-thread task (``longtask``
entries, tasks over 50 ms) from Play it yourself to the line saying them, in Chromium on `_site/`
(run `make site` first). The issue's measure: no task over 200 ms.

- a 3 x 3 on a fresh page: the distance table built in slices in the page's worker;
- a 3 x 3 again: the table kept, a lookup;
- 4 x 4s searched in the solver's worker (started on first use): 3, 10 and 80 moves away (the
  last unproven within the search's 20 s: "at least").

`.venv/bin/python tests/bench_to_go.py` prints each case's seconds and longest task.
"""

import os
import time

from bench_page import LONGEST_BLOCK, READY, SITE, TIMEOUT
from e2e.puzzle import PASTE
from e2e.serving import launch_args, serve
from playwright.sync_api import sync_playwright

CASES = [
    ("2 x 2, the first play", "1 2\n_ 3"),
    ("3 x 3, the table built", "1 2 3\n_ 4 6\n7 5 8"),
    ("3 x 3, the table kept", "8 6 7\n2 5 4\n3 _ 1"),
    ("4 x 4, the worker started", "1 2 3 4\n5 6 _ 8\n9 10 7 11\n13 14 15 12"),
    ("4 x 4, 10 moves", "5 1 2 3\n9 6 7 4\n13 10 11 8\n14 _ 15 12"),
    ("4 x 4, 80 moves (unproven)", "0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1"),
]
SETTLED = """() => (document.body.dataset.pending ?? '0') === '0'
    && !document.querySelector('#verdict').hasAttribute('aria-busy')"""
"""The page's worker has handled every event posted and the check is over."""
SAID = "() => /to go|never/.test(document.querySelector('#to-go').textContent)"


def main() -> None:
    if not (SITE / "index.html").exists():
        raise SystemExit("no _site/: run `make site` first")
    print(f"load average: {os.getloadavg()[0]:.2f}")
    with serve(SITE) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
        for name, board in CASES:
            page.evaluate(PASTE, board)
            page.wait_for_function(SETTLED, timeout=TIMEOUT)
            # the last case's line goes: the one awaited is written after Play (the page's worker
            # answers the paste and the click after they happen)
            page.evaluate("document.querySelector('#to-go').textContent = ''")
            page.evaluate(LONGEST_BLOCK)
            started = time.perf_counter()
            page.click("#play")
            page.wait_for_function(
                SAID + " && !/searching/.test(document.querySelector('#to-go').textContent)",
                timeout=TIMEOUT,
            )
            seconds = time.perf_counter() - started
            block = page.evaluate("window.longestBlock")
            said = page.inner_text("#to-go")
            print(f"  {name:28} {seconds:6.2f} s   longest task {block:4.0f} ms   {said}")
        browser.close()
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
