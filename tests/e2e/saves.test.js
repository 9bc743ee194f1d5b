// Saved games: export and import, damaged and foreign saves, a full storage, a write from
// another tab (two tabs playing at once: tabs.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { serveSite, newPage, startGame, clickTarget, url, browser } from "./helpers.js";

serveSite();

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
  assert.equal(save.format, 2);
  assert.match(save.check, /^1:[0-9a-f]{16}$/);
  assert.equal(save.status.moves, save.actions.length);
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

test("importing a file that is not a save explains why and changes nothing; one from a newer Sherwood is kept as it is", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const file = path.join(os.tmpdir(), `not-a-save-${Date.now()}.json`);
  fs.writeFileSync(file, "{ this is not json");
  await page.getByTestId("import").setInputFiles(file);
  await page.getByTestId("home-message").waitFor();
  assert.match(await page.getByTestId("home-message").innerText(), /was not imported: not a Sherwood save file/);
  for (const [text, reason] of [
    ['{"format":2,"game":"locksley","options":{},"seed":1,"act', /not a Sherwood save file/],
    ['{"format":"two","game":"locksley"}', /not a Sherwood save file/],
    ['{"format":2,"game":"chess","options":{},"seed":1,"actions":[]}', /a game this version does not know/],
    ['{"format":2,"game":"locksley","options":{"length":"endless"},"seed":1,"actions":[]}', /the game options are not valid/],
    ["[]", /not a Sherwood save file/],
  ]) {
    fs.writeFileSync(file, text);
    await page.getByTestId("import").setInputFiles(file);
    await page.waitForFunction((r) => new RegExp(r).test(document.querySelector("[data-testid=home-message]").innerText), reason.source);
    assert.match(await page.getByTestId("home-message").innerText(), /was not imported/);
  }
  assert.equal(await page.getByTestId("save-entry").count(), 0);
  const future = JSON.stringify({ format: 99, game: "locksley", meta: { names: ["Future", "Self"], updated: 1 } });
  fs.writeFileSync(file, future);
  await page.getByTestId("import").setInputFiles(file);
  await page.waitForFunction(() => document.querySelector("[data-testid=home-message]").innerText.includes("Imported"));
  const entry = page.getByTestId("save-entry");
  assert.equal(await entry.count(), 1);
  assert.match(await entry.innerText(), /Saved by a newer version of Sherwood[\s\S]*Future, Self[\s\S]*format 99/);
  assert.equal(await entry.getByTestId("resume").count(), 0);
  // Kept byte for byte, and exported so.
  const [download] = await Promise.all([page.waitForEvent("download"), entry.getByTestId("export").click()]);
  await download.saveAs(file);
  assert.equal(fs.readFileSync(file, "utf8"), future);
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
  assert.equal(await damaged.count(), 1);
  const newer = page.locator(".save.newer");
  assert.equal(await newer.count(), 1);
  assert.match(await newer.innerText(), /Saved by a newer version of Sherwood[\s\S]*format 7/);
  // The good game first, then the newer one, the damaged one last.
  const order = await page.getByTestId("save-entry").evaluateAll((es) => es.map((e) => e.dataset.id));
  assert.deepEqual(order.slice(1), ["future2", "broken1"]);
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
  assert.match(await page.getByTestId("damaged-game").innerText(), /saved by a newer version of Sherwood \(save format 7/);
  // The good game still resumes.
  await page.goto(url);
  await page.locator(".save:not(.damaged)").getByTestId("resume").click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("prompt").innerText(), /Game\s+jump/);
  assert.deepEqual(errors, []);
});

test("a game whose moves stop replaying opens at the last move that applies, and keeps the original", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await playATurn(page);
  // As if a rules fix made move 2 illegal: its text stays, the position no longer allows it.
  const { key, original } = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    const save = JSON.parse(localStorage.getItem(key));
    save.actions[1] = "move e5";
    const original = JSON.stringify(save);
    localStorage.setItem(key, original);
    return { key, original };
  });
  await page.reload();
  await page.getByTestId("table").waitFor();
  const aside = page.getByTestId("set-aside");
  assert.match(await aside.innerText(), /Move 2 \('move e5'\) is no longer legal under this version's rules, so the game is open after move 1/);
  // Nothing is written until the player plays or decides: the stored original is untouched.
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), original);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-original").click()]);
  const file = path.join(os.tmpdir(), `original-${Date.now()}.json`);
  await download.saveAs(file);
  assert.deepEqual(JSON.parse(fs.readFileSync(file, "utf8")).actions, JSON.parse(original).actions);
  // Playing on keeps the original in the save, and the notice, across a reload.
  await clickTarget(page);
  const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);
  assert.equal(saved.actions.length, 2);
  assert.deepEqual(saved.set_aside[0].original, JSON.parse(original).actions);
  await page.reload();
  await page.getByTestId("set-aside").waitFor();
  // The list of saves says so too.
  await page.goto(url);
  assert.match(await page.getByTestId("set-aside-note").innerText(), /Move 2 \('move e5'\) is no longer legal/);
  await page.getByTestId("resume").click();
  await page.getByTestId("set-aside").waitFor();
  // Letting it go removes it for good.
  await page.getByTestId("forget-original").click();
  assert.equal(await page.getByTestId("set-aside").count(), 0);
  const after = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);
  assert.equal(after.set_aside, undefined);
  assert.equal(after.actions.length, 2);
  assert.deepEqual(errors, []);
});

