"""The why on the page: the verdict's steps as a list, the swap that fixes a no, the invariant
under the board in play, the proof's two directions; in Chromium, in English and Korean."""

import re

from playwright.sync_api import expect
from slidepuzzle import Board, analyze, parse_board

from .test_look import serious_problems

UNSOLVABLE_4X4 = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _"


TOWARDS = {"ArrowUp": 4, "ArrowDown": -4, "ArrowLeft": 1, "ArrowRight": -1}
"""Where the tile an arrow key slides is on a 4-wide board, from the blank (ArrowUp: the tile
below the blank slides up)."""


def board_of(text: str) -> Board:
    return parse_board(text)


def count(board: Board) -> tuple[int, int]:
    """The inversions and the blank's row from the bottom, counted here pair by pair."""
    order = [t for t in board.tiles if t]
    inversions = sum(a > b for i, a in enumerate(order) for b in order[i + 1 :])
    return inversions, board.rows - board.tiles.index(0) // board.cols


def partners(board: Board, tile: int) -> set[int]:
    """The tiles ``tile`` makes an inversion with (usual goal), counted here."""
    order = [t for t in board.tiles if t]
    here = order.index(tile)
    return {t for i, t in enumerate(order) if (i < here and t > tile) or (i > here and t < tile)}


def marked(app) -> tuple[set[int], set[int]]:
    """The drawn tiles marked as pointed at, and as its pairs."""
    tiles = "els => els.map(el => Number(el.dataset.tile))"
    grid = app.page.locator("#grid")
    pointed = grid.locator(".tile.pointed").evaluate_all(tiles)
    return set(pointed), set(grid.locator(".tile.paired").evaluate_all(tiles))


def test_pointing_at_or_focusing_a_tile_marks_exactly_its_inversion_pairs(app):
    text = "5 1 2 3\n9 6 7 4\n13 10 11 8\n14 _ 15 12"
    board = board_of(text)
    app.paste(text)
    app.expect_verdict(solvable=True)
    grid = app.page.locator("#grid")
    for tile in (5, 9, 1, 12, 15):
        grid.locator(f'.tile[data-tile="{tile}"]').hover()
        expect(grid.locator(".tile.paired")).to_have_count(len(partners(board, tile)))
        assert marked(app) == ({tile}, partners(board, tile))
        title = grid.locator(f'.tile[data-tile="{tile}"]').get_attribute("title")
        assert f"Tile {tile} is in" in title
        if partners(board, tile):
            assert f"{len(partners(board, tile))} inversion" in title
    app.page.mouse.move(0, 0)
    expect(grid.locator(".tile.paired")).to_have_count(0)
    first = grid.locator('.tile[tabindex="0"]')
    expect(first).to_have_count(1)
    first.focus()
    assert marked(app) == ({5}, partners(board, 5))
    # The arrow keys move the focus from tile to tile, over the blank (below 10, left of 15).
    path = [("ArrowRight", 1), ("ArrowDown", 6), ("ArrowDown", 10), ("ArrowDown", 10)]
    path += [("ArrowLeft", 13), ("ArrowDown", 14), ("ArrowRight", 15)]
    for key, tile in path:
        app.page.keyboard.press(key)
        expect(grid.locator(".tile:focus")).to_have_attribute("data-tile", str(tile))
        assert marked(app) == ({tile}, partners(board, tile))
    expect(grid.locator('.tile[tabindex="0"]')).to_have_attribute("data-tile", "15")
    for scheme in ("light", "dark"):
        app.page.emulate_media(color_scheme=scheme)
        assert serious_problems(app.page) == [], scheme
    app.page.emulate_media(color_scheme="light")


def test_the_verdict_is_a_list_of_steps(app):
    app.paste(UNSOLVABLE_4X4)
    app.expect_verdict(solvable=False)
    steps = app.verdict.get_by_role("list").get_by_role("listitem")
    expect(steps).to_have_count(4)
    expect(steps.nth(1)).to_contain_text("1 inversion (odd)")
    expect(steps.nth(2)).to_contain_text("row 1 from the bottom")
    expect(steps.nth(3)).to_contain_text("1 + 1 = 2, even, unlike the goal's 0 + 1")
    snapshot = app.verdict.aria_snapshot()
    assert re.search(r'- list:\n\s+- listitem: "?The tiles in reading order', snapshot), snapshot


