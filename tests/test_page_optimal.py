"""The optimal-moves column of a paste's table, natively: the core's ``optimal_steps`` against an
independent breadth-first search, its budget and size limit; the page filling the column after
the table shows (``page.optimal``, ``page.checking.fill_optimal``) on a fake page, boards of 11
to 16 cells in the solver's worker (``lengths_json``, here run in this thread)."""

import asyncio
import csv
import io
from dataclasses import replace

import fakedom
import pytest
from breadth_first import Search
from fakedom import run, web
from page import checking, language, optimal, protocol, solver_client, worker
from slidepuzzle import Board, goal_board, random_board, read_boards, solve
from slidepuzzle.batch import EXTRA_COLUMNS, BatchRow, Finding, batch_csv, batch_row, optimal_steps
from slidepuzzle.distance import _tables
from slidepuzzle.steps import finish
from test_solve import bfs_distances

EIGHTS = [random_board(3, seed=seed) for seed in range(60)]
"""Solvable 8-puzzles, each checked against the breadth-first search."""


@pytest.fixture(scope="module")
def eight() -> Search:
    return bfs_distances(3, 3, None)


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


def rows_of(boards: list[Board | str]) -> list[BatchRow]:
    text = "\n\n".join(map(str, boards))
    return [batch_row(number, reading) for number, reading in enumerate(read_boards(text), 1)]


def near_goal(moves: int) -> Board:
    """A 4 x 4 board ``moves`` moves from the goal along the first row and back down."""
    tiles, blank = list(goal_board(4, 4).tiles), 15
    for cell in [11, 7, 3, 2, 1, 0][:moves]:
        tiles[blank], tiles[cell] = tiles[cell], 0
        blank = cell
    return Board(4, 4, tiles)


def test_every_8_puzzle_gets_its_breadth_first_distance(eight):
    unsolvable = random_board(3, seed=1, solvable=False)
    rows = rows_of([*EIGHTS, unsolvable, "1 2 3\n4 5"])
    done = finish(optimal_steps(rows, budget=60))
    assert [row.optimal for row in done[:-2]] == [eight[board.tiles] for board in EIGHTS]
    assert done[-2].optimal is None and done[-2].optimal_in("en") == ""
    assert done[-1].verdict is None and done[-1].optimal_in("en") == ""
    assert [row.number for row in done] == [row.number for row in rows]


def test_boards_over_the_cells_asked_for_are_not_searched():
    easy = near_goal(6)
    assert finish(optimal_steps(rows_of([easy]), budget=60))[0].optimal == 6
    (row,) = finish(optimal_steps(rows_of([easy]), budget=60, cells=optimal.CELLS))
    assert row.optimal is None and row.optimal_in("en") == "not computed"
    assert row.optimal_in("ru") == "не вычислено"
    line = Board(1, 20, [*range(1, 15), 0, *range(15, 20)])
    assert finish(optimal_steps(rows_of([line]), budget=60, cells=optimal.CELLS))[0].optimal == 5


def test_a_spent_budget_builds_no_table_and_computes_nothing():
    _tables.pop(goal_board(2, 4), None)
    rows = rows_of([random_board(2, 4, seed=seed) for seed in range(5)])
    done = finish(optimal_steps(rows, budget=0))
    assert [row.optimal_in("en") for row in done] == ["not computed"] * 5
    assert goal_board(2, 4) not in _tables


def test_a_build_past_the_deadline_is_left_unbuilt(monkeypatch):
    """The clock runs out between two slices of the 3 x 3 table's build: that board and the rest
    are not computed, and the half-built table is not kept."""
    _tables.pop(goal_board(3, 3), None)
    clock = iter([0.0, 0.0, 0.0, 10.0])  # deadline, the first board's check, slice 1, slice 2
    monkeypatch.setattr("slidepuzzle.batch.time.perf_counter", lambda: next(clock, 20.0))
    steps = optimal_steps(rows_of(EIGHTS[:3]), budget=5)
    findings = []
    while True:
        try:
            findings.append(next(steps))
        except StopIteration as end:
            done = end.value
            break
    assert findings[0] == Finding(0, 3, (3, 3), findings[0].share) and findings[0].share < 1
    assert [row.optimal for row in done] == [None] * 3
    assert goal_board(3, 3) not in _tables


def test_the_build_is_reported_in_slices_then_each_board():
    _tables.pop(goal_board(2, 4), None)
    rows = rows_of([random_board(2, 4, seed=seed) for seed in range(3)])
    findings = list(optimal_steps(rows, budget=60))
    builds = [f.share for f in findings if f.building == (2, 4)]
    assert len(builds) > 1 and builds == sorted(builds) and builds[-1] <= 1
    assert [(f.done, f.total) for f in findings if f.building is None] == [(1, 3), (2, 3), (3, 3)]
    assert (
        optimal.finding(findings[0])
        .text("en")
        .startswith("Finding the optimal moves: building the 2 x 4 table of distances, ")
    )
    assert optimal.finding(findings[-1]).text("en") == "Finding the optimal moves: board 3 of 3."


def test_the_end_says_how_many_were_found():
    boards = rows_of([near_goal(2), random_board(4, seed=3)])
    rows = finish(optimal_steps(boards, budget=60, cells=optimal.CELLS))
    rows = [replace(rows[0], optimal=2), rows[1]]
    assert optimal.found(rows).text("en") == (
        "Optimal moves: 1 found, 1 not computed: their search needs more than the 30 s the page "
        "gives it (the command line can take longer: slidepuzzle check --optimal 600 --csv)."
    )
    assert optimal.found(rows[:1]).text("en") == "Optimal moves: found for every solvable board."
    assert optimal.cells("en", rows) == [("optimal-1", "2"), ("optimal-2", "not computed")]


