"""Solve (in a worker), Stop, playback and play by hand, on the page in Chromium.

One page for the module: the solver worker starts once (about 10 s) and is reused, except after
Stop, which must leave a later Solve working with a fresh worker.
"""

import hashlib
import re

from playwright.sync_api import expect
from slidepuzzle import Board, goal_board, parse_board, verdict_steps
from slidepuzzle.notation import blank_moves, tile_direction

from .conftest import ROOT

SOLVER_TIMEOUT = 90_000
"""Milliseconds allowed for a worker to start (about 10 s here) and solve."""

HARDEST_8 = "8 6 7\n2 5 4\n3 0 1"  # 31 moves, the most any 3 x 3 needs
CANNOT_REACH = "This board cannot reach the goal: see the verdict above."
HARD_15 = "0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1"  # 80 moves: no optimal proof in seconds


def board_of(text: str) -> list[int]:
    return list(parse_board(text).tiles)


def one_move_apart(a: list[int], b: list[int], cols: int) -> bool:
    """Whether ``b`` is ``a`` with one tile slid into the blank."""
    board = Board(len(a) // cols, cols, a)
    return any(list(board.slide(tile).tiles) == b for tile in board.movable())


def test_unsolvable_board_says_so_for_solve_and_play(app):
    text = "1 2 3\n4 5 6\n8 7 _"
    app.paste(text)
    app.expect_verdict(solvable=False)
    for step in verdict_steps(parse_board(text)):  # the reasoning, as a list of steps
        expect(app.verdict).to_contain_text(step.text("en"))
    app.solve_button.click()
    expect(app.solve_title).to_have_text(CANNOT_REACH)
    expect(app.solve_button).to_be_focused()
    expect(app.stage).to_be_hidden()
    expect(app.stop_button).to_be_hidden()
    app.play_button.click()  # it can be played: the line under it says why the goal never comes
    expect(app.stage).to_be_visible()
    expect(app.to_go).to_contain_text("The goal can never be reached")


def test_a_bad_time_limit_is_named(app):
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.expect_verdict(solvable=True)
    app.time_limit.fill("")
    app.solve_button.click()
    expect(app.solve_error).to_have_text("time limit is empty: type a whole number, 1 to 600")
    app.time_limit.press_sequentially("12e")  # the box holds "" but the browser knows
    app.solve_button.click()
    expect(app.solve_error).to_have_text("time limit is not a whole number: type one, 1 to 600")
    app.time_limit.fill("0")
    app.solve_button.click()
    expect(app.solve_error).to_have_text("time limit must be 1 to 600, got 0")
    app.time_limit.fill("601")
    app.solve_button.click()
    expect(app.solve_error).to_have_text("time limit must be 1 to 600, got 601")
    expect(app.stop_button).to_be_hidden()
    app.time_limit.fill("10")


def test_play_with_arrow_keys_and_clicks_undo_and_reset(app):
    start = "1 2 3\n4 _ 6\n7 5 8"
    app.paste(start)
    app.play_button.click()  # before the check has run: Play waits for it
    expect(app.stage).to_be_focused()
    expect(app.stage).to_have_attribute("aria-label", re.compile("arrow keys"))
    expect(app.counter).to_have_text("0 moves.")
    assert app.drawn_tiles() == board_of(start)

    app.stage.press("ArrowUp")  # the 5 below the blank slides up
    expect(app.counter).to_have_text("1 move: tile 5 slid up.")
    assert app.drawn_tiles() == board_of("1 2 3\n4 5 6\n7 _ 8")
    app.stage.press("ArrowDown")  # the 5, now above the blank, slides back down
    expect(app.counter).to_have_text("2 moves: tile 5 slid down.")
    assert app.drawn_tiles() == board_of(start)
    app.undo_button.click()
    expect(app.counter).to_have_text("1 move.")
    assert app.drawn_tiles() == board_of("1 2 3\n4 5 6\n7 _ 8")

    app.stage_tiles.filter(has_text=re.compile("^1$")).click()  # far from the blank
    expect(app.counter).to_have_text(
        "Tile 1 is not in the blank's row or column (row 3, column 2)."
    )
    assert app.drawn_tiles() == board_of("1 2 3\n4 5 6\n7 _ 8")
    app.stage_tiles.filter(has_text=re.compile("^7$")).click()
    expect(app.counter).to_have_text("2 moves: tile 7 slid right.")
    assert app.drawn_tiles() == board_of("1 2 3\n4 5 6\n_ 7 8")

    app.reset_button.click()
    expect(app.counter).to_have_text("0 moves.")
    assert app.drawn_tiles() == board_of(start)
    expect(app.solve_title).to_have_text("Your turn")
    app.stage.press("ArrowUp")
    app.stage.press("ArrowLeft")  # the 8 right of the blank slides left: the goal
    expect(app.counter).to_have_text(re.compile(r"^Solved in 2 moves, 0:\d\d[.:] "))
    expect(app.solve_title).to_have_text("Solved!")
    assert app.drawn_tiles() == list(goal_board(3, 3).tiles)
    app.undo_button.click()
    expect(app.solve_title).to_have_text("Your turn")


TABLE_TIMEOUT = 90_000
"""Milliseconds allowed for the 3 x 3 distance table's first build, in slices (some 10 s)."""


def test_moves_to_go_follow_every_move_and_hint_makes_the_next(app):
    app.paste("1 2 3\n_ 4 6\n7 5 8")  # 3 moves from the goal
    app.play_button.click()
    expect(app.to_go).to_have_text("3 moves to go (optimal).", timeout=TABLE_TIMEOUT)
    expect(app.to_go).to_have_attribute("aria-live", "polite")
    expect(app.hint_button).to_be_enabled()
    app.hint_button.click()  # the 4 slides left
    expect(app.to_go).to_have_text("2 moves to go (optimal).")
    expect(app.counter).to_have_text("1 move: tile 4 slid left.")
    assert app.drawn_tiles() == board_of("1 2 3\n4 _ 6\n7 5 8")
    app.stage.press("ArrowDown")  # the 2 slides down: a move away from the goal
    expect(app.to_go).to_have_text("3 moves to go (optimal).")
    app.hint_button.press("Enter")  # by keyboard: the 2 back up
    expect(app.to_go).to_have_text("2 moves to go (optimal).")
    app.hint_button.click()
    app.hint_button.click()
    expect(app.to_go).to_have_text("Solved: no moves to go.")
    expect(app.solve_title).to_have_text("Solved!")
    expect(app.hint_button).to_be_disabled()
    expect(app.stage).to_be_focused()  # the focus left the disabled Hint

    app.page.locator("#lang").select_option("ru")
    expect(app.to_go).to_have_text("Решено: ходов больше не нужно.")  # written again in it
    app.page.get_by_role("button", name="Сначала").click()
    expect(app.to_go).to_have_text("Осталось 3 хода до цели (оптимально).")
    app.page.get_by_role("button", name="Подсказка").click()
    expect(app.to_go).to_have_text("Осталось 2 хода до цели (оптимально).")
    app.stage.press("ArrowDown")
    expect(app.to_go).to_have_text("Осталось 3 хода до цели (оптимально).")


def test_a_4_by_4_s_moves_to_go_are_found_in_the_solver_s_worker(app):
    app.paste("1 2 3 4\n5 6 _ 8\n9 10 7 11\n13 14 15 12")  # 3 moves from the goal
    app.play_button.click()
    expect(app.to_go).to_have_text("3 moves to go (optimal).", timeout=SOLVER_TIMEOUT)
    app.hint_button.click()  # the rest of the solution is known: no search
    expect(app.to_go).to_have_text("2 moves to go (optimal).")
    app.stage.press("ArrowRight")  # the 10 slides right, away from the goal: searched again
    expect(app.to_go).to_have_text(
        re.compile(r"At least \d+ moves to go \(searching for the fewest…\)\.|3 moves to go")
    )
    expect(app.to_go).to_have_text("3 moves to go (optimal).", timeout=SOLVER_TIMEOUT)
    for _ in range(3):
        expect(app.hint_button).to_be_enabled(timeout=SOLVER_TIMEOUT)
        app.hint_button.click()
    expect(app.counter).to_have_text(re.compile(r"^Solved in 5 moves, 0:\d\d[.:] "))
    expect(app.to_go).to_have_text("Solved: no moves to go.")


def test_moves_to_go_follow_the_playback(app):
    app.paste("1 2 3\n_ 4 6\n7 5 8")
    app.solve_button.click()
    expect(app.to_go).to_have_text("3 moves to go (optimal).", timeout=SOLVER_TIMEOUT)
    expect(app.hint_button).to_be_hidden()  # the moves are the solution's
    app.forward_button.click()
    expect(app.to_go).to_have_text("2 moves to go (optimal).")
    app.last_button.click()
    expect(app.to_go).to_have_text("Solved: no moves to go.")


LOYD = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _"


def test_loyd_s_14_15_is_played_by_hand_and_its_invariant_stays(app):
    app.paste(LOYD)
    app.expect_verdict(solvable=False)
    app.play_button.click()
    expect(app.stage).to_be_focused()
    line = app.page.locator("#invariant")
    expect(line).to_contain_text("1 inversion · blank on row 1 · 1 + 1 = 2, even")
    expect(app.to_go).to_have_text(
        "The goal can never be reached: 1 inversion · blank on row 1 · 1 + 1 = 2, even, as at the"
        " start; the goal's is odd."
    )
    expect(app.hint_button).to_be_disabled()
    app.stage.press("ArrowDown")  # the 12 slides down
    app.stage.press("ArrowRight")  # the 11 slides right
    assert app.drawn_tiles() == board_of("1 2 3 4\n5 6 7 8\n9 10 _ 11\n13 15 14 12")
    expect(app.counter).to_have_text("2 moves: tile 11 slid right.")
    expect(line).to_contain_text("4 inversions · blank on row 2 · 4 + 2 = 6, even, as at the start")
    expect(app.to_go).to_contain_text("4 + 2 = 6, even, as at the start; the goal's is odd.")
    app.page.locator("#lang").select_option("zh")
    expect(line).to_contain_text("4 + 2 = 6，偶数，和开始时一样")
    expect(app.to_go).to_have_text(
        "永远到不了目标：4个逆序对 · 空格在从下往上数第2行 · "
        "4 + 2 = 6，偶数，和开始时一样；目标的是奇数。"
    )
    app.page.locator("#solve").click()  # from the position reached: still never
    expect(app.solve_title).to_contain_text("目标")
    expect(app.stage).to_be_hidden()


def test_solve_after_two_moves_by_hand_solves_from_the_position_reached(app):
    app.paste("1 2 3\n4 5 6\n_ 7 8")  # solved by 7 8
    app.play_button.click()
    expect(app.stage).to_be_focused()
    app.stage.press("ArrowLeft")  # the 7 slides left
    app.stage.press("ArrowDown")  # the 5 slides down
    expect(app.counter).to_have_text("2 moves: tile 5 slid down.")
    reached = board_of("1 2 3\n4 _ 6\n7 5 8")  # solved by 5 8
    assert app.drawn_tiles() == reached
    app.solve_button.click()
    expect(app.tile_moves).to_have_text("5 8", timeout=SOLVER_TIMEOUT)
    expect(app.solve_title).to_have_text("2 moves, optimal")
    assert app.drawn_tiles() == reached  # the playback starts where the player was
    expect(app.to_go).to_have_text("2 moves to go (optimal).")
    app.last_button.click()
    assert app.drawn_tiles() == list(goal_board(3, 3).tiles)

    app.paste("1 2 3\n4 5 6\n_ 7 8")
    app.page.locator("#lang").select_option("ko")
    app.page.locator("#play").click()
    expect(app.stage).to_be_focused()
    app.stage.press("ArrowLeft")
    app.stage.press("ArrowDown")
    expect(app.to_go).to_have_text("목표까지 이동 2번 남음(최적).")
    app.page.locator("#solve").click()
    expect(app.tile_moves).to_have_text("5 8", timeout=SOLVER_TIMEOUT)
    assert app.drawn_tiles() == reached


def test_solve_shows_31_optimal_moves_and_plays_them_back(own_app):
    app = own_app  # its first solve starts the solver
    app.paste(HARDEST_8)
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("Starting the solver…")
    expect(app.stop_button).to_be_visible()
    expect(app.solve_title).to_have_text("31 moves, optimal", timeout=SOLVER_TIMEOUT)
    expect(app.solve_status).to_contain_text(
        re.compile(r"[\d,]+ positions searched in [\d.]+ s[:( ]")
    )
    expect(app.stage).to_be_focused()
    expect(app.stop_button).to_be_hidden()
    expect(app.counter).to_have_text("Move 0 of 31.")
    start = board_of(HARDEST_8)
    assert app.drawn_tiles() == start
    expect(app.back_button).to_be_disabled()

    app.forward_button.click()
    expect(app.counter).to_have_text(
        re.compile(r"^Move 1 of 31: tile \d slides (up|down|left|right)\.$")
    )
    assert one_move_apart(start, app.drawn_tiles(), 3)
    app.last_button.click()
    expect(app.counter).to_have_text("Move 31 of 31: the goal is reached.")
    assert app.drawn_tiles() == list(goal_board(3, 3).tiles)
    expect(app.forward_button).to_be_disabled()
    app.stage.press("ArrowLeft")
    expect(app.counter).to_have_text("Move 30 of 31.")
    assert one_move_apart(app.drawn_tiles(), list(goal_board(3, 3).tiles), 3)
    app.first_button.click()
    expect(app.counter).to_have_text("Move 0 of 31.")
    assert app.drawn_tiles() == start

    app.speed.select_option("40")
    app.run_button.click()
    expect(app.run_button).to_have_text(re.compile("Pause"))
    expect(app.counter).to_have_text(re.compile(r"^Move 31 of 31: .*the goal is reached\.$"))
    expect(app.run_button).to_have_text(re.compile("Play"))
    assert app.drawn_tiles() == list(goal_board(3, 3).tiles)


def spoken(tiles: list[int], cols: int) -> str:
    """What the stage's description must say for these tiles (0 the blank)."""
    rows = [tiles[i : i + cols] for i in range(0, len(tiles), cols)]
    cells = "; ".join(" ".join(str(t) if t else "blank" for t in row) for row in rows)
    return f"{len(rows)} by {cols} board, rows from the top: {cells}"


def test_the_moves_are_written_out_announced_and_described(app):
    app.paste(HARDEST_8)
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("31 moves, optimal", timeout=SOLVER_TIMEOUT)
    board = parse_board(HARDEST_8)
    tiles = [int(t) for t in app.tile_moves.inner_text().split()]
    assert len(tiles) == 31
    assert board.play(tiles) == goal_board(3, 3)  # the moves shown solve the board
    blanks = blank_moves(board, tiles)
    expect(app.blank_moves).to_have_text(" ".join(blanks))
    expect(app.moves).to_contain_text("where the blank goes")
    expect(app.current_move).to_have_count(0)

    for number in range(3):  # each step names the tile and the way it slides
        app.forward_button.click()
        way = tile_direction(blanks[number])
        expect(app.counter).to_have_text(
            f"Move {number + 1} of 31: tile {tiles[number]} slides {way}."
        )
    expect(app.current_move).to_have_text(str(tiles[2]))
    expect(app.current_move).to_have_attribute("aria-current", "step")
    expect(app.blank_moves.locator(".current")).to_have_text(blanks[2])
    shown = app.drawn_tiles()
    assert shown == list(board.play(tiles[:3]).tiles)
    expect(app.stage_description).to_have_text(spoken(shown, 3))
    expect(app.stage).to_have_attribute("aria-describedby", "stage-tiles")


def test_after_end_the_focus_is_on_a_control_not_the_body(app):
    app.paste("1 2 3\n4 _ 6\n7 5 8")
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("2 moves, optimal", timeout=SOLVER_TIMEOUT)
    app.last_button.focus()
    app.page.keyboard.press("Enter")
    expect(app.last_button).to_be_disabled()
    expect(app.back_button).to_be_focused()
    app.first_button.focus()
    app.page.keyboard.press("Enter")
    expect(app.first_button).to_be_disabled()
    expect(app.forward_button).to_be_focused()
    assert app.page.evaluate("document.activeElement.id") == "forward"


NO_CLIPBOARD = """() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error("not allowed"));
}"""


def test_copy_moves_to_the_clipboard_or_the_field(app):
    app.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    app.paste("1 2 3\n4 _ 6\n7 5 8")
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("2 moves, optimal", timeout=SOLVER_TIMEOUT)
    app.copy_moves_button.click()
    expect(app.copy_moves_info).to_have_text("Moves copied.")
    copied = app.page.evaluate("navigator.clipboard.readText()")
    assert copied.splitlines() == [
        "Tiles slid into the blank: 5 8",
        "The blank's moves (U, D, L, R: where the blank goes): D R",
    ]
    expect(app.moves_text).to_be_hidden()
    app.page.evaluate(NO_CLIPBOARD)
    app.copy_moves_button.click()
    expect(app.copy_moves_info).to_contain_text("Could not copy")
    expect(app.moves_text).to_be_focused()
    expect(app.moves_text).to_have_value(copied)
    app.page.context.clear_permissions()


def test_stop_keeps_the_best_so_far_and_a_later_solve_works(app):
    app.paste(HARD_15)
    app.expect_verdict(solvable=True)
    app.time_limit.fill("300")
    app.solve_button.click()
    expect(app.solve_title).to_have_text("Solving…", timeout=SOLVER_TIMEOUT)
    expect(app.stop_button).to_be_focused()
    # the worker's own progress message: it is searching, and the best so far with its bound
    expect(app.solve_status).to_contain_text("Searching for the fewest moves on this 4 x 4 board")
    expect(app.solve_status).to_contain_text(
        re.compile(r"Best so far: \d+ moves; none is shorter than \d+ moves\."),
        timeout=SOLVER_TIMEOUT,
    )
    app.stop_button.click()
    expect(app.solve_title).to_have_text(
        re.compile(r"^\d+ moves, the best before Stop: at most \d+% above the shortest possible$")
    )
    expect(app.solve_status).to_contain_text(re.compile(r"No solution is shorter than \d+ moves\."))
    expect(app.stop_button).to_be_hidden()
    expect(app.solve_button).to_be_enabled()
    app.last_button.click()
    expect(app.counter).to_have_text(re.compile(r"^Move (\d+) of \1: the goal is reached\.$"))

    app.time_limit.fill("10")
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.solve_button.click()  # before the check has run: Solve waits for it
    # No "Starting the solver…" asserted here: the playback after Stop asks the worker for its
    # moves to go, so a worker may be up already and answer at once (the first solve's test
    # above sees it start).
    expect(app.solve_title).to_have_text("1 move, optimal", timeout=SOLVER_TIMEOUT)
    app.last_button.click()
    expect(app.counter).to_have_text("Move 1 of 1: tile 8 slides left; the goal is reached.")


"""Korf & Taylor's first 24-puzzle: 100 moves at the fewest, to the blank-first goal."""


def test_a_5_by_5_solve_shows_the_best_so_far_improving_then_the_length_and_its_bound(app):
    """The worker fetches the 5 x 5 tables first (no other test of this module solves a 5 x 5),
    at the address holding their hash, the bytes so far in the status."""
    data = (ROOT / "py/slidepuzzle/tables/pdb-5x5.bin").read_bytes()
    address = f"/py/slidepuzzle/tables/pdb-5x5.bin?v={hashlib.sha256(data).hexdigest()[:12]}"
    total = f"{len(data) / 1e6:.1f}"
    app.page.evaluate(STATUS_LOG)
    app.solve_long(8)
    expect(app.solve_title).to_have_text("Solving…", timeout=SOLVER_TIMEOUT)
    seen: list[int] = []
    while app.solve_title.text_content() == "Solving…":
        found = re.search(r"Best so far: (\d+) moves", app.solve_status.text_content() or "")
        if found and (not seen or int(found[1]) != seen[-1]):
            seen.append(int(found[1]))
        app.page.wait_for_timeout(50)
    assert len(seen) >= 2 and seen == sorted(seen, reverse=True), seen  # shorter and shorter
    expect(app.solve_title).to_have_text(
        re.compile(r"^\d+ moves, at most \d+% above the shortest possible$")
    )
    length = int(app.solve_title.text_content().split()[0])
    assert length <= seen[-1]
    bound = re.search(r"No solution is shorter than (\d+) moves\.", app.solve_status.text_content())
    assert bound is not None and 0 < int(bound[1]) <= 100 <= length  # 100 is found at times
    assert [url for url in app.requests if url.endswith(address)]
    loading = [text for text in app.page.evaluate("window.statusLog") if "MB" in text]
    prefix = "Solving…Loading the tables for 5 x 5 boards (once only): "
    assert loading and loading[-1] == f"{prefix}{total} of {total} MB.", loading
    app.page.select_option("#goal", "blank-last")
    app.time_limit.fill("10")


def test_a_30_by_30_board_is_solved_and_played_to_its_goal(app):
    app.shuffle(30, 30, seed=7)
    app.expect_verdict(solvable=True)
    app.time_limit.fill("2")  # the constructive solution, then shortened for 2 s
    app.solve_button.click()
    expect(app.solve_title).to_have_text(
        re.compile(r"^[\d,]+ moves, at most [\d,]+% above the shortest possible$"),
        timeout=SOLVER_TIMEOUT,
    )
    expect(app.stage_tiles).to_have_count(899)
    app.forward_button.click()
    expect(app.counter).to_have_text(re.compile(r"^Move 1 of [\d,]+: tile \d+ slides \w+\.$"))
    app.last_button.click()
    expect(app.counter).to_have_text(re.compile(r"^Move ([\d,]+) of \1: the goal is reached\.$"))
    assert app.drawn_tiles() == list(goal_board(30, 30).tiles)
    app.time_limit.fill("10")


def tab_to(app, name: str) -> None:
    """Press Tab until the element with id ``name`` has focus."""
    for _ in range(20):
        app.page.keyboard.press("Tab")
        if app.page.evaluate("document.activeElement.id") == name:
            return
    raise AssertionError(f"Tab never reached #{name}")


def test_keyboard_only_solve_playback_and_play(app):
    text = "1 2 3\n4 _ 6\n7 5 8"
    app.paste(text)
    app.expect_verdict(solvable=True)
    app.board.focus()
    tab_to(app, "solve")
    app.page.keyboard.press("Enter")
    expect(app.solve_title).to_have_text("2 moves, optimal", timeout=SOLVER_TIMEOUT)
    expect(app.stage).to_be_focused()
    app.page.keyboard.press("ArrowRight")
    expect(app.counter).to_have_text("Move 1 of 2: tile 5 slides up.")
    app.page.keyboard.press("ArrowRight")
    expect(app.counter).to_have_text("Move 2 of 2: tile 8 slides left; the goal is reached.")
    assert app.drawn_tiles() == list(goal_board(3, 3).tiles)

    app.board.focus()
    tab_to(app, "play")
    app.page.keyboard.press("Enter")
    expect(app.stage).to_be_focused()
    expect(app.counter).to_have_text("0 moves.")
    app.page.keyboard.press("ArrowUp")  # the 5 below the blank slides up
    app.page.keyboard.press("ArrowLeft")  # the 8 right of the blank slides left
    expect(app.counter).to_have_text(re.compile(r"^Solved in 2 moves, 0:\d\d[.:] "))
    expect(app.solve_title).to_have_text("Solved!")
    assert app.drawn_tiles() == list(goal_board(3, 3).tiles)


SEED_46_15 = "5 2 11 6\n12 15 8 14\n_ 9 4 13\n10 1 7 3"  # random_board(4, seed=46): 52 moves
SEED_9_15 = "4 2 7 9\n11 _ 13 8\n14 1 12 3\n5 6 10 15"  # random_board(4, seed=9): 46 moves


STATUS_LOG = """() => {
    const box = document.getElementById("solve-status");
    window.statusLog = [];
    new MutationObserver(() => window.statusLog.push(box.textContent)).observe(
        box, {childList: true, subtree: true, characterData: true});
}"""
"""Record every text the Solve status shows, however briefly (a local fetch takes milliseconds)."""


def test_a_15_puzzle_fetches_the_pattern_databases_once_and_is_solved_optimally(app):
    """The worker fetches the tables from the site for a 4 x 4 solve, at an address holding the
    file's hash, the bytes so far in the status; it keeps them: the next solve fetches nothing.
    (An earlier test's Stop ended the worker, so this module's first 4 x 4 solve fetches.)"""
    data = (ROOT / "py/slidepuzzle/tables/pdb-4x4.bin").read_bytes()
    address = f"/py/slidepuzzle/tables/pdb-4x4.bin?v={hashlib.sha256(data).hexdigest()[:12]}"
    total = f"{len(data) / 1e6:.1f}"

    def fetched():
        return [url for url in app.requests if url.endswith(address)]

    app.page.evaluate(STATUS_LOG)
    app.paste(SEED_46_15)
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("52 moves, optimal", timeout=SOLVER_TIMEOUT)
    first = len(fetched())
    assert first >= 1
    loading = [text for text in app.page.evaluate("window.statusLog") if "MB" in text]
    prefix = "Solving…Loading the tables for 4 x 4 boards (once only): "
    assert loading[0] == f"{prefix}0.0 of {total} MB.", loading
    assert loading[-1] == f"{prefix}{total} of {total} MB.", loading
    # Another board, so the answer on screen can only be the second solve's.
    app.page.evaluate("window.statusLog = []")
    app.paste(SEED_9_15)
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("46 moves, optimal", timeout=SOLVER_TIMEOUT)
    assert len(fetched()) == first
    assert not [text for text in app.page.evaluate("window.statusLog") if "MB" in text]
