// Tiny Accordion games (a deck cut to a few ranks) whose whole state space a
// brute force enumerates: every verdict and every "fewest piles" the solver
// proves must match it, and every win must replay through the reference.
import { describe, expect, it } from "vitest";
import { makeCard, rankOf, suitOf, type Card } from "../src/core/cards.ts";
import { emptyLayout } from "../src/core/layout.ts";
import { replay } from "../src/games/reference/index.ts";
import { engineFor } from "./helpers/engine.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";

/** Fewest piles reachable from a row of top cards (exhaustive, memoised). */
function fewestPiles(row: Card[], memo = new Map<string, number>()): number {
  const key = row.join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = row.length;
  for (let i = 1; i < row.length && best > 1; i++) {
    for (const d of [1, 3]) {
      const j = i - d;
      if (j < 0) continue;
      if (suitOf(row[i]) !== suitOf(row[j]) && rankOf(row[i]) !== rankOf(row[j])) continue;
      const next = [...row];
      next[j] = row[i];
      next.splice(i, 1);
      best = Math.min(best, fewestPiles(next, memo));
    }
  }
  memo.set(key, best);
  return best;
}

describe("accordion solver on tiny decks against brute force", () => {
  it("400 deals of 8 to 16 cards: verdicts, fewest piles and replayed wins", async () => {
    const e = await engineFor("accordion");
    const rnd = seededRandom(77);
    const tally = { won: 0, lost: 0 };
    for (let t = 0; t < 400; t++) {
      // Half: a deck cut to 2..4 ranks (mostly won); half: 8..14 cards drawn
      // from the full deck (often lost).
      const ranks = 2 + Math.floor(rnd() * 3);
      const cut = Array.from({ length: ranks * 4 }, (_, i) => makeCard(1 + (i >> 2), i & 3));
      const full = Array.from({ length: 52 }, (_, i) => i);
      const row = t % 2 === 0 ? shuffled(rnd, cut) : shuffled(rnd, full).slice(0, 8 + Math.floor(rnd() * 7));
      const layout = { ...emptyLayout(), row };
      e.loadLayout(layout);
      e.start(false);
      const r = e.solve({ nodes: 0, timeMs: 0, ttMiB: 4 });
      const best = fewestPiles(row);
      expect(r.proven, `deal ${row}`).toBe(true);
      expect(r.score, `deal ${row}`).toBe(best);
      expect(r.result).toBe(best === 1 ? "won" : "lost");
      const check = replay("accordion", layout, {}, false, r.moves);
      expect(check.ok).toBe(true);
      expect(check.score).toBe(best);
      tally[r.result as "won" | "lost"]++;
    }
    // The sample must exercise both verdicts.
    expect(tally.won).toBeGreaterThan(50);
    expect(tally.lost).toBeGreaterThan(50);
  });

  it("a node budget gives unknown, never lost, with the best found and a bound", async () => {
    const e = await engineFor("accordion");
    e.dealSeed("sv", 98);
    e.start(false);
    const r = e.solve({ nodes: 2000, timeMs: 0, ttMiB: 4 });
    expect(r.result).toBe("unknown");
    expect(r.proven).toBe(false);
    expect(r.scoreBound).toBeLessThanOrEqual(r.score);
    expect(r.nodes).toBe(2000);
  });
});
