// `solitaire-lab run`: an experiment over a seed range on all cores, with a
// progress bar, per-deal JSONL records, --resume, and a summary at the end.

import { UserError } from "../../core/errors.ts";
import { plural, rateText } from "../../core/figures.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool } from "../../pool/pool.ts";
import { rangesTotal } from "../../core/seed-range.ts";
import { makeProvenance } from "../../run/provenance.ts";
import { engineFingerprint, labVersion, thisMachine } from "../../run/provenance-node.ts";
import { chunkToJsonl } from "../../run/record.ts";
import { shortfall, shortfallLines } from "../../run/shortfall.ts";
import type { Verdict } from "../../engine/engine.ts";
import { VERDICTS } from "../../engine/engine.ts";
import { verdictRuns } from "../verdicts-file.ts";
import { parseShard, shardRanges } from "../../run/shard.ts";
import { TimeLeftEstimator, timeLeftText } from "../../run/time-left.ts";
import { requireStrategy } from "../../games/settings.ts";
import { flag, one, required, seedRange, wholeNumber } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";
import { experimentOptions, jsonWanted, parseExperiment } from "../experiment-options.ts";
import { ProgressBar, fmtDuration } from "../progress.ts";
import { onInterrupt, openOutput, printRunReport } from "../run-output.ts";
import { QUEUE_RUN_OPTIONS, queueRun } from "./run-queue.ts";

const RUN_TIME_MS = 10_000;

const RUN_OPTIONS: OptionDef[] = [
  ...experimentOptions({ timeMs: RUN_TIME_MS }),
  { flags: "--seeds <A..B>", help: "the seed range, inclusive (required; a single N is one seed)" },
  { flags: "--workers <N>", help: "worker threads (1..256)", defaultText: "one per core" },
  { flags: "--out <FILE.jsonl>", help: "append one JSON record per deal to FILE" },
  { flags: "--resume", help: "continue the run recorded in --out: skip the seeds already there" },
  {
    flags: "--verdicts <FILE.jsonl>",
    help: "stored runs of the same deals (any strategies, the solver among them): the summary adds how far each strategy falls short of perfect play (repeatable)",
    repeat: true,
    default: [],
    defaultText: "none",
  },
  { flags: "--shard <K/N>", help: "run only the K-th of N slices of the seeds (batch schedulers; join the files with merge)" },
  { flags: "--shard-mode <contiguous|interleaved>", help: "slices of one stretch each, or blocks of 1,000 seeds dealt round robin", defaultText: "contiguous" },
  ...QUEUE_RUN_OPTIONS,
  { flags: "--debug-crash-seeds <A,B,...>", help: "tests: crash a worker on these seeds", hidden: true },
];

export const runCommand = () =>
  labCommand("run", "play or solve a range of seeds on all cores: a summary, and per-deal records with --out", RUN_OPTIONS, run).addHelpText(
    "after",
    `
examples:
  solitaire-lab run --game one-handed --seeds 0..999999
  solitaire-lab run --game accordion --strategy lookahead --seeds 0..99999 --out acc.jsonl
  solitaire-lab run --game accordion --strategy lookahead --seeds 0..99999 --out acc.jsonl --resume
  solitaire-lab run --game freecell --numbering ms --seeds 1..32000 --shard 3/8 --out part3.jsonl
  solitaire-lab run --game klondike --seeds 0..99999 --queue redis://10.0.0.5:6379 --out k.jsonl`,
  );

async function run(opts: Opts): Promise<number> {
  const { game, spec } = parseExperiment(opts, RUN_TIME_MS);
  const range = seedRange(required(opts, "seeds", "a seed range A..B"), spec.numbering);
  const crash = one(opts, "debug-crash-seeds");
  if (crash) spec.debugCrash = { seeds: crash.split(",").map(Number), mode: "exit" };
  const outPath = one(opts, "out");
  // Records count the moves of the line solve shows: cut the solver's lines when they are kept.
  if (outPath) spec.cutLines = true;
  const resume = flag(opts, "resume");
  if (resume && !outPath) throw new UserError("--resume needs --out FILE: the records to continue");
  const shardWord = one(opts, "shard");
  if (!shardWord && one(opts, "shard-mode")) throw new UserError("--shard-mode needs --shard K/N");
  const shard = shardWord ? parseShard(shardWord, one(opts, "shard-mode")) : undefined;
  const ranges = shard ? shardRanges(range, shard) : [range];
  const verdictPaths = (opts.verdicts as string[] | undefined) ?? [];
  if (one(opts, "queue")) {
    if (verdictPaths.length)
      throw new UserError("--verdicts works with a local run, not with --queue: compare the merged records with run --verdicts afterwards");
    return queueRun(opts, game, spec, range, ranges, shard);
  }
  // Read (and refuse) the stored runs before playing anything.
  const stored = verdictPaths.length ? verdictRuns(verdictPaths, spec) : [];
  const workers = wholeNumber(opts, "workers", 1, 256, defaultWorkers());

  const header = makeProvenance(spec, range, { version: labVersion(), engine: engineFingerprint(), machines: [thisMachine(workers)], shard });
  const { file, tally, todo } = openOutput(outPath, spec, ranges, resume, header);

  const pool = new Pool(nodeWorkerFactory(), workers);
  const solver = requireStrategy(game, spec.strategy).engineId === 0;
  const estimator = new TimeLeftEstimator(workers, () => (solver ? spec.budget.timeMs : 0));
  const started = performance.now();
  const todoDeals = rangesTotal(todo);
  let doneDeals = 0;
  const bar = new ProgressBar(process.stderr, "", () =>
    timeLeftText(estimator.estimate({ [spec.strategy]: todoDeals - doneDeals }, performance.now() - started), fmtDuration),
  );
  const signal = onInterrupt(() => pool.cancel());
  let lost = 0;
  const own = new Map<number, Verdict>();
  const outcome = await pool
    .run(spec, todo, {
      onChunk(c) {
        tally.addChunk(c);
        doneDeals += c.count;
        estimator.add(spec.strategy, c, performance.now() - started);
        if (verdictPaths.length) for (let i = 0; i < c.count; i++) own.set(c.seedLo + i, VERDICTS[c.result[i]]);
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
  const lines = [
    `${plural(outcome.done, "deal")} in ${fmtDuration(outcome.elapsedMs / 1000)}: ${rateText(summary.dealsPerSecond)} on ${plural(workers, "worker")}`,
  ];
  if (lost) lines.push(`${plural(lost, "worker crash", "worker crashes")}: the deals that caused them are error records`);
  if (outcome.cancelled) lines.push(`interrupted: ${plural(remaining, "deal")} not done${outPath ? `; continue with the same command and --resume` : ""}`);
  const json: Record<string, unknown> = { workers, elapsedSeconds: outcome.elapsedMs / 1000, cancelled: outcome.cancelled, remaining };
  if (verdictPaths.length) {
    // This session's deals beside the stored runs (stored records of this run's own strategy are left out: its play here counts).
    const runs = [{ strategy: spec.strategy, results: own }, ...stored.filter((r) => r.strategy !== spec.strategy)];
    const report = shortfall(runs);
    json.shortfall = report ?? null;
    lines.push(
      ...(report
        ? shortfallLines(report)
        : ["how far from perfect: needs the solver's verdicts for the same seeds (run --strategy solver, or --verdicts a solver run)"]),
    );
  }
  printRunReport({ game, spec, range, shard, summary, json, lines }, jsonWanted(opts));
  return signal.interrupted() ? 130 : 0;
}
