#!/usr/bin/env bash
# Installs the outside services the tests start themselves, into the project's own
# folders (nothing system-wide but Debian's python3-venv when it is missing):
#   moto (S3 wire-format server, from PyPI) in a virtualenv at .cache/test-venv/.
# Prints the virtualenv's python. Safe to run again; it skips what is already there.
# storage.test.ts runs `<venv>/bin/python -m moto.server -H 127.0.0.1 -p <free port>`.
set -euo pipefail
cd "$(dirname "$0")/.."

MOTO_VERSION=5.2.5
VENV=.cache/test-venv
# Debian's python3 (the image's); another python3 on PATH (pyenv) works too.
PY="${TEST_PYTHON:-python3}"

if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "import moto, sys; sys.exit(moto.__version__ != '$MOTO_VERSION')" 2>/dev/null; then
  echo "$PWD/$VENV/bin/python"
  exit 0
fi

# Debian splits venv/ensurepip into python3-venv; without it `python3 -m venv` fails.
if ! command -v "$PY" >/dev/null || ! "$PY" -c "import ensurepip, venv" 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing Debian packages: python3 python3-venv" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3 python3-venv >/dev/null
  command -v "$PY" >/dev/null || PY=/usr/bin/python3
fi

rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
"$PY" -m venv "$VENV" >&2
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "moto[server]==$MOTO_VERSION" >&2
echo "$PWD/$VENV/bin/python"
