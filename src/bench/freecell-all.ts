// FreeCell's 32,000 classic deals (ms 1..32000) through the worker pool, for
// the goal: every deal decided, only 11982 lost, in under 20 s of wall time on
// 2 workers. The seeds not won are named, so that the line says at once whether
// the known fact holds.

import { spawnSync } from "node:child_process";
import { nodeWorkerFactory } from "../pool/node.ts";
import { Pool } from "../pool/pool.ts";
import { RESULT_CODES } from "../run/chunk.ts";
import type { RunSpec } from "../run/spec.ts";

export interface AllDeals {
  deals: number;
  won: number;
  lost: number[];
  unknown: number[];
  errors: number[];
  wallSeconds: number;
  /** CPU seconds of the whole process (every worker thread), user time. */
  userSeconds: number;
}

/** The solver over seeds lo..hi-1 on `workers` workers: the seeds not won, by verdict, wall and CPU time. */
export async function allDeals(workers: number, s: RunSpec, lo: number, hi: number): Promise<AllDeals> {
  const pool = new Pool(nodeWorkerFactory(), workers);
  const out: AllDeals = { deals: 0, won: 0, lost: [], unknown: [], errors: [], wallSeconds: 0, userSeconds: 0 };
  try {
    // Start the workers (and their tables) before the clock runs.
    await pool.run(s, [{ lo: hi, hi: hi + workers }], { onChunk() {} });
    const cpu = process.cpuUsage();
    const run = await pool.run(s, [{ lo, hi }], {
      onChunk(c) {
        for (let i = 0; i < c.count; i++) {
          out.deals++;
          const r = c.result[i];
          if (r === RESULT_CODES.won) out.won++;
          else (r === RESULT_CODES.lost ? out.lost : r === RESULT_CODES.unknown ? out.unknown : out.errors).push(c.seedLo + i);
        }
      },
    });
    out.wallSeconds = run.elapsedMs / 1000;
    out.userSeconds = process.cpuUsage(cpu).user / 1e6;
  } finally {
    pool.close();
  }
  for (const list of [out.lost, out.unknown, out.errors]) list.sort((a, b) => a - b);
  return out;
}

/** The seeds of a list, the first few of a long one. */
export const seedList = (seeds: number[]): string =>
  (seeds.length <= 10 ? seeds.join(", ") : `${seeds.slice(0, 10).join(", ")}, ... (${seeds.length})`) || "none";

/** fc-solve's run of the same deals, where it is installed: its CPU seconds and the boards it did not solve. */
export interface FcSolveRun {
  command: string;
  cpuSeconds: number;
  unsolved: number[];
}

/** The fastest preset of fc-solve's range solver, as FreeCell solvers are compared (`-l lg`, "lucky gamble"). */
const FC_SOLVE = "freecell-solver-range-parallel-solve";

/**
 * Runs fc-solve's range solver over ms lo..hi (Debian's freecell-solver-bin)
 * and measures its CPU time with bash's `times` (user and system time of its
 * children); undefined where either is missing. Its "Unsolved Board" lines
 * name the boards it did not solve (it proves nothing: they may be
 * intractable for its preset rather than lost).
 */
export function fcSolveRange(lo: number, hi: number): FcSolveRun | undefined {
  const command = `${FC_SOLVE} ${lo} ${hi} 1000 -l lg`;
  if (spawnSync("bash", ["-c", `command -v ${FC_SOLVE}`], { encoding: "utf8" }).status !== 0) return undefined;
  const r = spawnSync("bash", ["-c", `${command}; times >&2`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) return undefined;
  const run = readFcSolveRun(r.stdout, r.stderr);
  return run && { command, ...run };
}

/** The range solver's output and bash's `times` after it: its CPU seconds and unsolved boards, or undefined if `times` is not there. */
export function readFcSolveRun(stdout: string, times: string): Omit<FcSolveRun, "command"> | undefined {
  // `times` prints the shell's user and system time, then its children's.
  const children = times.trim().split("\n").at(-1) ?? "";
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  if (seconds.length !== 2) return undefined;
  const unsolved = [...stdout.matchAll(/Unsolved Board No\. (\d+)/g)].map((m) => Number(m[1]));
  return { cpuSeconds: seconds[0] + seconds[1], unsolved };
}
