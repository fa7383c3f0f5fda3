// Runs that are interrupted: a reload in the middle of a run resumes it with
// final counts equal to an uninterrupted run (no deal lost or counted twice);
// pause holds the workers and resume goes on; cancel stops for good; and a
// million-deal run leaves the page responsive.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cliJson } from "../helpers/cli.ts";

const run = browserAvailable();

const stored = (page: Page) => page.evaluate(() => (window as any).solitaireLab.runner?.results.doneDeals() ?? 0);
const waitDrawn = (page: Page, state: string) => page.waitForFunction((st) => (window as any).solitaireLab.drawn === st, state, { timeout: 60_000 });

/** Stored seed intervals of a strategy, sorted: they must tile the seed range exactly. */
const tiling = (page: Page, strategy: string) =>
  page.evaluate((st) => {
    const iv = [...(window as any).solitaireLab.runner.results.intervals[st]].sort((a: any, b: any) => a.seedLo - b.seedLo);
    let next = iv[0]?.seedLo ?? 0;
    let gaps = 0;
    let overlaps = 0;
    let seeds = 0;
    for (const x of iv) {
      if (x.seedLo > next) gaps++;
      if (x.seedLo < next) overlaps++;
      next = Math.max(next, x.seedLo + x.count);
      seeds += x.count;
    }
    return { from: iv[0]?.seedLo, to: next, gapsOrOverlaps: gaps + overlaps, overlaps, seeds, chunks: iv.length };
  }, strategy);

describe.runIf(run)("interrupted runs (headless Chromium)", () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => s?.close());

  it("a reload mid-run resumes where it stopped; the final counts equal an uninterrupted run", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/builder?game=accordion&strategies=lookahead&seeds=0..24999&workers=2`);
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    await page.waitForFunction(() => ((window as any).solitaireLab.runner?.results.doneDeals() ?? 0) >= 4000, null, { timeout: 60_000 });
    const before = await stored(page);
    await page.reload(); // the tab goes away mid-run: whatever was not stored is simply run again
    await page.waitForFunction(() => (window as any).solitaireLab.runner !== null);
    const afterReload = await stored(page);
    expect(afterReload).toBeGreaterThanOrEqual(before);
    expect(afterReload).toBeLessThan(25_000);
    await waitDrawn(page, "done");
    const browser = await page.evaluate(() => (window as any).solitaireLab.runner.results.summary("lookahead"));
    const cli = cliJson("run", "--game", "accordion", "--strategy", "lookahead", "--seeds", "0..24999", "--workers", "2");
    for (const k of ["deals", "won", "lost", "unknown", "errors", "scoreHistogram"]) expect(browser[k]).toEqual(cli[k]);
    expect(await tiling(page, "lookahead")).toMatchObject({ from: 0, to: 25_000, gapsOrOverlaps: 0 });
    expect(await page.evaluate(() => (window as any).solitaireLab.runner.exp.stored)).toEqual({ lookahead: 25_000 });
    await page.close();
  });

  it("pause holds the run, resume goes on to the end; cancel stops for good and keeps what is stored", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/builder?game=one-handed&strategies=play&seeds=0..499999&workers=2`);
    await page.click("#run");
    await page.waitForFunction(() => ((window as any).solitaireLab.runner?.results.doneDeals() ?? 0) > 0, null, { timeout: 60_000 });
    await page.click("#pause");
    await waitDrawn(page, "paused");
    // Chunks in flight when paused are still stored; then nothing moves.
    await page.waitForFunction(() => (window as any).solitaireLab.runner.settled(), null, { timeout: 60_000 });
    const paused = await stored(page);
    expect(await page.evaluate(() => (window as any).solitaireLab.runner.exp.stored.play)).toBe(paused);
    // No event marks work not happening: look again a little later.
    await page.waitForTimeout(500);
    expect(await stored(page)).toBe(paused);
    expect(await page.evaluate(() => (window as any).solitaireLab.runner.settled())).toBe(true);
    expect(paused).toBeLessThan(500_000);
    expect(await page.textContent("#run-status")).toMatch(/^Paused at/);
    await page.click("#resume");
    await waitDrawn(page, "done");
    const done = await page.evaluate(() => (window as any).solitaireLab.runner.results.summary("play"));
    const cli = cliJson("run", "--game", "one-handed", "--seeds", "0..499999", "--workers", "2");
    expect([done.deals, done.won, done.scoreHistogram]).toEqual([cli.deals, cli.won, cli.scoreHistogram]);

    await page.goto(`${s.url}#/builder?game=accordion&strategies=lookahead&seeds=0..999999&workers=2`);
    await page.click("#run");
    await page.waitForFunction(() => ((window as any).solitaireLab.runner?.results.doneDeals() ?? 0) > 1000, null, { timeout: 60_000 });
    page.once("dialog", (d) => void d.accept());
    await page.click("#cancel");
    await waitDrawn(page, "cancelled");
    const kept = await stored(page);
    expect(kept).toBeGreaterThan(1000);
    expect(kept).toBeLessThan(1_000_000);
    // Chunks finish out of order and cancel drops those in flight, so the
    // stored seeds may have gaps; none may be stored twice.
    expect(await tiling(page, "lookahead")).toMatchObject({ overlaps: 0, seeds: kept });
    await page.reload();
    await waitDrawn(page, "cancelled");
    expect(await stored(page)).toBe(kept); // reopened from IndexedDB, not resumed
    expect(await page.isDisabled("#resume")).toBe(true);
    await page.close();
  });

  it("a million-deal run keeps the page responsive: no main-thread task over 1 s, a few redraws per second", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/builder?game=one-handed&strategies=play&seeds=0..999999&workers=2`);
    await page.evaluate(() => {
      const w = window as any;
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration)))).observe({ entryTypes: ["longtask"] });
    });
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    const t0 = Date.now();
    await waitDrawn(page, "done");
    const seconds = (Date.now() - t0) / 1000;
    const r = await page.evaluate(() => ({ longTasks: (window as any).longTasks as number[], redraws: (window as any).solitaireLab.redraws }));
    // A search on the main thread would block it for many seconds. The bound
    // is loose because CI shares 2 cores between this page's 2 workers and
    // another test file: a task of a few hundred ms there is the scheduler's.
    expect(Math.max(0, ...r.longTasks)).toBeLessThan(1000);
    expect(r.redraws).toBeLessThanOrEqual(4 * seconds + 3);
    expect(await stored(page)).toBe(1_000_000);
    await page.close();
  });
});