test("the list of saves reads each save's stored status and replays none", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  // A save whose moves cannot replay at all, but whose stored status says where it stood.
  await page.evaluate(() => {
    const save = {
      format: 2, game: "locksley", options: {}, seed: 5, actions: ["teleport"], check: "",
      rev: 3, status: { moves: 80, to_move: 0, winner: null, stage: { key: "ui.saves.turn", args: [["n", 42]] } },
      meta: { players: ["human", "human"], names: ["Listed", "Unreplayed"], created: 1, updated: 2 },
    };
    localStorage.setItem("sherwood.save.unreplayed", JSON.stringify(save));
    // A game that stopped the app when it was last open (see crash.rs).
    localStorage.setItem("sherwood.save.crashy", JSON.stringify({ ...save, actions: [], meta: { ...save.meta, names: ["Crashy", "Game"] } }));
    localStorage.setItem("sherwood.crashed.crashy", JSON.stringify({ message: "index out of bounds", at: 3 }));
  });
  await page.reload();
  await page.getByTestId("saved-games").waitFor();
  const listed = page.locator('[data-id="unreplayed"]');
  assert.match(await listed.innerText(), /Listed vs Unreplayed[\s\S]*turn 42/);
  const crashy = page.locator('[data-id="crashy"]');
  assert.match(await crashy.getByTestId("crashed-reason").innerText(), /The app stopped the last time this game was open \(index out of bounds\)/);
  // Trying again clears the mark and opens the game.
  await crashy.getByTestId("resume").click();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("sherwood.crashed.crashy")), null);
  // The unreplayable one opens at its start and says why.
  await page.goto(url + "#/play/unreplayed");
  await page.getByTestId("set-aside").waitFor();
  assert.match(await page.getByTestId("set-aside").innerText(), /Move 1 \('teleport'\) is not understood/);
  assert.deepEqual(errors, []);
});

test("a full localStorage shows a warning and the game goes on", async () => {
  const { page, errors } = await newPage(browser);
  // Another game, which a full storage must leave alone.
  await startGame(page, url, { red: "Other", blue: "Game" });
  await clickTarget(page);
  const other = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save.")));
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
  // Reloading now asks first; the moves are kept for this tab's session and come back.
  const dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    d.accept();
  });
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.deepEqual(dialogs, ["beforeunload"]);
  assert.match(await page.getByTestId("prompt").innerText(), /Marian\s+jump/);
  assert.match(await page.getByTestId("notice").innerText(), /storage is full|kept for this session/);
  // Room again: the next action saves and the warning goes.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("filler")).forEach((k) => localStorage.removeItem(k)));
  await clickTarget(page);
  assert.equal(await page.getByTestId("notice").count(), 0);
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("prompt").innerText(), /Marian\s+sell a collection or move your bard/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), other[0]), other[1], "the other save is untouched");
  assert.deepEqual(errors.filter((e) => !/QuotaExceeded|exceeded the quota/i.test(e)), []);
});

test("a write from elsewhere that this tab did not hear of is never overwritten", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  // Another tab's write whose storage event never reached this one: a move further, a newer revision.
  const key = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    const save = JSON.parse(localStorage.getItem(key));
    save.actions.push("bribe");
    save.rev += 1;
    save.check = "";
    localStorage.setItem(key, JSON.stringify(save));
    return key;
  });
  await clickTarget(page);
  await page.getByTestId("notice").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /changed in another tab, so your last move was not saved/);
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).actions, key);
  assert.deepEqual(stored.slice(-1), ["bribe"], "the other tab's move stays");
  // This tab now shows the stored game and plays on from it.
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.deepEqual(errors, []);
});

test("a save that a newer Sherwood wrote in another tab is never overwritten by this one", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  const { key, future } = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    const future = JSON.stringify({ ...JSON.parse(localStorage.getItem(key)), format: 3, rev: 99 });
    localStorage.setItem(key, future);
    return { key, future };
  });
  await clickTarget(page);
  await page.getByTestId("notice").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /changed elsewhere in a way this page cannot read/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), future);
  assert.deepEqual(errors, []);
});

