// What a user sees at a common screen width (1,400 pixels): the builder of the
// game with the most strategies fits in a screen or two, no field label is
// cut, and the run page's deal list shows three strategies side by side
// without scrolling sideways.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";

const run = browserAvailable();

/** The labels a user sees whose text does not fit them. */
const cutLabels = (page: Page) =>
  page.$$eval("label, legend", (ls) => ls.filter((l) => (l as HTMLElement).offsetParent && l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));

describe.runIf(run)("layout at 1,400 pixels (headless Chromium)", () => {
  let s: Session;
  let page: Page;
  beforeAll(async () => {
    s = await openSession();
    page = await s.page();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("the Klondike builder is at most two screens tall; a strategy's words and fields open when it is chosen", async () => {
    await page.goto(s.url);
    await page.selectOption("#game", "klondike");
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const closed = await height();
    expect(closed).toBeLessThan(2_400);
    expect(await cutLabels(page)).toEqual([]);
    const ids = await page.$$eval("#strategies input[id^='strategy-']", (is) => is.map((i) => (i as HTMLInputElement).value));
    for (const id of ids) await page.check(`#strategy-${id}`);
    // Chosen, every strategy shows all its words and its own settings: the page grows, nothing is cut.
    expect(await height()).toBeGreaterThan(closed);
    expect(await cutLabels(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1_400);
  });

  it("the deal list of three strategies fits the page without scrolling sideways", async () => {
    await page.goto(`${s.url}#/builder?game=klondike&preset=klondike-bg&strategies=solver,greedy,best-first&seeds=0..19&workers=2&nodes=20000`);
    await page.waitForSelector("#run:not([disabled])");
    await page.click("#run");
    await page.waitForFunction(() => (window as any).solitaireLab.drawn === "done", undefined, { timeout: 120_000 });
    await page.waitForFunction(() => document.querySelectorAll("#deals-table tbody tr").length === 20, undefined, { timeout: 60_000 });
    const wrap = await page.$eval(".table-wrap:has(#deals-table)", (e) => [e.scrollWidth, e.clientWidth]);
    expect(wrap[0]).toBeLessThanOrEqual(wrap[1]);
    expect(await page.$$eval("#deals-table thead th", (ths) => ths.map((t) => t.textContent))).toEqual(["seed", "solver", "greedy", "best-first"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1_400);
  }, 240_000);
});
