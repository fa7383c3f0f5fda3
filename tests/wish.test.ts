// Wish Solitaire: the thoughtful solver against a brute force on tiny and on
// real deals (verdicts, fewest cards left, proofs, the bound), the seed's
// facts, the strategies (they see only face-up cards), and the CLI.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardText, makeCard, parseCard, rankOf, type Card } from "../src/core/cards.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference, replay } from "../src/games/reference/index.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import { engineFor } from "./helpers/engine.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";
import { transitiveImports } from "./helpers/strategy-isolation.ts";

const wish = findGame("wish")!;
const FULL = { nodes: 0, timeMs: 0, ttMiB: 8 };

/** Most cards removable from piles (bottom first), by exhaustive search over pile heights. */
function mostRemovable(piles: Card[][]): number {
  const memo = new Map<string, number>();
  const h = piles.map((p) => p.length);
  const go = (): number => {
    const key = h.join();
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = 0;
    for (let i = 0; i < h.length; i++) {
      for (let j = i + 1; j < h.length; j++) {
        if (!h[i] || !h[j] || rankOf(piles[i][h[i] - 1]) !== rankOf(piles[j][h[j] - 1])) continue;
        h[i]--;
        h[j]--;
        best = Math.max(best, 2 + go());
        h[i]++;
        h[j]++;
      }
    }
    memo.set(key, best);
    return best;
  };
  return go();
}

/** A tiny deal: 2..8 piles of 1..4 cards from a deck cut to a few ranks, or from the full deck. */
function tinyDeal(rnd: () => number, t: number): Layout {
  const piles = 2 + Math.floor(rnd() * 7);
  const heights = Array.from({ length: piles }, () => 1 + Math.floor(rnd() * 4));
  const n = heights.reduce((a, b) => a + b, 0);
  const ranks = 2 + Math.floor(rnd() * 4);
  const cut = Array.from({ length: 52 }, (_, i) => i).filter((c) => rankOf(c) <= ranks);
  const source = t % 3 === 2 ? Array.from({ length: 52 }, (_, i) => i) : cut;
  const cards = shuffled(rnd, source).slice(0, n);
  const layout = emptyLayout();
  layout.piles = heights.map((h) => cards.splice(0, h));
  return layout;
}

