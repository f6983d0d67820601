#!/usr/bin/env bash
# Start a Docker engine for the image checks, installing Debian's docker.io first if needed.
# The engine makes no bridge and touches no firewall: containers use the host's network, so
# nothing leaves loopback. Idempotent: an engine already answering is left as it is.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/apt-install.sh" docker.io debootstrap
if docker info >/dev/null 2>&1; then
  exit 0
fi
log="${DOCKERD_LOG:-/tmp/discreet-dockerd.log}"
nohup dockerd --bridge=none --iptables=false --ip6tables=false >"$log" 2>&1 &
for _ in $(seq 1 60); do
  docker info >/dev/null 2>&1 && exit 0
  sleep 1
done
echo "dockerd did not start; its log:" >&2
tail -n 30 "$log" >&2
exit 1
