// Prints every game's random-playout rate in wasm, in the bots' worker (as
// the page's #/bench runs it), beside the native one (`sherwood bench GAME`,
// built here in release), each the best of three runs. A benchmark, not a
// timed test: it fails only if a game is missing or a page cannot run it.
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

/// `game`'s native rate, over `seconds`.
const nativeRate = (game, seconds) =>
  rate(execFileSync("cargo", ["run", "--release", "--quiet", "-p", "sherwood-cli", "--", "bench", game, "--seconds", String(seconds)], { cwd: ROOT, encoding: "utf8" }), game);

/// `game`'s rate in a bots' worker of the page's own build, over `seconds`:
/// the request #/bench makes (src/bin/worker.rs), one game at a time.
const workerRate = async (page, game, seconds) => {
  const reply = await page.evaluate(
    async ([game, seconds]) => {
      const src = [...performance.getEntriesByType("resource")].map((e) => e.name).find((n) => n.endsWith("/worker_loader.js"));
      window.benchWorker ??= await new Promise((ok) => {
        const w = new Worker(src);
        w.onmessage = (e) => e.data?.ready && ok(w);
      });
      return new Promise((ok) => {
        window.benchWorker.onmessage = (e) => ok(e.data.report ?? e.data.error);
        window.benchWorker.postMessage({ id: 1, bench: game, seconds });
      });
    },
    [game, seconds],
  );
  return rate(reply, game);
};

test("random playouts of every game in wasm, beside native", { timeout: 600_000 }, async () => {
  // The registry's games, as the command line lists them.
  const listed = cli("bench", "no-such-game").stderr;
  const games = /games: ([^)]+)\)/.exec(listed)?.[1].split(", ");
  assert.ok(games?.length >= 2, listed);

  const { page, errors } = await newPage(browser);
  await page.goto(url + "#/bench");
  // The page runs every game in its worker.
  const pageRun = await wasmRates(page, games);
  for (const game of games) assert.ok(pageRun[game] > 0, `#/bench ran ${game}: ${pageRun[game]}`);
  // Then each game three times, in the worker and natively in turn, each
  // side's best run kept: this machine's speed drifts by a third within a
  // minute, and a slow spell on one side alone would stand for the ratio.
  const wasm = [{}, {}, {}];
  const native = [{}, {}, {}];
  for (const game of games) {
    for (let round = 0; round < 3; round++) {
      wasm[round][game] = await workerRate(page, game, 2);
      native[round][game] = nativeRate(game, 2);
    }
  }
  assert.deepEqual(errors, []);

  const lines = ["game        wasm games/s   native games/s   wasm/native   (every run: wasm; native)"];
  for (const game of games) {
    const [w, n] = [Math.max(...wasm.map((r) => r[game])), Math.max(...native.map((r) => r[game]))];
    assert.ok(w > 0, `${game} ran in wasm: ${wasm.map((r) => r[game])}`);
    assert.ok(n > 0, `${game} ran natively: ${native.map((r) => r[game])}`);
    const runs = `${wasm.map((r) => r[game]).join(", ")}; ${native.map((r) => r[game]).join(", ")}`;
    lines.push(`${game.padEnd(12)}${String(w).padStart(14)}${String(n).padStart(17)}${(w / n).toFixed(2).padStart(14)}   (${runs})`);
  }
  console.log(lines.join("\n"));
});
