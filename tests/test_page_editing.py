"""The browser's editing and choosing adjusted, natively (``page.editing`` on a fake page): a
menu browsed with the keys acts only on Enter or on leaving it, a click acts at once; a box's
text replaced as an edit, its input event marked as the page's own."""

import types

import fakedom
import pytest
from fakedom import web
from page import editing


@pytest.fixture(autouse=True)
def page(monkeypatch):
    fakedom.fresh(monkeypatch)


def event(key: str = "", alt: bool = False) -> types.SimpleNamespace:
    menu = web.page["example"]
    prevented: list[bool] = []
    return types.SimpleNamespace(
        currentTarget=menu,
        target=menu,
        key=key,
        altKey=alt,
        ctrlKey=False,
        metaKey=False,
        preventDefault=lambda: prevented.append(True),
        prevented=prevented,
    )


def browse(key: str, alt: bool = False) -> bool:
    """A key pressed on the menu, changing it: whether its change is browsing (not acted on)."""
    editing.menu_key(event(key, alt))
    browsing = editing.browsed(event())
    editing.menu_key_up(event(key))
    return browsing


@pytest.mark.parametrize("key", ["ArrowDown", "ArrowUp", "Home", "End", "PageDown", "b"])
def test_browsing_keys_act_on_enter_once(key):
    assert browse(key) and browse(key)
    enter = event("Enter")
    assert editing.menu_key(enter) and enter.prevented == [True]
    assert not editing.menu_key(event("Enter"))  # chosen already: Enter is the browser's again
    assert not editing.left_menu(event())


def test_leaving_a_menu_browsed_to_chooses_it_once():
    assert browse("ArrowDown")
    assert editing.left_menu(event()) and not editing.left_menu(event())


def test_a_click_or_an_opened_list_acts_at_once():
    assert not browse("ArrowDown", alt=True)  # Alt+Down opens the list: its choice is a choice
    assert not editing.browsed(event())  # a click: no key down before it
    assert browse("ArrowDown")
    assert not editing.browsed(event())  # a click after browsing: acted on, nothing pending
    assert not editing.menu_key(event("Enter")) and not editing.left_menu(event())


def test_a_replaced_text_is_the_page_s_edit_not_the_reader_s():
    box = web.page["board"]
    box.heldText = "a long text kept"
    assert editing.replace_text("board", "1 2\n3 _")
    assert box.value == "1 2\n3 _" and box.heldText is None
    assert not editing.replacing(types.SimpleNamespace(target=box))  # marked only meanwhile
    assert not editing.replace_text("board", "1 " * editing.UNDOABLE)  # too long: set plainly
