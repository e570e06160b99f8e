#!/usr/bin/env bash
# Sets up a fresh Debian machine for Mnemo: system packages, npm packages, build.
# Safe to run again; it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# haproxy and redis-server: the reverse proxy and the optional shared store of the
# scale-out tests, which start their own on free 127.0.0.1 ports (tests/support/).
DEBS=(chromium espeak-ng pocketsphinx pocketsphinx-en-us pocketsphinx-testdata ffmpeg sox haproxy redis-server)
missing=()
for p in "${DEBS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# NOTE: `npm install`, not `npm ci`: this machine kind's npmrc sets
# omit-lockfile-registry-resolved, under which npm never records other platforms'
# optional packages in the lock, and `npm ci` then refuses the lock as out of sync.
# `npm install` installs the locked versions all the same.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

if [ "${1:-}" != "--no-build" ]; then
  npm run build
fi

# The test path (`--no-build`, as the README's test command and .ci/run use it) also
# installs the outside services the tests start themselves: moto, the S3 test server,
# and Synapse, the Matrix homeserver of the Matrix tests (its own virtualenv).
if [ "${1:-}" = "--no-build" ] || [ -n "${CI:-}" ]; then
  bash scripts/test-services.sh >/dev/null
  bash scripts/synapse.sh >/dev/null
fi
