// Skirmish in Sherwood at the table: the fight at the ford played through a
// shot and a melee, clicking only what the page offers; the ambush's hidden
// set-up, with no hidden outlaw anywhere in the Sheriff's page; save, reload
// and resume; screenshots at phone and desktop sizes.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { serveSite, newPage, shot, pageText, phoneMeasure, url, browser } from "./helpers.js";

serveSite();

async function start(page, scenario, players = ["human", "human"]) {
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("skirmish");
  await page.getByTestId("scenario").selectOption(scenario);
  for (const [i, p] of players.entries()) await page.getByTestId(`player-${i}`).selectOption(p);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
}

const counter = (page, who) => page.locator(`g.piece[data-who=${who}]`);
const hex = (page, name) => page.locator(`g.hex-target[data-hex=${name}]`);
/// A move is made by picking its hex twice: the first pick draws the route.
async function moveTo(page, name) {
  await hex(page, name).click();
  await page.locator(`g.hex-target.commit[data-hex=${name}]`).click();
}
const prompt = (page) => page.getByTestId("prompt").innerText();
const logText = (page) => page.getByTestId("log").innerText();

/// Recoils the page asks for are made to the first offered hex.
async function settleRecoils(page) {
  for (let i = 0; i < 6 && /recoil/i.test(await prompt(page)); i++) {
    await page.locator("g.hex-target").first().click();
  }
}

