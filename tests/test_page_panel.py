"""The Solve panel, natively: its view model (``page.panel_view``), and the panel, the stage and
the solver's client on a fake page (``fakedom``) with the real worker code run in this thread."""

import asyncio
import re

import fakedom
import pytest
from fakedom import run, web
from page import checking, language, protocol, solve_panel, solver_client, stage
from page.panel_view import Position, mode_view, position_view
from page.wording import said, written


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


async def checked(text: str) -> None:
    """Put ``text`` in the Board box and wait for its check."""
    web.page["board"].value = text
    checking.schedule()
    await checking.settled()


async def solved() -> None:
    """Click Solve and wait for the solve to end."""
    await solve_panel.solve_clicked(checking.settled)
    while solver_client.busy():
        await asyncio.sleep(0.001)


def status() -> str:
    return web.page["solve-status"].innerHTML


def counter() -> str:
    return web.page["counter"].textContent


# The view model


def test_each_mode_shows_its_controls():
    idle, solving = mode_view("idle", False), mode_view("solving", False)
    assert idle.shown["solve"] and not idle.shown["stop"] and not idle.shown["stage-box"]
    assert solving.shown["stop"] and not solving.shown["solve"]
    assert not solving.enabled["play"] and not solving.enabled["time-limit"]
    playback, play = mode_view("playback", False), mode_view("play", True)
    assert (
        playback.shown["playback"]
        and playback.shown["moves"]
        and not playback.shown["play-controls"]
    )
    assert play.shown["play-controls"] and not play.shown["playback"]
    assert "arrow" in written("en", playback.help) and "Tap" in written("en", play.help)
    assert idle.help == ""


def test_a_playback_button_that_disables_itself_hands_on_the_focus():
    at_end = position_view(Position(31, 31, True, 1, "up"), "forward")
    assert at_end.enabled == {"first": True, "back": True, "forward": False, "last": False}
    assert at_end.focus == "back" and at_end.marked == 30 and at_end.status is None
    assert "31 of 31" in written("en", at_end.counter)
    assert position_view(Position(3, 31, False, 7, "left"), "forward").focus is None
    only = position_view(Position(0, 0, True), "last")
    assert only.focus == "stage"


def test_playing_by_hand_says_your_turn_then_solved():
    start = position_view(Position(0, None, False), "play")
    assert start.status is not None and start.status.title == said("your-turn")
    assert start.enabled == {"undo": False}
    done = position_view(Position(5, None, True, 8, "left"), "undo")
    assert (
        done.status is not None and done.status.title == said("play-solved") and done.focus is None
    )
    assert "5 moves" in written("en", done.counter)
    undone = position_view(Position(0, None, False), "undo")
    assert undone.focus == "stage"
    assert position_view(Position(0, None, True), "").status.title == said("already-solved")


# The panel on a fake page


def test_solve_plays_the_moves_back_and_steps_through_them():
    async def scenario():
        await checked("1 2 3\n4 5 6\n_ 7 8")
        await solved()

    run(scenario())
    assert solve_panel.state.mode == "playback" and "2 moves, optimal" in status()
    assert "0 of 2" in counter() and web.page["first"].disabled
    web.page["forward"].focus()
    stage.solve.step_clicked("last")
    assert "2 of 2" in counter() and web.page["forward"].disabled
    stage.solve.step_clicked("back")
    assert "1 of 2" in counter() and not web.page["forward"].disabled
    assert "7" in web.page["tile-moves"].innerHTML


def test_the_focus_leaves_a_button_that_disables_itself():
    async def scenario():
        await checked("1 2 3\n4 5 6\n7 _ 8")
        await solved()

    run(scenario())
    web.page["forward"].focus()
    stage.solve.step_clicked("forward")
    assert web.page["forward"].disabled and fakedom.document.activeElement is web.page["back"]


def test_an_unsolvable_board_is_refused_without_a_worker():
    async def scenario():
        await checked("1 2 3\n4 5 6\n8 7 _")
        await solved()
        assert "unsolvable" in web.page["solve-status"].className

    run(scenario())
    assert "reach" in status() and solver_client.client.starts == 0
    assert solve_panel.state.mode == "idle"


def test_too_big_is_said_before_sending():
    from slidepuzzle import goal_board

    async def scenario():
        await checked(str(goal_board(64, 64)))
        await solved()

    run(scenario())
    assert "too big" in status() and solver_client.client.starts == 0


class Hanging:
    """A worker that never answers."""

    async def solve_json(self, text: str) -> str:
        await asyncio.Event().wait()
        return ""


