"""Make boards (a level set), natively on a fake page: the boards the command line makes from the
same settings, in the Board box, checked into the table with their optimal moves; bad counts
refused with their reason, superseding nothing."""

import asyncio
import csv
import io

import fakedom
import pytest
from fakedom import run, web
from page import boxes, checking, protocol, shuffling, worker
from slidepuzzle import analyze, goal_board, parse_board, random_board, read_boards, solve
from slidepuzzle.batch import EXTRA_COLUMNS, batch_csv
from slidepuzzle.cli import main
from slidepuzzle.distance import distance_table


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def options(**values: str) -> None:
    settings = {"rows": "3", "cols": "3", "seed": "7", "kind": "solvable"}
    settings |= {"blank-place": "anywhere", "difficulty": "any", "board-count": "10"}
    for name, value in (settings | values).items():
        web.page[name.replace("_", "-")].value = value


async def settle() -> None:
    """Wait until the boards are made, checked, and their optimal moves found."""
    await asyncio.sleep(0)
    while checking.state.working or not checking.state.done.is_set():
        await asyncio.sleep(0.001)


def make() -> None:
    async def scenario():
        shuffling.make_clicked()
        await settle()

    run(scenario())


def test_ten_boards_of_exactly_20_moves_are_the_command_line_s(capsys):
    web.page["board"].value = "1 2\n3 _"
    options(difficulty="exactly", moves_low="20")
    make()
    boards = [reading.board for reading in read_boards(web.page["board"].value)]
    assert [board for board in boards] == [random_board(3, moves=20, seed=s) for s in range(7, 17)]
    table = distance_table(goal_board(3, 3))
    assert [table.distance(board) for board in boards] == [20] * 10
    assert [web.page[f"optimal-{n}"].textContent for n in range(1, 11)] == ["20"] * 10
    assert web.page["shuffle-info"].textContent == (
        "Made 10 boards of 3 x 3 with seeds 7 to 16: they are in the table below."
    )
    assert "10 boards: 10 solvable, 0 not" in web.page["verdict"].innerHTML
    page_csv = batch_csv((("shuffle", r) for r in checking.state.rows), extra=EXTRA_COLUMNS)
    main(["shuffle", "3", "--moves", "20", "--count", "10", "--seed", "7", "--csv"])
    cli = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    page = list(csv.DictReader(io.StringIO(page_csv)))
    assert [(r["tiles"], r["optimal_moves"]) for r in page] == [
        (r["tiles"], r["optimal_moves"]) for r in cli
    ]
    boxes.restore()  # the text the level set replaced comes back
    assert web.page["board"].value == "1 2\n3 _"


def test_unsolvable_boards_have_no_optimal_moves():
    options(kind="unsolvable", board_count="4", rows="2", cols="4")
    make()
    boards = [reading.board for reading in read_boards(web.page["board"].value)]
    assert len(boards) == 4 and not any(analyze(board).solvable for board in boards)
    assert [web.page[f"optimal-{n}"].textContent for n in range(1, 5)] == [""] * 4


@pytest.mark.parametrize(
    ("values", "said"),
    [
        ({"board_count": "0"}, "boards must be 1 to 1000, got 0"),
        ({"board_count": "1001"}, "boards must be 1 to 1000, got 1001"),
        ({"board_count": ""}, "boards is empty: type a whole number, 1 to 1000"),
        (
            {"board_count": "300", "rows": "20", "cols": "20"},
            "300 boards of 20 x 20: 120,000 cells in all; the page makes at most 100,000 cells "
            "at once",
        ),
        ({"difficulty": "exactly", "moves_low": "40"}, "the hardest need 31 moves"),
        ({"rows": "5", "cols": "4", "difficulty": "exactly"}, "boards of up to 16 cells"),
        ({"rows": "4", "cols": "4", "difficulty": "exactly", "moves_low": "81"}, "need 80 moves"),
        (
            {"rows": "4", "cols": "4", "difficulty": "exactly", "moves_low": "30", "kind": "x"},
            "a board needing a number of moves is solvable",
        ),
    ],
)
def test_bad_requests_say_why_and_supersede_nothing(values, said):
    options(**values)
    before = checking.state.generation
    shuffling.make_clicked()
    assert said in web.page["shuffle-error"].textContent
    assert checking.state.generation == before


def test_a_4x4_by_difficulty_is_drawn_in_the_worker_and_proven():
    options(rows="4", cols="4", difficulty="exactly", moves_low="30", seed="3", board_count="2")

    async def scenario():
        shuffling.shuffle_clicked()
        await settle()

    run(scenario())
    board = parse_board(web.page["board"].value)
    assert board == random_board(4, moves=30, seed=3) and len(solve(board)) == 30
    assert web.page["shuffle-info"].textContent == (
        "Shuffled 4 x 4 with seed 3: 30 moves from the goal, found by a random walk from the "
        "goal (not uniform: such boards are rare among uniform ones)."
    )
    make()  # two of them, their optimal moves found in the worker too
    boards = [reading.board for reading in read_boards(web.page["board"].value)]
    assert boards == [random_board(4, moves=30, seed=s) for s in (3, 4)]
    assert [web.page[f"optimal-{n}"].textContent for n in (1, 2)] == ["30", "30"]


def test_the_worker_refuses_a_bad_shuffle_request_in_each_language():
    ask = protocol.GradedRequest(5, 4, 30, 30, 1, 1, "blank-last")
    again = protocol.GradedRequest.from_json(ask.to_json())
    assert again == ask and again.target() == "blank-last"
    failed = protocol.read_message(run(worker.graded_json(ask.to_json())))
    assert isinstance(failed, protocol.Failed)
    assert failed.text["en"].endswith("are made up to 16 cells; a 5 x 4 board has 20")
    assert set(failed.text) == {"en", "ko", "ru", "zh"} and "16" in failed.text["ru"]
    bad = protocol.read_message(run(worker.graded_json('{"rows": 4, "cols": "x"}')))
    assert isinstance(bad, protocol.Failed) and "bad shuffle request" in bad.text["en"]
    with pytest.raises(protocol.ProtocolError, match="must be whole numbers"):
        protocol.GradedRequest.from_json(ask.to_json().replace('"seed": 1', '"seed": 1.5'))


def test_a_shuffle_in_the_worker_has_a_time_limit(monkeypatch):
    monkeypatch.setattr(worker, "SHUFFLE_SECONDS", 0.0)
    ask = protocol.GradedRequest(4, 4, 30, 30, 1, 3, "blank-last")
    failed = protocol.read_message(run(worker.graded_json(ask.to_json())))
    assert isinstance(failed, protocol.Failed)
    assert failed.text["en"].startswith("found no 4 x 4 board needing 30 moves in the time allowed")
