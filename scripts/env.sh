# Sourced by the scripts: puts the project's own tools first on PATH.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
