"""The page's words, one data module per language (``en`` is the reference).

Each module holds ``TEXTS`` (the sentences the page writes, filled in with data), ``PAGE``
(index.html's fixed text), ``ALL = TEXTS | PAGE`` and ``NOUNS``; ``page.wording`` gathers them
into one ``slidepuzzle.i18n.Catalogue``. To add a language: see docs/i18n.md.
"""
