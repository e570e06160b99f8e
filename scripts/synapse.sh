#!/usr/bin/env bash
# Installs Synapse (the Matrix homeserver the Matrix tests start themselves) from PyPI
# into its own virtualenv at .cache/synapse-venv/, pinned. Prints the virtualenv's
# python. Safe to run again; it skips what is already there. Wheels only: no compiler,
# no system packages besides python3-venv (scripts/test-services.sh installs it).
# tests/support/synapse.ts runs `<venv>/bin/python -m synapse.app.homeserver` on
# 127.0.0.1 (free port, SQLite, federation off) in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."

SYNAPSE_VERSION=1.163.2
VENV=.cache/synapse-venv
PY="${TEST_PYTHON:-python3}"

# The installed distribution's version: synapse.__version__ carries the git branch of the
# working directory when it is a git checkout ("1.163.2 (b=main,…)"), so comparing it
# reinstalled Synapse (≈ 80 s) on every run.
if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "import importlib.metadata as m, sys, synapse; sys.exit(m.version('matrix-synapse') != '$SYNAPSE_VERSION')" 2>/dev/null; then
  echo "$PWD/$VENV/bin/python"
  exit 0
fi

if ! command -v "$PY" >/dev/null || ! "$PY" -c "import ensurepip, venv" 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing Debian packages: python3 python3-venv" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3 python3-venv >/dev/null
  command -v "$PY" >/dev/null || PY=/usr/bin/python3
fi

started=$(date +%s)
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
"$PY" -m venv "$VENV" >&2
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "matrix-synapse==$SYNAPSE_VERSION" >&2
echo "Synapse $SYNAPSE_VERSION installed in $(( $(date +%s) - started )) s" >&2
echo "$PWD/$VENV/bin/python"
