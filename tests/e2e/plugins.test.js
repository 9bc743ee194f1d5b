// A game is a plug-in: the files outside a game's own places that name a
// game, counted and printed (#24's figure), and held to the few one-line
// lists that must. No browser: it reads the project's files.
//
// A game's own places: its crate (crates/<game>/), its UI folder
// (src/games/<game>/), its texts (i18n/<lang>/<game>.txt, <game>-*.txt,
// rules-<game>.txt). Not counted: recorded games (tests/fixtures/), the
// documentation (*.md), Cargo.lock (written by Cargo), comment lines. Tests
// are counted apart: a test may take one game as its example.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { GAMES } from "./helpers.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/// Where the app and its build must name every game, one line each: the
/// workspace's members, the registry (its crate's dependencies and its list),
/// the app's game list, each game's stylesheet in index.html; and the kernel's
/// record of the one game whose format-1 saves need an option read in.
const LISTS = [
  "Cargo.toml",
  "crates/registry/Cargo.toml",
  "crates/registry/src/lib.rs",
  "src/games/mod.rs",
  "index.html",
  "crates/engine/src/save.rs",
];

const any = GAMES.join("|");
const own = [
  ...GAMES.flatMap((g) => [`^crates/${g}/`, `^src/games/${g}/`, `^i18n/[a-z]+/(${g}|rules-${g}|${g}-[a-z-]+)\\.txt$`]),
].map((p) => new RegExp(p));
const ignored = (f) => f.startsWith("tests/fixtures/") || f.endsWith(".md") || f === "Cargo.lock" || !/\.(rs|js|mjs|toml|html|css|txt|sh|json|webmanifest)$/.test(f);
const isTest = (f) => f.startsWith("tests/") || /^crates\/[a-z-]+\/tests\//.test(f) || f.endsWith("/tests.rs");
// A game's id as a word; not an HTML <legend> element. In CSS, only as a
// class or a name (".legend", "skirmish-…"): `legend` alone is the element.
const word = new RegExp(`(?<![a-z0-9_<])(?<!</)(${any})(?![a-z0-9_>])`, "i");
const cssWord = new RegExp(`[.\\-"](${any})(?![a-z0-9_])`, "i");
const comment = /^\s*(\/\/|#|\*|\/\*|<!--)/;
// Cargo's [dev-dependencies] are the tests'.
const testSection = /^\s*\[(dev-dependencies|\[test\]\])/;

function naming() {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  const found = { code: [], tests: [] };
  for (const f of files) {
    if (ignored(f) || own.some((r) => r.test(f)) || !fs.existsSync(path.join(ROOT, f))) continue;
    const rx = f.endsWith(".css") ? cssWord : word;
    let code = 0, tests = 0, inTests = false;
    for (const line of fs.readFileSync(path.join(ROOT, f), "utf8").split("\n")) {
      if (f.endsWith(".toml") && /^\s*\[/.test(line)) inTests = testSection.test(line);
      if (comment.test(line) || !rx.test(line)) continue;
      if (isTest(f) || inTests) tests++;
      else code++;
    }
    if (code) found.code.push([f, code]);
    if (tests) found.tests.push([f, tests]);
  }
  return found;
}

test("a game is a plug-in: only the one-line lists name a game outside its own places", () => {
  const { code, tests } = naming();
  console.log(`files outside a game's own places that name a game: ${code.length} in the app and its build, ${tests.length} tests`);
  console.log(`  app and build: ${code.map(([f, n]) => `${f} (${n})`).join(", ")}`);
  console.log(`  tests: ${tests.map(([f, n]) => `${f} (${n})`).join(", ")}`);
  assert.ok(GAMES.length >= 4);
  const extra = code.map(([f]) => f).filter((f) => !LISTS.includes(f));
  assert.deepEqual(extra, [], "these files name a game: a game's things go in its own places, a list is derived from the one list");
});
