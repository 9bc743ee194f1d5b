// Each tutorial, completed in each language by clicking only what the lesson
// highlights; the language comes from the browser (French), from the menu
// (Italian, then remembered) or by default (English).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, shot, GAMES, url, browser } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));

/// The translation table `domain` of `lang`, as the app reads it.
function table(lang, domain) {
  const text = fs.readFileSync(path.resolve(here, `../../i18n/${lang}/${domain}.txt`), "utf8");
  const out = {};
  for (const line of text.split("\n")) {
    const l = line.trim();
    if (!l || l.startsWith("#") || !l.includes(" = ")) continue;
    const at = l.indexOf(" = ");
    out[l.slice(0, at)] = l.slice(at + 3).replaceAll("\\n", "\n");
  }
  return out;
}

serveSite();

// What a learner may click: a highlighted board target or an offered button.
const TARGETS = [
  "[data-testid=lesson-next]",
  ".lesson-on .square.target",
  ".lesson-on .space.target",
  // An area's list (Legend) before the map: a tap on an area may only open it.
  ".lesson-on [data-testid=stack] .row button",
  ".lesson-on .area.target circle.node",
  ".lesson-on [data-testid=tracks] button:not(:disabled)",
  // A hex map's aimed shot or melee, then a marked hex.
  "[data-testid=aim] button",
  ".lesson-on g.hex-target",
  ".lesson-on [data-testid=prompt] .prompt-actions button:not(.undo)",
  // A counter to pick first (not the one picked).
  ".lesson-on g.piece.target:not(:has(.selected))",
];

async function complete(page, game, lang) {
  let step = -1;
  for (let guard = 0; guard < 400; guard++) {
    await page.getByTestId("lesson").waitFor();
    const now = Number(await page.getByTestId("lesson").getAttribute("data-step"));
    // The same step again after a click that only opened an area's list.
    if (step === -1 ? now !== 0 : now !== step && now !== step + 1) assert.fail(`${game}/${lang}: step ${step} went to ${now}`);
    step = now;
    if (await page.getByTestId("lesson-finish").count()) return step;
    let clicked = null;
    let routed = false;
    for (const sel of TARGETS) {
      const el = page.locator(sel).first();
      if (await el.count()) {
        // A hex map's move: a first pick draws the route, the second moves.
        routed = sel.endsWith("g.hex-target") && !/\bcommit\b/.test(await el.getAttribute("class"));
        await el.click();
        clicked = sel;
        break;
      }
    }
    assert.ok(clicked, `${game}/${lang}: nothing to click at step ${step}`);
    // The next step; or an area's list opened; or a counter picked, which
    // waits for what it does; or a move's route drawn.
    await page.waitForFunction(
      ([s, picked, routed]) =>
        Number(document.querySelector("[data-testid=lesson]")?.getAttribute("data-step")) !== s ||
        document.querySelector(".lesson-on [data-testid=stack] .row button") ||
        (picked && document.querySelector(".lesson-on g.piece .selected, .lesson-on g.piece.selected")) ||
        (routed && document.querySelector(".lesson-on g.hex-target.commit")),
      [step, clicked === TARGETS[TARGETS.length - 1], routed],
    );
  }
  assert.fail(`${game}/${lang}: the lesson did not end`);
}

for (const game of GAMES) {
  for (const lang of ["en", "fr", "it"]) {
    test(`the ${game} tutorial can be completed in ${lang}`, async () => {
      const { page, errors, context } = await newPage(browser, undefined, lang === "fr" ? "fr-FR" : "en-US");
      if (lang === "it") {
        // Chosen from the menu, then remembered on the next visit.
        await page.goto(url);
        await page.getByTestId("lang").selectOption("it");
        await page.waitForFunction(() => document.documentElement.lang === "it");
        await page.reload();
      }
      await page.goto(`${url}#/learn/${game}/0`);
      await page.getByTestId("lesson").waitFor();
      assert.equal(await page.locator("html").getAttribute("lang"), lang);
      // Each game keeps its lesson in its own table (<game>.lesson.*).
      const welcome = table(lang, game)[`${game}.lesson.welcome`];
      const first = (await page.getByTestId("lesson-text").innerText()).trim();
      assert.equal(first.split("\n")[0].trim(), welcome.split("\n")[0].trim());
      // Back goes back a step, and the lesson goes on from there.
      await page.getByTestId("lesson-next").click();
      await page.locator("[data-testid=lesson][data-step='1']").waitFor();
      await page.getByTestId("lesson-back").click();
      await page.locator("[data-testid=lesson][data-step='0']").waitFor();
      if (game === "gest" && lang === "en") {
        // Robin Hood's own Hidden Merry Men are drawn on his map (a utility
        // class named "hidden" once hid them).
        await page.goto(`${url}#/learn/gest/24`);
        await page.locator("[data-testid=lesson][data-step='24']").waitFor();
        assert.ok(await page.locator(".gest-map .piece.man.hidden").first().isVisible());
        await page.goto(`${url}#/learn/gest/0`);
        await page.locator("[data-testid=lesson][data-step='0']").waitFor();
      }
      const last = await complete(page, game, lang);
      assert.ok(last > 5);
      await shot(page, `tutorial-${game}-${lang}-end`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test("on a touch screen the lessons say tap, with a mouse click", async () => {
  for (const [touch, word] of [[true, "Tap"], [false, "Click"]]) {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 }, "en-GB", { hasTouch: touch, isMobile: touch });
    await page.goto(url + "#/learn/locksley");
    await page.getByTestId("lesson-next").click();
    // The next step's text replaces the welcome after the click: wait for it.
    const step = new RegExp(`${word} the highlighted corner, a1\\.`);
    await page.getByTestId("lesson-text").filter({ hasText: /highlighted corner/ }).waitFor();
    const text = await page.getByTestId("lesson-text").innerText();
    assert.match(text, step, text);
    assert.doesNotMatch(text, /[{}]/);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

// On a phone the lesson's move may be below the fold (the map under the
// lesson's text): the step brings it into view. These steps began with it
// off screen before (6 of 59 learner steps then, 0 since).
test("on a phone, each step brings the move it waits for into view", async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  for (const [game, step] of [["legend", 14], ["gest", 30], ["locksley", 2]]) {
    await page.goto(`${url}#/learn/${game}/${step}`);
    await page.locator(`[data-testid=lesson][data-step='${step}']`).waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector(".lesson-on .target, .lesson-on [data-testid=stack] .row button, .lesson-on [data-testid=prompt] .prompt-actions button:not(.undo)");
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }, null, { timeout: 5000 });
  }
  assert.deepEqual(errors, []);
});
