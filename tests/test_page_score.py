"""The score of a board played by hand: the clock from the first move to the goal, the counter
at the goal, the best result kept on the device (``page.score``, ``page.panel_view.finished``,
on a fake page)."""

import asyncio

import fakedom
import pytest
from fakedom import playing, run, web, window
from page import checking, score, solve_panel, stage
from page.panel_view import best_line, finished, mode_view
from page.records import Finish, Result, record_key
from page.wording import written
from slidepuzzle import parse_board

START = "1 2 3\n4 5 6\n_ 7 8"
KEY = record_key(parse_board(START))


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.seconds = 100.0

    def __call__(self) -> float:
        return self.seconds


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


@pytest.fixture
def clock():
    made = Clock()
    score.state.now = made
    return made


def counter() -> str:
    return web.page["counter"].textContent


def shown_clock() -> str:
    return web.page["clock"].textContent


def to_the_goal(clock: Clock, seconds: float) -> None:
    """Slide 7 then 8 (START's two moves to the goal), ``seconds`` apart."""
    stage.solve.slide(7)
    clock.seconds += seconds
    stage.solve.slide(8)


def test_the_clock_shows_in_play_only():
    assert mode_view("play", False).shown["clock-line"]
    for mode in ("idle", "solving", "playback"):
        assert not mode_view(mode, False).shown["clock-line"]


@pytest.mark.parametrize(
    ("finish", "words"),
    [
        (
            Finish(Result(23, 41.7), None),
            "Solved in 23 moves, 0:41: kept on this device as your best.",
        ),
        (
            Finish(Result(21, 95), Result(23, 41.7)),
            "Solved in 21 moves, 1:35: a new best on this device (it was 23 moves, 0:41).",
        ),
        (
            Finish(Result(23, 41.7), Result(21, 35)),
            "Solved in 23 moves, 0:41. Your best: 21 moves, 0:35.",
        ),
        (
            Finish(Result(1, 0.2), Result(1, 0.2)),
            "Solved in 1 move, 0:00. Your best: 1 move, 0:00.",
        ),
    ],
)
def test_the_counter_at_the_goal(finish, words):
    assert written("en", finished(finish)) == words


@pytest.mark.parametrize("lang", ["ko", "ru", "zh"])
def test_the_counter_at_the_goal_in_each_language(lang):
    said = written(lang, finished(Finish(Result(23, 41.7), Result(21, 35))))
    assert "23" in said and "0:41" in said and "21" in said and "0:35" in said
    assert "Solved" not in said


def test_the_clock_starts_at_the_first_move_and_stops_at_the_goal(clock):
    playing(START)
    assert shown_clock() == "0:00" and score.state.started is None and best() == ""
    clock.seconds += 30  # looking at the board: no time counted
    assert score.seconds() == 0
    to_the_goal(clock, 7.5)
    assert score.seconds() == 7.5 and shown_clock() == "0:07"
    assert counter() == "Solved in 2 moves, 0:07: kept on this device as your best."
    assert window.localStorage[KEY] == '{"moves": 2, "seconds": 7.5}'
    clock.seconds += 60  # after the goal the clock stays stopped
    assert score.seconds() == 7.5 and score.state.ticker is None


def test_the_clock_ticks_each_second_while_it_runs(clock):
    slept = []

    async def sleep(delay: float) -> None:  # three seconds pass, then time stands still
        if len(slept) == 3:
            await asyncio.Event().wait()
        slept.append(delay)
        clock.seconds += delay
        await asyncio.sleep(0)

    score.state.sleep = sleep

    async def scenario():
        web.page["board"].value = "1 2 3\n4 5 6\n7 8 _"
        checking.schedule()
        await checking.settled()
        await solve_panel.play_clicked(checking.settled)
        clock.seconds += 0.25
        stage.solve.slide(8)  # the clock starts
        clock.seconds += 0.25
        for _ in range(10):
            await asyncio.sleep(0)
        assert slept == [0.75, 1.0, 1.0] and shown_clock() == "0:03"
        stage.solve.slide(8)  # back to the goal: stopped
        assert score.state.ticker is None

    run(scenario())


