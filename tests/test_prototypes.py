"""The design prototypes (tools/prototypes/, measured by tests/bench_designs.py): their checking
side answers, every file they name is served beside them, and the bench reads a trace's longest
task right."""

import importlib.util
import re
import tomllib
from pathlib import Path

import pytest
from bench_designs import MICROPYTHON, PROTOTYPES, SITE, longest_task_parts, prototypes_site


def load_checker():
    spec = importlib.util.spec_from_file_location("checker", PROTOTYPES / "checker.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_checker_gives_the_verdict_or_what_is_wrong():
    check = load_checker().check
    assert check("1 2 3\n4 5 6\n7 8 _").startswith("solvable: ")
    assert check("1 2 3\n4 5 6\n8 7 _").startswith("unsolvable: ")
    answer = check("1 2 3\n4 5\n7 8 _")
    assert answer.startswith("error: ") and "row 2" in answer


REFERENCE = re.compile(
    r"""(?:src|href|config)="(\./[^"]+)"|from "(\./[^"]+)"|import\("(\./[^"]+)"\)"""
)


def named_files(path: Path) -> set[str]:
    """The files a prototype's page, script or config names by a relative address."""
    text = path.read_text()
    if path.suffix == ".toml":
        config = tomllib.loads(text)
        return {config["interpreter"], *config.get("files", {})}
    return {next(group for group in match.groups() if group) for match in REFERENCE.finditer(text)}


def test_every_file_a_prototype_names_is_served_beside_it(tmp_path):
    if not (SITE / "static/vendor/pyscript/core.js").exists() or not MICROPYTHON.exists():
        pytest.skip("needs `make setup site` (the vendored runtime, MicroPython's npm package)")
    folder = prototypes_site(tmp_path)
    pages = sorted(PROTOTYPES.glob("*.html"))
    assert {page.name for page in pages} >= {"mpy.html", "js.html", "dom-worker.html"}
    named = {
        (path.name, name)
        for path in PROTOTYPES.iterdir()
        if path.suffix in {".html", ".mjs", ".toml"}
        for name in named_files(path)
    }
    assert ("mpy.toml", "./micropython/micropython.mjs") in named  # the reading finds names
    missing = [(source, name) for source, name in sorted(named) if not (folder / name).is_file()]
    assert missing == []
    assert (folder / "micropython/micropython.wasm").is_file()
    assert (folder / "py/modules.zip").is_file()


def trace(url: str) -> dict:
    """A small trace: a page's renderer (pid 2) with a 200 ms task, another renderer (pid 3,
    a browser page) with a longer one; each profiled, both profiles with the id 0x1."""
    core = {"functionName": "run", "url": "http://127.0.0.1:1/d/static/vendor/pyscript/core-x.js"}
    python = {"functionName": "runPythonAsync", "url": "http://127.0.0.1:1/d/micropython/mp.mjs"}
    nodes = [
        {"id": 1, "callFrame": {"functionName": "(root)", "url": ""}},
        {"id": 2, "callFrame": core, "parent": 1},
        {"id": 3, "callFrame": python, "parent": 2},
        {"id": 4, "callFrame": {"functionName": "", "url": ""}, "parent": 3},
    ]
    other = [{"id": 1, "callFrame": {"functionName": "ntp", "url": "chrome://new-tab-page/a.js"}}]
    return {
        "traceEvents": [
            {"name": "FrameCommittedInBrowser", "pid": 1, "tid": 1, "ph": "X", "ts": 0,
             "dur": 0, "args": {"data": {"processId": 2, "url": url}}},
            *({"name": "thread_name", "ph": "M", "pid": pid, "tid": pid,
               "args": {"name": "CrRendererMain"}} for pid in (2, 3)),
            {"name": "RunTask", "ph": "X", "pid": 2, "tid": 2, "ts": 1000, "dur": 200_000},
            {"name": "RunTask", "ph": "X", "pid": 2, "tid": 2, "ts": 300_000, "dur": 60_000},
            {"name": "RunTask", "ph": "X", "pid": 3, "tid": 3, "ts": 0, "dur": 900_000},
            {"name": "wasm.CompileLazy", "ph": "X", "pid": 2, "tid": 2, "ts": 2000, "dur": 30_000},
            {"name": "MinorGC", "ph": "X", "pid": 2, "tid": 2, "ts": 150_000, "dur": 5_000},
            {"name": "MinorGC", "ph": "X", "pid": 2, "tid": 2, "ts": 310_000, "dur": 5_000},
            *({"name": "Profile", "pid": pid, "tid": pid, "id": "0x1",
               "args": {"data": {"startTime": 0}}} for pid in (2, 3)),
            {"name": "ProfileChunk", "pid": 2, "tid": 9, "id": "0x1", "args": {"data": {
                "cpuProfile": {"nodes": nodes, "samples": [1, 3, 4, 2]},
                "timeDeltas": [500, 1000, 120_000, 60_000]}}},
            {"name": "ProfileChunk", "pid": 3, "tid": 8, "id": "0x1", "args": {"data": {
                "cpuProfile": {"nodes": other, "samples": [1]}, "timeDeltas": [5000]}}},
        ]
    }  # fmt: skip


def test_the_longest_task_of_the_pages_renderer_and_what_ran_in_it():
    duration, wasm, gc, parts = longest_task_parts(trace("http://127.0.0.1:1/d/mpy.html"))
    assert (duration, wasm, gc) == (200, 30, 5)  # not the browser page's 900 ms task
    # samples at 1.5 ms (runPythonAsync, until the next at 121.5) and at 121.5 ms (wasm code
    # under it, until 181.5), then at 181.5 ms (PyScript's own, until the task's end at 201 ms)
    assert parts == [
        ("runPythonAsync (mp.mjs)", 180.0),
        ("run (core-x.js)", 19.5),
    ]
