// A panic anywhere in the app shows a page that needs nothing of the (dead)
// app: what happened, the open game's save to download, and a way home. Runs
// against the test build in dist-crash/, which can panic on demand.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { serveSite, newPage, startGame, clickTarget, CRASH_DIST, url, browser } from "./helpers.js";

serveSite(CRASH_DIST);

test("a panic at the table shows the crash page, with the game to export and a way home", async () => {
  const { page } = await newPage(browser);
  await startGame(page, url, { red: "Before", blue: "Crash" });
  await clickTarget(page);
  const { key, saved } = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    return { key, saved: localStorage.getItem(key) };
  });
  const id = key.slice("sherwood.save.".length);
  // Provoke a panic inside the app.
  await page.evaluate(() => {
    try {
      window.wasmBindings.sherwood_test_panic();
    } catch {}
  });
  const crash = page.getByTestId("crash");
  await crash.waitFor();
  assert.match(await crash.innerText(), /Sherwood stopped[\s\S]*This game is saved up to its last move/);
  assert.match(await page.getByTestId("crash-message").innerText(), /a panic provoked by the crash test/);
  // The page is not blank: the crash page covers it and is visible.
  assert.ok(await crash.isVisible());
  // The export link downloads the game exactly as saved.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("crash-export").click()]);
  const file = path.join(os.tmpdir(), `crash-export-${Date.now()}.json`);
  await download.saveAs(file);
  assert.equal(fs.readFileSync(file, "utf8"), saved);
  // What happened is written down, for the list of saves.
  const marks = await page.evaluate((id) => [localStorage.getItem(`sherwood.crashed.${id}`), localStorage.getItem("sherwood.crash")], id);
  assert.match(JSON.parse(marks[0]).message, /a panic provoked by the crash test/);
  assert.equal(JSON.parse(marks[1]).game, id);
  // Home reloads a working app, which lists the game as having stopped the app.
  await page.getByTestId("crash-home").click();
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("crash").count(), 0);
  const entry = page.locator(`[data-id="${id}"]`);
  assert.match(await entry.getByTestId("crashed-reason").innerText(), /The app stopped the last time this game was open/);
  // Trying again opens it where it was.
  await entry.getByTestId("resume").click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("prompt").innerText(), /Before\s+jump/);
});

test("a panic away from any game shows the crash page without an export", async () => {
  const { page } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.evaluate(() => {
    try {
      window.wasmBindings.sherwood_test_panic();
    } catch {}
  });
  await page.getByTestId("crash").waitFor();
  assert.match(await page.getByTestId("crash").innerText(), /Nothing you saved is lost/);
  assert.equal(await page.getByTestId("crash-export").count(), 0);
});