def test_a_worse_result_keeps_the_best_and_a_better_one_replaces_it(clock):
    playing(START)
    to_the_goal(clock, 12)
    solve_panel.reset_clicked()  # a new game: the clock at 0:00 again
    assert shown_clock() == "0:00" and "0 moves" in counter()
    stage.solve.slide(7)
    stage.solve.slide(7)  # back and forth: four moves in all
    to_the_goal(clock, 3)
    assert counter() == "Solved in 4 moves, 0:03. Your best: 2 moves, 0:12."
    assert window.localStorage[KEY] == '{"moves": 2, "seconds": 12.0}'
    solve_panel.reset_clicked()
    to_the_goal(clock, 5)
    assert counter() == "Solved in 2 moves, 0:05: a new best on this device (it was 2 moves, 0:12)."
    assert best() == "Your best on this device: 2 moves, 0:05."
    assert window.localStorage[KEY] == '{"moves": 2, "seconds": 5.0}'


def best() -> str:
    return web.page["best"].textContent


def test_the_best_line(clock):
    assert best_line(None) == ""
    assert written("en", best_line(Result(21, 35.9))) == "Your best on this device: 21 moves, 0:35."
    assert "21" in written("ko", best_line(Result(21, 35.9)))


def test_the_best_is_read_back_on_a_later_visit_and_a_damaged_one_is_none(clock):
    window.localStorage[KEY] = '{"moves": 2, "seconds": 4}'
    playing(START)
    assert best() == "Your best on this device: 2 moves, 0:04."
    to_the_goal(clock, 9)
    assert counter() == "Solved in 2 moves, 0:09. Your best: 2 moves, 0:04."
    window.localStorage[KEY] = "{damaged"
    solve_panel.reset_clicked()
    assert best() == ""
    to_the_goal(clock, 9)
    assert counter() == "Solved in 2 moves, 0:09: kept on this device as your best."


def test_undo_takes_a_move_off_and_the_result_is_final_at_the_goal(clock):
    playing(START)
    stage.solve.slide(7)
    stage.solve.slide(5)
    stage.solve.undo_clicked()  # the count: the moves from the start to the board now
    clock.seconds += 2
    stage.solve.slide(8)
    assert counter().startswith("Solved in 2 moves, 0:02")
    stage.solve.undo_clicked()
    stage.solve.slide(8)  # the goal again: no second result
    assert counter() == "Solved in 2 moves!" and window.localStorage[KEY].startswith('{"moves": 2')


def test_each_board_and_goal_keeps_its_own_best(clock):
    async def scenario():
        for text in (START, "1 2 3\n4 5 6\n7 _ 8"):
            web.page["board"].value = text
            checking.schedule()
            await checking.settled()
            await solve_panel.play_clicked(checking.settled)
            if text == START:
                to_the_goal(clock, 2)
        stage.solve.slide(8)

    run(scenario())
    assert counter() == "Solved in 1 move, 0:00: kept on this device as your best."
    assert len([key for key in window.localStorage if key.startswith("slidepuzzle-best:")]) == 2


def test_storage_refused_still_says_the_result(clock, monkeypatch):
    def refused(*args):
        raise PermissionError("storage refused")

    monkeypatch.setattr(window.localStorage, "getItem", refused, raising=False)
    monkeypatch.setattr(window.localStorage, "setItem", refused, raising=False)
    playing(START)
    to_the_goal(clock, 2)
    assert counter() == "Solved in 2 moves, 0:02: kept on this device as your best."


def test_leaving_play_stops_the_clock(clock):
    playing(START)
    stage.solve.slide(7)
    assert score.state.ticker is not None
    solve_panel.idle()
    assert score.state.ticker is None