def test_swap_them_makes_an_unsolvable_board_solvable_and_restore_undoes_it(app):
    app.paste(UNSOLVABLE_4X4)
    app.expect_verdict(solvable=False)
    fix = app.page.locator("#fix")
    expect(fix).to_contain_text("Swap tiles 14 and 15")
    expect(fix).to_contain_text("flips the parity")
    app.page.get_by_role("button", name="Swap them").click()
    app.expect_verdict(solvable=True)
    before, after = board_of(UNSOLVABLE_4X4), board_of(app.board.input_value())
    differ = [(a, b) for a, b in zip(before.tiles, after.tiles, strict=True) if a != b]
    assert sorted(differ) == [(14, 15), (15, 14)]
    expect(fix).to_be_hidden()
    app.page.get_by_role("button", name="Restore your text").click()
    expect(app.board).to_have_value(UNSOLVABLE_4X4)
    app.expect_verdict(solvable=False)


def test_playing_by_hand_shows_the_invariant_after_every_move(app):
    start = "5 1 2 3\n9 6 7 4\n13 10 11 8\n14 _ 15 12"
    app.paste(start)
    app.expect_verdict(solvable=True)
    app.play_button.click()
    expect(app.stage).to_be_focused()
    line = app.page.locator("#invariant")
    expect(line).to_have_attribute("aria-live", "polite")
    board = board_of(start)
    inversions, row = count(board)
    parity = "odd" if (inversions + row) % 2 else "even"
    expect(line).to_contain_text(f"{inversions} + {row} = {inversions + row}, {parity}")
    for key in ["ArrowDown", "ArrowLeft", "ArrowDown", "ArrowRight", "ArrowUp"]:
        app.stage.press(key)  # the tile on that side of the blank slides into it
        board = board.slide(board.tiles[board.tiles.index(0) + TOWARDS[key]])
        inversions, row = count(board)
        expect(line).to_contain_text(f"{inversions} inversion")
        expect(line).to_contain_text(f"blank on row {row}")
        expect(line).to_contain_text(f"{inversions} + {row} = {inversions + row}, {parity}")
    expect(line).to_contain_text("changed row")  # the last vertical move's change is said
    app.page.get_by_label("Show the invariant under the board").uncheck()
    expect(line).to_be_hidden()
    app.page.get_by_label("Show the invariant under the board").check()
    expect(line).to_be_visible()


def test_the_proof_both_ways_and_axe(app):
    app.paste(UNSOLVABLE_4X4)
    app.expect_verdict(solvable=False)
    proof = app.page.locator("#proof")
    proof.locator("summary").click()
    forms = proof.get_by_role("listitem")
    expect(forms).to_have_count(2)
    expect(forms.nth(0)).to_contain_text("1 + 1 = 2")
    expect(forms.nth(1)).to_contain_text("1 + 0 = 1")
    expect(proof).to_contain_text("Why every board with the right parity can be solved")
    assert serious_problems(app.page) == []


def test_korean_steps_and_swap(app):
    app.page.locator("#lang").select_option("ko")
    app.page.locator("#board").fill(UNSOLVABLE_4X4)  # its label is Korean now
    app.expect_checked()
    steps = app.verdict.get_by_role("listitem")
    expect(steps).to_have_count(4)
    expect(steps.nth(1)).to_contain_text("반전 1개(홀수)")
    expect(app.page.locator("#fix")).to_contain_text("14번 타일과 15번 타일을 맞바꾸면")
    app.page.locator("#swap-them").click()
    expect(app.verdict.locator(".verdict-title")).to_have_text("풀 수 있음")
    assert analyze(board_of(app.page.locator("#board").input_value())).solvable
    app.page.locator("#play").click()
    expect(app.page.locator("#invariant")).to_contain_text("처음과 같은 홀수")


DRAWN = """stage => {
  const cols = Number(stage.style.getPropertyValue('--cols'));
  const rows = Number(stage.style.getPropertyValue('--rows'));
  const tiles = new Array(rows * cols).fill(0);
  for (const tile of stage.querySelectorAll('.tile')) {
    const at = name => Number(tile.style.getPropertyValue(name));
    tiles[at('--r') * cols + at('--c')] = Number(tile.dataset.tile);
  }
  return [rows, cols, tiles];
}"""
"""The board a stage shows, read from where each tile is drawn."""


def drawn(stage) -> Board:
    rows, cols, tiles = stage.evaluate(DRAWN)
    return Board(rows, cols, tiles)


