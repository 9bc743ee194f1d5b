// Publishing a new build over an old one: an open page keeps working on the
// build it started with (it never fetches the new build's pieces), is told an
// update is ready, and switches without losing the game; offline, the service
// worker serves a complete version throughout. Build A is dist/, build B is
// dist-crash/ (another build of the same app: every versioned name differs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { startServer, launch, newPage, startGame, clickTarget, buildOf, damagedCopy, DIST, CRASH_DIST } from "./helpers.js";

const A = buildOf(DIST);
const B = buildOf(CRASH_DIST);

/// Build B with one of its files missing: its install must fail as a whole.
const brokenCopyOfB = () => damagedCopy(CRASH_DIST, (dir) => fs.rmSync(path.join(dir, "v", B, "worker_bg.wasm")));

/// Waits until the page runs `build`, through the reload that switches it.
async function runs(page, build) {
  for (let i = 0; i < 80; i++) {
    const now = await page.evaluate(() => document.querySelector("meta[name=sherwood-build]")?.content).catch(() => null);
    if (now === build) return;
    await page.waitForTimeout(250);
  }
  assert.fail(`the page never ran build ${build}`);
}

let server, url, browser, published;
before(async () => {
  published = DIST;
  ({ server, url } = await startServer(() => published));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("a second build published over the first: the old page keeps its build, then updates when asked, losing nothing", async () => {
  assert.notEqual(A, B);
  const { context, page, errors } = await newPage(browser);
  const requested = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await startGame(page, url, { red: "Keeps", blue: "Going" });
  await clickTarget(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByTestId("table").waitFor();
  // Where the game stands: its moves as stored, and the prompt.
  const position = async () => [
    await page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]).actions),
    await page.getByTestId("prompt").innerText(),
  ];
  const before = await position();

  // A broken publication of B (a file missing) never replaces A.
  published = brokenCopyOfB();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update().catch(() => {}));
  await page.waitForTimeout(1500);
  assert.equal(await page.getByTestId("update-ready").count(), 0);
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.evaluate(() => document.querySelector("meta[name=sherwood-build]").content), A);
  await context.setOffline(false);

  // B published whole. The open page still runs A and loads only A's pieces.
  published = CRASH_DIST;
  requested.length = 0;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.getByTestId("update-ready").waitFor({ timeout: 20000 });
  assert.match(await page.getByTestId("update-ready").innerText(), /A new version of Sherwood is ready/);
  await page.getByTestId("lang").selectOption("fr");
  await page.waitForFunction(() => document.querySelector("header").innerText.includes("Règles"));
  await page.getByTestId("lang").selectOption("en");
  assert.ok(requested.some((p) => p.includes(`/v/${A}/i18n/fr/`)), requested.join("\n"));
  assert.ok(!requested.some((p) => p.includes(`/v/${B}/`) && p.includes("i18n")), "the old page fetched the new build's tables");
  assert.equal(await page.evaluate(() => document.querySelector("meta[name=sherwood-build]").content), A);

  // A game's code not yet downloaded comes from A too (its split modules are
  // under v/<build>/ like the tables), and runs with A's shell.
  const table = page.url();
  requested.length = 0;
  await page.goto(`${url}#/learn/gest/0`);
  await page.getByTestId("lesson").waitFor();
  assert.ok(requested.some((p) => p.endsWith(`/v/${A}/split_gest.wasm`)), requested.join("\n"));
  assert.ok(!requested.some((p) => p.includes(`/v/${B}/`)), "the old page fetched the new build's pieces");
  await page.goto(table);
  await page.getByTestId("table").waitFor();

  // Update now: the page reloads onto B and the game is where it was.
  await page.getByTestId("update-ready").waitFor();
  await page.getByTestId("update-now").click();
  await runs(page, B);
  await page.getByTestId("table").waitFor();
  assert.deepEqual(await position(), before);
  assert.equal(await page.getByTestId("update-ready").count(), 0);

  // Offline, B starts complete: the game resumes and the bots' worker loads.
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.evaluate(() => document.querySelector("meta[name=sherwood-build]").content), B);
  assert.deepEqual(await position(), before);
  await context.setOffline(false);
  assert.deepEqual(errors.filter((e) => !/Failed to (fetch|load)|ERR_INTERNET_DISCONNECTED|404|service ?worker/i.test(e)), []);
});

test("an update waiting when the player reaches the home page is applied there", async () => {
  published = DIST;
  const { page } = await newPage(browser);
  await startGame(page, url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  published = CRASH_DIST;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.getByTestId("update-ready").waitFor({ timeout: 20000 });
  await page.goto(url + "#/");
  await runs(page, B);
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), 1);
});
