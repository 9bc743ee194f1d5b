// Two devices (two browser contexts, each with its own storage) play a game
// through links: invitation, answer, turns; every link a device must refuse
// is refused with a message and nothing stored changes; undo stops at what
// was sent; each device shows only its own seat.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveSite, newPage, pageText, shot, url, browser } from "./helpers.js";

const PAIRS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/secret-pairs");
const read = (name) => fs.readFileSync(path.join(PAIRS, name), "utf8");

serveSite();

const linkText = (page) => page.getByTestId("link-text").first().inputValue();

/// Everything a device keeps in localStorage.
const storageOf = (page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

/// The host invites from the home page: `game`, playing `side`, as `name`;
/// returns the invitation link.
async function invite(page, { game, side, name }) {
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption(game);
  await page.getByTestId("where-remote").check();
  await page.getByTestId("remote-side").selectOption(String(side));
  await page.getByTestId("remote-name").fill(name);
  await page.getByTestId("start").click();
  await page.getByTestId("invitation").waitFor();
  return linkText(page);
}

/// The guest opens the invitation and accepts as `name`; returns the answer link.
async function accept(page, link, name) {
  await page.goto(link);
  await page.getByTestId("accept-invitation").waitFor();
  await page.getByTestId("accept-name").fill(name);
  await page.getByTestId("accept").click();
  await page.getByTestId("invitation").waitFor();
  return linkText(page);
}

/// Opens a link on a device and waits for its table.
async function open(page, link) {
  await page.goto("about:blank");
  await page.goto(link);
  await page.getByTestId("table").waitFor();
}

/// Plays the Locksley turn on screen (jumps, then End) until the link to
/// send appears; returns it.
async function playTurn(page) {
  for (let i = 0; i < 40; i++) {
    if (await page.getByTestId("remote-send-title").count()) break;
    const target = page.locator("g.square.target").first();
    if (await target.count()) {
      await target.click();
      continue;
    }
    const end = page.getByTestId("end");
    if (await end.count()) await end.click();
  }
  await page.getByTestId("remote-send-title").waitFor();
  return page.locator("[data-testid=remote-bar] [data-testid=link-text]").first().inputValue();
}

test("two devices play Robin of Locksley through links, each checking every move", async () => {
  const ann = await newPage(browser);
  const bob = await newPage(browser, { width: 390, height: 844 });
  const invitation = await invite(ann.page, { game: "locksley", side: 0, name: "Ann" });
  assert.match(invitation, /\/sherwood\/#\/link\/[A-Za-z0-9_-]+$/);
  await shot(ann.page, "remote-invitation");

  // The host's own invitation, opened on the host's device, is refused.
  await ann.page.goto(invitation);
  await ann.page.getByTestId("link-refused").waitFor();
  assert.match(await ann.page.getByTestId("link-refused-reason").innerText(), /made here/);

  const answer = await accept(bob.page, invitation, "Bob");
  await shot(bob.page, "remote-answer-phone");
  assert.notEqual(answer, invitation);
  // The invitation is listed on the guest's page of invitations, waiting.
  await bob.page.goto(url);
  await bob.page.getByTestId("friends-open").click();
  await bob.page.getByTestId("invitation-entry").waitFor();
  assert.match(await bob.page.getByTestId("invitation-entry").innerText(), /Ann/);

  // The answer starts the host's game: Ann (Red) moves first.
  await open(ann.page, answer);
  assert.equal(await ann.page.getByTestId("curtain").count(), 0, "no flip screen between devices");
  const first = await playTurn(ann.page);
  await shot(ann.page, "remote-send");
  // Saved as a file: the turn is sent, and undo stops there (ending a
  // Locksley turn is a hand-over anyway; the kernel's tests check the stop
  // inside a turn).
  await ann.page.getByTestId("link-file").first().click();
  await ann.page.waitForFunction(() => document.querySelector("[data-testid=undo]").disabled);

  // Bob's device: the invitation becomes the game, with what Ann played.
  await open(bob.page, first);
  await bob.page.getByTestId("remote-news").waitFor();
  await shot(bob.page, "remote-news-phone");
  const bobStored = await storageOf(bob.page);
  // Opened twice: refused, nothing stored changes.
  await bob.page.goto("about:blank");
  await bob.page.goto(first);
  await bob.page.getByTestId("link-refused").waitFor();
  assert.match(await bob.page.getByTestId("link-refused-reason").innerText(), /already opened/);
  assert.equal(await storageOf(bob.page), bobStored);
  await bob.page.getByTestId("link-back-to-game").click();
  await bob.page.getByTestId("table").waitFor();

  const second = await playTurn(bob.page);
  // A damaged link: refused.
  await ann.page.goto(second.slice(0, -8));
  await ann.page.getByTestId("link-refused").waitFor();
  assert.match(await ann.page.getByTestId("link-refused-reason").innerText(), /not a Sherwood link|cut short/);

  await open(ann.page, second);
  await ann.page.getByTestId("remote-news").waitFor();
  const third = await playTurn(ann.page);
  await open(bob.page, third);
  const fourth = await playTurn(bob.page);

  // Out of order: Ann's device as it was after the first turn (a copy made
  // then) would miss a link; here, Bob's fourth on a fresh device is a game
  // it does not have.
  const carol = await newPage(browser);
  await carol.page.goto(fourth);
  await carol.page.getByTestId("link-refused").waitFor();
  assert.match(await carol.page.getByTestId("link-refused-reason").innerText(), /does not have/);

  await open(ann.page, fourth);
  // The saves lists say whose turn it is, on both devices.
  await ann.page.goto(url);
  const annEntry = ann.page.getByTestId("save-entry").first();
  assert.match(await annEntry.innerText(), /your turn/);
  assert.match(await annEntry.innerText(), /Bob · on another device/);
  await bob.page.goto(url);
  assert.match(await bob.page.getByTestId("save-entry").first().innerText(), /waiting for Ann/);

  // A full link gives Bob's game back on a new device.
  await ann.page.getByTestId("resume").first().click();
  await ann.page.getByTestId("table").waitFor();
  await ann.page.locator(".remote-full summary").click();
  await ann.page.getByTestId("remote-full-make").click();
  const full = await ann.page.locator(".remote-full [data-testid=link-text]").inputValue();
  await open(carol.page, full);
  const annMoves = await ann.page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]).actions);
  const carolMoves = await carol.page.evaluate(() => JSON.parse(Object.entries(localStorage).find(([k]) => k.startsWith("sherwood.save."))[1]).actions);
  assert.deepEqual(carolMoves, annMoves);

  for (const d of [ann, bob, carol]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

/// A hot-seat save made a remote game played on this device by `me`.
function asRemote(text, me) {
  const save = JSON.parse(text);
  const n = save.actions.length;
  save.meta.players = me === 0 ? ["human", "remote"] : ["remote", "human"];
  save.meta.names = ["Robin", "Guy"];
  save.meta.remote = { id: "pair", me, host: 0, secret: "s", part: "p", shared: n, seen: 0, sent: n };
  return JSON.stringify(save);
}

/// What a device shows of a remote game: its table, then its replay.
async function devicePages(save) {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await page.evaluate((save) => localStorage.setItem("sherwood.save.pair", save), save);
  await page.goto(url + "#/play/pair");
  await page.getByTestId("remote-bar").waitFor();
  assert.equal(await page.getByTestId("curtain").count(), 0, "no flip screen between devices");
  const pages = { table: await pageText(page) };
  await page.goto(url + "#/replay/pair");
  await page.getByTestId("replay").waitFor();
  pages.replay = await pageText(page);
  assert.deepEqual(errors, []);
  await page.context().close();
  return pages;
}

test("the Sheriff's device does not tell where Robin Hood was set up (Gest, a pair of games)", async () => {
  const [a, b] = ["gest-robin-shire-wood.json", "gest-robin-remston.json"].map((f) => asRemote(read(f), 1));
  const [pa, pb] = [await devicePages(a), await devicePages(b)];
  for (const kind of ["table", "replay"]) {
    assert.equal(pa[kind], pb[kind], `the Sheriff's ${kind} tells the two games apart`);
  }
  assert.match(pa.table, /Remston/);
  // Control: Robin Hood's device does tell them apart.
  const [ra, rb] = ["gest-robin-shire-wood-his-turn.json", "gest-robin-remston-his-turn.json"].map((f) => asRemote(read(f), 0));
  const [qa, qb] = [await devicePages(ra), await devicePages(rb)];
  assert.notEqual(qa.table, qb.table);
});
