"""The paste's other readings ("Read it as …") and "Copy as …", natively: the pure menu, the check
read in a shape chosen, the choice undone by an edit, the board copied in every style."""

import re
from pathlib import Path

import fakedom
import pytest
from fakedom import run, web
from page import check, checking, dom, read_as, sharing
from page.check import Inputs, check_steps
from page.links import Boxes
from page.read_as import read_as_view, shape_of, shape_value
from slidepuzzle import (
    COPY_STYLES,
    Style,
    format_board,
    other_shapes,
    parse_board,
    random_board,
    read_boards,
)
from slidepuzzle.parse import MAX_OTHER_SHAPES

LINE = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"
FORUM = (
    "Hi all (first post!), I have 2 boards from my homework:\n"
    "\n"
    "1 2 3\n4 5 6\n7 _ 8\n"
    "\n"
    "and this one [found it on page 12]:\n"
    "\n"
    "8 6 7\n2 5 4\n3 _ 1\n"
    "\n"
    "Which can be solved? Thanks, Sam (3rd year)"
)


def finish(steps):
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def check_page(text: str) -> None:
    web.page["board"].value = text
    run(checking.run(checking.state.begin(), checking.read_inputs()))


def options(html: str) -> list[tuple[str, bool, str]]:
    """The menu's options: value, selected, label."""
    found = re.findall(r'<option value="([^"]*)"( selected)?>([^<]*)</option>', html)
    return [(value, bool(selected), label) for value, selected, label in found]


def test_the_menu_offers_each_shape_and_marks_the_choice():
    assert read_as_view("en", (), None) is None
    menu = read_as_view("en", ((1, 16), (2, 8)), (2, 8))
    assert menu is not None
    assert options(menu.options_html) == [
        ("", False, "As first read"),
        ("1x16", False, "1 x 16"),
        ("2x8", True, "2 x 8"),
    ]
    ko = read_as_view("ko", ((1, 16),), None)
    assert ko is not None
    assert options(ko.options_html) == [("", True, "처음 읽은 대로"), ("1x16", False, "1×16")]
    assert [shape_of(shape_value(shape)) for shape in ((1, 16), (20, 3))] == [(1, 16), (20, 3)]
    assert shape_of("") is None and shape_of("3by4") is None and shape_of("x3") is None


def test_the_check_offers_the_other_shapes_and_reads_the_one_asked_for():
    first = finish(check_steps(Inputs(Boxes(LINE))))
    assert first.checked is not None and first.checked.board.shape == (4, 4)
    assert first.offered == ((1, 16), (2, 8), (8, 2))
    assert first.view.read_as is not None
    assert "4 x 4 (another shape, such as 1 x 16" in first.view.read_note
    asked = finish(check_steps(Inputs(Boxes(LINE), shape=(2, 8), offered=first.offered)))
    assert asked.checked is not None and asked.checked.board.shape == (2, 8)
    assert asked.offered == first.offered and asked.view.read_as is not None
    assert ("2x8", True, "2 x 8") in options(asked.view.read_as.options_html)
    assert "Read as 2 x 8, as asked." in asked.view.read_note
    plain = finish(check_steps(Inputs(Boxes("8 6 7\n2 5 4\n3 _ 1"))))
    assert plain.offered == () and plain.view.read_as is None


def test_a_shape_that_does_not_fit_says_so_and_keeps_the_menu():
    """A shape chosen, then the goal changed: the shape holds; one that does not fit the values
    is an error in the Board box, the menu still there to go back."""
    outcome = finish(check_steps(Inputs(Boxes(LINE), shape=(3, 5), offered=((1, 16),))))
    assert outcome.checked is None and "3 x 5" in outcome.view.errors["board"]
    assert outcome.view.read_as is not None


def test_choosing_a_reading_rechecks_and_an_edit_undoes_it():
    check_page(LINE)
    assert not web.page["read-as-box"].hidden
    assert checking.state.checked.board.shape == (4, 4)
    read_as.chosen(LINE, "1x16")
    check_page(LINE)
    assert checking.state.checked.board.shape == (1, 16)
    assert "1x16" in web.page["read-as"].innerHTML and not web.page["read-as-box"].hidden
    check_page(LINE + " ")  # an edit: read as first read again, and offered again
    assert checking.state.checked.board.shape == (4, 4)
    assert read_as.asked(LINE + " ") == (None, ())
    read_as.chosen(LINE + " ", "")  # "As first read"
    check_page(LINE + " ")
    assert checking.state.checked.board.shape == (4, 4)
    check_page("8 6 7\n2 5 4\n3 _ 1")
    assert web.page["read-as-box"].hidden


def test_two_lines_of_sixteen_read_as_two_rows():
    text = f"{LINE}\n2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0"
    check_page(text)
    assert web.page["batch-rows"].innerHTML.count("<tr") == 2
    assert "4 x 4" in web.page["batch-rows"].innerHTML
    read_as.chosen(text, "1x16")
    check_page(text)
    assert web.page["batch-rows"].innerHTML.count("1 x 16") == 2


