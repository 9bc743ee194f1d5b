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
await browser.close();
server.close();
