"""The page object: every selector the tests use, in one place."""

from playwright.sync_api import Page, expect

READY_TIMEOUT = 60_000
"""Milliseconds allowed for Pyodide to start (about 6 s here; slow CI machines take longer)."""


RESTORE_CLIPBOARD = """() => { delete navigator.clipboard.writeText; }"""
"""Undo a test's stand-in for the clipboard (an own property over the browser's method)."""


KORF_TAYLOR_1 = "17 1 20 9 16\n2 22 19 14 5\n15 21 0 3 24\n23 18 13 12 7\n10 8 6 4 11"
"""Korf & Taylor's first 24-puzzle board (solved to the blank-first goal)."""


WORKER_WARNING = "Unable to use `window` or `document` in worker"
"""PyScript's warning in a worker that is not told it needs no synchronous DOM access
(pyscript.toml's ``sync_main_only``): an error here."""


class PuzzlePage:
    """The slide puzzle page in a browser tab, with what it logged and asked for."""

    def __init__(self, page: Page, url: str) -> None:
        self.page = page
        self.url = url
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.goto(url)

        self.app = page.locator("#app")
        self.board = page.get_by_label("Board", exact=True)
        self.largest_blank = page.get_by_label("The largest number is the blank")
        self.goal = page.get_by_label("Goal", exact=True)
        self.goal_text = page.get_by_label("Goal board", exact=True)
        self.examples = page.get_by_label("Worked examples")
        self.board_error = page.locator("#board-error")
        self.goal_error = page.locator("#goal-error")
        self.verdict = page.get_by_role("status")
        self.verdict_title = self.verdict.locator(".verdict-title")
        self.grid = page.locator("#grid")
        self.tiles = self.grid.locator(".tile")
        self.holes = self.grid.locator(".hole")
        self.row_numbers = self.grid.locator(".rowno")
        self.blank_row = self.grid.locator(".rowno.blank-row")
        self.summary = self.grid.locator(".board-summary")
        self.reading = page.locator("#reading-tiles")
        self.inversion_count = page.locator("#reading-count")
        self.pairs = page.locator("#pairs")
        self.pairs_toggle = self.pairs.locator("summary")
        self.pairs_list = page.locator("#pairs-list")
        self.timing = page.locator("#timing")
        self.read_note = page.locator("#read-note")
        self.picture = page.locator("#picture")
        self.batch = page.locator("#batch")
        self.batch_table = page.get_by_role("table", name="Boards in this paste")
        self.download_csv = page.get_by_role("button", name="Download CSV")
        self.solve_section = page.locator("#solve-section")
        self.rows = page.get_by_label("Rows", exact=True)
        self.cols = page.get_by_label("Columns", exact=True)
        self.seed = page.get_by_label("Seed", exact=True)
        self.kind = page.get_by_label("Kind", exact=True)
        self.blank_place = page.get_by_label("Blank", exact=True)
        self.shuffle_button = page.get_by_role("button", name="Shuffle")
        self.shuffle_info = page.locator("#shuffle-info")
        self.shuffle_error = page.locator("#shuffle-error")
        self.copy_button = page.get_by_role("button", name="Copy link")
        self.copy_info = page.locator("#copy-info")
        self.share_link = page.get_by_label("Link to this board")
        self.solve_button = page.get_by_role("button", name="Solve", exact=True)
        self.stop_button = page.get_by_role("button", name="Stop", exact=True)
        self.play_button = page.get_by_role("button", name="Play it yourself")
        self.time_limit = page.get_by_label("Time limit (s)")
        self.solve_status = page.locator("#solve-status")
        self.solve_title = self.solve_status.locator(".solve-title")
        self.solve_error = page.locator("#solve-error")
        self.stage = page.locator("#stage")
        self.stage_tiles = self.stage.locator(".tile")
        self.counter = page.locator("#counter")
        self.to_go = page.locator("#to-go")
        self.hint_button = page.get_by_role("button", name="Hint")
        self.first_button = page.get_by_role("button", name="Start", exact=True)
        self.back_button = page.get_by_role("button", name="Back", exact=True)
        self.run_button = page.locator("#run")
        self.forward_button = page.get_by_role("button", name="Forward", exact=True)
        self.last_button = page.get_by_role("button", name="End", exact=True)
        self.speed = page.get_by_label("Speed")
        self.undo_button = page.get_by_role("button", name="Undo")
        self.moves = page.locator("#moves")
        self.tile_moves = page.locator("#tile-moves")
        self.blank_moves = page.locator("#blank-moves")
        self.current_move = self.tile_moves.locator(".current")
        self.copy_moves_button = page.get_by_role("button", name="Copy moves")
        self.copy_moves_info = page.locator("#copy-moves-info")
        self.moves_text = page.get_by_label("Moves to copy")
        self.stage_description = page.locator("#stage-tiles")
        self.reset_button = page.get_by_role("button", name="Reset")

    def _console(self, message) -> None:
        if message.type == "error" or WORKER_WARNING in message.text:
            self.errors.append(f"console: {message.text}")

    def start_over(self) -> None:
        """Put back what a test may leave changed on a shared page (the language, the goal, the
        blank convention, a solve under way, a solution or game on the stage, the clipboard), so no
        test depends on the ones before it; a no-op on a page as it started."""
        lang, goal, largest = (
            self.page.locator(f"#{name}") for name in ("lang", "goal", "largest-blank")
        )
        if lang.input_value() != "en":
            lang.select_option("en")
        if goal.input_value() != "blank-last":
            goal.select_option("blank-last")
        if largest.is_checked():
            largest.uncheck()
        if self.stop_button.is_visible():
            self.stop_button.click()
        self.page.evaluate("document.getElementById('proof').open = false")
        if self.page.locator("#stage-box").is_visible():  # a solution or a game: back to none
            self.paste("")
            expect(self.solve_section).to_be_hidden()
        self.page.evaluate(RESTORE_CLIPBOARD)
        self.page.context.clear_permissions()

    def wait_ready(self) -> None:
        """Wait until Python has wired the page; fail on a PyScript error box."""
        self.page.wait_for_selector(
            "body[data-ready=true]", state="attached", timeout=READY_TIMEOUT
        )
        expect(self.page.locator(".py-error")).to_have_count(0)
        expect(self.app).to_be_enabled()

    def paste(self, text: str) -> None:
        """Replace the Board box's text, as a paste does (one input event)."""
        self.board.fill(text)

    def solve_long(self, seconds: int) -> None:
        """Start solving a 5 x 5 board (Korf & Taylor's first, blank-first goal) for ``seconds``:
        its search reports a best so far for all that time. The caller puts the goal back."""
        self.paste(KORF_TAYLOR_1)
        self.page.select_option("#goal", "blank-first")
        self.expect_verdict(solvable=True)
        self.time_limit.fill(str(seconds))
        self.solve_button.click()

    def paste_event(self, text: str) -> None:
        """Put ``text`` in the Board box and send one input event (``fill`` cannot type 7 MB)."""
        self.page.evaluate(PASTE, text)

    def paste_clipboard(self, text: str) -> bool:
        """Paste ``text`` over the Board box's text as Ctrl+V does (a ``paste`` event); whether
        the page took it over (a long text: kept with the box, which shows its start)."""
        return bool(self.page.evaluate(PASTE_EVENT, text))

    def expect_verdict(self, solvable: bool, timeout: float | None = None) -> None:
        """Wait for the verdict on the board now in the box."""
        self.expect_checked(timeout)
        expect(self.verdict_title).to_have_text("Solvable" if solvable else "Not solvable")

    def expect_checked(self, timeout: float | None = None) -> None:
        """Wait until the page has checked the latest text (the status is no longer busy; the
        event that asked for it handled first: the worker marks the status busy as it does)."""
        self.handled()
        expect(self.verdict).not_to_have_attribute("aria-busy", "true", timeout=timeout)

    def expect_no_work_left(self) -> None:
        """Wait until no check or shuffle is running, superseded ones included."""
        expect(self.page.locator("body")).to_have_attribute("data-working", "0", timeout=180_000)

    def shuffle(
        self,
        rows: int,
        cols: int,
        *,
        seed: int | str = "",
        solvable: bool = True,
        blank_in_goal: bool = False,
    ) -> None:
        """Fill in the shuffle options and press Shuffle."""
        self.rows.fill(str(rows))
        self.cols.fill(str(cols))
        self.seed.fill(str(seed))
        self.kind.select_option("solvable" if solvable else "unsolvable")
        self.blank_place.select_option("goal" if blank_in_goal else "anywhere")
        self.shuffle_button.click()

    def handled(self) -> None:
        """Wait until the page's worker has handled every event posted to it and its ops are
        made (``body[data-pending]``, static/page.mjs): what a key or a click changed is drawn."""
        self.page.wait_for_function("(document.body.dataset.pending ?? '0') === '0'")

    def drawn_tiles(self) -> list[int]:
        """The tiles on the stage in reading order, 0 for the blank, from where each is drawn
        (once every event posted is handled)."""
        self.handled()
        return self.page.evaluate(STAGE_TILES)


