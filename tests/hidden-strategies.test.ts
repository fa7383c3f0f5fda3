// Strategies in the games with hidden cards (Klondike, Solitaire, Emperor,
// Spider) play on what a player sees: the observation they are given holds no
// face-down or stock card, so two deals that differ only in cards still hidden
// get the same choices until one of those cards shows; and Klondike's greedy
// follows the published priority order (Spider's and Emperor's own
// priorities: tests/own-strategies.test.ts).
import { describe, expect, it } from "vitest";
import type { Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference, type ReferenceGame } from "../src/games/reference/index.ts";
import { CELL0, FOUND0, STOCK_MOVE, WASTE, type TableauReference } from "../src/games/reference/tableau.ts";
import { cli } from "./helpers/cli.ts";
import { configure, engineFor, configureStrategies, quickStrategySettings } from "./helpers/engine.ts";
import { seededRandom } from "./helpers/random.ts";
import { hiddenPlaces, withSwapped } from "./helpers/hidden.ts";

const HIDDEN = 0xfe;

/** Klondike's variants: they share the published priority (greedy) and the searching strategies. */
const KLONDIKES: { game: string; overrides: string[]; label: string }[] = [
  { game: "klondike", overrides: ["groups=partial", "worryBack=true"], label: "klondike-bg" },
  { game: "klondike", overrides: [], label: "klondike" },
  { game: "solitaire", overrides: [], label: "solitaire" },
];
/** Every game with hidden cards; Emperor and Spider have strategies of their own (tests/own-strategies.test.ts). */
const VARIANTS: { game: string; overrides: string[]; label: string }[] = [
  ...KLONDIKES,
  { game: "emperor", overrides: [], label: "emperor" },
  { game: "spider", overrides: [], label: "spider" },
  { game: "spider", overrides: ["layout=standard", "suits=2"], label: "spider standard 2 suits" },
  { game: "spider", overrides: ["layout=standard", "suits=1"], label: "spider standard 1 suit" },
];

const hiddenCount = (g: ReferenceGame) => g.observe().filter((b) => b === HIDDEN).length;

/** The published priority class of a move (7 best), computed on the reference. */
function priorityClass(g: ReferenceGame, m: number): number {
  if (m === STOCK_MOVE) return 1;
  const src = m & 63;
  const dst = (m >> 6) & 63;
  const fromPile = src < CELL0;
  const toPile = dst < CELL0;
  const after = (g as TableauReference).clone();
  after.apply(m);
  const reveals = hiddenCount(after) < hiddenCount(g);
  const up = after.score() > g.score();
  if (fromPile && up && reveals) return 7;
  if (up) return 6;
  if (fromPile && toPile && reveals) return 5;
  if (src === WASTE && toPile) return 4;
  if (src >= FOUND0 && src < WASTE && toPile) return 3;
  return 2;
}

