// Playing Robin of Locksley by clicking, reloading and resuming, undo, keyboard, phone layout.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, startGame, clickTarget, shot, url, browser } from "./helpers.js";

serveSite();

const promptText = (page) => page.getByTestId("prompt").innerText();
const logCount = (page) => page.locator("[data-testid=log] li").count();

test("start a game, choose a corner, jump, end the turn, reload and resume", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url, { red: "Robin", blue: "Marian" });
  assert.match(await promptText(page), /Robin\s+choose a corner/);
  // Only the four corners are offered.
  const corners = await page.locator("g.square.target").evaluateAll((els) => els.map((e) => e.dataset.square));
  assert.deepEqual(corners.sort(), ["a1", "a5", "e1", "e5"]);
  await page.locator('g.square.target[data-square="a1"]').click();
  assert.match(await page.getByTestId("player-0").innerText(), /1 gold/);
  assert.match(await page.getByTestId("player-1").innerText(), /1 gold/);
  // From a1 a knight reaches b3 and c2.
  const jumps = await page.locator("g.square.target").evaluateAll((els) => els.map((e) => e.dataset.square));
  assert.deepEqual(jumps.sort(), ["b3", "c2"]);
  await page.locator('g.square.target[data-square="c2"]').click();
  assert.match(await page.getByTestId("player-0").innerText(), /1$|\b1\b/);
  assert.equal(await page.locator("g.square.target").count(), 0, "one jump per turn");
  await page.getByTestId("end").click();
  assert.match(await promptText(page), /Marian\s+jump your Robin/);
  const before = { prompt: await promptText(page), log: await logCount(page), p0: await page.getByTestId("player-0").innerText() };
  const board = await page.getByTestId("board").innerHTML();

  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await promptText(page), before.prompt);
  assert.equal(await logCount(page), before.log);
  assert.equal(await page.getByTestId("player-0").innerText(), before.p0);
  assert.equal(await page.getByTestId("board").innerHTML(), board, "the exact position is resumed");
  assert.deepEqual(errors, []);
});

test("undo takes back a step within the turn but never the end of a turn", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page);
  assert.equal(await page.getByTestId("undo").isEnabled(), true);
  await page.getByTestId("undo").click();
  assert.match(await promptText(page), /choose a corner/);
  await clickTarget(page);
  await clickTarget(page);
  await page.getByTestId("end").click();
  assert.equal(await page.getByTestId("undo").isEnabled(), false, "the refill drew a tile: no undo");
  assert.deepEqual(errors, []);
});

test("the board is operable by keyboard", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  const corner = page.locator('g.square.target[data-square="e5"]');
  await corner.focus();
  await page.keyboard.press("Enter");
  assert.match(await promptText(page), /jump your Robin/);
  // Tab reaches a highlighted square and Space plays it.
  await page.locator("g.square.target").first().focus();
  await page.keyboard.press(" ");
  assert.equal(await page.locator("g.square.target").count(), 0);
  await page.getByTestId("end").focus();
  await page.keyboard.press("Enter");
  assert.match(await promptText(page), /Marian\s+jump your Robin/);
  assert.deepEqual(errors, []);
});

test("a track tile shows its full challenge when tapped", async () => {
  const { page } = await newPage(browser);
  await startGame(page, url);
  await page.locator('g.track-tile[data-space="1"]').click();
  const info = await page.getByTestId("tile-info").innerText();
  assert.ok(info.length > 20, info);
});

test("phone portrait: no sideways scrolling, the whole game reachable", async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  await startGame(page, url);
  await clickTarget(page);
  await clickTarget(page);
  await shot(page, "test-phone-table");
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  await page.getByTestId("end").click();
  assert.match(await promptText(page), /Marian\s+jump/);
  assert.deepEqual(errors, []);
});

test("the last step onto Long Live the King wins; play again starts a fresh game", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.getByTestId("import").setInputFiles(new URL("../fixtures/locksley-near-end.json", import.meta.url).pathname);
  await page.getByTestId("resume").first().click();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.getByTestId("bribe").count(), 0, "Long Live the King cannot be bribed");
  await page.getByTestId("meet").click();
  await page.getByTestId("end-screen").waitFor();
  await shot(page, "test-end-screen");
  assert.match(await page.getByTestId("end-screen").innerText(), /Marian wins!/);
  assert.match(await page.getByTestId("prompt").innerText(), /Marian\s+wins/);
  // The end screen offers the replay of the game just won.
  assert.match(await page.getByTestId("end-replay").getAttribute("href"), /^#\/replay\/.+/);
  await page.getByTestId("play-again").click();
  await page.waitForFunction(() => !document.querySelector("[data-testid=end-screen]"));
  assert.match(await page.getByTestId("prompt").innerText(), /choose a corner/);
  assert.match(await page.getByTestId("player-1").innerText(), /Marian/);
  assert.deepEqual(errors, []);
});

test("a turn played by keyboard alone: skip to the board, arrows, Enter, D, Ctrl+Z", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  // A few Tabs reach the way to the board (today's header first).
  let tabs = 0;
  for (; tabs < 10; tabs++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.dataset.testid === "skip-to-board")) break;
  }
  assert.ok(tabs < 10, "the skip button is among the first Tabs");
  console.log(`Tabs to the board: ${tabs + 1}, then Enter`);
  await page.keyboard.press("Enter");
  const focused = () => page.evaluate(() => document.activeElement?.dataset.square);
  const first = await focused();
  assert.ok(["a1", "a5", "e1", "e5"].includes(first), `a corner has the focus: ${first}`);
  // The arrows move between the offered corners.
  await page.keyboard.press(first.startsWith("a") ? "ArrowRight" : "ArrowLeft");
  const second = await focused();
  assert.ok(second && second !== first, `the focus moved: ${first} → ${second}`);
  await page.keyboard.press("Enter");
  assert.match(await promptText(page), /jump your Robin/);
  await page.keyboard.press("b");
  await page.keyboard.press("Enter");
  assert.match(await page.getByTestId("log").innerText(), /jumps/);
  // A live region, which a screen reader says each new line of.
  assert.equal(await page.getByTestId("log").getAttribute("aria-live"), "polite");
  // Ctrl+Z takes the jump back; Enter again, then D ends the turn.
  const before = await logCount(page);
  await page.keyboard.press("Control+z");
  assert.ok((await logCount(page)) < before, "Ctrl+Z undid the jump");
  await page.keyboard.press("b");
  await page.keyboard.press("Enter");
  await page.keyboard.press("d");
  assert.match(await promptText(page), /Marian/);
  assert.deepEqual(errors, []);
});

test("undo to here, from a log line, within the undo limits", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url);
  await clickTarget(page); // a corner
  await clickTarget(page); // a jump
  const lines = await logCount(page);
  // The lines since the last barrier offer it; the newest (shown first,
  // last in the page) is the jump.
  const offered = page.locator("[data-testid=log] li:has([data-testid=undo-to])");
  assert.ok((await offered.count()) >= 1);
  assert.match(await offered.last().innerText(), /jumps/);
  await offered.last().getByTestId("undo-to").click();
  assert.ok((await logCount(page)) < lines);
  assert.doesNotMatch(await page.getByTestId("log").innerText(), /jumps/);
  assert.match(await promptText(page), /jump your Robin/);
  // The end of a turn is a barrier: nothing before it can be taken back.
  await clickTarget(page);
  await page.getByTestId("end").click();
  assert.equal(await page.getByTestId("undo-to").count(), 0);
  assert.deepEqual(errors, []);
});
