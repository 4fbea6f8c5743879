"""The browser's own editing and choosing, adjusted: the second module (with ``page.dom``) that
touches the page.

A box's text replaced by the page (a shuffle, an example, a swap, a restore, a link) goes through
the editing commands the browser records, so Ctrl+Z gives back the text before it; a menu that
acts on a choice (the worked examples, the language) is browsed with the arrow keys without acting
at each press (the choice is Enter, leaving the menu, or a click); where the browser would leave
the window after a board is replaced, the verdict is brought into view. It holds no state of
Python's:
what it marks is on the elements themselves.
"""

from __future__ import annotations

from typing import Any

from pyscript import web, window
from pyscript.ffi import create_proxy, to_js

UNDOABLE = 2_000
"""Characters up to which a replaced text goes through the browser's editing (its undo): the
editing pipeline lays a text out far slower than a plain value (docs/page.md, Big pastes)."""


def replace_text(name: str, words: str) -> bool:
    """Replace the text of the box ``name`` by ``words`` as an edit the browser records (select
    all, insert), the focus handed back where it was; False (nothing done) for a long text or a
    device without a keyboard, where a plain value is set instead."""
    if len(words) > UNDOABLE or not window.matchMedia("(any-pointer: fine)").matches:
        return False
    box, was = web.page[name]._dom_element, window.document.activeElement
    box.setAttribute("data-replacing", "true")  # its input event is the page's, not the reader's
    try:
        box.focus(to_js({"preventScroll": True}))
        box.select()
        window.document.execCommand("insertText", False, words)
    finally:
        box.removeAttribute("data-replacing")
        if was and was != window.document.body:  # a JS null is falsy (and not None)
            was.focus(to_js({"preventScroll": True}))
        else:
            box.blur()
    box.heldText = None  # no long text kept with the box (``page.dom.set_value``)
    return str(box.value) == words


def replacing(event: Any) -> bool:
    """Whether an input event is the page's own replacement of the text (``replace_text``)."""
    return event.target.getAttribute("data-replacing") == "true"


BROWSING_KEYS = frozenset(
    ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown")
)
"""Keys that move a closed menu's choice (a letter too: the next option starting with it)."""


def menu_key(event: Any) -> bool:
    """A key down on a menu that acts on a choice: the browsing keys mark the ``change`` they
    make as browsing (``browsed``); True for Enter on an option browsed to (choose it now)."""
    menu, key = event.currentTarget, str(event.key)
    if key == "Enter" and _taken(menu):
        event.preventDefault()  # the choice is made: no list opened (as Enter opens it on a Mac)
        return True
    plain = not (event.altKey or event.ctrlKey or event.metaKey)  # Alt+Down opens the list
    if plain and (key in BROWSING_KEYS or (len(key) == 1 and key != " ")):
        menu.setAttribute("data-browsing", "true")
    return False


def menu_key_up(event: Any) -> None:
    """A key up on such a menu: what changes it next is no longer the browsing keys'."""
    event.currentTarget.removeAttribute("data-browsing")


def browsed(event: Any) -> bool:
    """Whether a menu's ``change`` is browsing with the keys (then not acted on: the option is
    chosen by Enter or by leaving the menu, ``menu_key`` and ``left_menu``); False for a choice
    (a click, a touch, Enter in the opened list)."""
    menu = event.currentTarget
    if menu.getAttribute("data-browsing") == "true":
        menu.setAttribute("data-browsed", "true")
        return True
    menu.removeAttribute("data-browsed")
    return False


def left_menu(event: Any) -> bool:
    """The focus left such a menu: True if it holds an option browsed to (choose it now)."""
    return _taken(event.currentTarget)


def _taken(menu: Any) -> bool:
    """Whether ``menu`` holds an option browsed to and not yet chosen; it is chosen from now."""
    browsed_to = menu.getAttribute("data-browsed") == "true"
    menu.removeAttribute("data-browsed")
    return browsed_to


def bring_into_view(name: str) -> None:
    """After the layout's next frame, scroll so the top of the element ``name`` (the verdict)
    shows in the upper part of the window, if it does not: a shuffle, an example, a link or a
    paste has replaced the board, and its result is what the reader looks for (on a phone the
    Shuffle button is some 1,400 px below the verdict; the on-screen keyboard covers the lower
    part)."""

    def scroll(_time: object = None) -> None:
        element = web.page[name]._dom_element
        top = float(element.getBoundingClientRect().top)
        if top < 0 or top > float(window.innerHeight) * SHOWN_WITHIN:
            element.scrollIntoView(to_js({"block": "start"}))

    window.requestAnimationFrame(create_proxy(scroll))


SHOWN_WITHIN = 0.4
"""The part of the window, from its top, in which a result brought into view starts (below it, an
on-screen keyboard may hide it)."""