describe("strategies with hidden cards see only what a player sees", () => {
  it("two deals differing only in hidden cards: the same observation, and the same choices until one of them shows", async () => {
    const rnd = seededRandom(6262);
    let compared = 0;
    let differedAfter = 0;
    for (const v of VARIANTS) {
      // Every strategy at its record's quick settings: what it may see is the same at any.
      const overrides = v.overrides;
      const e = await engineFor(v.game, overrides);
      const { game, settings } = configure(e, v.game, overrides);
      configureStrategies(e, v.game, quickStrategySettings(v.game));
      // bft-random, bft-greedy and bft-uct need the stock seen (tests/bft-strategies.test.ts, tests/bft-uct.test.ts).
      for (const s of game.strategies.filter((x) => x.id !== "solver" && !x.needsStockSeen)) {
        const deals = s.searches ? 2 : 10;
        for (let seed = 0; seed < deals; seed++) {
          const a = svDeal(seed, game.dealSpec(settings));
          const places = hiddenPlaces(a);
          const p = places[Math.floor(rnd() * places.length)];
          // Another hidden card, not the same (two decks hold each card twice).
          const cardAt = ([i, k]: [number, number]) => (i < 0 ? a.stock[k] : a.piles[i][k]);
          const others = places.filter((x) => cardAt(x) !== cardAt(p));
          const q = others[Math.floor(rnd() * others.length)];
          const b = withSwapped(a, p, q);
          const run = (layout: Layout) => {
            e.loadLayout(layout);
            e.start(false);
            return e.playStrategy(s.engineId, seed, 7).moves;
          };
          const movesA = run(a);
          const movesB = run(b);
          // Replay A on both deals: the first position whose observations differ.
          const ga = createReference(v.game, a, settings, false);
          const gb = createReference(v.game, b, settings, false);
          expect(gb.observe(), `${v.label} ${s.id} seed ${seed}: the swap shows at the start`).toEqual(ga.observe());
          expect(gb.dump()).not.toEqual(ga.dump()); // the deals do differ
          let t = 0;
          while (t < movesA.length && JSON.stringify(ga.observe()) === JSON.stringify(gb.observe())) {
            ga.apply(movesA[t]);
            gb.apply(movesA[t]);
            t++;
          }
          // Moves 0..t-1 were each chosen on observations equal so far.
          expect(movesB.slice(0, t), `${v.label} ${s.id} seed ${seed}`).toEqual(movesA.slice(0, t));
          compared += t;
          if (movesA.join() !== movesB.join()) differedAfter++;
        }
      }
    }
    expect(compared).toBeGreaterThan(2000);
    expect(differedAfter).toBeGreaterThan(20); // the hidden cards did matter once seen
  }, 600_000); // ~2 minutes on a quiet machine (hindsight's deals are most of it); generous for shared, loaded cores

  it("Klondike's greedy plays the published priority: a move of a higher class whenever one is legal", async () => {
    let checked = 0;
    const seen = new Set<number>();
    for (const v of KLONDIKES) {
      const e = await engineFor(v.game, v.overrides);
      const { game, settings } = configure(e, v.game, v.overrides);
      const greedy = game.strategies.find((x) => x.id === "greedy")!;
      for (let seed = 0; seed < 15; seed++) {
        const deal = svDeal(seed, game.dealSpec(settings));
        e.loadLayout(deal);
        e.start(false);
        const moves = e.playStrategy(greedy.engineId, seed, 1).moves;
        const g = createReference(v.game, deal, settings, false);
        for (const m of moves) {
          const legal = g.legalMoves();
          expect(legal).toContain(m);
          const best = Math.max(...legal.map((x) => priorityClass(g, x)));
          const mine = priorityClass(g, m);
          // Progress (classes 4 to 7) is never held back; below that, the
          // strategy may skip a move that would go round in circles.
          if (best >= 4) expect(mine, `${v.label} seed ${seed}: ${g.describe(m)}`).toBe(best);
          seen.add(mine);
          checked++;
          g.apply(m);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  }, 120_000);

  it("Klondike's variants offer the same strategies, Spider and Emperor their own, each described in `games`", () => {
    const games = cli("games");
    expect(games.code).toBe(0);
    const described = (id: string) => games.stdout.split("\n\n").find((section) => section.startsWith(`${id} — `))!;
    const first = findGame(KLONDIKES[0].game)!.strategies.map((s) => ({ id: s.id, description: s.description }));
    expect(first.map((s) => s.id)).toEqual(["solver", "random", "greedy", "best-first", "sampling", "hindsight", "bft-random", "bft-greedy", "uct", "bft-uct"]);
    const spider = findGame("spider")!.strategies;
    const emperor = findGame("emperor")!.strategies;
    expect(spider.map((s) => s.id)).toEqual(["solver", "random", "greedy", "lookahead", "hindsight"]);
    expect(emperor.map((s) => s.id)).toEqual(["solver", "random", "greedy", "lookahead", "sampling"]);
    // Their own words: no Klondike description is left on them but the solver's.
    for (const s of [...spider, ...emperor].filter((x) => x.id !== "solver")) expect(first.map((x) => x.description)).not.toContain(s.description);
    expect(spider.find((s) => s.id === "greedy")!.description).toMatch(/^Spider's priority: complete a run/);
    expect(emperor.find((s) => s.id === "greedy")!.description).toMatch(/^Emperor's priority/);
    for (const v of VARIANTS) {
      const game = findGame(v.game)!;
      if (KLONDIKES.includes(v))
        expect(
          game.strategies.map((s) => ({ id: s.id, description: s.description })),
          v.label,
        ).toEqual(first);
      for (const s of game.strategies) {
        expect(s.description.length, `${v.label} ${s.id}`).toBeGreaterThan(20);
        expect(described(game.id).split("\n")).toContain(`  strategy ${s.id}${s.id === game.defaultStrategy ? " (default)" : ""}: ${s.description}`);
      }
    }
  });
});
