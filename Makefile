# Quick start: `make serve` (set up and serve the page), `make test` (set up and run every test).
# Every target installs what it needs: a venv with the dev packages, the pinned npm packages,
# PyScript and Pyodide copied into static/vendor/ (git-ignored), and a Chromium for the page tests.

PYTHON ?= python3
PORT ?= 8000
WORKERS ?= 2
VENV := .venv
PY := $(VENV)/bin/python
VENDOR := static/vendor
SITE := _site

.PHONY: serve test test-core test-e2e site bench lint format setup browser vendor clean pdb

# Serves the built site (`make site`), as published: the service worker (sw.js) is made there.
serve: site
	@echo "Serving $(SITE)/ on http://127.0.0.1:$(PORT)/ (Ctrl-C to stop)"
	$(PYTHON) -m http.server $(PORT) --bind 127.0.0.1 --directory $(SITE)

# Two workers (pytest-xdist): each test module runs whole on one of them, so a module's page loads once.
test: setup site lint
	$(PY) -m pytest -n $(WORKERS) --dist loadfile

test-core: $(VENV)/.installed
	$(PY) -m pytest -m "not e2e"

test-e2e: setup site
	$(PY) -m pytest -m e2e

setup: $(VENV)/.installed vendor browser

# The Python dev packages (pinned in pyproject.toml), in a venv of our own.
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

# The pinned npm packages, exactly as the lockfile says.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# PyScript (its whole dist/, less source maps) and the Pyodide files the page loads.
vendor: $(VENDOR)/.installed
$(VENDOR)/.installed: node_modules/.installed
	rm -rf $(VENDOR)
	mkdir -p $(VENDOR)/pyscript $(VENDOR)/pyodide
	cp -R node_modules/@pyscript/core/dist/. $(VENDOR)/pyscript/
	find $(VENDOR)/pyscript -name '*.map' -delete
	cd node_modules/pyodide && cp pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm \
		python_stdlib.zip pyodide-lock.json ../../$(VENDOR)/pyodide/
	touch $@

# A Chromium for Playwright: the system's, Playwright's own, or Debian's installed as root.
browser: $(VENV)/.installed
	@PY=$(PY) sh .ci/ensure-browser

# Exactly what is published: the page, its static files, and of its Python what the page
# fetches: main.py (index.html's script), the solver's worker (page/worker.py), the pattern
# tables, and every module in one archive with its bytecode (tools/build_archive.mjs). No
# tests, no config. Last sw.js: the service worker, listing every file with a hash of them
# (tools/build_sw.py).
site: vendor
	rm -rf $(SITE)
	mkdir -p $(SITE)/static
	cp index.html pyscript.toml $(SITE)/
	install -D -m 644 py/main.py $(SITE)/py/main.py
	install -D -m 644 py/page/worker.py $(SITE)/py/page/worker.py
	cd py && find slidepuzzle/tables -name '*.bin' -exec install -D -m 644 {} ../$(SITE)/py/{} \;
	cp -R static/. $(SITE)/static/
	rm -f $(SITE)/static/vendor/.installed
	touch $(SITE)/.nojekyll
	node tools/build_archive.mjs $(SITE)
	$(PYTHON) tools/build_sw.py $(SITE)

# The pattern databases (py/slidepuzzle/tables/, committed): deterministic; tens of minutes
# (the latest build's times per shape: docs/solver.md, tools/pdb_build.json). One shape alone:
# `make pdb SHAPES=5x5`; PDB_JOBS=N builds N patterns at a time.
pdb: $(VENV)/.installed
	$(PY) -m pip install --quiet -e '.[pdb]'
	$(PY) tools/build_pdb.py $(SHAPES)

bench: setup site
	$(PY) tests/bench.py

# ruff, then mypy on what [tool.mypy] in pyproject.toml lists (the core, strict).
lint: $(VENV)/.installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

format: $(VENV)/.installed
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

clean:
	rm -rf $(VENV) node_modules $(VENDOR) $(SITE) .pytest_cache .ruff_cache .hypothesis
