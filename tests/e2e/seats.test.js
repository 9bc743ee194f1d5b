// Computer opponents at the table: a human against a bot, two bots watched,
// a human taking a seat over. The page never freezes: bots think in a worker.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, shot } from "./helpers.js";

let server, url, browser;
before(async () => {
  ({ server, url } = await startServer());
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

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
