"""The check, natively: the pure check (``page.check``) and the checks run against a fake page
(``page.checking``, ``page.boxes``, ``page.shuffling``, ``page.sharing``, ``page.language``)."""

import asyncio

import fakedom
import pytest
from fakedom import run, web, window
from page import boxes, check, checking, dom, language, sharing, shuffling, solve_panel, view
from page.check import Checked, Inputs, Outcome, check_steps
from page.links import Boxes, encode
from slidepuzzle import goal_board, parse_board, random_board


def finish(steps):
    """Run a check's steps to their end, as the page does in slices."""
    shown = []
    while True:
        try:
            shown.append(next(steps)())
        except StopIteration as end:
            return end.value, shown


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def type_board(text: str) -> None:
    web.page["board"].value = text


async def settle() -> None:
    """Wait until every check and shuffle under way has ended."""
    while checking.state.working or not checking.state.done.is_set():
        await asyncio.sleep(0.001)


# The pure check


def test_a_board_is_checked_into_its_view_and_value():
    outcome, _ = finish(check_steps(Inputs(Boxes("8 6 7\n2 5 4\n3 _ 1"))))
    assert isinstance(outcome, Outcome)
    assert outcome.checked is not None and outcome.checked.verdict.solvable
    assert outcome.checked.board == parse_board("8 6 7\n2 5 4\n3 _ 1")
    assert outcome.view.status.title == "Solvable" and outcome.view.picture is not None
    assert "board=8+6+7" in outcome.view.share.fragment


def test_bad_boxes_say_which_box_and_check_nothing():
    bad_board, _ = finish(check_steps(Inputs(Boxes("1 2\n3 3"))))
    assert bad_board.checked is None and set(bad_board.view.errors) == {"board"}
    bad_goal, _ = finish(check_steps(Inputs(Boxes("1 2\n3 _", "custom", "1 2 3"))))
    assert bad_goal.checked is None and set(bad_goal.view.errors) == {"goal-text"}


@pytest.mark.parametrize("text", ["", "  ", "\n\t\n"])
def test_an_emptied_box_asks_for_a_board_and_marks_nothing_wrong(text):
    empty, _ = finish(check_steps(Inputs(Boxes(text))))
    assert empty.checked is None and empty.view.errors == {}
    assert empty.view.status.title == "No board yet" and empty.view.status.kind == ""
    assert empty.view.status.sentences[0].startswith("Type or paste a board")


def test_the_check_speaks_its_inputs_language():
    outcome, _ = finish(check_steps(Inputs(Boxes("1 2\n3 _"), "ko")))
    assert outcome.view.status.title != "Solvable" and outcome.checked is not None


def test_a_shuffle_s_own_text_is_not_read_again():
    board = random_board(3, 3, seed=1)
    other = parse_board("1 2 3\n4 5 6\n7 _ 8")
    outcome, _ = finish(check_steps(Inputs(Boxes(str(board))), (str(board), other)))
    assert outcome.checked is not None and outcome.checked.board == other
    changed, _ = finish(check_steps(Inputs(Boxes(str(board) + " ")), (str(board), other)))
    assert changed.checked is not None and changed.checked.board == board


def test_a_paste_of_several_boards_gives_rows_and_no_single_board():
    outcome, _ = finish(check_steps(Inputs(Boxes("1 2\n3 _\n\n2 1\n3 _\n\n1 1"))))
    assert outcome.checked is None and len(outcome.rows) == 3
    assert outcome.view.batch is not None and outcome.view.batch.count == 3


def test_a_big_check_shows_its_progress_and_an_unforeseen_failure_says_so(monkeypatch):
    text = str(random_board(200, 200, seed=3))
    assert check.opening(Inputs(Boxes(text))) is not None
    outcome, shown = finish(check_steps(Inputs(Boxes(text))))
    assert outcome.checked is not None and shown
    assert all(status.kind in ("checking", "solvable", "unsolvable") for status in shown)

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(check, "board_view", broken)
    failed, _ = finish(check_steps(Inputs(Boxes("1 2\n3 _"))))
    assert failed.checked is None and failed.view.status.title == "The check failed"


# The checks on the page


