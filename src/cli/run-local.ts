// One strategy's local run over its seeds, on a pool the caller owns: the
// --out file opened or resumed, a progress bar with the time left, and the
// tally. `run` plays one strategy this way, or several on the same deals.

import { plural, rateText } from "../core/figures.ts";
import type { SeedRange } from "../core/seed-range.ts";
import { rangesTotal } from "../core/seed-range.ts";
import type { Verdict } from "../engine/engine.ts";
import { VERDICTS } from "../engine/engine.ts";
import type { GameDef } from "../games/catalogue.ts";
import { requireStrategy } from "../games/settings.ts";
import type { Pool, RunOutcome } from "../pool/pool.ts";
import { makeProvenance } from "../run/provenance.ts";
import { engineFingerprint, labVersion, thisMachine } from "../run/provenance-node.ts";
import { chunkToJsonl } from "../run/record.ts";
import type { Shard } from "../run/shard.ts";
import { shortfallLines, type ShortfallReport } from "../run/shortfall.ts";
import type { RunSpec } from "../run/spec.ts";
import type { Summary } from "../run/tally.ts";
import { TimeLeftEstimator, timeLeftText } from "../run/time-left.ts";
import { ProgressBar, fmtDuration } from "./progress.ts";
import { openOutput } from "./run-output.ts";

export interface LocalPlay {
  summary: Summary;
  outcome: RunOutcome;
  /** Workers lost to crashes (their deals are error records). */
  lost: number;
  /** Deals of the range not done (an interrupted run). */
  remaining: number;
  /** This session's verdicts by seed (where kept). */
  results: Map<number, Verdict>;
}

export interface LocalOptions {
  outPath?: string;
  resume: boolean;
  shard?: Shard;
  workers: number;
  /** Shown before the progress bar (several strategies: which one plays). */
  label?: string;
  /** Keep each deal's verdict (results): for comparisons, not for a run of millions that needs none. */
  keepResults: boolean;
}

/** Plays spec over `ranges` (of `range`, the whole run's seeds) on the pool. */
export async function playLocal(pool: Pool, game: GameDef, spec: RunSpec, range: SeedRange, ranges: SeedRange[], o: LocalOptions): Promise<LocalPlay> {
  // Records count the moves of the line solve shows: cut the solver's lines when they are kept (unless --lines found).
  if (o.outPath) spec.cutLines ??= true;
  const header = makeProvenance(spec, range, { version: labVersion(), engine: engineFingerprint(), machines: [thisMachine(o.workers)], shard: o.shard });
  const { file, tally, todo } = openOutput(o.outPath, spec, ranges, o.resume, header);
  const solver = requireStrategy(game, spec.strategy).engineId === 0;
  const estimator = new TimeLeftEstimator(o.workers, () => (solver ? spec.budget.timeMs : 0));
  const started = performance.now();
  const todoDeals = rangesTotal(todo);
  let doneDeals = 0;
  const bar = new ProgressBar(process.stderr, o.label ?? "", () =>
    timeLeftText(estimator.estimate({ [spec.strategy]: todoDeals - doneDeals }, performance.now() - started), fmtDuration),
  );
  let lost = 0;
  const results = new Map<number, Verdict>();
  const outcome = await pool
    .run(spec, todo, {
      onChunk(c) {
        tally.addChunk(c);
        doneDeals += c.count;
        estimator.add(spec.strategy, c, performance.now() - started);
        if (o.keepResults) for (let i = 0; i < c.count; i++) results.set(c.seedLo + i, VERDICTS[c.result[i]]);
        file?.append(chunkToJsonl(spec, c));
      },
      onProgress: (pr) => bar.update(pr),
      onWorkerLost: () => lost++,
    })
    .finally(() => {
      bar.done();
      file?.close();
    });
  return { summary: tally.summary(outcome.done, outcome.elapsedMs), outcome, lost, remaining: todoDeals - outcome.done, results };
}

/** The lines after a run's summary: deals and rate, crashes, an interruption. */
export function runLines(p: LocalPlay, workers: number, outPath: string | undefined): string[] {
  const lines = [
    `${plural(p.outcome.done, "deal")} in ${fmtDuration(p.outcome.elapsedMs / 1000)}: ${rateText(p.summary.dealsPerSecond)} on ${plural(workers, "worker")}`,
  ];
  if (p.lost) lines.push(`${plural(p.lost, "worker crash", "worker crashes")}: the deals that caused them are error records`);
  if (p.outcome.cancelled) lines.push(`interrupted: ${plural(p.remaining, "deal")} not done${outPath ? `; continue with the same command and --resume` : ""}`);
  return lines;
}

/** How far from perfect, or what it needs. */
export function shortfallText(report: ShortfallReport | undefined): string[] {
  return report
    ? shortfallLines(report)
    : ["how far from perfect: needs the solver's verdicts for the same seeds (run --strategy solver, or --verdicts a solver run)"];
}
