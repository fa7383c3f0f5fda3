// Bjarnason, Fern and Tadepalli's policies (bft-random, bft-greedy) and the
// stockSeen rule they need: the stock is part of the observation under that
// rule only; the policies play legal games of their available actions, see no
// face-down card, repeat themselves per seed, are refused where the stock is
// not seen, and win what their authors' do (docs/notes/published-baselines.md).
import { describe, expect, it } from "vitest";
import type { Card } from "../src/core/cards.ts";
import { isRed, rankOf, suitOf } from "../src/core/cards.ts";
import type { Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { wilson } from "../src/core/stats.ts";
import { createReference } from "../src/games/reference/index.ts";
import { RULE_TABLE } from "../src/games/tableau-rules.ts";
import { CELL0, FOUND0, STOCK_MOVE, WASTE, type TableauReference } from "../src/games/reference/tableau.ts";
import { cli } from "./helpers/cli.ts";
import { configure, engineFor, configureStrategies } from "./helpers/engine.ts";

/** klondike-bft's rules on the klondike game (its default preset, changed). */
const BFT = ["groups=partial", "worryBack=true", "aces=free", "stockSeen=true"];
const BG = ["groups=partial", "worryBack=true", "aces=free"];
const HIDDEN = 0xfe;
const src = (m: number) => m & 63;
const dst = (m: number) => (m >> 6) & 63;
const count = (m: number) => (m >> 12) & 255;

/** The piles as the reference holds them (its dump: rules, then per pile height, face-down count, cards). */
function piles(g: TableauReference, nRules: number): { cards: Card[]; down: number }[] {
  const d = g.dump();
  const out: { cards: Card[]; down: number }[] = [];
  let k = nRules;
  for (let p = 0; p < 7; p++) {
    const n = d[k++];
    const down = d[k++];
    out.push({ cards: d.slice(k, k + n) as Card[], down });
    k += n;
  }
  return out;
}

/**
 * Plays deal A's moves on references of deals A and B up to the first position
 * whose observations differ; each move before it was chosen on equal
 * observations, so B's play must make it too. Returns how many were compared.
 */
function sameChoicesWhileAlike(
  ga: ReturnType<typeof createReference>,
  gb: ReturnType<typeof createReference>,
  movesA: number[],
  movesB: number[],
  label: string,
): number {
  let t = 0;
  while (t < movesA.length && JSON.stringify(ga.observe()) === JSON.stringify(gb.observe())) {
    ga.apply(movesA[t]);
    gb.apply(movesA[t]);
    t++;
  }
  expect(movesB.slice(0, t), label).toEqual(movesA.slice(0, t));
  return t;
}

describe("the stockSeen rule", () => {
  it("puts the stock, in turning order, into the observation, and only there", async () => {
    for (const [overrides, seen] of [
      [BFT, true],
      [BG, false],
    ] as const) {
      const e = await engineFor("klondike", [...overrides]);
      const { game, settings } = configure(e, "klondike", [...overrides]);
      for (let seed = 0; seed < 5; seed++) {
        const deal = svDeal(seed, game.dealSpec(settings));
        const g = createReference("klondike", deal, settings, false);
        e.loadLayout(deal);
        e.start(true);
        const obs = e.observe();
        expect(obs).toEqual(g.observe());
        const stock = [...deal.stock].reverse();
        const tail = obs.slice(obs.length - stock.length);
        if (seen) expect(tail, `seed ${seed}`).toEqual(stock);
        else expect(obs.length, `seed ${seed}: nothing after the (empty) waste`).toBe(g.dump().length - stock.length);
        // Face-down cards stay hidden either way.
        expect(obs.filter((b) => b === HIDDEN).length).toBe(21);
      }
    }
  });
});

describe("hindsight and uct with the stock seen", () => {
  it("deal only the face-down cards: two deals differing in face-down cards get the same choices until one shows; the stock is in what they see", async () => {
    // Small budgets: what they may see is the same at any.
    const e = await engineFor("klondike", BFT);
    const { game, settings } = configure(e, "klondike", BFT);
    configureStrategies(e, "klondike", { hindsight: ["samples=2", "nodes=100", "moveNodes=100"], uct: ["iterations=20", "endgameNodes=500"] });
    let compared = 0;
    for (const s of game.strategies.filter((x) => x.id === "hindsight" || x.id === "uct")) {
      for (let seed = 0; seed < 2; seed++) {
        const a = svDeal(seed, game.dealSpec(settings));
        // Two face-down cards of different piles swapped (pile 6 and 5, the lowest cards).
        const b: Layout = { ...a, piles: a.piles.map((p) => [...p]), stock: [...a.stock] };
        [b.piles[6][seed], b.piles[5][seed + 1]] = [a.piles[5][seed + 1], a.piles[6][seed]];
        // Two stock cards swapped instead: the player sees it at once.
        const c: Layout = { ...a, piles: a.piles.map((p) => [...p]), stock: [...a.stock] };
        [c.stock[0], c.stock[1]] = [a.stock[1], a.stock[0]];
        const run = (layout: Layout) => {
          e.loadLayout(layout);
          e.start(false);
          return e.playStrategy(s.engineId, seed, 7).moves;
        };
        const ga = createReference("klondike", a, settings, false);
        const gb = createReference("klondike", b, settings, false);
        expect(gb.observe(), `${s.id} seed ${seed}: a face-down swap shows at the start`).toEqual(ga.observe());
        expect(createReference("klondike", c, settings, false).observe(), `${s.id} seed ${seed}: the stock is seen`).not.toEqual(ga.observe());
        const movesA = run(a);
        const movesB = run(b);
        compared += sameChoicesWhileAlike(ga, gb, movesA, movesB, `${s.id} seed ${seed}`);
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 300_000);
});

describe("bft-random and bft-greedy", () => {
  it("play legal games of their available actions, each win the reference's", async () => {
    const e = await engineFor("klondike", BFT);
    const { game, settings } = configure(e, "klondike", BFT);
    const nRules = RULE_TABLE.length;
    const seen = { uncoveredUp: 0, twin: 0, ontoBroughtDown: 0, underDown: 0, won: 0 };
    for (const s of game.strategies.filter((x) => x.id === "bft-random" || x.id === "bft-greedy")) {
      for (let seed = 0; seed < 150; seed++) {
        const deal = svDeal(seed, game.dealSpec(settings));
        e.loadLayout(deal);
        e.start(true);
        const result = e.playStrategy(s.engineId, seed, 3);
        const g = createReference("klondike", deal, settings, false) as TableauReference;
        // The moves but stock turns, each with the piles before it.
        const plays: { m: number; before: ReturnType<typeof piles> }[] = [];
        let turns = 0;
        for (const m of result.moves) {
          expect(g.legalMoves(), `${s.id} seed ${seed}`).toContain(m);
          if (m === STOCK_MOVE) turns++;
          else {
            plays.push({ m, before: piles(g, nRules) });
            turns = 0;
          }
          g.apply(m);
        }
        expect(turns, `${s.id} seed ${seed}: stock turns lead to a play`).toBe(0);
        expect(result.result === "won", `${s.id} seed ${seed}`).toBe(g.won());
        if (g.won()) seen.won++;
        // Each action: one play, or two (a compound action: i moves on past its second).
        for (let i = 0; i < plays.length; i++) {
          const { m, before } = plays[i];
          const card = (p: number, k: number) => before[p].cards[k];
          if (src(m) < CELL0 && dst(m) < CELL0)
            expect(rankOf(card(src(m), before[src(m)].cards.length - count(m))), `${s.id} seed ${seed}: no ace to a pile`).toBeGreaterThan(1);
          // A pile-to-pile move that turns up nothing and leaves a card is
          // never an action of its own: the uncovered card goes up next, or
          // the other card of its colour and rank goes onto it.
          if (src(m) < CELL0 && dst(m) < CELL0) {
            const from = before[src(m)];
            const left = from.cards.length - count(m);
            if (left > 0 && left > from.down) {
              const next = plays[i + 1];
              expect(next, `${s.id} seed ${seed}: a compound move's second part`).toBeDefined();
              const uncovered = from.cards[left - 1];
              const moved = from.cards[left];
              i++;
              if (src(next.m) === src(m) && dst(next.m) >= FOUND0 && dst(next.m) < WASTE) seen.uncoveredUp++;
              else {
                expect(dst(next.m), `${s.id} seed ${seed}: onto the uncovered ${uncovered}`).toBe(src(m));
                const after = next.before;
                const twinAt = src(next.m) < CELL0 ? after[src(next.m)].cards[after[src(next.m)].cards.length - count(next.m)] : undefined;
                if (twinAt !== undefined)
                  expect([rankOf(twinAt), isRed(twinAt), suitOf(twinAt) !== suitOf(moved)]).toEqual([rankOf(moved), isRed(moved), true]);
                seen.twin++;
              }
            }
          }
          // A card brought down from a foundation: a card goes onto it next,
          // or the card under it comes down onto a pile.
          if (src(m) >= FOUND0 && src(m) < WASTE) {
            const next = plays[i + 1];
            expect(next, `${s.id} seed ${seed}: a compound move's second part`).toBeDefined();
            i++;
            if (dst(next.m) === dst(m)) seen.ontoBroughtDown++;
            else {
              expect(src(next.m), `${s.id} seed ${seed}: the card under it, from the same foundation`).toBe(src(m));
              seen.underDown++;
            }
          }
        }
      }
    }
    expect(seen.won).toBeGreaterThan(15);
    expect(seen.uncoveredUp).toBeGreaterThan(0);
    expect(seen.twin).toBeGreaterThan(0);
    expect(seen.ontoBroughtDown + seen.underDown).toBeGreaterThan(0);
  }, 120_000);

  it("never see a face-down card: two deals that differ only in one get the same moves until it shows (bft-uct too)", async () => {
    // bft-uct at a small budget: what it may see is the same at any.
    const e = await engineFor("klondike", BFT);
    const { game, settings } = configure(e, "klondike", BFT);
    configureStrategies(e, "klondike", { "bft-uct": ["samples=3"] });
    let compared = 0;
    let differed = 0;
    for (const s of game.strategies.filter((x) => x.id.startsWith("bft-"))) {
      for (let seed = 0; seed < 40; seed++) {
        const a = svDeal(seed, game.dealSpec(settings));
        // Two face-down cards of different piles exchanged (pile p's bottom with pile 6's).
        const p = 1 + (seed % 5);
        const b: Layout = { ...a, piles: a.piles.map((x) => [...x]) };
        [b.piles[p][0], b.piles[6][seed % 6]] = [a.piles[6][seed % 6], a.piles[p][0]];
        const run = (l: Layout) => {
          e.loadLayout(l);
          e.start(true);
          return e.playStrategy(s.engineId, seed, 5).moves;
        };
        const movesA = run(a);
        const movesB = run(b);
        const ga = createReference("klondike", a, settings, false);
        const gb = createReference("klondike", b, settings, false);
        expect(gb.observe()).toEqual(ga.observe());
        compared += sameChoicesWhileAlike(ga, gb, movesA, movesB, `${s.id} seed ${seed}`);
        if (movesA.join() !== movesB.join()) differed++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(differed).toBeGreaterThan(5);
  }, 120_000);

  it("repeat themselves per seed; only bft-random's play depends on the strategies' rng seed", async () => {
    const e = await engineFor("klondike", BFT);
    const { game, settings } = configure(e, "klondike", BFT);
    const play = (id: number, seed: number, rng: number) => {
      e.loadLayout(svDeal(seed, game.dealSpec(settings)));
      e.start(true);
      return e.playStrategy(id, seed, rng).moves.join();
    };
    const byId = (id: string) => game.strategies.find((x) => x.id === id)!.engineId;
    let randomDiffers = 0;
    for (let seed = 0; seed < 20; seed++) {
      expect(play(byId("bft-random"), seed, 1)).toBe(play(byId("bft-random"), seed, 1));
      expect(play(byId("bft-greedy"), seed, 1)).toBe(play(byId("bft-greedy"), seed, 2));
      if (play(byId("bft-random"), seed, 1) !== play(byId("bft-random"), seed, 2)) randomDiffers++;
    }
    expect(randomDiffers).toBeGreaterThan(10);
  });

  it("are refused, in one line and exit code 2, where the stock is not seen", () => {
    for (const args of [
      ["run", "--seeds", "0..9"],
      ["solve", "--seed", "3"],
    ]) {
      const r = cli(...args, "--game", "klondike", "--preset", "klondike-bg", "--strategy", "bft-greedy");
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/bft-greedy .*only with the stock seen.*klondike-bft.*stockSeen=true/);
    }
    expect(cli("run", "--game", "solitaire", "--set", "stockSeen=true", "--strategy", "bft-random", "--seeds", "0..9").code).toBe(0);
  });

  it("win what their authors' policies win: over sv 0..1,999 each interval holds the published rate", async () => {
    const e = await engineFor("klondike", BFT);
    const { game, settings } = configure(e, "klondike", BFT);
    for (const [id, published] of [
      ["bft-random", 0.07135],
      ["bft-greedy", 0.12992],
    ] as const) {
      const s = game.strategies.find((x) => x.id === id)!;
      let won = 0;
      for (let seed = 0; seed < 2000; seed++) {
        e.loadLayout(svDeal(seed, game.dealSpec(settings)));
        e.start(true);
        if (e.playStrategy(s.engineId, seed, 0).result === "won") won++;
      }
      const [lo, hi] = wilson(won, 2000);
      expect(published, `${id}: ${won} of 2,000`).toBeGreaterThanOrEqual(lo);
      expect(published, `${id}: ${won} of 2,000`).toBeLessThanOrEqual(hi);
    }
  }, 120_000);
});
