"""The page: wiring (``checker``, ``solve_panel``) over pure modules, with one state.

Pure, tested natively: ``wording`` (every sentence), ``links`` (share links), ``options`` (form
values), ``view`` (the view model), ``protocol`` (the worker's messages), ``game`` (moves, undo),
``state``. Touching the browser: ``dom`` only. ``worker`` runs in the solver's worker.
"""
