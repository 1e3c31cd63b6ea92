#!/usr/bin/env bash
# Installs the Debian packages the server tests need: PostgreSQL 15 (the archive suite and the
# watcher handover), Redis and nginx (the scale tests: instances sharing Redis behind nginx).
# Idempotent: does nothing when they are there. Output goes to stderr. Needs root to install.
set -euo pipefail
{
  missing=()
  if [ ! -x /usr/lib/postgresql/15/bin/initdb ] || [ ! -x /usr/lib/postgresql/15/bin/pg_ctl ]; then missing+=(postgresql); fi
  if [ ! -x /usr/bin/redis-server ] || [ ! -x /usr/bin/redis-cli ]; then missing+=(redis-server); fi
  if [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "test packages: postgresql 15, redis-server and nginx present"
    exit 0
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "test packages: ${missing[*]} missing and installing needs root (apt-get install -y --no-install-recommends ${missing[*]})"
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
} >&2
