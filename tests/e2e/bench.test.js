// Prints every game's random-playout rate in wasm (#/bench) beside the native
// one (`sherwood bench GAME`, built here in release), each the better of two
// runs. A benchmark, not a timed test: it fails only if a game is missing or
// a page cannot run it.
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

/// Every game's wasm rate, from one run of the `#/bench` page.
async function wasmRates(page, games) {
  await page.getByTestId("run-bench").click();
  const done = (d) => page.waitForFunction((d) => document.querySelector("[data-testid=bench-result]").dataset.done === d, d, { timeout: 120_000 });
  await done("false");
  await done("true");
  const report = await page.getByTestId("bench-result").innerText();
  return Object.fromEntries(games.map((g) => [g, rate(report, g)]));
}

/// Every game's native rate, one game after the other.
const nativeRates = (games) =>
  Object.fromEntries(
    games.map((g) => [g, rate(execFileSync("cargo", ["run", "--release", "--quiet", "-p", "sherwood-cli", "--", "bench", g, "--seconds", "2"], { cwd: ROOT, encoding: "utf8" }), g)]),
  );

test("random playouts of every game in wasm, beside native", { timeout: 600_000 }, async () => {
  // The registry's games, as the command line lists them.
  const listed = cli("bench", "no-such-game").stderr;
  const games = /games: ([^)]+)\)/.exec(listed)?.[1].split(", ");
  assert.ok(games?.length >= 2, listed);

  const { page, errors } = await newPage(browser);
  await page.goto(url + "#/bench");
  // Twice, wasm then native and native then wasm, each side's better run
  // kept: this machine's speed drifts, and a slow spell on one side alone
  // would stand for the ratio.
  const wasm = [await wasmRates(page, games)];
  const native = [nativeRates(games), nativeRates(games)];
  wasm.push(await wasmRates(page, games));
  assert.deepEqual(errors, []);

  const lines = ["game        wasm games/s   native games/s   wasm/native   (both runs: wasm; native)"];
  for (const game of games) {
    const [w, n] = [Math.max(...wasm.map((r) => r[game])), Math.max(...native.map((r) => r[game]))];
    assert.ok(w > 0, `${game} ran in wasm: ${wasm.map((r) => r[game])}`);
    assert.ok(n > 0, `${game} ran natively: ${native.map((r) => r[game])}`);
    const runs = `${wasm.map((r) => r[game]).join(", ")}; ${native.map((r) => r[game]).join(", ")}`;
    lines.push(`${game.padEnd(12)}${String(w).padStart(14)}${String(n).padStart(17)}${(w / n).toFixed(2).padStart(14)}   (${runs})`);
  }
  console.log(lines.join("\n"));
});
