// The reference's apply() checks a move against the legal moves between its
// own source and destination only (a replay's fast path). It must accept
// exactly the moves legalMoves() lists: on random games of every tableau
// rule family, each legal move and many near misses (another count, another
// destination, another source, another talon index) are tried on a copy of
// the position, and apply() must throw for every move not in the list.
import { describe, expect, it } from "vitest";
import { findGame } from "../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings } from "../src/games/settings.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { createReference } from "../src/games/reference/index.ts";
import { TableauReference } from "../src/games/reference/tableau.ts";
import { IllegalMove } from "../src/games/reference/reference.ts";
import { pick, seededRandom } from "./helpers/random.ts";

const place = (m: number, shift: number) => (m >> shift) & 63;
/** Places a move may name: piles, cells, foundations, the waste's top, the stock. */
const PLACES = [...Array.from({ length: 10 }, (_, i) => i), 16, 17, 18, 19, 24, 25, 26, 27, 28, 32, 33];

/** The legal moves and near misses of each: other counts, places and talon indexes. */
function candidates(legal: number[], rnd: () => number): number[] {
  const out = new Set<number>(legal);
  for (const m of legal) {
    const src = place(m, 0);
    const dst = place(m, 6);
    const count = (m >> 12) & 255;
    const talon = m >>> 20;
    const at = (s: number, d: number, c: number, t: number) => s | (d << 6) | (c << 12) | (t << 20);
    for (const c of [count - 1, count + 1, count + 2]) if (c >= 0) out.add(at(src, dst, c, talon));
    for (let k = 0; k < 4; k++) out.add(at(src, pick(rnd, PLACES), count, talon));
    for (let k = 0; k < 4; k++) out.add(at(pick(rnd, PLACES), dst, count, talon));
    if (talon > 0) out.add(at(src, dst, count, talon - 1));
    out.add(at(src, dst, count, talon + 1));
  }
  return [...out];
}

/** Game, preset, overrides. */
const FAMILIES: [string, string, string[]][] = [
  ["freecell", "standard", []],
  ["inverted-freecell", "standard", []],
  ["streets-and-alleys", "standard", []],
  ["beleaguered-castle", "standard", []],
  ["klondike", "klondike-bg", []],
  ["klondike", "klondike-bg", ["draw=1"]],
  ["klondike", "klondike", []],
  ["solitaire", "solitaire", []],
  ["emperor", "emperor", []],
  ["emperor", "emperor", ["build=down"]],
  ["spider", "spider", []],
  ["spider", "spider", ["layout=standard", "suits=2"]],
];

describe("the reference's apply() accepts exactly its legal moves", () => {
  it.each(FAMILIES)("%s %s %s: legal moves and near misses on random games", async (gameId, preset, overrides) => {
    const game = findGame(gameId)!;
    const { settings } = resolveSettings(game, preset, overrides);
    const e = await loadEngine("release");
    e.selectGame(game.engineId);
    e.setSettings(engineSettingValues(game, settings));
    e.setDealSpec(game.dealSpec(settings));
    const rnd = seededRandom(gameId.length * 7919 + overrides.length);
    let tried = 0;
    let refused = 0;
    for (let deal = 0; deal < 12; deal++) {
      e.dealSeed("sv", deal);
      const ref = createReference(gameId, e.layout(), settings, false) as TableauReference;
      for (let step = 0; step < 120; step++) {
        const legal = ref.legalMoves();
        if (legal.length === 0 || ref.won()) break;
        const allowed = new Set(legal);
        for (const m of candidates(legal, rnd)) {
          const copy = ref.clone();
          let ok = true;
          try {
            copy.apply(m);
          } catch (err) {
            if (!(err instanceof IllegalMove)) throw err;
            ok = false;
          }
          expect(ok, `move ${m} in deal ${deal} at step ${step}`).toBe(allowed.has(m));
          tried++;
          if (!ok) refused++;
        }
        ref.apply(pick(rnd, legal));
      }
    }
    expect(tried).toBeGreaterThan(2000);
    expect(refused).toBeGreaterThan(tried / 4);
  });
});
