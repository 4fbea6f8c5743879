"""Two tiles swapped on the drawn board (``page.swapping``, decided by ``page.grid_edit``), by drag
and by keyboard: on a fake page (``fakedom``)."""

import re

import fakedom
import pytest
from fakedom import run, web
from page import checking, grid_edit, swapping
from page.grid_edit import Step
from page.options import Field
from slidepuzzle import format_board, parse_board
from slidepuzzle.edit import resize, swap_cells

TEXT = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 _"
BOARD = parse_board(TEXT)


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def test_a_key_picks_swaps_or_lets_go():
    assert grid_edit.key_step(None, 3, " ") == Step("pick", 3)
    assert grid_edit.key_step(None, 3, "Enter") == Step("pick", 3)
    assert grid_edit.key_step(3, 7, " ") == Step("swap", None)
    assert grid_edit.key_step(3, 3, "Enter") == Step("cancel", None)  # the same tile again
    assert grid_edit.key_step(3, 7, "Escape") == Step("cancel", None)
    assert grid_edit.key_step(None, 7, "Escape") is None  # nothing to let go
    assert grid_edit.key_step(3, 7, "ArrowUp") is None  # the focus moves, the pick stays
    assert grid_edit.key_step(None, 7, "a") is None


def test_only_two_different_tiles_are_swapped():
    done = grid_edit.swapped(BOARD, 0, 1)
    assert done is not None and done.text == format_board(swap_cells(BOARD, 0, 1))
    assert done.said.text("en") == "Tiles 1 and 2 swapped."
    assert grid_edit.swapped(BOARD, 2, 2) is None
    assert grid_edit.swapped(BOARD, 0, 15) is None  # the blank's cell
    assert grid_edit.swapped(BOARD, 0, 16) is None  # no such cell


def checked_first(text: str) -> None:
    web.page["board"].value = text
    checking.schedule()


def test_a_drag_from_one_tile_to_another_swaps_them_and_the_verdict_flips():
    seen = []

    async def scenario():
        checked_first(TEXT)
        seen.append((await checking.settled()).verdict.solvable)
        swapping.pressed(14)  # tile 15
        await swapping.released(13, checking.settled)  # onto tile 14
        seen.append((await checking.settled()).verdict.solvable)

    run(scenario())
    swapped = swap_cells(BOARD, 14, 13)
    assert seen == [True, False]
    assert web.page["board"].value == format_board(swapped)
    assert checking.state.checked is not None and checking.state.checked.board == swapped
    assert web.page["grid-note"].textContent == "Tiles 15 and 14 swapped."
    assert not web.page["restore"].hidden  # your text offered back


def test_a_click_on_one_tile_or_a_drag_off_the_tiles_swaps_nothing():
    async def scenario():
        checked_first(TEXT)
        await checking.settled()
        swapping.pressed(3)
        await swapping.released(3, checking.settled)
        swapping.pressed(3)
        await swapping.released(None, checking.settled)
        await swapping.released(5, checking.settled)  # the pointer went down elsewhere

    run(scenario())
    assert web.page["board"].value == TEXT
    assert web.page["grid-note"].textContent == ""


def test_space_picks_a_tile_and_enter_on_another_swaps_them_escape_lets_go():
    seen = []

    async def scenario():
        checked_first(TEXT)
        await checking.settled()
        await swapping.key_pressed(0, " ", checking.settled)
        picked = web.page["grid"].querySelector(".picked")
        seen.append((picked.dataset.cell, web.page["grid-note"].textContent))
        await swapping.key_pressed(0, "Escape", checking.settled)
        seen.append((web.page["grid"].querySelector(".picked"), web.page["grid-note"].textContent))
        await swapping.key_pressed(0, " ", checking.settled)
        await swapping.key_pressed(1, "Enter", checking.settled)
        seen.append(web.page["grid-note"].textContent)

    run(scenario())
    assert seen == [
        (
            "0",
            "Tile 1 picked: go to another tile with the arrow keys and press Space or Enter to "
            "swap them, or Escape to cancel.",
        ),
        (None, "Swap cancelled."),
        "Tiles 1 and 2 swapped.",
    ]
    assert web.page["board"].value == format_board(swap_cells(BOARD, 0, 1))
    assert checking.state.checked is not None and not checking.state.checked.verdict.solvable
    assert fakedom.document.activeElement.dataset.cell == "1"  # the focus stays on the tile


def test_a_pick_is_let_go_when_the_board_is_drawn_anew():
    async def scenario():
        checked_first(TEXT)
        await checking.settled()
        await swapping.key_pressed(0, " ", checking.settled)
        checked_first("1 2 3\n4 5 6\n7 8 _")  # typed over: the pick is gone with its drawing
        await checking.settled()
        await swapping.key_pressed(1, " ", checking.settled)  # picks, does not swap

    run(scenario())
    assert web.page["board"].value == "1 2 3\n4 5 6\n7 8 _"
    assert web.page["grid"].querySelector(".picked").dataset.cell == "1"


