// Results files opened in the dashboard (headless Chromium): a JSONL file of
// two strategies from the CLI becomes a run with the CLI's counts, every
// chart, the comparison and the viewer on its deals; a million-line file
// loads while the page stays responsive; a bad file gets one clear message.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cli } from "../helpers/cli.ts";
import { readRecordsFile } from "../helpers/records.ts";

const run = browserAvailable();

const waitDrawn = (page: Page, state: string, timeout = 60_000) => page.waitForFunction((st) => (window as any).solitaireLab.drawn === st, state, { timeout });

async function openFile(page: Page, url: string, file: string): Promise<void> {
  await page.goto(`${url}#/runs`);
  await page.setInputFiles("#import-file", file);
}

/** The CLI's summary and records file for one experiment. */
function cliRun(dir: string, name: string, ...args: string[]) {
  const out = join(dir, `${name}.jsonl`);
  const r = cli("run", ...args, "--out", out, "--json");
  if (r.code !== 0) throw new Error(r.stderr);
  return { out, summary: JSON.parse(r.stdout) };
}

describe.runIf(run)("opening a results file in the dashboard (headless Chromium)", () => {
  let s: Session;
  let dir: string;
  beforeAll(async () => {
    s = await openSession();
    dir = mkdtempSync(join(tmpdir(), "import-test-"));
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("a file of two strategies becomes a run: the CLI's counts, every chart, the comparison, the viewer on its deals", async () => {
    const slide = cliRun(dir, "slide", "--game", "accordion", "--strategy", "slide-first", "--seeds", "0..1999", "--workers", "2");
    const look = cliRun(dir, "look", "--game", "accordion", "--strategy", "lookahead", "--seeds", "0..1999", "--workers", "2");
    const both = join(dir, "both.jsonl");
    writeFileSync(both, readFileSync(slide.out, "utf8") + readFileSync(look.out, "utf8"));
    const page = await s.page();
    await openFile(page, s.url, both);
    await page.waitForURL(/#\/run\//, { timeout: 60_000 });
    await waitDrawn(page, "done");

    for (const [strategy, expected] of [
      ["slide-first", slide.summary],
      ["lookahead", look.summary],
    ] as const) {
      const got = await page.evaluate((st) => (window as any).solitaireLab.runner.results.summary(st), strategy);
      for (const k of ["deals", "won", "lost", "unknown", "errors", "scoreHistogram"]) expect(got[k], `${strategy} ${k}`).toEqual(expected[k]);
    }
    // Every chart has data, the comparison's among them.
    const charts = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries((window as any).solitaireLab.charts).map(([k, c]: [string, any]) => [
          k,
          c.data.datasets.reduce((n: number, d: any) => n + d.data.length, 0),
        ]),
      ),
    );
    for (const name of ["winRate", "outcomes", "scores", "nodes", "ms"]) expect(charts[name], name).toBeGreaterThan(0);
    expect(Object.keys(charts).length).toBeGreaterThan(5);
    // The paired comparison, checked against the records.
    const a = new Map(readRecordsFile(slide.out).records.map((r) => [r.seed, r.result]));
    const b = new Map(readRecordsFile(look.out).records.map((r) => [r.seed, r.result]));
    let onlyA = 0;
    let onlyB = 0;
    for (const [seed, ra] of a) {
      if (ra === "won" && b.get(seed) !== "won") onlyA++;
      if (ra !== "won" && b.get(seed) === "won") onlyB++;
    }
    const pairs = await page.evaluate(() => (window as any).solitaireLab.comparison.pairs);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ a: "slide-first", b: "lookahead", paired: 2000, onlyA, onlyB });

    // Where the file came from, and its deals in the viewer.
    expect(await page.textContent("#run-status")).toBe("Imported from both.jsonl: 4,000 deals.");
    expect(await page.textContent("#run-import")).toContain("4,000 deal records.");
    const engine = readRecordsFile(slide.out).header!.engine;
    expect(await page.textContent("#import-provenance")).toContain(`with engine ${engine}`);
    expect(await page.isDisabled("#resume")).toBe(true);
    const won = page.locator('#import-deals tr[data-strategy="lookahead"] a.won').first();
    const seed = Number(await won.textContent());
    expect(b.get(seed)).toBe("won");
    await won.click();
    await page.waitForFunction(() => (window as any).solitaireLab.viewer?.ready === true, null, { timeout: 60_000 });
    expect(page.url()).toMatch(new RegExp(`#/viewer\\?game=accordion&preset=standard&seed=${seed}&strategy=lookahead$`));
    expect(await page.evaluate(() => (window as any).solitaireLab.viewer.result)).toBe("won");

    // The runs list names the file; exporting gives the records back with their provenance.
    await page.goto(`${s.url}#/runs`);
    await expect(page.locator("#runs tbody tr").first().locator(".state").textContent()).resolves.toBe("imported from both.jsonl");
    await page.close();
  });

  it("a million-line file loads without freezing the page", async () => {
    const big = cliRun(dir, "big", "--game", "one-handed", "--seeds", "0..999999", "--workers", "2");
    const page = await s.page();
    await page.goto(`${s.url}#/runs`);
    await page.evaluate(() => {
      const w = window as any;
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration)))).observe({ entryTypes: ["longtask"] });
    });
    await page.setInputFiles("#import-file", big.out);
    // Progress is shown while the worker reads.
    await page.waitForFunction(() => /Reading big\.jsonl: [\d,]+ deals/.test(document.querySelector("#import-status")?.textContent ?? ""), null, {
      timeout: 60_000,
    });
    await page.waitForURL(/#\/run\//, { timeout: 180_000 });
    await waitDrawn(page, "done", 120_000);
    const got = await page.evaluate(() => (window as any).solitaireLab.runner.results.summary("play"));
    for (const k of ["deals", "won", "lost", "scoreHistogram"]) expect(got[k], k).toEqual(big.summary[k]);
    const longTasks: number[] = await page.evaluate(() => (window as any).longTasks);
    // The same loose bound as the million-deal run's (CI shares 2 cores with other tests).
    expect(Math.max(0, ...longTasks)).toBeLessThan(1000);
    await page.close();
  }, 300_000);

  it("a file that is not records gets one clear message naming the line", async () => {
    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, `${readFileSync(join(dir, "slide.jsonl"), "utf8").split("\n").slice(0, 3).join("\n")}\n`);
    appendFileSync(bad, '{"game":"accordion","preset":"stan\n');
    const page = await s.page();
    await openFile(page, s.url, bad);
    await page.waitForFunction(() => (document.querySelector("#import-error")?.textContent ?? "") !== "", null, { timeout: 30_000 });
    expect(await page.textContent("#import-error")).toBe(
      "bad.jsonl, line 4: not a JSON line; the dashboard opens the JSONL records files of run --out, merge and its own exports",
    );
    expect(page.url()).toMatch(/#\/runs$/);
    await page.close();
  });
});
