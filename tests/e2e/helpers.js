// Shared by the browser tests: a static server for dist/ under a sub-path
// (as a static host would serve it), and headless Chromium.
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import zlib from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(here, "../../dist");
/// The test build that can panic on demand (scripts/test.sh, `--features crash-test`).
export const CRASH_DIST = path.resolve(here, "../../dist-crash");
export const OUTPUT = path.resolve(here, "../output");
export const BASE = "/sherwood/";

/// Every game, in the app's order: read from the one list, `games!(…)` in
/// src/games/mod.rs, so no test names the games by hand.
export const GAMES = fs
  .readFileSync(path.resolve(here, "../../src/games/mod.rs"), "utf8")
  .match(/^games!\(([^)]*)\);/m)[1]
  .split(",")
  .map((g) => g.trim())
  .filter(Boolean);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/// The site a test file's tests run against, and its browser: set by
/// [`serveSite`] before the first test (live bindings, read where imported).
export let url, browser, server;

/// What every browser test file needs once: serves the built site (`site`,
/// the release build by default) and launches Chromium before its tests,
/// closes both after them.
export function serveSite(site = DIST) {
  before(async () => {
    ({ server, url } = await startServer(site));
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });
}

/// The types a static host compresses (GitHub Pages, Netlify and the like
/// gzip these; images and the rest go as they are).
const PACKED = new Set([".html", ".js", ".wasm", ".css", ".svg", ".json", ".webmanifest", ".txt"]);
const gzipped = new Map();

/// Serves `dist` (the release site by default; a function is asked at every
/// request, so a test can publish another build) under BASE on a free port.
/// With `gzip`, as a real host: text and WebAssembly gzipped (level 9,
/// `Content-Encoding`) to a browser that accepts it.
export function startServer(site = DIST, { gzip = false } = {}) {
  const server = http.createServer((req, res) => {
    const dist = typeof site === "function" ? site() : site;
    const url = new URL(req.url, "http://x");
    if (!url.pathname.startsWith(BASE)) {
      res.writeHead(404).end();
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(BASE.length)) || "index.html";
    const file = path.join(dist, rel);
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] || "application/octet-stream";
    if (gzip && PACKED.has(path.extname(file)) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
      const body = gzipped.get(key);
      res.writeHead(200, { "content-type": type, "content-encoding": "gzip", "content-length": body.length });
      res.end(body);
      return;
    }
    res.writeHead(200, { "content-type": type });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ server, url: `http://127.0.0.1:${port}${BASE}` });
    });
  });
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

