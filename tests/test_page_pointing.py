"""The drawn board's tiles pointed at, focused and moved among, natively (``page.dom`` on
the tiles ``page.view.picture`` draws, in a fake page): a tile and exactly its inversion partners
are marked, and the arrow keys move the focus and the one Tab stop over the blank."""

import types

import fakedom
import pytest
from fakedom import web
from page import drawn, view
from slidepuzzle import inversion_pairs, parse_board

BOARD = parse_board("2 1 3\n4 _ 6\n8 7 5")
"""Inversions (2, 1), (8, 7), (8, 5), (7, 5) and (6, 5); the blank in the middle."""


@pytest.fixture(autouse=True)
def grid(monkeypatch):
    """The board drawn in the page's #grid, its tiles pointable."""
    fakedom.fresh(monkeypatch)
    web.page["grid"].innerHTML = view.picture("en", BOARD, inversion_pairs(BOARD)).cells_html
    return web.page["grid"]


def tile(number: int) -> fakedom.Element:
    return web.page["grid"].querySelector(f'[data-tile="{number}"]')


def marked(name: str) -> set[int]:
    return {int(t.dataset.tile) for t in web.page["grid"].querySelectorAll(f".{name}")}


def event(target: object, **more: object) -> types.SimpleNamespace:
    return types.SimpleNamespace(target=target, prevented=False, **more)


def test_a_tile_pointed_at_is_marked_with_exactly_its_partners():
    drawn.pointed(event(tile(8)))
    assert marked("pointed") == {8} and marked("paired") == {7, 5}
    drawn.pointed(event(tile(5)))
    assert marked("pointed") == {5} and marked("paired") == {8, 7, 6}
    drawn.pointed(event(tile(3)))  # in no pair
    assert marked("pointed") == {3} and not marked("paired")


def test_leaving_a_tile_marks_the_one_focused_or_none():
    drawn.pointed(event(tile(2)))
    drawn.left(event(tile(2), relatedTarget=None))
    assert not marked("pointed") and not marked("paired")
    tile(7).focus()
    drawn.left(event(tile(2), relatedTarget=None))
    assert marked("pointed") == {7} and marked("paired") == {8, 5}
    drawn.left(event(tile(7), relatedTarget=tile(1)))  # the pointer went onto tile 1
    assert marked("pointed") == {1} and marked("paired") == {2}


def test_arrow_keys_move_the_focus_and_the_tab_stop_over_the_blank():
    assert [t.tabIndex for t in web.page["grid"].querySelectorAll(".tile")] == [0] + [-1] * 7
    moved = []
    press = event(tile(1), key="ArrowDown", preventDefault=lambda: moved.append(True))
    drawn.rove(press)  # from the top middle, over the blank, to the bottom middle
    assert fakedom.document.activeElement is tile(7) and moved
    assert tile(7).tabIndex == 0 and tile(1).tabIndex == -1
    drawn.rove(event(tile(7), key="ArrowDown", preventDefault=lambda: moved.append(True)))
    drawn.rove(event(tile(7), key="Enter", preventDefault=lambda: moved.append(True)))
    assert fakedom.document.activeElement is tile(7) and len(moved) == 1  # the edge, not an arrow
