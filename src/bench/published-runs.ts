// The games of the published winnability table (Blake and Gent) that the lab
// plays: each over sv seeds from 0 at 10 s a deal, its won / lost / unknown,
// the conservative 95% interval, the median time of the decided deals, and the
// published figure beside it, with whether that figure lies inside.

import { conservativeInterval } from "../core/stats.ts";
import { findGame, GAMES } from "../games/catalogue.ts";
import { PUBLISHED, publishedFor, publishedInterval } from "../games/published.ts";
import { resolveSettings } from "../games/settings.ts";
import { nodeWorkerFactory } from "../pool/node.ts";
import { Pool } from "../pool/pool.ts";
import { RESULT_CODES } from "../run/chunk.ts";
import type { RunSpec } from "../run/spec.ts";

export interface PublishedRow {
  game: string;
  preset: string;
  solvitaire: string;
  /** Settings changed from the preset's to play the game the figure is for (`PublishedFigure.sets`). */
  sets: string[];
  seeds: string;
  won: number;
  lost: number;
  unknown: number;
  errors: number;
  interval: [number, number];
  medianDecidedMs: number;
  published: string;
  inside: boolean;
  /**
   * The lab's interval lies within the published one: where the published run
   * left many deals unknown (Spider: 269 of 10,000), the lab's figure is the
   * sharper one and the two agree even if the published centre falls outside.
   */
  within: boolean;
}

/** Every published figure with the game and preset that play it: the games of their own, then the rules-record game's Solvitaire presets. */
export function publishedGames(): { game: string; preset: string; solvitaire: string }[] {
  const out: { game: string; preset: string; solvitaire: string }[] = [];
  for (const g of GAMES) {
    for (const preset of Object.keys(g.presets)) {
      const sv = publishedFor(g, preset);
      // A figure once: the first game that plays it (a game of its own before the rules-record game's preset).
      if (sv && !out.some((r) => r.solvitaire === sv)) out.push({ game: g.id, preset, solvitaire: sv });
    }
  }
  return out;
}

/** One game over sv seeds 0..deals-1 at timeMs a deal. */
export async function publishedRow(workers: number, game: string, preset: string, solvitaire: string, deals: number, timeMs: number): Promise<PublishedRow> {
  const pub = PUBLISHED[solvitaire];
  const sets = pub.sets ?? [];
  const { settings } = resolveSettings(findGame(game)!, preset, sets);
  const spec: RunSpec = { game, preset, settings, strategy: "solver", numbering: "sv", budget: { nodes: 0, timeMs, ttMiB: 256 }, rngSeed: 0 };
  const pool = new Pool(nodeWorkerFactory(), workers);
  const decidedMs: number[] = [];
  const count = { won: 0, lost: 0, unknown: 0, errors: 0 };
  try {
    await pool.run(spec, [{ lo: 0, hi: deals }], {
      onChunk(c) {
        for (let i = 0; i < c.count; i++) {
          const r = c.result[i];
          if (r === RESULT_CODES.won) count.won++;
          else if (r === RESULT_CODES.lost) count.lost++;
          else if (r === RESULT_CODES.error) count.errors++;
          else count.unknown++;
          if (r === RESULT_CODES.won || r === RESULT_CODES.lost) decidedMs.push(c.ms[i]);
        }
      },
    });
  } finally {
    pool.close();
  }
  decidedMs.sort((a, b) => a - b);
  const n = decidedMs.length;
  const interval = conservativeInterval(count.won, count.unknown + count.errors, deals);
  return {
    game,
    preset,
    solvitaire,
    sets,
    seeds: `sv 0..${deals - 1}`,
    ...count,
    interval,
    medianDecidedMs: n ? (n % 2 ? decidedMs[(n - 1) / 2] : (decidedMs[n / 2 - 1] + decidedMs[n / 2]) / 2) : Number.NaN,
    published: pub.percent,
    ...agreement(interval, pub.percent),
  };
}

/**
 * How the lab's interval (fractions) and a published figure ("98.487 ±
 * 1.513") agree: the published centre inside the lab's interval, or the lab's
 * interval within the published one.
 */
export function agreement(interval: [number, number], percent: string): { inside: boolean; within: boolean } {
  const [lo, hi] = publishedInterval({ percent });
  const centre = (lo + hi) / 2;
  return {
    inside: centre >= interval[0] * 100 && centre <= interval[1] * 100,
    within: interval[0] * 100 >= lo - 1e-9 && interval[1] * 100 <= hi + 1e-9,
  };
}

/** The table's line for a row. */
export function publishedLine(r: PublishedRow): string {
  const name = [r.game, r.preset, ...r.sets].join(" ");
  const pct = (x: number) => (x * 100).toFixed(1);
  const deals = r.won + r.lost + r.unknown + r.errors;
  const rate = `${pct(r.won / deals)}%`.padStart(6);
  const errors = r.errors ? `  ERRORS ${r.errors}` : "";
  return `  ${name.padEnd(34)} won ${String(r.won).padStart(4)}  lost ${String(r.lost).padStart(4)}  unknown ${String(r.unknown).padStart(3)}${errors}  ${rate} [${pct(r.interval[0])}, ${pct(r.interval[1])}]  median ${r.medianDecidedMs.toFixed(1)} ms  published ${r.published} (${r.inside ? "inside" : r.within ? "the lab's interval within it" : "OUTSIDE"})`;
}
