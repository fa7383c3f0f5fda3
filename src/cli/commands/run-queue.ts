// `run ... --queue redis://HOST:PORT`: the run's seeds as jobs on the Redis
// queue, played by `solitaire-lab worker` processes on any machines; this
// terminal shows progress across them all and writes --out and the summary as
// a local run would. Ctrl-C stops collecting (the jobs stay queued and the
// workers go on); the same command with --resume collects the rest.

import { randomBytes } from "node:crypto";
import { UserError } from "../../core/errors.ts";
import { plural, rateText } from "../../core/figures.ts";
import type { GameDef } from "../../games/catalogue.ts";
import { requireStrategy } from "../../games/settings.ts";
import { rangesTotal, type SeedRange } from "../../core/seed-range.ts";
import { parseQueueUrl } from "../../queue/connection.ts";
import { runJobSize } from "../../queue/jobs.ts";
import { makeProvenance, type Machine } from "../../run/provenance.ts";
import { engineFingerprint, labVersion } from "../../run/provenance-node.ts";
import { chunkToJsonl } from "../../run/record.ts";
import { SeedSet } from "../../run/seed-set.ts";
import type { Shard } from "../../run/shard.ts";
import { TimeLeftEstimator, timeLeftText } from "../../run/time-left.ts";
import type { RunSpec } from "../../run/spec.ts";
import { flag, one, wholeNumber } from "../args.ts";
import type { OptionDef, Opts } from "../command.ts";
import { ProgressBar, fmtDuration, fmtInt } from "../progress.ts";
import { onInterrupt, openOutput, printRunReport } from "../run-output.ts";

export const QUEUE_RUN_OPTIONS: OptionDef[] = [
  { flags: "--queue <redis://HOST:PORT>", help: "run as jobs on that Redis server's queue, for `solitaire-lab worker` processes on any machines" },
  {
    flags: "--job-size <N>",
    help: "seeds per queue job, played on one engine thread",
    defaultText: "a 256th of the seeds, at most 100 for the solver, searching strategies and records with a search, 20,000 for others",
  },
];

/** Room for the machines that join: the --out file's first line is rewritten in place as they do. */
const HEADER_ROOM = 16_384;

const sameMachine = (a: Machine, b: Machine) => JSON.stringify(a) === JSON.stringify(b);

export async function queueRun(p: Opts, game: GameDef, spec: RunSpec, range: SeedRange, ranges: SeedRange[], shard: Shard | undefined): Promise<number> {
  if (shard) throw new UserError("--shard is for batch schedulers; with --queue the workers share out the whole seed range by themselves");
  if (one(p, "workers")) throw new UserError("--workers is an option of `solitaire-lab worker`; with --queue this command plays no deals itself");
  const address = parseQueueUrl(one(p, "queue")!);
  const outPath = one(p, "out");
  const engine = engineFingerprint();
  const version = labVersion();
  const askedSize = wholeNumber(p, "job-size", 1, 10_000_000, runJobSize(requireStrategy(game, spec.strategy), spec, rangesTotal(ranges)));
  const fresh = makeProvenance(spec, range, { version, engine, machines: [], queue: { run: randomBytes(6).toString("hex"), jobSize: askedSize } });
  const { file, tally, todo, resumed } = openOutput(outPath, spec, ranges, flag(p, "resume"), fresh, HEADER_ROOM);
  const header = resumed?.header ?? fresh;
  if (!header.queue)
    throw new UserError(`${outPath} was written by a run without --queue: continue it the same way (--resume without --queue), or start a new --out file`);
  const { run, jobSize } = header.queue;
  if (one(p, "job-size") && jobSize !== askedSize)
    process.stderr.write(`the run in ${outPath} has jobs of ${fmtInt(jobSize)} seeds; --job-size ${askedSize} is left aside\n`);

  // The machines that take the jobs are not known here: the estimate goes by the work they deliver.
  const estimator = new TimeLeftEstimator(undefined, () => (spec.strategy === "solver" ? spec.budget.timeMs : 0));
  const started = performance.now();
  let left = rangesTotal(todo);
  const bar = new ProgressBar(process.stderr, "queue ", () =>
    timeLeftText(estimator.estimate({ [spec.strategy]: left }, performance.now() - started), fmtDuration),
  );
  const notice = (line: string) => {
    bar.done();
    process.stderr.write(`${line}\n`);
  };
  // BullMQ and ioredis load only for a run that uses the queue: every other command starts without them.
  const { QueueSubmitter } = await import("../../queue/submit.ts");
  const submitter = new QueueSubmitter({ address, run, jobSize, frame: range, todo, spec, engine, version, seeds: resumed?.seeds ?? new SeedSet() });
  const signal = onInterrupt(() => submitter.stop());
  const machines = [...header.machines];
  const outcome = await submitter
    .run({
      onChunk(c) {
        tally.addChunk(c);
        left -= c.count;
        estimator.add(spec.strategy, c, performance.now() - started);
        file?.append(chunkToJsonl(spec, c));
      },
      onProgress: (pr) => bar.update(pr),
      onNotice: notice,
    })
    .finally(() => {
      bar.done();
      signal.release();
    });
  for (const m of outcome.machines) if (!machines.some((k) => sameMachine(k, m))) machines.push(m);
  if (file && !file.rewriteHeader({ ...header, machines })) notice(`${outPath}: the list of machines is too long for its first line; it keeps the first ones`);
  file?.close();

  const summary = tally.summary(outcome.done, outcome.elapsedMs);
  const remaining = tally.deals < rangesTotal(ranges) ? rangesTotal(ranges) - tally.deals : 0;
  const lines = [
    `${plural(outcome.done, "deal")} in ${fmtDuration(outcome.elapsedMs / 1000)} through the queue at ${address.where}: ${rateText(summary.dealsPerSecond)} from ${plural(outcome.workers.size, "worker process", "worker processes")} on ${plural(outcome.machines.length, "machine")}`,
    `jobs: ${fmtInt(outcome.collected)} collected of ${fmtInt(outcome.jobs)} asked for, ${fmtInt(outcome.retried)} taken up again after a worker was lost; records dropped as already recorded: ${fmtInt(outcome.duplicates)}`,
  ];
  for (const f of outcome.failed) lines.push(`job ${f.id} failed: ${f.reason}`);
  if (outcome.cancelled || outcome.failed.length) {
    lines.push(
      `not finished: ${fmtInt(remaining)} deals not collected; the queued jobs stay and the workers go on${outPath ? `: continue with the same command and --resume` : ""}`,
    );
  }
  const json = {
    queue: {
      run,
      jobSize,
      jobs: outcome.jobs,
      collected: outcome.collected,
      retried: outcome.retried,
      duplicates: outcome.duplicates,
      failed: outcome.failed,
      workers: [...outcome.workers],
      machines,
    },
    elapsedSeconds: outcome.elapsedMs / 1000,
    cancelled: outcome.cancelled,
    remaining,
  };
  printRunReport({ game, spec, range, summary, json, lines }, flag(p, "json"));
  return signal.interrupted() ? 130 : outcome.failed.length ? 1 : 0;
}
