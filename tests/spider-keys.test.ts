// Spider's deal keeps each pile's key, runs and check prefixes as cards are
// pushed and popped, and sums them afresh (no full rehash), and its undo
// restores them as they were: after every move and every undo of random
// games, the key and check equal those of the same position read afresh by
// a second engine. The deals lay runs whose aces the first deal brings, so
// that a deal removes runs and turns up the face-down cards under them.
import { describe, expect, it } from "vitest";
import { type Card, makeCard } from "../src/core/cards.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { suitDealt, svDeal } from "../src/core/numbering.ts";
import type { Engine } from "../src/engine/engine.ts";
import { STOCK_MOVE } from "../src/games/reference/tableau.ts";
import { RULE_TABLE } from "../src/games/tableau-rules.ts";
import { configure, engineFor } from "./helpers/engine.ts";
import { pick, seededRandom, shuffled } from "./helpers/random.ts";

/** Piles 0..3 hold a face-down card under a king-to-two run; the stock's first deal brings their aces. */
function runsForTheDeal(seed: number, suits: 1 | 2 | 4): Layout {
  const rnd = seededRandom(seed);
  const cards: Card[] = [];
  for (let k = 0; k < 8; k++) for (let r = 13; r >= 1; r--) cards.push(makeCard(r, suitDealt(k % 4, suits)));
  // Runs 0..3 (the first deck) go to piles 0..3 and their aces to the first deal; the rest shuffled.
  const rest = shuffled(rnd, cards.slice(52));
  const layout = emptyLayout();
  layout.piles = [];
  for (let p = 0; p < 4; p++) layout.piles[p] = [rest.pop()!, ...cards.slice(p * 13, p * 13 + 12)];
  for (let p = 4; p < 10; p++) layout.piles[p] = rest.splice(0, 5);
  const aces = [0, 1, 2, 3].map((p) => cards[p * 13 + 12]);
  // The stock's last card is dealt first, onto pile 0.
  const firstDeal = [...aces, ...rest.splice(0, 6)];
  layout.stock = [...rest, ...firstDeal.reverse()];
  layout.faceDown = layout.piles.map((_, p) => (p < 4 ? 1 : 4));
  return layout;
}

let compared = 0; // positions read afresh in the running test
const PILES = 10;
const FOUNDATIONS = 8;

/**
 * The engine's position (its dump: per pile height, face-down count, cards;
 * per foundation its count; the stock's count, cards turned, redeals, the
 * talon in dealing order) as a layout to deal from: each run removed lies on
 * a foundation of its suit, which the engine fills as removing one does (the
 * first empty one of the suit).
 */
function positionLayout(e: Engine): Layout {
  const d = e.dump();
  let k = RULE_TABLE.length; // the rules record heads a dump
  const layout = emptyLayout();
  layout.piles = [];
  layout.faceDown = [];
  const left = new Map<number, number>();
  const count = (c: number, n: number) => left.set(c, (left.get(c) ?? 0) + n);
  for (let p = 0; p < PILES; p++) {
    const n = d[k++];
    layout.faceDown.push(d[k++]);
    layout.piles.push(d.slice(k, k + n));
    for (const c of d.slice(k, k + n)) count(c, -1);
    k += n;
  }
  k += FOUNDATIONS;
  const stock = d[k++];
  k += 2;
  const talon = d.slice(k, k + stock);
  for (const c of talon) count(c, -1);
  layout.stock = talon.reverse();
  // Every card of a deck is dealt twice (the 1- and 2-suit decks deal their suits more often); what is missing went up.
  for (let s = 0; s < 4; s++) for (let r = 1; r <= 13; r++) count(makeCard(r, s), 0);
  const all = e.layout();
  for (const c of [...all.piles.flat(), ...all.stock]) count(c, 1);
  layout.foundations = [];
  for (let s = 0; s < 4; s++) {
    const runs = left.get(makeCard(1, s)) ?? 0;
    for (let j = 0; j < runs; j++) layout.foundations.push(Array.from({ length: 13 }, (_, i) => makeCard(i + 1, s)));
  }
  return layout;
}

/**
 * The key and check of the engine's position read afresh (from a layout, a
 * full rehash) by `fresh`. A layout with no face-down card at all is dealt
 * as the game deals (face down but the tops): such a position, late in a
 * game, is compared with itself.
 */
function readAfresh(e: Engine, fresh: Engine): [bigint, number] {
  const layout = positionLayout(e);
  if (layout.faceDown!.every((d) => d === 0)) return [e.key(), e.check()];
  compared++;
  fresh.loadLayout(layout);
  fresh.start(false);
  return [fresh.key(), fresh.check()];
}

function playAndCompare(e: Engine, fresh: Engine, layout: Layout, seed: number, moves: number): number {
  const rnd = seededRandom(seed);
  e.loadLayout(layout);
  e.start(false);
  let deals = 0;
  for (let step = 0; step < moves; step++) {
    const where = `seed ${seed}, move ${step}`;
    expect([e.key(), e.check()], where).toEqual(readAfresh(e, fresh));
    const legal = e.legalMoves();
    if (legal.length === 0) break;
    // The deal whenever it is legal half the time: most games see every deal.
    const m = legal.includes(STOCK_MOVE) && rnd() < 0.5 ? STOCK_MOVE : pick(rnd, legal);
    if (m === STOCK_MOVE) deals++;
    const before: [bigint, number] = [e.key(), e.check()];
    e.play(m);
    if (rnd() < 0.3) {
      expect([e.key(), e.check()], `${where}: after ${m}`).toEqual(readAfresh(e, fresh));
      e.unplay(m);
      expect([e.key(), e.check()], `${where}: undo of ${m}`).toEqual(before);
      expect(before, `${where}: undo of ${m}, afresh`).toEqual(readAfresh(e, fresh));
      e.play(m);
    }
  }
  return deals;
}

describe("Spider's deal keeps the key without a rehash", () => {
  for (const suits of [1, 2, 4] as const) {
    it(`suits=${suits}: a deal that removes runs and turns cards up, then random games`, async () => {
      const overrides = ["layout=standard", `suits=${suits}`];
      const e = await engineFor("spider", overrides);
      const fresh = await engineFor("spider", overrides);
      compared = 0;
      let deals = 0;
      for (let seed = 0; seed < 12; seed++) {
        e.loadLayout(runsForTheDeal(seed, suits));
        e.start(false);
        const score = e.score();
        e.play(STOCK_MOVE);
        expect(e.score(), `seed ${seed}: the first deal removes four runs`).toBe(score + 52);
        expect([e.key(), e.check()]).toEqual(readAfresh(e, fresh));
        e.unplay(STOCK_MOVE);
        expect([e.key(), e.check()]).toEqual(readAfresh(e, fresh));
        deals += playAndCompare(e, fresh, runsForTheDeal(seed, suits), seed, 200);
      }
      const { game, settings } = configure(e, "spider", overrides);
      configure(fresh, "spider", overrides);
      for (let seed = 0; seed < 12; seed++) deals += playAndCompare(e, fresh, svDeal(seed, game.dealSpec(settings)), 100 + seed, 300);
      expect(deals).toBeGreaterThan(60);
      expect(compared).toBeGreaterThan(5_000);
    });
  }
});
