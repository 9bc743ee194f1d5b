// Prints the wasm playout rate beside `sherwood bench locksley`'s native one.
// A benchmark, not a timed test: it fails only if the page cannot run it.
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

test("random playouts in wasm", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url + "#/bench");
  await page.getByTestId("run-bench").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=bench-result]").innerText.includes("games/s"));
  const report = await page.getByTestId("bench-result").innerText();
  console.log(report);
  assert.match(report, /locksley \(wasm\): \d+ random games/);
  assert.deepEqual(errors, []);
});
