"""The page: ``py/main.py`` wires its events to the modules here.

Pure: ``check`` (the check), ``wording`` (every sentence), ``links`` (share links), ``options``
(form values), ``view`` and ``panel_view`` (the view models), ``protocol`` (the worker's
messages), ``game`` (moves, undo). Each state has one owner: ``checking`` (the checks),
``language`` (the language), ``boxes`` (a replaced board), ``solve_panel`` (the panel),
``stage`` (the game on the stage), ``solver_client`` (the solver's worker). ``shuffling`` and
``sharing`` act on the boxes. Touching the browser: ``dom`` only. ``worker`` runs in the
solver's worker.
"""
