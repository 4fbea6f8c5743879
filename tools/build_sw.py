"""Write the service worker into a built site: `python .ci/build_sw.py _site` (run by `make site`).

Fills the template `static/sw.js` in with the site's files to cache (the app's and the vendored
runtime's) and a hash of each group's names and bytes, and writes it to the site's root as
`sw.js` (a service worker's scope is its own folder); the template's copy in the site goes.
Any change to a published file changes a hash, hence sw.js, which is how browsers learn that a
new version is out.
"""

import hashlib
import json
import os
import sys
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parents[1] / "static/sw.js"
RUNTIME = "static/vendor/"
LEFT_OUT = {"sw.js", "static/sw.js", ".nojekyll"}
ON_DEMAND = "py/slidepuzzle/tables/"
"""The pattern databases (4 MB): fetched by the solver's worker for a solve that uses them, never
precached, so a visit that solves no 4 x 4 does not download them."""
SLOT = "const BUILD = null;"


def group(site: Path, files: list[str]) -> dict:
    """The files, as URLs relative to the site's root, and a hash of their names and bytes."""
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes() + b"\0")
    return {"hash": digest.hexdigest()[:16], "files": files}


def build(site: Path) -> dict:
    """Write ``site/sw.js`` from the template; return what it was filled in with."""
    files = sorted(
        (Path(folder) / name).relative_to(site).as_posix()
        for folder, _, names in os.walk(site, followlinks=True)
        for name in names
    )
    files = [name for name in files if name not in LEFT_OUT and not name.startswith(ON_DEMAND)]
    build = {
        "app": group(site, [name for name in files if not name.startswith(RUNTIME)]),
        "runtime": group(site, [name for name in files if name.startswith(RUNTIME)]),
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
        raise SystemExit("usage: python .ci/build_sw.py SITE_FOLDER")
    built = build(Path(sys.argv[1]))
    print(f"sw.js: app {built['app']['hash']}, runtime {built['runtime']['hash']}")
