#!/usr/bin/env bash
# Runs every test layer: native tests of every crate (rules, kernel, CLI),
# the release build of the site, and the browser end-to-end tests.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
"$ROOT/scripts/setup.sh"

step() { printf '\n\033[1;34m[test]\033[0m %s\n' "$*"; }

step "formatting and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "native tests of every crate"
cargo test --workspace

step "release build of the site (trunk build --release --offline)"
trunk build --release --offline
for f in dist/*.wasm dist/v/*/*.wasm; do
  echo "release wasm: $(stat -c %s "$f") bytes, $(gzip -9 -c "$f" | wc -c) bytes gzipped"
done

step "test build that can panic on demand, for the crash page's browser test (dist-crash/)"
trunk build --release --offline --features crash-test --dist dist-crash

step "browser end-to-end tests (headless Chromium)"
(cd tests && npm test)