/// A fresh page that records console errors and page errors.
export async function newPage(browser, viewport = { width: 1280, height: 800 }, locale = "en-GB", options = {}) {
  const context = await browser.newContext({ viewport, locale, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/// Makes the page's randomness (crypto.getRandomValues: the new game's seed,
/// its id) a fixed sequence, so a test that plays a whole game plays the same
/// one every run.
export async function seedRandom(page, seed) {
  await page.addInitScript((start) => {
    let s = start;
    const fill = (a) => {
      for (let i = 0; i < a.length; i++) {
        s = (s * 1103515245 + 12345) % 2147483648;
        a[i] = s >>> 8;
      }
      return a;
    };
    Crypto.prototype.getRandomValues = fill;
    crypto.getRandomValues = fill;
  }, seed);
}

export async function shot(page, name) {
  fs.mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`), fullPage: false });
}

/// The build a built site carries (its <meta name="sherwood-build">).
export const buildOf = (dist) =>
  /name="sherwood-build" content="([0-9a-f]+)"/.exec(fs.readFileSync(path.join(dist, "index.html"), "utf8"))[1];

/// The file name of a built site's main WebAssembly (at its root).
export const mainWasm = (dist) => fs.readdirSync(dist).find((f) => f.endsWith("_bg.wasm"));

/// A copy of a built site in a folder of its own, damaged by `damage(dir)`:
/// a publication gone wrong. The caller removes it.
export function damagedCopy(dist, damage) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sherwood-damaged-"));
  fs.cpSync(dist, dir, { recursive: true });
  damage(dir);
  return dir;
}

/// Cuts a built site's main WebAssembly in half, as an upload cut short.
export function truncateMainWasm(dir) {
  const name = mainWasm(dir);
  if (!name) throw new Error(`no main wasm at the root of ${dir}`);
  const wasm = path.join(dir, name);
  const bytes = fs.readFileSync(wasm);
  fs.writeFileSync(wasm, bytes.subarray(0, bytes.length >> 1));
}

/// Starts a new game (Locksley unless `game` says) from the home page with
/// the given names.
export async function startGame(page, url, { red = "Robin", blue = "Marian", length, game } = {}) {
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  // Chosen even for Locksley: the form offers the game last started first.
  await page.getByTestId("game").selectOption(game ?? GAMES[0]);
  await page.getByTestId("name-red").fill(red);
  await page.getByTestId("name-blue").fill(blue);
  if (length) await page.getByTestId("length").selectOption(length);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
}

/// Opens a new hot-seat game of `game` with the form's defaults.
export async function newGame(page, url, game) {
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption(game);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
}

/// Clicks the first highlighted (legal) square of the board.
export async function clickTarget(page) {
  const target = page.locator("g.square.target").first();
  await target.click();
}

/// What a random player may click now, as `[selector, index]` pairs: every
/// element each of `selectors` finds, or only the first selector's if it finds
/// any (the flip screen's button covers the rest); none once the end screen
/// shows. Asked of the page's own `querySelectorAll` in one call: Playwright's
/// locators run their own selector engine in the page, and asking each
/// selector with them left garbage for the timed clicks to collect (the page
/// allocated 146 kB a click in a Locksley game that way, 46 kB this way, its
/// own redraw included; sampled over 40 clicks).
export const clickable = (page, selectors) =>
  page.evaluate((selectors) => {
    if (document.querySelector("[data-testid=end-screen]")) return [];
    const choices = [];
    for (const [k, sel] of selectors.entries()) {
      const n = document.querySelectorAll(sel).length;
      for (let i = 0; i < n; i++) choices.push([sel, i]);
      if (k === 0 && n) break;
    }
    return choices;
  }, selectors);

/// Clicks the `index`-th element `selector` finds and returns the ms from the
/// click to the next frame after the update (the click-to-screen benchmarks).
/// It counts the wait for the frame too: clicks that change nothing measure
/// up to 14-15 ms this way (their p95; the page's frames are 16.7 ms apart).
export const timedClick = async (page, selector, index) => (await clickCosts(page, selector, index)).frame;

/// Clicks the `index`-th element `selector` finds: `frame`, the ms from the
/// click to the next frame after the update (as [`timedClick`]), and `work`,
/// the ms of the page's own work for it (the handlers, the redraw's scripts,
/// then the style and layout of the new page, forced at once), which must
/// fit in a frame for the update to make the next one.
///
/// Both are taken within the click's own task: the frame is asked for there,
/// so it is the first one the browser begins after the update, and the work
/// ends with the redraw's microtasks. (Waiting for a later task to end the
/// work let a frame run first: it drew the update, then the work counted
/// that frame's style, layout and paint, and `frame` the one after it.)
export const clickCosts = (page, selector, index) =>
  page.evaluate(
    async ([sel, i]) => {
      const el = document.querySelectorAll(sel)[i];
      const t0 = performance.now();
      // A pointer's click (`detail` 1): one with no pointer is a key's, after
      // which the table moves the focus on (src/table/keys.rs).
      el.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
      const framed = new Promise((r) => requestAnimationFrame(() => r(performance.now())));
      // Leptos redraws in microtasks queued by the handlers, which run before
      // this one, still in the click's task; `late` (an error if any) checks
      // that nothing is left for after it.
      await null;
      document.body.getBoundingClientRect();
      const work = performance.now() - t0;
      const watch = new MutationObserver(() => {});
      watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = (await framed) - t0;
      const late = watch.takeRecords().length;
      watch.disconnect();
      return { frame, work, late };
    },
    [selector, index],
  ).then(({ frame, work, late }) => {
    if (late) throw new Error(`${selector} #${index}: ${late} changes to the page after the redraw, so the frame timed may not show them`);
    return { frame, work };
  });

/// Everything the page holds as text: content, attributes (titles, aria labels).
export const pageText = (page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll("*")) {
      for (const a of el.attributes) parts.push(a.value);
      if (el.tagName.toLowerCase() === "title") parts.push(el.textContent);
    }
    return parts.join("\n");
  });

/// At a phone's size, the smallest tappable space and the smallest map text
/// of the board on screen, in CSS pixels.
export const phoneMeasure = (page) =>
  page.evaluate(() => {
    const svg = document.querySelector("[data-testid=map]");
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const targets = [...svg.querySelectorAll("g.area, g.hex-target, g.piece")].map((g) => {
      const r = (g.querySelector("circle.node, polygon, rect.face") || g).getBoundingClientRect();
      return Math.min(r.width, r.height);
    });
    const texts = [...svg.querySelectorAll("text")].filter((t) => t.getBoundingClientRect().height > 0).map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    return { target: Math.min(...targets), text: Math.min(...texts) };
  });
