#!/usr/bin/env bash
# Mutation testing of one game's rules crate: cargo-mutants changes the rules
# code one small edit at a time and runs the crate's tests on each; a mutant
# that no test catches is a rule change the tests would let through.
#
#   scripts/mutants.sh GAME [cargo-mutants options…]
#
# GAME is a game's crate, crates/GAME (sherwood-GAME). The report goes to
# target/mutants/GAME/mutants.out (caught.txt, missed.txt, unviable.txt,
# timeout.txt, outcomes.json). Useful options: --shard K/N (a sample: the
# K-th of N round-robin slices), -j N (parallel builds), --iterate (only the
# mutants that were missed last time, after adding tests).
#
# Only the rule modules are mutated: not the tests, the command line, the
# wording, the logs, the seat views or the determinizer (they decide no move),
# nor each crate's `position` builders (hand-made test positions that bypass
# the rules on purpose).
# The slow property harnesses (thousands of random games, secret pairs,
# determinizer soaks) are skipped; each mutant runs the rules tests.
#
# Not part of scripts/test.sh: on two cores a whole crate takes hours (see the
# figures in each crate's STATUS.md).
#
#   scripts/mutants.sh GAME --resume [cargo-mutants options…]
#
# goes on with a run that an earlier checkout left unfinished: the mutants
# already caught (timeouts included) or unviable are kept in the repository,
# crates/GAME/mutants-done.txt, since target/ does not outlive a checkout;
# --resume runs --iterate from that list, and every run adds to it what it
# caught. A mutant is named by its file, line and column: one whose line an
# edit moved is tested again.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"

game="${1:?usage: scripts/mutants.sh GAME [cargo-mutants options], GAME a game crate under crates/}"
shift
[ -d "crates/$game" ] || { echo "no crate crates/$game" >&2; exit 2; }

version=27.1.0
if ! cargo mutants --version 2>/dev/null | grep -q "$version"; then
  cargo install cargo-mutants --locked --version "$version"
fi

# cargo-mutants tests a copy of the tree in /tmp: the rulebook tests find
# ../shared through this instead.
export SHERWOOD_SHARED="$ROOT/../shared"

out="$ROOT/target/mutants/$game"
mkdir -p "$out"
done_list="crates/$game/mutants-done.txt"
args=()
for a in "$@"; do
  if [ "$a" = --resume ]; then
    mkdir -p "$out/mutants.out"
    [ -f "$done_list" ] && cp "$done_list" "$out/mutants.out/previously_caught.txt"
    args+=(--iterate)
  else
    args+=("$a")
  fi
done

# Test names (substrings) of the slow harnesses, every game's, and a game's
# own in crates/GAME/mutants-skip.txt (one a line, # for comments).
# The bots' own tests too: their heuristics are not mutated (bot.rs), and a
# search test can take half a minute.
skips=(--skip soak --skip tests::random:: --skip tests::secrets:: --skip logs_never_tell
       --skip tests::determinize:: --skip determinized_states --skip print_ --skip bot::tests::)
if [ -f "crates/$game/mutants-skip.txt" ]; then
  while read -r name; do
    case "$name" in ''|'#'*) ;; *) skips+=(--skip "$name") ;; esac
  done < "crates/$game/mutants-skip.txt"
fi

# What this run (and those it went on from) caught or found unviable joins
# the list, at its end or when it is stopped.
keep_done() {
  local list=() f
  for f in caught previously_caught timeout unviable; do
    [ -f "$out/mutants.out/$f.txt" ] && list+=("$out/mutants.out/$f.txt")
  done
  [ ${#list[@]} -gt 0 ] || return 0
  [ -f "$done_list" ] && list+=("$done_list")
  cat "${list[@]}" | LC_ALL=C sort -u > "$done_list.new"
  mv "$done_list.new" "$done_list"
  echo "$(wc -l < "$done_list") mutants caught or unviable so far: $done_list" >&2
}
trap keep_done EXIT
trap 'exit 130' INT TERM

cargo mutants \
  --package "sherwood-$game" \
  --profile mutants \
  --exclude '**/tests/**' --exclude cli.rs --exclude wording.rs --exclude log.rs \
  --exclude view.rs --exclude determinize.rs --exclude bench.rs --exclude bot.rs \
  --exclude-re '(^|[^a-z_])position::' \
  --output "$out" \
  "${args[@]}" \
  -- --tests -- "${skips[@]}"