def test_a_check_reads_the_boxes_once_renders_and_hands_the_board_to_the_panel():
    type_board("1 2\n3 _")

    async def scenario():
        checking.schedule()
        web.page["board"].value = "garbage that is read by nobody"
        return await checking.settled()

    checked = run(scenario())
    assert isinstance(checked, Checked) and checked.board == parse_board("1 2\n3 _")
    assert "Solvable" in web.page["verdict"].innerHTML
    assert "aria-busy" not in web.page["verdict"].attributes
    assert web.page["solve-section"].hidden is False
    assert solve_panel.state.checked == checked


def test_a_newer_check_replaces_an_older_one():
    huge = str(random_board(300, 300, seed=5))
    type_board(huge)

    async def scenario():
        checking.schedule()
        await asyncio.sleep(0.06)  # the huge check is under way, in slices
        type_board("2 1\n3 _")
        checking.schedule()
        await settle()

    run(scenario())
    assert checking.state.working == 0
    assert checking.state.checked is not None
    assert checking.state.checked.board == parse_board("2 1\n3 _")
    assert "Not solvable" in web.page["verdict"].innerHTML
    assert web.page["body"].dataset.working == "0"


def many_boards(count: int) -> str:
    return "\n\n".join(str(random_board(3, seed=seed)) for seed in range(count))


def test_a_paste_of_many_boards_is_read_in_slices_from_its_first_lines():
    """The scan that finds the boards yields too: no step waits for the whole paste's scan."""
    text = many_boards(3000)
    shown = []
    steps = check_steps(Inputs(Boxes(text)))
    while True:
        try:
            shown.append(next(steps)().sentences)
        except StopIteration as end:
            outcome = end.value
            break
    reading = [line for line in shown if line[0].startswith("Reading the boards")]
    assert reading[0] == ("Reading the boards: 0%.",)  # the scan's first slice, of 3000 boards
    assert len(reading) > 12 and len([line for line in shown if "Checking board" in line[0]])
    assert outcome.view.batch is not None and outcome.view.batch.count == 3000
    made = view.batch_view(
        "en",
        outcome.rows,
        [encode(Boxes(str(row.reading.text))) for row in outcome.rows],
        outcome.view.share,
    )
    assert outcome.view.batch == made.batch  # the rows made a slice at a time, as all at once


def test_a_long_paste_says_checking_and_its_link_at_once():
    """Before the typing pause and the reading: "Checking…", the new link in the link field,
    and no older board in the address bar."""
    type_board("2 1\n3 _")
    run(settle_now())
    assert "board=2+1" in window.location.href and "board=2+1" in web.page["share-link"].value
    text = many_boards(3000)
    type_board(text)

    async def scenario():
        checking.schedule(checking.TYPING_PAUSE)
        seen = (web.page["verdict"].innerHTML, web.page["share-link"].value, window.location.href)
        await settle()
        return seen

    verdict, link, address = run(scenario())
    assert "Checking" in verdict and f"Reading {len(text):,} characters" in verdict
    assert link == "(the board is too large to share as a link)"
    assert "#" not in address  # not the 2 x 2's link while the paste is checked
    assert "Checking" not in web.page["verdict"].innerHTML
    assert not window.location.href.endswith("board=2+1")


def test_typing_a_short_board_shows_its_link_at_once_and_keeps_an_address_that_holds_it():
    type_board("2 1\n3 _")
    run(settle_now())
    before = window.location.href
    type_board("2 1\n3 _")
    entries = len(window.history.entries)

    async def scenario():
        checking.schedule(checking.TYPING_PAUSE)
        seen = window.location.href
        await settle()
        return seen

    assert run(scenario()) == before == window.location.href  # not cleared: it holds this board
    assert len(window.history.entries) == entries
    type_board("1 2\n3 _")

    async def typed():
        checking.schedule(checking.TYPING_PAUSE)
        seen = (window.location.href, web.page["share-link"].value)
        await settle()
        return seen

    address, link = run(typed())
    assert "#" not in address and "board=1+2" in link
    assert "board=1+2" in window.location.href


async def settle_now() -> None:
    checking.schedule()
    await settle()


