#!/usr/bin/env bash
# Installs the Debian packages the server tests need: PostgreSQL 15 (the archive suite and the
# watcher handover), Redis and nginx (the scale tests: instances sharing Redis behind nginx), and
# podman with runc, podman-compose and debootstrap (the packaging tests build and run the image and
# the compose deployment), and systemd for `systemd-analyze verify` of the unit (only the tool is
# used: nothing is started under systemd). Idempotent: does nothing when they are there. Output goes to stderr.
# Needs root to install.
set -euo pipefail
{
  missing=()
  if [ ! -x /usr/lib/postgresql/15/bin/initdb ] || [ ! -x /usr/lib/postgresql/15/bin/pg_ctl ]; then missing+=(postgresql); fi
  if [ ! -x /usr/bin/redis-server ] || [ ! -x /usr/bin/redis-cli ]; then missing+=(redis-server); fi
  if [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
  if ! command -v podman >/dev/null; then missing+=(podman); fi
  if ! command -v runc >/dev/null; then missing+=(runc); fi
  if ! command -v podman-compose >/dev/null; then missing+=(podman-compose); fi
  # Service names resolve between compose containers only with this CNI plugin (podman 4.3's default backend).
  if [ ! -x /usr/lib/cni/dnsname ]; then missing+=(golang-github-containernetworking-plugin-dnsname); fi
  if ! command -v debootstrap >/dev/null; then missing+=(debootstrap); fi
  if ! command -v systemd-analyze >/dev/null; then missing+=(systemd); fi
  if [ "${#missing[@]}" -ne 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "test packages: ${missing[*]} missing and installing needs root (apt-get install -y --no-install-recommends ${missing[*]})"
      exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
  fi
  echo "test packages: postgresql 15, redis-server, nginx, podman, runc, podman-compose (with dnsname), debootstrap, systemd-analyze present"

  # crun (podman's default runtime) refuses a kernel with hybrid cgroups, and a sandbox without
  # CAP_SYS_RESOURCE cannot raise the nofile/nproc limits podman asks for by default: runc and
  # limits below the hard ones make podman work there, and change nothing where it already did.
  conf=/etc/containers/containers.conf
  if [ "$(id -u)" -eq 0 ] && ! grep -qs '^runtime = "runc"' "$conf"; then
    mkdir -p /etc/containers
    if [ -s "$conf" ]; then
      echo "test packages: $conf exists without runtime = \"runc\"; leaving it as it is"
    else
      cat >"$conf" <<'CONF'
[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]

[engine]
runtime = "runc"
CONF
      echo "test packages: wrote $conf (runc, nofile/nproc 4096)"
    fi
  fi
} >&2
