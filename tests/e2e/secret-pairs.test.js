// Pairs of saved games that differ only in a secret: every page of the seat
// that may not know it is the same, text, attributes and log order included.
// Gest: Robin Hood set up in Shire Wood with Merry Men in Remston, Southwell
// Forest and Shire Wood, or in Remston with them in Shire Wood, Southwell
// Forest and Shire Wood; then Robin Hood passes, and the Sheriff is to move.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, pageText, url, browser } from "./helpers.js";

const PAIRS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/secret-pairs");
const read = (name) => fs.readFileSync(path.join(PAIRS, name), "utf8");

serveSite();

/// The pages a save shows the seat to move (`seat` names it on the flip
/// screen): the flip screen, the table, the replay.
async function seatPages(save, seat = /Sheriff/) {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.evaluate((save) => localStorage.setItem("sherwood.save.pair", save), save);
  await page.goto(url + "#/play/pair");
  await page.getByTestId("curtain").waitFor();
  const pages = { curtain: await pageText(page) };
  assert.match(await page.getByTestId("curtain").innerText(), seat);
  await page.getByTestId("curtain-ready").click();
  await page.getByTestId("prompt").waitFor();
  pages.table = await pageText(page);
  await page.goto(url + "#/replay/pair");
  await page.getByTestId("replay").waitFor();
  pages.replay = await pageText(page);
  assert.deepEqual(errors, []);
  await page.context().close();
  return pages;
}

test("Gest: the Sheriff's pages do not tell where Robin Hood was set up", async () => {
  const a = read("gest-robin-shire-wood.json");
  const b = read("gest-robin-remston.json");
  assert.notDeepEqual(JSON.parse(a).actions, JSON.parse(b).actions);
  assert.equal(JSON.parse(a).check, JSON.parse(b).check, "the public positions are the same");
  const [pa, pb] = [await seatPages(a), await seatPages(b)];
  for (const kind of ["curtain", "table", "replay"]) {
    assert.equal(pa[kind], pb[kind], `the Sheriff's ${kind} tells the two games apart`);
  }
  assert.match(pa.table, /Remston/);
});

test("control: Robin Hood's own table does tell the two set-ups apart, so the comparison above can fail", async () => {
  const a = read("gest-robin-shire-wood-his-turn.json");
  const b = read("gest-robin-remston-his-turn.json");
  const [pa, pb] = [await seatPages(a, /Robin Hood/), await seatPages(b, /Robin Hood/)];
  assert.equal(pa.curtain, pb.curtain, "the flip screen is public");
  assert.notEqual(pa.table, pb.table);
});
