"""The core's layout: no module imports another that imports it back, however indirectly."""

import ast
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

CORE = Path(__file__).parent.parent / "py" / "slidepuzzle"


def core_imports(path: Path) -> set[str]:
    """The core modules that ``path`` imports anywhere in it (in functions too), by name."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return {name.removeprefix("slidepuzzle.") for name in names if name.startswith("slidepuzzle.")}


def test_the_core_has_no_import_cycle():
    graph = {path.stem: core_imports(path) for path in CORE.glob("*.py")}
    assert graph["parse"] >= {"board"}  # the reader above sees the imports
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as error:
        raise AssertionError(f"import cycle in the core: {' -> '.join(error.args[1])}") from None
    assert order.index("steps") < order.index("board") < order.index("rule") < order.index("solve")


def test_the_page_ships_every_package():
    """`make site` packs py/'s packages into the page's archive (tools/build_archive.mjs): a
    package left out breaks the page."""
    packer = (CORE.parents[1] / "tools/build_archive.mjs").read_text()
    listed = re.search(r"export const PACKAGES = \[(.*)\];", packer)
    assert listed, "tools/build_archive.mjs names the packages it packs in PACKAGES"
    packages = {path.parent.name for path in CORE.parent.glob("*/__init__.py")}
    assert set(re.findall(r'"(\w+)"', listed[1])) == packages == {"page", "slidepuzzle"}
