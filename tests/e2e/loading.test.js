// Before the app mounts: a loading line in the player's language, a clear
// message where WebAssembly is missing; after: the page's title, description
// and manifest in the player's language.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage } from "./helpers.js";

let server, url, browser;
before(async () => {
  ({ server, url } = await startServer());
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("a slow first load shows a loading line until the app is there", async () => {
  const { page, errors } = await newPage(browser);
  let release;
  const held = new Promise((r) => (release = r));
  // Hold the app's WebAssembly back, as a slow connection would.
  await page.route(/sherwood-app-.*\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url);
  const line = page.locator("#loading");
  await line.waitFor();
  assert.equal(await line.textContent(), "Loading Sherwood…");
  assert.equal(await line.getAttribute("role"), "status");
  release();
  await page.getByTestId("new-game").waitFor();
  assert.equal(await page.locator("#loading").count(), 0, "gone once the app is drawn");
  assert.deepEqual(errors, []);
});

test("without WebAssembly the page says why Sherwood cannot start", async () => {
  const { page } = await newPage(browser, undefined, "it-IT");
  await page.addInitScript(() => {
    delete window.WebAssembly;
  });
  await page.goto(url);
  const line = page.locator("#loading");
  await page.waitForFunction(() => document.getElementById("loading")?.classList.contains("problem"));
  assert.match(await line.textContent(), /^Sherwood ha bisogno di WebAssembly/);
  assert.equal(await line.getAttribute("role"), "alert");
});

test("the page's title, description and manifest follow the player's language", async () => {
  const { page, errors } = await newPage(browser, undefined, "fr-FR");
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  assert.equal(await page.title(), "Sherwood — jeux de plateau de Robin des Bois");
  assert.match(await page.locator("meta[name=description]").getAttribute("content"), /^Jouez à des jeux/);
  assert.equal(await page.locator("link[rel=manifest]").getAttribute("href"), "manifest-fr.webmanifest");
  const manifest = await (await page.request.get(url + "manifest-fr.webmanifest")).json();
  assert.equal(manifest.name, "Sherwood — jeux de plateau de Robin des Bois");
  assert.equal(manifest.lang, "fr");
  await page.getByTestId("lang").selectOption("en");
  await page.waitForFunction(() => document.title === "Sherwood — Robin Hood board games");
  assert.equal(await page.locator("link[rel=manifest]").getAttribute("href"), "manifest.webmanifest");
  assert.deepEqual(errors, []);
});

test("on a throttled connection: when the page first says something, and when the app is there", async () => {
  const { page, errors } = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  // About a "fast 3G" phone connection: 150 ms round trips, 1.6 Mbit/s down.
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => document.getElementById("loading")?.textContent.length > 0);
  const said = Date.now() - t0;
  await page.getByTestId("new-game").waitFor({ timeout: 60_000 });
  const ready = Date.now() - t0;
  console.log(`throttled first load (150 ms, 1.6 Mbit/s): loading line after ${said} ms, the app after ${ready} ms`);
  assert.ok(said < ready);
  assert.deepEqual(errors, []);
});
