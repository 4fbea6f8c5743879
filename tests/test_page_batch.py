"""The page's pure parts for pastes read from code or tables and of several boards, natively:
the wording of a batch, the note of how a board was read, the batch's view model."""

import csv
import io
import re

from page import view, wording
from page.links import Boxes, Share, decode, encode
from slidepuzzle import analyze, read_boards
from slidepuzzle.batch import CSV_COLUMNS, batch_csv, batch_row

CPP = """// the board from the article
int puzzle[N][N] = {
    {12, 1, 10, 2},
    {7, 11, 4, 14},
    {5, 0, 9, 15},  // 0 is the blank
    {8, 13, 6, 3},
};"""

THREE = "1 2 3\n4 5 6\n7 _ 8\n\n2 1 3\n4 5 6\n7 8 _\n\n1 2 3\n4 5\n6 7 0"


def test_batch_summary_counts_every_board():
    assert wording.batch_summary("en", 7, 5, 0) == "12 boards: 7 solvable, 5 not"
    assert wording.batch_summary("en", 1, 0, 0) == "1 board: 1 solvable, 0 not"
    assert wording.batch_summary("en", 1, 1, 1) == "3 boards: 1 solvable, 1 not, 1 not read"
    assert wording.batch_summary("en", 6000, 4000, 0) == "10,000 boards: 6,000 solvable, 4,000 not"


def test_code_is_named_with_its_shape():
    (reading,) = read_boards(CPP)
    assert view.read_note("en", reading) == "Read from C/C++ code: a 4 x 4 board."


def test_plain_text_needs_no_note_but_its_notes_are_said():
    (plain,) = read_boards("1 2 3\n4 5 6\n7 _ 8")
    assert view.read_note("en", plain) == ""
    (no_blank,) = read_boards("1 2 3\n4 5 6\n7 9 8")
    assert view.read_note("en", no_blank) == (
        "No blank was written: 9, the largest number, is taken as the blank."
    )


def test_a_spreadsheet_names_its_empty_cell():
    (reading,) = read_boards("1\t2\t3\n4\t\t5\n7\t8\t6")
    assert reading.board is not None
    note = view.read_note("en", reading)
    assert note.startswith("Read from a spreadsheet or CSV: a 3 x 3 board. ")
    assert "(row 2, column 2) is taken as the blank" in note


def batch(text: str) -> tuple[list, list[Share], view.PageView]:
    rows = [batch_row(number, reading) for number, reading in enumerate(read_boards(text), 1)]
    opens = [encode(Boxes(row.reading.text)) for row in rows]
    return rows, opens, view.batch_view("en", rows, opens, Share("board=all"))


def cells(shown: view.PageView) -> list[list[str]]:
    """The table's rows as text, cell by cell (tags dropped)."""
    assert shown.batch is not None
    return [
        [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)]
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", shown.batch.rows_html)
    ]


def test_a_batch_is_one_row_per_board_a_bad_one_with_its_error():
    rows, _, shown = batch(THREE)
    assert shown.status.title == "3 boards: 1 solvable, 1 not, 1 not read"
    assert shown.picture is None and shown.reading is None and shown.batch is not None
    assert shown.batch.count == 3
    table = cells(shown)
    assert table[0] == ["1", "3 x 3", "Solvable", "0 inversions", "", "Open board 1"]
    assert table[1] == ["2", "3 x 3", "Not solvable", "1 inversion", "", "Open board 2"]
    assert table[2][:3] == ["3", "", "Not read"]
    assert "row 2 has 2 values" in table[2][3]
    assert analyze(rows[1].reading.board).solvable is False


def test_each_row_links_to_its_board_alone():
    _, opens, shown = batch(THREE)
    assert shown.batch is not None
    hrefs = re.findall(r'href="#([^"]*)"', shown.batch.rows_html)
    assert len(hrefs) == 3
    opened = [decode(href.replace("&amp;", "&")).board for href in hrefs]
    assert opened == ["1 2 3\n4 5 6\n7 _ 8", "2 1 3\n4 5 6\n7 8 _", "1 2 3\n4 5\n6 7 0"]
    assert [share.fragment for share in opens] == hrefs


def test_a_board_too_large_to_link_says_so():
    rows, _, _ = batch(THREE)
    opens = [Share("", "board")] * 3
    shown = view.batch_view("en", rows, opens, Share(""))
    assert [row[5] for row in cells(shown)] == ["too large to link"] * 3


def test_the_table_escapes_what_it_quotes():
    *_, shown = batch("1 2 3\n4 5 6\n7 8 0\n\n<b>1 2\n3 4")
    assert shown.batch is not None
    assert "<b>" not in shown.batch.rows_html
    assert "&lt;b&gt;" in shown.batch.rows_html


def test_the_csv_has_the_cli_columns_and_one_line_per_board():
    rows, _, _ = batch(THREE)
    table = list(csv.DictReader(io.StringIO(batch_csv(("paste", row) for row in rows))))
    assert list(table[0]) == list(CSV_COLUMNS)
    assert [line["solvable"] for line in table] == ["yes", "no", ""]
    assert table[2]["error"].startswith("rows must have the same length")
