// One game open in two tabs: one tab plays it (it holds the game's Web Lock),
// the other follows and offers to play there instead. Moves made at the same
// moment in both, with or without computer seats: no move is ever replaced
// silently, and the computer plays in one tab only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, startGame, clickTarget, url, browser } from "./helpers.js";

serveSite();

/// Every write of a save this page makes: its revision and moves.
async function recordWrites(page) {
  await page.addInitScript(() => {
    window.__writes = [];
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (this === window.localStorage && key.startsWith("sherwood.save.")) {
        const save = JSON.parse(value);
        window.__writes.push({ rev: save.rev, actions: save.actions });
      }
      return set.call(this, key, value);
    };
  });
}
/// Plays whatever the table offers first: a highlighted space, else End.
async function playAny(page) {
  const target = page.locator("g.square.target").first();
  if (await target.count()) return target.click({ timeout: 2000 }).catch(() => {});
  const end = page.getByTestId("end");
  if (await end.count()) return end.click({ timeout: 2000 }).catch(() => {});
}
const writes = (page) => page.evaluate(() => window.__writes);
const stored = (page) =>
  page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]));

/// No revision was written twice with different moves, and each write
/// extends the moves of the revision before it or takes back from its end.
function noSilentReplacement(all) {
  const byRev = new Map();
  for (const w of all) {
    const seen = byRev.get(w.rev);
    if (seen) assert.deepEqual(w.actions, seen, `revision ${w.rev} written twice with different moves`);
    byRev.set(w.rev, w.actions);
  }
}

test("the second tab on a game follows it, refuses moves, and can take the game over", async () => {
  const { context, page: a, errors } = await newPage(browser);
  await recordWrites(a);
  await startGame(a, url);
  const gameUrl = a.url();
  const b = await context.newPage();
  await recordWrites(b);
  await b.goto(gameUrl);
  await b.getByTestId("table").waitFor();
  await b.getByTestId("play-here").waitFor();
  assert.match(await b.getByTestId("notice").innerText(), /open in another tab/);
  assert.equal(await a.getByTestId("notice").count(), 0, "the first tab plays on, untroubled");

  // Both tabs click at the same moment: only the tab that plays moves.
  await Promise.all([clickTarget(a), clickTarget(b)]);
  await b.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length > 0);
  assert.equal((await stored(a)).actions.length, 1);
  assert.equal(await b.getByTestId("board").innerHTML(), await a.getByTestId("board").innerHTML());
  assert.deepEqual(await writes(b), [], "the following tab wrote nothing");

  // Play here instead: the tabs swap roles.
  await b.getByTestId("play-here").click();
  await a.getByTestId("play-here").waitFor();
  assert.match(await a.getByTestId("notice").innerText(), /open in another tab/);
  await clickTarget(b);
  await a.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length > 1);
  assert.equal(await a.getByTestId("board").innerHTML(), await b.getByTestId("board").innerHTML());
  assert.equal((await stored(a)).actions.length, 2, "both tabs' moves are in the save, neither overwritten");

  // Closing the playing tab: the other one plays again by itself.
  await b.close();
  await a.waitForFunction(() => !document.querySelector("[data-testid=play-here]"));
  await a.getByTestId("end").click();
  await a.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length > 2);
  assert.equal((await stored(a)).actions.length, 3);
  noSilentReplacement([...(await writes(a))]);
  assert.deepEqual(errors, []);
});

test("two computers playing a game open in two tabs play in one tab only", async () => {
  const { context, page: a, errors } = await newPage(browser);
  await recordWrites(a);
  await a.goto(url);
  await a.getByTestId("new-game").waitFor();
  await a.getByTestId("player-0").selectOption("bot:easy");
  await a.getByTestId("player-1").selectOption("bot:easy");
  await a.getByTestId("start").click();
  await a.getByTestId("table").waitFor();
  const b = await context.newPage();
  await recordWrites(b);
  await b.goto(a.url());
  await b.getByTestId("table").waitFor();
  // A while of play: the moves come from tab A only, and tab B shows them.
  await a.waitForFunction(() => window.__writes.length >= 8, null, { timeout: 30000 });
  assert.deepEqual(await writes(b), [], "the second tab's computer never moved");
  await b.waitForFunction(
    (n) => document.querySelectorAll("[data-testid=log] li").length >= n,
    (await a.evaluate(() => document.querySelectorAll("[data-testid=log] li").length)) - 1,
  );
  // Tab B takes over: from then on only tab B's computer moves.
  await b.getByTestId("play-here").click();
  await a.getByTestId("play-here").waitFor();
  const aWrites = (await writes(a)).length;
  await b.waitForFunction(() => window.__writes.length >= 4, null, { timeout: 30000 });
  await a.waitForTimeout(1000);
  assert.ok((await writes(a)).length <= aWrites + 1, "the first tab's computer stopped");
  const all = [...(await writes(a)), ...(await writes(b))];
  noSilentReplacement(all);
  const revs = all.map((w) => w.rev);
  assert.equal(new Set(revs).size, revs.length, `a revision was written twice: ${revs}`);
  const final = await stored(b);
  assert.equal(final.rev, Math.max(...revs));
  assert.deepEqual(errors, []);
});

test("without Web Locks, writes compare the moves: two tabs moving at once never replace each other silently", async () => {
  const { context, page: a, errors } = await newPage(browser);
  // A browser without the Web Locks API (or an address where it is off).
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "locks", { get: () => undefined });
  });
  await recordWrites(a);
  await startGame(a, url);
  const b = await context.newPage();
  await recordWrites(b);
  await b.goto(a.url());
  await b.getByTestId("table").waitFor();
  assert.equal(await b.getByTestId("play-here").count(), 0);
  // The same revision written by both tabs at once, with different moves:
  // the second writer's own read sees the first one's save.
  for (let i = 0; i < 5; i++) {
    await Promise.all([playAny(a), playAny(b)]);
    await a.waitForTimeout(400);
  }
  await a.waitForTimeout(800);
  const final = await stored(a);
  const all = [...(await writes(a)), ...(await writes(b))];
  assert.ok(all.length >= 2 && final.actions.length >= 1);
  // Both tabs show the stored game, without a reload.
  assert.equal(await a.getByTestId("board").innerHTML(), await b.getByTestId("board").innerHTML());
  const logLines = (page) => page.evaluate(() => document.querySelectorAll("[data-testid=log] li").length);
  assert.equal(await logLines(a), await logLines(b));
  // A tab whose last move is not the stored one says so.
  for (const page of [a, b]) {
    const mine = (await writes(page)).at(-1);
    if (mine && JSON.stringify(mine.actions) !== JSON.stringify(final.actions)) {
      assert.match(await page.getByTestId("notice").innerText(), /changed in another tab/);
    }
  }
  assert.deepEqual(errors, []);
});
