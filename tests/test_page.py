"""The page's pure modules, natively: wording, share links, options, the view model."""

import html
import re
from urllib.parse import parse_qs

import pytest
from fresh_python import ROOT, run_fresh
from page import links, markup, options, panel_view, view, why_view, wording
from page.links import LINK_LIMIT, Boxes, Opened, Share, decode, encode
from page.options import Field, shuffle_request, time_limit, whole
from slidepuzzle import analyze, goal_board, inversion_pairs, parse_board, random_board

# Wording


def test_counts_and_headlines():
    assert wording.counted("en", 1, "move") == "1 move"
    assert wording.counted("en", 1234, "position") == "1,234 positions"
    assert wording.solution_headline(31, True, True).text("en") == "31 moves, optimal"
    assert (
        wording.solution_headline(58, False, True).text("en")
        == "58 moves, not proven optimal (time limit)"
    )
    assert wording.solution_headline(900, False, False).text("en") == (
        "900 moves, not proven optimal (built row by row: too large to search)"
    )


def test_search_figures_say_which_search_proved_the_length():
    assert wording.search_figures(3213, 0.3127, "ida*", True).text("en") == (
        "3,213 positions searched in 0.31 s (IDA* search)."
    )
    assert wording.search_figures(3201, 0.05, "weighted", True).text("en") == (
        "3,201 positions searched in 0.05 s (weighted IDA* search, then a full search proved "
        "nothing shorter exists)."
    )
    # Every method's name reads in the sentence (not "found by built row by row").
    assert wording.search_figures(500, 0.2, "constructive", True).text("en") == (
        "500 positions searched in 0.20 s (built row by row, then a full search proved nothing "
        "shorter exists)."
    )
    assert wording.search_figures(9, 0.05, "weighted", False).text("en") == (
        "9 positions searched in 0.05 s (weighted IDA* search)."
    )
    assert wording.search_figures(0, 1.5, "constructive", False).text("en") == (
        "Found in 1.50 s (built row by row)."
    )


def test_the_counter_names_the_tile_and_its_way():
    assert (
        wording.playback_count(3, 31, 7, "left", False).text("en")
        == "Move 3 of 31: tile 7 slides left."
    )
    assert wording.playback_count(31, 31, 2, "up", True).text("en") == (
        "Move 31 of 31: tile 2 slides up; the goal is reached."
    )
    assert wording.playback_count(0, 31, None, None, False).text("en") == "Move 0 of 31."
    assert (
        wording.playback_count(31, 31, None, None, True).text("en")
        == "Move 31 of 31: the goal is reached."
    )
    assert wording.play_count(1, False, 5, "up").text("en") == "1 move: tile 5 slid up."
    assert wording.play_count(0, False, None, None).text("en") == "0 moves."
    assert wording.play_count(23, True, 8, "left").text("en") == "Solved in 23 moves!"
    assert wording.sentence("tile 1 is not next to the blank").text("en") == (
        "Tile 1 is not next to the blank."
    )


# Share links


def test_links_round_trip_with_the_short_parameters_first():
    boxes = Boxes("3 1 2\n4 0 5\n6 7 8", "custom", "1 2 3\n4 5 6\n7 8 0", largest_is_blank=True)
    share = encode(boxes)
    assert share.left_out == ""
    assert share.fragment.startswith("goal=") and share.fragment.index("blank=") < (
        share.fragment.index("board=")
    )
    assert decode("#" + share.fragment) == Opened(boxes.board, "custom", boxes.goal_text, True)
    assert decode(share.fragment).goal == "custom"
    assert encode(Boxes("1 2\n3 _")) == Share("board=1+2%0A3+_")
    named = decode("#" + encode(Boxes("1 2\n3 _", "spiral")).fragment)
    assert (named.board, named.goal) == ("1 2\n3 _", "spiral")


def test_text_that_looks_like_link_syntax_survives():
    text = "1+2&3=4 #5 %20 _"
    assert decode(encode(Boxes(text)).fragment).board == text


def test_old_query_links_still_open_and_the_fragment_wins():
    old = "?board=2%201%203%0A4%205%206%0A7%208%20_&goal=blank-first&blank=largest"
    assert decode("", old) == Opened("2 1 3\n4 5 6\n7 8 _", "blank-first", "", True)
    assert decode("#board=1", old).board == "1"
    assert decode("", "") == Opened()
    assert Opened().goal == "blank-last"


