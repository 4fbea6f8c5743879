"""The page's entry point (PyScript runs this file in the page's worker, ``index.html``): connect
the page's events to ``page``.

Nothing but wiring: ``when`` records which handler hears which event (``page.wiring``; the DOM
side, ``static/page.mjs``, attaches the listeners and posts each event heard); each handler calls
one function of ``page.checking`` (the check), ``page.boxes`` (goals, examples),
``page.navigation`` (links, Back and Forward), ``page.read_as``, ``page.shuffling``,
``page.sharing``, ``page.language``, ``page.solve_panel`` (solve, stop, play), ``page.proof``
(the 3-cycle) or ``page.stage`` (playback, play by hand, the 3-cycle's steps). ``start`` fills
the examples menu, opens the link's board and enables the page. ``__export__``: what the DOM
side calls.
"""

from page import (
    boxes,
    checking,
    dom,
    drawn,
    editing,
    language,
    navigation,
    proof,
    read_as,
    sharing,
    shuffling,
    solve_panel,
    stage,
    swapping,
    to_go,
    turning,
    wiring,
)
from page.wiring import BROKEN, START, WINDOW, when
from page.wording import example_key
from polyscript import xworker
from slidepuzzle import EXAMPLES

NEED_PYTHON = ("lang", "example", "shuffle-options", "share-options")
"""The controls disabled in index.html until Python is ready (the boxes take text at once)."""


@when("change", "#lang")
def lang_chosen(event):
    """Another language: the whole page is written in it, nothing else changes (browsing the
    menu with the arrow keys is no choice yet: Enter or leaving it is)."""
    if not editing.browsed(event):
        menu_chosen("lang")


def menu_chosen(name):
    """A choice in the language or the examples menu, acted on."""
    if name == "lang":
        language.chosen()
        checking.schedule()  # the verdict, the picture, the link: made again in the new language
    else:
        boxes.example_chosen()


@when("keydown", "#lang, #example")
def menu_key(event):
    """Enter on a menu browsed with the arrow keys: the option shown is chosen."""
    if editing.menu_key(event):
        menu_chosen(event.target)


@when("blur", "#lang, #example")
def menu_left(event):
    """Leaving a menu browsed with the arrow keys: the option shown is chosen."""
    if editing.left_menu(event):
        menu_chosen(event.target)


@when("popstate", WINDOW)
@when("hashchange", WINDOW)
def address_changed(event):
    """A link pasted into the address bar, Back or Forward: show the board the address holds."""
    navigation.followed()


@when("input", "#board")
def board_typed(event):
    """An edit: the box no longer holds the example; check it after a pause in the typing (the
    page's own replacement of the text, undoable, is no edit: the DOM side sends none)."""
    boxes.edited(dom.edited_away(event))


@when("paste", "#board")
def board_pasted(event):
    """A paste: a long text is kept with the box, which shows its start (no megabytes laid out)."""
    taken = dom.taken_paste(event)
    if taken is not None:
        boxes.pasted(*taken)
    editing.bring_into_view("verdict")  # the paste's result, above an on-screen keyboard


@when("click", "#held-show")
def held_show_clicked(event):
    """Edit it all in the box: the long text the box keeps, laid out in it."""
    boxes.edit_held()


@when("input", "#goal-text")
def goal_typed(event):
    """An edit of the goal board: check again after a pause in the typing."""
    checking.schedule(checking.TYPING_PAUSE)


@when("change", "#goal")
def goal_chosen(event):
    """Another goal: show the goal board box if custom, check again."""
    boxes.goal_chosen()


@when("change", "#largest-blank")
def largest_toggled(event):
    """The other blank convention: check again."""
    checking.schedule()


@when("change", "#read-as")
def read_as_chosen(event):
    """Another reading of the paste (a shape), or the first again: check it read so."""
    read_as.chosen(dom.value("board"), dom.value("read-as"))
    checking.schedule()


