"""The methods ``dataclasses`` writes for each class, compiled when the site is built.

Creating a dataclass writes the source of its ``__init__``, ``__repr__``, ``__eq__`` (and, when
frozen, ``__setattr__``, ``__delattr__``, ``__hash__``) and compiles it: in Pyodide 0.4-1.2 ms a
class, 75-90 ms of the page's start for the 80 dataclasses of ``page`` and ``slidepuzzle``.
``tools/build_archive.mjs`` records those sources while importing every module with the site's
own Pyodide (``record``, ``import_every_module``), and puts their bytecode in the archive beside
this module (``FILE``);
``static/python.mjs`` calls ``install_beside`` before the page (or the solver's worker) imports
anything else, and ``dataclasses`` then runs that bytecode instead of compiling the same source
again. Source it was not built for (another Python, a class added since) is compiled as usual.
"""

from __future__ import annotations

import builtins
import dataclasses
import importlib
import marshal
import os
import sys
import types
from collections.abc import Callable
from typing import Any

FILE = "dataclass_code.marshal"
"""Beside this module in the archive: ``marshal`` of (Python's cache tag, {source: code})."""

PACKAGES = ("page", "slidepuzzle")
"""Whose dataclasses the table holds: the page's Python, as the archive packs it."""

PYSCRIPT_NAMES = ("web", "window", "workers", "when", "create_proxy", "to_js")
"""What the page's modules take from ``pyscript`` and ``pyscript.ffi`` (``page.dom``)."""

Exec = Callable[..., None]
"""``builtins.exec``'s signature, as ``dataclasses`` calls it: (source, globals, locals)."""


def _use(run: Exec) -> None:
    """Make ``dataclasses`` run ``run`` where it calls ``exec`` (a name it looks up as a global)."""
    dataclasses.exec = run  # type: ignore[attr-defined]


def record() -> list[str]:
    """Start recording: the list that each dataclass created from now on adds its source to."""
    sources: list[str] = []

    def recording(source: str, *namespaces: Any) -> None:
        sources.append(source)
        builtins.exec(source, *namespaces)

    _use(recording)
    return sources


def compiled(sources: list[str]) -> bytes:
    """What ``install`` reads: each source compiled as ``exec`` compiles it, and the cache tag."""
    codes = {source: compile(source, "<string>", "exec") for source in sources}
    return marshal.dumps((sys.implementation.cache_tag, codes))


def install(data: bytes) -> list[str] | None:
    """Serve each source ``data`` holds from its bytecode. The list that each source it does not
    hold is added to as it is compiled (empty while the table covers every class); None: nothing
    installed, ``data`` was made by another Python."""
    tag, codes = marshal.loads(data)
    if tag != sys.implementation.cache_tag:
        return None
    missed: list[str] = []

    def prebuilt(source: str, *namespaces: Any) -> None:
        code = codes.get(source)
        if code is None:
            missed.append(source)
        builtins.exec(source if code is None else code, *namespaces)

    _use(prebuilt)
    return missed


def install_beside() -> list[str] | None:
    """``install`` the file beside this module (in the archive); None when there is none (a site
    built without it: every class compiles its methods)."""
    path = os.path.join(os.path.dirname(__file__), FILE)
    try:
        data = globals()["__loader__"].get_data(path)  # zipimport's: it reads the archive
    except OSError:
        return None
    return install(data)


def import_every_module() -> None:
    """Import every module of ``PACKAGES`` (not the command line, which would run) outside the
    page: ``pyscript`` is stood in for by empty names, as nothing of it runs at import. For
    ``make site``'s recording and the test that the table covers every class."""
    import pkgutil  # here: the page, which imports this module first, never needs it

    for name in ("pyscript", "pyscript.ffi"):
        if name not in sys.modules:
            stand_in = sys.modules[name] = types.ModuleType(name)
            vars(stand_in).update(dict.fromkeys(PYSCRIPT_NAMES))
    for package in PACKAGES:
        path = importlib.import_module(package).__path__
        for module in pkgutil.walk_packages(path, f"{package}."):
            if not module.name.endswith("__main__"):
                importlib.import_module(module.name)