test("the ford: a move, a shot with its odds and line of sight, a melee, then save, reload and resume", async () => {
  for (const [label, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
    const { page, errors } = await newPage(browser, viewport);
    await start(page, "ford");
    assert.equal(await page.getByTestId("curtain").count(), 0, "no secrets at the ford: no flip screen");
    await shot(page, `${label}-skirmish-start`);
    // The Sheriff's phase: no first fire; man-at-arms 1 wades into the ford.
    assert.match(await prompt(page), /step 1/);
    await page.getByTestId("end").click();
    await counter(page, "guard1").click();
    assert.ok((await page.locator("g.hex-target").count()) > 3, "the selected man's moves are marked");
    // A pick draws the route there and says its cost; Clear takes it away;
    // the route steered by another hex first goes on from there.
    await hex(page, "k6").click();
    await page.getByTestId("route").waitFor();
    assert.match(await page.getByTestId("steer").innerText(), /Route .*→ k6: \d of 6 movement points/);
    if (label === "desktop") await shot(page, `${label}-skirmish-route`);
    await page.getByTestId("clear-route").click();
    await page.waitForFunction(() => !document.querySelector("[data-testid=route]"));
    // Steered up the bank at l5 rather than across l6.
    await hex(page, "l5").click();
    await page.locator("g.hex-target.commit[data-hex=l5]").waitFor();
    await hex(page, "k6").click();
    assert.match(await page.getByTestId("steer").innerText(), /Route l5 → k6: \d of 6/);
    assert.equal(await page.locator("g.hex-target.on-route").getAttribute("data-hex"), "l5", "a hex of the route ends it there");
    if (label === "phone") await shot(page, `${label}-skirmish-route`);
    await page.getByTestId("confirm-move").click();
    assert.match(await logText(page), /Man-at-arms 1 moves to k6/);
    await page.getByTestId("end").click();
    // The outlaws' phase: Robin Hood shoots at someone other than man-at-arms 1.
    assert.match(await prompt(page), /The outlaws/);
    assert.ok((await page.getByTestId("last-move").count()) > 0, "the Sheriff's move is marked for the outlaws");
    assert.match(await counter(page, "guard1").getAttribute("aria-label"), /moved in the last phase/, "and said");
    await counter(page, "robin").click();
    const aims = page.locator("g.piece.target:not([data-who=robin]):not([data-who=guard1])");
    const target = await aims.filter({ has: page.locator(".counter.side-sheriff") }).first().getAttribute("data-who");
    await counter(page, target).click();
    await page.getByTestId("aim").waitFor();
    const odds = await page.getByTestId("aim").innerText();
    assert.match(odds, /short range/);
    assert.match(odds, /cover/);
    assert.match(odds, /\d+%/);
    assert.equal(await page.getByTestId("sight-line").count(), 1, "the line of sight is drawn");
    await shot(page, `${label}-skirmish-aim`);
    await page.getByTestId("confirm-fire").click();
    assert.match(await logText(page), /Robin Hood fires at .*die \d+ \+ \d+ = row \d+ of “Fire against/);
    assert.match(await page.getByTestId("last-roll").innerText(), /row \d+/);
    await settleRecoils(page);
    await page.getByTestId("end").click();
    // Movement: Little John into the ford beside man-at-arms 1.
    await counter(page, "john").click();
    await moveTo(page, "j6");
    assert.match(await logText(page), /Little John moves to j6/);
    // End movement, then the second fire while it is asked.
    while (!/step 4/.test(await prompt(page))) await page.getByTestId("end").click();
    await counter(page, "john").click();
    await counter(page, "guard1").click();
    const melee = await page.getByTestId("aim").innerText();
    assert.match(melee, /Little John \(12\) against man-at-arms 1 \(6\): 2-1/);
    await shot(page, `${label}-skirmish-melee`);
    await page.getByTestId("confirm-melee-john").click();
    assert.match(await logText(page), /Little John attacks man-at-arms 1 \(12 against 6\): 2-1 shifted \+0 = column 2-1 of “Melee against characters on foot”, die \d+/);
    await settleRecoils(page);
    // Each log line links to its rule.
    assert.ok((await page.locator("[data-testid=log] a.rule-ref[href*='rules/skirmish/melee']").count()) > 0);

    // Save, reload, resume.
    const saved = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith("sherwood.save."));
        return JSON.parse(localStorage.getItem(key)).actions.length;
      });
    const moves = await saved();
    const lines = await logText(page);
    await page.reload();
    await page.getByTestId("table").waitFor();
    assert.equal(await saved(), moves);
    assert.equal(await logText(page), lines);
    await page.getByTestId("end").click();
    assert.ok((await saved()) > moves, "play goes on after the reload");
    await shot(page, `${label}-skirmish-resumed`);
    if (label === "desktop") {
      // By keyboard: B reaches the board's first offered counter, Enter picks it, D ends the step.
      const step = await prompt(page);
      await page.keyboard.press("b");
      await page.keyboard.press("Enter");
      await page.getByTestId("orders").waitFor();
      await page.keyboard.press("d");
      assert.notEqual(await prompt(page), step, "D ended the step");
      // The replay shows the game move by move, the map drawn with nothing to click.
      const id = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("sherwood.save.")).slice("sherwood.save.".length));
      await page.goto(`${url}#/replay/${id}`);
      await page.getByTestId("replay").waitFor();
      await page.getByTestId("replay-end").click();
      assert.ok((await page.locator(".skirmish-map g.piece").count()) > 10);
      assert.equal(await page.locator(".skirmish-map .target").count(), 0);
      await page.getByTestId("replay-start").click();
      assert.match(await page.getByTestId("replay-step").innerText(), /move 0 of \d+/);
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

/// The outlaws of the ambush by name (the page names "Robin Hood board games", "A Gest of Robin Hood" and "The Legend of Robin Hood").
const NAMES = { robin: "(?<!Gest of |Legend of )Robin Hood(?! board games)", john: "Little John", scarlet: "Will Scarlet", much: "Much the Miller", outlaw1: "Outlaw archer" };

/// No outlaw the Sheriff has not seen (the log says whom he saw) is named or
/// drawn anywhere in the page, attributes included.
async function checkNoOutlaws(page, where) {
  const text = await pageText(page);
  const log = (await page.getByTestId("log").count()) ? await logText(page) : "";
  for (const [who, name] of Object.entries(NAMES)) {
    if (new RegExp(`${name}[^\n]* is seen at`).test(log)) continue;
    assert.doesNotMatch(text, new RegExp(name), `${where} names ${who}, still hidden`);
    assert.equal(await page.locator(`[data-who=${who}]`).count(), 0, `${where} draws ${who}, still hidden`);
  }
}

