#!/usr/bin/env bash
# Installs every tool Sherwood needs on a fresh Debian machine that has rustup.
# Each step is skipped when the right version is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
WASM_SPLIT_VERSION=0.2.4
say() { printf '\033[1;32m[setup]\033[0m %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi

if rustup target list --installed | grep -q '^wasm32-unknown-unknown$'; then
  say "wasm32 target: present"
else
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if command -v trunk >/dev/null && trunk --version | grep -q "$TRUNK_VERSION"; then
  say "trunk $TRUNK_VERSION: present"
else
  say "compiling trunk $TRUNK_VERSION (several minutes on a fresh machine)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -q "$WASM_BINDGEN_VERSION"; then
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: present"
else
  say "compiling wasm-bindgen-cli $WASM_BINDGEN_VERSION (several minutes on a fresh machine)"
  # Not --locked: its lockfile names a crate version the registry mirror lacks.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# Cuts the app's wasm into the shell and one module per game (scripts/shims/wasm-bindgen).
if command -v wasm-split-cli >/dev/null && [ -f "$HOME/.cargo/.crates.toml" ] \
  && grep -q "^\"wasm_split_cli_support $WASM_SPLIT_VERSION " "$HOME/.cargo/.crates.toml"; then
  say "wasm-split-cli (wasm_split_cli_support $WASM_SPLIT_VERSION): present"
else
  say "compiling wasm-split-cli (wasm_split_cli_support $WASM_SPLIT_VERSION, a few minutes on a fresh machine)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
command -v gzip >/dev/null || missing+=(gzip)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
else
  say "chromium, chromium-driver: present"
fi

# npm packages: wasm-opt (binaryen; Debian's is too old for wasm-bindgen's
# reference types) and playwright-core, which drives Debian's Chromium.
for dir in tools tests; do
  if [ -d "$dir/node_modules" ] && [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
    say "npm packages in $dir/: present"
  else
    say "installing npm packages in $dir/"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
done

say "fetching crates"
cargo fetch --quiet
say "tools ready"
