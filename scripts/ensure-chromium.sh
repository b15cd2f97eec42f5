#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it on a fresh machine (as root) when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at /usr/bin/chromium; install Debian's chromium package." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core fonts-liberation >/dev/null
