// The run page's "How far from perfect" section and its graded export, in
// headless Chromium: a Wish run of the solver, greedy and lookahead, checked
// against the CLI's records of the same strategies on the same seeds.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Verdict } from "../../src/engine/engine.ts";
import { grade } from "../../src/run/difficulty.ts";
import { shortfall } from "../../src/run/shortfall.ts";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cli } from "../helpers/cli.ts";
import { readRecordsFile } from "../helpers/records.ts";

const run = browserAvailable();
const STRATEGIES = ["solver", "greedy", "lookahead"];
const SEEDS = "0..199";

function cliVerdicts(dir: string, strategy: string): Map<number, Verdict> {
  const out = join(dir, `${strategy}.jsonl`);
  const r = cli("run", "--game", "wish", "--strategy", strategy, "--seeds", SEEDS, "--workers", "2", "--memory-mb", "16", "--out", out);
  if (r.code !== 0) throw new Error(r.stderr);
  return new Map(readRecordsFile(out).records.map((x) => [x.seed as number, x.result as Verdict]));
}

describe.runIf(run)("how far from perfect, on the run page (headless Chromium)", () => {
  let s: Session;
  let page: Page;
  let dir: string;
  const cliRuns = new Map<string, Map<number, Verdict>>();
  let runId = "";

  beforeAll(async () => {
    s = await openSession();
    page = await s.page();
    dir = mkdtempSync(join(tmpdir(), "perfect-test-"));
    for (const st of STRATEGIES) cliRuns.set(st, cliVerdicts(dir, st));
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows each strategy's share of winnable deals lost, as the CLI's records count it, with the deals others win opening in the viewer", async () => {
    await page.goto(s.url);
    await page.selectOption("#game", "wish");
    for (const st of STRATEGIES) await page.check(`#strategy-${st}`);
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "199");
    await page.fill("#workers", "2");
    // Every text the section shows from the start of the run on.
    await page.evaluate(() => {
      const w = window as any;
      w.perfectTexts = [];
      new MutationObserver(() => {
        const t = document.querySelector("#perfect-table")?.textContent;
        if (t && t !== w.perfectTexts[w.perfectTexts.length - 1]) w.perfectTexts.push(t);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    runId = page.url().split("#/run/")[1];
    await page.waitForFunction(() => (window as any).solitaireLab.drawn === "done", undefined, { timeout: 120_000 });
    await page.waitForFunction(() => /of 200 deals proven winnable/.test(document.querySelector("#perfect-table p")?.textContent ?? ""), undefined, {
      timeout: 60_000,
    });

    const expected = shortfall(
      [...cliRuns].map(([strategy, results]) => ({ strategy, results })),
      8,
    )!;
    expect(await page.textContent("#perfect-table p")).toContain(`${expected.winnable} of 200 deals proven winnable`);
    for (const e of expected.strategies) {
      const row = page.locator(`#perfect-table tr[data-strategy="${e.strategy}"]`);
      const cells = await row.locator("td").allTextContents();
      expect(cells[1]).toBe(String(e.lost));
      expect(cells[3].startsWith(String(e.lostOthersWinCount))).toBe(true);
      const links = await row.locator(".lost-others-win a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links.map((l) => Number(new URLSearchParams(l!.split("?")[1]).get("seed")))).toEqual(e.lostOthersWin);
      for (const l of links) expect(l).toContain(`strategy=${e.strategy}`);
    }
    expect(expected.strategies.find((x) => x.strategy === "greedy")!.lostOthersWinCount).toBeGreaterThan(0);
    // Before every strategy had finished the same deals it said the verdicts were coming, never "0 of 0 deals".
    const texts: string[] = (await page.evaluate(() => (window as any).perfectTexts)).filter((t: string) => t !== "Counting…");
    expect(texts[0]).toMatch(/^The verdicts are coming: the table fills in as the solver and every strategy finish the same deals/);
    for (const t of texts) expect(t).not.toMatch(/\b0 of 0 deals/);

    // A listed deal opens in the viewer, played by the strategy that lost it.
    const first = page.locator('#perfect-table tr[data-strategy="greedy"] .lost-others-win a').first();
    await first.click();
    await page.waitForURL(/#\/viewer\?/);
    await page.waitForFunction(() => (window as any).solitaireLab.viewer?.result, undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as any).solitaireLab.viewer.result)).not.toMatch(/^won/);
    await page.goBack();
  });

  it("exports the run's winnable deals graded easy / medium / hard, each with a solution", async () => {
    await page.waitForSelector("#export-graded:not([disabled])");
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), page.click("#export-graded")]);
    expect(download.suggestedFilename()).toBe("wish-solver+greedy+lookahead-sv-0..199-graded.json");
    const list = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(list).toMatchObject({ kind: "winnable-deals", game: "wish", seeds: SEEDS, grading: { easy: "greedy", strong: "lookahead" } });
    const won = (st: string, seed: number) => cliRuns.get(st)!.get(seed) === "won";
    const want = [...Array(200).keys()]
      .map((seed) => ({ seed, d: grade(won("greedy", seed), won("lookahead", seed), won("solver", seed)) }))
      .filter((x) => x.d);
    expect(list.deals.map((d: any) => [d.seed, d.difficulty])).toEqual(want.map((x) => [x.seed, x.d]));
    for (const d of list.deals) expect(d.solution.length).toBe(d.length);
    expect(new Set(list.deals.map((d: any) => d.difficulty)).size).toBe(3);
  });

  it("the comparison of runs shows it too, each arm named by its run", async () => {
    await page.goto(`${s.url}#/compare?runs=${runId}`);
    await page.waitForSelector("#perfect-table table");
    const expected = shortfall(
      [...cliRuns].map(([strategy, results]) => ({ strategy, results })),
      8,
    )!;
    for (const e of expected.strategies) {
      const cells = await page.locator(`#perfect-table tr[data-strategy="#1 ${e.strategy}"] td`).allTextContents();
      expect(cells[1]).toBe(String(e.lost));
    }
    const href = await page.getAttribute('#perfect-table tr[data-strategy="#1 greedy"] .lost-others-win a', "href");
    expect(href).toContain("strategy=greedy");
  });
});
