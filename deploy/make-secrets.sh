#!/bin/sh
# Writes the secret files deploy/compose.yaml mounts (into deploy/secrets, or the directory given):
# a random PostgreSQL password, the DATABASE_URL that uses it, a random session secret, and an
# empty API key file (demo mode; put the key there and set API_KEY_FILE=/run/secrets/api_key to
# go live). Existing files are kept, so running it again changes nothing.
#
# Compose mounts file secrets as they are: the files must be readable by the image's user (uid
# 10001), so they are 0644 inside a directory only the owner may enter (0700).
set -eu
dir="${1:-$(dirname "$0")/secrets}"
mkdir -p "$dir"
chmod 700 "$dir"
random() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }
write() {
  if [ ! -e "$dir/$1" ]; then
    printf '%s' "$2" >"$dir/$1"
    chmod 644 "$dir/$1"
  fi
}
write postgres_password "$(random 24)"
write database_url "postgres://chainboard:$(cat "$dir/postgres_password")@postgres:5432/chainboard"
write session_secret "$(random 32)"
write api_key ""
echo "secrets in $dir: postgres_password database_url session_secret api_key"
