"""Offline and installable: the service worker caches the site, new builds replace the cache.

Each test serves its own copy of the site (a sub-path, as on GitHub Pages) so that it can stop
the server or publish a new build; the page's contexts are fresh, so nothing cached leaks out.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import expect
from slidepuzzle.patterns import TableFile

from .conftest import ROOT, SITE, check_clean, new_context
from .puzzle import READY_TIMEOUT, PuzzlePage
from .serving import serve
from .test_solve_play import SEED_46_15  # 52 moves: proven optimal with the tables

CONTROLLED = "navigator.serviceWorker.controller !== null"
CACHES = """async () => (await caches.keys())
    .filter(name => !name.startsWith("slidepuzzle snapshot "))"""
"""The service worker's caches (Python's saved start-up has a cache of its own)."""
SNAPSHOT_SAVED = """async () => {
    const names = (await caches.keys()).filter(name => name.startsWith("slidepuzzle snapshot "));
    return names.length === 1 && (await (await caches.open(names[0])).keys()).length === 1;
}"""
"""Python's start-up is saved: one snapshot, in its own cache; an async check: ``until`` waits."""
RESTORED = "performance.getEntriesByName('python restored from a snapshot').length === 1"


def own_site(folder: Path) -> Path:
    """A copy of `_site/` that a test may change; the runtime linked, not copied (13 MB)."""
    shutil.copytree(SITE, folder, ignore=shutil.ignore_patterns("vendor"))
    (folder / "static/vendor").symlink_to(SITE / "static/vendor", target_is_directory=True)
    return folder


def visit(browser, url: str) -> PuzzlePage:
    """A fresh context at ``url``, ready and controlled by the service worker (cache filled)."""
    app = PuzzlePage(new_context(browser).new_page(), url)
    app.wait_ready()
    app.page.wait_for_function(CONTROLLED, timeout=READY_TIMEOUT)
    return app


TABLES_CACHED = """async () => {
    const names = (await caches.keys()).filter(name => name.includes(" tables "));
    return names.length === 1 && (await (await caches.open(names[0])).keys()).length === 1;
}"""
"""The 4 x 4 pattern tables are cached, in the background, after the first visit (an async check:
``until`` waits)."""


def test_after_one_visit_a_link_opens_and_a_4x4_is_solved_optimally_with_the_network_off(
    browser, tmp_path
):
    with serve(own_site(tmp_path / "site"), "offline") as url:
        app = visit(browser, url)
        until(app.page, TABLES_CACHED)
        assert not [link for link in app.requests if "pdb-" in link and "4x4" not in link]
        check_clean(app)
    # The server is gone as well: set_offline alone does not cover the service worker's fetches.
    app.page.context.set_offline(True)
    link = url + "?board=" + quote("2 1 3\n4 5 6\n7 8 _")
    app.page.goto(link)
    app.wait_ready()
    expect(app.verdict_title).to_have_text("Not solvable")
    expect(app.board).to_have_value("2 1 3\n4 5 6\n7 8 _")
    # No solve was made online: the 4 x 4 tables came in the background.
    app.paste(SEED_46_15)
    app.expect_verdict(solvable=True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("52 moves, optimal", timeout=120_000)
    expect(app.solve_status).not_to_contain_text("not available")
    # Picture mode's built-in picture comes from the cache too.
    assert app.page.evaluate(PICTURE_CACHED) == "image/svg+xml"
    check_clean(app)
    app.page.context.close()


PICTURE_CACHED = """() => fetch("static/picture.svg").then(
    (response) => response.ok && response.headers.get("content-type").split(";")[0]
)"""
"""The built-in picture fetched (with the network off: from the service worker's cache)."""


def test_a_new_build_waits_then_replaces_the_old_cache(browser, tmp_path):
    site = own_site(tmp_path / "site")
    with serve(site, "update") as url:
        app = visit(browser, url)
        until(app.page, TABLES_CACHED)
        old = app.page.evaluate(CACHES)
        assert len(old) == 3, old  # the app's files, the runtime's and the 4 x 4 tables
        expect(app.page.locator("#update")).to_be_hidden()

        page = site / "index.html"
        page.write_text(page.read_text().replace("<h1", '<h1 data-build="2"', 1))
        assert 'data-build="2"' in page.read_text(), "the new build must differ from the old"
        subprocess.run([sys.executable, str(ROOT / "tools/build_sw.py"), str(site)], check=True)
        app.page.reload()
        app.wait_ready()
        assert not app.page.locator("h1[data-build]").count(), "the running version serves"
        notice = app.page.locator("#update")
        expect(notice).to_be_visible(timeout=READY_TIMEOUT)
        expect(notice).to_contain_text("A new version is ready")

        app.page.get_by_role("button", name="Reload").click()
        app.page.wait_for_selector("h1[data-build='2']", timeout=READY_TIMEOUT)
        app.wait_ready()
        new = app.page.evaluate(CACHES)
        app_caches = [name for name in new if " app " in name]
        assert len(new) == 3 and len(app_caches) == 1, new
        assert app_caches[0] not in old, "the old app cache is deleted"
        for kind in (" runtime ", " tables "):
            kept = [name for name in new if kind in name]
            assert kept == [name for name in old if kind in name], f"{kind} cache kept"
        expect(notice).to_be_hidden()
        check_clean(app)
        app.page.context.close()


def test_build_hash_follows_every_published_file(tmp_path):
    site = own_site(tmp_path / "site")
    first = (site / "sw.js").read_text()
    (site / "py/slidepuzzle/rule.py").write_text("# changed\n")
    subprocess.run([sys.executable, str(ROOT / "tools/build_sw.py"), str(site)], check=True)
    second = (site / "sw.js").read_text()
    assert first != second
    cached = ["index.html", "py/main.py", "static/style.css", "static/manifest.webmanifest"]
    cached += ["static/vendor/pyodide/pyodide.asm.wasm", "static/vendor/pyscript/core.js"]
    for name in cached:
        assert f'"{name}"' in second, f"{name} is not cached"
    assert '"sw.js"' not in second
    # The 4 x 4 tables at the address the solver's worker asks for; the others on demand only.
    assert f'"py/slidepuzzle/tables/{TableFile.of((4, 4)).address}"' in second
    assert second.count("tables/pdb-") == 1


def until(page, check: str, seconds: float = 120) -> None:
    """Wait for an async ``check`` to hold (``wait_for_function`` takes a promise as true)."""
    for _ in range(int(seconds * 4)):
        if page.evaluate(check):
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"still false after {seconds} s: {check}")


