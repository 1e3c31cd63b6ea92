#!/usr/bin/env bash
# Builds the repository's Dockerfile for the packaging tests on the local stand-ins of the official
# base images (scripts/container-bases/build.sh), as localhost/chainboard:packaging-test. podman's
# layer cache makes a second build with unchanged sources take seconds, so CI builds it in a step
# of its own (timed there) and the tests' own call reuses it. Docker format: OCI images drop
# HEALTHCHECK. Prints KEY=value lines on stdout: the base images, then CHAINBOARD_IMAGE.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
image=localhost/chainboard:packaging-test
bases="$("$root/scripts/container-bases/build.sh")"
node_image="$(sed -n 's/^NODE_IMAGE=//p' <<<"$bases")"
echo "packaging: building $image on $node_image" >&2
commit="$(git -C "$root" rev-parse HEAD 2>/dev/null || true)"
podman build --quiet --format docker --build-arg "NODE_IMAGE=$node_image" --build-arg "CHAINBOARD_COMMIT=$commit" \
  -t "$image" "$root" >/dev/null
echo "$bases"
echo "CHAINBOARD_IMAGE=$image"
