// The replay of a saved game: from the home page, move by move, by milestones
// and played; the public view while the game is under way, each seat's once
// it is over.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, startGame, clickTarget, shot, url, browser } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => fs.readFileSync(path.join(here, `../fixtures/saves/v2/${name}.json`), "utf8");

serveSite();

const stepText = (page) => page.getByTestId("replay-step").innerText();

test("a game under way replays move by move from the home page, with nothing to click on the board", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  await clickTarget(page);
  await page.getByTestId("end").click();
  await page.goto(url);
  await page.getByTestId("replay-link").first().click();
  await page.getByTestId("replay").waitFor();
  assert.equal(await stepText(page), "move 0 of 3");
  assert.equal(await page.locator("[data-testid=log] li").count(), 0);
  await page.getByTestId("replay-forward").click();
  assert.equal(await stepText(page), "move 1 of 3");
  assert.match(await page.getByTestId("log").innerText(), /takes corner/);
  await page.getByTestId("replay-end").click();
  assert.equal(await stepText(page), "move 3 of 3");
  assert.match(await page.getByTestId("log").innerText(), /ends the turn/);
  await page.getByTestId("replay-back").click();
  assert.equal(await stepText(page), "move 2 of 3");
  assert.equal(await page.locator("g.square.target").count(), 0, "a replay plays nothing");
  assert.equal(await page.locator("[data-testid^=replay-eyes]").count(), 0, "under way: the table's view only");
  await shot(page, "replay-locksley");
  assert.deepEqual(errors, []);
});

/// The replay of a finished Gest game (a fixture), saved on this page.
async function openFinishedGest(page) {
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.evaluate((save) => localStorage.setItem("sherwood.save.finished", save), fixture("gest-finished"));
  await page.goto(url + "#/replay/finished");
  await page.getByTestId("replay").waitFor();
}

test("a finished game replays by milestones and by playing, and each seat's view may be chosen", async () => {
  const { page, errors } = await newPage(browser);
  await openFinishedGest(page);
  const total = Number(/of (\d+)/.exec(await stepText(page))[1]);
  assert.ok(total > 50, `a long game: ${total}`);
  await page.getByTestId("replay-next-stage").click();
  const first = Number(/move (\d+)/.exec(await stepText(page))[1]);
  assert.ok(first > 0 && first < total, `the next milestone: ${first}`);
  await page.getByTestId("replay-previous-stage").click();
  assert.equal(await stepText(page), `move 0 of ${total}`);
  await page.getByTestId("replay-play").click();
  await page.waitForFunction(() => /move [2-9]/.test(document.querySelector("[data-testid=replay-step]").innerText));
  await page.getByTestId("replay-play").click(); // pause
  const paused = await stepText(page);
  await page.waitForTimeout(900);
  assert.equal(await stepText(page), paused, "paused");
  // Over: the seats' own views may be chosen.
  await page.getByTestId("replay-end").click();
  await page.getByTestId("replay-eyes-0").click();
  await page.getByTestId("map").waitFor();
  await page.getByTestId("replay-eyes-1").click();
  await page.getByTestId("map").waitFor();
  await shot(page, "replay-gest");
  assert.deepEqual(errors, []);
});

test("the keys step the replay: arrows one move, Home and End, Page Up and Page Down the milestones; not while typing", async () => {
  const { page, errors } = await newPage(browser);
  await openFinishedGest(page);
  const total = Number(/of (\d+)/.exec(await stepText(page))[1]);
  const at = async (key, expected) => {
    await page.keyboard.press(key);
    assert.equal(await stepText(page), `move ${expected} of ${total}`, `after ${key}`);
  };
  await at("ArrowRight", 1);
  await at("ArrowRight", 2);
  await at("ArrowLeft", 1);
  await at("End", total);
  await at("ArrowRight", total);
  await at("Home", 0);
  await at("ArrowLeft", 0);
  // Page Down and Page Up go where the milestone buttons go.
  await page.getByTestId("replay-next-stage").click();
  const milestone = Number(/move (\d+)/.exec(await stepText(page))[1]);
  await page.getByTestId("replay-start").click();
  await at("PageDown", milestone);
  await at("PageUp", 0);
  // The buttons name their keys; the keys are listed under them.
  assert.equal(await page.getByTestId("replay-forward").getAttribute("aria-keyshortcuts"), "ArrowRight");
  assert.match(await page.getByTestId("replay-keys").innerText(), /Home the start/);
  // Typing in a field is typing: an arrow there moves the caret, not the replay.
  await page.evaluate(() => {
    const field = document.createElement("input");
    field.value = "Robin";
    field.dataset.testid = "a-field";
    document.querySelector("[data-testid=replay]").prepend(field);
  });
  await page.getByTestId("a-field").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  assert.equal(await stepText(page), `move 0 of ${total}`);
  assert.deepEqual(errors, []);
});
