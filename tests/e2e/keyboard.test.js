// Playing by keyboard at the one table every game shares: after a move played
// with Enter on a board's space (or Enter on a prompt button), the focus goes
// on to the next space to play, or to the prompt bar when the board offers
// none, so a turn is played without pressing B again; never after a click,
// nor when the computer moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serveSite, newPage, seedRandom, GAMES, startGame, newGame, url, browser } from "./helpers.js";

serveSite();

/// Waits until the focus is where the player is asked next, and says where:
/// "dialog" (inside the flip screen or the end card, when one is up),
/// "target" (a highlighted space of the board, when the board has one),
/// "prompt" (the prompt bar or one of its buttons, when the board has none).
/// Times out, failing the test, while the focus is anywhere else (the page's
/// body: lost).
async function settled(page) {
  const where = await page.waitForFunction(
    () => {
      const a = document.activeElement;
      const table = document.querySelector("[data-testid=table]");
      if (!a || !table) return false;
      const modal = table.querySelector("[aria-modal=true]");
      if (modal) return modal.contains(a) && "dialog";
      if (table.querySelector(".target")) return a.matches("[data-testid=table] .target") && "target";
      return !!a.closest("[data-testid=prompt]") && "prompt";
    },
    null,
    { timeout: 3000 },
  );
  return where.jsonValue();
}

/// What has the focus, in short.
const focused = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return {
      tag: a?.tagName.toLowerCase(),
      testid: a?.dataset?.testid,
      target: !!a?.matches(".target"),
      label: a?.getAttribute("aria-label") || a?.textContent.trim().slice(0, 40),
    };
  });

for (const game of GAMES) {
  test(`${game}: after a move played by Enter the focus is on the next space to play, or on the prompt`, async () => {
    const { page, errors } = await newPage(browser);
    await seedRandom(page, 7);
    await newGame(page, url, game);
    // The first view: the flip screen, if up, has focused its own button; else B.
    if (await page.getByTestId("curtain").count()) {
      assert.equal(await settled(page), "dialog");
      // The table behind it is out of reach: Tab stays on the flip screen,
      // B does not go to the board, and screen readers skip the table.
      for (const key of ["Tab", "Shift+Tab", "b"]) {
        await page.keyboard.press(key);
        assert.equal((await focused(page)).testid, "curtain-ready", `after ${key}`);
      }
      assert.equal(await page.locator("[data-testid=table] .table-body").getAttribute("aria-hidden"), "true");
      await page.keyboard.press("Enter");
      // The flip screen lifted by Enter: the focus is on the board, or on the
      // prompt when the board offers nothing yet.
      assert.notEqual(await settled(page), "dialog");
      assert.equal(await page.locator("[data-testid=table] .table-body").getAttribute("aria-hidden"), null);
    } else {
      await page.keyboard.press("b");
      // B moves the focus once the page has drawn; a key pressed before
      // would go elsewhere.
      assert.equal(await settled(page), "target");
    }
    // Enter, and Enter again wherever the focus lands, for several moves:
    // each time the focus must land where the player is asked next.
    const path = [];
    for (let move = 0; move < 10; move++) {
      const on = await focused(page);
      // Nothing left to play by Enter (the computer's turn, or only Undo).
      if (on.testid === "undo" || on.testid === "prompt") break;
      await page.keyboard.press("Enter");
      const where = await settled(page);
      path.push(`${on.target ? "target" : on.testid || on.tag} → ${where}`);
      if (await page.getByTestId("end-screen").count()) break;
    }
    console.log(`${game} by Enter alone: ${path.join(", ")}`);
    assert.ok(path.length >= 3, `several moves by Enter alone: ${path.join(", ")}`);
    assert.ok(path.some((p) => p.startsWith("target")), "a space played by Enter");
    assert.ok(path.some((p) => p.endsWith("→ target")), "after a move the focus went on to a space to play");
    assert.deepEqual(errors, []);
  });
}

test("Robin of Locksley by Enter alone: the corner, the jump, End turn, the other player's jump", async () => {
  const { page, errors } = await newPage(browser);
  // A fixed deal: on some, the prompt's first button after the jump is
  // another (a sale), and the test below names End turn or Bribe.
  await seedRandom(page, 7);
  await startGame(page, url, { red: "", blue: "" });
  await page.keyboard.press("b");
  assert.equal(await settled(page), "target");
  const corner = (await focused(page)).label;
  await page.keyboard.press("Enter");
  assert.equal(await settled(page), "target");
  const jump = await focused(page);
  assert.ok(jump.target && jump.label !== corner, `a jump from the corner has the focus: ${jump.label}`);
  await page.keyboard.press("Enter");
  // One jump a turn: the board offers nothing, the prompt's first button
  // (End turn, or Bribe where the tile allows) has the focus.
  assert.equal(await settled(page), "prompt");
  assert.ok(["end", "bribe"].includes((await focused(page)).testid));
  // D ends the turn (it presses End turn): the End button is gone.
  await page.keyboard.press("d");
  assert.match(await page.getByTestId("prompt").innerText(), /Blue\s+/);
  assert.equal(await settled(page), "target", "the next player's first space has the focus");
  assert.deepEqual(errors, []);
});

test("a click or a tap on the board leaves the focus alone", async () => {
  const { page, errors } = await newPage(browser);
  await startGame(page, url, { red: "", blue: "" });
  await page.locator("g.square.target").first().click();
  await page.locator("g.square.target").first().click();
  await page.getByTestId("end").click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const on = await focused(page);
  assert.ok(!on.target && on.testid !== "prompt", `the focus did not jump to the board or the prompt: ${JSON.stringify(on)}`);
  assert.deepEqual(errors, []);
});

test("the computer's move never moves the focus", async () => {
  const { page, errors } = await newPage(browser);
  // A fixed deal: after this corner and jump, only the prompt's buttons are
  // left to play (another deal may offer a square too).
  await seedRandom(page, 7);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("player-1").selectOption("bot:easy");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  await page.keyboard.press("b");
  assert.equal(await settled(page), "target");
  await page.keyboard.press("Enter"); // a corner
  assert.equal(await settled(page), "target");
  await page.keyboard.press("Enter"); // a jump
  assert.equal(await settled(page), "prompt");
  await page.keyboard.press("d"); // End turn: the computer's turn
  assert.equal(await settled(page), "prompt", "nothing to play: the focus waits on the prompt");
  const waiting = await focused(page);
  // On the prompt bar itself, not on Take over (a stray Enter would take the computer's seat).
  assert.equal(waiting.testid, "prompt");
  // The computer moves (Show the move may come and go meanwhile), then it is Red's turn.
  await page.waitForFunction(() => /Red\s+jump your Robin/.test(document.querySelector("[data-testid=prompt]").innerText), null, { timeout: 20000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await focused(page);
  assert.ok(!after.target, `the computer's move did not put the focus on the board: ${JSON.stringify(after)} (was ${JSON.stringify(waiting)})`);
  assert.deepEqual(errors, []);
});
