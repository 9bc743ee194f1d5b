// Click → updated screen in every game: a hot-seat game of each, played by
// random clicks on what the page offers (the flip screen's button, the
// board's highlighted targets, the prompt bar's buttons), each click timed
// from its dispatch to the next frame after the update. Prints the median
// and p95 per game (a benchmark, not a timed assertion).
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, seedRandom, timedClick, GAMES, url, browser } from "./helpers.js";

serveSite();

/// What a player may click, the flip screen's button first (it covers the rest).
const OPTIONS = ["[data-testid=curtain-ready]", "svg g.target", "[data-testid=prompt] .prompt-actions button:not(.undo):not([disabled])"];

/// How many clicks each game is timed over, and at CPU ×4.
const CLICKS = 150;
const CLICKS_SLOW = 60;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/// Times `clicks` random clicks of a hot-seat game of `game`, the CPU `cpu`
/// times slower: [clicks timed, median, p95] in ms.
async function timeClicks(game, cpu, clicks) {
  const { page, errors } = await newPage(browser);
  await seedRandom(page, 3);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption(game);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  if (cpu > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  }
  let seed = 2024;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const times = [];
  for (let step = 0; step < clicks; step++) {
    if ((await page.getByTestId("end-screen").count()) > 0) break;
    const choices = [];
    for (const sel of OPTIONS) {
      const n = await page.locator(sel).count();
      for (let i = 0; i < n; i++) choices.push([sel, i]);
      if (sel === OPTIONS[0] && n) break;
    }
    assert.ok(choices.length > 0, `${game}: nothing to click at click ${step}`);
    const [sel, i] = choices[random(choices.length)];
    times.push(await timedClick(page, sel, i));
  }
  assert.deepEqual(errors, [], `${game}: console errors`);
  await page.context().close();
  times.sort((a, b) => a - b);
  return [times.length, quantile(times, 0.5), quantile(times, 0.95)];
}

test("click to updated screen in every game", async () => {
  // On this machine, then on a phone-speed CPU (the same first clicks).
  for (const [cpu, clicks] of [[1, CLICKS], [4, CLICKS_SLOW]]) {
    const rows = [];
    for (const game of GAMES) rows.push([game, ...(await timeClicks(game, cpu, clicks))]);
    console.log(`CPU ×${cpu}: game        clicks   median ms   p95 ms`);
    for (const [game, n, median, p95] of rows) {
      console.log(`CPU ×${cpu}: ${game.padEnd(10)} ${String(n).padStart(7)} ${median.toFixed(1).padStart(11)} ${p95.toFixed(1).padStart(8)}`);
    }
    assert.equal(rows.length, GAMES.length);
  }
});
