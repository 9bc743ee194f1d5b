// Saved games: export and import, damaged and foreign saves, a full storage, a second tab.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { startServer, launch, newPage, startGame, clickTarget } from "./helpers.js";

let server, url, browser;
before(async () => {
  ({ server, url } = await startServer());
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

async function playATurn(page) {
  await clickTarget(page);
  await clickTarget(page);
  await page.getByTestId("end").click();
}

test("export a game to a file, then import it as a new game", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url, { red: "Exporter", blue: "Other" });
  await playATurn(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-game").click()]);
  const file = path.join(os.tmpdir(), `sherwood-export-${Date.now()}.json`);
  await download.saveAs(file);
  const save = JSON.parse(fs.readFileSync(file, "utf8"));
  assert.equal(save.format, 1);
  assert.equal(save.game, "locksley");
  assert.ok(save.actions.length >= 3);
  assert.deepEqual(save.meta.names, ["Exporter", "Other"]);

  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 1);
  await page.getByTestId("import").setInputFiles(file);
  await page.getByTestId("home-message").waitFor();
  assert.match(await page.getByTestId("home-message").innerText(), /Imported/);
  assert.equal(await page.getByTestId("save-entry").count(), 2);
  // The imported copy resumes at the same position.
  await page.getByTestId("resume").last().click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("prompt").innerText(), /Other\s+jump your Robin/);
  assert.deepEqual(errors, []);
});

test("importing a file that is not a save explains why and changes nothing", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const file = path.join(os.tmpdir(), `not-a-save-${Date.now()}.json`);
  fs.writeFileSync(file, "{ this is not json");
  await page.getByTestId("import").setInputFiles(file);
  await page.getByTestId("home-message").waitFor();
  assert.match(await page.getByTestId("home-message").innerText(), /was not imported: not a Sherwood save file/);
  fs.writeFileSync(file, JSON.stringify({ format: 99, game: "locksley" }));
  await page.getByTestId("import").setInputFiles(file);
  await page.waitForFunction(() => document.querySelector("[data-testid=home-message]").innerText.includes("format 99"));
  assert.equal(await page.getByTestId("save-entry").count(), 0);
  assert.deepEqual(errors, []);
});

test("a corrupted save entry is shown as damaged and breaks nothing else", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url, { red: "Good", blue: "Game" });
  await playATurn(page);
  await page.evaluate(() => {
    localStorage.setItem("sherwood.save.broken1", '{"format":1,"game":"locksley","trunc');
    localStorage.setItem("sherwood.save.future2", JSON.stringify({ format: 7, game: "locksley", future: true }));
  });
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 3);
  const damaged = page.locator(".save.damaged");
  assert.equal(await damaged.count(), 2);
  assert.match(await damaged.allInnerTexts().then((t) => t.join("\n")), /format 7 is not known/);
  // A damaged entry can still be exported as it is, then deleted.
  const broken = page.locator('[data-id="broken1"]');
  const [download] = await Promise.all([page.waitForEvent("download"), broken.getByTestId("export").click()]);
  const file = path.join(os.tmpdir(), `broken-${Date.now()}.json`);
  await download.saveAs(file);
  assert.equal(fs.readFileSync(file, "utf8"), '{"format":1,"game":"locksley","trunc');
  await broken.getByTestId("delete").click();
  assert.equal(await page.getByTestId("save-entry").count(), 2);
  // Opening a damaged game directly explains and offers a way out.
  await page.goto(url + "#/play/future2");
  await page.getByTestId("damaged-game").waitFor();
  assert.match(await page.getByTestId("damaged-game").innerText(), /format 7/);
  // The good game still resumes.
  await page.goto(url);
  await page.locator(".save:not(.damaged)").getByTestId("resume").click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("prompt").innerText(), /Game\s+jump/);
  assert.deepEqual(errors, []);
});

test("a save whose moves were tampered with is refused, not replayed wrongly", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await playATurn(page);
  const id = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    const save = JSON.parse(localStorage.getItem(key));
    save.actions[1] = "move e5";
    localStorage.setItem(key, JSON.stringify(save));
    return key.slice("sherwood.save.".length);
  });
  assert.ok(id);
  await page.reload();
  await page.getByTestId("damaged-game").waitFor();
  assert.match(await page.getByTestId("damaged-game").innerText(), /move 2 'move e5' is not legal/);
  assert.deepEqual(errors, []);
});

test("a full localStorage shows a warning and the game goes on", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  // Fill the origin's storage to the brim.
  await page.evaluate(() => {
    let chunk = "x".repeat(1 << 20);
    for (let i = 0; chunk.length > 0; ) {
      try {
        localStorage.setItem("filler" + i++, chunk);
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
  });
  await clickTarget(page);
  await page.getByTestId("notice").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /storage is full/);
  await page.getByTestId("end").click();
  assert.match(await page.getByTestId("prompt").innerText(), /Marian\s+jump/);
  // Room again: the next action saves and the warning goes.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("filler")).forEach((k) => localStorage.removeItem(k)));
  await clickTarget(page);
  assert.equal(await page.getByTestId("notice").count(), 0);
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("prompt").innerText(), /Marian\s+sell a collection or move your bard/);
  assert.deepEqual(errors.filter((e) => !/QuotaExceeded|exceeded the quota/i.test(e)), []);
});

test("a second tab on the same game notices changes instead of overwriting them", async () => {
  const { context, page: a, errors } = await newPage(browser);
  await startGame(a, url);
  const gameUrl = a.url();
  const b = await context.newPage();
  await b.goto(gameUrl);
  await b.getByTestId("table").waitFor();
  // Tab A plays; tab B follows.
  await clickTarget(a);
  await b.getByTestId("notice").waitFor();
  assert.match(await b.getByTestId("notice").innerText(), /changed in another tab/);
  assert.equal(await b.getByTestId("board").innerHTML(), await a.getByTestId("board").innerHTML());
  // Tab B plays on from there; tab A follows in turn.
  await clickTarget(b);
  await a.waitForFunction(() => document.querySelector("[data-testid=notice]"));
  assert.equal(await a.getByTestId("board").innerHTML(), await b.getByTestId("board").innerHTML());
  const saved = await a.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    return JSON.parse(localStorage.getItem(key)).actions.length;
  });
  assert.equal(saved, 2, "both tabs' moves are in the save, neither overwritten");
  assert.deepEqual(errors, []);
});
