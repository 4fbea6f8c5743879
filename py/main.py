"""The page's entry point (PyScript runs this file): connect the page's events to ``page``.

Nothing but wiring: each handler calls one function of ``page.checker`` (the check, shuffles,
examples, links) or ``page.solve_panel`` (solve, playback, play by hand). ``start`` fills the
examples menu, opens the link's board and enables the page.
"""

from page import checker, dom, solve_panel
from page.wording import example_key
from pyscript import when
from slidepuzzle import EXAMPLES

NEED_PYTHON = ("lang", "example", "shuffle-options", "share-options")
"""The controls disabled in index.html until Python is ready (the boxes take text at once)."""


@when("change", "#lang")
def lang_chosen(event):
    """Another language: the whole page is written in it, nothing else changes."""
    checker.lang_chosen()


@when("input", "#board")
def board_typed(event):
    """An edit: the box no longer holds the example; check it after a pause in the typing."""
    dom.set_value("example", "")
    checker.forget_replaced()
    checker.schedule(checker.TYPING_PAUSE)


@when("input", "#goal-text")
def goal_typed(event):
    checker.schedule(checker.TYPING_PAUSE)


@when("change", "#goal")
def goal_chosen(event):
    checker.goal_chosen()


@when("change", "#largest-blank")
def largest_toggled(event):
    checker.schedule()


@when("change", "#example")
def example_chosen(event):
    checker.example_chosen()


@when("click", "#shuffle")
def shuffle_clicked(event):
    checker.shuffle_clicked()


@when("click", "#restore")
def restore_clicked(event):
    checker.restore()


@when("click", "#copy-link")
async def copy_link(event):
    await checker.copy_link()


@when("click", "#download-csv")
def download_csv(event):
    checker.download_csv()


@when("click", "#solve")
async def solve_clicked(event):
    await solve_panel.solve_clicked()


@when("click", "#stop")
def stop_clicked(event):
    solve_panel.stop_clicked()


@when("click", "#play")
async def play_clicked(event):
    await solve_panel.play_clicked()


@when("click", "#first, #back, #forward, #last")
def step_clicked(event):
    solve_panel.step_clicked(event.currentTarget.id)


@when("click", "#run")
def run_clicked(event):
    solve_panel.run_clicked()


@when("change", "#speed")
def speed_chosen(event):
    solve_panel.slide_time()


@when("click", "#copy-moves")
async def copy_moves(event):
    await solve_panel.copy_moves()


@when("click", "#stage")
def stage_clicked(event):
    solve_panel.stage_clicked(event)


@when("keydown", "#stage")
def stage_key(event):
    solve_panel.stage_key(event)


@when("click", "#undo")
def undo_clicked(event):
    solve_panel.undo_clicked()


@when("click", "#reset")
def reset_clicked(event):
    solve_panel.reset_clicked()


def start():
    """Speak the reader's language, fill the examples menu, open a shared board if any, enable
    the controls, say ready."""
    checker.choose_lang(*dom.location())
    examples = [(str(number), example_key(example.name)) for number, example in enumerate(EXAMPLES)]
    dom.fill_menu("example", examples)
    checker.open_link(*dom.location())  # keeps a board typed while Python started
    dom.show("custom-goal", dom.value("goal") == "custom")  # perhaps chosen while Python started
    for name in NEED_PYTHON:
        dom.enable(name)
    dom.el("app").removeAttribute("aria-busy")
    checker.schedule()
    dom.mark_ready()


start()
