// Spider's hindsight player (assembly/strategies/tableau/spider-hindsight.ts):
// it decides from what a player sees (two deals that differ only in unseen
// cards get the same first decisions from the same rng seed, at its default
// settings), its every move is legal on the reference rules and its wins are
// wins there, it deals only when no pile is empty and the stock holds cards,
// it never removes a run that would leave the stock unable to deal,
// it is the Spider strategy that grades deals, and its settings travel with
// its records.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference } from "../src/games/reference/index.ts";
import { STOCK_MOVE } from "../src/games/reference/tableau.ts";
import { grading } from "../src/run/difficulty.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import { configure, configureStrategies, engineFor } from "./helpers/engine.ts";
import { hiddenPlaces, withSwapped } from "./helpers/hidden.ts";
import { seededRandom } from "./helpers/random.ts";
import { readRecordsFile } from "./helpers/records.ts";

const QUICK = ["samples=1", "nodes=300", "width=4", "endNodes=2000", "endWidth=8"];
/** An engine set up for Spider with `overrides`, hindsight at its quick settings. */
async function quickHindsight(overrides: string[]) {
  const e = await engineFor("spider", overrides);
  const { game, settings } = configure(e, "spider", overrides);
  configureStrategies(e, "spider", { hindsight: QUICK });
  return { e, game, settings, h: game.strategies.find((s) => s.id === "hindsight")! };
}

type Quick = Awaited<ReturnType<typeof quickHindsight>>;
/** Plays sv `seed` with hindsight, each move checked legal on the reference rules and a win a win there; the moves. */
function playChecked({ e, game, settings, h }: Quick, seed: number): number[] {
  const deal = svDeal(seed, game.dealSpec(settings));
  e.loadLayout(deal);
  e.start(true);
  const r = e.playStrategy(h.engineId, seed, 1);
  const g = createReference("spider", deal, settings, true);
  for (const m of r.moves) {
    expect(g.legalMoves(), `seed ${seed}: ${g.describe(m)}`).toContain(m);
    g.apply(m);
  }
  expect(g.won()).toBe(r.result === "won");
  return r.moves;
}

/** Spider's standard layout in 1 suit, on the command line. */
const ONE_SUIT = ["--game", "spider", "--set", "layout=standard", "--set", "suits=1"];

