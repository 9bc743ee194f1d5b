// Takes screenshots of the main screens, desktop and phone, for a human to look at.
import { startServer, launch, newPage, shot, startGame, clickTarget } from "./e2e/helpers.js";

const { server, url } = await startServer();
const browser = await launch();
for (const [label, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const { page, errors } = await newPage(browser, viewport);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await shot(page, `${label}-home`);
  await startGame(page, url);
  await shot(page, `${label}-corner`);
  await clickTarget(page);
  await page.waitForTimeout(100);
  await shot(page, `${label}-turn1`);
  for (let i = 0; i < 6; i++) {
    await clickTarget(page);
    await page.getByTestId("end").click();
  }
  await page.waitForTimeout(100);
  await shot(page, `${label}-midgame`);
  await page.goto(url + "#/rules/locksley/sell");
  await page.waitForTimeout(300);
  await shot(page, `${label}-rules`);
  await page.goto(url);
  await page.getByTestId("saved-games").waitFor();
  await shot(page, `${label}-home-saved`);
  // Skirmish in Sherwood: its rules with the printed tables, and the lesson's shot and melee
  // (its table in play is shot by e2e/skirmish.test.js).
  await page.goto(url + "#/rules/skirmish/fire");
  await page.waitForTimeout(300);
  await shot(page, `${label}-skirmish-rules`);
  for (const step of [3, 8]) {
    await page.goto(url + `#/learn/skirmish/${step}`);
    await page.getByTestId("lesson").waitFor();
    await shot(page, `${label}-skirmish-lesson-${step}`);
  }
  console.log(label, "errors:", errors);
}
// The Legend of Robin Hood: its table (after a few moves, with an open
// stack), zoomed on a phone, its lesson's battle and its rules.
for (const [label, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const { page, errors } = await newPage(browser, viewport);
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption("legend");
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  await page.getByTestId("curtain-ready").click();
  await page.getByTestId("done").click();
  await page.getByTestId("pick-robin").click();
  await page.locator("[data-area=birklands] circle.node").click();
  await page.waitForTimeout(100);
  await shot(page, `${label}-legend-table`);
  if (label === "phone") {
    for (let i = 0; i < 3; i++) await page.getByTestId("zoom-in").click();
    await page.locator(".zoom-viewport").evaluate((e) => e.scrollTo(e.scrollWidth * 0.2, 0));
    await shot(page, `${label}-legend-zoomed`);
  }
  await page.goto(url + "#/learn/legend/18");
  await page.getByTestId("lesson").waitFor();
  await page.waitForTimeout(200);
  await shot(page, `${label}-legend-lesson`);
  await page.goto(url + "#/rules/legend/7_4");
  await page.waitForTimeout(300);
  await shot(page, `${label}-legend-rules`);
  console.log(label, "legend errors:", errors);
}
await browser.close();
server.close();