test("the ambush: the outlaws hide in secret, and the Sheriff's page shows none of them", async () => {
  const { page, errors } = await newPage(browser);
  await start(page, "ambush");
  // The outlaws place first, behind the flip screen.
  await page.getByTestId("curtain").waitFor();
  await checkNoOutlaws(page, "the curtain");
  await page.getByTestId("curtain-ready").click();
  // Five of them from rules revision 5 (the ambush's second text).
  const hides = ["j4", "l4", "k11", "n11", "q11"];
  for (const [i, at] of hides.entries()) {
    assert.match(await prompt(page), /hides/);
    await hex(page, at).click();
    if (i < hides.length - 1) assert.match(await logText(page), new RegExp(`hides at ${at}`));
  }
  // Now the Sheriff: the curtain, then his view.
  await page.getByTestId("curtain").waitFor();
  await checkNoOutlaws(page, "the curtain");
  await page.getByTestId("curtain-ready").click();
  await shot(page, "desktop-skirmish-sheriff");
  // The outlaws' list says none is in sight, his own lists his men.
  assert.match(await page.getByTestId("forces-0").innerText(), /None in sight/);
  assert.doesNotMatch(await page.getByTestId("forces-1").innerText(), /None in sight/);
  for (let step = 0; step < 12 && !(await page.getByTestId("curtain").count()); step++) {
    await checkNoOutlaws(page, `the Sheriff's screen (${step})`);
    assert.match(await logText(page), /The outlaws do something unseen/);
    const men = page.locator("g.piece.target");
    if (/step 2/.test(await prompt(page)) && step < 4 && (await men.count())) {
      await men.first().click();
      const targets = page.locator("g.hex-target");
      if (await targets.count()) {
        await targets.first().click();
        await page.locator("g.hex-target.commit").first().click();
        continue;
      }
    }
    await page.getByTestId("end").click();
  }
  // The outlaws see themselves again, marked as hidden.
  await page.getByTestId("curtain-ready").click();
  assert.ok((await page.locator("g.piece .hidden-own").count()) > 0, "hidden outlaws are drawn as hidden");
  assert.match(await pageText(page), /Little John/);
  assert.doesNotMatch(await page.getByTestId("forces-0").innerText(), /None in sight/);
  await shot(page, "desktop-skirmish-outlaws-hidden");
  // The saved-game list tells nothing secret either.
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await checkNoOutlaws(page, "the list of saves");
  assert.deepEqual(errors, []);
});

test("the map's key draws each ground of the scenario's map with its cost, and the counters' marks", async () => {
  const { page, errors } = await newPage(browser);
  await start(page, "rescue");
  if (await page.getByTestId("curtain-ready").count()) await page.getByTestId("curtain-ready").click();
  await page.locator("[data-testid=map-key] summary").click();
  const rows = await page.locator("[data-testid=map-key] li .key-words").allInnerTexts();
  // The village of a new game (rules revision 4): flat ground, houses and a yard, and the walls,
  // windows and doors on their sides.
  for (const ground of ["Flat ground", "Inside a house", "Inside a walled yard", "Outer corner", "Wall (on a hex side)", "Window (on a hex side)", "Door or gate (on a hex side)"]) {
    assert.ok(rows.some((r) => r.startsWith(ground)), `${ground} in the key: ${rows.join(" | ")}`);
  }
  assert.ok(!rows.some((r) => r.startsWith("Building wall") || r.startsWith("Window Movement")), "no wall or window hex");
  assert.ok(rows.some((r) => /^Window \(on a hex side\): climbed through for 4 movement points on foot, no horses/.test(r)), "a window's cost, from the terrain table");
  // Drawn on the sides: each window of the village a pane, each door or gate a leaf.
  const segments = async (kind) => ((await page.locator(`.skirmish-map[data-testid=map] path.side.${kind}`).getAttribute("d")).match(/M/g) ?? []).length;
  assert.equal(await segments("pane"), 5, "h3 and h5 two each, o6 one");
  assert.equal(await segments("door"), 8, "c4 and r4 two each, e6 one, the gates c11 two and g13 one");
  for (const mark of ["The outlaws", "The Sheriff", "Wounded", "Stunned", "Mounted", "Bound prisoner", "The mark in the corner: bow", "The mark in the corner: crossbow", "Loose horse"]) {
    assert.ok(rows.some((r) => r.startsWith(mark)), `${mark} in the key`);
  }
  assert.equal(await page.locator("[data-testid=map-key] svg.key-swatch").count(), rows.length, "a drawing beside every line");
  // The hexes' names are drawn 11 units high (they were 8.5).
  const size = await page.locator(".skirmish-map .hex-name").first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 11, `hex names ${size}px`);
  assert.deepEqual(errors, []);
});

