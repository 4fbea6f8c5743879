"""The page: ``py/main.py`` wires its events to the modules here.

Pure: ``check`` (the check), ``wording`` (every sentence), ``links`` (share links), ``options``
(form values), ``markup`` (escaping), ``view``, ``why_view`` and ``panel_view`` (the view
models), ``optimal`` (a paste's optimal moves), ``protocol`` (the solver's worker's
messages), ``game`` (moves, undo), ``slices`` (stepwise work run a slice at a time). Each
state has one owner, which alone writes it:
``checking`` (the checks), ``language`` (the language), ``boxes`` (a replaced board),
``read_as`` (the reading asked for), ``proof`` (the 3-cycle's panel), ``solve_panel`` (the
panel), ``stage`` (the game on the stage), ``to_go`` (the moves to go there, the hint),
``solver_client`` (the solver's worker). ``shuffling``, ``sharing``, ``turning`` (Rotate, Flip,
Transpose) and ``navigation`` (the address opened) act on the boxes. Touching the browser, its
events included: ``dom``, ``drawn`` (the drawn boards and stages) and ``editing`` (the
browser's own editing and choosing, adjusted).
``worker`` runs in the solver's worker.
``tests/test_layout.py`` checks that no module imports another that imports it back and that
none writes another's state.
"""
