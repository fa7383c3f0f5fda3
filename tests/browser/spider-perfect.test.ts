// Spider's "How far from perfect" on the run page (headless Chromium): the
// solver, greedy and hindsight (at its quick settings) on 1-suit deals, each
// strategy's winnable deals lost as the CLI's records of the same
// strategies on the same seeds count them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Verdict } from "../../src/engine/engine.ts";
import { shortfall } from "../../src/run/shortfall.ts";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cli } from "../helpers/cli.ts";
import { quickStrategySettings } from "../helpers/engine.ts";
import { readRecordsFile } from "../helpers/records.ts";

const run = browserAvailable();
const STRATEGIES = ["solver", "greedy", "hindsight"];
const HINDSIGHT = quickStrategySettings("spider").hindsight;
const SEEDS = "0..11";

describe.runIf(run)("Spider: winnable deals each strategy lost, on the run page (headless Chromium)", () => {
  let s: Session;
  let dir: string;
  const cliRuns = new Map<string, Map<number, Verdict>>();

  beforeAll(async () => {
    s = await openSession();
    dir = mkdtempSync(join(tmpdir(), "spider-perfect-"));
    for (const st of STRATEGIES) {
      const out = join(dir, `${st}.jsonl`);
      const own = st === "hindsight" ? HINDSIGHT.flatMap((x) => ["--strategy-set", x]) : [];
      const r = cli(
        "run",
        "--game",
        "spider",
        "--set",
        "layout=standard",
        "--set",
        "suits=1",
        "--strategy",
        st,
        ...own,
        "--seeds",
        SEEDS,
        "--workers",
        "2",
        "--out",
        out,
      );
      if (r.code !== 0) throw new Error(r.stderr);
      cliRuns.set(st, new Map(readRecordsFile(out).records.map((x) => [x.seed as number, x.result as Verdict])));
    }
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows the share of the proven-winnable deals each strategy lost, as the CLI counts it", async () => {
    const page = await s.page();
    await page.goto(s.url);
    await page.selectOption("#game", "spider");
    await page.selectOption("#set-layout", "standard");
    await page.selectOption("#set-suits", "1");
    for (const st of STRATEGIES) await page.check(`#strategy-${st}`);
    for (const setting of HINDSIGHT) {
      const [key, value] = setting.split("=");
      await page.fill(`#sset-hindsight-${key}`, value);
    }
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "11");
    await page.fill("#workers", "2");
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    await page.waitForFunction(() => (window as any).solitaireLab.drawn === "done", undefined, { timeout: 180_000 });
    await page.waitForFunction(() => /of 12 deals proven winnable/.test(document.querySelector("#perfect-table p")?.textContent ?? ""), undefined, {
      timeout: 60_000,
    });
    const expected = shortfall(
      [...cliRuns].map(([strategy, results]) => ({ strategy, results })),
      8,
    )!;
    expect(await page.textContent("#perfect-table p")).toContain(`${expected.winnable} of 12 deals proven winnable`);
    for (const e of expected.strategies) {
      const cells = await page.locator(`#perfect-table tr[data-strategy="${e.strategy}"] td`).allTextContents();
      expect(cells[1], e.strategy).toBe(String(e.lost));
    }
    // Greedy loses some winnable deals there: the table has something to show.
    expect(expected.strategies.find((x) => x.strategy === "greedy")!.lost).toBeGreaterThan(0);
  });
});
