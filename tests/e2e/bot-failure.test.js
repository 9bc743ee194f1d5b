// The bots' worker failing to load or crashing: the table says so and offers
// Retry (a fresh worker) and Take over (the seat becomes a person's).
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, clickTarget, url, browser } from "./helpers.js";

serveSite();

/// A Locksley game against the computer (Blue), up to the computer's first move.
async function upToTheBot(page) {
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("name-red").fill("Human");
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  await clickTarget(page);
  await clickTarget(page);
  await page.getByTestId("end").click();
}

// The service worker would answer the worker's files from its cache, out of the routes' reach.
const page_ = () => newPage(browser, undefined, undefined, { serviceWorkers: "block" });

const humanToMove = (page) =>
  page.waitForFunction(() => /Human\s+jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText), null, { timeout: 20000 });

test("a worker that cannot load is reported, and Retry asks again once it can", async () => {
  const { page, errors } = await page_();
  await page.route("**/worker_loader.js", (route) => route.abort());
  await upToTheBot(page);
  const failed = page.getByTestId("bot-failed");
  await failed.waitFor();
  assert.match(await failed.innerText(), /The computer could not move: the bot stopped: its program could not be loaded/);
  assert.equal(await page.getByTestId("take-over").count(), 1);
  await page.unroute("**/worker_loader.js");
  await page.getByTestId("bot-retry").click();
  await humanToMove(page);
  assert.equal(await page.getByTestId("bot-failed").count(), 0);
  assert.deepEqual(errors.filter((e) => !/worker_loader|ERR_FAILED|Failed to load/.test(e)), []);
});

test("a worker that crashes while it searches is reported, and Take over hands the seat to a person", async () => {
  const { page, errors } = await page_();
  // The worker's WebAssembly arrives corrupt: it fails as it starts.
  await page.route("**/worker_bg.wasm", (route) => route.fulfill({ status: 200, contentType: "application/wasm", body: Buffer.from("not wasm at all") }));
  await upToTheBot(page);
  const failed = page.getByTestId("bot-failed");
  await failed.waitFor({ timeout: 25000 });
  assert.match(await failed.innerText(), /The computer could not move: the bot stopped: its program could not be loaded/);
  await page.getByTestId("take-over").click();
  // Blue is a person's now: its move is offered on the board.
  await page.waitForFunction(() => /Blue|jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText));
  assert.equal(await page.getByTestId("bot-failed").count(), 0);
  await clickTarget(page);
  const players = await page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]).meta.players);
  assert.deepEqual(players, ["human", "human"]);
  assert.deepEqual(errors.filter((e) => !/wasm|WebAssembly|worker/i.test(e)), []);
});
