// The bench's scaling table: One-Handed playouts and the FreeCell solver over
// ms 1..2000 with 1, 2, 4, ... and all workers, each as a speedup over one worker and
// as efficiency (speedup / workers; the goal is at least 0.8).
//
// A solver run can never finish before its longest deal: with W ms for one
// worker (searches and the replays that check their wins) and a longest search
// of L ms, no schedule on N workers beats W / max(L, W / N) times one worker. The table prints that bound beside the
// speedup, so that what the scheduler loses is told apart from what the deals
// themselves allow.

import { findGame } from "../games/catalogue.ts";
import { resolveSettings } from "../games/settings.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { poolRate, solverRun } from "./pool-runs.ts";

export interface ScalingRow {
  workers: number;
  oneHandedPerSecond: number;
  oneHandedSpeedup: number;
  freecellSeconds: number;
  freecellSpeedup: number;
  /** The most any schedule could reach on these deals (see above). */
  freecellBound: number;
}

function specOf(game: string, strategy: string, numbering: "sv" | "ms", budget: RunSpec["budget"]): RunSpec {
  const { preset, settings } = resolveSettings(findGame(game)!, undefined, []);
  return { game, preset, settings, strategy, numbering, budget, rngSeed: 0 };
}

const fmt = (x: number, digits = 0) => x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `known`: One-Handed rates already measured, by workers. */
export async function scalingTable(
  allWorkers: number,
  quick: boolean,
  log: (line: string) => void,
  known: Record<number, number> = {},
): Promise<{ rows: ScalingRow[]; freecellSeeds: string }> {
  // 1, 2, 4, 8, ... and all workers: on a 16-core machine the whole curve, on 2 cores two rows.
  const counts: number[] = [];
  for (let n = 1; n < allWorkers; n *= 2) counts.push(n);
  counts.push(allWorkers);
  const oh = specOf("one-handed", "play", "sv", { ...DEFAULT_BUDGET });
  const fc = specOf("freecell", "solver", "ms", { nodes: 0, timeMs: 10_000, ttMiB: 256 });
  const ohDeals = quick ? 200_000 : 2_000_000;
  const fcHi = quick ? 200 : 2000;
  const rows: ScalingRow[] = [];
  let work = 0;
  let longest = 0;
  for (const n of counts) {
    const rate = known[n] ?? (await poolRate(n, oh, ohDeals * n)).rate;
    const s = await solverRun(n, fc, 1, fcHi + 1);
    if (n === 1) {
      work = s.wallSeconds * 1000;
      longest = s.maxMs;
    }
    const base = rows[0] ?? { oneHandedPerSecond: rate, freecellSeconds: s.wallSeconds };
    rows.push({
      workers: n,
      oneHandedPerSecond: rate,
      oneHandedSpeedup: rate / base.oneHandedPerSecond,
      freecellSeconds: s.wallSeconds,
      freecellSpeedup: base.freecellSeconds / s.wallSeconds,
      freecellBound: work / Math.max(longest, work / n),
    });
  }
  log("");
  log(`Scaling with workers (goal: N workers at least 0.8 x N times one worker)`);
  log(`  workers   One-Handed playouts/s  speedup  efficiency   FreeCell solver ms 1..${fcHi}  speedup  efficiency  (no schedule beats)`);
  for (const r of rows) {
    log(
      `  ${String(r.workers).padStart(7)}   ${fmt(r.oneHandedPerSecond).padStart(21)}  ${fmt(r.oneHandedSpeedup, 2).padStart(6)}x  ${fmt(r.oneHandedSpeedup / r.workers, 2).padStart(10)}` +
        `   ${`${fmt(r.freecellSeconds, 2)} s`.padStart(27)}  ${fmt(r.freecellSpeedup, 2).padStart(6)}x  ${fmt(r.freecellSpeedup / r.workers, 2).padStart(10)}  (${fmt(r.freecellBound, 2)}x)`,
    );
  }
  log(
    `  FreeCell: ${fmt(work / 1000, 1)} s on one worker, the longest deal ${fmt(longest / 1000, 2)} s: no schedule on N workers beats one worker's time / max(longest, that / N)`,
  );
  return { rows, freecellSeeds: `ms 1..${fcHi}` };
}
