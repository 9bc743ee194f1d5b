#!/usr/bin/env bash
# Installs what is missing, builds the release site and serves it on
# http://127.0.0.1:8080 (Ctrl-C to stop).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
"$ROOT/scripts/setup.sh"
echo "[serve] building the release site (trunk build --release)"
trunk build --release --offline
echo "[serve] Sherwood is at http://127.0.0.1:8080/"
exec node "$ROOT/scripts/static-server.mjs" dist 8080
