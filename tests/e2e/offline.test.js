// After one visit the app starts, and a saved game resumes, with the network off.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, startGame, clickTarget, url, browser } from "./helpers.js";

serveSite();

test("offline reload after one visit", async () => {
  const { context, page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  // Wait until the service worker controls the page and has precached the build.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const board = await page.getByTestId("board").innerHTML();

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.getByTestId("board").innerHTML(), board);
  await clickTarget(page);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 1);
  // The bots' worker starts offline too.
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  await clickTarget(page);
  await clickTarget(page);
  await page.getByTestId("end").click();
  await page.waitForFunction(() => /Red\s+jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText), null, { timeout: 20000 });
  await context.setOffline(false);
  assert.deepEqual(errors, []);
});
