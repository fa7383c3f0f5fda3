// Results files opened in the dashboard (headless Chromium): a JSONL file of
// two strategies from the CLI becomes a run with the CLI's counts, every
// chart, the comparison and the viewer on its deals; a file whose last line
// was half-written opens as merge reads it, saying so, and a chart exported
// from it is twice the screen's resolution and titled with the experiment; a
// million-line file loads while the page stays responsive; a bad file gets one
// clear message.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cli } from "../helpers/cli.ts";
import { readRecordsFile } from "../helpers/records.ts";
import { pngText } from "../../src/ui/charts/png-text.ts";

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
    expect(page.url()).toMatch(new RegExp(`#/viewer\\?game=accordion&preset=standard&set=cards%3D52&seed=${seed}&strategy=lookahead$`));
    expect(await page.evaluate(() => (window as any).solitaireLab.viewer.result)).toBe("won");

    // The runs list names the file; exporting gives the records back with their provenance.
    await page.goto(`${s.url}#/runs`);
    await expect(page.locator("#runs tbody tr").first().locator(".state").textContent()).resolves.toBe("imported from both.jsonl");
    await page.close();
  });

  it("a file whose last line was half-written opens as merge reads it, and says so; its charts export titled, at twice the screen's resolution", async () => {
    // A run killed while writing: the last record cut off mid-line. Its provenance says when it ran.
    const [header, ...records] = readFileSync(join(dir, "slide.jsonl"), "utf8").trimEnd().split("\n");
    const ran = "2026-01-02T03:04:05.000Z";
    const half = join(dir, "half.jsonl");
    writeFileSync(half, `${JSON.stringify({ ...JSON.parse(header), created: ran })}\n${records.join("\n")}\n${records[0].slice(0, 60)}`);
    const merged = cli("merge", half, "--out", join(dir, "half-merged.jsonl"), "--json");
    expect(JSON.parse(merged.stdout)).toMatchObject({ records: 2000, files: [{ records: 2000, cutBytes: 60 }] });

    const page = await s.page();
    await openFile(page, s.url, half);
    await page.waitForURL(/#\/run\//, { timeout: 60_000 });
    await waitDrawn(page, "done");
    expect((await page.evaluate(() => (window as any).solitaireLab.runner.results.summary("slide-first"))).deals).toBe(2000);
    expect(await page.textContent("#run-status")).toBe("Imported from half.jsonl: 2,000 deals (its half-written last line left out).");
    expect(await page.textContent("#run-import")).toContain(
      "the last line (60 bytes) has no end: a run stopped while writing it; it is left out, as merge and --resume leave it out",
    );
    // Started: when the file's run started (its provenance), not when it was imported.
    const started = await page.evaluate((iso) => new Date(iso).toLocaleString("en-GB"), ran);
    expect(await page.textContent("#run-head")).toContain(`Started ${started}; imported `);

    // A chart's PNG: twice the size it has on screen, its title and the experiment drawn above it and kept as its Title.
    const onScreen = await page.evaluate(() => {
      const c = (window as any).solitaireLab.charts.winRate;
      return { width: c.width, height: c.height, ratio: window.devicePixelRatio };
    });
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#win-rate-png")]);
    expect(download.suggestedFilename()).toBe("accordion-slide-first-sv-0..1999-win-rate.png");
    const png = new Uint8Array(readFileSync((await download.path())!));
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([
      Math.floor(onScreen.width * 2 * onScreen.ratio),
      Math.floor(onScreen.height * 2 * onScreen.ratio),
    ]);
    expect(pngText(png, "Title")).toBe(
      "Win rate as deals accumulate (conservative 95% Wilson interval) — Accordion, preset standard, slide-first, sv seeds 0..1999",
    );
    // The picture holds the chart itself: the strategy's line in its colour (#2f7d4f).
    const linePixels = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = Object.assign(document.createElement("canvas"), { width: img.width, height: img.height });
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, img.width, img.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 47) < 12 && Math.abs(d[i + 1] - 125) < 12 && Math.abs(d[i + 2] - 79) < 12) n++;
      return n;
    }, Buffer.from(png).toString("base64"));
    expect(linePixels).toBeGreaterThan(500);
    // The chart on the page is as it was: no title, its own resolution.
    const after = await page.evaluate(() => {
      const c = (window as any).solitaireLab.charts.winRate;
      return { title: c.options.plugins.title.display, width: c.canvas.width };
    });
    expect(after).toEqual({ title: false, width: Math.floor(onScreen.width * onScreen.ratio) });
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
