// Each game's code is downloaded when it is first opened (src/games/mod.rs):
// the home page fetches no game's module, and stays small whatever the number
// of games; opening a game fetches its module (split_<game>.wasm, the chunks
// it shares with other games) and its texts; a failed download says which
// game and why, offers Try again and changes nothing stored; after one visit
// every game opens offline.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, GAMES, url, browser } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
/// Each game's English title, from its own home texts (`ui.game.<game>`).
const title = (game) =>
  new RegExp(`^ui\\.game\\.${game} = (.*)$`, "m").exec(fs.readFileSync(path.resolve(here, `../../i18n/en/${game}-home.txt`), "utf8"))[1];
// Goals (issue #24): the first visit until the home page works, and what
// opening a game adds (kB = 1,000 bytes, gzip -9 of each file as served).
const HOME_KB = 400;
const GAME_KB = 250;
const SPLIT = /\/(split|chunk)_[^/]*\.wasm$/;

serveSite();

/// Records every file the page fetches, with its size gzipped.
function recorder(page) {
  const got = [];
  page.on("response", (response) => {
    got.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ url: response.url(), gzip: 0 })),
    );
  });
  return {
    /// The files fetched so far, and their total in kB gzip.
    async take() {
      const files = await Promise.all(got.splice(0));
      return { files, kb: files.reduce((n, f) => n + f.gzip, 0) / 1000 };
    },
  };
}

const name = (u) => new URL(u).pathname.split("/").pop() || "index.html";
const quiet = (page) => page.waitForTimeout(800);

/// A fresh page without the service worker (its precaching would fetch the
/// whole build in the background, which the first visit does not wait for).
const sizedPage = () => newPage(browser, undefined, "en-GB", { serviceWorkers: "block" });

/// A fresh page (see `sizedPage`) that has opened the home page, with a
/// recorder of the files it fetches from then on.
async function afterHome() {
  const { page, errors } = await sizedPage();
  const files = recorder(page);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await quiet(page);
  await files.take();
  return { page, errors, files };
}

async function startFromHome(page, game) {
  await page.getByTestId("game").selectOption(game);
  await page.getByTestId("name-red").fill("Robin");
  await page.getByTestId("name-blue").fill("Marian");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
}

test("the home page downloads no game's code, and stays within its size", async () => {
  const { page, errors } = await sizedPage();
  const files = recorder(page);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("saved-games").waitFor();
  await quiet(page);
  const { files: fetched, kb } = await files.take();
  console.log(`home page, first visit: ${kb.toFixed(1)} kB gzip in ${fetched.length} files (${fetched.map((f) => `${name(f.url)} ${(f.gzip / 1000).toFixed(1)}`).join(", ")})`);
  assert.deepEqual(fetched.filter((f) => SPLIT.test(f.url)).map((f) => name(f.url)), [], "no game's module");
  assert.ok(kb <= HOME_KB, `${kb.toFixed(1)} kB > ${HOME_KB} kB`);
  // The default game's seats are named in the form without its code.
  assert.equal(await page.getByTestId("name-red").getAttribute("placeholder"), "Red");
  assert.deepEqual(errors, []);
});

for (const game of GAMES) {
  test(`opening ${game} downloads its code and texts once, within its size`, async () => {
    const { page, errors, files } = await afterHome();
    await startFromHome(page, game);
    await quiet(page);
    const { files: fetched, kb } = await files.take();
    const modules = fetched.filter((f) => SPLIT.test(f.url)).map((f) => name(f.url));
    console.log(`opening ${game}: ${kb.toFixed(1)} kB gzip more in ${fetched.length} files (${fetched.map((f) => `${name(f.url)} ${(f.gzip / 1000).toFixed(1)}`).join(", ")})`);
    assert.ok(modules.includes(`split_${game}.wasm`), modules.join(", "));
    assert.deepEqual(modules.filter((m) => m.startsWith("split_") && m !== `split_${game}.wasm`), [], "no other game's module");
    assert.ok(kb <= GAME_KB, `${kb.toFixed(1)} kB > ${GAME_KB} kB`);
    // Opening it again in the same page (its lesson, a second game) downloads no code.
    await page.goto(`${url}#/learn/${game}/0`);
    await page.getByTestId("lesson").waitFor();
    await page.goto(`${url}#/`);
    await page.getByTestId("new-game").waitFor();
    await startFromHome(page, game);
    await quiet(page);
    const again = (await files.take()).files.filter((f) => SPLIT.test(f.url));
    assert.deepEqual(again, []);
    assert.deepEqual(errors, []);
  });
}

