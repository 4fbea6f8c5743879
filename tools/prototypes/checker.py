"""The prototypes' working side: a Pyodide worker that checks a board's text (the core from the
site's py/modules.zip, put on the module path by static/python.mjs, the worker's interpreter)."""

from slidepuzzle import BoardError, analyze, parse_board


def check(text: str) -> str:
    """The verdict of the board in ``text``, or what is wrong with it."""
    try:
        verdict = analyze(parse_board(text))
    except BoardError as error:
        return f"error: {error}"
    return f"{'solvable' if verdict.solvable else 'unsolvable'}: {verdict.explanation}"


__export__ = ["check"]  # what the page may call: `await workers["checker"]` (its .sync)