def test_stop_and_a_change_of_board_end_the_solve_and_its_worker(monkeypatch):
    monkeypatch.setattr(fakedom.workers, "worker", Hanging())

    async def scenario():
        await checked("1 2 3\n4 5 6\n_ 7 8")
        await solve_panel.solve_clicked(checking.settled)
        await asyncio.sleep(0.01)
        assert solver_client.busy() and solve_panel.solving() and "Solving" in status()
        solve_panel.stop_clicked()
        assert not solver_client.busy() and not solver_client.started()
        assert "Stopped" in status() and solve_panel.state.mode == "idle"
        await solve_panel.solve_clicked(checking.settled)
        await asyncio.sleep(0.01)
        await checked("2 1 3\n4 5 6\n_ 7 8")

    run(scenario())
    assert not solver_client.busy() and solve_panel.state.mode == "idle"
    assert "changed" in status()


def test_play_by_hand_to_the_goal_with_undo():
    async def scenario():
        await checked("1 2 3\n4 5 6\n7 _ 8")
        await solve_panel.play_clicked(checking.settled)

    run(scenario())
    assert solve_panel.state.mode == "play" and "Your turn" in status()
    stage.solve.slide(1)  # not next to the blank: refused, said in the counter
    assert "Tile 1 is not next to the blank" in counter() and solve_panel.state.mode == "play"
    stage.solve.slide(8)
    assert "Solved in 1 move" in counter() and "solvable" in web.page["solve-status"].className
    stage.solve.undo_clicked()
    assert web.page["undo"].disabled and "0 moves" in counter()
    assert "Your turn" in status()


def test_the_status_is_said_again_in_a_newly_chosen_language():
    async def scenario():
        await checked("1 2 3\n4 5 6\n7 _ 8")
        await solve_panel.play_clicked(checking.settled)

    run(scenario())
    english = status()
    web.page["lang"].value = "zh"
    language.chosen()
    assert status() != english and "Your turn" not in status()


def test_stop_keeps_the_best_solution_the_worker_reported(monkeypatch):
    monkeypatch.setattr(fakedom.workers, "worker", Hanging())
    best = protocol.Working({"en": "Best so far: 2 moves"}, [7, 8], 1)

    async def scenario():
        await checked("1 2 3\n4 5 6\n_ 7 8")
        await solve_panel.solve_clicked(checking.settled)
        await asyncio.sleep(0.01)
        solver_client.client.heard = solver_client.client.heard or (lambda text: None)
        solver_client._progress(protocol.write_message(best))  # as the worker posts it
        solve_panel.stop_clicked()

    run(scenario())
    assert not solver_client.busy() and solve_panel.state.mode == "playback"
    assert "2 moves, the best before Stop: at most 100% above the shortest possible" in status()
    assert "No solution is shorter than 1 move" in status()
    assert solve_panel.state.moves[0] == (7, 8)
    assert solver_client.stop() is None  # kept once, then forgotten


def test_a_switch_of_language_during_a_solve_rewrites_its_status_at_once(monkeypatch):
    monkeypatch.setattr(fakedom.workers, "worker", Hanging())
    progress = protocol.Working(
        {"en": "Searching: best so far 40 moves.", "ru": "Ищем: лучшее пока 40 ходов."}
    )

    async def scenario():
        await checked("1 2 3\n4 5 6\n_ 7 8")
        await solve_panel.solve_clicked(checking.settled)
        await asyncio.sleep(0.01)
        solver_client._progress(protocol.write_message(progress))  # as the worker posts it
        assert "best so far 40 moves" in status() and "Solving" in status()
        web.page["lang"].value = "ru"
        language.chosen()
        assert "Ищем: лучшее пока 40 ходов." in status()
        assert not re.search("[A-Za-z]", re.sub("<[^>]*>", " ", status())), status()
        solve_panel.stop_clicked()

    run(scenario())


def test_the_invariant_line_follows_the_playback_move_by_move():
    """During playback (not only play by hand) the line under the board gives the inversions and
    the blank's row after every step, checked against a count made here."""
    from slidepuzzle import parse_board

    async def scenario():
        await checked("4 1 3\n_ 2 6\n7 5 8")
        await solved()

    run(scenario())
    board, moves = parse_board("4 1 3\n_ 2 6\n7 5 8"), solve_panel.state.moves[0]
    assert len(moves) >= 4
    for move in (None, *moves):
        if move is not None:
            stage.solve.step_clicked("forward")
            board = board.slide(move)
        order = [tile for tile in board.tiles if tile]
        inversions = sum(a > b for i, a in enumerate(order) for b in order[i + 1 :])
        line = web.page["invariant"].innerHTML
        assert f"{inversions} inversion" in line, (move, line)
        if move is not None:
            assert f"tile {move}" in line  # what this move changed
