"""The command line's fast path for a game maker's batch (``batch.plain_readings``): it reads
exactly as ``read_boards`` does, or declines and leaves the text to it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slidepuzzle import read_boards
from slidepuzzle.batch import plain_readings
from slidepuzzle.parse import Reading


def shifted(reading: Reading, before: int) -> Reading:
    """``reading`` with its line counted after ``before`` lines."""
    return replace(reading, line=reading.line + before)


def board_text(rng: random.Random, rows: int, cols: int, flaw: str) -> str:
    """A random board's rows, spaced at random, with ``flaw``: none, a tile twice, a ragged
    row, a blank written as ``_``, or a number too large."""
    tiles = list(range(rows * cols))
    rng.shuffle(tiles)
    words = [str(tile) for tile in tiles]
    if flaw == "twice":
        words[0] = words[-1]
    elif flaw == "too-large":
        words[0] = str(rows * cols)
    elif flaw == "blank-as-_":
        words[words.index("0")] = "_"
    lines = []
    for top in range(0, rows * cols, cols):
        row = words[top : top + cols]
        if flaw == "ragged" and top == 0 and cols > 1:
            row = row[:-1]
        lines.append(" " * rng.randint(0, 1) + (" " * rng.randint(1, 2)).join(row))
    if flaw == "ragged" and cols > 1:
        lines[-1] += " " + words[cols - 1]
    return "\n".join(line + " " * rng.randint(0, 1) for line in lines)


FLAWS = ("none", "twice", "too-large", "blank-as-_", "ragged")


@given(
    shapes=st.lists(st.tuples(st.integers(1, 5), st.integers(1, 6)), min_size=1, max_size=6),
    flaws=st.lists(st.sampled_from(FLAWS), min_size=6, max_size=6),
    gaps=st.lists(st.sampled_from(["\n\n", "\n\n\n", "\n \n", "\n\n  \n"]), min_size=6, max_size=6),
    first=st.sampled_from(["", "\n", "\n\n", "  \n"]),
    before=st.integers(0, 50),
    seed=st.integers(0, 2**32),
)
def test_the_fast_path_reads_as_the_reader_reads(shapes, flaws, gaps, first, before, seed):
    """Boards of random shapes (single lines too), random spacing and blank lines (some
    first, as a chunk of a file may start), some flawed:
    the fast path gives the reader's readings, lines after ``before``; it declines (``None``)
    a text with any flaw, and reads every text of flawless boards of 2 rows of 3 or more."""
    rng = random.Random(seed)
    texts = [board_text(rng, *shape, flaw) for shape, flaw in zip(shapes, flaws, strict=False)]
    text = first + "".join(board + gap for board, gap in zip(texts, gaps, strict=False))
    fast = plain_readings(text, before)
    read = [shifted(reading, before) for reading in read_boards(text)]
    if fast is not None:
        assert fast == read
    used = flaws[: len(shapes)]
    if set(used) == {"none"} and all(rows >= 2 and cols >= 3 for rows, cols in shapes):
        assert fast is not None
        assert [reading.board.shape for reading in fast] == shapes
    if "blank-as-_" in used or any(rows * cols == 1 for rows, cols in shapes):
        assert fast is None


@pytest.mark.parametrize(
    "text",
    [
        "1 2 3\n4 5 6\n7 8 0",  # one board, no blank line after it
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n\n2 1 3\n4 5 6\n7 8 0\n\n",
        "\n\n1 2 3\n4 5 6\n7 8 0\n",  # blank lines first
    ],
)
def test_plain_batches_are_read_with_their_lines(text):
    fast = plain_readings(text, 10)
    assert fast == [shifted(reading, 10) for reading in read_boards(text)]


@pytest.mark.parametrize(
    "text",
    [
        "1 2 3\r\n4 5 6\r\n7 8 0",  # Windows line breaks: the reader's
        "1,2,3\n4,5,6\n7,8,0",  # commas
        "1 2 3 4 5 6 7 8 0",  # one line
        "1 2 3\n4 5 6\n7 8 9",  # no blank
        "4\n3\n1 2 3\n4 5 6\n7 8 9 10 11 0",  # a size line
        "\t1 2 3\n4 5 6\n7 8 0",  # a tab
    ],
)
def test_anything_else_is_left_to_the_reader(text):
    assert plain_readings(text) is None


def test_check_csv_writes_the_same_table_with_the_fast_path_as_without(
    tmp_path, monkeypatch, capsys
):
    """A file of plain boards, some flawed, some 2 blank lines apart, read in small chunks:
    the command line's CSV is the same whether chunks take the fast path or the reader (many
    do: those without a flaw)."""
    from slidepuzzle import cli

    rng = random.Random(30)
    flaws = ["none"] * 20 + ["twice", "ragged", "blank-as-_"]
    text = "".join(
        board_text(rng, rng.randint(2, 5), rng.randint(3, 5), rng.choice(flaws))
        + rng.choice(["\n\n", "\n\n", "\n\n\n", "\n \n"])
        for _ in range(300)
    )
    path = tmp_path / "boards.txt"
    path.write_text(text)
    monkeypatch.setattr(cli, "CHUNK_CHARS", 200)
    read_at_once = []

    def counted(text: str, before: int = 0) -> list[Reading] | None:
        readings = plain_readings(text, before)
        read_at_once.append(readings is not None)
        return readings

    monkeypatch.setattr(cli, "plain_readings", counted)
    cli.main(["check", "--csv", str(path)])
    fast = capsys.readouterr()
    monkeypatch.setattr(cli, "plain_readings", lambda text, before=0: None)
    cli.main(["check", "--csv", str(path)])
    assert capsys.readouterr() == fast
    assert fast.out.count("\n") > 300  # the header, and a row a board (or more: flaws)
    assert 10 <= sum(read_at_once) < len(read_at_once)  # both paths taken
