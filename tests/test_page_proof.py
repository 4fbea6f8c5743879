"""The proof's 3-cycle on the page, natively (``page.proof`` on ``page.stage.cycle``, a fake page):
it goes on the stage when the proof opens, steps through its three phases, and the tiles drawn
end with exactly three of them cycled."""

import re

import fakedom
import pytest
from fakedom import run, web
from page import checking, language, proof, stage
from page.why_view import cycle_counter
from page.wording import written
from slidepuzzle import Board, parse_board
from slidepuzzle.cycle import three_cycle


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def check(text: str) -> None:
    """Put ``text`` in the Board box and wait for its check."""

    async def scenario():
        web.page["board"].value = text
        checking.schedule()
        await checking.settled()

    run(scenario())


def drawn() -> Board:
    """The board the proof's stage shows now, read from where each tile is drawn."""
    element = web.page["cycle-stage"]
    rows, cols = int(element.style["--rows"]), int(element.style["--cols"])
    tiles = [0] * (rows * cols)
    for part in element.parts:
        tiles[int(part.style["--r"]) * cols + int(part.style["--c"])] = int(part.dataset.tile)
    return Board(rows, cols, tiles)


def counter() -> str:
    return web.page["cycle-counter"].textContent


def test_the_cycle_goes_on_the_stage_when_the_proof_opens_and_cycles_three_tiles():
    text = "8 6 7\n2 5 4\n3 _ 1"
    check(text)
    assert stage.cycle.game is None  # the proof is closed: nothing drawn yet
    web.page["proof"].open = True
    proof.toggled()
    board = parse_board(text)
    cycle = three_cycle(board)
    assert not web.page["cycle"].hidden and drawn() == board
    assert "Press Play" in counter()
    parts = web.page["cycle-stage"].parts
    marked = {int(part.dataset.tile) for part in parts if "marked" in part.classList}
    assert marked == set(cycle.tiles)
    a, b, c = cycle.tiles
    assert f"tiles {a}, {b} and {c}" in web.page["cycle-caption"].textContent
    said = []
    for _ in cycle.moves:
        stage.cycle.step_clicked("forward")
        said.append(counter())
    assert "gathers" in said[0] and "once round the square" in said[len(cycle.gather)]
    assert "done" in said[-1] and "back the way it came" in said[-2]
    after = drawn()
    moved = {a for a, b in zip(board.tiles, after.tiles, strict=True) if a != b}
    assert moved == set(cycle.tiles) and after.blank == board.blank
    stage.cycle.step_clicked("first")
    assert drawn() == board
    language.switch("ru")
    assert "Нажмите" in counter()


def test_a_new_board_while_open_gets_its_own_cycle_and_a_line_gets_none():
    web.page["proof"].open = True
    seen = []

    async def scenario():
        for text in ("1 2 3\n4 5 6\n7 8 _", "3 1 2 4 _"):
            web.page["board"].value = text
            checking.schedule()
            await checking.settled()
            seen.append((web.page["cycle"].hidden, stage.cycle.game and drawn()))

    run(scenario())
    assert seen == [(False, parse_board("1 2 3\n4 5 6\n7 8 _")), (True, None)]


def test_the_counter_names_each_phase_in_every_language():
    cycle = three_cycle(parse_board("1 _ 2\n3 4 5"))
    assert (len(cycle.gather), len(cycle.turn), len(cycle.undo)) == (4, 4, 4)
    for lang in ("en", "ko", "ru", "zh"):
        texts = [written(lang, cycle_counter(cycle, done)) for done in range(13)]
        phases = [re.sub(r"\d", "", text) for text in texts]
        # start, gather (moves 1-4), turn (5-8), undo (9-11), done (12)
        assert [len(set(phases[i:j])) for i, j in ((1, 5), (5, 9), (9, 12))] == [1, 1, 1]
        assert len(set(phases)) == 5, texts
        assert all(str(done) in texts[done] for done in range(1, 7))
