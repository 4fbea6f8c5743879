"""Share links: the boxes' contents written into a link's fragment, and read back from one.

Pure Python (no browser imports). A link is ``<page>#goal=spiral&blank=largest&board=1+2+3%0A...``:
the fragment is never sent to a server (the page sends nothing anywhere) and has no 414 limit;
the short parameters come first, the board last. Old links with the same parameters in the query
(``?board=...``) still open. A link never silently changes meaning: a goal too large to share
means no link at all; a board too large to share leaves a link with only the short parameters,
and the page says the board is not in it.

A link carries a language (``<page>?lang=ko#board=...``) only when the reader who made it chose
one from the menu or opened the page from a link with one (``page.language.choose`` remembers
it): it then opens in that language; any other link opens in the language of the browser that
opens it.

A goal the page cannot use (a name it does not know, ``goal=nonsense``, or ``goal=custom`` with no
goal board) opens the usual goal instead and says so (``Opened.unknown_goal``): the board still
gets its verdict. ``static/links.mjs`` reads links the same way before Python is ready
(``tests/test_page_links.py`` runs both over the same links).

Parameters are written and read as ``urllib.parse.urlencode`` and ``parse_qs`` do (the tests
compare them), without importing ``urllib.parse``: with the ``ipaddress`` module it pulls in, it
was a sixth of the page's imports in the browser, compiled from source at every start.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from slidepuzzle import GOAL_NAMES
from slidepuzzle.i18n import Lang, lang_of

SPACE = " \t\n\r\f\v"
"""What counts as blank around a goal parameter (the same set in ``static/links.mjs``)."""

DIGIT = re.compile(r"\d")
"""A decimal digit (Unicode's, as ``\\p{Nd}`` in JavaScript): a goal board has one, a name none."""

LINK_LIMIT = 32_000
"""The longest fragment shared, counted after encoding (a 60 x 60 board fits)."""

Left = Literal["", "board", "goal"]
"""What a link leaves out for being too large: nothing, the board, or the goal (so: everything)."""


@dataclass(frozen=True)
class Boxes:
    """What the page's boxes hold: the board text, the goal (a name or "custom") and its text."""

    board: str
    goal: str = GOAL_NAMES[0]
    goal_text: str = ""
    largest_is_blank: bool = False


@dataclass(frozen=True)
class Share:
    """A fragment for the address bar and link (without the ``#``), and what it leaves out."""

    fragment: str
    left_out: Left = ""


def encode(boxes: Boxes) -> Share:
    """The fragment holding ``boxes``: goal, blank convention, then the board."""
    params: list[tuple[str, str]] = []
    if boxes.goal == "custom":
        params.append(("goal", boxes.goal_text))
    elif boxes.goal != GOAL_NAMES[0]:
        params.append(("goal", boxes.goal))
    if boxes.largest_is_blank:
        params.append(("blank", "largest"))
    short = _query(params)
    if len(short) > LINK_LIMIT:
        return Share("", "goal")
    if len(boxes.board) > LINK_LIMIT:  # encoding only lengthens it: no need to encode megabytes
        return Share(short, "board")
    whole = _query([*params, ("board", boxes.board)])
    if len(whole) > LINK_LIMIT:
        return Share(short, "board")
    return Share(whole)


def address(page: str, share: Share, chosen: str = "") -> str:
    """The whole link: ``page`` (no query, no fragment), the language ``chosen`` from the menu
    if any (``?lang=ko``; "" or an unknown tag: none), then the fragment."""
    lang = lang_of(chosen) if chosen else None
    query = f"?lang={lang}" if lang else ""
    return page + query + (f"#{share.fragment}" if share.fragment else "")


@dataclass(frozen=True)
class Opened:
    """What a link asks for: a board text (None: no board in it), the goal menu's choice (a goal
    name, or "custom" with ``goal_text``), the blank convention, the language.

    ``unknown_goal`` is a goal the link asks for that the page cannot use (a name it does not
    know, or "custom" without a goal board; None: none): the usual goal is chosen instead.
    """

    board: str | None = None
    goal: str = GOAL_NAMES[0]
    goal_text: str = ""
    largest_is_blank: bool = False
    lang: Lang | None = None
    """The language the link was shared in (None: it names none we speak)."""
    unknown_goal: str | None = None

    def boxes(self, board: str) -> Boxes:
        """The boxes this link fills, with ``board`` in the Board box."""
        return Boxes(board, self.goal, self.goal_text, self.largest_is_blank)


def decode(fragment: str, query: str = "") -> Opened:
    """Read a link: its fragment (``#...``), else an old link's query (``?board=...``); the
    language from either (``?lang=ko``)."""
    text = fragment.removeprefix("#") or query.removeprefix("?")
    params = _params(text)
    lang = params.get("lang") or _params(query.removeprefix("?")).get("lang") or ""
    goal, goal_text, unknown = read_goal(params.get("goal"))
    return Opened(
        board=params.get("board"),
        goal=goal,
        goal_text=goal_text,
        largest_is_blank=params.get("blank") == "largest",
        lang=lang_of(lang) if lang else None,
        unknown_goal=unknown,
    )


def read_goal(value: str | None) -> tuple[str, str, str | None]:
    """A link's ``goal``: the menu's choice, the custom goal's text, and the goal it asked for
    if the page cannot use it (then the usual goal is chosen).

    A goal board has a digit (or is one character, a 1 x 1 board's blank); anything else is a
    name: a known one, else unknown. "custom" asks for a goal board the link does not hold.
    """
    name = (value or "").strip(SPACE)
    if not name:
        return GOAL_NAMES[0], "", None
    if name in GOAL_NAMES:
        return name, "", None
    if name == "custom" or (len(name) > 1 and not DIGIT.search(name)):
        return GOAL_NAMES[0], "", name
    return "custom", value or "", None


UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
"""The characters a parameter keeps as they are; a space is ``+``, any other is ``%XX`` bytes."""
ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def quote(text: str) -> str:
    """``text`` as a parameter's name or value, as ``urllib.parse.quote_plus(text, safe="")``."""
    return "".join(
        c if c in UNRESERVED else "+" if c == " " else "".join(f"%{b:02X}" for b in c.encode())
        for c in text
    )


def unquote(text: str) -> str:
    """A parameter's name or value read back, as ``urllib.parse.unquote_plus``: escapes that are
    not UTF-8 read as U+FFFD, a ``%`` not followed by two hex digits as itself."""
    return ESCAPES.sub(
        lambda escapes: bytes.fromhex(escapes[0].replace("%", "")).decode(errors="replace"),
        text.replace("+", " "),
    )


def _query(params: list[tuple[str, str]]) -> str:
    return "&".join(f"{quote(name)}={quote(value)}" for name, value in params)


def _params(text: str) -> dict[str, str]:
    """The parameters of a fragment or query, the last of each name (``name`` alone: empty)."""
    pairs = (pair.partition("=") for pair in text.split("&") if pair)
    return {unquote(name): unquote(value) for name, _, value in pairs}
