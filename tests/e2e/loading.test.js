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
