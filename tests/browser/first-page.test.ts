// The dashboard's first page in headless Chromium: a run through the worker
// pool in Web Workers fills the score histogram.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";

const run = browserAvailable();

describe.runIf(run)("first page (headless Chromium)", () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => s?.close());

  it("runs Accordion slide-first over 2,000 seeds and the chart receives the histogram", async () => {
    const page = await s.page();
    await page.goto(s.url);
    await page.selectOption("#game", "accordion");
    await page.selectOption("#strategy", "slide-first");
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "1999");
    await page.fill("#workers", "2");
    await page.click("#run");
    await page.waitForFunction(() => (window as any).solitaireLab.done === true, null, { timeout: 60_000 });
    const seen = await page.evaluate(() => {
      const lab = (window as any).solitaireLab;
      const data: number[] = lab.chart.data.datasets[0].data;
      return { deals: lab.summary.deals, charted: data.reduce((a, b) => a + b, 0), bars: data.length };
    });
    expect(seen).toEqual({ deals: 2000, charted: 2000, bars: 52 });
    await expect(page.textContent("#status")).resolves.toMatch(/Done: 2,000 deals/);
  });

  it("a bad seed range shows an inline error and runs nothing", async () => {
    const page = await s.page();
    await page.goto(s.url);
    await page.fill("#seed-from", "10");
    await page.fill("#seed-to", "x5");
    await page.click("#run");
    await expect(page.textContent("#form-error")).resolves.toMatch(/Last seed: a whole number from 10 to/);
    expect(await page.evaluate(() => (window as any).solitaireLab.summary)).toBeNull();
  });
});
