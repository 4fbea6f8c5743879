"""Links in an open page, natively (``page.navigation`` against a fake page): the link it opened
from (its board in the box from the first paint), a link pasted into the address bar, Back and
Forward through the boards the reader chose, a goal a link names that the page cannot use, and
the language in a link only when chosen from the menu or opened from a link that has one."""

import asyncio

import fakedom
import pytest
from fakedom import run, web, window
from page import boxes, checking, language, navigation, shuffling
from page.links import Boxes, decode, encode

PAGE = "http://127.0.0.1/slidepuzzle/"
LINKED = "2 1 3\n4 5 6\n7 8 _"
OTHER = "1 2\n3 _"
TYPED = "1 2 3\n4 5 6\n8 7 _"


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def link(board: str, **boxes_given: object) -> str:
    return PAGE + "#" + encode(Boxes(board, **boxes_given)).fragment  # type: ignore[arg-type]


def open_page(url: str, typed: str | None = None) -> None:
    """The page opened at ``url``: the first paint's boxes (static/loading.js: the link's
    board), perhaps typed over before Python is ready, then Python's start."""
    window.history.open(url)
    opened = decode(window.location.hash)
    if opened.board is not None:
        web.page["board"].value = opened.board
    if typed is not None:
        web.page["board"].value = typed
    navigation.start(window.location.hash, window.location.search)


async def settle() -> None:
    while checking.state.working or not checking.state.done.is_set():
        await asyncio.sleep(0.001)


def checked() -> str:
    """The board checked, as text (run after ``settle``)."""
    assert checking.state.checked is not None, web.page["verdict"].innerHTML
    return str(checking.state.checked.board)


def shown_board() -> str | None:
    """The board the address bar holds."""
    return decode(window.location.hash).board


def test_the_link_s_board_opens_and_typing_over_it_before_python_can_be_undone():
    open_page(link(LINKED, goal="spiral"))
    assert web.page["board"].value == LINKED and web.page["goal"].value == "spiral"
    assert boxes.replaced.boxes is None

    open_page(link(LINKED, goal="spiral"), typed=TYPED)
    assert web.page["board"].value == TYPED
    assert not web.page["restore-box"].hidden
    assert web.page["restore-info"].textContent == "Your text replaced the link's board."
    assert web.page["restore"].textContent == "Restore the link's board"
    run(_do(boxes.restore))
    assert web.page["board"].value == LINKED and web.page["goal"].value == "spiral"
    assert checked() == "2 1 3\n4 5 6\n7 8 _"


def test_an_unknown_goal_gives_the_board_s_verdict_and_a_note():
    for goal, note in [
        ("nonsense", "The link asks for a goal this page does not know (“nonsense”)"),
        ("custom", "The link asks for a custom goal but holds no goal board"),
    ]:
        fakedom.reset()
        open_page(PAGE + f"#goal={goal}&board=2+1+3%0A4+5+6%0A7+8+_")
        assert web.page["goal"].value == "blank-last"
        assert web.page["goal-note"].textContent.startswith(note)
        run(_check())
        assert checked() == LINKED and web.page["goal-error"].textContent == ""
        language.switch("ru")
        assert "обычная цель" in web.page["goal-note"].textContent
        language.switch("en")
    web.page["goal"].value = "spiral"
    boxes.goal_chosen()
    assert web.page["goal-note"].textContent == ""


async def _check():
    checking.schedule()
    await settle()


def test_a_goal_name_is_shown_printable_and_short():
    assert navigation.printable("\u202eevil\x00") == "U+202EevilU+0000"
    assert navigation.printable("a b") == "a b"
    assert navigation.printable("x" * 100) == "x" * navigation.SHOWN_GOAL + "…"


def test_a_link_pasted_into_the_address_bar_opens_and_back_returns():
    open_page(link(LINKED))
    run(_check())

    async def scenario():
        window.history.open(link("1 2\n3 4", largest_is_blank=True))
        navigation.followed()
        await settle()
        assert checked() == OTHER  # the largest number is the blank
        assert web.page["largest-blank"].checked
        window.history.go(-1)
        navigation.followed()
        navigation.followed()  # popstate, then hashchange: once is enough
        await settle()

    run(scenario())
    assert web.page["board"].value == LINKED and checked() == LINKED
    assert not web.page["largest-blank"].checked and shown_board() == LINKED


def test_chosen_boards_make_history_entries_and_typing_does_not():
    open_page(PAGE)  # no board: the first example
    run(_check())
    entries = len(window.history.entries)
    example = web.page["board"].value

    run(_type(TYPED))
    assert len(window.history.entries) == entries and shown_board() == TYPED

    web.page["example"].value = "1"
    run(_do(boxes.example_chosen))
    assert len(window.history.entries) == entries + 1
    assert window.history.entries[-2].endswith("#" + encode(Boxes(TYPED)).fragment)
    chosen = web.page["board"].value

    for name, value in {"rows": "2", "cols": "2", "seed": "1", "kind": "solvable"}.items():
        web.page[name].value = value
    run(_do(shuffling.shuffle_clicked))
    assert len(window.history.entries) == entries + 2
    shuffled = web.page["board"].value
    assert shown_board() == shuffled

    run(_do(boxes.restore))  # what the example, then the shuffle, replaced: the typed text
    assert len(window.history.entries) == entries + 3
    assert web.page["board"].value == TYPED
    for board in [shuffled, chosen, TYPED]:
        window.history.go(-1)
        run(_do(navigation.followed))
        assert web.page["board"].value == board != example


async def _type(text: str) -> None:
    web.page["board"].value = text
    boxes.edited(fakedom.edited_away())
    await asyncio.sleep(checking.TYPING_PAUSE * 2)
    await settle()


async def _do(action) -> None:
    action()
    await settle()


def test_a_link_carries_the_language_only_when_chosen_from_the_menu_or_a_link():
    window.navigator.languages = ["ru-RU"]
    open_page(link(LINKED))
    language.choose(window.location.hash, window.location.search)
    run(_check())
    assert language.lang() == "ru"
    assert "lang=" not in window.location.href and "lang=" not in web.page["share-link"].value

    web.page["lang"].value = "ko"
    language.chosen()
    run(_check())
    assert window.location.search == "?lang=ko"
    assert web.page["share-link"].value.startswith(PAGE + "?lang=ko#board=")


def test_a_link_s_language_is_kept_in_the_address_the_links_and_the_device():
    window.navigator.languages = ["en-US"]
    window.history.open(PAGE + "?lang=ru" + link(LINKED).removeprefix(PAGE))
    language.choose(window.location.hash, window.location.search)
    navigation.start(window.location.hash, window.location.search)
    run(_type(TYPED))
    assert language.lang() == "ru" and window.localStorage.getItem("slidepuzzle-lang") == "ru"
    assert window.location.search == "?lang=ru"
    assert web.page["share-link"].value.startswith(PAGE + "?lang=ru#board=")

    window.history.open(PAGE)  # a later visit with no language in its address
    language.choose(window.location.hash, window.location.search)
    assert language.lang() == "ru"
