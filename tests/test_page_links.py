"""Share links: what a link opens, read by Python (``page.links``) and, before Python is ready, by
``static/links.mjs`` (run here in node over the same links: the two must agree); a goal the page
cannot use falls back to the usual one; the language only when chosen from the menu."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from page.links import (
    LINK_LIMIT,
    Boxes,
    Opened,
    Share,
    _params,
    address,
    decode,
    encode,
    quote,
    read_goal,
    unquote,
)
from slidepuzzle import GOAL_NAMES, random_board
from slidepuzzle.i18n import LANGS

ROOT = Path(__file__).resolve().parents[1]
MODULE = ROOT / "static" / "links.mjs"

BOXES = [
    Boxes("2 1 3\n4 5 6\n7 8 _"),
    Boxes("1 2\n3 _", "spiral"),
    Boxes("1 2 3\n4 0 5", "blank-first", largest_is_blank=True),
    Boxes("3 1 2\n4 0 5\n6 7 8", "custom", "1 2 3\n4 5 6\n7 8 0", largest_is_blank=True),
    Boxes("1+2&3=4 #5 %20 _ ; ?x=y"),
    Boxes("[[1, 2], [3, 0]]\r\n\t"),
    Boxes("１ ２\n３ ＿", "custom", "＿ １\n２ ３"),
    Boxes("Ё ж 漢字 한국어 \u202e \x00 😀"),
    Boxes(str(random_board(6, seed=3))),
    Boxes(""),
]
"""Boxes whose links both readers must read back."""

HAND_MADE = [
    ("", ""),
    ("#", ""),
    ("#goal=nonsense&board=2+1+3%0A4+5+6%0A7+8+_", ""),
    ("#goal=custom&board=1+2%0A3+_", ""),
    ("#goal=Spiral&board=1", ""),
    ("#goal=x&board=1", ""),
    ("#goal=%20%20&board=1", ""),
    ("#goal=_+_&board=1", ""),
    ("#goal=%E2%80%AEevil&board=1", ""),
    ("#goal=1+2+3&goal=spiral&board=1&board=2", ""),
    ("#board", ""),
    ("#board=&blank=largest", ""),
    ("#blank=LARGEST&board=%zz%F0%9F%98", ""),
    ("#?board=1&lang=ko", ""),
    ("#&&board=1&&", ""),
    ("", "?board=2%201%203%0A4%205%206%0A7%208%20_&goal=blank-first&blank=largest"),
    ("#board=1", "?board=2&lang=ru"),
    ("#lang=zh-Hans-CN&board=1", "?lang=ko"),
    ("#lang=zh_Hans&board=1", ""),
    ("", "?lang=fr"),
    ("", "?lang=%20ko"),
]
"""Links nobody's page made: typed, cut short, edited by hand, old (``?board=``)."""


def python_reads(fragment: str, query: str) -> dict[str, object]:
    opened = decode(fragment, query)
    return {
        "board": opened.board,
        "goal": opened.goal,
        "goalText": opened.goal_text,
        "largestIsBlank": opened.largest_is_blank,
        "lang": opened.lang,
        "unknownGoal": opened.unknown_goal,
    }


def node_reads(links: list[tuple[str, str]]) -> list[dict[str, object]]:
    script = (
        f"import {{ decode }} from {json.dumps(MODULE.as_uri())};\n"
        "let text = '';\n"
        "process.stdin.on('data', (chunk) => (text += chunk));\n"
        "process.stdin.on('end', () => {\n"
        "  const links = JSON.parse(text);\n"
        "  process.stdout.write(JSON.stringify(links.map(([f, q]) => decode(f, q))));\n"
        "});\n"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        input=json.dumps(links),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_python_and_the_first_paint_read_every_link_alike():
    made = [("#" + encode(boxes).fragment, "") for boxes in BOXES]
    made += [("#" + encode(boxes).fragment, "?lang=ru") for boxes in BOXES[:2]]
    links = made + HAND_MADE
    for (fragment, query), js in zip(links, node_reads(links), strict=True):
        assert js == python_reads(fragment, query), (fragment, query)


PARAMETERS = st.text(st.sampled_from("ab=&+% _~.-%2%zz%41%E2%82%AC%F0%9F%98\u00e9\u202e\x00😀"))
"""Text made of what a parameter may hold: separators, escapes (valid, cut short, not hex),
spaces, letters and non-ASCII characters."""


@given(st.text())
def test_parameters_are_written_as_urllib_writes_them(text):
    from urllib.parse import quote_plus, unquote_plus

    try:
        expected = quote_plus(text, safe="")
    except UnicodeEncodeError:  # a lone surrogate: neither can write it
        with pytest.raises(UnicodeEncodeError):
            quote(text)
        return
    assert quote(text) == expected
    assert unquote(expected) == unquote_plus(expected) == text


@given(PARAMETERS)
def test_parameters_are_read_as_urllib_reads_them(text):
    from urllib.parse import parse_qs, unquote_plus

    assert unquote(text) == unquote_plus(text)
    read = parse_qs(text, keep_blank_values=True)
    assert _params(text) == {name: values[-1] for name, values in read.items()}


def test_links_read_back_the_boxes():
    for boxes in BOXES:
        opened = decode("#" + encode(boxes).fragment)
        assert opened.board is not None and opened.unknown_goal is None
        assert opened.boxes(opened.board) == boxes


def test_an_unknown_goal_opens_the_usual_goal_and_names_what_it_asked_for():
    assert decode("#goal=nonsense&board=1") == Opened("1", unknown_goal="nonsense")
    assert decode("#goal=custom&board=1") == Opened("1", unknown_goal="custom")
    assert read_goal("Spiral") == (GOAL_NAMES[0], "", "Spiral")
    assert read_goal("  ") == read_goal(None) == (GOAL_NAMES[0], "", None)
    assert read_goal(" spiral\n") == ("spiral", "", None)
    # a goal board: a digit in it, or a 1 x 1 board's blank
    assert read_goal("1 2\n3 _") == ("custom", "1 2\n3 _", None)
    assert read_goal("１ ２\n３ ＿") == ("custom", "１ ２\n３ ＿", None)
    assert read_goal("x") == ("custom", "x", None)
    assert read_goal("1 2 3 abc") == ("custom", "1 2 3 abc", None)  # its error: in the goal box


def test_a_link_too_long_is_not_encoded_to_find_out():
    board = "1 " * LINK_LIMIT
    assert encode(Boxes(board, "spiral")) == Share("goal=spiral", "board")
    assert encode(Boxes("_" + "\n1" * 11_000)).left_out == "board"  # short, too long encoded


def test_the_language_goes_into_a_link_only_when_chosen_from_the_menu():
    share = encode(Boxes("1 2\n3 0"))
    page = "https://example.org/puzzle/"
    assert address(page, share) == page + "#board=1+2%0A3+0"
    assert address(page, share, "") == address(page, share, "fr") == address(page, share)
    for lang in LANGS:
        link = address(page, share, lang)
        assert link == f"{page}?lang={lang}#board=1+2%0A3+0"
        fragment, query = link.partition("#")[2], link.partition("?")[2].partition("#")[0]
        assert decode("#" + fragment, "?" + query).lang == lang
    assert address(page, Share(""), "ru") == page + "?lang=ru"
    assert address(page, Share("")) == page
