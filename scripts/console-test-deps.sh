#!/usr/bin/env bash
# What `make console-test` needs beyond the project's own install, fetched once:
#   - Debian's chromium and chromium-driver (the headless browser and its WebDriver);
#   - the [console-test] extra (Selenium, from PyPI) into the project's venv;
#   - axe-core (the accessibility checker) from the npm registry, unpacked under
#     .cache/console-test/ (the test injects axe.min.js into each page).
# Usage: scripts/console-test-deps.sh [VENV_PYTHON]   (default .venv/bin/python)
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${1:-.venv/bin/python}"
AXE_VERSION="4.10.3"
CACHE=".cache/console-test"

missing=()
for pkg in chromium chromium-driver; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"$PY" -c "import selenium" 2>/dev/null || "$PY" -m pip install --quiet -e '.[console-test]'

if [ ! -f "$CACHE/axe.min.js" ]; then
  mkdir -p "$CACHE"
  tarball="$(cd "$CACHE" && npm pack --silent "axe-core@$AXE_VERSION")"
  tar -xzf "$CACHE/$tarball" -C "$CACHE" package/axe.min.js
  mv "$CACHE/package/axe.min.js" "$CACHE/axe.min.js"
  rm -rf "$CACHE/package" "$CACHE/$tarball"
fi
