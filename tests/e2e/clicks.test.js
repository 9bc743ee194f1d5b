// Click → updated screen in every game: a hot-seat game of each, played by
// random clicks on what the page offers (the flip screen's button, the
// board's highlighted targets, the prompt bar's buttons), each click timed
// from its dispatch to the next frame after the update. Prints the median
// and p95 per game, the best of three runs (a benchmark, not a timed
// assertion).
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, seedRandom, clickCosts, clickable, GAMES, newGame, url, browser } from "./helpers.js";

serveSite();

/// What a player may click, the flip screen's button first (it covers the rest).
const OPTIONS = ["[data-testid=curtain-ready]", "svg g.target", "[data-testid=prompt] .prompt-actions button:not(.undo):not([disabled])"];

/// How many clicks each game is timed over, at either speed: enough that a
/// p95 is not just the first few, when the page's code has not yet been
/// compiled for speed (at CPU ×4 those cost 50-100 ms; over 60 clicks they
/// were the three slowest), and that the log grows long.
const CLICKS = 150;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/// Times `clicks` random clicks of a hot-seat game of `game`, the CPU `cpu`
/// times slower: [clicks timed, median and p95 to the next frame, median and
/// p95 of the page's work] in ms; and a click that changes nothing (on the
/// page's body), the frame's wait alone, p95.
async function timeClicks(game, cpu, clicks) {
  const { page, errors } = await newPage(browser);
  await seedRandom(page, 3);
  await newGame(page, url, game);
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
  const works = [];
  for (let step = 0; step < clicks; step++) {
    const choices = await clickable(page, OPTIONS);
    if (!choices.length && (await page.getByTestId("end-screen").count()) > 0) break;
    assert.ok(choices.length > 0, `${game}: nothing to click at click ${step}`);
    const [sel, i] = choices[random(choices.length)];
    const { frame, work } = await clickCosts(page, sel, i);
    times.push(frame);
    works.push(work);
  }
  const idle = [];
  for (let k = 0; k < 20; k++) idle.push((await clickCosts(page, "body", 0)).frame);
  assert.deepEqual(errors, [], `${game}: console errors`);
  await page.context().close();
  for (const list of [times, works, idle]) list.sort((a, b) => a - b);
  return [times.length, quantile(times, 0.5), quantile(times, 0.95), quantile(works, 0.5), quantile(works, 0.95), quantile(idle, 0.95)];
}

/// How many times each game's clicks are timed, at either speed. This
/// machine is shared: another's work can slow a whole run (its median too),
/// so each game is timed in three runs, spread over the test, and its best
/// run is its figure, as for the playouts (`bench.test.js`); every run's p95
/// is printed beside it.
const RUNS = 3;

test("click to updated screen in every game", async () => {
  // On this machine, then on a phone-speed CPU (the same clicks).
  for (const cpu of [1, 4]) {
    const runs = GAMES.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [g, game] of GAMES.entries()) runs[g].push(await timeClicks(game, cpu, CLICKS));
    }
    // To the next frame (the frame's own wait included: a click that
    // changes nothing, p95), and the page's work: the run with the lowest
    // p95 to the next frame, then every run's.
    console.log(`CPU ×${cpu}: game        clicks   frame median   p95   work median   p95   no-op p95   every run's p95 (ms)`);
    const f = (x, w) => x.toFixed(1).padStart(w);
    for (const [g, game] of GAMES.entries()) {
      const [n, median, p95, workMedian, workP95, idle] = runs[g].reduce((a, b) => (b[2] < a[2] ? b : a));
      const every = runs[g].map((r) => r[2].toFixed(1)).join(", ");
      console.log(`CPU ×${cpu}: ${game.padEnd(10)} ${String(n).padStart(7)} ${f(median, 14)} ${f(p95, 5)} ${f(workMedian, 13)} ${f(workP95, 5)} ${f(idle, 11)}   ${every}`);
    }
    assert.equal(runs.flat().length, GAMES.length * RUNS);
  }
});