# On the page


async def settle() -> None:
    """Wait until the check and the optimal-moves pass have ended."""
    while checking.state.working or not checking.state.done.is_set():
        await asyncio.sleep(0.001)


def test_the_page_fills_the_column_after_the_table(eight):
    boards = [*EIGHTS[:12], random_board(3, seed=2, solvable=False)]
    web.page["board"].value = "\n\n".join(map(str, boards))

    async def scenario():
        checking.schedule()
        await settle()

    run(scenario())
    for number, board in enumerate(boards[:12], 1):
        assert web.page[f"optimal-{number}"].textContent == str(eight[board.tiles])
    assert web.page["optimal-13"].textContent == ""
    said = web.page["batch-optimal"].textContent
    assert said == "Optimal moves: found for every solvable board."
    assert not web.page["download-csv"].disabled
    table = batch_csv((("paste", row) for row in checking.state.rows), extra=EXTRA_COLUMNS)
    lines = list(csv.DictReader(io.StringIO(table)))
    assert [line["optimal_moves"] for line in lines] == [
        *(str(eight[board.tiles]) for board in boards[:12]),
        "",
    ]
    assert lines[0]["tiles"] == str(boards[0])


def test_the_page_says_not_computed_in_its_language_past_the_budget(monkeypatch):
    monkeypatch.setattr(optimal, "BUDGET", 0.0)
    web.page["board"].value = "1 2\n3 _\n\n_ 1\n3 2"

    async def scenario():
        language.switch("ru")
        checking.schedule()
        await settle()

    run(scenario())
    assert web.page["optimal-1"].textContent == "не вычислено"
    assert web.page["batch-optimal"].textContent.startswith(
        "Наименьшее число ходов: найдено — 0, не вычислено — 2"
    )


def test_a_newer_check_stops_the_pass_and_its_cells_stay_unwritten():
    web.page["board"].value = "\n\n".join(map(str, EIGHTS[:3]))

    async def scenario():
        checking.schedule()
        while not web.page["batch-rows"].innerHTML:  # the table is shown, the pass under way
            await asyncio.sleep(0)
        web.page["board"].value = "1 2 3\n4 5 6\n7 _ 8"
        checking.schedule()
        await settle()

    run(scenario())
    assert checking.state.rows == () and checking.state.checked is not None
    assert web.page["batch-optimal"].textContent == ""


def test_boards_of_11_to_16_cells_are_searched_in_the_worker():
    boards = [EIGHTS[0], near_goal(6), random_board(3, 4, seed=5), near_goal(4)]
    web.page["board"].value = "\n\n".join(map(str, boards))

    async def scenario():
        checking.schedule()
        await settle()

    run(scenario())
    three_by_four = solve(boards[2])
    assert three_by_four.optimal
    assert [web.page[f"optimal-{n}"].textContent for n in range(2, 5)] == [
        "6",
        str(len(three_by_four)),
        "4",
    ]
    assert [row.optimal for row in checking.state.rows][1:] == [6, len(three_by_four), 4]
    assert web.page["batch-optimal"].textContent == "Optimal moves: found for every solvable board."


def test_the_lengths_request_crosses_as_json_and_bad_ones_are_refused():
    request = protocol.LengthsRequest.of([near_goal(3)], "spiral", 5, "site/")
    again = protocol.LengthsRequest.from_json(request.to_json())
    assert again == request and again.targets() == [(near_goal(3), goal_board(4, 4, "spiral"))]
    with pytest.raises(protocol.ProtocolError, match="needs 'budget'"):
        protocol.LengthsRequest.from_json('{"boards": [], "goal": "spiral"}')
    with pytest.raises(protocol.ProtocolError, match="boards must be lists of whole numbers"):
        protocol.LengthsRequest.from_json('{"boards": [[2, 2, "x"]], "goal": "x", "budget": 1}')
    bad = '{"boards": [[2, 2, 1, 2, 3, 3]], "goal": "blank-last", "budget": 1}'
    failed = protocol.read_message(run(worker.lengths_json(bad)))
    assert isinstance(failed, protocol.Failed) and "bad lengths request" in failed.text["en"]
    found = protocol.read_message(run(worker.lengths_json(request.to_json())))
    assert isinstance(found, protocol.Lengths)
    assert found.lengths == [len(solve(near_goal(3), "spiral"))]


def test_an_answer_of_another_length_is_ignored():
    rows = rows_of([near_goal(2), near_goal(3)])
    assert [r.optimal for r in optimal.merged(rows, rows, protocol.Lengths([2]))] == [None, None]
    assert [r.optimal for r in optimal.merged(rows, rows, protocol.Lengths([2, 3]))] == [2, 3]
    assert [r.optimal for r in optimal.merged(rows, rows[1:], protocol.Lengths([3]))] == [None, 3]
    assert optimal.merged(rows, rows, None) == rows


def test_no_lengths_while_a_solve_is_under_way(monkeypatch):
    monkeypatch.setattr(solver_client, "busy", lambda: True)
    request = protocol.LengthsRequest.of([near_goal(3)], None, 5)
    assert run(solver_client.ask("lengths_json", request.to_json())) is None
