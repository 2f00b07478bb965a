#!/usr/bin/env bash
# Browser tests drive Debian's chromium; install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "chromium is missing: run 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
echo "installing chromium (Debian package)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
