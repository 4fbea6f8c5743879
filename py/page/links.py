"""Share links: the boxes' contents written into a link's fragment, and read back from one.

Pure Python (no browser imports). A link is ``<page>#goal=spiral&blank=largest&board=1+2+3%0A...``:
the fragment is never sent to a server (the page sends nothing anywhere) and has no 414 limit;
the short parameters come first, the board last. Old links with the same parameters in the query
(``?board=...``) still open. A link never silently changes meaning: a goal too large to share
means no link at all; a board too large to share leaves a link with only the short parameters,
and the page says the board is not in it.

The page's language travels in the query (``<page>?lang=ko#board=...``): a link opens in the
language it was shared in, whatever the browser that opens it prefers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal
from urllib.parse import parse_qs, urlencode

from slidepuzzle import GOAL_NAMES
from slidepuzzle.i18n import Lang, lang_of

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
    short = urlencode(params)
    if len(short) > LINK_LIMIT:
        return Share("", "goal")
    whole = urlencode([*params, ("board", boxes.board)])
    if len(whole) > LINK_LIMIT:
        return Share(short, "board")
    return Share(whole)


def address(page: str, share: Share, lang: Lang) -> str:
    """The whole link: ``page`` (no query, no fragment), the language, then the fragment."""
    return f"{page}?lang={lang}" + (f"#{share.fragment}" if share.fragment else "")


@dataclass(frozen=True)
class Opened:
    """What a link asks for: a board text (None: no board in it), a goal, the blank convention.

    ``goal`` is a goal name, or the text of a custom goal board (None: the default goal).
    """

    board: str | None = None
    goal: str | None = None
    largest_is_blank: bool = False
    lang: Lang | None = None
    """The language the link was shared in (None: it names none we speak)."""

    @property
    def goal_name(self) -> str:
        """The goal menu's choice for this link: a goal name, or "custom"."""
        if self.goal is None or not self.goal.strip():
            return GOAL_NAMES[0]
        return self.goal if self.goal in GOAL_NAMES else "custom"


def decode(fragment: str, query: str = "") -> Opened:
    """Read a link: its fragment (``#...``), else an old link's query (``?board=...``); the
    language from either (``?lang=ko``)."""
    text = fragment.removeprefix("#") or query.removeprefix("?")
    params = _params(text)
    lang = params.get("lang") or _params(query.removeprefix("?")).get("lang") or ""
    return Opened(
        board=params.get("board"),
        goal=params.get("goal"),
        largest_is_blank=params.get("blank") == "largest",
        lang=lang_of(lang) if lang else None,
    )


def _params(text: str) -> dict[str, str]:
    return {key: values[-1] for key, values in parse_qs(text, keep_blank_values=True).items()}