describe("Spider's hindsight player", () => {
  it("is Spider's strongest player-view strategy: it grades the medium deals", () => {
    expect(grading(findGame("spider")!)).toEqual({ easy: "greedy", strong: "hindsight" });
    const h = findGame("spider")!.strategies.find((s) => s.id === "hindsight")!;
    expect(h.searches).toBe(true);
    expect(h.settings.map((s) => s.key)).toEqual([
      "samples",
      "nodes",
      "width",
      "endNodes",
      "endWidth",
      "down",
      "space",
      "rearrange",
      "moveMs",
      "reveals",
      "outcomes",
      "revealNodes",
      "offSuit",
    ]);
  });

  it("at its defaults, decides the same on deals that differ only in cards it has not seen", async () => {
    const overrides = ["layout=standard", "suits=4"];
    const e = await engineFor("spider", overrides);
    const { game, settings } = configure(e, "spider", overrides);
    configureStrategies(e, "spider", {});
    const h = game.strategies.find((s) => s.id === "hindsight")!;
    const rnd = seededRandom(35);
    let compared = 0;
    for (const seed of [3, 11]) {
      const a = svDeal(seed, game.dealSpec(settings));
      const places = hiddenPlaces(a);
      const cardAt = ([i, k]: [number, number]) => (i < 0 ? a.stock[k] : a.piles[i][k]);
      // Swap a face-down card with a stock card of another kind: both unseen at the start.
      const down = places.filter(([i]) => i >= 0);
      const p = down[Math.floor(rnd() * down.length)];
      const stock = places.filter(([i, k]) => i < 0 && cardAt([i, k]) !== cardAt(p));
      const q = stock[Math.floor(rnd() * stock.length)];
      const b = withSwapped(a, p, q);
      const play = (l: Layout) => {
        e.loadLayout(l);
        e.start(false);
        return e.playStrategy(h.engineId, seed, 5).moves;
      };
      const ma = play(a);
      const mb = play(b);
      // The same choices while the two deals look the same to a player.
      const ga = createReference("spider", a, settings, false);
      const gb = createReference("spider", b, settings, false);
      let t = 0;
      while (t < ma.length && JSON.stringify(ga.observe()) === JSON.stringify(gb.observe())) {
        ga.apply(ma[t]);
        gb.apply(ma[t]);
        t++;
      }
      expect(t).toBeGreaterThan(0);
      expect(mb.slice(0, t), `seed ${seed}`).toEqual(ma.slice(0, t));
      compared += t;
    }
    expect(compared).toBeGreaterThan(2);
  }, 300_000);

  it("plays legal moves, deals only with no pile empty, and its wins are wins on the reference rules", async () => {
    const quick = await quickHindsight(["layout=standard", "suits=1"]);
    const { e, game, settings } = quick;
    const greedy = game.strategies.find((s) => s.id === "greedy")!;
    let won = 0;
    let greedyWon = 0;
    let deals = 0;
    for (let seed = 0; seed < 12; seed++) {
      const deal = svDeal(seed, game.dealSpec(settings));
      const moves = playChecked(quick, seed);
      deals += moves.filter((m) => m === STOCK_MOVE).length;
      const g = createReference("spider", deal, settings, true);
      for (const m of moves) g.apply(m);
      if (g.won()) won++;
      e.loadLayout(deal);
      e.start(true);
      if (e.playStrategy(greedy.engineId, seed, 1).result === "won") greedyWon++;
    }
    expect(deals).toBeGreaterThan(12);
    // Deterministic for these deals and settings: it wins more than greedy.
    expect(won).toBeGreaterThan(greedyWon);
  }, 300_000);

  it("with two suits values the cards it turns up by what follows them: legal moves, wins that are wins, and other choices than scoring them as they stand", async () => {
    const quick = await quickHindsight(["layout=standard", "suits=2"]);
    const play = (reveals: number) => {
      configureStrategies(quick.e, "spider", { hindsight: [...QUICK, `reveals=${reveals}`, "outcomes=2", "revealNodes=200"] });
      return [0, 1, 2, 3].map((seed) => playChecked(quick, seed));
    };
    const valued = play(3);
    const asTheyStand = play(0);
    // The setting is read: some game goes otherwise without it.
    expect(valued.some((l, i) => JSON.stringify(l) !== JSON.stringify(asTheyStand[i]))).toBe(true);
  }, 300_000);

  it("with two suits reads no hidden card up to a card turned up, once the stock is empty too: one sample is enough", async () => {
    const quick = await quickHindsight(["layout=standard", "suits=2"]);
    const { game, settings } = quick;
    const play = (samples: number) => {
      const others = QUICK.filter((s) => !s.startsWith("samples="));
      configureStrategies(quick.e, "spider", { hindsight: [...others, `samples=${samples}`, "outcomes=2", "revealNodes=200"] });
      return [0, 1, 2, 3, 4, 5].map((seed) => playChecked(quick, seed));
    };
    const one = play(1);
    // Moves played with the stock empty and cards still face down: where samples counted before.
    let endMoves = 0;
    one.forEach((moves, seed) => {
      const g = createReference("spider", svDeal(seed, game.dealSpec(settings)), settings, true);
      for (const m of moves) {
        const zones = g.view().zones;
        const stock = zones.find((z) => z.label === "stock")!.piles[0].cards.length;
        const down = zones.find((z) => z.label === "tableau")!.piles.reduce((n, p) => n + p.cards.filter((c) => !c.up).length, 0);
        if (stock === 0 && down > 0) endMoves++;
        g.apply(m);
      }
    });
    expect(endMoves).toBeGreaterThan(10);
    expect(play(3)).toEqual(one);
  }, 300_000);

  it("never strands the stock: no run removed that leaves fewer cards on the table than piles while the stock holds cards", async () => {
    // Hoyle's layout in 1 suit: its last deal is of 4 cards, and a seventh run removed before it
    // leaves 9 cards for 10 piles, so the stock could never deal again.
    const { e, game, settings, h } = await quickHindsight(["layout=hoyle", "suits=1"]);
    let lastDeals = 0;
    for (let seed = 0; seed < 10; seed++) {
      const deal = svDeal(seed, game.dealSpec(settings));
      e.loadLayout(deal);
      e.start(true);
      const g = createReference("spider", deal, settings, true);
      const r = e.playStrategy(h.engineId, seed, 1);
      for (const m of r.moves) {
        g.apply(m);
        const zones = g.view().zones;
        const stock = zones.find((z) => z.label === "stock")!.piles[0].cards.length;
        const table = zones.find((z) => z.label === "tableau")!.piles.reduce((n, p) => n + p.cards.length, 0);
        if (stock > 0) expect(table, `seed ${seed}: ${stock} cards in the stock`).toBeGreaterThanOrEqual(10);
        if (m === STOCK_MOVE && stock === 0) lastDeals++;
      }
      // Nor does it wander to the move limit with cards in the stock (it deals after 300 quiet decisions).
      const left = g.view().zones.find((z) => z.label === "stock")!.piles[0].cards.length;
      expect(r.moves.length < 5000 || left === 0, `seed ${seed}: ${r.moves.length} moves, ${left} in the stock`).toBe(true);
    }
    // Most of these games reach the last deal: the rule is met where it matters.
    expect(lastDeals).toBeGreaterThanOrEqual(5);
  }, 300_000);

  it("says how far from perfect it plays, beside the solver's verdicts on the same deals", () => {
    const dir = mkdtempSync(join(tmpdir(), "spider-hindsight-"));
    const solver = join(dir, "solver.jsonl");
    const spider = [...ONE_SUIT, "--seeds", "0..3", "--workers", "1"];
    expect(cli("run", ...spider, "--strategy", "solver", "--out", solver, "--memory-mb", "64").code).toBe(0);
    const solved = readFileSync(solver, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .filter((r) => r.seed !== undefined);
    const s = cliJson("run", ...spider, "--strategy", "hindsight", ...QUICK.flatMap((x) => ["--strategy-set", x]), "--verdicts", solver);
    const mine = s.shortfall.strategies.find((x: { strategy: string }) => x.strategy === "hindsight");
    expect(s.shortfall.winnable).toBe(solved.filter((r) => r.result === "won").length);
    expect(mine.winnable).toBe(s.shortfall.winnable);
    expect(mine.lost).toBe(s.shortfall.winnable - s.won);
  }, 300_000);

  it("grades Spider deals: medium = hindsight wins them and greedy does not", () => {
    const out = join(mkdtempSync(join(tmpdir(), "spider-deals-")), "deals.json");
    const r = cli("deals", ...ONE_SUIT, "--seeds", "0..3", "--difficulty", "any", "--workers", "1", "--out", out);
    expect(r.code).toBe(0);
    const list = JSON.parse(readFileSync(out, "utf8"));
    expect(list.grading).toEqual({ easy: "greedy", strong: "hindsight" });
    expect(list.definition.medium).toMatch(/hindsight/);
    expect(list.deals.length).toBe(list.found);
    expect(list.deals.every((d: { difficulty: string }) => ["easy", "medium", "hard"].includes(d.difficulty))).toBe(true);
    // Greedy loses every medium deal (played again here, in one run of the same seeds) and wins every easy one.
    const records = join(dirname(out), "greedy.jsonl");
    expect(cli("run", ...ONE_SUIT, "--strategy", "greedy", "--seeds", "0..3", "--workers", "1", "--out", records).code).toBe(0);
    const greedyResult = new Map(readRecordsFile(records).records.map((r: { seed: number; result: string }) => [r.seed, r.result]));
    for (const d of list.deals as { seed: number; difficulty: string }[]) {
      if (d.difficulty === "hard") continue;
      expect(greedyResult.get(d.seed), `seed ${d.seed} ${d.difficulty}`).toBe(d.difficulty === "easy" ? "won" : "lost");
    }
  }, 300_000);

  it("takes its settings on the command line, records them, and refuses a value out of range in one line", () => {
    const r = cliJson("run", ...ONE_SUIT, "--strategy", "hindsight", "--seeds", "0..1", "--workers", "1", ...QUICK.flatMap((s) => ["--strategy-set", s]));
    expect(r.deals).toBe(2);
    expect(r.strategySettings).toMatchObject({ samples: 1, nodes: 300, width: 4, endNodes: 2000, endWidth: 8, down: 2, rearrange: 40 });
    expect(r.won + r.lost).toBe(2);
    const bad = cli("run", "--game", "spider", "--strategy", "hindsight", "--seeds", "0", "--strategy-set", "width=0");
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toMatch(/width/);
  }, 120_000);
});
