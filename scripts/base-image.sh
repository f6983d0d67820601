#!/usr/bin/env bash
# Build the local base image the image checks use in place of the public Python image (no
# image registry is reachable here): Debian bookworm from Debian's archive with debootstrap,
# plus Python 3.11 (bookworm's python3), imported with `docker import`.
# Usage: scripts/base-image.sh [TAG]   (default discreet-base:bookworm). Idempotent.
set -euo pipefail
tag="${1:-discreet-base:bookworm}"
if docker image inspect "$tag" >/dev/null 2>&1; then
  exit 0
fi
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
root="$(mktemp -d /tmp/discreet-rootfs.XXXXXX)"
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase --include=python3,python3-venv,ca-certificates \
  bookworm "$root" "$mirror" >/dev/null
# What a base image needs no more of: package lists, caches, docs.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/locale/*
# This machine reaches the package registries through its own certificate authorities:
# the base trusts what the host trusts, and pip is told to use that bundle (the public
# Python image needs neither).
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
tar -C "$root" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["python3"]' - "$tag" >/dev/null
echo "built $tag"
