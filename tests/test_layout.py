"""The layout of the core and of the page layer: no module imports another that imports it back,
however indirectly; in the page layer no module assigns to another module's state."""

import ast
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

CORE = Path(__file__).parent.parent / "py" / "slidepuzzle"
PAGE = CORE.parent / "page"


def imports(path: Path, package: str) -> set[str]:
    """The modules of ``package`` that ``path`` imports anywhere in it (in functions too), by
    name: ``from package import a, b``, ``from package.a import x``, ``import package.a``."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module == package:
            names.update(f"{package}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    prefix = f"{package}."
    return {name.removeprefix(prefix) for name in names if name.startswith(prefix)}


def core_imports(path: Path) -> set[str]:
    """The core modules that ``path`` imports anywhere in it (in functions too), by name."""
    return imports(path, "slidepuzzle")


def cycle(folder: Path, package: str) -> list[str] | None:
    """An import cycle among the modules of ``folder`` (``package``), or None."""
    graph = {path.stem: imports(path, package) for path in folder.glob("*.py")}
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as error:
        return error.args[1]
    return None


def test_the_core_has_no_import_cycle():
    graph = {path.stem: core_imports(path) for path in CORE.glob("*.py")}
    assert graph["parse"] >= {"board"}  # the reader above sees the imports
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as error:
        raise AssertionError(f"import cycle in the core: {' -> '.join(error.args[1])}") from None
    assert order.index("steps") < order.index("board") < order.index("rule") < order.index("solve")


READER_LAYERS = (
    ("scan",),  # text -> tokens, and the vocabulary (Format, Note, Piece)
    ("literals", "lines", "named", "shapes"),  # the finders, side by side: tokens -> pieces
    ("boards",),  # a piece -> its board or its error
    ("parse",),  # the readings of a paste
)
"""The reader's modules in the one direction a paste goes through them: each imports only the
modules of the layers before its own."""


def layer_breaks(graph: dict[str, set[str]], layers: tuple[tuple[str, ...], ...]) -> list[str]:
    """Each import in ``graph`` of a module of ``layers`` by one of its own layer or a layer
    before it, as ``"a -> b"``."""
    rank = {name: at for at, layer in enumerate(layers) for name in layer}
    return sorted(
        f"{name} -> {used}"
        for name, uses in graph.items()
        if name in rank
        for used in uses
        if used in rank and rank[used] >= rank[name]
    )


def test_the_reader_goes_one_way():
    graph = {path.stem: core_imports(path) for path in CORE.glob("*.py")}
    reader = {name for layer in READER_LAYERS for name in layer}
    assert reader <= graph.keys(), "every layer names a module of the core"
    assert graph["parse"] >= {"boards", "lines", "literals", "named", "scan", "shapes"}
    assert layer_breaks(graph, READER_LAYERS) == []
    outside = sorted(
        f"{name} -> {used}"
        for name, uses in graph.items()
        if name not in reader
        for used in uses & reader
        if used != "parse"
    )
    # styles writes the notations named reads (format_hex beside its reader): a writer, not a read
    assert outside == ["styles -> named"], "the rest of the core reads through parse"


def test_a_layer_break_is_found():
    """``layer_breaks`` can fail: an import upwards and one within a layer."""
    graph = {"scan": {"lines"}, "lines": {"scan", "named"}, "named": set(), "parse": {"lines"}}
    layers = (("scan",), ("lines", "named"), ("parse",))
    assert layer_breaks(graph, layers) == ["lines -> named", "scan -> lines"]


def test_the_page_ships_every_package():
    """`make site` packs py/'s packages into the page's archive (tools/build_archive.mjs): a
    package left out breaks the page."""
    packer = (CORE.parents[1] / "tools/build_archive.mjs").read_text()
    listed = re.search(r"export const PACKAGES = \[(.*)\];", packer)
    assert listed, "tools/build_archive.mjs names the packages it packs in PACKAGES"
    packages = {path.parent.name for path in CORE.parent.glob("*/__init__.py")}
    assert set(re.findall(r'"(\w+)"', listed[1])) == packages == {"page", "slidepuzzle"}


def test_the_page_layer_has_no_import_cycle():
    graph = {path.stem: imports(path, "page") for path in PAGE.glob("*.py")}
    assert graph["checking"] >= {"dom", "check", "solve_panel"}  # both import forms are seen
    found = cycle(PAGE, "page")
    assert found is None, f"import cycle in the page layer: {' -> '.join(found)}"


def test_a_cycle_is_found(tmp_path):
    """``cycle`` can fail: a two-module circle, through both import forms."""
    (tmp_path / "a.py").write_text("from page import b\n")
    (tmp_path / "b.py").write_text("from page.a import thing\n")
    (tmp_path / "c.py").write_text("import page.a\n")
    assert sorted(set(cycle(tmp_path, "page") or [])) == ["a", "b"]


def others_state_written(path: Path) -> list[str]:
    """The assignments in ``path`` to what another page module holds (``checking.state.task =
    ...``, ``stage.solve = ...``), as written: a module's state is written by its own functions
    only. A write through a call (``dom.el("x").hidden = ...``) is to the page, not a module."""
    tree = ast.parse(path.read_text(), str(path))
    modules = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == "page"
        for alias in node.names
    }
    written = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.Delete):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for leaf in target.elts if isinstance(target, ast.Tuple) else [target]:
                root = leaf
                while isinstance(root, ast.Attribute | ast.Subscript):
                    root = root.value
                if root is not leaf and isinstance(root, ast.Name) and root.id in modules:
                    written.append(f"{path.name}:{node.lineno}: {ast.unparse(leaf)}")
    return written


def test_no_page_module_writes_another_s_state():
    written = [line for path in sorted(PAGE.glob("*.py")) for line in others_state_written(path)]
    assert not written, f"state written by a module that does not own it: {written}"


def test_a_write_to_another_module_s_state_is_found(tmp_path):
    source = tmp_path / "shuffling.py"
    source.write_text(
        "from page import checking, dom\n"
        "def f(task):\n"
        "    checking.state.task = task\n"
        "    checking.state.n += 1\n"
        "    dom.el('x').hidden = True\n"
        "    state = 3\n"
    )
    assert others_state_written(source) == [
        "shuffling.py:3: checking.state.task",
        "shuffling.py:4: checking.state.n",
    ]


def named_modules(doc: str, folder: Path) -> set[str]:
    """The modules of ``folder`` that ``doc`` names as ````name````."""
    return {path.stem for path in folder.glob("*.py") if f"``{path.stem}``" in doc}


def test_the_page_s_package_names_every_module():
    """``page/__init__.py`` is the map of the page layer: a module it leaves out is a module
    nobody reading it finds."""
    import page

    modules = {path.stem for path in PAGE.glob("*.py")} - {"__init__"}
    assert modules - named_modules(page.__doc__ or "", PAGE) == set()
    assert named_modules("``dom`` and ``bridge``", PAGE) == {"dom", "bridge"}  # it can fail
