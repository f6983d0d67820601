#!/usr/bin/env bash
# Build the images the compose stack names, here, where no image registry is reachable:
# the Discreet image itself on the debootstrap base, and stand-ins for PostgreSQL+pgvector,
# Redis and an S3-compatible store (scripts/images/). Tags match compose.yaml's defaults for
# a local run (see `make image-smoke`). Usage: scripts/local-images.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
base="discreet-base:bookworm"
"$here/docker-engine.sh"
"$here/base-image.sh" "$base"
build() {  # tag context [dockerfile]
  docker build --quiet --network host --build-arg "BASE_IMAGE=$base" -t "$1" \
    ${3:+-f "$3"} "$2" >/dev/null
}
build discreet-postgres:local "$here/images/postgres"
build discreet-redis:local "$here/images/redis"
build discreet-s3:local "$here/images/s3"
build discreet:local "$root"
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E '^discreet' || true
