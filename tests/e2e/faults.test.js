// Faults a player's browser can throw at Sherwood, and what survives them:
// both storages full, storage blocked, hand-edited entries, a save of a game
// this build does not have, an imported file whose status lies, and an
// export that would show the other side's secrets.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, startGame, clickTarget, url, browser } from "./helpers.js";

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/saves/v2");
const fixture = (name) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

serveSite();

/// Fills one of the page's storages to the brim.
const fill = (page, which) =>
  page.evaluate((which) => {
    const store = window[which];
    let chunk = "x".repeat(1 << 20);
    for (let i = 0; chunk.length > 0; ) {
      try {
        store.setItem("filler" + i++, chunk);
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
  }, which);

/// Whether closing the page now asks first (the leave-page guard).
async function asksBeforeLeaving(page) {
  const dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await new Promise((r) => setTimeout(r, 500));
  return dialogs.includes("beforeunload");
}

test("both storages full: a move that could be stored nowhere is reported as unsaved, and leaving asks first", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  await fill(page, "localStorage");
  await fill(page, "sessionStorage");
  await clickTarget(page);
  await page.getByTestId("notice").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /not saved anywhere/);
  assert.ok(await asksBeforeLeaving(page), "closing the page with an unsaved move asks first");
  assert.deepEqual(errors.filter((e) => !/QuotaExceeded|exceeded the quota/i.test(e)), []);
});

test("a game with nothing unsaved closes without asking", async () => {
  const { page } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  assert.equal(await asksBeforeLeaving(page), false);
});

test("blocked storage: the app starts, says nothing is saved on every page, and plays", async () => {
  const { context, page, errors } = await newPage(browser);
  // Site data blocked: reading localStorage or sessionStorage throws.
  await context.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    }
  });
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  assert.match(await page.getByTestId("storage-blocked").innerText(), /not saved/);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("storage-blocked").innerText(), /not saved/);
  await clickTarget(page);
  await clickTarget(page);
  await page.getByTestId("end").click();
  assert.match(await page.getByTestId("prompt").innerText(), /Blue|Marian/);
  // The game is listed for as long as the page lives, and resumes.
  await page.getByRole("link", { name: "All games" }).click();
  await page.getByTestId("save-entry").waitFor();
  await page.getByTestId("resume").click();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.locator("[data-testid=log] li").count() >= 3, true);
  assert.ok(await asksBeforeLeaving(page), "leaving a game kept only in the page asks first");
  assert.deepEqual(errors, []);
});

test("entries whose ids cannot stand in an address still resume", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const save = fixture("locksley-short-night-midgame.json");
  await page.evaluate((save) => {
    for (const id of ["two words", "a/b", ""]) localStorage.setItem("sherwood.save." + id, save);
  }, JSON.stringify(JSON.parse(save)));
  await page.reload();
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 3);
  const before = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sherwood.save.")).length);
  assert.equal(before, 3, "each entry kept, under an id an address can carry");
  for (let i = 0; i < 3; i++) {
    await page.getByTestId("resume").nth(i).click();
    await page.getByTestId("table").waitFor();
    await page.goto(url + "#/");
    await page.getByTestId("saved-games").waitFor();
  }
  assert.deepEqual(errors, []);
});

test("a save of a game this build does not have offers no Resume, says why, and exports", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const chess = JSON.stringify({ format: 2, game: "chess", options: {}, seed: 1, actions: ["e4"], meta: { names: ["Ana", "Bo"], updated: 1 } });
  await page.evaluate((chess) => localStorage.setItem("sherwood.save.chess1", chess), chess);
  await page.reload();
  await page.getByTestId("save-entry").waitFor();
  assert.equal(await page.getByTestId("resume").count(), 0);
  assert.match(await page.getByTestId("unknown-game").innerText(), /does not have/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
  const file = path.join(os.tmpdir(), `sherwood-chess-${Date.now()}.json`);
  await download.saveAs(file);
  assert.deepEqual(JSON.parse(fs.readFileSync(file, "utf8")).actions, ["e4"]);
  assert.deepEqual(errors, []);
});

test("an imported file's status is worked out from its moves, not taken from the file", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const save = JSON.parse(fixture("locksley-short-night-midgame.json"));
  const truth = save.status;
  // A status from elsewhere: a finished game of another game's milestones.
  save.status = { moves: 999, to_move: null, winner: 1, stage: { key: "ui.saves.ballad", args: [["ballad", 3], ["card", 9]] } };
  const file = path.join(os.tmpdir(), `sherwood-relabelled-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(save));
  await page.getByTestId("import").setInputFiles(file);
  await page.getByTestId("home-message").waitFor();
  const stored = await page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]).status);
  assert.deepEqual(stored, truth);
  assert.doesNotMatch(await page.getByTestId("save-entry").innerText(), /won|Ballad/);
  assert.deepEqual(errors, []);
});

test("exporting a game that keeps secrets warns first; one without secrets does not", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url, { game: "gest" });
  // Hot seat: the flip screen is up until Robin Hood's player lifts it.
  if (await page.getByTestId("curtain-ready").count()) await page.getByTestId("curtain-ready").click();
  const downloads = [];
  page.on("download", (d) => downloads.push(d));
  await page.getByTestId("export-game").click();
  await page.getByTestId("export-warning").waitFor();
  assert.match(await page.getByTestId("export-warning").innerText(), /both sides' secrets/);
  await page.getByTestId("export-cancel").click();
  assert.equal(await page.getByTestId("export-warning").count(), 0);
  await page.waitForTimeout(300);
  assert.equal(downloads.length, 0, "cancel exports nothing");
  const [download] = await Promise.all([page.waitForEvent("download"), (async () => {
    await page.getByTestId("export-game").click();
    await page.getByTestId("export-anyway").click();
  })()]);
  assert.match(download.suggestedFilename(), /^sherwood-gest-/);
  // The list of saves warns the same way.
  await page.goto(url + "#/");
  await page.getByTestId("save-entry").waitFor();
  await page.getByTestId("export").click();
  await page.getByTestId("export-warning").waitFor();
  // A Locksley game keeps no secrets: Export exports at once.
  await startGame(page, url);
  const [plain] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-game").click()]);
  assert.match(plain.suggestedFilename(), /^sherwood-locksley-/);
  assert.equal(await page.getByTestId("export-warning").count(), 0);
  assert.deepEqual(errors, []);
});
