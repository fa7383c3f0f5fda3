// `solitaire-lab run`: an experiment over a seed range on all cores, with a
// progress bar, per-deal JSONL records, --resume, and a summary at the end.

import { UserError } from "../../core/errors.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool, rangesTotal, type SeedRange } from "../../pool/pool.ts";
import { chunkToJsonl } from "../../run/record.ts";
import { Tally } from "../../run/tally.ts";
import { flag, one, required, seedRange, wholeNumber } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";
import { experimentOptions, jsonWanted, parseExperiment, settingsText } from "../experiment-options.ts";
import { ProgressBar, fmtDuration, fmtInt } from "../progress.ts";
import { RecordsFile } from "../records-file.ts";
import { summaryText } from "../summary-text.ts";

const RUN_TIME_MS = 10_000;

const RUN_OPTIONS: OptionDef[] = [
  ...experimentOptions({ timeMs: RUN_TIME_MS }),
  { flags: "--seeds <A..B>", help: "the seed range, inclusive (required; a single N is one seed)" },
  { flags: "--workers <N>", help: "worker threads (1..256)", defaultText: "one per core" },
  { flags: "--out <FILE.jsonl>", help: "append one JSON record per deal to FILE" },
  { flags: "--resume", help: "continue the run recorded in --out: skip the seeds already there" },
  { flags: "--debug-crash-seeds <A,B,...>", help: "tests: crash a worker on these seeds", hidden: true },
];

export const runCommand = () =>
  labCommand("run", "play or solve a range of seeds on all cores: a summary, and per-deal records with --out", RUN_OPTIONS, run)
    .addHelpText("after", `
examples:
  solitaire-lab run --game one-handed --seeds 0..999999
  solitaire-lab run --game accordion --strategy lookahead --seeds 0..99999 --out acc.jsonl
  solitaire-lab run --game accordion --strategy lookahead --seeds 0..99999 --out acc.jsonl --resume`);

async function run(opts: Opts): Promise<number> {
  const { game, spec } = parseExperiment(opts, RUN_TIME_MS);
  const range = seedRange(required(opts, "seeds", "a seed range A..B"), spec.numbering);
  const workers = wholeNumber(opts, "workers", 1, 256, defaultWorkers());
  const json = jsonWanted(opts);
  const crash = one(opts, "debug-crash-seeds");
  if (crash) spec.debugCrash = { seeds: crash.split(",").map(Number), mode: "exit" };
  const outPath = one(opts, "out");
  const resume = flag(opts, "resume");
  if (resume && !outPath) throw new UserError("--resume needs --out FILE: the records to continue");

  let tally = new Tally();
  let todo: SeedRange[] = [range];
  let file: RecordsFile | undefined;
  const notes: string[] = [];
  if (outPath) {
    const opened = RecordsFile.open(outPath, spec, range, resume);
    file = opened.file;
    tally = opened.resumed.tally;
    todo = opened.resumed.todo;
    if (opened.resumed.recorded) notes.push(`resumed: ${fmtInt(opened.resumed.recorded)} deals already in ${outPath}`);
    if (opened.resumed.cutBytes) notes.push(`cut a half-written last line (${opened.resumed.cutBytes} bytes) left by an interrupted run`);
  }
  for (const n of notes) process.stderr.write(`${n}\n`);

  const pool = new Pool(nodeWorkerFactory(), workers);
  const bar = new ProgressBar(process.stderr);
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    pool.cancel();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
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
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    });

  const summary = tally.summary(outcome.done, outcome.elapsedMs);
  const seeds = `${range.lo}..${range.hi - 1}`;
  if (json) {
    const out = {
      game: spec.game, preset: spec.preset, settings: spec.settings, strategy: spec.strategy, numbering: spec.numbering, seeds,
      ...summary,
      workers, elapsedSeconds: outcome.elapsedMs / 1000, cancelled: outcome.cancelled, remaining: rangesTotal(todo) - outcome.done,
    };
    process.stdout.write(JSON.stringify(out) + "\n");
  } else {
    const title = `${game.id} (${spec.preset}: ${settingsText(spec)}), strategy ${spec.strategy}, ${spec.numbering} seeds ${seeds}`;
    const extra = [
      `${fmtInt(outcome.done)} deals in ${fmtDuration(outcome.elapsedMs / 1000)}: ${fmtInt(summary.dealsPerSecond)} deals/s on ${workers} worker${workers > 1 ? "s" : ""}`,
    ];
    if (lost) extra.push(`${lost} worker crash${lost > 1 ? "es" : ""}: the deals that caused them are error records`);
    if (outcome.cancelled) {
      extra.push(`interrupted: ${fmtInt(rangesTotal(todo) - outcome.done)} deals not done${outPath ? `; continue with the same command and --resume` : ""}`);
    }
    process.stdout.write(summaryText(game, title, summary, extra));
  }
  return interrupted ? 130 : 0;
}
