"""Type from the first paint, and nothing typed is lost.

While Python starts, the Board box takes text and the status says what is loading; what was typed
then is kept and checked once Python is ready. Shuffle and the examples menu, which replace the
box's text, offer it back.
"""

import re

from playwright.sync_api import expect

from .conftest import PYODIDE_WASM, SITE, Held, check_clean, new_context
from .puzzle import PuzzlePage

TYPED = "2 1 3\n4 5 6\n7 8 _"
LOADING = re.compile(r"^(Downloading Python(: [\d.]+ of [\d.]+ MB)?|Starting Python)…$")
DOWNLOADED = """[...new Map(performance.getEntriesByType("resource")
    .filter(entry => entry.name.includes("/vendor/pyodide/"))
    .map(entry => [entry.name, entry.encodedBodySize])).values()]
    .reduce((sum, size) => sum + size, 0)"""
"""The bytes of Pyodide's files the page downloaded (each file once: once the page is ready, the
worker that saves Python's start-up imports pyodide.mjs again, from the cache)."""


def test_text_typed_before_python_is_ready_is_kept_and_checked(browser, site_url):
    # PyScript's config is held back until Pyodide is asked for (Python starts without waiting
    # for PyScript); Pyodide's wasm until the text is typed, so the typing surely comes first.
    # Meanwhile the status counts the download against the total written by `make site`.
    total = int(re.search(r"START_BYTES = (\d+);", (SITE / "static/loading.js").read_text())[1])
    page = new_context(browser).new_page()
    config = Held(page, "**/pyscript.toml")
    python = Held(page, PYODIDE_WASM)
    modules = Held(page, "**/py/modules.zip")
    app = PuzzlePage(page, site_url)
    # Python starts on its own (static/python.mjs, loaded first): Pyodide is asked for while
    # PyScript still waits for its config, and so is the page's Python (one archive).
    for _ in range(300):
        if python.held and modules.held:
            break
        page.wait_for_timeout(100)
    assert python.held, "Pyodide waited for PyScript's config"
    assert modules.held, "the page's Python waited for PyScript's config or for Pyodide"
    modules.release()
    config.release()
    expect(app.verdict_title).to_have_text(LOADING)
    expect(app.verdict_title).to_have_text(
        re.compile(rf"^Downloading Python: [\d.]+ of {total / 1e6:.1f} MB…$")
    )
    expect(app.board).to_be_editable()
    expect(app.shuffle_button).to_be_disabled()
    assert app.board.get_attribute("placeholder").count("\n") == 0  # not a board
    app.paste(TYPED)
    assert app.page.evaluate("document.body.dataset.ready") is None, "typed too late to tell"
    python.release()
    app.wait_ready()
    expect(app.board).to_have_value(TYPED)
    expect(app.examples).to_have_value("")
    app.expect_verdict(False)
    assert app.page.evaluate(DOWNLOADED) == total, "the total is what Pyodide downloads to start"
    check_clean(app)
    app.page.context.close()


def test_the_download_is_counted_in_the_reader_s_language(browser, site_url):
    # Pyodide's wasm held: the status stays on the download, counted as Russian writes it.
    total = int(re.search(r"START_BYTES = (\d+);", (SITE / "static/loading.js").read_text())[1])
    page = new_context(browser).new_page()
    Held(page, PYODIDE_WASM)
    app = PuzzlePage(page, f"{site_url}?lang=ru")
    megabytes = f"{total / 1e6:.1f}".replace(".", ",")
    expect(app.verdict_title).to_have_text(
        re.compile(rf"^Загружаем Python: \d+,\d из {megabytes} МБ…$")
    )
    assert page.evaluate("document.documentElement.lang") == "ru"
    page.context.close()


