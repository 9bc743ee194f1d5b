# Sourced by the scripts: puts the project's own tools first on PATH, the
# wasm-bindgen shim (scripts/shims: splits the app's wasm per game) before all.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/scripts/shims:$ROOT/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