test("a rules page downloads the rules references, not any game's code, and the texts once", async () => {
  const { page, errors, files } = await afterHome();
  for (const [k, game] of GAMES.entries()) {
    await page.goto(`${url}#/rules/${game}`);
    await page.getByRole("heading", { name: `${title(game)} — rules reference` }).waitFor();
    await quiet(page);
    const { files: fetched, kb } = await files.take();
    const modules = fetched.filter((f) => SPLIT.test(f.url)).map((f) => name(f.url));
    console.log(`rules of ${game}: ${kb.toFixed(1)} kB gzip more in ${fetched.length} files (${fetched.map((f) => `${name(f.url)} ${(f.gzip / 1000).toFixed(1)}`).join(", ")})`);
    assert.deepEqual(modules.filter((m) => m.startsWith("split_")), k === 0 ? ["split_rules.wasm"] : [], game);
  }
  assert.deepEqual(errors, []);
});

test("a game whose code cannot be downloaded says so, offers Try again, and changes nothing stored", async () => {
  const { page, errors } = await newPage(browser, undefined, "en-GB", { serviceWorkers: "block" });
  let blocked = true;
  await page.route(/\/split_gest\.wasm$/, (route) => (blocked ? route.abort("failed") : route.continue()));
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  const save = fs.readFileSync(path.join(here, "../fixtures/saves/v2/gest-later.json"), "utf8");
  await page.evaluate((text) => localStorage.setItem("sherwood.save.gest-kept", text), save);
  const stored = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const before = await stored();

  // The saved game: the panel names the game and why, and offers Try again.
  await page.goto(`${url}#/play/gest-kept`);
  const panel = page.getByTestId("game-load-failed");
  await panel.waitFor();
  assert.match(await panel.innerText(), /A Gest of Robin Hood could not be loaded\./);
  assert.match(await page.getByTestId("game-load-reason").innerText(), /code could not be downloaded/);
  assert.match(await panel.innerText(), /saved games are safe/);
  assert.equal(await page.getByTestId("game-load-retry").count(), 1);
  assert.equal(await stored(), before, "nothing stored changed");

  // Try again while it still cannot be had: the same panel.
  await page.getByTestId("game-load-retry").click();
  await panel.waitFor();

  // The home page, the saves and the other games go on working.
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 1);
  await page.goto(`${url}#/learn/gest/0`);
  await panel.waitFor();
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await startFromHome(page, "locksley");
  await page.goto(`${url}#/learn/skirmish/0`);
  await page.getByTestId("lesson").waitFor();

  // The lesson's panel, then the connection is back: Try again opens it.
  await page.goto(`${url}#/learn/gest/0`);
  await panel.waitFor();
  blocked = false;
  await page.getByTestId("game-load-retry").click();
  await page.getByTestId("lesson").waitFor();
  await page.goto(`${url}#/play/gest-kept`);
  await page.getByTestId("table").waitFor();
  // The loader reports the failed fetches on the console; nothing else may.
  assert.deepEqual(errors.filter((e) => !/split module|Failed to fetch|split_gest|net::ERR_FAILED|game gest/.test(e)), []);
});

test("after one visit to the home page, every game opens offline", async () => {
  const { context, page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  // The service worker has precached the whole build, every game included.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  for (const game of GAMES) {
    await page.goto(`${url}#/learn/${game}/0`);
    await page.getByTestId("lesson").waitFor();
    await page.goto(`${url}#/rules/${game}`);
    await page.getByRole("heading", { name: `${title(game)} — rules reference` }).waitFor();
    await page.goto(url);
    await page.getByTestId("new-game").waitFor();
    await startFromHome(page, game);
  }
  await context.setOffline(false);
  assert.deepEqual(errors, []);
});
