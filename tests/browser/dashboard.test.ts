// The dashboard in headless Chromium: the builder made from the catalogue, a
// 2,000-deal experiment with two strategies filling every chart, the paired
// comparison checked against the CLI's own records, exports, the experiment
// URL, past runs compared and deleted, inline errors for bad input, and the
// rules editor (its JSON, its one-line refusals, an edit compared with its preset).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mcnemar } from "../../src/core/stats.ts";
import { GAME_FAMILIES, GAMES } from "../../src/games/catalogue.ts";
import { isProvenance } from "../../src/run/provenance.ts";
import { CSV_COLUMNS } from "../../src/ui/export.ts";
import { readRulesText } from "../../src/ui/rules-text.ts";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cli } from "../helpers/cli.ts";
import { readRecordsFile } from "../helpers/records.ts";

const run = browserAvailable();

interface Rec {
  strategy: string;
  seed: number;
  result: string;
  score: number;
  nodes: number;
  moves: number;
  ms: number;
}

/** The CLI's per-deal records for one strategy (the reference every browser figure is checked against). */
function cliRecords(dir: string, strategy: string, seeds: string): Rec[] {
  const out = join(dir, `${strategy}.jsonl`);
  const r = cli("run", "--game", "accordion", "--strategy", strategy, "--seeds", seeds, "--workers", "2", "--out", out);
  if (r.code !== 0) throw new Error(r.stderr);
  return readRecordsFile(out).records;
}

async function downloaded(page: Page, click: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click(click)]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

const waitDrawn = (page: Page, state = "done") => page.waitForFunction((s) => (window as any).solitaireLab.drawn === s, state, { timeout: 60_000 });

