"""What is published: pyscript.toml ships every module; `_site/` holds the page, nothing else."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"


def shipped_modules() -> dict[str, str]:
    """The ``[files]`` of pyscript.toml, source to destination as the browser sees them."""
    files = tomllib.loads((ROOT / "pyscript.toml").read_text())["files"]
    return {
        source.removeprefix("./"): (target + Path(source).name if target.endswith("/") else target)
        for source, target in files.items()
    }


def test_config_ships_every_python_module_to_its_import_path():
    modules = sorted(
        str(p.relative_to(ROOT)) for p in ROOT.glob("py/**/*.py") if p.name != "main.py"
    )
    shipped = shipped_modules()
    missing = [module for module in modules if module not in shipped]
    assert not missing, f"add these to [files] in pyscript.toml: {missing}"
    for source, target in shipped.items():
        assert (ROOT / source).is_file(), f"pyscript.toml ships {source}, which does not exist"
        assert "./" + source.removeprefix("py/") == target, f"{source} lands at {target}"


def test_config_uses_the_vendored_interpreter_and_relative_paths():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert config["interpreter"] == "./static/python.mjs"  # it starts the vendored Pyodide:
    assert 'from "./vendor/pyodide/pyodide.mjs";' in (ROOT / "static/python.mjs").read_text()
    assert "packages" not in config
    assert all(path.startswith("./") for pair in config["files"].items() for path in pair)


def test_site_holds_exactly_the_page():
    published = {
        str(p.relative_to(SITE))
        for p in SITE.rglob("*")
        if p.is_file() and "vendor" not in p.relative_to(SITE).parts
    }
    expected = {"index.html", "pyscript.toml", ".nojekyll", "sw.js"}  # sw.js from static/
    expected |= {str(p.relative_to(ROOT)) for p in ROOT.glob("py/**/*.py")}
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


def test_no_inline_styles_or_scripts_for_the_csp_to_refuse():
    """style-src and script-src are 'self': no style="" attribute, <style> or inline script."""
    sources = {"index.html": (ROOT / "index.html").read_text()}
    sources |= {str(p.relative_to(ROOT)): p.read_text() for p in ROOT.glob("py/**/*.py")}
    for name, text in sources.items():
        assert not re.search(r"\sstyle=|<style", text), f"{name}: use a class or style.setProperty"
    assert not re.search(r"<script(?![^>]*\ssrc=)", sources["index.html"]), "inline script"