def shuffled_seed(app: PuzzlePage) -> str:
    """Shuffle a 3 x 3 with the Seed box empty: the seed the page drew."""
    app.shuffle(3, 3)
    expect(app.shuffle_info).to_contain_text("with seed")
    return re.search(r"with seed (\d+)", app.shuffle_info.inner_text()).group(1)


def test_later_visits_start_python_from_its_saved_start_up_made_again_if_damaged(browser, site_url):
    context = browser.new_context()  # not conftest's new_context: this one saves the start-up
    first = PuzzlePage(context.new_page(), site_url)
    first.wait_ready()
    assert not first.page.evaluate(RESTORED)
    until(first.page, SNAPSHOT_SAVED)
    check_clean(first)
    first.page.close()
    seeds = []
    for _ in range(2):
        again = PuzzlePage(context.new_page(), site_url + "?board=" + quote("1 2 3\n4 5 6\n8 7 _"))
        again.wait_ready()
        assert again.page.evaluate(RESTORED), "Python did not start from the snapshot"
        expect(again.verdict_title).to_have_text("Not solvable")
        seeds.append(shuffled_seed(again))
        check_clean(again)
        again.page.close()
    assert seeds[0] != seeds[1], "each visit draws its own random shuffles"
    # The solver's worker starts from the snapshot too (static/python.mjs): it still solves.
    app = PuzzlePage(context.new_page(), site_url + "?board=" + quote("1 2 3\n4 5 6\n7 _ 8"))
    app.wait_ready()
    app.solve_button.click()
    expect(app.solve_title).to_have_text("1 move, optimal", timeout=60_000)
    check_clean(app)

    # A damaged snapshot: refused with a warning, Python starts afresh and saves a new one.
    app.page.evaluate("""async () => {
        const name = (await caches.keys()).find(name => name.startsWith("slidepuzzle snapshot "));
        const cache = await caches.open(name);
        const [key] = await cache.keys();
        await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
    }""")
    warnings = []
    app.page.on("console", lambda message: warnings.append(message.text))
    app.page.reload()
    app.wait_ready()
    assert not app.page.evaluate(RESTORED)
    assert any("could not be used" in text for text in warnings), warnings
    until(app.page, SNAPSHOT_SAVED)
    app.page.reload()
    app.wait_ready()
    assert app.page.evaluate(RESTORED), "the new snapshot serves"
    check_clean(app)
    context.close()


def test_python_runs_without_jspi_in_the_page_s_worker_and_the_solver_s(app):
    """static/python.mjs turns JSPI off before Pyodide looks for it: with it Chromium crashed the
    tab now and then (the reason is in python.mjs)."""
    jspi = "'Suspending' in WebAssembly || 'promising' in WebAssembly"
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.expect_verdict(True)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("1 move, optimal", timeout=60_000)
    workers = [worker for worker in app.page.workers if "snapshot" not in worker.url]
    assert len(workers) >= 2, "the page's worker and the solver's are running"
    assert not any(worker.evaluate(jspi) for worker in workers), [w.url for w in workers]
    check_clean(app)


@pytest.fixture(scope="module")
def manifest(app):
    """The web app manifest as Chromium read it (CDP), and the page that links it."""
    session = app.page.context.new_cdp_session(app.page)
    return session.send("Page.getAppManifest"), session


def test_the_manifest_is_valid_relative_and_its_icons_load(app, manifest):
    read, session = manifest
    assert read["errors"] == []
    parsed = read["manifest"]
    assert read["url"] == app.url + "static/manifest.webmanifest"
    assert parsed["startUrl"] == parsed["scope"] == app.url  # relative: follows the sub-path
    assert parsed["display"] == "kStandalone"
    assert parsed["name"] and parsed["themeColor"]
    sizes = {icon["sizes"] for icon in parsed["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in parsed["icons"]:
        width = app.page.evaluate(ICON_WIDTH, icon["url"])
        if icon["sizes"] != "0x0":  # the SVG's "any"
            assert f"{width}x{width}" == icon["sizes"], icon
        else:
            assert width > 0
    # Chromium's own checklist; a Playwright context is incognito, which is its only objection.
    errors = session.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [error["errorId"] for error in errors] in ([], ["in-incognito"])


ICON_WIDTH = """async url => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth;
}"""
