"""Picture mode on the Solve panel's stage (``page.pictures``, ``page.stage``): which piece of
the picture each tile shows, the blank's once the goal is reached, the numbers on demand, the
reader's own image; on a fake page (``fakedom``)."""

import asyncio

import fakedom
import pytest
from fakedom import run, web
from page import checking, drawn, pictures, solve_panel, stage
from slidepuzzle import parse_board
from slidepuzzle.picture import PICTURE_SIZE, pieces


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


GOAL = parse_board("1 2 3\n4 5 6\n7 8 _")


async def played(text: str) -> None:
    """Put ``text`` in the Board box, wait for its check, press Play it yourself."""
    web.page["board"].value = text
    checking.schedule()
    await solve_panel.play_clicked(checking.settled)
    await asyncio.sleep(0)


def choose(source: str) -> None:
    web.page["picture-source"].value = source
    stage.picture_chosen()


def drawn_pieces() -> dict[int, dict[str, str]]:
    """Each drawn tile's background, the blank's piece's as 0."""
    shown = web.page["stage"]
    found = {
        int(tile.dataset.tile): {
            prop: tile.style[prop]
            for prop in ("background-size", "background-position")
            if prop in tile.style
        }
        for tile in shown.querySelectorAll(".tile")
    }
    blank = shown.querySelector(".blank-piece")
    if blank is not None:
        found[0] = {prop: blank.style[prop] for prop in ("background-size", "background-position")}
        found[0]["cell"] = (blank.style["--r"], blank.style["--c"])
    return found


def test_the_look_follows_the_choice():
    assert pictures.look(GOAL) is None  # numbers at first
    pictures.choose("built-in")
    look = pictures.look(GOAL)
    assert look is not None and look.url is None and look.blank == (2, 2)
    assert look.pieces == {tile: piece.css() for tile, piece in pieces(GOAL, *PICTURE_SIZE).items()}
    assert look.pieces[1]["background-position"] == "0% 0%"
    assert look.pieces[0]["background-position"] == "100% 100%"
    pictures.choose("own")
    assert pictures.look(GOAL) is None  # no image yet: the numbers
    assert pictures.own_loaded(pictures.Own("blob:a", 300, 100)) is None
    look = pictures.look(GOAL)
    assert look is not None and look.url == "blob:a"
    # the middle 100 x 100 of a 300 x 100 picture: 9 x 3 tiles, the first piece 3 tiles in
    assert look.pieces[1] == {"background-size": "900% 300%", "background-position": "37.5% 0%"}
    assert pictures.own_loaded(pictures.Own("blob:b", 10, 10)) == "blob:a"  # let go
    pictures.show_numbers(True)
    assert pictures.look(GOAL).numbers
    pictures.choose("anything else")
    assert pictures.state.source == "numbers" and pictures.look(GOAL) is None


def test_the_built_in_picture_on_the_stage_whole_at_the_goal():
    seen = []

    async def scenario():
        await played("1 2 3\n4 5 6\n7 _ 8")
        classes = web.page["stage"].classList
        seen.append(("pictured" in classes, drawn_pieces()))
        choose("built-in")
        seen.append((set(classes) & {"pictured", "whole"}, drawn_pieces()))
        stage.solve.slide(8)  # the goal: the picture whole
        seen.append(set(classes) & {"pictured", "whole"})
        web.page["show-numbers"].checked = True
        stage.show_numbers_clicked()
        seen.append(set(classes) & {"pictured", "numbers", "whole"})
        stage.solve.undo_clicked()  # away again
        seen.append(set(classes) & {"pictured", "whole"})
        choose("numbers")
        seen.append((set(classes) & {"pictured", "numbers"}, None))

    run(scenario())
    expected = {tile: piece.css() for tile, piece in pieces(GOAL, *PICTURE_SIZE).items()}
    expected[0]["cell"] = ("2", "2")
    assert seen[0] == (False, {tile: {} for tile in range(1, 9)})
    assert seen[1] == ({"pictured"}, expected)
    assert seen[2:5] == [{"pictured", "whole"}, {"pictured", "numbers", "whole"}, {"pictured"}]
    assert seen[5][0] == set() and "own" not in web.page["stage"].classList
    assert web.page["stage"].querySelector(".blank-piece") is None
    assert [tile.textContent for tile in web.page["stage"].querySelectorAll(".tile")] == [
        str(tile) for tile in (1, 2, 3, 4, 5, 6, 7, 8)
    ]  # the numbers stay: the tiles' names


def test_the_readers_own_picture_and_a_file_that_is_no_image(monkeypatch):
    chosen = [pictures.Own("blob:mine", 200, 100), None]
    let_go = []

    async def image(name):
        return chosen.pop(0)

    monkeypatch.setattr(drawn, "chosen_image", image)
    monkeypatch.setattr(drawn, "let_go", let_go.append)

    async def scenario():
        await played("1 2 3\n4 5 6\n7 _ 8")
        choose("own")
        shown = (web.page["picture-file-box"].hidden, "pictured" in web.page["stage"].classList)
        await stage.picture_file_chosen()
        return shown

    assert run(scenario()) == (False, False)
    shown = web.page["stage"]
    assert {"pictured", "own"} <= shown.classList and shown.style["--picture"] == 'url("blob:mine")'
    assert shown.querySelector('[data-tile="1"]').style["background-position"] == "30% 0%"
    run(stage.picture_file_chosen())  # not an image: said, the picture kept
    assert web.page["picture-note"].textContent.startswith("That file is not an image")
    assert shown.style["--picture"] == 'url("blob:mine")' and let_go == []