for (const scenario of ["ford", "meadow"]) test(`on a phone the Skirmish map starts zoomed on the action (${scenario}): every hex 40 px across, every label 11 px`, async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  await start(page, scenario);
  if (await page.getByTestId("curtain-ready").count()) await page.getByTestId("curtain-ready").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=map] .target"));
  await page.waitForTimeout(100);
  const { target, text } = await phoneMeasure(page);
  console.log(`phone, Skirmish (${scenario}) at the default view: smallest target ${target.toFixed(1)} px, smallest text ${text.toFixed(1)} px`);
  assert.ok(target >= 40, `smallest target ${target.toFixed(1)} px`);
  assert.ok(text >= 11, `smallest text ${text.toFixed(1)} px`);
  assert.ok(
    await page.evaluate(() => {
      const vp = document.querySelector(".zoom-viewport").getBoundingClientRect();
      const t = document.querySelector("[data-testid=map] .target").getBoundingClientRect();
      return t.left >= vp.left && t.right <= vp.right;
    }),
    "the first target is in view",
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no page-wide sideways scroll");
  assert.deepEqual(errors, []);
});

test("the meadow, two boards joined, is drawn at a desktop's width, not shrunk into its height: every target 30 px across, every label 9 px", async () => {
  const { page, errors } = await newPage(browser, { width: 1280, height: 800 });
  await start(page, "meadow");
  await page.waitForFunction(() => document.querySelector("[data-testid=map] .target"));
  const { target, text } = await phoneMeasure(page);
  console.log(`desktop, the meadow: smallest target ${target.toFixed(1)} px, smallest text ${text.toFixed(1)} px`);
  assert.ok(target >= 30, `smallest target ${target.toFixed(1)} px`);
  assert.ok(text >= 9, `smallest text ${text.toFixed(1)} px`);
  const rows = await page.locator("[data-testid=map] text.edge-label").allTextContents();
  assert.ok(rows.includes("28") && !rows.includes("29"), "28 rows");
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight), "the page scrolls down the field");
  await shot(page, "desktop-skirmish-meadow");
  assert.deepEqual(errors, []);
});

test("the computer plays the Sheriff in the rescue", async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  await start(page, "rescue", ["human", "bot:easy"]);
  // The outlaws end their phase at once; the computer then plays its own.
  for (let i = 0; i < 6 && /The outlaws/.test(await prompt(page)); i++) {
    if (await page.getByTestId("end").count()) await page.getByTestId("end").click();
  }
  await page.waitForFunction(() => /Turn 1: the Sheriff/.test(document.querySelector("[data-testid=log]").innerText));
  await page.waitForFunction(() => /Turn 2: the outlaws/.test(document.querySelector("[data-testid=log]").innerText), null, { timeout: 60000 });
  await shot(page, "phone-skirmish-bot");
  assert.deepEqual(errors, []);
});

