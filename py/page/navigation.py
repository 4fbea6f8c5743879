"""Opening what the address says: the link the page was opened from, and a link that replaces it
in an open tab (pasted into the address bar, a link to a fragment) or Back and Forward.

The fragment is the state: the page shows the board its address holds. The boards the reader
chooses (an example, a shuffle, a swap, a restore, a link) each have a history entry
(``boxes.new_entry``; the browser makes a link's); typing rewrites the entry it is on.

The link's board is in the Board box from the first paint (``static/loading.js``): when Python
starts, text typed over it is kept and the link's board offered back.
"""

from __future__ import annotations

import unicodedata

from slidepuzzle import EXAMPLES, GOAL_NAMES

from page import boxes, checking, dom, editing, language, links
from page.wording import Said, said

SHOWN_GOAL = 40
"""The most characters of an unknown goal name the note shows."""


def start(fragment: str, query: str) -> None:
    """Fill the boxes from the link the page was opened from (its board, else the first worked
    example, in an empty box), and say so if its goal cannot be used.

    A board typed while Python started is kept; if it replaced the link's board, that is
    offered back.
    """
    opened = links.decode(fragment, query)
    typed = dom.value("board")
    if opened.board is None:
        if not typed.strip():
            boxes.load_example(EXAMPLES[0])
            dom.set_value("example", "0")
        if opened.goal != GOAL_NAMES[0]:
            boxes.choose_goal(opened.goal, opened.goal_text)
    elif typed.strip() and typed != opened.board:
        boxes.offer_back(opened.boxes(opened.board), "typed-over-link", "restore-link")
    else:
        fill(opened, opened.board)
    language.write("goal-note", goal_note(opened.unknown_goal))


def followed() -> None:
    """The address changed in an open tab (a link pasted or followed, Back, Forward): show what
    it says, and check it. Nothing to do if the boxes hold it already (a link's ``popstate`` is
    followed by its ``hashchange``)."""
    opened = links.decode(*dom.location())
    board = dom.value("board") if opened.board is None else opened.board
    if opened.boxes(board) == dom.boxes():
        return
    boxes.offer_back(None)
    fill(opened, board)
    editing.bring_into_view("verdict")
    dom.set_value("example", "")
    language.write("goal-note", goal_note(opened.unknown_goal))
    checking.schedule()


def fill(opened: links.Opened, board: str) -> None:
    """Put ``board`` and the link's blank convention and goal in the boxes."""
    boxes.put_board(board)
    dom.set_checked("largest-blank", opened.largest_is_blank)
    boxes.choose_goal(opened.goal, opened.goal_text)


def goal_note(unknown: str | None) -> Said:
    """What the page says of a goal a link asks for that it cannot use ("": none)."""
    if unknown is None:
        return ""
    if unknown == "custom":
        return said("goal-custom-missing")
    return said("goal-unknown", goal=printable(unknown))


def printable(name: str) -> str:
    """``name`` as a note shows it: cut at ``SHOWN_GOAL`` characters, and any invisible or
    control character written as its code point ("U+202E")."""
    cut = name[:SHOWN_GOAL] + ("…" if len(name) > SHOWN_GOAL else "")
    return "".join(
        f"U+{ord(char):04X}" if unicodedata.category(char)[0] in "CZ" and char != " " else char
        for char in cut
    )
