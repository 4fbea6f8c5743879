"""Page tests: `_site/` served under a sub-path, driven in a real Chromium by Playwright.

Every test here is marked `e2e`. Each module loads the page once (Pyodide starts in ~6 s) through
the `app` fixture, and before each test puts back what an earlier one may have changed
(`start_over`), so the tests pass in any order; a test that needs the page as it first opens has
its own (`own_app`). After each test the page must have logged no error and asked no other host
for anything. Contexts come from `new_context`.
"""

import zipfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

from .puzzle import PuzzlePage
from .serving import launch_args, serve

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
HERE = Path(__file__).parent


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, **launch_args()}


FETCHED = ("py/main.py", "py/page/worker.py")
"""The page's Python files the site publishes loose: what the page fetches beside the archive
(index.html's script, the solver's worker's)."""
ARCHIVE = "py/modules.zip"


def stale_files() -> list[str]:
    """What the built site holds otherwise than this repository: index.html, pyscript.toml, the
    Python files the page fetches, and the modules in the archive (one missing or gone too)."""
    names = ("index.html", "pyscript.toml", *FETCHED)
    built = {name: (SITE / name).read_bytes() for name in names if (SITE / name).exists()}
    with zipfile.ZipFile(SITE / ARCHIVE) as archive:
        built |= {f"py/{n}": archive.read(n) for n in archive.namelist() if n.endswith(".py")}
    sources = [p for p in ROOT.glob("py/*/**/*.py") if "__pycache__" not in p.parts]
    wanted = {name: (ROOT / name).read_bytes() for name in names if (ROOT / name).exists()}
    wanted |= {str(path.relative_to(ROOT)): path.read_bytes() for path in sources}
    every = wanted.keys() | built.keys()
    return sorted(name for name in every if wanted.get(name) != built.get(name))


@pytest.fixture(scope="session")
def site_url():
    """`_site/` served at http://127.0.0.1:<port>/slidepuzzle/ (a sub-path, as on GitHub Pages)."""
    if not (SITE / "index.html").exists():
        pytest.fail("no _site/: run `make site` (or `make test-e2e`) first")
    stale = stale_files()
    if stale:
        pytest.fail(f"_site/ is out of date ({', '.join(stale)}): run `make site`")
    with serve(SITE) as url:
        yield url


def new_context(browser: Browser, **options) -> BrowserContext:
    """A fresh browser context for a page test (a first visit: Python's start-up is made in a
    worker, static/python.mjs)."""
    return browser.new_context(**options)


def open_app(browser, url: str) -> PuzzlePage:
    """A fresh context (``new_context``) and page at ``url``, recording errors and requests, ready
    to use."""
    context = new_context(browser)
    app = PuzzlePage(context.new_page(), url)
    app.wait_ready()
    return app


@pytest.fixture(scope="module")
def app(browser, site_url):
    """The page loaded once for the module, ready."""
    app = open_app(browser, site_url)
    yield app
    app.page.context.close()


@pytest.fixture
def own_app(browser, site_url):
    """A page of the test's own, for a test that needs the page as it first opens (no solver
    started yet, say): it must not depend on the tests before it."""
    app = open_app(browser, site_url)
    yield app
    check_clean(app)
    app.page.context.close()


@pytest.fixture(autouse=True)
def start_over(request):
    """Before each test on its module's shared page: what an earlier test may have changed is
    put back, so that tests pass in any order."""
    if "app" in request.fixturenames:
        request.getfixturevalue("app").start_over()


@pytest.fixture(autouse=True)
def page_stays_clean(request):
    """After each test: no console errors, no page errors, no request to another host."""
    yield
    if "app" not in request.fixturenames:
        return
    app = request.getfixturevalue("app")
    check_clean(app)


PYODIDE_WASM = "**/pyodide.asm.wasm"
"""Pyodide's wasm: held back (``Held``), the page is as it is before Python is ready, for as long
as a test needs (what it types then surely comes first)."""


class Held:
    """The requests of ``page`` for ``pattern`` held back until ``release()``."""

    def __init__(self, page: Page, pattern: str) -> None:
        self.held: list[Route] = []
        self.released = False
        page.route(pattern, self.hold)

    def hold(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.held:
            route.continue_()


def check_clean(app: PuzzlePage) -> None:
    own = urlsplit(app.url).netloc
    strangers = [
        url
        for url in app.requests
        if urlsplit(url).scheme not in ("data", "blob") and urlsplit(url).netloc != own
    ]
    assert not strangers, f"requests to other hosts: {strangers}"
    assert not app.errors, f"errors in the page: {app.errors}"
