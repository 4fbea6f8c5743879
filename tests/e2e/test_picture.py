"""Picture mode on the Solve panel's stage, in Chromium: the built-in picture played to its end
shows whole; the reader's own image (a PNG made here) is cut into the tiles without a request
leaving the site."""

import re
import struct
import zlib
from urllib.parse import urlsplit

from playwright.sync_api import expect
from slidepuzzle import parse_board
from slidepuzzle.picture import PICTURE_SIZE, pieces

SOLVER_TIMEOUT = 90_000

PIECES = """() => {
    const stage = document.querySelector("#stage");
    const drawn = {};
    for (const piece of stage.querySelectorAll(".tile, .blank-piece")) {
        const look = getComputedStyle(piece);
        drawn[piece.dataset.tile || "0"] = {
            "background-size": look.backgroundSize,
            "background-position": look.backgroundPosition,
            image: look.backgroundImage,
            visible: look.visibility === "visible",
        };
    }
    return drawn;
}"""
"""Each piece drawn on the stage (the blank's as "0"): its computed background, whether it
shows."""


def drawn_pieces(app) -> dict[str, dict]:
    return app.page.evaluate(PIECES)


def expected_pieces(goal_text: str, width: int, height: int) -> dict[str, dict[str, str]]:
    goal = parse_board(goal_text)
    return {str(tile): piece.css() for tile, piece in pieces(goal, width, height).items()}


def played_to_the_end(app, source_label: str, choice: str, lang: str = "en") -> None:
    app.paste("1 2 3\n4 5 6\n_ 7 8")
    app.solve_button.click()
    expect(app.last_button).to_be_enabled(timeout=SOLVER_TIMEOUT)
    if lang != "en":
        app.page.locator("#lang").select_option(lang)
    app.page.get_by_label(source_label, exact=True).select_option(choice)
    expect(app.stage).to_have_class(re.compile(r"\bpictured\b"))
    expect(app.stage).not_to_have_class(re.compile(r"\bwhole\b"))
    app.page.locator("#last").click()
    expect(app.stage).to_have_class(re.compile(r"\bwhole\b"))


def assert_whole(app, expected: dict[str, dict[str, str]], image: str) -> None:
    drawn = drawn_pieces(app)
    assert set(drawn) == set(expected)  # every tile and the blank's piece
    for tile, css in expected.items():
        assert {k: drawn[tile][k] for k in css} == css, tile
        assert image in drawn[tile]["image"] and drawn[tile]["visible"], tile
    assert app.drawn_tiles() == [1, 2, 3, 4, 5, 6, 7, 8, 0]  # each piece on its goal cell


def test_picture_mode_with_the_built_in_picture_plays_a_solution_to_its_end(app):
    played_to_the_end(app, "Picture", "built-in")
    assert_whole(app, expected_pieces("1 2 3\n4 5 6\n7 8 _", *PICTURE_SIZE), "static/picture.svg")
    expect(app.stage_tiles).to_have_text([str(tile) for tile in range(1, 9)])  # their names
    assert drawn_pieces(app)["1"]["background-position"] == "0% 0%"
    app.back_button.click()  # not whole any more: the blank's piece hides
    expect(app.stage).not_to_have_class(re.compile(r"\bwhole\b"))
    assert not drawn_pieces(app)["0"]["visible"]
    numbers = app.page.get_by_label("Show numbers")
    numbers.check()
    expect(app.stage).to_have_class(re.compile(r"\bnumbers\b"))
    numbers.uncheck()
    app.page.get_by_label("Picture", exact=True).select_option("numbers")
    expect(app.stage).not_to_have_class(re.compile(r"\bpictured\b"))
    assert app.page.locator("#stage .blank-piece").count() == 0


def test_picture_mode_in_korean(app):
    played_to_the_end(app, "그림", "built-in", "ko")
    assert_whole(app, expected_pieces("1 2 3\n4 5 6\n7 8 _", *PICTURE_SIZE), "static/picture.svg")
    expect(app.page.get_by_label("숫자 보이기")).not_to_be_checked()
    app.page.get_by_label("그림", exact=True).select_option("numbers")


def png(width: int, height: int) -> bytes:
    """A ``width x height`` PNG, red on the left half, blue on the right."""
    rows = b"".join(
        b"\x00"
        + b"".join(b"\xff\x00\x00" if x < width // 2 else b"\x00\x00\xff" for x in range(width))
        for _ in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def test_the_readers_own_picture_never_leaves_the_browser(app):
    sent = []
    app.page.on("request", lambda request: sent.append((request.method, request.url)))
    played_before = len(sent)
    app.paste("1 2 3\n4 5 6\n_ 7 8")
    app.solve_button.click()
    expect(app.last_button).to_be_enabled(timeout=SOLVER_TIMEOUT)
    app.page.get_by_label("Picture", exact=True).select_option("own")
    chooser = app.page.get_by_label("Your picture (it stays on this device)")
    expect(chooser).to_be_visible()
    asked = len(sent)
    chooser.set_input_files({"name": "mine.png", "mimeType": "image/png", "buffer": png(60, 30)})
    expect(app.stage).to_have_class(re.compile(r"\bpictured\b"))
    app.last_button.click()
    expect(app.stage).to_have_class(re.compile(r"\bwhole\b"))
    assert_whole(app, expected_pieces("1 2 3\n4 5 6\n7 8 _", 60, 30), 'url("blob:')
    assert drawn_pieces(app)["1"]["background-size"] == "600% 300%"  # the middle 30 x 30 of 60
    own = urlsplit(app.url).netloc
    after = sent[asked:]
    assert all(method == "GET" for method, _ in after), after
    assert all(
        urlsplit(url).scheme in ("blob", "data") or urlsplit(url).netloc == own for _, url in after
    ), after
    assert not [url for _, url in after if "mine.png" in url]
    assert played_before <= asked
    expect(app.page.locator("#picture-note")).to_have_text("")
    # A file that is no image: said under the control, the picture drawn kept.
    chooser.set_input_files({"name": "notes.png", "mimeType": "image/png", "buffer": b"no image"})
    expect(app.page.locator("#picture-note")).to_have_text(
        "That file is not an image this browser can show: choose another."
    )
    assert_whole(app, expected_pieces("1 2 3\n4 5 6\n7 8 _", 60, 30), 'url("blob:')
    app.page.get_by_label("Picture", exact=True).select_option("numbers")
