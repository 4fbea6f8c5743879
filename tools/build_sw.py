"""Write the service worker into a built site: `python tools/build_sw.py _site` (by `make site`).

Fills the template `static/sw.js` in with the site's files to cache (the app's and the vendored
runtime's) and a hash of each group's names and bytes, and writes it to the site's root as
`sw.js` (a service worker's scope is its own folder); the template's copy in the site goes.
Any change to a published file changes a hash, hence sw.js, which is how browsers learn that a
new version is out.

First it writes into the site's `static/loading.js` how many bytes Pyodide downloads to start,
so that the loading status can say "3.1 of 13.5 MB".
"""

import hashlib
import json
import os
import re
import sys
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parents[1] / "static/sw.js"
RUNTIME = "static/vendor/"
LEFT_OUT = {"sw.js", "static/sw.js", ".nojekyll"}
ON_DEMAND = "py/slidepuzzle/tables/"
"""The pattern databases (7 MB): fetched by the solver's worker for a solve that uses them, not
precached with the page, so they never slow a first visit."""
BACKGROUND = ("pdb-4x4.bin",)
"""The most used tables (the 15-puzzle's, 2 MB): cached in the background once the page's cache
is filled, so a 4 x 4 is solved optimally offline after one visit. The others stay on demand."""
SLOT = "const BUILD = null;"
START = "static/vendor/pyodide/"
"""What Pyodide downloads to start (the loader, the wasm, the standard library, the lock file)."""
LOADING = "static/loading.js"
START_SLOT = re.compile(r"const START_BYTES = (?:null|\d+);")
"""The line of loading.js to fill in (null in the source, a number once built)."""


def start_bytes(site: Path) -> int:
    """The bytes Pyodide downloads to start: every file of ``START`` in the built site."""
    return sum(path.stat().st_size for path in (site / START).iterdir() if path.is_file())


def write_start_bytes(site: Path) -> int:
    """Write ``start_bytes`` into the site's loading.js; return it."""
    loading = site / LOADING
    total = start_bytes(site)
    text, count = START_SLOT.subn(f"const START_BYTES = {total};", loading.read_text())
    if count != 1:
        raise SystemExit(f"{loading} must hold {START_SLOT.pattern!r} once")
    loading.write_text(text)
    return total


def group(site: Path, files: list[str]) -> dict:
    """The files, as URLs relative to the site's root, and a hash of their names and bytes."""
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes() + b"\0")
    return {"hash": digest.hexdigest()[:16], "files": files}


def tables(site: Path) -> dict:
    """The ``BACKGROUND`` tables at the addresses the solver's worker asks for (the file's hash in
    the query: ``pdb-4x4.bin?v=e5224df74bb5``, as ``slidepuzzle.patterns.TableFile.address``
    writes it), and a hash of them all."""
    files = []
    for name in BACKGROUND:
        sha256 = hashlib.sha256((site / ON_DEMAND / name).read_bytes()).hexdigest()
        files.append(f"{ON_DEMAND}{name}?v={sha256[:12]}")
    return {"hash": hashlib.sha256("\0".join(files).encode()).hexdigest()[:16], "files": files}


def build(site: Path) -> dict:
    """Fill in ``site/static/loading.js``, write ``site/sw.js`` from the template; return what
    sw.js was filled in with."""
    write_start_bytes(site)
    files = sorted(
        (Path(folder) / name).relative_to(site).as_posix()
        for folder, _, names in os.walk(site, followlinks=True)
        for name in names
    )
    files = [name for name in files if name not in LEFT_OUT and not name.startswith(ON_DEMAND)]
    build = {
        "app": group(site, [name for name in files if not name.startswith(RUNTIME)]),
        "runtime": group(site, [name for name in files if name.startswith(RUNTIME)]),
        "tables": tables(site),
    }
    template = TEMPLATE.read_text()
    if template.count(SLOT) != 1:
        raise SystemExit(f"{TEMPLATE} must hold {SLOT!r} once")
    filled = template.replace(SLOT, f"const BUILD = {json.dumps(build, indent=1)};")
    (site / "sw.js").write_text(filled)
    (site / "static/sw.js").unlink(missing_ok=True)
    return build


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python tools/build_sw.py SITE_FOLDER")
    built = build(Path(sys.argv[1]))
    print(f"sw.js: app {built['app']['hash']}, runtime {built['runtime']['hash']}")
