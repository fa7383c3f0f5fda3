// `solitaire-lab run`: an experiment over a seed range on all cores, with a
// progress bar, per-deal JSONL records, --resume, and a summary at the end;
// several strategies on the same deals, compared (run-several.ts).

import { UserError } from "../../core/errors.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool } from "../../pool/pool.ts";
import { shortfall } from "../../run/shortfall.ts";
import { verdictRuns } from "../verdicts-file.ts";
import { parseShard, shardRanges } from "../../run/shard.ts";
import { flag, one, required, seedRange, wholeNumber } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";
import { experimentOptions, jsonWanted, parseExperiment } from "../experiment-options.ts";
import { onInterrupt, printRunReport } from "../run-output.ts";
import { QUEUE_RUN_OPTIONS, queueRun } from "./run-queue.ts";
import { runSeveral } from "./run-several.ts";
import { LINES_OPTION, linesWanted } from "../lines-option.ts";
import { playLocal, runLines, shortfallText, type LocalPlay } from "../run-local.ts";

const RUN_TIME_MS = 10_000;

/** --strategy and --strategy-file repeat in run: several strategies play the same deals and are compared. */
function several(def: OptionDef): OptionDef {
  if (!def.flags.startsWith("--strategy <") && !def.flags.startsWith("--strategy-file ")) return def;
  return { ...def, repeat: true, help: `${def.help} (repeatable: several strategies play the same deals, each compared with the first)` };
}

const RUN_OPTIONS: OptionDef[] = [
  ...experimentOptions({ timeMs: RUN_TIME_MS }).map(several),
  { flags: "--seeds <A..B>", help: "the seed range, inclusive (required; a single N is one seed)" },
  { flags: "--workers <N>", help: "worker threads (1..256)", defaultText: "one per core" },
  { flags: "--out <FILE.jsonl>", help: "append one JSON record per deal to FILE" },
  { flags: "--resume", help: "continue the run recorded in --out: skip the seeds already there" },
  LINES_OPTION,
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
  solitaire-lab run --game klondike --seeds 0..99999 --queue redis://10.0.0.5:6379 --out k.jsonl
  solitaire-lab run --game klondike --strategy greedy --strategy-file mine.json --seeds 0..9999 --out k.jsonl`,
  );

async function run(opts: Opts): Promise<number> {
  const named = (opts.strategy as string[] | undefined) ?? [];
  const files = (opts.strategyFile as string[] | undefined) ?? [];
  if (named.length + files.length > 1) return runSeveral(opts, named, files, RUN_TIME_MS);
  const single: Opts = { ...opts, strategy: named[0], strategyFile: files[0] };
  const { game, spec } = parseExperiment(single, RUN_TIME_MS);
  const range = seedRange(required(opts, "seeds", "a seed range A..B"), spec.numbering);
  const crash = one(opts, "debug-crash-seeds");
  if (crash) spec.debugCrash = { seeds: crash.split(",").map(Number), mode: "exit" };
  const outPath = one(opts, "out");
  const resume = flag(opts, "resume");
  if (resume && !outPath) throw new UserError("--resume needs --out FILE: the records to continue");
  linesWanted(opts, outPath, [spec]);
  const shardWord = one(opts, "shard");
  if (!shardWord && one(opts, "shard-mode")) throw new UserError("--shard-mode needs --shard K/N");
  const shard = shardWord ? parseShard(shardWord, one(opts, "shard-mode")) : undefined;
  const ranges = shard ? shardRanges(range, shard) : [range];
  const verdictPaths = (opts.verdicts as string[] | undefined) ?? [];
  if (one(opts, "queue")) {
    if (verdictPaths.length)
      throw new UserError("--verdicts works with a local run, not with --queue: compare the merged records with run --verdicts afterwards");
    // Records count the moves of the line solve shows: cut the solver's lines when they are kept (unless --lines found).
    if (outPath) spec.cutLines ??= true;
    return queueRun(opts, game, spec, range, ranges, shard);
  }
  // Read (and refuse) the stored runs before playing anything.
  const stored = verdictPaths.length ? verdictRuns(verdictPaths, spec) : [];
  const workers = wholeNumber(opts, "workers", 1, 256, defaultWorkers());
  const pool = new Pool(nodeWorkerFactory(), workers);
  const signal = onInterrupt(() => pool.cancel());
  let played: LocalPlay;
  try {
    played = await playLocal(pool, game, spec, range, ranges, { outPath, resume, shard, workers, keepResults: verdictPaths.length > 0 });
  } finally {
    pool.close();
    signal.release();
  }
  const { summary, outcome, remaining } = played;
  const lines = runLines(played, workers, outPath);
  const json: Record<string, unknown> = { workers, elapsedSeconds: outcome.elapsedMs / 1000, cancelled: outcome.cancelled, remaining };
  if (verdictPaths.length) {
    // This session's deals beside the stored runs (stored records of this run's own strategy are left out: its play here counts).
    const runs = [{ strategy: spec.strategy, results: played.results }, ...stored.filter((r) => r.strategy !== spec.strategy)];
    const report = shortfall(runs);
    json.shortfall = report ?? null;
    lines.push(...shortfallText(report));
  }
  printRunReport({ game, spec, range, shard, summary, json, lines }, jsonWanted(opts));
  return signal.interrupted() ? 130 : 0;
}