def test_a_check_superseded_before_it_ran_never_shows_its_stale_board():
    """A quick check scheduled, then a newer one before the first's task ran (a checkbox, then a
    paste): the first must not apply its old board, nor mark the verdict done meanwhile."""
    type_board("1 2 3 4 5 6\n7 8 9 10 11 12\n13 14 15 16 17 _")
    shown = []

    async def scenario():
        checking.schedule()  # its task has not run yet
        type_board("2 1\n3 _")
        checking.schedule(checking.TYPING_PAUSE)
        while checking.state.working or not checking.state.done.is_set():
            if checking.state.done.is_set():
                shown.append(checking.state.checked)
            await asyncio.sleep(0.001)

    run(scenario())
    assert shown == []  # never "done" with the stale 3 x 6 board
    assert checking.state.checked is not None
    assert checking.state.checked.board == parse_board("2 1\n3 _")


def test_a_bad_board_hides_the_panel_and_marks_its_box():
    type_board("1 2\n3 3")
    run(checking.run(checking.state.begin(), checking.read_inputs()))
    assert checking.state.checked is None
    assert web.page["board"].attributes.get("aria-invalid") == "true"
    assert web.page["board-error"].textContent
    assert web.page["solve-section"].hidden is True


def test_a_language_switch_rewrites_what_was_kept():
    web.page["share-link"].value = "http://x/"

    async def scenario():
        await sharing.copy_link()

    run(scenario())
    assert web.page["copy-info"].textContent == "Link copied."
    web.page["lang"].value = "ru"
    language.chosen()
    assert language.lang() == "ru" and fakedom.window.localStorage["slidepuzzle-lang"] == "ru"
    assert web.page["copy-info"].textContent not in ("", "Link copied.")


def test_without_a_clipboard_the_link_is_selected_to_copy_by_hand():
    fakedom.window.navigator.clipboard.allowed = False
    run(sharing.copy_link())
    assert web.page["share-link"].selected and dom.focused() == "share-link"


def test_an_example_replaces_the_board_and_can_be_taken_back():
    type_board("1 2\n3 _")
    web.page["example"].value = "1"

    async def scenario():
        boxes.example_chosen()
        await settle()
        assert web.page["board"].value != "1 2\n3 _" and not web.page["restore-box"].hidden
        boxes.restore()
        await settle()

    run(scenario())
    assert web.page["board"].value == "1 2\n3 _" and web.page["restore-box"].hidden
    assert checking.state.checked is not None


def test_a_shuffle_fills_the_board_and_checks_it_without_reading_it():
    for name, value in {"rows": "4", "cols": "5", "seed": "7", "kind": "solvable"}.items():
        web.page[name].value = value

    async def scenario():
        shuffling.shuffle_clicked()
        await settle()

    run(scenario())
    checked = checking.state.checked
    assert checked is not None and checked.board.shape == (4, 5) and checked.verdict.solvable
    assert parse_board(web.page["board"].value) == checked.board
    assert "7" in web.page["shuffle-info"].textContent
    # A failed shuffle after it replaces its success message: the error alone is said.
    web.page["rows"].value = "0"
    shuffling.shuffle_clicked()
    assert "rows must be at least 1" in web.page["shuffle-error"].textContent
    assert web.page["shuffle-info"].textContent == ""


def test_bad_shuffle_options_say_so_and_supersede_nothing():
    web.page["rows"].value, web.page["cols"].value = "0", "3"
    before = checking.state.generation
    shuffling.shuffle_clicked()
    assert "rows must be at least 1" in web.page["shuffle-error"].textContent
    assert checking.state.generation == before


def test_the_custom_goal_is_filled_with_the_usual_goal():
    type_board("1 2 3\n4 5 6\n7 8 _")

    async def scenario():
        checking.schedule()
        await settle()
        web.page["goal"].value = "custom"
        boxes.goal_chosen()
        await settle()

    run(scenario())
    assert web.page["goal-text"].value == str(goal_board(3, 3))
    assert not web.page["custom-goal"].hidden


def test_download_csv_saves_the_table_and_keeps_one_download_alive():
    type_board("1 2\n3 _\n\n2 1\n3 _")

    async def scenario():
        checking.schedule()
        await settle()

    run(scenario())
    checking.download_csv()
    checking.download_csv()
    (name, table, kind), again = fakedom.window.downloads
    assert name == "boards.csv" and kind == "text/csv" and again == (name, table, kind)
    assert table.startswith("source,board,") and table.count("\npaste,") == 2  # a row a board
    assert len(fakedom.window.URL.made) == 1  # the DOM side freed the first
