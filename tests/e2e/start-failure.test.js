// When the app's code cannot load or start, the page says so, with the reason
// where it can tell (which file, or what the browser said), in the player's
// language; the line that says a slow first load is still loading (after 4 s)
// never replaces it. No service worker: a first visit.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { startServer, launch, newPage, damagedCopy, mainWasm, truncateMainWasm, DIST } from "./helpers.js";

const MAIN_WASM = mainWasm(DIST);
const MAIN_JS = fs.readdirSync(DIST).find((f) => /^sherwood-app-.*\.js$/.test(f));

let server, url, browser, truncated, published = DIST;
before(async () => {
  // dist/ with the app's WebAssembly cut in half, as by an upload cut short.
  truncated = damagedCopy(DIST, truncateMainWasm);
  ({ server, url } = await startServer(() => published));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
  fs.rmSync(truncated, { recursive: true, force: true });
});

/// Opens the site on a fresh context without a service worker, `prepare`
/// having set the page up, and returns the loading box once over 5 s have
/// passed since the page was asked for (the slow line comes at 4 s).
async function failedStart(locale, prepare = async () => {}) {
  const { context, page } = await newPage(browser, undefined, locale, { serviceWorkers: "block" });
  await prepare(page);
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById("loading")?.classList.contains("problem"), null, { timeout: 10000 });
  await page.waitForTimeout(Math.max(0, 5500 - (Date.now() - t0)));
  const box = page.locator("#loading");
  return {
    context,
    text: await box.textContent(),
    role: await box.getAttribute("role"),
    problem: await box.evaluate((b) => b.classList.contains("problem")),
    mounted: await page.getByTestId("new-game").count(),
  };
}

test("the app's WebAssembly cut in half: the failure and the file stay shown", async () => {
  published = truncated;
  const shown = await failedStart("en-GB");
  published = DIST;
  assert.equal(shown.mounted, 0);
  assert.equal(
    shown.text,
    `Sherwood could not start: the file ${MAIN_WASM} is incomplete or damaged. Reload the page to try again; your saved games are kept in this browser.`,
  );
  assert.equal(shown.role, "alert");
  assert.ok(shown.problem);
  assert.doesNotMatch(shown.text, /Still loading/);
  await shown.context.close();
});

test("the app's WebAssembly missing (404), in French", async () => {
  const shown = await failedStart("fr-FR", (page) => page.route(/_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: "" })));
  assert.equal(
    shown.text,
    `Sherwood n’a pas pu démarrer : le fichier ${MAIN_WASM} n’a pas pu être chargé. Rechargez la page pour réessayer ; vos parties sont gardées dans ce navigateur.`,
  );
  assert.equal(shown.role, "alert");
  assert.ok(shown.problem);
  assert.doesNotMatch(shown.text, /Chargement en cours/);
  await shown.context.close();
});

test("the app's script missing (404), in Italian", async () => {
  const shown = await failedStart("it-IT", (page) => page.route(/sherwood-app-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "" })));
  assert.equal(
    shown.text,
    `Sherwood non è riuscito ad avviarsi: non è stato possibile caricare il file ${MAIN_JS}. Ricarica la pagina per riprovare; le tue partite restano salvate in questo browser.`,
  );
  assert.equal(shown.role, "alert");
  assert.ok(shown.problem);
  assert.doesNotMatch(shown.text, /Caricamento in corso/);
  await shown.context.close();
});

test("a failure the page cannot pin on a file still says what the browser reported", async () => {
  // Every file arrives whole, but the WebAssembly will not start.
  const shown = await failedStart("en-GB", (page) =>
    page.addInitScript(() => {
      const refuse = () => Promise.reject(new Error("no start today"));
      WebAssembly.instantiateStreaming = refuse;
      WebAssembly.instantiate = refuse;
    }),
  );
  assert.equal(
    shown.text,
    "Sherwood could not start: the browser reported “no start today”. Reload the page to try again; your saved games are kept in this browser.",
  );
  assert.equal(shown.role, "alert");
  await shown.context.close();
});