def test_a_forum_paste_gives_a_two_row_table_and_names_the_lines_passed_over():
    check_page(FORUM)
    assert web.page["batch-rows"].innerHTML.count("<tr") == 2
    assert web.page["read-note"].textContent == "Lines 1, 7, 13 are text, skipped."
    assert web.page["read-as-box"].hidden


@pytest.mark.parametrize("style", Style)
def test_copy_as_puts_each_style_on_the_clipboard_and_it_reads_back(style):
    board = random_board(3, 4, seed=5)
    check_page(str(board))
    web.page["copy-style"].value = style.value
    run(sharing.copy_board(checking.settled))
    copied = fakedom.window.navigator.clipboard.text
    assert copied == format_board(board, style) and parse_board(copied) == board
    assert web.page["copy-board-info"].textContent == "Board copied."


def test_copy_as_without_a_clipboard_shows_the_text_selected():
    check_page("8 6 7\n2 5 4\n3 _ 1")
    fakedom.window.navigator.clipboard.allowed = False
    web.page["copy-style"].value = "tatham"
    run(sharing.copy_board(checking.settled))
    assert web.page["board-copy-text"].value == "3x3:8,6,7,2,5,4,3,0,1"
    assert not web.page["board-copy-box"].hidden and web.page["board-copy-text"].selected
    assert web.page["copy-board-info"].textContent.startswith("Could not copy")


def test_copy_as_with_no_single_board_says_so():
    check_page(FORUM)
    run(sharing.copy_board(checking.settled))
    assert web.page["copy-board-info"].textContent == (
        "There is no single board to copy: paste or type one board."
    )
    assert fakedom.window.navigator.clipboard.text == ""


def test_the_copy_as_menu_offers_every_style_and_notation_from_the_core_s_list():
    page = (Path(__file__).parent.parent / "index.html").read_text()
    assert '<select id="copy-style"></select>' in page  # the one list is COPY_STYLES
    dom.fill_menu("ru", "copy-style", sharing.copy_choices())
    menu = web.page["copy-style"].children
    assert [option.value for option in menu] == [*COPY_STYLES]
    assert [option.getAttribute("data-text") for option in menu][-2:] == [
        "style-hex",
        "style-letters",
    ]
    assert [option.textContent for option in menu][-2:] == [
        "Шестнадцатеричная строка (4 × 4)",
        "Буквы (до 16 клеток)",
    ]


def offered() -> list[str]:
    """The Copy as menu's choices not disabled."""
    return [option.value for option in web.page["copy-style"].children if not option.disabled]


def test_a_notation_is_offered_for_the_boards_it_writes_and_copied():
    dom.fill_menu("en", "copy-style", sharing.copy_choices())
    board = random_board(4, 4, seed=8)
    check_page(str(board))
    assert offered() == [*COPY_STYLES]
    web.page["copy-style"].value = "hex"
    run(sharing.copy_board(checking.settled))
    copied = fakedom.window.navigator.clipboard.text
    assert copied == format_board(board, "hex") and len(copied) == 16
    assert parse_board(copied) == board
    check_page("8 6 7\n2 5 4\n3 _ 1")  # letters fit a 3 x 3, hex does not
    assert offered() == [style for style in COPY_STYLES if style != "hex"]
    check_page(str(random_board(5, 5, seed=8)))
    assert offered() == [*Style]
    check_page(FORUM)  # no single board: every choice, none copied
    assert offered() == [*COPY_STYLES]


def test_a_notation_chosen_for_a_board_it_does_not_write_says_why_and_copies_nothing():
    check_page(str(random_board(3, 4, seed=8)))
    web.page["copy-style"].value = "hex"
    run(sharing.copy_board(checking.settled))
    assert fakedom.window.navigator.clipboard.text == ""
    assert web.page["copy-board-info"].textContent == (
        "Not copied: the hex string writes a 4 x 4 board only; this board is 3 x 4."
    )
    assert web.page["board-copy-box"].hidden and web.page["board-copy-text"].value == ""


@pytest.mark.parametrize("chunk", [1, 2, 3, 2_000])
def test_the_other_shapes_found_a_chunk_at_a_time_are_the_core_s(monkeypatch, chunk):
    """``shapes_steps`` (the page's, in slices) names the shapes ``other_shapes`` names, in its
    order and no more of them, however the readings are cut."""
    monkeypatch.setattr(check, "SHAPES_CHUNK", chunk)
    lines = [" ".join(map(str, range(size))) for size in (4, 6, 8, 9, 12, 16, 6, 18, 20, 24)]
    for text in [LINE, "\n\n".join(lines), "\n\n".join(lines[:3]), "8 6 7\n2 5 4\n3 _ 1"]:
        readings = read_boards(text)
        wanted = other_shapes(readings)
        assert finish(check.shapes_steps("en", readings)) == wanted, text
    assert len(other_shapes(read_boards("\n\n".join(lines)))) == MAX_OTHER_SHAPES  # capped