describe("wish solver against brute force", () => {
  it("600 tiny deals: verdicts, fewest cards left, proofs and replayed lines", async () => {
    const e = await engineFor("wish");
    const rnd = seededRandom(505);
    const tally = { won: 0, lost: 0 };
    for (let t = 0; t < 600; t++) {
      const layout = tinyDeal(rnd, t);
      const total = layout.piles.flat().length;
      const best = mostRemovable(layout.piles);
      e.loadLayout(layout);
      e.start(false);
      const r = e.solve(FULL);
      const where = `deal ${JSON.stringify(layout.piles.map((p) => p.map(cardText)))}`;
      expect([r.result, r.score, r.scoreBound, r.proven], where).toEqual([best === total ? "won" : "lost", best, best, true]);
      const check = replay("wish", layout, {}, false, r.moves);
      expect([check.ok, check.score], where).toEqual([true, best]);
      tally[r.result as "won" | "lost"]++;
    }
    expect(tally.won).toBeGreaterThan(100);
    expect(tally.lost).toBeGreaterThan(100);
  });

  it("the bound never falls below the best still reachable, from any position on the way", async () => {
    const e = await engineFor("wish");
    const rnd = seededRandom(506);
    let tight = 0;
    let checked = 0;
    for (let t = 0; t < 300; t++) {
      const layout = t % 2 ? tinyDeal(rnd, t) : svDeal(t, wish.dealSpec({}));
      const ref = createReference("wish", layout, {}, false);
      e.loadLayout(layout);
      e.start(false);
      for (;;) {
        // The piles as they stand (cards never move: the deal's piles cut to their heights).
        const heights = ref.observe().slice(1, 1 + layout.piles.length);
        const now = layout.piles.map((p, i) => p.slice(0, heights[i]));
        const best = ref.score() + mostRemovable(now);
        const r = e.solve({ nodes: 1, timeMs: 0, ttMiB: 1 });
        // One node: either the first line already wins (proven), or the root's bound.
        expect(r.scoreBound, `deal ${t}, score ${ref.score()}`).toBeGreaterThanOrEqual(best);
        checked++;
        if (r.scoreBound === best) tight++;
        const moves = ref.legalMoves();
        if (!moves.length) break;
        const m = moves[Math.floor(rnd() * moves.length)];
        e.play(m);
        ref.apply(m);
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(tight / checked).toBeGreaterThan(0.3); // and it is not the trivial bound
  });

  it("sv seeds 0..59: the solver's verdict and score are the brute force's", async () => {
    const e = await engineFor("wish");
    let won = 0;
    for (let seed = 0; seed < 60; seed++) {
      const layout = svDeal(seed, wish.dealSpec({}));
      e.dealSeed("sv", seed);
      expect(e.layout().piles).toEqual(layout.piles);
      e.start(false);
      const r = e.solve(FULL);
      const best = mostRemovable(layout.piles);
      expect([r.result, r.score, r.proven], `seed ${seed}`).toEqual([best === 32 ? "won" : "lost", best, true]);
      if (r.result === "won") {
        won++;
        expect(replay("wish", layout, {}, false, r.moves)).toMatchObject({ ok: true, won: true, score: 32 });
      }
    }
    expect(won).toBeGreaterThan(20);
  });

  it("a node budget gives unknown, never lost, with a bound at least the best found", async () => {
    const e = await engineFor("wish");
    let unknown = 0;
    for (let seed = 0; seed < 40; seed++) {
      e.dealSeed("sv", seed);
      e.start(false);
      const r = e.solve({ nodes: 5, timeMs: 0, ttMiB: 1 });
      if (r.result === "lost") expect(r.proven).toBe(true);
      if (r.result === "unknown") {
        unknown++;
        expect(r.proven).toBe(false);
        expect(r.scoreBound).toBeGreaterThanOrEqual(r.score);
      }
    }
    expect(unknown).toBeGreaterThan(10);
  });
});

describe("wish: the seed's facts", () => {
  it("sv deals are 8 piles of 4 cards from the 32-card deck (A, 7 to K), each card once", () => {
    const deck = [1, 7, 8, 9, 10, 11, 12, 13].flatMap((r) => [0, 1, 2, 3].map((s) => makeCard(r, s))).sort((a, b) => a - b);
    for (const seed of [0, 1, 2, 99, 123456]) {
      const layout = svDeal(seed, wish.dealSpec({}));
      expect(layout.piles.map((p) => p.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
      expect(layout.piles.flat().sort((a, b) => a - b)).toEqual(deck);
    }
  });

  it("two top cards of equal rank go, whatever their suits, and the card below each turns up", () => {
    const layout = emptyLayout();
    layout.piles = [["7C", "KD"], ["AS", "KH"], ["9D"], ["KS", "9H"]].map((p) => p.map((t) => parseCard(t)!));
    const g = createReference("wish", layout, {}, false);
    expect(g.legalMoves()).toEqual([(0 << 3) | 1, (2 << 3) | 3]);
    expect(g.describe((0 << 3) | 1)).toBe("remove KD (pile 1) and KH (pile 2): two kings");
    g.apply((0 << 3) | 1);
    // [piles, heights, tops, removed per rank]: 7C and AS now show; two kings gone.
    const obs = g.observe();
    expect(obs.slice(0, 9)).toEqual([4, 1, 1, 1, 2, parseCard("7C"), parseCard("AS"), parseCard("9D"), parseCard("9H")]);
    expect(obs[9 + 12]).toBe(2);
    expect(g.legalMoves()).toEqual([(2 << 3) | 3]);
    g.apply((2 << 3) | 3);
    expect([g.legalMoves(), g.score(), g.won()]).toEqual([[], 4, false]);
  });
});

describe("wish strategies", () => {
  const STRATEGIES = wish.strategies.filter((s) => s.engineId !== 0);

  it("the strategy module reaches no game state", () => {
    const reached = transitiveImports("assembly/strategies/wish.ts");
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((f) => f.startsWith("assembly/games/") || f.startsWith("assembly/solver/"))).toEqual([]);
  });

  it("every strategy plays legal moves to the end, and the reference agrees on the score", async () => {
    const e = await engineFor("wish");
    for (const s of STRATEGIES) {
      for (let seed = 0; seed < 100; seed++) {
        e.dealSeed("sv", seed);
        const layout = e.layout();
        e.start(true);
        const r = e.playStrategy(s.engineId, seed, 0);
        const g = createReference("wish", layout, {}, true);
        for (const m of r.moves) g.apply(m);
        expect([g.legalMoves().length, g.score(), g.won()], `${s.id} seed ${seed}`).toEqual([0, r.score, r.result === "won"]);
      }
    }
  });

  it("no strategy ever removes more than the solver's proven optimum", async () => {
    const e = await engineFor("wish");
    const best: number[] = [];
    for (let seed = 0; seed < 1000; seed++) {
      e.dealSeed("sv", seed);
      e.start(false);
      best.push(e.solve(FULL).score);
    }
    for (const s of STRATEGIES) {
      const n = s.id === "lookahead" ? 300 : 1000;
      const b = e.runBatch("sv", 0, n, s.engineId, 0);
      expect(best.slice(0, n).filter((x, i) => b.score[i] > x).length, s.id).toBe(0);
      expect(best.slice(0, n).filter((x, i) => b.score[i] === x).length, s.id).toBeGreaterThan(n / 10);
    }
  });

  it("changing face-down cards changes no choice made before one of them turns up", async () => {
    const e = await engineFor("wish");
    const rnd = seededRandom(77);
    let compared = 0;
    let differedAfter = 0;
    for (const s of STRATEGIES) {
      for (let seed = 0; seed < 120; seed++) {
        const a = svDeal(seed, wish.dealSpec({}));
        const play = (layout: Layout) => {
          e.loadLayout(layout);
          e.start(true);
          return e.playStrategy(s.engineId, seed, 0).moves;
        };
        const movesA = play(a);
        // When each face-down card turns up (moves made before it shows).
        const g = createReference("wish", a, {}, true);
        const shown = a.piles.map((p) => p.map((_, k) => (k === p.length - 1 ? 0 : Infinity)));
        movesA.forEach((m, i) => {
          g.apply(m);
          const heights = g.observe().slice(1, 9);
          heights.forEach((h, p) => {
            if (h > 0 && shown[p][h - 1] === Infinity) shown[p][h - 1] = i + 1;
          });
        });
        // Swap two face-down cards of different rank.
        const places = a.piles.flatMap((p, i) => p.slice(0, -1).map((_, k) => [i, k] as const));
        const [p1, k1] = places[Math.floor(rnd() * places.length)];
        const [p2, k2] = places[Math.floor(rnd() * places.length)];
        if (rankOf(a.piles[p1][k1]) === rankOf(a.piles[p2][k2])) continue;
        const b = { ...a, piles: a.piles.map((p) => [...p]) };
        [b.piles[p1][k1], b.piles[p2][k2]] = [b.piles[p2][k2], b.piles[p1][k1]];
        const movesB = play(b);
        const t = Math.min(shown[p1][k1], shown[p2][k2], movesA.length);
        expect(movesB.slice(0, t), `${s.id} seed ${seed}`).toEqual(movesA.slice(0, t));
        compared += t;
        if (movesB.join() !== movesA.join()) differedAfter++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(differedAfter).toBeGreaterThan(50); // the swaps did matter once the cards showed
  });

  it("the careful strategies beat random, leaving the shortest pile beats the tallest, and every strategy wins some deals", async () => {
    const e = await engineFor("wish");
    const wins: Record<string, number> = {};
    const deals = (id: string) => (id === "lookahead" ? 800 : 3000); // the lookahead samples: slower
    for (const s of STRATEGIES) {
      const b = e.runBatch("sv", 0, deals(s.id), s.engineId, 0);
      wins[s.id] = b.result.filter((r) => r === 0).length;
    }
    const randomFirst800 = e.runBatch("sv", 0, 800, 1, 0).result.filter((r) => r === 0).length;
    expect(wins["leave-shortest"]).toBeGreaterThan(wins.random);
    expect(wins.lookahead).toBeGreaterThan(randomFirst800);
    expect(wins["leave-shortest"]).toBeGreaterThan(wins["leave-tallest"]);
    for (const s of STRATEGIES) expect(wins[s.id], s.id).toBeGreaterThan(0);
  });
});

describe("wish on the command line", () => {
  const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-wish-"));

  it("run: thoughtful verdicts for 500 seeds, every one proven", () => {
    const s = cliJson("run", "--game", "wish", "--strategy", "solver", "--seeds", "0..499", "--workers", "2", "--memory-mb", "8");
    expect(s).toMatchObject({ game: "wish", deals: 500, unknown: 0, errors: 0 });
    expect(s.won).toBeGreaterThan(200);
    expect(Object.keys(s.scoreHistogram).every((k) => Number(k) % 2 === 0 && Number(k) <= 32)).toBe(true);
  });

  it("run: a strategy, with records", () => {
    const out = join(tmp, "wish.jsonl");
    const s = cliJson("run", "--game", "wish", "--strategy", "lookahead", "--seeds", "0..999", "--out", out, "--workers", "2");
    expect(s).toMatchObject({ deals: 1000, errors: 0, unknown: 0 });
    expect(s.won).toBeGreaterThan(0);
  });

  it("solve: the deal as 8 pile lines, the verdict and the moves in words; the same deal from a file", () => {
    const r = cli("solve", "--game", "wish", "--seed", "3");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Wish Solitaire, sv seed 3/);
    expect(r.stdout).toMatch(/result: (won in 16 moves|lost, proven: the best possible is \d+ cards removed)/);
    expect(r.stdout).toMatch(/ 1\. remove .. \(pile \d\) and .. \(pile \d\): two \w+/);
    const j = cliJson("solve", "--game", "wish", "--seed", "3");
    expect(j.deal.trimEnd().split("\n")).toHaveLength(8);
    const file = join(tmp, "wish3.txt");
    writeFileSync(file, j.deal);
    const byFile = cliJson("solve", "--game", "wish", "--deal-file", file);
    expect([byFile.result, byFile.score, byFile.moveCodes]).toEqual([j.result, j.score, j.moveCodes]);
  });

  it("a deal file with a card outside the wish deck is refused in one line", () => {
    const file = join(tmp, "bad.txt");
    writeFileSync(file, "AC 7C 8C 9C\nTC JC QC KC\nAD 7D 8D 9D\nTD JD QD KD\nAH 7H 8H 9H\nTH JH QH KH\nAS 7S 8S 9S\nTS JS QS 2S\n");
    const r = cli("solve", "--game", "wish", "--deal-file", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 8: "2S" is not in wish's deck/);
  });
});
