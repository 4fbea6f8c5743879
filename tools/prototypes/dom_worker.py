# The page's Python in a worker, reading and writing the page itself (synchronously, through
# Atomics: the page must be cross-origin isolated).
from checker import check
from pyscript import document, when

board = document.getElementById("board")
verdict = document.getElementById("verdict")


def show():
    text = board.value
    if text.strip():
        verdict.textContent = check(text)
        verdict.removeAttribute("aria-busy")
        document.body.dataset.ready = "true"


@when("input", "#board")
def typed(event):
    show()


show()  # a board typed before the worker was up
