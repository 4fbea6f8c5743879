"""Serving a folder under a sub-path, and launching Chromium: shared by the page tests and bench."""

import contextlib
import functools
import http.server
import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
"""Flags for every test and benchmark: no sandbox as root, no name lookups but loopback."""


def chromium_executable() -> str | None:
    """The browser to drive: $CHROMIUM, else the system's Chromium, else Playwright's own."""
    for exe in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if exe and os.access(exe, os.X_OK):
            return exe
    return None


def launch_args() -> dict:
    """Playwright's launch arguments for Chromium."""
    exe = chromium_executable()
    return {"args": CHROMIUM_ARGS, **({"executable_path": exe} if exe else {})}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extra_headers: ClassVar[dict[str, str]] = {}

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        for name, value in self.extra_headers.items():
            self.send_header(name, value)
        super().end_headers()


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        """A browser closing a connection mid-answer (a page left, a fetch cancelled) is normal:
        no traceback in the test output for it; anything else is still printed."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


ISOLATED = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
}
"""The headers that make a page cross-origin isolated (SharedArrayBuffer, Atomics.wait)."""


@contextlib.contextmanager
def serve(
    folder: Path, sub_path: str = "slidepuzzle", headers: dict[str, str] | None = None
) -> Iterator[str]:
    """Serve ``folder`` at ``http://127.0.0.1:<free port>/<sub_path>/``, each answer with
    ``headers`` added; yields that URL."""
    with tempfile.TemporaryDirectory() as root:
        (Path(root) / sub_path).symlink_to(Path(folder).resolve(), target_is_directory=True)
        handler_class = type("_Handler", (_QuietHandler,), {"extra_headers": headers or {}})
        handler = functools.partial(handler_class, directory=root)
        server = _Server(("127.0.0.1", 0), handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/{sub_path}/"
        finally:
            server.shutdown()
            server.server_close()
            thread.join()
