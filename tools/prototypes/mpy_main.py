# The DOM side in MicroPython: the box's text to the named worker, its answer into the page.
# The marks time this script's own parts (tests/bench_designs.py splits the page's longest task).
import js

js.performance.mark("mpy: script runs")
from pyscript import document, when, workers  # noqa: E402

js.performance.mark("mpy: pyscript imported")

board = document.getElementById("board")
verdict = document.getElementById("verdict")


async def show():
    text = board.value
    if not text.strip():
        return
    checker = await workers["checker"]
    answer = await checker.check(text)
    if board.value == text:  # not superseded by a later input
        verdict.textContent = answer
        verdict.removeAttribute("aria-busy")
        document.body.dataset.ready = "true"


@when("input", "#board")
async def typed(event):
    await show()


js.performance.mark("mpy: handler set")
await show()  # noqa: F704 (PyScript runs a script with a top-level await)
