"""The core's layout: no module imports another that imports it back, however indirectly."""

import ast
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


def test_the_page_ships_every_module_of_the_core_and_the_page():
    """pyscript.toml names each file the browser fetches: a module left out breaks the page."""
    shipped = (CORE.parent.parent / "pyscript.toml").read_text()
    for package in (CORE, CORE.parent / "page"):
        for path in package.glob("*.py"):
            wanted = f'"./py/{package.name}/{path.name}"'
            assert wanted in shipped, f"pyscript.toml does not ship {wanted}"
