// `solitaire-lab run`: an experiment over a seed range on all cores, with a
// progress bar, per-deal JSONL records, --resume, and a summary at the end.

import { UserError } from "../../core/errors.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool, rangesTotal, type SeedRange } from "../../pool/pool.ts";
import { chunkToJsonl } from "../../run/record.ts";
import { Tally } from "../../run/tally.ts";
import { one, parseOptions, required, seedRange, wholeNumber } from "../args.ts";
import { EXPERIMENT_OPTIONS, parseExperiment, settingsText } from "../experiment-options.ts";
import { ProgressBar, fmtDuration, fmtInt } from "../progress.ts";
import { RecordsFile } from "../records-file.ts";
import { summaryText } from "../summary-text.ts";

export const RUN_OPTIONS = [
  ...EXPERIMENT_OPTIONS,
  { name: "seeds", value: "A..B", help: "the seed range, inclusive" },
  { name: "workers", value: "N", help: "worker threads (default: one per core)" },
  { name: "out", value: "FILE.jsonl", help: "append one JSON record per deal to FILE" },
  { name: "resume", help: "skip the seeds already recorded in --out" },
  { name: "debug-crash-seeds", value: "A,B,...", help: "tests: crash a worker on these seeds", hidden: true },
];

export async function runCommand(words: string[]): Promise<number> {
  const p = parseOptions("run", words, RUN_OPTIONS);
  const { game, spec } = parseExperiment(p, 10_000);
  const range = seedRange(required(p, "seeds", "a seed range A..B"), spec.numbering);
  const workers = wholeNumber(p, "workers", 1, 256, defaultWorkers());
  const json = p.flags.has("json");
  const crash = one(p, "debug-crash-seeds");
  if (crash) spec.debugCrash = { seeds: crash.split(",").map(Number), mode: "exit" };
  const outPath = one(p, "out");
  if (p.flags.has("resume") && !outPath) throw new UserError("--resume needs --out FILE: the records to continue");

  let tally = new Tally();
  let todo: SeedRange[] = [range];
  let file: RecordsFile | undefined;
  const notes: string[] = [];
  if (outPath) {
    const opened = RecordsFile.open(outPath, spec, range, p.flags.has("resume"));
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
