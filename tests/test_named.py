"""Named notations (slidepuzzle/named.py): the hex string and letters read back as written;
Simon Tatham's Fifteen save files replayed to their STATEPOS; size keys; and the command line's
chunks (slidepuzzle/cli.py), which must read a long file as the whole text reads."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slidepuzzle import Board, ShapeError, goal_board, parse_board, read_boards
from slidepuzzle.cli import chunks
from slidepuzzle.named import format_hex, format_letters, hex_tiles, letter_tiles
from slidepuzzle.parse import Format

FIFTEEN = st.permutations(range(16)).map(lambda tiles: Board(4, 4, tiles))
EIGHT = st.permutations(range(9)).map(lambda tiles: Board(3, 3, tiles))


@given(FIFTEEN)
def test_the_hex_string_reads_back(board):
    text = format_hex(board)
    assert len(text) == 16 and parse_board(text) == board
    assert parse_board(text.lower()) == board
    assert parse_board(f"is {text} solvable?") == board


@given(st.one_of(FIFTEEN, EIGHT))
def test_letters_read_back_as_a_grid_and_as_one_string(board):
    grid = format_letters(board)
    (reading,) = read_boards(grid)
    assert (reading.board, reading.format) == (board, Format.LETTERS), grid
    assert parse_board(grid.replace(" ", "").replace("\n", "")) == board


def test_the_hex_string_and_letters_take_a_blank_mark_and_refuse_the_rest():
    assert hex_tiles("FE169B4C_A73D852") == hex_tiles("FE169B4C0A73D852")
    assert hex_tiles("FE169B4C0A73D85_") is None  # 0 and a mark: two blanks
    assert hex_tiles("FE169B4C0A73D855") is None  # 5 twice
    assert letter_tiles("ABCDEFGH.") == [1, 2, 3, 4, 5, 6, 7, 8, 0]
    assert letter_tiles("ABCDEFGHI") is None  # no blank
    with pytest.raises(ShapeError, match="up to 16 cells; this one has 25"):
        format_hex(goal_board(5, 5))
    for text in ("deadbeefcafe1234", "the hash 0123456789abcdef0 is long", "ABCDEFGHIJ"):
        assert all(reading.board is None for reading in read_boards(text)), text


def save_file(desc: str, params: str, moves: list[str], position: int | None = None) -> str:
    """A save file as midend.c's ``midend_serialise`` writes one."""

    def wr(key: str, value: str) -> str:
        return f"{key:<8.8}:{len(value)}:{value}\n"

    position = len(moves) + 1 if position is None else position
    return (
        wr("SAVEFILE", "Simon Tatham's Portable Puzzle Collection")
        + wr("VERSION", "1")
        + wr("GAME", "Fifteen")
        + wr("PARAMS", params)
        + wr("CPARAMS", params)
        + wr("DESC", desc)
        + wr("NSTATES", str(len(moves) + 1))
        + wr("STATEPOS", str(position))
        + "".join(wr("MOVE" if move != "S" else "SOLVE", move) for move in moves)
    )


def test_a_save_file_is_replayed_to_its_position():
    desc = "1,2,3,4,5,6,0,7,8,9,10,11"  # 4 wide, 3 high: the gap at column 2, row 1
    (reading,) = read_boards(save_file(desc, "4x3", ["M0,1", "M0,0"]))
    # M0,1 slides 6 and 5 right; M0,0 slides 1 down
    assert reading.board == Board(3, 4, (0, 2, 3, 4, 1, 5, 6, 7, 8, 9, 10, 11))
    assert reading.format is Format.TATHAM_SAVE
    (undone,) = read_boards(save_file(desc, "4x3", ["M0,1", "M0,0"], position=2))
    assert undone.board == Board(3, 4, (1, 2, 3, 4, 0, 5, 6, 7, 8, 9, 10, 11))
    (solved,) = read_boards(save_file(desc, "4x3", ["S"]))
    assert solved.board == goal_board(3, 4)
    (bad,) = read_boards(save_file(desc, "4x3", ["M1,0"]))  # neither its row nor its column
    assert "M1,0" in str(bad.error) and bad.board is None


def test_size_keys_beside_a_flat_list():
    (reading,) = read_boards("rows = 2\ncols = 3\ntiles = 1 2 3 4 5 0")
    assert reading.board == Board(2, 3, (1, 2, 3, 4, 5, 0))
    (wrong,) = read_boards("rows: 4\ncols: 4\ntiles: [1, 2, 3, 0]")
    assert "the size given, 4 x 4, does not fit" in str(wrong.error)


def test_chunks_cut_after_blank_lines_outside_brackets():
    lines = ["1 2\n", "3 0\n", "\n", "[[1, 2],\n", "\n", "[3, 0]]\n", "\n", "2 1\n", "3 0\n"]
    found = list(chunks(lines, size=1))
    assert found == [(0, "1 2\n3 0\n\n"), (3, "[[1, 2],\n\n[3, 0]]\n\n"), (7, "2 1\n3 0\n")]
    assert list(chunks(lines)) == [(0, "".join(lines))]


def test_a_long_file_reads_in_chunks_as_the_whole_text_reads(tmp_path, monkeypatch, capsys):
    from slidepuzzle import cli

    rng = random.Random(30)
    parts = []
    for _ in range(60):
        tiles = list(range(9))
        rng.shuffle(tiles)
        rows = [" ".join(map(str, tiles[top : top + 3])) for top in (0, 3, 6)]
        parts.append("\n".join(rows) if rng.random() < 0.7 else f"b = [[{'], ['.join(rows)}]]")
    text = "\n\n".join(parts) + "\n"
    path = tmp_path / "boards.txt"
    path.write_text(text)
    monkeypatch.setattr(cli, "CHUNK_CHARS", 64)
    assert cli.main(["check", "--csv", str(path)]) == 0
    streamed = capsys.readouterr().out
    monkeypatch.setattr(cli, "CHUNK_CHARS", 1 << 20)
    cli.main(["check", "--csv", str(path)])
    assert streamed == capsys.readouterr().out
    assert streamed.count("\n") == 61