def test_a_drag_on_a_board_drawn_before_a_new_text_is_checked_swaps_nothing():
    typed = "2 1 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _"

    async def scenario():
        checked_first(TEXT)
        await checking.settled()
        checked_first(typed)  # its check under way: the old board is drawn still
        swapping.pressed(14)  # the drawn 15
        await swapping.released(13, checking.settled)  # onto the drawn 14

    run(scenario())
    assert web.page["board"].value == typed
    assert web.page["grid-note"].textContent == ""


def test_rows_and_columns_asked_give_a_board_of_that_shape():
    done = grid_edit.resized(BOARD, Field("3"), Field(" 5 "))
    assert done.text == format_board(resize(BOARD, 3, 5))
    assert done.said.text("en") == "The board is now 3 x 5."
    assert done.said.text("ru") == "Теперь поле 3 × 5."


@pytest.mark.parametrize(
    ("rows", "cols", "message"),
    [
        (Field(""), Field("4"), "rows"),
        (Field("", bad_input=True), Field("4"), "rows"),
        (Field("3"), Field("31"), "columns"),
        (Field("3"), Field("2.5"), "2.5"),
        (Field("1"), Field("1"), "1 x 1"),
    ],
)
def test_rows_or_columns_that_make_no_board_are_refused_by_name(rows, cols, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        grid_edit.resized(BOARD, rows, cols)


def test_set_rows_x_columns_puts_the_board_of_that_shape_in_the_box():
    seen = []

    async def scenario():
        checked_first(TEXT)
        await checking.settled()
        await swapping.resize_clicked(Field("3"), Field("zero"), checking.settled)
        seen.append((web.page["board"].value, web.page["grid-note"].textContent))
        await swapping.resize_clicked(Field("3"), Field("3"), checking.settled)
        seen.append((await checking.settled()).board)

    run(scenario())
    refused, board = seen
    assert refused[0] == TEXT and "columns" in refused[1] and "zero" in refused[1]
    assert board == resize(BOARD, 3, 3) == parse_board("1 2 3\n5 6 7\n4 8 _")
    assert web.page["board"].value == format_board(board)
    assert web.page["grid-note"].textContent == "The board is now 3 x 3."


def test_digits_typed_on_a_tile_then_enter_set_the_cell():
    assert grid_edit.key_step(None, 3, "1") == Step("type", None, "1")
    assert grid_edit.key_step(3, 3, "2", "1") == Step("type", None, "12")  # the pick let go
    assert grid_edit.key_step(None, 3, "Backspace", "12") == Step("type", None, "1")
    assert grid_edit.key_step(None, 3, "Backspace") is None
    assert grid_edit.key_step(None, 3, "Enter", "12") == Step("set", None, "12")
    assert grid_edit.key_step(None, 3, " ", "0") == Step("set", None, "0")
    assert grid_edit.key_step(None, 3, "Escape", "12") == Step("cancel", None)
    assert grid_edit.key_step(None, 3, "5", "1234") == Step("type", None, "2345")


def test_a_number_typed_into_a_cell_swaps_it_with_that_tile():
    done = grid_edit.typed_into(BOARD, 0, "2")
    assert done.text == format_board(swap_cells(BOARD, 0, 1))
    assert done.said.text("en") == "Tiles 1 and 2 swapped."
    blank = grid_edit.typed_into(BOARD, 14, "0")
    assert blank.text == format_board(swap_cells(BOARD, 14, 15))
    assert blank.said.text("en") == "The blank and tile 15 swapped."
    assert grid_edit.typed_into(BOARD, 3, "04").said.text("en") == "Tile 4 is on this cell already."
    with pytest.raises(ValueError, match="16"):
        grid_edit.typed_into(BOARD, 0, "16")


def test_typing_a_number_on_a_tile_and_enter_puts_that_tile_there():
    seen = []

    async def scenario():
        checked_first(TEXT)
        await checking.settled()
        for key in "16":
            await swapping.key_pressed(0, key, checking.settled)
        seen.append(web.page["grid-note"].textContent)
        await swapping.key_pressed(0, "Enter", checking.settled)  # no tile 16 on a 4 x 4
        seen.append((web.page["board"].value, web.page["grid-note"].textContent))
        await swapping.key_pressed(5, "1", checking.settled)  # on another tile: typed anew
        await swapping.key_pressed(5, "2", checking.settled)
        await swapping.key_pressed(5, "Enter", checking.settled)
        seen.append((await checking.settled()).verdict.solvable)

    run(scenario())
    typed, (refused, said), solvable = seen
    assert typed.startswith("16 typed")
    assert refused == TEXT and "16" in said
    assert web.page["board"].value == format_board(swap_cells(BOARD, 5, 11))
    assert web.page["grid-note"].textContent == "Tiles 6 and 12 swapped."
    assert solvable is False
    assert fakedom.document.activeElement.dataset.cell == "5"
