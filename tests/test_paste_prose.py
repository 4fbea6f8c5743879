"""Hypothesis: prose paragraphs (with digits, brackets and parentheses) mixed with boards written in
random "Copy as" styles: every board comes back, in order, and prose never becomes a board."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from slidepuzzle import Board, Style, format_board
from slidepuzzle.parse import read_boards
from test_read import boards  # any board of up to 30 cells

WORDS = (
    "hi",
    "all",
    "is",
    "this",
    "board",
    "solvable",
    "I",
    "tried",
    "it",
    "times",
    "and",
    "got",
    "moves",
    "thanks",
    "see",
    "page",
    "step",
    "the",
    "teacher",
    "said",
    "we",
    "need",
    "to",
    "check",
    "parity",
    "first",
    "so",
    "what",
    "am",
    "doing",
    "wrong",
    "here",
)


@st.composite
def asides(draw) -> str:
    """What prose holds besides words: a number, a pair in brackets, a parenthesis, a date."""
    number = draw(st.integers(0, 999))
    other = draw(st.integers(0, 99))
    word = draw(st.sampled_from(WORDS))
    return draw(
        st.sampled_from(
            (
                str(number),
                f"({number} {word})",
                f"[{number}, {other}]",
                f"({word}, {number}-{other})",
                f"{number}/{other}",
                f"{number}%",
                f"#{number}",
                f"v{number}.{other}",
            )
        )
    )


@st.composite
def paragraphs(draw) -> str:
    """One to three lines of prose: words, each line starting with one, asides between."""
    lines = []
    for _ in range(draw(st.integers(1, 3))):
        parts = [draw(st.sampled_from(WORDS))]
        for _ in range(draw(st.integers(1, 10))):
            parts.append(draw(st.one_of(st.sampled_from(WORDS), asides())))
        lines.append(" ".join(parts) + draw(st.sampled_from(("", ".", "?", ":", "!"))))
    return "\n".join(lines)


@st.composite
def pastes(draw) -> tuple[str, list[Board]]:
    """Prose and boards in turn, each board in a style of its own, blank lines between."""
    parts: list[str] = []
    shown: list[Board] = []
    if draw(st.booleans()):
        parts.append(draw(paragraphs()))
    for _ in range(draw(st.integers(1, 4))):
        board = draw(boards())
        parts.append(format_board(board, draw(st.sampled_from(Style))))
        shown.append(board)
        if draw(st.booleans()):
            parts.append(draw(paragraphs()))
    return "\n\n".join(parts), shown


@settings(max_examples=300, deadline=None)
@given(pastes())
def test_every_board_comes_back_in_order_and_prose_is_never_a_board(paste):
    text, shown = paste
    readings = read_boards(text)
    assert [reading.board for reading in readings] == shown, text


@settings(max_examples=200, deadline=None)
@given(paragraphs())
def test_prose_alone_is_no_board(text):
    readings = read_boards(text)
    assert len(readings) == 1 and readings[0].board is None, text
