"""What is published: one archive holds every module; `_site/` holds the page, nothing else."""

import hashlib
import re
import tomllib
import zipfile
from pathlib import Path

from .conftest import FETCHED

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"


ARCHIVE = "py/modules.zip"
"""The page's Python, in one archive with its bytecode (tools/build_archive.mjs, by make site)."""


def test_the_interpreter_module_starts_the_vendored_pyodide_and_imports_from_the_archive():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert config["interpreter"] == "./static/python.mjs"
    python = (ROOT / "static/python.mjs").read_text()
    assert 'from "./vendor/pyodide/pyodide.mjs";' in python
    assert f'new URL("../{ARCHIVE}", import.meta.url)' in python  # fetched while Pyodide starts
    assert "files" not in config, "PyScript would fetch and unpack them after Python started"
    assert "packages" not in config


def test_no_python_runs_on_the_page_s_thread():
    """The page's Python is one PyScript worker (py/main.py); the page's thread loads no Pyodide,
    only PyScript (async: it sets up as soon as it arrives) and the DOM side, static/page.mjs."""
    page = (ROOT / "index.html").read_text()
    assert "python.mjs" not in page and "pyodide" not in page
    scripts = re.findall(r'<script type="py"[^>]*>', page)
    assert scripts == [
        '<script type="py" worker name="page" src="./py/main.py" config="./pyscript.toml">'
    ]
    for module in ('async src="./static/vendor/pyscript/core.js"', 'src="./static/page.mjs"'):
        assert f'<script type="module" {module}></script>' in page


def test_the_archive_holds_every_module_as_written_and_its_bytecode():
    modules = {p.relative_to(ROOT / "py").as_posix(): p for p in ROOT.glob("py/*/**/*.py")}
    with zipfile.ZipFile(SITE / ARCHIVE) as archive:
        names = set(archive.namelist())
        for name, path in modules.items():
            assert name in names, f"{ARCHIVE} lacks {name}: run `make site`"
            assert archive.read(name) == path.read_bytes(), f"{ARCHIVE}: {name} is stale"
        compiled = {name for name in names if name.endswith(".pyc")}
        assert names - compiled == set(modules), "the modules, nothing else"
        assert compiled == {f"{name}c" for name in modules}, (
            "beside each module, where zipimport looks"
        )
        for pyc in compiled:
            flags = int.from_bytes(archive.read(pyc)[4:8], "little")
            assert flags == 0b01, f"{pyc}: not unchecked-hash bytecode (PEP 552)"


def test_the_snapshot_s_key_names_the_archive_s_build():
    """Python's snapshot holds the archive's modules imported (static/snapshot.mjs): its key, in
    the built python.mjs, names a hash of the archive, so a new build makes a new snapshot."""
    interpreter = (SITE / "static/python.mjs").read_text()
    build = hashlib.sha256((SITE / ARCHIVE).read_bytes()).hexdigest()[:16]
    assert f'const ARCHIVE_BUILD = "{build}";' in interpreter
    assert "-${ARCHIVE_BUILD}-" in interpreter


def test_no_dataclass_machinery_is_left():
    """The page's dataclasses are made as Python makes them (``dataclasses`` compiles their
    methods): nothing replaces ``dataclasses.exec``, which Python does not document."""
    tools = [path for path in ROOT.glob("tools/**/*") if path.is_file()]
    sources = [*ROOT.glob("py/**/*.py"), *tools, *ROOT.glob("static/*.*js")]
    assert [path for path in sources if "dataclasses.exec" in path.read_text()] == []


def test_site_holds_exactly_the_page():
    published = {
        str(p.relative_to(SITE))
        for p in SITE.rglob("*")
        if p.is_file() and "vendor" not in p.relative_to(SITE).parts
    }
    expected = {"index.html", "pyscript.toml", ".nojekyll", "sw.js"}  # sw.js from static/
    expected |= {*FETCHED, ARCHIVE}
    expected |= {str(p.relative_to(ROOT)) for p in ROOT.glob("py/slidepuzzle/tables/*.bin")}
    expected |= {
        str(p.relative_to(ROOT))
        for p in (ROOT / "static").rglob("*")
        if p.is_file() and "vendor" not in p.relative_to(ROOT).parts
    } - {"static/sw.js"}
    assert published == expected
    assert (SITE / "static/vendor/pyscript/core.js").is_file()
    assert (SITE / "static/vendor/pyodide/pyodide.asm.wasm").is_file()
    assert not list(SITE.rglob("*.map")), "source maps are not published"
    assert not list(SITE.rglob("axe*")), "axe-core is for the tests only"


def test_the_site_publishes_only_the_python_the_page_fetches():
    """Beside the archive, the site holds the Python files the page asks for and no other (the
    service worker precaches every file published): index.html's script, the solver's worker."""
    page = (ROOT / "index.html").read_text()
    asked = set(re.findall(r'<script type="py"[^>]* src="\./([^"]+)"', page))
    client = (ROOT / "py/page/solver_client.py").read_text()  # imports pyscript: read, not imported
    asked.add(re.search(r'^WORKER_SRC = "\./(.+)"$', client, re.M)[1])
    assert set(FETCHED) == asked
    loose = {str(p.relative_to(SITE)) for p in (SITE / "py").rglob("*.py")}
    assert loose == asked
    assert "py/page/worker.py" in loose and "py/page/dom.py" not in loose


def test_no_inline_styles_or_scripts_for_the_csp_to_refuse():
    """style-src and script-src are 'self': no style="" attribute, <style> or inline script."""
    sources = {"index.html": (ROOT / "index.html").read_text()}
    sources |= {str(p.relative_to(ROOT)): p.read_text() for p in ROOT.glob("py/**/*.py")}
    for name, text in sources.items():
        assert not re.search(r"\sstyle=|<style", text), f"{name}: use a class or style.setProperty"
    assert not re.search(r"<script(?![^>]*\ssrc=)", sources["index.html"]), "inline script"
