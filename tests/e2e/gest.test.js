// A Gest of Robin Hood at the table: a scripted two-player game through the
// first Royal Inspection, clicking only what the page offers, checking at
// every screen that neither side's secrets are in the page of the other,
// with screenshots and the click-to-screen time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, shot, pageText, seedRandom, timedClick, clickable, url, browser } from "./helpers.js";

serveSite();

/// Which view is on screen: "curtain", "robin" or "sheriff".
async function screen(page) {
  if (await page.getByTestId("curtain").count()) return "curtain";
  const who = await page.locator("[data-testid=prompt] .who").getAttribute("class");
  return who.includes("seat-robin") ? "robin" : "sheriff";
}

/// The secrets of each side that must never show in the other's page.
function checkSecrets(kind, text) {
  const robinSecrets = [/Robin Hood \(Hidden\)/, /piece robin hidden/, /Robin Hood is now in/i];
  const sheriffSecrets = [/Face-down Carriages \(\d/, /Available Carriages: \d+ Tallage/];
  if (kind !== "robin") for (const r of robinSecrets) assert.doesNotMatch(text, r, `${kind} screen shows Robin Hood's secret`);
  if (kind !== "sheriff") for (const r of sheriffSecrets) assert.doesNotMatch(text, r, `${kind} screen shows the Sheriff's secret`);
}

/// The log's numbers, in the page's order, and how many lines are marked
/// private (only the seat on screen sees them) instead of numbered.
const logNumbers = (page) =>
  page.evaluate(() => {
    const numbers = [];
    let marked = 0;
    for (const li of document.querySelectorAll("[data-testid=log] li")) {
      const n = li.querySelector(".n").textContent.trim();
      if (li.classList.contains("private")) {
        if (n !== "◦") return { bad: n };
        marked++;
      } else numbers.push(Number(n.replace(/\.$/, "")));
    }
    return { numbers, marked };
  });

const OPTIONS = [
  "[data-testid=curtain-ready]",
  "g.space.target",
  "[data-testid=tracks] button",
  "[data-testid=prompt] .prompt-actions button:not(.undo)",
];

test("a scripted game through the first Royal Inspection keeps both sides' secrets", async () => {
  const { page, errors } = await newPage(browser);
  // The same deal every run, so that the random clicks play the same game.
  await seedRandom(page, 1);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("gest");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const times = [];
  const seen = new Set();
  // before → during (the first Royal Inspection's steps) → after.
  let inspection = "before";
  let marked = 0;
  // The log numbers only the lines every seat sees: a seat's own lines bear
  // a mark, so the curtain's fall and lift renumber no line.
  let [lastKind, numberedBefore, privateSeen] = [null, 0, 0];
  for (let step = 0; step < 3000 && inspection !== "after"; step++) {
    const kind = await screen(page);
    checkSecrets(kind, await pageText(page));
    const log = await logNumbers(page);
    assert.equal(log.bad, undefined, `a private line's mark: ${log.bad}`);
    assert.ok(log.numbers.every((n, k) => k === 0 || n === log.numbers[k - 1] + 1), `${kind}: numbered in order`);
    if (kind === "curtain") assert.equal(log.marked, 0, "no private line under the curtain");
    else if (lastKind === "curtain") assert.equal(log.numbers.length, numberedBefore, "the lift renumbered no line");
    [lastKind, numberedBefore, privateSeen] = [kind, log.numbers.length, privateSeen + log.marked];
    // The other seat's last action is marked on the map.
    if (kind !== "curtain" && (await page.getByTestId("last-change").count()) > 0) marked++;
    const prompt = await page.getByTestId("prompt").innerText();
    const stage = kind === "curtain" ? "curtain" : prompt.split(/[.:—]/)[0].slice(0, 40);
    if (!seen.has(stage) && seen.size < 30) {
      seen.add(stage);
      await shot(page, `gest-${String(seen.size).padStart(2, "0")}-${kind}`);
    }
    if (kind !== "curtain") {
      const inInspection = /Royal Inspection|Redeployment|Mischief/.test(prompt);
      if (inspection === "before" && inInspection) inspection = "during";
      else if (inspection === "during" && !inInspection) inspection = "after";
      if (inspection === "after") break;
    }
    // The curtain first; otherwise a random thing the page offers.
    const choices = await clickable(page, OPTIONS);
    assert.ok(choices.length > 0, `nothing to click at step ${step}: ${prompt}`);
    const [sel, i] = choices[kind === "curtain" ? 0 : random(choices.length)];
    times.push(await timedClick(page, sel, i));
  }
  assert.equal(inspection, "after", "played through the first Royal Inspection");
  assert.ok(privateSeen > 0, "a seat's own lines were marked private");
  assert.ok(marked > 0, "the other seat's last action was marked on the map");
  await shot(page, "gest-inspection");
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(`click to updated screen over ${times.length} clicks: median ${times[times.length >> 1].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);

  // Reload mid-turn: the curtain comes up and the same position is back.
  const before = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    return JSON.parse(localStorage.getItem(key)).snapshot;
  });
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await screen(page), "curtain");
  checkSecrets("curtain", await pageText(page));
  await page.getByTestId("curtain-ready").click();
  const after = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
    return JSON.parse(localStorage.getItem(key)).snapshot;
  });
  assert.equal(after, before);
  // The saved-game list tells nothing secret either.
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  checkSecrets("list", await pageText(page));
  assert.deepEqual(errors, []);
});

test("on a phone the current card stands in the prompt, beside the Initiative choice made there", async () => {
  for (const [viewport, shown] of [[{ width: 390, height: 844 }, true], [{ width: 1280, height: 800 }, false]]) {
    const { page, errors } = await newPage(browser, viewport);
    await page.goto(url);
    await page.getByTestId("new-game").waitFor();
    await page.getByTestId("game").selectOption("gest");
    await page.getByTestId("start").click();
    await page.getByTestId("table").waitFor();
    for (let i = 0; i < 40 && !(await page.getByTestId("prompt-card").count()); i++) {
      if (await page.getByTestId("curtain-ready").count()) await page.getByTestId("curtain-ready").click();
      else await page.locator("g.space.target, [data-testid=prompt] .prompt-actions button:not(.undo)").first().click();
    }
    const card = page.getByTestId("prompt-card");
    assert.equal(await card.isVisible(), shown, `${viewport.width}px`);
    if (shown) {
      const title = (await page.getByTestId("card").locator("h3").innerText()).trim();
      assert.equal((await card.locator("h3").innerText()).trim(), title);
      const box = await card.boundingBox();
      assert.ok(box.y < viewport.height, "the card is on the first screen");
    }
    assert.equal(await page.locator("[data-testid=tracks] button").count(), 0, "the Initiative choice is made in the prompt only");
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test("on a phone the map zooms and pans, and the page itself never scrolls sideways", async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("gest");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  if (await page.getByTestId("curtain-ready").count()) await page.getByTestId("curtain-ready").click();
  const nameSize = () => page.locator(".gest-map .space-name").first().evaluate((e) => e.getBoundingClientRect().height);
  const small = await nameSize();
  await page.getByTestId("zoom-in").click();
  await page.getByTestId("zoom-in").click();
  const large = await nameSize();
  assert.ok(large > small * 1.8, `names grow: ${small.toFixed(1)} → ${large.toFixed(1)} px`);
  // Panning is the viewport's own scroll; the page does not scroll sideways.
  const viewport = page.locator(".zoom-viewport");
  await viewport.evaluate((e) => e.scrollBy(300, 0));
  assert.ok((await viewport.evaluate((e) => e.scrollLeft)) > 0, "the zoomed map pans");
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no page-wide sideways scroll");
  await shot(page, "phone-gest-zoomed");
  // Targets stay clickable when zoomed.
  const before = await page.getByTestId("log").innerText();
  await page.locator("g.space.target").first().click();
  assert.notEqual(await page.getByTestId("log").innerText(), before);
  assert.deepEqual(errors, []);
});

test("Gest by keyboard alone: skip to the map, arrows between the offered spaces, Enter, labels that say what a key will do", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("gest");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  // The flip screen lifted with the mouse, which leaves the focus where it
  // was (with Enter the focus would go on to the map itself: keyboard.test.js),
  // so the Tabs below start from the top of the page.
  if (await page.getByTestId("curtain-ready").count()) {
    await page.getByTestId("curtain-ready").click();
  }
  let tabs = 0;
  for (; tabs < 12; tabs++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.dataset.testid === "skip-to-board")) break;
  }
  assert.ok(tabs < 12, "the skip button is among the first Tabs");
  await page.keyboard.press("Enter");
  const focused = () => page.evaluate(() => ({ space: document.activeElement?.dataset.space, label: document.activeElement?.getAttribute("aria-label") }));
  const first = await focused();
  assert.ok(first.space, "a space of the map has the focus");
  assert.match(first.label, /Robin Hood/, `the label says what Enter does: ${first.label}`);
  let moved = first;
  for (const key of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"]) {
    await page.keyboard.press(key);
    moved = await focused();
    if (moved.space !== first.space) break;
  }
  assert.notEqual(moved.space, first.space, "an arrow moved to another offered space");
  const prompt = await page.getByTestId("prompt").innerText();
  await page.keyboard.press("Enter");
  assert.notEqual(await page.getByTestId("prompt").innerText(), prompt, "Enter played it");
  assert.deepEqual(errors, []);
});
