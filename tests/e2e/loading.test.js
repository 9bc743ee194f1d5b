// Before the app mounts: a loading line in the player's language, with how
// much of the app has arrived, a clear message where WebAssembly is missing;
// after: the page's title, description and manifest in the player's language.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serveSite, startServer, newPage, mainWasm, DIST, url, browser } from "./helpers.js";

serveSite();

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

/// Opens `site` on a "fast 3G" phone connection (150 ms round trips,
/// 1.6 Mbit/s down), the CPU `cpu` times slower: when the loading line first
/// says something, and when the home page works (ms from the request).
async function throttledLoad(site, cpu) {
  const { page, errors } = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  const t0 = Date.now();
  await page.goto(site, { waitUntil: "commit" });
  await page.waitForFunction(() => document.getElementById("loading")?.textContent.length > 0);
  const said = Date.now() - t0;
  await page.getByTestId("new-game").waitFor({ timeout: 60_000 });
  const ready = Date.now() - t0;
  assert.ok(said < ready);
  assert.deepEqual(errors, []);
  await page.context().close();
  return { said, ready };
}

test("on a throttled connection: when the page first says something, and when the app is there", async () => {
  const plain = await throttledLoad(url, 1);
  console.log(`throttled first load (150 ms, 1.6 Mbit/s, files as they are): loading line after ${plain.said} ms, the app after ${plain.ready} ms`);
  // As a real host serves it (gzip), on a phone-speed CPU: #24's figure.
  const host = await startServer(DIST, { gzip: true });
  try {
    const phone = await throttledLoad(host.url, 4);
    console.log(`throttled first load (150 ms, 1.6 Mbit/s, gzip, CPU ×4): loading line after ${phone.said} ms, the app after ${phone.ready} ms`);
  } finally {
    host.server.close();
  }
});

/// Opens the site on a throttled connection (`kbps` down) and reads the
/// loading box every 100 ms until the app replaces it: its figures as shown,
/// and its bar's value, maximum and text for screen readers.
async function watchLoading(page, kbps) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false, latency: 100, downloadThroughput: (kbps * 1000) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(url, { waitUntil: "commit" });
  // Committed is not parsed: on a busy machine the line may not be there yet.
  await page.waitForSelector("#loading", { state: "attached", timeout: 10_000 });
  const seen = [];
  for (let i = 0; i < 600; i++) {
    const now = await page.evaluate(() => {
      const box = document.getElementById("loading");
      if (!box) return null;
      const bar = box.querySelector("progress");
      return {
        text: box.textContent,
        figures: box.querySelector(".loading-meter")?.textContent ?? "",
        value: bar?.hasAttribute("value") ? bar.value : null,
        max: bar?.hasAttribute("value") ? bar.max : null,
        said: bar?.getAttribute("aria-valuetext") ?? null,
        role: box.getAttribute("role"),
      };
    });
    if (!now) break;
    if (now.figures && seen.at(-1)?.figures !== now.figures) seen.push(now);
    await new Promise((r) => setTimeout(r, 100));
  }
  await page.getByTestId("new-game").waitFor({ timeout: 60_000 });
  return seen;
}

/// The numbers of a figure such as "120 kB of 615 kB" (or "1 234 ko").
const numbers = (figures) => figures.match(/\d[\d\s.,]*/g).map((n) => Number(n.replace(/[^\d]/g, "")));

test("on a slow first visit the loading line counts the app's download, of its total", async () => {
  const { page, errors } = await newPage(browser);
  const wasm = fs.statSync(path.join(DIST, mainWasm(DIST))).size;
  const seen = await watchLoading(page, 1200);
  console.log(`the loading line, as the download went: ${seen.map((s) => s.figures).join(" | ")}`);
  assert.ok(seen.length >= 3, `the count moved several times: ${seen.map((s) => s.figures)}`);
  const total = `${Math.round(wasm / 1000)} kB`;
  const counts = [];
  for (const s of seen) {
    assert.match(s.text, /^Loading Sherwood…|^Still loading/);
    const [done, of] = numbers(s.figures);
    assert.equal(s.figures, `${done} kB of ${total}`);
    assert.equal(of, Math.round(wasm / 1000));
    // The bar says the same to a screen reader, and the status line is not
    // read out again at every packet.
    assert.equal(s.said, s.figures);
    assert.equal(s.max, wasm);
    assert.ok(s.value <= wasm);
    assert.equal(s.role, "status");
    counts.push(done);
  }
  assert.ok(counts.every((c, i) => i === 0 || c > counts[i - 1]), `the count grows: ${counts}`);
  assert.ok(counts[0] < counts.at(-1) && counts.at(-1) <= Math.round(wasm / 1000));
  assert.deepEqual(errors, []);
});

test("in French, and without the build's total: the kilobytes downloaded, growing", async () => {
  const { page, errors } = await newPage(browser, undefined, "fr-FR");
  // A page without the size the build wrote in it, from a server that sends
  // no Content-Length (this test server streams every file): no total.
  await page.route(/\/sherwood\/(index\.html)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<meta name="sherwood-wasm-bytes"[^>]*>/, "");
    await route.fulfill({ response, body });
  });
  const seen = await watchLoading(page, 1200);
  console.log(`la ligne de chargement : ${seen.map((s) => s.figures).join(" | ")}`);
  assert.ok(seen.length >= 3, `the count moved several times: ${seen.map((s) => s.figures)}`);
  const counts = seen.map((s) => {
    assert.match(s.text, /^Chargement de Sherwood…|^Chargement en cours/);
    // French puts a no-break space between the number and its unit (\s matches it).
    assert.match(s.figures, /^\d[\d\s]*\sko téléchargés$/);
    assert.equal(s.value, null, "no total: the bar only says it is busy");
    assert.equal(s.said, s.figures);
    return numbers(s.figures)[0];
  });
  assert.ok(counts.every((c, i) => i === 0 || c > counts[i - 1]), `the count grows: ${counts}`);
  assert.deepEqual(errors, []);
});
