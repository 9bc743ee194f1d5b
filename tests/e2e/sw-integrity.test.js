// A publication cut short, or damaged on the way, is never installed: the
// build records the digest of each of its files in sw.js
// (scripts/version-build.mjs), and the service worker checks every file's
// bytes against it before installing. An installed copy keeps its last good
// build, online and offline. Build A is dist/, build B is dist-crash/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startServer, launch, newPage, startGame, clickTarget, buildOf, damagedCopy, truncateMainWasm, DIST, CRASH_DIST } from "./helpers.js";

const A = buildOf(DIST);
const B = buildOf(CRASH_DIST);

/// The files sw.js lists, with their digests.
const listed = (dist) => {
  const line = /^const FILES = (.*);$/m.exec(fs.readFileSync(path.join(dist, "sw.js"), "utf8"));
  return JSON.parse(line[1]);
};
const sri = (bytes) => `sha256-${crypto.createHash("sha256").update(bytes).digest("base64")}`;
const filesUnder = (root, rel = "") =>
  fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(root, p) : [p];
  });

/// A translation table with one letter changed: same name, same size.
const alterTranslation = (dir) => {
  const file = path.join(dir, "v", B, "i18n", "fr", "ui.txt");
  const text = fs.readFileSync(file);
  const at = text.indexOf("e".charCodeAt(0));
  text[at] = "a".charCodeAt(0);
  fs.writeFileSync(file, text);
};

let server, url, browser, published;
const made = [];
before(async () => {
  published = DIST;
  ({ server, url } = await startServer(() => published));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

test("every file of a build is listed with the digest of its bytes, the page with the bytes served for ./", async () => {
  for (const dist of [DIST, CRASH_DIST]) {
    const files = listed(dist);
    const expected = filesUnder(dist).filter((f) => f !== "sw.js" && f !== "index.html");
    assert.deepEqual(Object.keys(files).sort(), ["./", ...expected].sort(), dist);
    for (const f of expected) assert.equal(files[f], sri(fs.readFileSync(path.join(dist, f))), `${dist}: ${f}`);
    published = dist;
    const page = Buffer.from(await (await fetch(url)).arrayBuffer());
    assert.match(page.toString("utf8"), /<meta name="sherwood-build" content="[0-9a-f]+">/);
    assert.equal(files["./"], sri(page), `${dist}: ./`);
  }
  published = DIST;
});

/// Asks the service worker to look for a new version now, and says what became
/// of the version it found: "redundant" (its install failed), "installed" or
/// "activated", or "none" (no new version in 60 s). A navigation starts its
/// own check, which may still be under way against the build published
/// before: wait for it to settle, and ask again while a check finds nothing
/// new. A version found may take long to install (every file of the build is
/// fetched and its digest checked, slow on a loaded machine): it is waited for
/// up to two minutes, never reported as "none". The browser looks for a new
/// version on its own as well (after a navigation): if it has already
/// installed `build` (its cache is there once the install settles), that is
/// "installed" — asking again would find nothing new.
const updateOutcome = (page, build) =>
  page.evaluate(async (build) => {
    const reg = await navigator.serviceWorker.getRegistration();
    const settled = () => new Promise((resolve) => {
      const poll = () => (reg.installing ? setTimeout(poll, 100) : resolve());
      poll();
    });
    await settled();
    if ((await caches.keys()).includes(`sherwood-${build}`)) return "installed";
    let found = false;
    const outcome = new Promise((resolve) => {
      reg.addEventListener("updatefound", () => {
        found = true;
        const worker = reg.installing;
        worker.addEventListener("statechange", () => {
          if (worker.state !== "installing") resolve(worker.state);
        });
        setTimeout(() => resolve(`still ${worker.state} after two minutes`), 120000);
      });
      setTimeout(() => found || resolve("none"), 60000);
    });
    (async () => {
      for (let i = 0; i < 20 && !found; i++) {
        await reg.update().catch((e) => console.log(`update() refused: ${e}`));
        await new Promise((r) => setTimeout(r, 3000));
      }
    })();
    return outcome;
  }, build);

const meta = (page) => page.evaluate(() => document.querySelector("meta[name=sherwood-build]").content);

for (const [what, damage] of [
  ["a half-uploaded main wasm", truncateMainWasm],
  ["an altered translation table", alterTranslation],
]) {
  test(`a build with ${what} published over an installed one is never installed; the installed copy works on, online and offline`, async () => {
    assert.notEqual(A, B);
    published = DIST;
    const { context, page } = await newPage(browser);
    page.on("console", (m) => { if (/update\(\)/.test(m.text())) console.log("PAGE:", m.text()); });
    await startGame(page, url, { red: "Stays", blue: "Whole" });
    await clickTarget(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByTestId("table").waitFor();
    const board = await page.getByTestId("board").innerHTML();

    const damaged = damagedCopy(CRASH_DIST, damage);
    made.push(damaged);
    published = damaged;
    assert.equal(await updateOutcome(page, B), "redundant", "the damaged build's install fails");
    await page.waitForTimeout(500);
    assert.equal(await page.getByTestId("update-ready").count(), 0);
    assert.equal(await page.evaluate(async () => (await fetch("sw-build")).text()), A);
    assert.deepEqual(await page.evaluate(() => caches.keys().then((k) => k.filter((n) => n.startsWith("sherwood-") && n !== "sherwood-builds"))), [`sherwood-${A}`]);

    // Reloaded online (the damaged build still published) and offline: A, whole.
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      await page.reload();
      await page.getByTestId("table").waitFor();
      assert.equal(await meta(page), A, offline ? "offline" : "online");
      assert.equal(await page.getByTestId("board").innerHTML(), board);
    }
    await context.setOffline(false);
    // French comes from A's own tables.
    await page.getByTestId("lang").selectOption("fr");
    await page.waitForFunction(() => document.querySelector("header").innerText.includes("Règles"));

    // Published whole, B installs: the check passes a good build.
    published = CRASH_DIST;
    assert.match(await updateOutcome(page, B), /^(installed|activating|activated)$/);
    await page.getByTestId("update-ready").waitFor({ timeout: 20000 });
    await context.close();
  });
}
