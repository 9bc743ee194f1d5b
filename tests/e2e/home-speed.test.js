// How long the home page takes to list the saves: 80 long games against 20
// short ones. The list reads each save's stored status and replays none, so
// the two should take about as long. A benchmark: it prints the figures and
// fails only if the list is incomplete.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, url, browser } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => fs.readFileSync(path.join(here, `../fixtures/saves/v2/${name}.json`), "utf8");

serveSite();

/// Milliseconds from navigation to the last entry of `n` copies of `save` listed.
async function listTime(save, n) {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.evaluate(([save, n]) => {
    for (let i = 0; i < n; i++) localStorage.setItem(`sherwood.save.bench${i}`, save);
  }, [save, n]);
  const times = [];
  for (let run = 0; run < 3; run++) {
    const t0 = Date.now();
    await page.goto(url + "#/?" + run);
    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=save-entry]").length === n, n);
    times.push(Date.now() - t0);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
  return times.sort((a, b) => a - b)[1];
}

test("the home page lists 80 long games about as fast as 20 short ones", async () => {
  const long = fixture("gest-finished");
  const short = fixture("locksley-new");
  const longMoves = JSON.parse(long).actions.length;
  const [t80, t20] = [await listTime(long, 80), await listTime(short, 20)];
  console.log(`home page, load to list shown (median of 3): 80 saves of ${longMoves} moves ${t80} ms, 20 new saves ${t20} ms`);
  assert.ok(t80 > 0 && t20 > 0);
});
