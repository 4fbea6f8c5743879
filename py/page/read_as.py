"""Read it as …: the other shapes a paste may be read in, and the one the reader chose.

When a paste has two plausible readings (one line of 16 values: 4 x 4 or 1 x 16; two lines of 16:
two 4 x 4 boards or two rows), the check names the others (``slidepuzzle.other_shapes``, the
shapes ``check --shape`` takes) and the page offers them in the "Read it as" menu. Pure: the
page's events pass in what the boxes hold. Choosing one
checks the text read in that shape; the choice holds for that text only, so any edit (typing, a
shuffle, an example, a link) undoes it. The one owner of that choice: ``choice``.
"""

from __future__ import annotations

from dataclasses import dataclass

from slidepuzzle.i18n import Lang

from page.markup import escape
from page.wording import say

Shape = tuple[int, int]
"""Rows and columns."""


@dataclass(frozen=True)
class ReadAs:
    """The menu: its options as HTML, the chosen one selected (the first: as first read)."""

    options_html: str


@dataclass
class Choice:
    """A shape chosen for a text, and the shapes offered for it (offered again while it holds)."""

    text: str = ""
    shape: Shape | None = None
    offered: tuple[Shape, ...] = ()


choice = Choice()
"""The reader's choice (``shape`` None: as first read) and what the last check offered."""


def shape_value(shape: Shape) -> str:
    """A shape as the menu's value (and ``check --shape``'s): ``2x8``."""
    return f"{shape[0]}x{shape[1]}"


def shape_of(value: str) -> Shape | None:
    """The shape of a menu value (None: as first read, or not a shape)."""
    rows, _, cols = value.partition("x")
    return (int(rows), int(cols)) if rows.isdecimal() and cols.isdecimal() else None


def read_as_view(lang: Lang, offered: tuple[Shape, ...], chosen: Shape | None) -> ReadAs | None:
    """The menu for the shapes ``offered`` (None: nothing to offer, the menu hides)."""
    if not offered:
        return None
    options = [("", say(lang, "read-as-first"))]
    options += [
        (shape_value(shape), say(lang, "batch-shape", rows=shape[0], cols=shape[1]))
        for shape in offered
    ]
    picked = "" if chosen is None else shape_value(chosen)
    return ReadAs(
        "".join(
            f'<option value="{value}"{" selected" if value == picked else ""}>'
            f"{escape(label)}</option>"
            for value, label in options
        )
    )


def asked(text: str) -> tuple[Shape | None, tuple[Shape, ...]]:
    """The shape chosen for ``text`` and the shapes offered for it; (None, ()) once the text
    is no longer the one the choice was made for."""
    if choice.shape is not None and choice.text == text:
        return choice.shape, choice.offered
    return None, ()


def offer(text: str, shapes: tuple[Shape, ...]) -> None:
    """What a check of ``text`` offered; a choice made for another text is forgotten."""
    if choice.text != text:
        choice.text, choice.shape = text, None
    choice.offered = shapes


def chosen(text: str, value: str) -> None:
    """A shape chosen from the menu (its ``value``; "": as first read) for the board ``text``."""
    if choice.text != text:
        choice.text, choice.offered = text, ()
    choice.shape = shape_of(value)
