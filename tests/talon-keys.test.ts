// A one-deck talon is keyed by its links (which card follows which), kept as
// the solver's moves take cards from anywhere in it and put them back: after
// every move and undo of random lines of the solver's moves, the key and check
// equal those of the same position read afresh (a full rehash) by a second
// engine. Drawing 1 and 3, aces free and compulsory (which sends aces up from
// the talon as it turns).
import { describe, expect, it } from "vitest";
import { makeCard } from "../src/core/cards.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import type { Engine } from "../src/engine/engine.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { RULE_TABLE } from "../src/games/tableau-rules.ts";
import { configureEngine } from "../src/run/play-deal.ts";
import { pick, seededRandom } from "./helpers/random.ts";

const TALON = 44; // moves.ts: a move's source 44 is the talon

/**
 * The engine's position (its dump: the rules record, per pile height,
 * face-down count and cards; per foundation its count, foundation f taking
 * suit f mod 4; the stock's count, cards turned, redeals used, the talon from
 * the waste's bottom) as a layout, and the talon's length. The layout is null
 * where it cannot say the position: no card face down (a layout then deals
 * as the game deals) or a redeal used.
 */
function readDump(e: Engine, piles: number, foundations: number): { layout: Layout | null; talon: number } {
  const d = e.dump();
  let k = RULE_TABLE.length;
  const layout = emptyLayout();
  layout.faceDown = [];
  for (let p = 0; p < piles; p++) {
    const n = d[k++];
    layout.faceDown.push(d[k++]);
    layout.piles.push(d.slice(k, k + n));
    k += n;
  }
  for (let f = 0; f < foundations; f++) {
    const n = d[k++];
    layout.foundations.push(Array.from({ length: n }, (_, i) => makeCard(i + 1, f % 4)));
  }
  const stock = d[k++];
  const turned = d[k++];
  const redeals = d[k++];
  const talon = d.slice(k, k + turned + stock);
  layout.waste = talon.slice(0, turned);
  layout.stock = talon.slice(turned).reverse();
  const readable = redeals === 0 && layout.faceDown.some((n) => n > 0);
  return { layout: readable ? layout : null, talon: talon.length };
}

describe("the talon's key kept by its links", () => {
  const lines: [string, string, string[]][] = [
    ["klondike", "klondike-bg", []],
    ["klondike", "klondike-bg", ["draw=1"]],
    ["klondike", "klondike", []],
    ["klondike", "solitaire", []],
  ];
  for (const [gameId, preset, sets] of lines) {
    it(`${gameId} ${preset} ${sets.join(" ")}: key and check after every move and undo equal a fresh read`, async () => {
      const game = findGame(gameId)!;
      const { settings } = resolveSettings(game, preset, sets);
      const e = await loadEngine();
      const fresh = await loadEngine();
      configureEngine(e, game, settings);
      configureEngine(fresh, game, settings);
      const piles = Number(settings.piles);
      const foundations = 4; // one deck
      let compared = 0;
      let fromInside = 0;
      const readAfresh = (where: string) => {
        const { layout } = readDump(e, piles, foundations);
        if (!layout) return;
        fresh.loadLayout(layout);
        fresh.start(false);
        const [key, check] = [e.key(), e.check()];
        if (key !== fresh.key() || check !== fresh.check()) expect([key, check], where).toEqual([fresh.key(), fresh.check()]);
        compared++;
      };
      for (let seed = 0; seed < 40; seed++) {
        const rnd = seededRandom(seed);
        e.dealSeed("sv", seed);
        e.start(false);
        for (let step = 0; step < 120; step++) {
          const where = `seed ${seed}, move ${step}`;
          readAfresh(where);
          const moves = e.searchMoves();
          if (!moves.length) break;
          // Talon moves (source 44) more often than the rest, so that the talon empties from every place.
          const talon = moves.filter((m) => (m & 63) === TALON);
          const m = talon.length && rnd() < 0.6 ? pick(rnd, talon) : pick(rnd, moves);
          if ((m & 63) === TALON && ((m >> 20) & 127) > 0 && ((m >> 20) & 127) < readDump(e, piles, foundations).talon - 1) fromInside++;
          const before: [bigint, number] = [e.key(), e.check()];
          e.play(m);
          if (rnd() < 0.3) {
            readAfresh(`${where}: after ${m}`);
            e.unplay(m);
            expect([e.key(), e.check()], `${where}: undo of ${m}`).toEqual(before);
            e.play(m);
          }
        }
      }
      expect(compared).toBeGreaterThan(1_000);
      expect(fromInside).toBeGreaterThan(100);
    });
  }
});
