// Computer opponents at the table: a human against a bot, two bots watched,
// a human taking a seat over. The page never freezes: bots think in a worker.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, shot, url, browser } from "./helpers.js";

serveSite();

test("Locksley: a human against the computer; the computer's turns play themselves", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  // Red (human) chooses a corner, jumps and ends the turn.
  await page.locator("g.square.target").first().click();
  await page.locator("g.square.target").first().click();
  await page.getByTestId("end").click();
  // Blue is the computer: no buttons for it, and it ends its own turn.
  assert.equal(await page.getByTestId("end").count(), 0, "no buttons for the computer's seat");
  await page.waitForFunction(() => /Red\s+jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText), null, { timeout: 20000 });
  const log = await page.getByTestId("log").innerText();
  assert.match(log, /Blue ends the turn/);
  await shot(page, "seats-locksley-vs-bot");
  assert.deepEqual(errors, []);
});

test("Gest: two computers play while people watch, and a human can take a seat over", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("gest");
  await page.getByTestId("player-0").selectOption("bot:easy");
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.getByTestId("curtain").count(), 0, "spectators need no curtain");
  // Moves come in by themselves.
  const moves = () => page.evaluate(() => document.querySelectorAll("[data-testid=log] li").length);
  const start = await moves();
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length > n + 3, start, { timeout: 30000 });
  // The spectators' page shows no secret of either side.
  const text = await page.evaluate(() => document.body.innerHTML);
  assert.doesNotMatch(text, /piece robin hidden|Face-down Carriages \(\d/);
  await shot(page, "seats-gest-bots");
  // Take over the seat to move.
  await page.getByTestId("take-over").first().click();
  await page.waitForFunction(() => !document.querySelector("[data-testid=bot-thinking]") || true);
  const players = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    return JSON.parse(localStorage.getItem(key)).meta.players;
  });
  assert.ok(players.includes("human"), `a seat is now human: ${players}`);
  assert.deepEqual(errors, []);
});

test("the computer's seat says so and its level; its moves come one at a time, Show plays one at once", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.getByTestId("computer-1").innerText(), "computer (easy)");
  assert.equal(await page.getByTestId("computer-0").count(), 0, "a person's seat has no badge");
  await page.locator("g.square.target").first().click();
  await page.locator("g.square.target").first().click();
  const logLines = () => page.evaluate(() => document.querySelectorAll("[data-testid=log] li").length);
  const before = await logLines();
  await page.getByTestId("end").click();
  // The computer's first move is found at once but held back a moment.
  await page.getByTestId("bot-show").waitFor({ timeout: 5000 });
  const held = await logLines();
  await page.getByTestId("bot-show").click();
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length > n, held);
  assert.ok(held >= before);
  await page.waitForFunction(() => /Red\s+jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText), null, { timeout: 20000 });
  // Blue's jump is marked: an arrow, where it left and where it landed, said
  // in the squares' labels. (Blue may also end its turn without jumping: a
  // search cut short by a slow machine may choose that, and then nothing is marked.)
  if (!/Blue jumps/.test(await page.getByTestId("log").innerText())) {
    assert.equal(await page.getByTestId("last-jump").count(), 0, "no jump, no arrow");
    assert.equal(await page.locator('[data-last="last-to"]').count(), 0);
  } else {
    await page.getByTestId("last-jump").waitFor();
    assert.match(await page.locator('[data-last="last-to"]').getAttribute("aria-label"), /Blue's Robin jumped here last turn\./);
    assert.equal(await page.locator('[data-last="last-from"]').count(), 1);
    // What the jump took is shown there too, and said.
    const took = /Blue jumps \S+ and takes an? (\w+) tile/.exec(await page.getByTestId("log").innerText());
    if (took) {
      assert.equal(await page.getByTestId("last-took").count(), 1);
      assert.match(await page.locator('[data-last="last-to"]').getAttribute("aria-label"), new RegExp(`Blue took a ${took[1]} tile here\\.`));
    }
  }
  await shot(page, "seats-last-move");
  // The list of saves names the computer's seat too.
  await page.goto(url);
  assert.match(await page.getByTestId("save-entry").first().innerText(), /Red vs Blue · computer \(easy\)/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("with reduced motion the computer's moves are not held back", async () => {
  const { page, errors } = await newPage(browser, undefined, "en-GB", { reducedMotion: "reduce" });
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  await page.evaluate(() => {
    window.sawShow = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=bot-show]")) window.sawShow = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator("g.square.target").first().click();
  await page.locator("g.square.target").first().click();
  await page.getByTestId("end").click();
  await page.waitForFunction(() => /Red\s+jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText), null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => window.sawShow), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});
