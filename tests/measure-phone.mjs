// Throwaway: at 390×844, the smallest tappable target and map text of the
// Legend and Skirmish maps, at the default view and each zoom level.
import { startServer, launch, newPage } from "./e2e/helpers.js";
const { server, url } = await startServer();
const browser = await launch();
const { page } = await newPage(browser, { width: 390, height: 844 });
for (const [game, extra] of [["legend", null], ["skirmish", "ford"]]) {
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("game").selectOption(game);
  if (extra) await page.getByTestId("scenario").selectOption(extra);
  await page.getByTestId("start").click();
  await page.getByTestId("table").waitFor();
  if (await page.getByTestId("curtain-ready").count()) await page.getByTestId("curtain-ready").click();
  for (let z = 0; z < 4; z++) {
    const m = await page.evaluate(() => {
      const svg = document.querySelector("[data-testid=map]");
      const targets = [...svg.querySelectorAll("g.area, g.hex-target, g.piece")].map((g) => {
        const shape = g.querySelector("circle.node, polygon, rect.face") || g;
        const r = shape.getBoundingClientRect();
        return Math.min(r.width, r.height);
      });
      const texts = [...svg.querySelectorAll("text")].filter((t) => t.getBoundingClientRect().height > 0).map((t) => parseFloat(getComputedStyle(t).fontSize) * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width);
      return { target: Math.min(...targets).toFixed(1), text: Math.min(...texts).toFixed(1), width: svg.getBoundingClientRect().width.toFixed(0) };
    });
    console.log(game, "zoom", z, JSON.stringify(m));
    if (z < 3) await page.getByTestId("zoom-in").click();
  }
}
await browser.close(); server.close();
