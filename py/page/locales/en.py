"""The page's words in English, the reference: every other language has the same keys.

``TEXTS``: every sentence the page writes, by key; ``{name}`` fills in data (numbers are written
per language by ``slidepuzzle.i18n``). ``PAGE``: the page's fixed text (index.html's labels,
headings, help, buttons), keyed by the ``data-text``/``data-label``/``data-placeholder`` names
index.html gives its elements: index.html holds this English for the first paint and a test
checks the two agree. ``NOUNS``: countable nouns, one template per plural form.
"""

from slidepuzzle import EXAMPLES

NOUNS: dict[str, tuple[str, ...]] = {
    "char": ("{count:,} character", "{count:,} characters"),
    "cell": ("{count:,} cell", "{count:,} cells"),
    # One template per plural form of the language (i18n.PLURAL_FORMS): English "one", "other".
    "position": ("{count:,} position", "{count:,} positions"),
    "tile": ("{count:,} tile", "{count:,} tiles"),
    "speed": ("{count:,} move/s", "{count:,} moves/s"),
}

TEXTS: dict[str, str] = {
    # The verdict
    "solvable": "Solvable",
    "unsolvable": "Not solvable",
    "checking": "Checking…",
    "no-board": "No board yet",
    "no-board-prompt": "Type or paste a board in the Board box, choose a worked example, or press "
    "Shuffle.",
    "no-verdict": "No verdict",
    "check-failed": "The check failed",
    "check-failed-why": "Something went wrong while checking this board: {error}. The page still "
    "works: edit the board or reload.",
    "reading-chars": "Reading {chars}.",
    "following-cycles": "Following the permutation's cycles: {share:.0%}.",
    "counting-inversions": "Counting the inversions for the reasons: {share:.0%}.",
    "fix-board": "Fix the board: {error}",
    "fix-goal": "Fix the goal board: {error}",
    "facts": "Rule: {rule} · {inversions} · blank on row {row} from the bottom "
    "(goal: row {goal_row})",
    "inversion-count": "{inversions}: pairs of tiles in the wrong order for the goal "
    "(for the usual goal: a larger tile before a smaller one).",
    "checked-in": "Checked in {ms:,.0f} ms.",
    # How the text was read
    "read-from": "Read from {source}: a {rows} x {cols} board.",
    "read-note": "{note}.",
    "read-as-first": "As first read",
    # Several boards
    "batch-summary": "{boards}: {solvable:,} solvable, {unsolvable:,} not",
    "batch-summary-bad": "{boards}: {solvable:,} solvable, {unsolvable:,} not, {bad:,} not read",
    "batch-details": "One verdict per board in the table below; Download CSV saves it.",
    "batch-reading": "Reading the boards: {share:.0%}.",
    "batch-checking": "Checking board {done:,} of {total:,}.",
    "optimal-building": "Finding the optimal moves: building the {rows} x {cols} table of "
    "distances, {share:.0%}.",
    "optimal-finding": "Finding the optimal moves: board {done:,} of {total:,}.",
    "optimal-all": "Optimal moves: found for every solvable board.",
    "optimal-some": "Optimal moves: {found:,} found, {rest:,} not computed: their search needs "
    "more than the {seconds} s the page gives it (the command line can take longer: slidepuzzle "
    "check --optimal 600 --csv).",
    "optimal-worker": "Finding the optimal moves of {boards} of 11 to 16 cells in the "
    "solver's worker (at most {seconds} s)…",
    "optimal-failed": "The optimal moves could not be found: {error}",
    "batch-shape": "{rows} x {cols}",
    "batch-not-read": "Not read",
    "batch-open": "Open board {number:,}",
    "batch-too-large": "too large to link",
    # The picture
    "caption": "{rows} x {cols} board. Rows are numbered from the bottom; the blank is on row "
    "{blank_row} from the bottom (marked ▸).",
    "summary": "A {rows} x {cols} board ({tiles}) is too large to draw (the most drawn is "
    "{most} x {most}). The blank is at row {row}, column {col} from the top left: row {blank_row} "
    "from the bottom.",
    "spoken-board": "{rows} by {cols} board, rows from the top: {cells}",
    "blank": "blank",
    "pair": "{a} before {b}",
    "no-pairs": "none",
    "caption-pairs": "Point at a tile, or focus it (Tab, then the arrow keys), to mark the "
    "tiles it makes an inversion with.",
    "tile-pairs": "Tile {tile} is in {inversions} (with {partners}).",
    "tile-no-pairs": "Tile {tile} is in no inversion.",
    "more-tiles": "{shown} … and {rest:,} more",
    # Shuffle
    "shuffling": "Shuffling…",
    "shuffle-shape": "{rows} x {cols} with seed {seed}",
    "shuffling-progress": "Shuffling {shape}: {share:.0%}.",
    "writing-progress": "Writing the board: {share:.0%}.",
    "shuffled": "Shuffled {shape}.",
    "replaced-by-shuffle": "The shuffle replaced your text.",
    "replaced-by-example": "The example replaced your text.",
    "shuffled-moves": (
        "Shuffled {shape}: {moves} from the goal, drawn uniformly among the boards that "
        "need that many."
    ),
    "shuffling-worker": "Shuffling {shape} in the solver's worker: the search for that many "
    "moves may take a while.",
    "shuffle-worker-failed": "The solver's worker could not shuffle (a solve under way must "
    "end first): try again.",
    "shuffled-moves-walk": (
        "Shuffled {shape}: {moves} from the goal, found by a random walk from the goal (not "
        "uniform: such boards are rare among uniform ones)."
    ),
    "field-moves": "moves",
    "field-moves-high": "up to",
    "field-board-count": "boards",
    "make-too-big": "{boards} of {rows} x {cols}: {cells} in all; the page makes at most "
    "{most:,} cells at once",
    "made-boards": "Made {boards} of {rows} x {cols} with seeds {first} to {last}: they are in "
    "the table below.",
    "moves-order": "“Up to” must be at least {low}, got {high}",
    "difficulty-too-big": (
        "Difficulty works on this page for boards of up to 16 cells (4 x 4, 3 x 5, 2 x 8, "
        "single lines); {rows} x {cols} has {cells}. The command line makes bigger ones: "
        "slidepuzzle shuffle {rows} {cols} --moves 40-45"
    ),
    "shuffle-too-big": "{rows} x {cols} is {cells}: the page shuffles at most {most:,} "
    "(1000 x 1000)",
    # Reading numbers from fields
    "span-between": "{least} to {most}",
    "span-from": "at least {least}",
    "number-bad": "{name} is not a whole number: type one, {span}",
    "number-empty": "{name} is empty: type a whole number, {span}",
    "number-not-whole": "{name} must be a whole number, got {text!r}",
    "number-out": "{name} must be {span}, got {number}",
    "field-rows": "rows",
    "field-cols": "columns",
    "field-seed": "seed",
    "field-time-limit": "time limit",
    # Share
    "board-too-large-to-share": "(the board is too large to share as a link)",
    "goal-too-large-to-share": "(the goal board is too large to share as a link)",
    "board-too-large-copy": "This board is too large to share as a link.",
    "goal-too-large-copy": "This goal board is too large to share as a link.",
    "link-copied": "Link copied.",
    "link-not-copied": "Could not copy: the link is selected below, copy it from there.",
    "board-copied": "Board copied.",
    "board-not-copied": "Could not copy: the board is selected below, copy it from there.",
    "board-not-written": "Not copied: {error}.",
    "no-board-to-copy": "There is no single board to copy: paste or type one board.",
    # Solve
    "starting-solver": "Starting the solver…",
    "starting-solver-why": "The first solve starts Python in a worker: a few seconds.",
    "solving": "Solving…",
    "solving-why": "At most {limit:g} s; Stop cancels.",
    "searching": "Searching for the fewest moves on this {rows} x {cols} board: "
    "at most {limit:g} s; Stop cancels.",
    "searching-best": "{searching} {best}.",
    "loading-tables": "Loading the tables for {rows} x {cols} boards (once only): "
    "{done:.1f} of {total:.1f} MB.",
    "tables-unavailable": "Tables not available offline: searching without them, slower.",
    "solver-failed": "The solver failed: {error}",
    "solver-bad-answer": "the solver's answer could not be read ({error})",
    "board-changed": "The board changed while solving: press Solve again for this one.",
    "stopped": "Stopped. The next Solve starts the solver afresh (a few seconds).",
    "cannot-reach": "This board cannot reach the goal: see the verdict above.",
    "too-big-to-solve": "A {rows} x {cols} board is too big to solve here: it takes millions of "
    "moves. Boards up to cells x (rows + columns) = {most:,} are solved (60 x 60, 2 x 500).",
    "already-solved": "Already solved",
    "already-solved-why": "This board is its goal: there is nothing to move.",
    "moves-optimal": "{moves}, optimal",
    "moves-bounded": "{moves}, at most {gap}% above the shortest possible",
    "moves-stopped": "{moves}, the best before Stop: at most {gap}% above the shortest possible",
    "stopped-bound": "No solution is shorter than {bound}. The next Solve starts the solver "
    "afresh.",
    "with-bound": "{figures} No solution is shorter than {bound}.",
    "moves-not-optimal-time": "{moves}, not proven optimal (time limit)",
    "moves-not-optimal-size": "{moves}, not proven optimal (built row by row: too large to search)",
    "searched": "{positions} searched in {seconds:,.2f} s ({how}).",
    "searched-proven": "{positions} searched in {seconds:,.2f} s ({how}, then a full search "
    "proved nothing shorter exists).",
    "found-in": "Found in {seconds:,.2f} s ({how}).",
    # Playback and play
    "play-help": "Click or drag a tile in the blank's row or column to slide it and the tiles "
    "between, or use the arrow keys while the board has focus.",
    "play-help-touch": "Tap or drag a tile in the blank's row or column to slide it and the tiles "
    "between.",
    "playback-help": "Left and right arrow keys step back and forward while the board has focus.",
    "playback-help-touch": "Use the buttons below to step through the moves.",
    "your-turn": "Your turn",
    "your-turn-why": "Slide the tiles to the goal.",
    "to-go-searching": "At least {moves} to go (searching for the fewest…).",
    "play-solved": "Solved!",
    "play-solved-why": "Undo or Reset to play again.",
    "move-of": "Move {done:,} of {total:,}.",
    "move-of-tile": "Move {done:,} of {total:,}: tile {tile} slides {way}.",
    "move-of-goal": "Move {done:,} of {total:,}: tile {tile} slides {way}; the goal is reached.",
    "move-of-goal-jump": "Move {done:,} of {total:,}: the goal is reached.",
    "moves-made": "{moves}.",
    "moves-made-tile": "{moves}: tile {tile} slid {way}.",
    "solved-in": "Solved in {moves}!",
    "solved-first": "Solved in {moves}, {time}: kept on this device as your best.",
    "solved-new-best": "Solved in {moves}, {time}: a new best on this device (it was {best_moves}, "
    "{best_time}).",
    "solved-not-best": "Solved in {moves}, {time}. Your best: {best_moves}, {best_time}.",
    "best-kept": "Your best on this device: {best_moves}, {best_time}.",
    "cannot-move": "{error}.",
    "stage-label": "{rows} by {cols} board.",
    "picture-unreadable": "That file is not an image this browser can show: choose another.",
    "stage-too-large": "A {rows} x {cols} board is too large to draw; the moves still count.",
    "tile-moves": "Tiles slid into the blank: {moves}",
    "blank-moves": "The blank's moves (U, D, L, R: where the blank goes): {moves}",
    "moves-copied": "Moves copied.",
    "moves-not-copied": "Could not copy: the moves are selected below, copy them from there.",
    # The ways a tile slides, on the screen
    "way-up": "up",
    "way-down": "down",
    "way-left": "left",
    "way-right": "right",
    # The rule that decided (Verdict.rule), short, for the facts line
    "rule-single-line": "one row or column",
    "rule-odd-width": "odd width",
    "rule-even-width": "even width",
    # Playback's run button
    "run-play": "Play",
    "run-pause": "Pause",
    # The proof's 3-cycle on the reader's board (page.proof)
    "cycle-caption": "On your board: the marked tiles {a}, {b} and {c}, with the blank in a "
    "{rows} x {cols} window, are cycled in {moves}.",
    "cycle-result": "Then {a} stands where {b} stood, {b} where {c} stood and {c} where {a} stood; "
    "the blank and every other tile are back in place.",
    "cycle-start": "Press Play or step forward: the blank gathers the three tiles, turns them and "
    "goes back.",
    "cycle-gather": "Move {done:,} of {total:,}: the blank gathers the three tiles round it in a "
    "2 x 2 square.",
    "cycle-turn": "Move {done:,} of {total:,}: the blank goes once round the square, and the three "
    "tiles turn one place.",
    "cycle-undo": "Move {done:,} of {total:,}: the blank goes back the way it came.",
    "cycle-done": "Move {done:,} of {total:,}: done. Only tiles {a}, {b} and {c} have moved, each "
    "to the next one's place.",
    # The why (page.why_view): the swap's undo note.
    "replaced-by-swap": "The swap replaced your text.",
    "grid-picked": "Tile {tile} picked: go to another tile with the arrow keys and press Space "
    "or Enter to swap them, or Escape to cancel.",
    "grid-swapped": "Tiles {a} and {b} swapped.",
    "grid-cancelled": "Swap cancelled.",
    "grid-resized": "The board is now {rows} x {cols}.",
    "replaced-by-resize": "The board of a new shape replaced your text.",
    "grid-typed": "{number} typed: press Enter to put that tile on this cell (0: the blank), or "
    "Escape to cancel.",
    "grid-already": "Tile {tile} is on this cell already.",
    "grid-blank-swapped": "The blank and tile {tile} swapped.",
    "replaced-by-turn": "The turned or flipped board replaced your text.",
    "held-info": "The text is too long to lay out in the box ({chars}): it shows only its "
    "first lines. The whole text is kept and checked; an edit of the box replaces it (Restore "
    "your text brings it back).",
    "replaced-by-edit": "Your edit replaced the long text.",
    "held-copied": "The whole text copied.",
    "held-not-copied": "Could not copy: put it all in the box (Edit it all in the box), then "
    "copy it from there.",
    # Links (page.navigation): a goal a link names that the page cannot use; typing over its board.
    "goal-unknown": "The link asks for a goal this page does not know (“{goal}”): the usual goal "
    "is used.",
    "goal-custom-missing": "The link asks for a custom goal but holds no goal board: the usual "
    "goal is used.",
    "typed-over-link": "Your text replaced the link's board.",
    "restore-link": "Restore the link's board",
    # The Copy as menu's choices (slidepuzzle.COPY_STYLES), filled in by the page
    "style-plain": "Plain rows",
    "style-line": "One line",
    "style-json": "JSON",
    "style-python": "Python",
    "style-c": "C/C++",
    "style-java": "Java",
    "style-javascript": "JavaScript",
    "style-markdown": "Markdown table",
    "style-latex": "LaTeX pmatrix",
    "style-cstimer": "cstimer string",
    "style-tatham": "Tatham game id",
    "style-hex": "Hex string (4 x 4)",
    "style-letters": "Letters A-O (up to 16 cells)",
}