@when("change", "#example")
def example_chosen(event):
    """A worked example: put it in the boxes (browsing the menu with the arrow keys is no
    choice yet: Enter or leaving it is)."""
    if not editing.browsed(event):
        boxes.example_chosen()


@when("click", "#shuffle")
def shuffle_clicked(event):
    """Shuffle a board as the options ask."""
    shuffling.shuffle_clicked()


@when("click", "#make-boards")
def make_clicked(event):
    """Make as many boards as the Boards box says, with the Shuffle's settings."""
    shuffling.make_clicked()


@when("click", "#restore")
def restore_clicked(event):
    """Put back the board a shuffle or an example replaced."""
    boxes.restore()


@when("click", "#swap-them")
def swap_clicked(event):
    """Swap the two tiles the fix names, in the Board box (Restore your text undoes it)."""
    boxes.swap_tiles(event.data.get("board", ""))


@when("click", "#rotate, #flip, #transpose")
async def turn_clicked(event):
    """Rotate, flip or transpose the board checked, into the Board box."""
    await turning.turn_clicked(event.target, checking.settled)


@when("change", "#show-invariant")
def show_invariant_toggled(event):
    """Show or hide the invariant's line under the board in play."""
    stage.show_invariant_clicked()


@when("change", "#picture-source")
def picture_chosen(event):
    """Numbers, the built-in picture or the reader's own on the stage."""
    stage.picture_chosen()


@when("change", "#show-numbers")
def show_numbers_toggled(event):
    """Show or hide the numbers over the picture."""
    stage.show_numbers_clicked()


@when("change", "#picture-file")
async def picture_file_chosen(event):
    """The reader's own image, cut into the tiles."""
    await stage.picture_file_chosen()


@when("keydown", "#grid")
async def grid_pick_key(event):
    """Space or Enter on a drawn tile picks it, or swaps it with the tile picked; Escape lets go
    (the arrow keys move the focus among the tiles: the DOM side's own)."""
    await swapping.key_pressed(drawn.pressed_cell(event), event.key, checking.settled)


@when("pointerdown", "#grid")
def grid_pressed(event):
    """The pointer went down on a drawn tile: a drag from it may swap it."""
    swapping.pressed(drawn.pressed_cell(event))


@when("pointerup", "#grid")
async def grid_released(event):
    """The pointer came up: on another drawn tile than it went down on, the two are swapped."""
    await swapping.released(drawn.released_cell(event), checking.settled)


@when("click", "#resize")
async def resize_clicked(event):
    """Set the drawn board to the rows and columns asked, in the Board box."""
    await swapping.resize_clicked(dom.field("grid-rows"), dom.field("grid-cols"), checking.settled)


@when("click", "#copy-link")
async def copy_link(event):
    """Copy the share link."""
    await sharing.copy_link()


@when("click", "#held-copy")
async def copy_held(event):
    """Copy the whole long text the Board box keeps."""
    await sharing.copy_held()


@when("click", "#copy-board")
async def copy_board(event):
    """Copy the board in the style chosen."""
    await sharing.copy_board(checking.settled)


@when("click", "#download-csv")
def download_csv(event):
    """Save the table of a paste of several boards."""
    checking.download_csv()


@when("click", "#solve")
async def solve_clicked(event):
    """Solve the board checked."""
    await solve_panel.solve_clicked(checking.settled)


@when("click", "#stop")
def stop_clicked(event):
    """Stop the solve under way."""
    solve_panel.stop_clicked()


@when("click", "#play")
async def play_clicked(event):
    """Play the board checked by hand."""
    await solve_panel.play_clicked(checking.settled)


@when("click", "#first, #back, #forward, #last")
def step_clicked(event):
    """Step through the playback: to the start, back, forward, to the end."""
    stage.solve.step_clicked(event.target)


@when("click", "#run")
def run_clicked(event):
    """Play or pause the playback."""
    stage.solve.run_clicked()


