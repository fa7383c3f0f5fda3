// Timed runs through the worker pool for the bench: a solver's records over a
// seed range (times, nodes, outcomes), and the deals per second of a playout.

import { nodeWorkerFactory } from "../pool/node.ts";
import { Pool } from "../pool/pool.ts";
import { RESULT_CODES } from "../run/chunk.ts";
import type { RunSpec } from "../run/spec.ts";
import { Tally } from "../run/tally.ts";

/** Solver records of a pool run over seeds lo..hi-1: times, nodes and outcomes. */
export async function solverRun(workers: number, s: RunSpec, lo: number, hi: number) {
  const pool = new Pool(nodeWorkerFactory(), workers);
  const ms: number[] = [];
  const decidedMs: number[] = [];
  let won = 0;
  let lost = 0;
  let errors = 0;
  // A score proven optimal (Flip's and Wish's optimum): not the same as a
  // verdict, since a deal proved lost may keep its best score unproven.
  let proven = 0;
  let nodes = 0;
  let score = 0;
  try {
    // Start the workers (and their tables) before the clock runs.
    await pool.run(s, [{ lo: hi, hi: hi + workers }], { onChunk() {} });
    const out = await pool.run(s, [{ lo, hi }], {
      onChunk(c) {
        for (let i = 0; i < c.count; i++) {
          ms.push(c.ms[i]);
          nodes += c.nodes[i];
          score += c.score[i];
          if (c.result[i] === RESULT_CODES.won) won++;
          else if (c.result[i] === RESULT_CODES.lost) lost++;
          if (c.result[i] === RESULT_CODES.won || c.result[i] === RESULT_CODES.lost) decidedMs.push(c.ms[i]);
          else if (c.result[i] === RESULT_CODES.error) errors++;
          if (c.proven[i]) proven++;
        }
      },
    });
    ms.sort((a, b) => a - b);
    decidedMs.sort((a, b) => a - b);
    const n = ms.length;
    return {
      deals: n,
      won,
      lost,
      errors,
      proven,
      nodes,
      meanScore: score / n,
      wallSeconds: out.elapsedMs / 1000,
      dealsPerSecond: (n * 1000) / out.elapsedMs,
      medianMs: median(ms),
      meanMs: n ? ms.reduce((a, b) => a + b, 0) / n : Number.NaN,
      /** The median of the deals decided (won or lost). */
      medianDecidedMs: median(decidedMs),
      maxMs: ms[n - 1],
    };
  } finally {
    pool.close();
  }
}

/** The median of sorted values (NaN for none). */
function median(sorted: number[]): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/** Deals per second of a pool over `deals` seeds, after a warm-up run. */
export async function poolRate(workers: number, s: RunSpec, deals: number): Promise<{ rate: number; tally: Tally }> {
  const pool = new Pool(nodeWorkerFactory(), workers);
  try {
    await pool.run(s, [{ lo: 10_000_000, hi: 10_000_000 + 50_000 * workers }], { onChunk() {} });
    const tally = new Tally();
    const out = await pool.run(s, [{ lo: 0, hi: deals }], { onChunk: (c) => tally.addChunk(c) });
    return { rate: (deals * 1000) / out.elapsedMs, tally };
  } finally {
    pool.close();
  }
}