def test_an_example_or_a_shuffle_can_be_taken_back(app):
    restore = app.page.get_by_role("button", name="Restore your text")
    app.paste(TYPED)
    app.expect_verdict(False)
    expect(restore).to_be_hidden()
    app.examples.select_option(index=1)
    expect(app.board).not_to_have_value(TYPED)
    restore.click()
    expect(app.board).to_have_value(TYPED)
    app.expect_verdict(False)
    expect(restore).to_be_hidden()

    app.shuffle(3, 3, seed=7)
    expect(app.board).not_to_have_value(TYPED)
    app.expect_checked()
    restore.click()
    expect(app.board).to_have_value(TYPED)
    app.expect_verdict(False)


def test_an_edit_after_a_shuffle_drops_the_offer(app):
    restore = app.page.get_by_role("button", name="Restore your text")
    app.paste(TYPED)
    app.expect_checked()
    app.shuffle(3, 3, seed=7)
    expect(restore).to_be_visible()
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    expect(restore).to_be_hidden()


FIRST_VISIT_WATCH = """
window.longTasks = [];
new PerformanceObserver(list => {
    for (const task of list.getEntries()) window.longTasks.push(Math.round(task.duration));
}).observe({type: "longtask", buffered: true});
"""
"""An init script: every main-thread task over 50 ms since navigation (ms), in ``longTasks``."""
FIRST_PAINT = "performance.getEntriesByName('first-contentful-paint').length === 1"
STARTED_OFF_THREAD = (
    "performance.getEntriesByName('python started from a snapshot made in a worker').length === 1"
)
SPARED = "performance.getEntriesByName('python start-up in a worker')[0].duration"
"""Python's start-up as the worker ran it (ms, static/python.mjs): on the page's thread it was
one task that long."""
NEVER_FROZEN_MS = 1_000
"""How long a key typed may wait, at most, to land in the box."""


def test_a_board_typed_a_second_after_first_paint_lands_at_once_and_gets_its_verdict(
    browser, site_url
):
    # A first visit (a new context): Python's start-up runs in a worker (static/python.mjs), so
    # the page's thread is never held long enough to keep a key waiting.
    context = new_context(browser)
    context.add_init_script(FIRST_VISIT_WATCH)
    app = PuzzlePage(context.new_page(), site_url)
    app.page.wait_for_function(FIRST_PAINT)
    app.page.wait_for_timeout(1_000)
    assert app.page.evaluate("document.body.dataset.ready") is None, "Python was up too soon"
    app.board.focus()
    app.page.keyboard.insert_text(TYPED)  # as one input event, as a paste
    expect(app.board).to_have_value(TYPED, timeout=NEVER_FROZEN_MS)
    app.wait_ready()
    app.expect_verdict(False)
    assert app.page.evaluate(STARTED_OFF_THREAD), "Python's start-up ran on the page's thread"
    # Every task of the page's thread against the start-up it was spared, measured in the same
    # visit (a loaded machine stretches both): 0.05-0.06 of it here, at load 3 (0.16-0.19 s).
    tasks, spared = app.page.evaluate("window.longTasks"), app.page.evaluate(SPARED)
    print(f"first visit: tasks of {tasks} ms; the start-up spared {spared:.0f} ms")
    assert max(tasks, default=0) < spared / 3, f"tasks of {tasks} ms, start-up {spared:.0f} ms"
    check_clean(app)
    context.close()


def test_python_starts_on_the_page_s_thread_when_no_worker_can_make_its_start_up(browser, site_url):
    """Snapshots are a private API of Pyodide: if the worker cannot make one (here its module
    fails at once), the page starts Python itself, as it did before, and says so."""
    context = new_context(browser)
    context.route(
        "**/static/snapshot.mjs",
        lambda route: route.fulfill(
            body='throw new Error("no snapshot here");', content_type="text/javascript"
        ),
    )
    page, warnings = context.new_page(), []
    page.on("console", lambda message: warnings.append(message.text))
    app = PuzzlePage(page, site_url)
    app.wait_ready()
    app.paste(TYPED)
    app.expect_verdict(False)
    assert not app.page.evaluate(STARTED_OFF_THREAD)
    assert any("could not be made in a worker" in text for text in warnings), warnings
    check_clean(app)
    context.close()
