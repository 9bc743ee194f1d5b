// The bots' Web Worker in the built site: asks it for moves at every level on
// real positions and prints search iterations per second and milliseconds per
// move in wasm for each game, beside `sherwood bench-bot GAME LEVEL` natively.
// A benchmark, not a timed test: it fails only if the worker cannot answer
// or answers an action that is not legal.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, GAMES, url, browser } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = Object.fromEntries(
  GAMES.map((g) => [g, JSON.parse(fs.readFileSync(path.join(here, `../fixtures/${g}-bot-views.json`), "utf8"))]),
);
const views = fixtures.locksley;

serveSite();

for (const game of Object.keys(fixtures)) test(`the bots' worker answers legal ${game} moves at every level`, async () => {
  const views = fixtures[game];
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  const rows = await page.evaluate(async ([game, views]) => {
    // The page constructs the worker as src/table/bot.rs does, from its build's folder.
    const worker = new Worker(`v/${document.querySelector("meta[name=sherwood-build]").content}/worker_loader.js`);
    const replies = [];
    let wake = null;
    worker.onmessage = (e) => {
      replies.push(e.data);
      if (wake) wake();
    };
    const next = async () => {
      while (replies.length === 0) await new Promise((r) => (wake = r));
      return replies.shift();
    };
    const ready = await next();
    if (!ready.ready) throw new Error("no ready message: " + JSON.stringify(ready));
    const rows = [];
    let id = 0;
    for (const level of ["easy", "normal", "hard"]) {
      for (const [name, view] of Object.entries(views)) {
        const t0 = performance.now();
        worker.postMessage({ id: ++id, game, view: JSON.stringify(view.view), level, seed: id });
        const reply = await next();
        rows.push({ level, name, wall: performance.now() - t0, ...reply });
      }
    }
    worker.terminate();
    return rows;
  }, [game, views]);
  for (const level of ["easy", "normal", "hard"]) {
    const rs = rows.filter((r) => r.level === level);
    const iterations = rs.reduce((s, r) => s + r.iterations, 0);
    const millis = rs.reduce((s, r) => s + r.millis, 0);
    const worst = Math.max(...rs.map((r) => r.wall));
    console.log(
      `${game} bot '${level}' (wasm): ${(iterations / (millis / 1000)).toFixed(0)} iterations/s, ` +
        `${(millis / rs.length).toFixed(0)} ms per move on average, ${worst.toFixed(0)} ms at worst (round trip)\n  ` +
        rs.map((r) => `${r.name}: ${r.action} (${r.iterations} iterations, ${r.millis.toFixed(0)} ms)`).join("; "),
    );
  }
  for (const r of rows) {
    assert.equal(r.error, undefined, `${r.level} ${r.name}: ${r.error}`);
    const legal = views[r.name].legal;
    assert.ok(legal.includes(r.action), `${r.level} ${r.name}: ${r.action} not in ${legal}`);
    assert.ok(r.iterations > 0);
  }
  assert.deepEqual(errors, []);
});

test("the worker refuses a view that is not the seat to move's", async () => {
  const { page } = await newPage(browser);
  await page.goto(url);
  const reply = await page.evaluate(async (view) => {
    const worker = new Worker(`v/${document.querySelector("meta[name=sherwood-build]").content}/worker_loader.js`);
    const replies = [];
    await new Promise((resolve) => {
      worker.onmessage = (e) => {
        replies.push(e.data);
        if (e.data.ready) worker.postMessage({ id: 7, game: "locksley", view, level: "easy" });
        else resolve();
      };
    });
    worker.terminate();
    return replies[1];
  }, JSON.stringify({ ...views.late.view, viewer: { Seat: 1 - views.late.view.current }, legal: [] }));
  assert.equal(reply.id, 7);
  assert.match(reply.error, /not that of the seat to move/);
});
