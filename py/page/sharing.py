"""Copying to the clipboard: the share link, the board checked in a style chosen ("Copy as …",
``slidepuzzle.format_board``; the menu's choices are the core's ``COPY_STYLES``, a notation
that does not fit the board checked disabled), and (for the Solve panel) the moves.

Where the browser does not allow the clipboard, the text is selected in its field to copy by hand.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from slidepuzzle.board import Board, ShapeError
from slidepuzzle.styles import COPY_STYLES, format_board, style_fits

from page import dom, language, links
from page.check import Checked
from page.wording import said


async def copy_link() -> None:
    """Copy the link to the boxes' board to the clipboard."""
    share = links.encode(dom.boxes())
    dom.share(language.lang(), share)
    language.write("copy-info", "")
    if share.left_out:
        language.write("copy-info", said(f"{share.left_out}-too-large-copy"))
        return
    await copy(dom.value("share-link"), "share-link", "copy-info", "link-copied", "link-not-copied")


async def copy_board(settled: Callable[[], Awaitable[Checked | None]]) -> None:
    """Copy the board checked (``settled``: it once checked), written in the style chosen in the
    Copy as menu."""
    language.write("copy-board-info", "")
    checked = await settled()
    if checked is None:
        language.write("copy-board-info", said("no-board-to-copy"))
        return
    try:
        words = format_board(checked.board, dom.value("copy-style"))
    except ShapeError as unfit:  # a notation chosen for a board it does not write
        language.write("copy-board-info", said("board-not-written", error=unfit.phrase))
        dom.show("board-copy-box", False)  # no earlier board's text left to copy by hand
        return
    dom.set_value("board-copy-text", words)
    info, box = "copy-board-info", "board-copy-box"
    await copy(words, "board-copy-text", info, "board-copied", "board-not-copied", box)


def copy_choices() -> list[tuple[str, str]]:
    """The Copy as menu's choices, (value, catalogue key) pairs: every style and notation."""
    return [(style.value, f"style-{style}") for style in COPY_STYLES]


def offer_styles(board: Board | None) -> None:
    """Offer in the Copy as menu the styles that write ``board`` (with no board checked,
    every one): a notation that does not fit it (``style_fits``) is disabled."""
    dom.enable_choices(
        "copy-style",
        {
            style.value
            for style in COPY_STYLES
            if board is None or style_fits(style, board.rows, board.cols)
        },
    )


async def copy_held() -> None:
    """Copy the whole long text the Board box keeps (it shows only its start)."""
    try:
        await dom.copy_text(dom.value("board"))
        language.write("held-copy-info", said("held-copied"))
    except Exception:  # no clipboard here: Edit it all in the box, then copy it from there
        language.write("held-copy-info", said("held-not-copied"))


async def copy(
    text: str, field: str, info: str, done: str, failed: str, box: str | None = None
) -> None:
    """Put ``text`` on the clipboard and say so in ``info`` (the keys ``done`` and ``failed``);
    else show ``box`` and select the text in ``field`` to copy by hand."""
    try:
        await dom.copy_text(text)
        language.write(info, said(done))
    except Exception:  # no clipboard here (permissions, insecure page): the field is the fallback
        language.write(info, said(failed))
        if box is not None:
            dom.show(box)
        dom.focus(field)
        dom.select(field)
