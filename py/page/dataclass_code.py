"""The methods ``dataclasses`` writes for each class, compiled when the site is built.

Creating a dataclass writes the source of its ``__init__``, ``__repr__``, ``__eq__`` (and, when
frozen, ``__setattr__``, ``__delattr__``, ``__hash__``) and compiles it: in Pyodide 0.4-1.2 ms a
class, 75-90 ms of the page's start for the 80 dataclasses of ``page`` and ``slidepuzzle``.
``tools/build_archive.mjs`` records those sources while importing every module with the site's
own Pyodide (``record``), and puts their bytecode in the archive beside this module (``FILE``);
``static/python.mjs`` calls ``install_beside`` before the page (or the solver's worker) imports
anything else, and ``dataclasses`` then runs that bytecode instead of compiling the same source
again. Source it was not built for (another Python, a class added since) is compiled as usual.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import os
import sys
from collections.abc import Callable
from typing import Any

FILE = "dataclass_code.marshal"
"""Beside this module in the archive: ``marshal`` of (Python's cache tag, {source: code})."""

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


def install(data: bytes) -> int:
    """Serve each source ``data`` holds from its bytecode; how many it holds (0: nothing
    installed, ``data`` was made by another Python)."""
    tag, codes = marshal.loads(data)
    if tag != sys.implementation.cache_tag:
        return 0

    def prebuilt(source: str, *namespaces: Any) -> None:
        builtins.exec(codes.get(source, source), *namespaces)

    _use(prebuilt)
    return len(codes)


def install_beside() -> int:
    """``install`` the file beside this module (in the archive); how many sources it holds."""
    path = os.path.join(os.path.dirname(__file__), FILE)
    try:
        data = globals()["__loader__"].get_data(path)  # zipimport's: it reads the archive
    except OSError:
        return 0  # a site built without it: every class compiles its methods
    return install(data)
