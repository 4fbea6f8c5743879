"""The browser's own editing and choosing, adjusted, from the working side.

A box's text replaced by the page (a shuffle, an example, a swap, a restore, a link) goes through
the editing commands the browser records, so Ctrl+Z gives back the text before it; a menu that
acts on a choice (the worked examples, the language) is browsed with the arrow keys without acting
at each press (the choice is Enter, leaving the menu, or a click); where the browser would leave
the window after a board is replaced, the verdict is brought into view. What is decided as the
browser's event happens (a menu's key marked browsing, Enter's own action prevented) is the DOM
side's (``static/page.mjs``); it tells in the ``Event`` whether a change was browsing or a choice.
"""

from __future__ import annotations

from page import bridge
from page.messages import Event

UNDOABLE = 2_000
"""Characters up to which a replaced text goes through the browser's editing (its undo): the
editing pipeline lays a text out far slower than a plain value (docs/page.md, Big pastes)."""


def replace_text(name: str, words: str) -> None:
    """Replace the text of the box ``name`` by ``words`` as an edit the browser records (select
    all, insert; the focus handed back where it was), or, for a long text or on a device without a
    keyboard, as a plain value. The page's own replacement makes no input event of the reader's."""
    bridge.op("replace_text", name, words, UNDOABLE)
    bridge.wrote(name, words)


def menu_key(event: Event) -> bool:
    """A key down on a menu that acts on a choice: True for Enter on an option browsed to (choose
    it now)."""
    return event.chosen


def browsed(event: Event) -> bool:
    """Whether a menu's ``change`` is browsing with the keys (then not acted on: the option is
    chosen by Enter or by leaving the menu, ``menu_key`` and ``left_menu``); False for a choice
    (a click, a touch, Enter in the opened list)."""
    return event.browsed


def left_menu(event: Event) -> bool:
    """The focus left such a menu: True if it holds an option browsed to (choose it now)."""
    return event.chosen


def bring_into_view(name: str) -> None:
    """After the layout's next frame, scroll so the top of the element ``name`` (the verdict)
    shows in the upper part of the window, if it does not: a shuffle, an example, a link or a
    paste has replaced the board, and its result is what the reader looks for (on a phone the
    Shuffle button is some 1,400 px below the verdict; the on-screen keyboard covers the lower
    part)."""
    bridge.op("bring_into_view", name, SHOWN_WITHIN)


SHOWN_WITHIN = 0.4
"""The part of the window, from its top, in which a result brought into view starts (below it, an
on-screen keyboard may hide it)."""
