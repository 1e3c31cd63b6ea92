#!/usr/bin/env bash
# Installs the Debian packages the server tests need (PostgreSQL 15 for the archive suite).
# Idempotent: does nothing when they are there. Output goes to stderr. Needs root to install.
set -euo pipefail
{
  if [ -x /usr/lib/postgresql/15/bin/initdb ] && [ -x /usr/lib/postgresql/15/bin/pg_ctl ]; then
    echo "test packages: postgresql 15 present"
    exit 0
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "test packages: postgresql 15 is missing and installing it needs root (apt-get install -y postgresql)"
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends postgresql
} >&2