test("a deleted game can be brought back for a few seconds", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url, { red: "Kept", blue: "Back" });
  await clickTarget(page);
  await page.goto(url);
  const before = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save.")));
  await page.getByTestId("delete").click();
  assert.equal(await page.getByTestId("save-entry").count(), 0);
  await page.getByTestId("undo-delete").click();
  assert.equal(await page.getByTestId("save-entry").count(), 1);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), before[0]), before[1], "back byte for byte");
  assert.equal(await page.getByTestId("deleted").count(), 0);
  assert.deepEqual(errors, []);
});

test("import refuses a huge file before reading it, and cuts over-long names", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const file = path.join(os.tmpdir(), `huge-${Date.now()}.json`);
  fs.writeFileSync(file, "{" + " ".repeat(2_000_000) + "}");
  await page.getByTestId("import").setInputFiles(file);
  await page.getByTestId("home-message").waitFor();
  assert.match(await page.getByTestId("home-message").innerText(), /too large to be a Sherwood save/);
  const save = { format: 2, game: "locksley", options: {}, seed: 3, actions: [], meta: { names: ["N".repeat(500), "Short"], players: ["human", "human"], created: 1, updated: 1 } };
  fs.writeFileSync(file, JSON.stringify(save));
  await page.getByTestId("import").setInputFiles(file);
  await page.waitForFunction(() => document.querySelector("[data-testid=home-message]").innerText.includes("Imported"));
  const stored = await page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]));
  assert.equal(stored.meta.names[0], "N".repeat(24));
  assert.match(await page.getByTestId("save-entry").innerText(), new RegExp(`${"N".repeat(24)} vs Short`));
  assert.deepEqual(errors, []);
});

test("the list dates saves in the browser's own locale", async () => {
  const updated = Date.UTC(2026, 0, 31, 15, 4);
  for (const [locale, date] of [["en-US", /1\/31\/2026/], ["en-GB", /31\/01\/2026/], ["fr-CA", /2026-01-31/]]) {
    const { page, errors } = await newPage(browser, undefined, locale, { timezoneId: "UTC" });
    await page.goto(url);
    await page.getByTestId("saved-games").waitFor();
    await page.evaluate((updated) => {
      const save = {
        format: 2, game: "locksley", options: {}, seed: 5, actions: [], check: "", rev: 1,
        status: { moves: 0, to_move: 0, winner: null, stage: { key: "ui.saves.turn", args: [["n", 1]] } },
        meta: { players: ["human", "human"], names: ["Dated", "Save"], created: updated, updated },
      };
      localStorage.setItem("sherwood.save.dated", JSON.stringify(save));
    }, updated);
    await page.reload();
    const entry = page.locator('[data-id="dated"]');
    await entry.waitFor();
    assert.match(await entry.innerText(), date, locale);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test("a save from before checks (format 1) gets one at its first open, so a later change of position is reported", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const old = fs.readFileSync(path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fixtures/saves/v1/locksley-near-end.json"), "utf8");
  assert.equal(JSON.parse(old).check, undefined);
  await page.evaluate((old) => localStorage.setItem("sherwood.save.old", old), old);
  await page.goto(url + "#/play/old");
  await page.getByTestId("table").waitFor();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem("sherwood.save.old")).check);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("sherwood.save.old")));
  assert.match(stored.check, /^\d+:[0-9a-f]{16}$/);
  assert.deepEqual(stored.actions, JSON.parse(old).actions, "no move changed");
  assert.equal(stored.meta.updated, JSON.parse(old).meta.updated, "opening is not playing: the list keeps its order");
  assert.equal(await page.getByTestId("notice").count(), 0);
  // What a later rules change would do: the same moves now lead elsewhere. It is reported.
  await page.evaluate(() => {
    const save = JSON.parse(localStorage.getItem("sherwood.save.old"));
    save.check = save.check.replace(/:.*/, ":0000000000000000");
    localStorage.setItem("sherwood.save.old", JSON.stringify(save));
  });
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /earlier version of Sherwood whose rules differ/);
  assert.deepEqual(errors, []);
});

test("a game with a friend on another device is imported once: a second copy is refused and nothing changes", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const file = new URL("../fixtures/saves/v2/remote-locksley-before-the-last-turn.json", import.meta.url).pathname;
  await page.getByTestId("import").setInputFiles(file);
  await page.getByTestId("home-message").filter({ hasText: /Imported/ }).waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 1);
  const stored = await page.evaluate(() => Object.keys(localStorage).sort().join());
  // The same game again (an input resets by its value: the same file twice fires once).
  await page.getByTestId("import").setInputFiles([]);
  await page.getByTestId("import").setInputFiles(file);
  const message = page.getByTestId("home-message").filter({ hasText: /was not imported/ });
  await message.waitFor();
  assert.match(await message.innerText(), /this game with Bob is already in your saved games: open it there \(a link from Bob brings it up to date\)/);
  assert.equal(await page.getByTestId("save-entry").count(), 1);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).sort().join()), stored);
  assert.deepEqual(errors, []);
});
