#!/usr/bin/env bash
# Azurite, the Azure Storage emulator (npm package `azurite`), for the Azure Blob tests and
# for trying DISCREET_BLOB_BACKEND=azure locally.
#
#   scripts/azurite.sh install             install it under .venv/azurite (idempotent)
#   scripts/azurite.sh run PORT DATA_DIR   install if needed, then run the blob service on
#                                          127.0.0.1:PORT in the foreground, data in DATA_DIR
#
# Needs node and npm (the npm registry); exits 3 with a message when either is missing.
set -euo pipefail

VERSION="${AZURITE_VERSION:-3.35.0}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PREFIX="${AZURITE_PREFIX:-$ROOT/.venv/azurite}"
BIN="$PREFIX/node_modules/.bin/azurite-blob"

need() {
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "azurite.sh: node and npm are needed (e.g. apt-get install nodejs npm)" >&2
    exit 3
  fi
}

install() {
  need
  if [ -x "$BIN" ] && [ "$(cat "$PREFIX/.version" 2>/dev/null)" = "$VERSION" ]; then
    return 0
  fi
  mkdir -p "$PREFIX"
  npm install --prefix "$PREFIX" --no-audit --no-fund --silent "azurite@$VERSION" >&2
  echo "$VERSION" >"$PREFIX/.version"
}

case "${1:-}" in
  install)
    install
    ;;
  run)
    [ $# -eq 3 ] || { echo "usage: $0 run PORT DATA_DIR" >&2; exit 2; }
    install
    mkdir -p "$3"
    exec "$BIN" --blobHost 127.0.0.1 --blobPort "$2" --location "$3" --silent \
      --skipApiVersionCheck --disableProductStyleUrl
    ;;
  *)
    echo "usage: $0 install | run PORT DATA_DIR" >&2
    exit 2
    ;;
esac
