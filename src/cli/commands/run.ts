// `solitaire-lab run`: an experiment over a seed range on all cores, with a
// progress bar, per-deal JSONL records, --resume, and a summary at the end.

import { UserError } from "../../core/errors.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool, rangesTotal } from "../../pool/pool.ts";
import { makeProvenance } from "../../run/provenance.ts";
import { engineFingerprint, labVersion, thisMachine } from "../../run/provenance-node.ts";
import { chunkToJsonl } from "../../run/record.ts";
import { parseShard, shardRanges } from "../../run/shard.ts";
import { one, parseOptions, required, seedRange, wholeNumber } from "../args.ts";
import { EXPERIMENT_OPTIONS, parseExperiment } from "../experiment-options.ts";
import { ProgressBar, fmtDuration, fmtInt } from "../progress.ts";
import { onInterrupt, openOutput, printRunReport } from "../run-output.ts";
import { QUEUE_RUN_OPTIONS, queueRun } from "./run-queue.ts";

export const RUN_OPTIONS = [
  ...EXPERIMENT_OPTIONS,
  { name: "seeds", value: "A..B", help: "the seed range, inclusive" },
  { name: "workers", value: "N", help: "worker threads (default: one per core)" },
  { name: "out", value: "FILE.jsonl", help: "append one JSON record per deal to FILE" },
  { name: "resume", help: "skip the seeds already recorded in --out" },
  { name: "shard", value: "K/N", help: "run only the K-th of N slices of the seeds (batch schedulers; join with merge)" },
  { name: "shard-mode", value: "contiguous|interleaved", help: "slices of one stretch each, or blocks of 1,000 seeds dealt round robin (default contiguous)" },
  ...QUEUE_RUN_OPTIONS,
  { name: "debug-crash-seeds", value: "A,B,...", help: "tests: crash a worker on these seeds", hidden: true },
];

export async function runCommand(words: string[]): Promise<number> {
  const p = parseOptions("run", words, RUN_OPTIONS);
  const { game, spec } = parseExperiment(p, 10_000);
  const range = seedRange(required(p, "seeds", "a seed range A..B"), spec.numbering);
  const workers = wholeNumber(p, "workers", 1, 256, defaultWorkers());
  const crash = one(p, "debug-crash-seeds");
  if (crash) spec.debugCrash = { seeds: crash.split(",").map(Number), mode: "exit" };
  const outPath = one(p, "out");
  if (p.flags.has("resume") && !outPath) throw new UserError("--resume needs --out FILE: the records to continue");
  const shardWord = one(p, "shard");
  if (!shardWord && one(p, "shard-mode")) throw new UserError("--shard-mode needs --shard K/N");
  const shard = shardWord ? parseShard(shardWord, one(p, "shard-mode")) : undefined;
  const ranges = shard ? shardRanges(range, shard) : [range];
  if (one(p, "queue")) return queueRun(p, game, spec, range, ranges, shard);

  const header = makeProvenance(spec, range, { version: labVersion(), engine: engineFingerprint(), machines: [thisMachine(workers)], shard });
  const { file, tally, todo } = openOutput(outPath, spec, ranges, p.flags.has("resume"), header);

  const pool = new Pool(nodeWorkerFactory(), workers);
  const bar = new ProgressBar(process.stderr);
  const signal = onInterrupt(() => pool.cancel());
  let lost = 0;
  const outcome = await pool
    .run(spec, todo, {
      onChunk(c) {
        tally.addChunk(c);
        file?.append(chunkToJsonl(spec, c));
      },
      onProgress: (pr) => bar.update(pr),
      onWorkerLost: () => lost++,
    })
    .finally(() => {
      bar.done();
      pool.close();
      file?.close();
      signal.release();
    });

  const summary = tally.summary(outcome.done, outcome.elapsedMs);
  const remaining = rangesTotal(todo) - outcome.done;
  const lines = [`${fmtInt(outcome.done)} deals in ${fmtDuration(outcome.elapsedMs / 1000)}: ${fmtInt(summary.dealsPerSecond)} deals/s on ${workers} worker${workers > 1 ? "s" : ""}`];
  if (lost) lines.push(`${lost} worker crash${lost > 1 ? "es" : ""}: the deals that caused them are error records`);
  if (outcome.cancelled) lines.push(`interrupted: ${fmtInt(remaining)} deals not done${outPath ? `; continue with the same command and --resume` : ""}`);
  const json = { workers, elapsedSeconds: outcome.elapsedMs / 1000, cancelled: outcome.cancelled, remaining };
  printRunReport({ game, spec, range, shard, summary, json, lines }, p.flags.has("json"));
  return signal.interrupted() ? 130 : 0;
}