STAGE_TILES = """() => {
    const stage = document.querySelector("#stage");
    const cols = Number(stage.style.getPropertyValue("--cols"));
    const rows = Number(stage.style.getPropertyValue("--rows"));
    const tiles = new Array(rows * cols).fill(0);
    for (const tile of stage.querySelectorAll(".tile")) {
        const r = Number(tile.style.getPropertyValue("--r"));
        const c = Number(tile.style.getPropertyValue("--c"));
        tiles[r * cols + c] = Number(tile.dataset.tile);
    }
    return tiles;
}"""


PASTE = """text => {
    const box = document.querySelector("#board");
    box.value = text;
    box.dispatchEvent(new Event("input", {bubbles: true}));
}"""
PASTE_EVENT = """text => {
    const box = document.querySelector("#board");
    box.focus();
    box.select();  // the paste replaces what the box holds, as after Ctrl+A
    const data = new DataTransfer();
    data.setData("text/plain", text);
    const paste = new ClipboardEvent("paste",
                                     {clipboardData: data, bubbles: true, cancelable: true});
    box.dispatchEvent(paste);
    return paste.defaultPrevented;
}"""
"""A paste of ``text`` over the Board box's text, as Ctrl+V sends it; whether the page took it
(a synthetic paste the page leaves to the browser inserts nothing)."""