def test_the_3_cycle_plays_on_the_reader_s_board_and_cycles_exactly_three_tiles(app):
    text = "1 2 3\n4 _ 6\n7 5 8"
    board = board_of(text)
    app.paste(text)
    app.expect_verdict(solvable=True)
    app.page.locator("#proof summary").click()
    stage, counter = app.page.locator("#cycle-stage"), app.page.locator("#cycle-counter")
    expect(counter).to_contain_text("Press Play")
    expect(stage.locator(".tile")).to_have_count(8)
    assert drawn(stage) == board
    cycled = {
        int(n)
        for n in stage.locator(".tile.marked").evaluate_all("els => els.map(el => el.dataset.tile)")
    }
    assert len(cycled) == 3
    caption = app.page.locator("#cycle-caption")
    expect(caption).to_contain_text("are cycled in")
    app.page.locator("#cycle-forward").click()
    expect(counter).to_contain_text("Move 1 of")
    assert drawn(stage) != board  # one tile slid
    app.page.locator("#cycle-run").click()
    expect(counter).to_contain_text("done", timeout=30_000)  # 1.5 moves a second
    expect(app.page.locator("#cycle-run-text")).to_have_text("Play")
    after = drawn(stage)
    moved = {a for a, b in zip(board.tiles, after.tiles, strict=True) if a != b}
    assert moved == cycled and after.blank == board.blank
    # the three went one place round: each now stands where another of them stood
    assert {after.tiles[board.tiles.index(tile)] for tile in cycled} == cycled
    assert serious_problems(app.page) == []
    # Reduced motion: the tiles step, they do not slide.
    app.page.emulate_media(reduced_motion="reduce")
    app.page.locator("#cycle-first").click()
    expect(counter).to_contain_text("Press Play")
    slide = "el => getComputedStyle(el).transitionDuration"
    assert stage.locator(".tile").first.evaluate(slide) == "0s"
    stage.focus()  # the stage steps with the arrow keys too
    app.page.keyboard.press("ArrowRight")
    expect(counter).to_contain_text("Move 1 of")
    app.page.emulate_media(reduced_motion="no-preference")
    # In Korean: the counter and the caption are written again.
    app.page.locator("#lang").select_option("ko")
    expect(counter).to_contain_text("번째 이동")
    expect(caption).to_contain_text("표시된 타일")
    app.page.locator("#lang").select_option("en")
    # The step-by-step solution: the Solve panel solves this board and plays it back.
    app.page.locator("#cycle-solve").click()
    expect(app.page.locator("#solve-status")).to_contain_text("2 moves", timeout=60_000)
    expect(app.page.locator("#stage-box")).to_be_visible()


SPIRAL = (1, 2, 3, 8, 0, 4, 7, 6, 5)
"""The spiral goal of a 3 x 3 board: 1 2 3 along the top, then down, left and up to 8, the blank
in the middle (the goal menu's "clockwise, blank in the middle")."""


def test_the_spiral_example_uses_one_count_throughout_and_draws_its_goal(app):
    text = "1 2 3\n4 5 6\n7 _ 8"
    board = board_of(text)
    # Counted here: pairs of tiles in the opposite order to the spiral's, the rows from the bottom.
    place = {tile: at for at, tile in enumerate(t for t in SPIRAL if t)}
    order = [place[t] for t in board.tiles if t]
    inversions = sum(a > b for i, a in enumerate(order) for b in order[i + 1 :])
    row, goal_row = 1, 2
    assert inversions == 7
    app.paste(text)
    app.goal.select_option("spiral")
    app.expect_verdict(solvable=inversions % 2 == 0)
    headline = app.verdict.locator(".verdict-text").first.inner_text()
    steps = app.verdict.get_by_role("list").get_by_role("listitem").all_inner_texts()
    assert len(steps) == 4
    assert (
        f"{inversions} inversions · blank on row {row} from the bottom (goal: row {goal_row})"
        in headline
    )
    assert f": {inversions} inversions (odd)." in steps[1]
    assert f"row {row} from the bottom" in steps[2] and "does not count" in steps[2]
    assert f"the goal has 0 (even): {inversions} is odd, so the board is not solvable" in steps[3]
    # One count: no other number in the headline and the steps 2 to 4 than these.
    numbers = {int(n) for said in (headline, *steps[1:]) for n in re.findall(r"\d+", said)}
    assert numbers <= {inversions, row, goal_row, 0}, numbers
    # The goal drawn beside the board: its tiles in reading order, the blank a hole.
    drawn = app.grid.locator(".goal-grid > span:not(.rowno)").evaluate_all(
        "els => els.map(el => Number(el.textContent) || 0)"
    )
    assert tuple(drawn) == SPIRAL
    # Pointing at a tile says its inversions in words under the board, not only in a tooltip.
    app.grid.locator('.tile[data-tile="8"]').hover()
    at = board.tiles.index
    partners = [
        t for t in board.tiles if t not in (0, 8) and (at(t) < at(8)) != (place[t] < place[8])
    ]
    said = app.grid.locator(".tile-pairs")
    expect(said).to_be_visible()
    listed = ", ".join(map(str, sorted(partners)))
    expect(said).to_have_text(f"Tile 8 is in {len(partners)} inversions (with {listed}).")
    app.page.mouse.move(0, 0)
    expect(said).to_be_empty()
    for scheme in ("light", "dark"):
        app.page.emulate_media(color_scheme=scheme)
        assert serious_problems(app.page) == [], scheme
    app.page.emulate_media(color_scheme="light")
