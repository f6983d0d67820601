#!/usr/bin/env bash
# Install Debian packages the slow checks need, once: `scripts/apt-install.sh PKG...`.
# Does nothing when every package is already installed; needs root (CI and the dev
# machines run as root).
set -euo pipefail
missing=()
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "not root: not installing ${missing[*]} (tests that need them skip, outside CI)" >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
