// Every save fixture of every format (tests/fixtures/saves/v*/) opens in the built site:
// listed on the home page, then resumed at its table with nothing set aside, unless
// tests/fixtures/saves/expected.txt says a rules change stops its replay (then it opens
// at the last move that applies, and says so).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, url, browser } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const SAVES = path.resolve(here, "../fixtures/saves");
const fixtures = fs
  .readdirSync(SAVES)
  .filter((d) => fs.statSync(path.join(SAVES, d)).isDirectory())
  .flatMap((d) => fs.readdirSync(path.join(SAVES, d)).filter((f) => f.endsWith(".json")).map((f) => [`${d}-${f.replace(/\.json$/, "")}`, path.join(SAVES, d, f)]));
// Fixture ids (as above) whose replay stops early under today's rules.
const stopping = new Set(
  fs
    .readFileSync(path.join(SAVES, "expected.txt"), "utf8")
    .split("\n")
    .filter((line) => line.includes(", stops at move "))
    .map((line) => line.split(": ")[0].replace(/\.json$/, "").replace("/", "-")),
);

serveSite();

test("every save fixture is listed and opens at its table", async () => {
  assert.ok(fixtures.length >= 8, `${fixtures.length} fixtures`);
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.evaluate((entries) => {
    for (const [id, text] of entries) localStorage.setItem(`sherwood.save.${id}`, text);
  }, fixtures.map(([id, file]) => [id, fs.readFileSync(file, "utf8")]));
  await page.reload();
  await page.getByTestId("saved-games").waitFor();
  assert.equal(await page.getByTestId("save-entry").count(), fixtures.length);
  assert.equal(await page.locator(".save.damaged, .save.newer").count(), 0);
  // Each entry's line (who is to move, the turn, the Ballad) as the stored status
  // gives it, whole in every language: no "{n}" left unfilled.
  for (const lang of ["fr", "it", "en"]) {
    await page.getByTestId("lang").selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const lines = await page.getByTestId("save-entry").allInnerTexts();
    assert.deepEqual(lines.filter((l) => /[{}]/.test(l)), [], lang);
  }
  // The options that matter, read with each game's own texts once they are
  // in: the Skirmish scenario, the Legend edition and optional rules.
  await page.locator("[data-testid=save-entry]", { hasText: "Skirmish in Sherwood · Rescue from the village" }).first().waitFor();
  const all = (await page.getByTestId("save-entry").allInnerTexts()).join("\n");
  assert.match(all, /The Legend of Robin Hood · edition 2 of our reconstruction/);
  assert.match(all, /The Legend of Robin Hood · edition 1 of our reconstruction, optional victory conditions/);
  assert.match(all, /Skirmish in Sherwood · Ambush on the forest road/);
  for (const [id] of fixtures) {
    await page.goto(`${url}#/play/${id}`);
    await page.getByTestId("table").waitFor();
    if (stopping.has(id)) await page.getByTestId("set-aside").waitFor();
    assert.equal(await page.getByTestId("set-aside").count(), stopping.has(id) ? 1 : 0, id);
    assert.equal(await page.getByTestId("damaged-game").count(), 0, id);
  }
  assert.deepEqual(errors, []);
});