def test_the_limit_is_counted_after_encoding():
    board = str(random_board(40, seed=1))  # 13 KB of link in the old query form
    assert len(encode(Boxes(board)).fragment) <= LINK_LIMIT
    spaced = "_" + " 1" * 11_000  # 22,001 characters; 33,001 encoded ("+" and "%0A" count)
    assert len(spaced) < LINK_LIMIT
    assert encode(Boxes(spaced.replace(" ", "\n"))) == Share("", "board")


def test_a_goal_too_large_to_share_means_no_link_not_the_default_goal():
    big = str(random_board(200, seed=1))
    assert encode(Boxes("1 2\n3 _", "custom", big)) == Share("", "goal")
    board_left = encode(Boxes(big, "spiral"))
    assert board_left == Share("goal=spiral", "board")
    assert parse_qs(board_left.fragment) == {"goal": ["spiral"]}


# Options


@pytest.mark.parametrize(
    ("text", "bad", "message"),
    [
        ("", True, "time limit is not a whole number: type one, 1 to 600"),
        ("", False, "time limit is empty: type a whole number, 1 to 600"),
        ("2.5", False, "time limit must be a whole number, got '2.5'"),
        ("abc", False, "time limit must be a whole number, got 'abc'"),
        ("0", False, "time limit must be 1 to 600, got 0"),
        ("601", False, "time limit must be 1 to 600, got 601"),
    ],
)
def test_bad_whole_numbers_are_named(text, bad, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        time_limit(Field(text, bad))


def test_whole_numbers():
    assert time_limit(Field(" 600 ")) == 600
    assert whole("0", "field-seed", 0) == 0
    with pytest.raises(ValueError, match="rows must be at least 1, got -3"):
        whole("-3", "field-rows", 1)


def test_shuffle_requests():
    asked = shuffle_request(Field("3"), Field("4"), Field(""), "unsolvable", "goal", "spiral", 77)
    assert asked == options.ShuffleRequest(3, 4, 77, False, True, "spiral")
    assert shuffle_request(Field("2"), Field("2"), Field(" 5 "), "solvable", "x", None, 1).seed == 5
    with pytest.raises(ValueError, match=r"^1001 x 1000 is 1,001,000 cells: the page shuffles"):
        shuffle_request(Field("1001"), Field("1000"), Field(""), "solvable", "anywhere", None, 1)
    with pytest.raises(ValueError, match=r"^seed must be a whole number, got 'abc'$"):
        shuffle_request(Field("3"), Field("3"), Field("abc"), "solvable", "anywhere", None, 1)
    with pytest.raises(ValueError, match=r"^columns is empty"):
        shuffle_request(Field("3"), Field(""), Field(""), "solvable", "anywhere", None, 1)


def test_difficulties():
    assert options.difficulty("any", Field("x"), Field(""), 4, 4) is None
    assert options.difficulty("exactly", Field(" 20 "), Field("x"), 3, 3) == 20
    assert options.difficulty("between", Field("10"), Field("12"), 2, 4) == (10, 12)
    assert options.difficulty("exactly", Field("7"), Field(""), 1, 30) == 7  # a line
    with pytest.raises(ValueError, match=r"^“Up to” must be at least 12, got 10$"):
        options.difficulty("between", Field("12"), Field("10"), 3, 3)
    with pytest.raises(ValueError, match=r"^moves is empty"):
        options.difficulty("exactly", Field(""), Field(""), 3, 3)
    with pytest.raises(ValueError, match=r"^moves must be 0 to 200, got 201$"):
        options.difficulty("exactly", Field("201"), Field(""), 3, 3)
    with pytest.raises(ValueError, match=r"boards of up to 16 cells .* 5 x 4 has 20"):
        options.difficulty("exactly", Field("20"), Field(""), 5, 4)


# The view model


def test_a_checked_board_becomes_everything_the_page_shows():
    board = parse_board("1 2 3\n4 8 6\n7 5 0")
    verdict = analyze(board)
    fix = why_view.fix_view("en", board, None, verdict)
    shown = view.board_view(
        "en", board, verdict, inversion_pairs(board), 0.0123, Share("board=x"), None, fix
    )
    assert not verdict.solvable  # 5 inversions on an odd width
    assert shown.status.title == "Not solvable" and shown.status.kind == "unsolvable"
    assert shown.status.sentences == (view.facts_text("en", verdict),)
    assert shown.steps.count("<li>") == 4 and "5 is odd, so the board is not" in shown.steps
    assert shown.fix is not None and shown.fix.tiles == (5, 8) and len(shown.forms) == 2
    assert shown.status.sentences[0].startswith("Rule: odd width · 5 inversions · blank on row 1")
    assert shown.picture is not None
    assert shown.picture.cells_html.count('class="tile"') == 8
    assert shown.picture.cells_html.count('class="rowno blank-row"') == 1
    assert 'aria-label="3 by 3 board, rows from the top: 1 2 3; 4 8 6; 7 5 blank"' in (
        shown.picture.cells_html
    )
    assert shown.reading is not None and shown.reading.tiles == "1 2 3 4 8 6 7 5"
    assert shown.reading.count.startswith("5 inversions: pairs of tiles")
    assert shown.reading.pairs == "8 before 6, 8 before 7, 8 before 5, 6 before 5, 7 before 5"
    assert shown.timing == "Checked in 12 ms."
    assert shown.errors == {} and shown.share == Share("board=x")


def test_large_boards_get_a_summary_and_a_shortened_reading():
    board = goal_board(40, 40)
    shown = view.board_view("en", board, analyze(board), None, 0.1, Share(""))
    assert shown.picture is not None and "board-summary" in shown.picture.cells_html
    assert "40 x 40 board (1,599 tiles) is too large to draw" in shown.picture.cells_html
    assert shown.reading is not None and shown.reading.pairs is None
    assert shown.reading.tiles.endswith(" … and 1,299 more")


def test_errors_and_failures_show_nothing_stale():
    bad = view.error_view("en", "goal-text", "expected 3 x 3", Share("a=b"))
    assert bad.status.title == "No verdict" and bad.errors == {"goal-text": "expected 3 x 3"}
    assert bad.status.sentences == ("Fix the goal board: expected 3 x 3",)
    assert bad.picture is None and bad.reading is None and bad.timing == ""
    failed = view.failure_view("en", RuntimeError("boom"), Share(""))
    assert failed.status.title == "The check failed"
    assert "RuntimeError: boom" in failed.status.sentences[0]
    assert failed.picture is None and failed.reading is None and failed.errors == {}


def test_moves_in_both_notations_each_its_own_element():
    moves = panel_view.moves_view("en", [5, 8], ["D", "R"])
    assert moves.marked
    assert moves.tiles_html == '<span data-move="0">5</span> <span data-move="1">8</span>'
    assert moves.text.splitlines() == [
        "Tiles slid into the blank: 5 8",
        "The blank's moves (U, D, L, R: where the blank goes): D R",
    ]
    long = panel_view.moves_view(
        "en", [1] * (panel_view.MARKED_MOVES + 1), ["U"] * (panel_view.MARKED_MOVES + 1)
    )
    assert not long.marked and "<span" not in long.tiles_html


def test_links_module_names_its_limit():
    assert links.LINK_LIMIT == LINK_LIMIT > 8_000


# Markup and start-up


@pytest.mark.parametrize(
    "text",
    ["", "plain", "a < b & c > d", "\"1\" 2 '3'", "&amp; stays &amp;amp;", "Ряд 2: «3×3» 行"],
)
def test_markup_is_escaped_as_html_escape_does(text):
    assert markup.escape(text) == html.escape(text, quote=True)


def test_the_page_s_start_imports_no_module_it_only_needs_later():
    """What ``main.py`` imports before the page is ready loads no ``html`` (its 2,231 entities),
    ``csv`` or ``hashlib``: each cost 25-75 ms of a first visit in Pyodide and is needed, if at
    all, by a later click (a table's CSV, a download's checksum)."""
    loaded = run_fresh(
        "import ast, sys\n"
        "import fakedom\n"
        f"tree = ast.parse(open({str(ROOT / 'py' / 'main.py')!r}).read())\n"
        "imports = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]\n"
        "exec(compile(ast.Module(imports, []), 'main.py', 'exec'), {})\n"
        "print(sorted(m for m in ('html', 'csv', 'hashlib', 'page.dom') if m in sys.modules))\n"
    )
    assert loaded.split("\n")[0] == "['page.dom']"  # page.dom: the imports did run