test("on the long meadow map the page scrolls to the men of the side to move when they are out of sight", async () => {
  const { page, errors } = await newPage(browser, { width: 1280, height: 800 });
  await start(page, "meadow");
  // Whether the map's first highlighted target is in the window.
  const inView = () => {
    const r = document.querySelector("[data-testid=map] .target").getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight;
  };
  // The Sheriff moves first, from the map's south edge, below the window's
  // first screen: the page has scrolled down to his men.
  await page.waitForFunction(inView);
  assert.ok((await page.evaluate(() => scrollY)) > 300, "scrolled down to the Sheriff's men");
  await shot(page, "desktop-skirmish-meadow-sheriff");
  // Scrolled away to the top, a move brings them back.
  await page.evaluate(() => scrollTo(0, 0));
  await page.getByTestId("end").click();
  await page.waitForFunction(inView);
  assert.deepEqual(errors, []);
});

/// Plays the lesson's one move by clicking what the page offers: the aimed
/// shot's or melee's button, a move's hex picked again, End, or else a
/// marked hex (its route is drawn) or counter not yet picked. True when the
/// click played the move.
async function learnerMove(page) {
  const route = page.locator(".lesson-on g.hex-target:not(.commit)");
  if (!(await page.locator(".lesson-on g.hex-target.commit").count()) && (await route.count()) && !(await page.locator("[data-testid=aim] button").count())) {
    await route.first().click();
    await page.locator(".lesson-on g.hex-target.commit").waitFor();
    return false;
  }
  const plays = [page.locator("[data-testid=aim] button"), page.locator(".lesson-on g.hex-target.commit"), page.getByTestId("end")];
  for (const c of plays) {
    if (await c.count()) {
      await c.first().click();
      return true;
    }
  }
  const pick = page.locator(".lesson-on g.piece.target").filter({ hasNot: page.locator(".selected") });
  assert.ok(await pick.count(), "nothing to click");
  await pick.first().click();
  return false;
}

const lessonStep = (page) => page.getByTestId("lesson").getAttribute("data-step").then(Number);

