"""Text made safe for the page's markup: the one escape every view uses.

``html.escape`` does the same, but importing ``html`` loads ``html.entities`` (2,231 names, for
``unescape``, which the page never calls): about 50 ms of the first visit's start in Pyodide.
"""

from __future__ import annotations


def escape(text: str) -> str:
    """``text`` with ``& < > " '`` written as character references: safe as an element's text and
    inside a quoted attribute (what ``html.escape(text, quote=True)`` writes)."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )
