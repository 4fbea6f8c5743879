"""The core's words, one plain data module per language (``en`` is the reference).

Each module holds ``TEXTS`` (message templates by key, in sections: ``ERRORS``, ``REASONS`` …)
and ``NOUNS`` (countable nouns, one template per plural form of the language: see
``slidepuzzle.i18n.PLURAL_FORMS``). ``slidepuzzle.messages`` gathers them into one catalogue.
"""
