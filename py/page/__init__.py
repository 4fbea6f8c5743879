"""The page's working side: all of it runs in the page's PyScript worker (``py/main.py`` wires the
events the DOM side, ``static/page.mjs``, posts to the modules here; docs/page.md).

Between the two halves: ``messages`` (the one format: events in, ops and questions out),
``bridge`` (the ops batched and posted, the inputs as the last event carried them, questions
awaited), ``wiring`` (``when``: which handler hears which event). The adapters, the only modules
that speak to the DOM side, through ``bridge``: ``dom`` (the page's elements), ``drawn`` (the
drawn boards, stages and picture), ``editing`` (the boxes' own editing).

Pure: ``check`` (the check), ``wording`` (every sentence), ``links`` (share links), ``options``
(form values), ``markup`` (escaping), ``view``, ``why_view`` and ``panel_view`` (the view
models), ``optimal`` (a paste's optimal moves), ``protocol`` (the solver's worker's
messages), ``game`` (moves, undo, gestures), ``grid_edit`` (what an edit on the drawn board
gives), ``records`` (a best result, kept on the device), ``slices`` (stepwise work run a slice
at a time, so that a newer event supersedes it). Each state has one owner, which alone writes
it: ``checking`` (the checks), ``language`` (the language), ``boxes`` (a replaced board),
``read_as`` (the reading asked for), ``proof`` (the 3-cycle's panel), ``solve_panel`` (the
panel), ``stage`` (the game on the stage), ``to_go`` (the moves to go there, the hint),
``score`` (the clock and the best of the game played), ``pictures`` (picture mode's choice),
``swapping`` (a tile picked on the drawn board), ``solver_client`` (the solver's worker).
``shuffling``, ``sharing``, ``turning`` (Rotate, Flip, Transpose) and ``navigation`` (the
address opened) act on the boxes. ``worker`` runs in the solver's worker.
``tests/test_layout.py`` checks that no module imports another that imports it back, that none
writes another's state, and that this list names every module.
"""