for (const lang of ["en", "fr", "it"]) {
  test(`the skirmish lesson teaches a shot, a move and a melee (${lang})`, async () => {
    const { page, errors, context } = await newPage(browser, undefined, lang === "fr" ? "fr-FR" : lang === "it" ? "it-IT" : "en-US");
    await page.goto(`${url}#/learn/skirmish/0`);
    await page.getByTestId("lesson").waitFor();
    assert.equal(await page.locator("html").getAttribute("lang"), lang);
    for (let guard = 0; guard < 60 && !(await page.getByTestId("lesson-finish").count()); guard++) {
      const step = await lessonStep(page);
      let played = true;
      if (await page.getByTestId("lesson-next").count()) await page.getByTestId("lesson-next").click();
      else played = await learnerMove(page);
      if (played) await page.waitForFunction((s) => Number(document.querySelector("[data-testid=lesson]")?.getAttribute("data-step")) !== s, step);
    }
    assert.ok(await page.getByTestId("lesson-finish").count(), "the lesson ends");
    const log = await page.getByTestId("log").innerText();
    assert.match(log, { en: /Robin Hood fires at man-at-arms 1/, fr: /Robin Hood tire sur l'homme d'armes 1/, it: /Robin Hood tira a l'armigero 1/ }[lang]);
    assert.match(log, { en: /Little John attacks man-at-arms 1/, fr: /Little John attaque l'homme d'armes 1/, it: /Little John attacca l'armigero 1/ }[lang]);
    await shot(page, `tutorial-skirmish-${lang}-end`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/// A scenario a player wrote, two a side at the ford (the engine's tests read the same file).
const WRITTEN = fs.readFileSync(new URL("../fixtures/scenarios/two-at-the-ford.txt", import.meta.url), "utf8");
const file = (name, text) => ({ name, mimeType: "text/plain", buffer: Buffer.from(text) });

test("a bad scenario file is refused in the player's language, its own words quoted as written", async () => {
  const { page, errors } = await newPage(browser, undefined, "fr-FR");
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("skirmish");
  await page.getByTestId("scenario").waitFor();
  const message = page.getByTestId("scenario-message");
  const refused = async (text, said) => {
    await page.getByTestId("scenario-import").setInputFiles(file("mauvais.txt", text));
    await page.waitForFunction((s) => document.querySelector("[data-testid=scenario-message]")?.innerText.includes(s), said);
    return message.innerText();
  };
  assert.match(await refused(WRITTEN.replace("unit guy q7", "unit guy q77"), "q77"), /^mauvais\.txt n'est pas un scénario que Sherwood peut jouer : ligne 11 : « q77 » n’est pas un hexagone/);
  assert.match(await refused(WRITTEN.replace(/^map .*$/m, "map marsh"), "marsh"), /« marsh » n’est pas une carte \(forest-road, village, ford, meadow\)/);
  assert.match(await refused(WRITTEN.replace(/^unit .*$/gm, ""), "aucune unité"), /le camp outlaws n’a aucune unité/);
  assert.deepEqual(errors, []);
});

test("a scenario a player wrote: a bad file is refused with its line, a good one plays, stays listed, names its saves, and can be forgotten", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("skirmish");
  const scenario = page.getByTestId("scenario");
  const options = async () => scenario.locator("option").allInnerTexts();
  await scenario.waitFor();
  const before = await options();
  assert.ok(before.length >= 4 && before.includes("Across the meadow"), before.join());
  // A built-in scenario's text can be taken away, to write one from it.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("scenario-download").click()]);
  assert.equal(download.suggestedFilename(), "ambush.txt");
  const taken = fs.readFileSync(await download.path(), "utf8");
  assert.match(taken, /^# How a Skirmish in Sherwood scenario is written$/m, "with the guide to the format");
  assert.match(taken, /^title Ambush on the forest road$/m);
  // A bad file: its line and problem, and the list unchanged.
  await page.getByTestId("scenario-import").setInputFiles(file("bad.txt", WRITTEN.replace("unit guy q7", "unit guy q77")));
  const message = page.getByTestId("scenario-message");
  await message.waitFor();
  assert.match(await message.innerText(), /bad\.txt is not a scenario Sherwood can play: line 11: .*q77/);
  assert.deepEqual(await options(), before);
  // A good one: chosen, with its briefing, and listed.
  await page.getByTestId("scenario-import").setInputFiles(file("two.txt", WRITTEN));
  await page.waitForFunction(() => /imported and chosen/.test(document.querySelector("[data-testid=scenario-message]").innerText));
  assert.deepEqual(await options(), [...before, "Two at the ford"]);
  assert.match(await page.getByTestId("briefing").innerText(), /Robin Hood and Little John hold the west bank.*a player wrote/s);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("scenario").innerText(), /Two at the ford[\s\S]*Turn 1 of 3/);
  assert.equal(await page.locator("g.piece").count(), 4);
  await page.getByTestId("end").click();
  // The saves list names the game's scenario by its title; a reload keeps it.
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  assert.match(await page.getByTestId("saved-games").innerText(), /Two at the ford/);
  await page.reload();
  await page.getByTestId("game").selectOption("skirmish");
  await scenario.waitFor();
  assert.deepEqual(await options(), [...before, "Two at the ford"]);
  // Forgotten, it leaves the list; the game begun with it still opens.
  await scenario.selectOption({ label: "Two at the ford" });
  await page.getByTestId("scenario-forget").click();
  assert.deepEqual(await options(), before);
  await page.reload();
  await page.getByTestId("game").selectOption("skirmish");
  await scenario.waitFor();
  assert.deepEqual(await options(), before);
  await page.getByTestId("resume").first().click();
  await page.getByTestId("table").waitFor();
  assert.match(await page.getByTestId("scenario").innerText(), /Two at the ford/);
  assert.deepEqual(errors, []);
});
