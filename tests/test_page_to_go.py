"""Moves to go and Hint on the Solve panel's stage (``page.to_go``), Play on a board that cannot
reach its goal, Solve from the position reached, and Rotate / Flip / Transpose
(``page.turning``): on a fake page (``fakedom``), the worker's code run in this thread."""

import asyncio

import fakedom
import pytest
from fakedom import run, web
from page import checking, solve_panel, solver_client, stage, to_go, turning
from slidepuzzle import format_board, goal_board, moves_to_go, parse_board
from slidepuzzle.generate import random_board
from slidepuzzle.hint import Known
from slidepuzzle.symmetry import Symmetry, symmetry_effect, transform


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


async def played(text: str) -> None:
    """Put ``text`` in the Board box, wait for its check, press Play it yourself."""
    web.page["board"].value = text
    checking.schedule()
    await solve_panel.play_clicked(checking.settled)
    await answered()


async def answered() -> None:
    """Wait until the moves to go are found."""
    await asyncio.sleep(0)
    while to_go.state.task is not None:
        await asyncio.sleep(0.001)


def line() -> str:
    return web.page["to-go"].textContent


def test_a_3_by_3_three_moves_away_hint_and_a_move_away():
    seen = []

    async def scenario():
        await played("1 2 3\n_ 4 6\n7 5 8")
        seen.append(line())
        to_go.hint_clicked()  # the 4 slides left: the rest of the solution is known
        seen.append((line(), to_go.state.task is None))
        stage.solve.slide(2)  # away from the goal
        await answered()
        seen.append(line())
        to_go.hint_clicked()
        to_go.hint_clicked()
        to_go.hint_clicked()
        seen.append((line(), web.page["hint"].disabled))

    run(scenario())
    assert seen == [
        "3 moves to go (optimal).",
        ("2 moves to go (optimal).", True),
        "3 moves to go (optimal).",
        ("Solved: no moves to go.", True),
    ]
    assert solver_client.client.starts == 0  # 3 x 3: the page's own table


def test_a_4_by_4_is_searched_in_the_worker_saying_at_least_meanwhile():
    board = parse_board("1 2 3 4\n5 6 _ 8\n9 10 7 11\n13 14 15 12")
    seen = []

    async def scenario():
        web.page["board"].value = format_board(board)
        checking.schedule()
        await solve_panel.play_clicked(checking.settled)
        await asyncio.sleep(0)
        seen.append(line())
        await answered()
        seen.append(line())

    run(scenario())
    assert seen == [
        "At least 3 moves to go (searching for the fewest…).",
        "3 moves to go (optimal).",
    ]
    assert solver_client.client.starts == 1
    assert to_go.hint() == moves_to_go(board).hint and not web.page["hint"].disabled


def test_loyd_s_14_15_is_played_and_solve_from_there_still_says_never():
    async def scenario():
        await played("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")
        stage.solve.slide(12)
        await answered()
        seen.append(line())
        await solve_panel.solve_clicked(checking.settled)

    seen = []
    run(scenario())
    assert seen[0].startswith("The goal can never be reached: 4 inversions")  # after the move
    assert line() == ""  # the stage gone
    assert "reach" in web.page["solve-status"].innerHTML and solver_client.client.starts == 0


def test_solve_after_two_moves_by_hand_starts_from_the_position_reached():
    async def scenario():
        await played("1 2 3\n4 5 6\n_ 7 8")
        stage.solve.slide(7)
        stage.solve.slide(5)
        await solve_panel.solve_clicked(checking.settled)
        while solver_client.busy():
            await asyncio.sleep(0.001)

    run(scenario())
    game = stage.solve.game
    assert game is not None and game.start == parse_board("1 2 3\n4 _ 6\n7 5 8")
    assert stage.solve.solution == (5, 8)


def test_rotate_puts_the_turned_board_in_the_box_with_its_note():
    text = "1 2 3 4\n5 6 7 8\n9 10 11 _"

    async def scenario():
        web.page["board"].value = text
        checking.schedule()
        await turning.turn_clicked("rotate", checking.settled)
        await checking.settled()

    run(scenario())
    turned = transform(parse_board(text), Symmetry.ROTATE_RIGHT)
    assert web.page["board"].value == format_board(turned)
    assert web.page["symmetry-note"].textContent == symmetry_effect(
        Symmetry.ROTATE_RIGHT, 3, 4
    ).text("en")
    assert checking.state.checked is not None and checking.state.checked.board == turned


def test_a_5_by_5_gets_its_bound_and_the_best_solution_found(monkeypatch):
    monkeypatch.setattr(to_go, "BIG_SECONDS", 0.3)
    seen = []

    board = random_board(5, 5, seed=7)  # some 100 moves: never proven in 0.3 s

    async def scenario():
        await played(format_board(board))
        seen.append(line())

    run(scenario())
    known = to_go.state.known
    assert known is not None and board.play(known.solution) == goal_board(5, 5)
    bound, best = known.lower_bound, len(known.solution)
    assert known.known is Known.AT_LEAST and 0 < bound < best
    assert seen == [f"At least {bound} moves to go (the best solution found so far: {best})."]
    assert to_go.hint() == known.solution[0] and not web.page["hint"].disabled


def test_a_custom_goal_turns_with_the_board():
    goal = parse_board("_ 1 2\n3 4 5")

    async def scenario():
        web.page["goal"].value = "custom"
        web.page["goal-text"].value = format_board(goal)
        web.page["board"].value = "1 _ 2\n3 4 5"
        checking.schedule()
        await turning.turn_clicked("transpose", checking.settled)
        await checking.settled()

    run(scenario())
    turned_goal = transform(goal, Symmetry.TRANSPOSE)
    assert web.page["goal-text"].value == format_board(turned_goal)
    assert web.page["board"].value == format_board(parse_board("1 3\n_ 4\n2 5"))
    assert checking.state.checked is not None and checking.state.checked.goal == turned_goal
    note = web.page["symmetry-note"].textContent
    assert note == symmetry_effect(Symmetry.TRANSPOSE, 2, 3, goal).text("en")
    assert "keeps" in note