describe.runIf(run)("dashboard (headless Chromium)", () => {
  let s: Session;
  let page: Page;
  let dir: string;
  let cliSlide: Rec[];
  let cliLook: Rec[];
  let runUrl = "";

  beforeAll(async () => {
    s = await openSession();
    page = await s.page();
    dir = mkdtempSync(join(tmpdir(), "dashboard-test-"));
    cliSlide = cliRecords(dir, "slide-first", "0..1999");
    cliLook = cliRecords(dir, "lookahead", "0..1999");
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the builder shows every game of the catalogue with its own settings and strategies", async () => {
    await page.goto(s.url);
    const options = await page.$$eval("#game option", (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(GAMES.map((g) => g.id));
    for (const g of GAMES) {
      await page.selectOption("#game", g.id);
      const strategies = await page.$$eval("#strategies input[id^='strategy-']", (is) =>
        is.map((i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).checked]),
      );
      expect(strategies).toEqual(g.strategies.map((x) => [x.id, x.id === g.defaultStrategy]));
      for (const setting of g.settings) expect(await page.locator(`#set-${setting.key}`).count()).toBe(1);
      // A strategy's own settings are under it, shown while it is chosen.
      for (const x of g.strategies.filter((s) => s.settings.length)) {
        for (const setting of x.settings) expect(await page.locator(`#sset-${x.id}-${setting.key}`).count()).toBe(1);
        expect(await page.isVisible(`#sset-${x.id}`)).toBe(x.id === g.defaultStrategy);
      }
      expect(await page.$$eval("#preset option", (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(Object.keys(g.presets));
      expect(await page.$$eval("#numbering option", (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(g.numberings);
    }
    expect(await page.inputValue("#workers")).toBe(String(await page.evaluate(() => navigator.hardwareConcurrency)));
  });

  it("the game picker groups the games by family and finds one by part of its name or of a preset's", async () => {
    await page.goto(s.url);
    expect(await page.$$eval("#game optgroup", (gs) => gs.map((g) => g.getAttribute("label")))).toEqual(GAME_FAMILIES.map((f) => f.name));
    const shown = () => page.$$eval("#game option", (os) => os.filter((o) => !(o as HTMLOptionElement).hidden).map((o) => (o as HTMLOptionElement).value));
    await page.fill("#game-find", "worm");
    expect(await shown()).toEqual(["worm-hole"]);
    expect(await page.inputValue("#game")).toBe("worm-hole");
    expect(await page.$$eval("#strategies input[id^='strategy-']", (is) => is.map((i) => (i as HTMLInputElement).value))).toContain("lookahead");
    await page.fill("#game-find", "baker");
    expect(await shown()).toEqual(["tableau"]);
    expect(await page.inputValue("#game")).toBe("tableau");
    expect(await page.textContent("#game-found")).toContain("preset bakers-game");
    await page.fill("#game-find", "zzz");
    expect(await page.textContent("#game-found")).toBe('no game matches "zzz"');
    await page.fill("#game-find", "");
    expect(await shown()).toEqual(GAMES.map((g) => g.id));
  });

  it("a bad input shows an inline error saying what is allowed, and Run waits until it is fixed", async () => {
    await page.goto(s.url);
    await page.selectOption("#game", "one-handed");
    await page.fill("#seed-from", "10");
    await page.fill("#seed-to", "x5");
    await expect(page.textContent("#seedTo-error")).resolves.toBe(
      'Last seed: a whole number from 10 to 100000009 (at most 100,000,000 deals in the browser; the CLI runs more), not "x5"',
    );
    expect(await page.getAttribute("#seed-to", "aria-invalid")).toBe("true");
    expect(await page.isDisabled("#run")).toBe(true);
    await page.fill("#set-passes", "99");
    await expect(page.textContent('[id="set.passes-error"]')).resolves.toBe(
      'setting passes of one-handed cannot be "99": allowed is a whole number from 1 to 63',
    );
    await page.uncheck("#strategy-play");
    await expect(page.textContent("#strategies-error")).resolves.toBe("Strategies: choose at least one");
    await page.fill("#seed-to", "20");
    await page.fill("#set-passes", "2");
    await page.check("#strategy-play");
    expect(await page.textContent("#seedTo-error")).toBe("");
    expect(await page.isDisabled("#run")).toBe(false);
    expect(await page.evaluate(() => (window as any).solitaireLab.runner)).toBeNull();
  });

  it("a strategy's own settings show under it while it is chosen, are checked as typed and travel in the address", async () => {
    await page.goto(s.url);
    await page.selectOption("#game", "klondike");
    expect(await page.isVisible("#sset-uct")).toBe(false);
    await page.check("#strategy-uct");
    expect(await page.isVisible("#sset-uct")).toBe(true);
    await page.fill("#sset-uct-iterations", "0");
    await expect(page.textContent('[id="sset.uct.iterations-error"]')).resolves.toBe(
      'setting iterations of strategy uct of klondike cannot be "0": allowed is a whole number from 1 to 1000000',
    );
    expect(await page.isDisabled("#run")).toBe(true);
    await page.fill("#sset-uct-iterations", "5");
    await expect(page.textContent('[id="sset.uct.iterations-error"]')).resolves.toBe("");
    expect(await page.isDisabled("#run")).toBe(false);
    expect(decodeURIComponent(page.url())).toContain("sset=uct.iterations=5");
    // The address sets the builder up again, the strategy's setting with it.
    await page.goto(page.url());
    await page.reload();
    expect(await page.inputValue("#sset-uct-iterations")).toBe("5");
    await page.uncheck("#strategy-uct");
    expect(await page.isVisible("#sset-uct")).toBe(false);
    expect(decodeURIComponent(page.url())).not.toContain("sset=uct");
  });

  it("configures and runs a 2,000-deal experiment of two strategies; every chart fills and the counts equal the CLI's", async () => {
    await page.goto(s.url);
    await page.selectOption("#game", "accordion");
    await page.uncheck("#strategy-solver");
    await page.check("#strategy-slide-first");
    await page.check("#strategy-lookahead");
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "1999");
    await page.fill("#workers", "2");
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    runUrl = page.url();
    await waitDrawn(page);
    expect(await page.textContent("#run-state")).toBe("done");
    expect(await page.textContent("#run-status")).toMatch(/^Done: 4,000 deals in/);

    const seen = await page.evaluate(() => {
      const lab = (window as any).solitaireLab;
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const c = lab.charts;
      return {
        summaries: ["slide-first", "lookahead"].map((st) => {
          const x = lab.runner.results.summary(st);
          return { deals: x.deals, won: x.won, lost: x.lost, scoreHistogram: x.scoreHistogram };
        }),
        // win rate: per strategy a band (upper, lower) and the line; the line ends at 2,000 deals
        winRate: c.winRate.data.datasets.map((d: any) => [d.label, d.data.length, d.data[d.data.length - 1]?.x]),
        outcomes: c.outcomes.data.datasets.map((d: any) => [d.label, ...d.data]),
        scores: c.scores.data.datasets.map((d: any) => sum(d.data)),
        nodesEnd: c.nodes.data.datasets.map((d: any) => d.data[d.data.length - 1].y),
        msPoints: c.ms.data.datasets.map((d: any) => d.data.length),
        sideBySide: c.compareRates.data.datasets[0].data,
      };
    });
    for (const [i, recs] of [cliSlide, cliLook].entries()) {
      const won = recs.filter((r) => r.result === "won").length;
      const histogram: Record<string, number> = {};
      for (const r of recs) histogram[r.score] = (histogram[r.score] ?? 0) + 1;
      expect(seen.summaries[i]).toEqual({ deals: 2000, won, lost: 2000 - won, scoreHistogram: histogram });
      expect(seen.outcomes[i]).toEqual([i ? "lookahead" : "slide-first", won, 2000 - won, 0, 0]);
      expect(seen.sideBySide[i]).toBeCloseTo(won / 2000, 12);
    }
    expect(seen.winRate.filter((d: any[]) => !String(d[0]).includes("95%"))).toEqual([
      ["slide-first", expect.any(Number), 2000],
      ["lookahead", expect.any(Number), 2000],
    ]);
    expect(seen.winRate.every((d: any[]) => d[1] >= 2)).toBe(true);
    expect(seen.scores).toEqual([2000, 2000]);
    expect(seen.nodesEnd).toEqual([1, 1]);
    expect(seen.msPoints.every((n: number) => n >= 1)).toBe(true);

    // Counts on a linear scale (log on request); the effort axes start at or below every curve, which starts at 0%.
    const scales = () =>
      page.evaluate(() => {
        const c = (window as any).solitaireLab.charts;
        const firsts = (ch: any) => ch.data.datasets.map((d: any) => d.data[0]);
        return { outcomes: c.outcomes.scales.y.type, nodes: [c.nodes.scales.x.min, firsts(c.nodes)], ms: [c.ms.scales.x.min, firsts(c.ms)] };
      });
    const before = await scales();
    expect(before.outcomes).toBe("linear");
    for (const [min, firsts] of [before.nodes, before.ms]) {
      for (const f of firsts) {
        expect(f.y).toBe(0);
        expect(min).toBeLessThanOrEqual(f.x);
      }
    }
    await page.check("#outcomes-log");
    expect((await scales()).outcomes).toBe("logarithmic");
    await page.uncheck("#outcomes-log");
    expect((await scales()).outcomes).toBe("linear");
  });

  it("compares the two strategies on the same seeds: McNemar's b and c equal the CLI's records paired by seed", async () => {
    const bySeed = new Map(cliLook.map((r) => [r.seed, r]));
    let b = 0;
    let c = 0;
    let aBetter = 0;
    let bBetter = 0;
    for (const r of cliSlide) {
      const o = bySeed.get(r.seed)!;
      if (r.result === "won" && o.result !== "won") b++;
      if (o.result === "won" && r.result !== "won") c++;
      if (r.score < o.score) aBetter++; // piles left: fewer is better
      if (r.score > o.score) bBetter++;
    }
    const pairs = await page.evaluate(() => (window as any).solitaireLab.comparison.pairs);
    expect(pairs).toEqual([{ a: "slide-first", b: "lookahead", onlyA: b, onlyB: c, paired: 2000, pValue: mcnemar(b, c).pValue }]);
    expect(b + c).toBeGreaterThan(0);
    const table = await page.textContent("#paired-view");
    expect(table).toContain(`slide-first wins, lookahead does not${b}`);
    expect(table).toContain(`slide-first on ${aBetter.toLocaleString("en-US")} deals, lookahead on ${bBetter.toLocaleString("en-US")}`);
    // A sample seed opens in the viewer with the strategy that won it.
    const href = await page.getAttribute("#paired-view .only-b + td a", "href");
    expect(href).toMatch(/^#\/viewer\?game=accordion&preset=standard&set=cards%3D52&seed=\d+&strategy=lookahead$/);
    const seed = Number(new URLSearchParams(href!.split("?")[1]).get("seed"));
    expect(bySeed.get(seed)!.result).toBe("won");
  });

  it("exports the records as JSONL (the CLI's records) and CSV with a header, each chart as PNG, and the experiment as a URL", async () => {
    const jsonl = await downloaded(page, "#export-jsonl");
    expect(jsonl.name).toBe("accordion-slide-first+lookahead-sv-0..1999.jsonl");
    // Each strategy's records come after its provenance line, with the engine hash the CLI writes.
    const all = jsonl.bytes
      .toString("utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    const headers = all.filter(isProvenance);
    expect(headers.map((x) => [x.experiment.strategy, x.seeds, x.engine])).toEqual(
      ["slide-first", "lookahead"].map((st) => [st, "0..1999", readRecordsFile(join(dir, "lookahead.jsonl")).header!.engine]),
    );
    expect(all.findIndex(isProvenance)).toBe(0);
    const lines = all.filter((x) => !isProvenance(x)).map((x) => JSON.stringify(x));
    expect(lines).toHaveLength(4000);
    const strip = ({ ms, ...rest }: Rec) => rest; // the time a deal took is the only field that differs between runs
    const exported = lines.map((l) => strip(JSON.parse(l)));
    const expected = [...cliSlide, ...cliLook].map(strip).sort((a, b) => (a.strategy === b.strategy ? a.seed - b.seed : a.strategy === "slide-first" ? -1 : 1));
    expect(exported).toEqual(expected);
    expect(Object.keys(JSON.parse(lines[0]))).toEqual(Object.keys(cliSlide[0]));

    const csv = (await downloaded(page, "#export-csv")).bytes.toString("utf8").trimEnd().split("\n");
    expect(csv[0]).toBe(CSV_COLUMNS.join(","));
    expect(csv).toHaveLength(4001);
    const first = cliSlide.find((r) => r.seed === 0)!;
    expect(csv[1]).toMatch(
      new RegExp(`^accordion,standard,"\\{""cards"":52\\}",slide-first,sv,0,${first.result},${first.score},${first.nodes},[0-9.]+,${first.moves},,,,$`),
    ); // a strategy's record has no movesCut, bound, proof or error

    const png = await downloaded(page, "#scores-png");
    expect(png.name).toBe("accordion-slide-first+lookahead-sv-0..1999-scores.png");
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.bytes.length).toBeGreaterThan(5000);

    const url = await page.getAttribute("#experiment-url", "href");
    const again = await s.page();
    await again.goto(url!);
    expect(await again.inputValue("#game")).toBe("accordion");
    expect(await again.$$eval("#strategies input:checked", (is) => is.map((i) => (i as HTMLInputElement).value))).toEqual(["slide-first", "lookahead"]);
    expect([
      await again.inputValue("#seed-from"),
      await again.inputValue("#seed-to"),
      await again.inputValue("#workers"),
      await again.inputValue("#time-ms"),
    ]).toEqual(["0", "1999", "2", "10000"]);
    expect(await again.isDisabled("#run")).toBe(false);
    await again.close();
  });

  it("lists past runs; two are compared side by side and paired on their shared seeds; one is deleted", async () => {
    // A second run on part of the same seeds, with another strategy.
    await page.goto(`${s.url}#/builder?game=accordion&strategies=leap-first&seeds=1000..2999&workers=2`);
    await page.click("#run");
    await waitDrawn(page);
    await page.goto(`${s.url}#/runs`);
    await page.waitForSelector("tr[data-run]");
    expect(await page.$$eval("tr[data-run] .state", (tds) => tds.map((t) => t.textContent))).toEqual(["done", "done"]);
    await page.check("tr[data-run]:nth-child(1) input");
    await page.check("tr[data-run]:nth-child(2) input");
    await page.click("#compare-selected");
    await page.waitForFunction(() => (window as any).solitaireLab.comparison?.pairs.length === 3, null, { timeout: 30_000 });
    const pairs = await page.evaluate(() => (window as any).solitaireLab.comparison.pairs);
    // Newest first: #1 leap-first (seeds 1000..2999), #2 the two-strategy run (0..1999): paired on 1000..1999.
    expect(pairs.map((p: any) => [p.a, p.b, p.paired])).toEqual([
      ["#1 leap-first", "#2 slide-first", 1000],
      ["#1 leap-first", "#2 lookahead", 1000],
      ["#2 slide-first", "#2 lookahead", 1000],
    ]);
    const wonLook = cliLook.filter((r) => r.seed >= 1000 && r.result === "won").length;
    expect(pairs[1].onlyB).toBeLessThanOrEqual(wonLook);
    expect(await page.textContent("#compare-runs")).toContain("Accordion, preset standard (cards=52), leap-first, sv seeds 1000..2999");

    await page.goto(`${s.url}#/runs`);
    await page.waitForSelector("tr[data-run]");
    page.once("dialog", (d) => void d.accept());
    await page.click("tr[data-run]:nth-child(1) button.danger");
    await page.waitForFunction(() => document.querySelectorAll("tr[data-run]").length === 1);
    await page.goto(runUrl);
    await waitDrawn(page);
    expect(await page.textContent("#run-status")).toMatch(/^Done: 4,000 deals/);
  });

  it("the rules editor follows the form, gives one line for a bad record, sets the form from a good one, and compares an edit with its preset", async () => {
    await page.goto(`${s.url}#/builder?game=one-handed&seeds=0..4&workers=2`);
    const json = async () => JSON.parse(await page.inputValue("#rules-json"));
    expect(await json()).toEqual({ game: "one-handed", preset: "standard", settings: { passes: 1 } });
    expect(await page.isHidden("#compare-original")).toBe(true);
    await page.fill("#set-passes", "3");
    expect(await json()).toEqual({ game: "one-handed", preset: "standard", settings: { passes: 3 } });
    // A build policy that does not exist: the CLI's line (tests/rules-editor.test.ts), the form left as it was.
    const bad = JSON.stringify({ "tableau piles": { "build policy": "by-colour" } });
    await page.fill("#rules-json", bad);
    expect(await page.textContent("#rules-error")).toBe((readRulesText(bad) as { error: string }).error);
    expect(await page.inputValue("#game")).toBe("one-handed");
    // Solvitaire's rules JSON: game tableau, its fields set, the address holding them; left, it shows as the lab's record.
    await page.fill("#rules-json", JSON.stringify({ "tableau piles": { count: 6, "build policy": "same-suit" }, cells: { count: 2 } }));
    expect(await page.textContent("#rules-error")).toBe("");
    const fields = ["#game", "#preset", "#set-piles", "#set-buildSuit", "#set-cells"];
    const values = () => Promise.all(fields.map((f) => page.inputValue(f)));
    expect(await values()).toEqual(["tableau", "defaults", "6", "same", "2"]);
    // The game page says the rules as they now stand, in words.
    expect(await page.textContent("#game-facts")).toMatch(/6 piles.*2 free cells.*Piles build down in suit/);
    await page.focus("#seed-from");
    expect(await json()).toMatchObject({ game: "tableau", preset: "defaults", settings: { piles: 6, buildSuit: "same", cells: 2 } });
    await page.reload();
    expect(await values()).toEqual(["tableau", "defaults", "6", "same", "2"]);
    // The edit and its preset as it is, one run after the other over the same seeds, then their comparison.
    await page.goto(`${s.url}#/builder?game=one-handed&set=passes=3&seeds=0..4&workers=2`);
    await page.click("#compare-original");
    await page.waitForFunction(() => (window as any).solitaireLab.comparison?.pairs.length === 1, null, { timeout: 30_000 });
    const pairs = await page.evaluate(() => (window as any).solitaireLab.comparison.pairs);
    expect(pairs.map((p: any) => [p.a, p.b, p.paired])).toEqual([["#1 play", "#2 play", 5]]);
    expect(await page.textContent("#compare-runs")).toMatch(/preset standard \(passes=3\).*preset standard \(passes=1\)/s);
    // A preset of the published table: its figure, and for which game it was computed.
    await page.goto(`${s.url}#/builder?game=tableau&preset=spiderette&seeds=0..4&workers=2`);
    expect(await page.textContent("#game-facts")).toContain("Published winnability: 99.620 ± 0.018% of 1,000,000 deals");
    expect(await page.textContent("#game-facts")).toContain("(singlesUp=true)");
  });
});