PAGE: dict[str, str] = {
    "title": "Slide puzzle: can this board be solved?",
    "description": "Paste or shuffle a sliding-tile board of any size and see whether it can be "
    "solved, and why.",
    "heading": "Slide puzzle: can this board be solved?",
    "lede": "Paste or type a sliding-tile board of any shape (the 8-puzzle, the 15-puzzle, any "
    "rows x columns) and see at once whether the tiles can be slid into the goal, and why.",
    "language": "Language",
    "app": "Slide puzzle checker",
    "input-heading": "Board and options",
    "board": "Board",
    "board-placeholder": "Type or paste a board here: one row per line",
    "restore": "Restore your text",
    "held-copy": "Copy the whole text",
    "held-show": "Edit it all in the box (slow)",
    "board-help-summary": "How to write a board",
    "board-help": "One row per line; values separated by spaces or commas (JSON lists, code "
    "arrays, tables and spreadsheet cells work too; several boards separated by blank lines are "
    "checked one by one). The blank is any of {codes}.",
    "largest-blank": "The largest number is the blank",
    "goal": "Goal",
    "goal-blank-last": "Blank last (1 2 3 … _)",
    "goal-blank-first": "Blank first (_ 1 2 …)",
    "goal-spiral": "Spiral (clockwise, blank in the middle)",
    "goal-custom": "Custom goal board…",
    "goal-board": "Goal board",
    "goal-help": "The goal's blank is always one of {codes}, even when the board's blank is its "
    "largest number.",
    "result-heading": "Verdict",
    "batch-heading": "Boards in this paste",
    "batch-board": "Board",
    "batch-shape-heading": "Shape",
    "batch-verdict": "Verdict",
    "batch-numbers": "Deciding numbers",
    "batch-optimal-heading": "Optimal moves",
    "batch-link": "Open alone",
    "download-csv": "Download CSV",
    "reading-heading": "Tiles in reading order",
    "show-pairs": "Show inversion pairs",
    "solve-heading": "Solve and play",
    "solve": "Solve",
    "stop": "Stop",
    "time-limit": "Time limit (s)",
    "play": "Play it yourself",
    "stage": "puzzle board",
    "playback": "Playback",
    "first": "Start",
    "back": "Back",
    "forward": "Forward",
    "last": "End",
    "speed": "Speed",
    "moves-heading": "The moves",
    "tile-moves-label": "Tiles slid into the blank:",
    "blank-moves-label": "The blank's moves (U, D, L, R: where the blank goes; U moves it up, "
    "sliding the tile above it down):",
    "copy-moves": "Copy moves",
    "moves-text": "Moves to copy",
    "your-moves": "Your moves",
    "undo": "Undo",
    "time": "Time:",
    "hint": "Hint",
    "turn-board": "Turn the board",
    "rotate": "Rotate",
    "flip": "Flip",
    "transpose": "Transpose",
    "grid-help": "Drag a tile onto another to swap them, or press Space on one tile, go to "
    "another with the arrow keys and press Space again. Or type a tile's number on a tile and "
    "press Enter to put it there.",
    "grid-shape": "Rows and columns of the board",
    "grid-rows": "Board rows",
    "grid-cols": "Board columns",
    "resize": "Set rows x columns",
    "reset": "Reset",
    "options-heading": "Examples, shuffle and share",
    "examples": "Worked examples",
    "choose-example": "Choose an example…",
    "shuffle": "Shuffle",
    "rows": "Rows",
    "cols": "Columns",
    "seed": "Seed",
    "seed-placeholder": "random",
    "kind": "Kind",
    "kind-solvable": "Solvable",
    "kind-unsolvable": "Unsolvable",
    "blank-place": "Blank",
    "blank-anywhere": "Anywhere",
    "blank-goal": "In its goal cell",
    "difficulty": "Difficulty",
    "difficulty-any": "Any",
    "difficulty-exactly": "Exactly N moves",
    "difficulty-between": "Between a and b moves",
    "moves-low": "Moves (N, or a)",
    "moves-high": "Up to b",
    "difficulty-help": (
        "The fewest moves from the board to the goal. The hardest boards need: 2 x 2: 6; "
        "2 x 3: 21; 2 x 4: 36; 3 x 3: 31; 2 x 5: 55; 3 x 4: 53; 4 x 4: 80 (goal's blank in a "
        "corner). Up to 10 cells drawn uniformly; 11 to 16 cells in the solver's worker, "
        "uniformly when such boards are common, else by a random walk from the goal (said so)."
    ),
    "board-count": "Boards",
    "make-boards": "Make boards",
    "make-help": "A level set: that many boards with these settings (board k with the seed "
    "plus k - 1), in a table with their optimal moves, to download as CSV.",
    "share": "Share",
    "copy-link": "Copy link",
    "share-link": "Link to this board",
    "read-as": "Read it as",
    "copy-style": "Copy the board as",
    "copy-board": "Copy board",
    "board-copy-text": "Board to copy",
    "update": "A new version is ready —",
    "reload": "Reload",
    "footer": "Runs entirely in your browser: Python (PyScript on Pyodide), nothing sent anywhere.",
    # The why: the swap, the invariant under the board, the proof both ways.
    "swap-them": "Swap them",
    "show-invariant": "Show the invariant under the board",
    # Picture mode on the stage.
    "picture": "Picture",
    "picture-numbers": "Numbers",
    "picture-built-in": "Built-in picture",
    "picture-own": "Your picture…",
    "picture-file": "Your picture (it stays on this device)",
    "show-numbers": "Show numbers",
    "proof": "The proof, both ways",
    "why-no-heading": "Why no other board can",
    "why-no-text": "No move changes the parity of these sums, so a board whose parity differs "
    "from the goal's never reaches it. The two ways to count it, for this board:",
    "why-yes-heading": "Why every board with the right parity can be solved",
    "why-yes-text": "Three tiles A, B, C and the blank in a 2 x 3 window can be turned one place "
    "round while the blank comes back: a 3-cycle. Any three tiles can be brought into such a "
    "window, turned and the moves undone, so any three tiles can be cycled. Two 3-cycles swap two "
    "pairs of tiles (two transpositions), and every even permutation is a product of an even "
    "number of transpositions. So every board with the goal's parity reaches it. Solve shows "
    "the moves for this board, step by step.",
    "cycle-controls": "The 3-cycle",
    "cycle-solve": "Solve this board step by step",
}

EXAMPLE_NAMES: dict[str, str] = {f"example: {example.name}": example.name for example in EXAMPLES}
"""The worked examples' names (``slidepuzzle.EXAMPLES``), keyed as ``wording.example_key`` says."""

ALL: dict[str, str] = TEXTS | PAGE | EXAMPLE_NAMES
"""Every template by key: what the catalogue holds."""