@when("change", "#speed")
def speed_chosen(event):
    """Another playback speed: tiles slide faster or slower."""
    stage.solve.slide_time()


@when("toggle", "#proof")
def proof_toggled(event):
    """The proof opened: the 3-cycle of the board checked goes on its stage."""
    proof.toggled()


@when("click", "#cycle-first, #cycle-back, #cycle-forward")
def cycle_step_clicked(event):
    """Step through the 3-cycle: to the start, back, forward."""
    stage.cycle.step_clicked(event.target.removeprefix("cycle-"))


@when("click", "#cycle-run")
def cycle_run_clicked(event):
    """Play or pause the 3-cycle."""
    stage.cycle.run_clicked()


@when("keydown", "#cycle-stage")
def cycle_key(event):
    """Left and right arrow keys on the 3-cycle's board: step back and forward."""
    dom.on_key(event, stage.cycle.key)


@when("click", "#cycle-solve")
async def cycle_solve_clicked(event):
    """Solve this board step by step, in the Solve panel."""
    await proof.solve_clicked(checking.settled)


@when("click", "#copy-moves")
async def copy_moves(event):
    """Copy the solution's moves."""
    await solve_panel.copy_moves()


@when("pointerdown", "#stage")
def stage_pressed(event):
    """The pointer went down on the board played by hand: a tap or a drag may follow."""
    stage.solve.pressed(*drawn.stage_pressed("stage", event))


@when("pointerup", "#stage")
def stage_released(event):
    """The pointer came up: a tap, or a drag towards the blank, slides the tile pressed and
    the tiles between it and the blank."""
    stage.solve.released(*drawn.pointer_at(event))


@when("pointercancel", "#stage")
def stage_let_go(event):
    """The browser took the pointer over (a scroll, a pinch): no tile slides."""
    stage.solve.pressed(None, 0.0, 0.0)


@when("keydown", "#stage")
def stage_key(event):
    """Arrow keys on the stage: slide a tile, or step the playback."""
    dom.on_key(event, stage.solve.key)


@when("click", "#undo")
def undo_clicked(event):
    """Take back a move played by hand."""
    stage.solve.undo_clicked()


@when("click", "#hint")
def hint_clicked(event):
    """Make the next move of the solution found (the moves to go follow)."""
    to_go.hint_clicked()


@when("click", "#reset")
def reset_clicked(event):
    """Start the board played by hand again (a new game on the clock)."""
    solve_panel.reset_clicked()


@when(*START)
def start(event):
    """Speak the reader's language, fill the examples menu, open a shared board if any, enable
    the controls, say ready (the DOM side's first event, once this side is up: the boxes hold
    what was typed meanwhile)."""
    language.choose(*dom.location())
    examples = [(str(number), example_key(example.name)) for number, example in enumerate(EXAMPLES)]
    dom.fill_menu(language.lang(), "example", examples)
    dom.fill_menu(language.lang(), "copy-style", sharing.copy_choices())
    navigation.start(*dom.location())  # keeps a board typed while Python started
    dom.show("custom-goal", dom.value("goal") == "custom")  # perhaps chosen while Python started
    for name in NEED_PYTHON:
        dom.enable(name)
    dom.busy(False, "app")
    dom.mark("ready", "true")
    checking.schedule()


@when(*BROKEN)
def page_broken(event):
    """The DOM side failed to make an op: the page is broken, the verdict says so."""
    checking.page_broken(event.data.get("error", ""))


wiring.hear_bulk(xworker)


def listeners():
    """The handlers' listeners for the DOM side, and the longest paste it leaves to the browser."""
    return wiring.listeners({"held_text": boxes.HELD_TEXT})


handle, answer, posted, imported = wiring.handle, wiring.answer, wiring.posted, wiring.imported
"""An event, a question's answer, a solver worker's message: from the DOM side; which modules
are imported: for the page's tests."""

__export__ = ["listeners", "handle", "answer", "posted", "imported"]
