// Prints every game's random-playout rate in wasm (#/bench) beside the native
// one (`sherwood bench GAME`, built here in release). A benchmark, not a timed
// test: it fails only if a game is missing or a page cannot run it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, url, browser } from "./helpers.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cli = (...args) =>
  spawnSync("cargo", ["run", "--release", "--quiet", "-p", "sherwood-cli", "--", ...args], { cwd: ROOT, encoding: "utf8" });

serveSite();

const rate = (report, game) => Number(new RegExp(`^${game} \\((?:wasm|native)\\):[^\\n]*\\n\\s+(\\d+) games/s`, "m").exec(report)?.[1]);

test("random playouts of every game in wasm, beside native", { timeout: 600_000 }, async () => {
  // The registry's games, as the command line lists them.
  const listed = cli("bench", "no-such-game").stderr;
  const games = /games: ([^)]+)\)/.exec(listed)?.[1].split(", ");
  assert.ok(games?.length >= 2, listed);

  const { page, errors } = await newPage(browser);
  await page.goto(url + "#/bench");
  await page.getByTestId("run-bench").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=bench-result]").dataset.done === "true", null, { timeout: 120_000 });
  const wasm = await page.getByTestId("bench-result").innerText();
  assert.deepEqual(errors, []);

  const lines = ["game        wasm games/s   native games/s   wasm/native"];
  for (const game of games) {
    const native = execFileSync("cargo", ["run", "--release", "--quiet", "-p", "sherwood-cli", "--", "bench", game, "--seconds", "2"], { cwd: ROOT, encoding: "utf8" });
    const [w, n] = [rate(wasm, game), rate(native, game)];
    assert.ok(w > 0, `${game} ran in wasm:\n${wasm}`);
    assert.ok(n > 0, `${game} ran natively:\n${native}`);
    lines.push(`${game.padEnd(12)}${String(w).padStart(14)}${String(n).padStart(17)}${(w / n).toFixed(2).padStart(14)}`);
  }
  console.log(lines.join("\n"));
});
