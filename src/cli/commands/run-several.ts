// `run` with several strategies (--strategy and --strategy-file, each
// repeatable): they play the same deals one after another on one pool, each
// with its own summary (and its own records file with --out), then each is
// compared with the first, paired deal by deal: the deals only one of them
// won, McNemar's p and the difference in win rate with its 95% interval.

import { UserError } from "../../core/errors.ts";
import { presetText } from "../../core/figures.ts";
import type { SeedRange } from "../../core/seed-range.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool } from "../../pool/pool.ts";
import { pairedComparison, type Paired } from "../../run/paired.ts";
import { seedsText } from "../../run/provenance.ts";
import { shortfall } from "../../run/shortfall.ts";
import type { RunSpec } from "../../run/spec.ts";
import { flag, one, required, seedRange, wholeNumber } from "../args.ts";
import type { Opts } from "../command.ts";
import { jsonWanted, parseExperiment, strategyText } from "../experiment-options.ts";
import { onInterrupt } from "../run-output.ts";
import { playLocal, runLines, shortfallText, type LocalPlay } from "../run-local.ts";
import { summaryText } from "../summary-text.ts";
import { verdictRuns } from "../verdicts-file.ts";
import { linesWanted } from "../lines-option.ts";

/** A strategy's name in the comparison and in its records file's name: the strategy, or record-<name>. */
const labelOf = (spec: RunSpec) => (spec.strategyRecord ? `record-${spec.strategyRecord.name}` : spec.strategy);

/** --out FILE.jsonl for one of several strategies: FILE.<label>.jsonl. */
export function outFor(outPath: string, label: string): string {
  return /\.jsonl$/i.test(outPath) ? `${outPath.slice(0, -6)}.${label}.jsonl` : `${outPath}.${label}.jsonl`;
}

export async function runSeveral(opts: Opts, named: string[], files: string[], defaultTimeMs: number): Promise<number> {
  const one_ = (name: string, why: string) => {
    if (one(opts, name) !== undefined) throw new UserError(`--${name} runs one strategy: ${why}`);
  };
  one_("queue", "queue each strategy's run on its own, then compare the merged records with run --verdicts");
  one_("shard", "shard each strategy's run on its own");
  if (flag(opts, "resume")) throw new UserError("--resume continues one strategy's run: resume each strategy's file with its own command");
  if (((opts.strategySet as string[] | undefined) ?? []).length)
    throw new UserError("--strategy-set sets one strategy's settings: with several strategies, each plays at its defaults");
  const runs = [
    ...named.map((strategy) => parseExperiment({ ...opts, strategy, strategyFile: undefined }, defaultTimeMs)),
    ...files.map((strategyFile) => parseExperiment({ ...opts, strategy: undefined, strategyFile }, defaultTimeMs)),
  ];
  const labels = runs.map((r) => labelOf(r.spec));
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  if (twice) throw new UserError(`${twice} is named twice: give each strategy once`);
  const { game } = runs[0];
  const first = runs[0].spec;
  const range = seedRange(required(opts, "seeds", "a seed range A..B"), first.numbering);
  const outPath = one(opts, "out");
  linesWanted(
    opts,
    outPath,
    runs.map((r) => r.spec),
  );
  const verdictPaths = (opts.verdicts as string[] | undefined) ?? [];
  const stored = verdictPaths.length ? verdictRuns(verdictPaths, first) : [];
  const workers = wholeNumber(opts, "workers", 1, 256, defaultWorkers());

  const pool = new Pool(nodeWorkerFactory(), workers);
  const signal = onInterrupt(() => pool.cancel());
  const played: LocalPlay[] = [];
  try {
    for (let k = 0; k < runs.length && !signal.interrupted(); k++) {
      const out = outPath ? outFor(outPath, labels[k]) : undefined;
      played.push(
        await playLocal(pool, game, runs[k].spec, range, [range], { outPath: out, resume: false, workers, label: `${labels[k]} `, keepResults: true }),
      );
    }
  } finally {
    pool.close();
    signal.release();
  }

  const complete = !signal.interrupted() && played.length === runs.length && played.every((p) => !p.outcome.cancelled);
  const paired: (Paired & { strategy: string; against: string })[] = [];
  if (complete) {
    const wins = played.map((p) => winsOver(p, range));
    for (let k = 1; k < played.length; k++) paired.push({ strategy: labels[k], against: labels[0], ...pairedComparison(wins[k], wins[0]) });
  }
  const report = verdictPaths.length
    ? shortfall([...played.map((p, k) => ({ strategy: labels[k], results: p.results })), ...stored.filter((r) => !labels.includes(r.strategy))])
    : undefined;

  if (jsonWanted(opts)) {
    const strategies = played.map((p, k) => ({
      strategy: runs[k].spec.strategy,
      ...(runs[k].spec.strategyRecord ? { strategyRecord: runs[k].spec.strategyRecord } : {}),
      label: labels[k],
      ...(outPath ? { out: outFor(outPath, labels[k]) } : {}),
      ...p.summary,
      elapsedSeconds: p.outcome.elapsedMs / 1000,
      cancelled: p.outcome.cancelled,
      remaining: p.remaining,
    }));
    const head = { game: game.id, preset: first.preset, settings: first.settings, numbering: first.numbering, seeds: seedsText(range), workers };
    process.stdout.write(`${JSON.stringify({ ...head, strategies, paired, ...(verdictPaths.length ? { shortfall: report ?? null } : {}) })}\n`);
  } else {
    const parts: string[] = [];
    for (let k = 0; k < played.length; k++) {
      const title = `${game.id}, ${presetText(first.preset, first.settings)}, strategy ${strategyText(runs[k].spec)}, ${first.numbering} seeds ${seedsText(range)}`;
      parts.push(summaryText(game, title, played[k].summary, runLines(played[k], workers, outPath && outFor(outPath, labels[k]))));
    }
    const lines: string[] = [];
    if (paired.length) {
      lines.push(`paired on the same ${range.hi - range.lo} deals, each against ${labels[0]}:`);
      for (const p of paired)
        lines.push(
          `  ${p.strategy}: alone won ${p.onlyA}, ${p.against} alone ${p.onlyB}; difference ${signed(p.difference)} [${signed(p.differenceInterval[0])}, ${signed(p.differenceInterval[1])}], McNemar p = ${p.pValue.toPrecision(3)}`,
        );
    } else lines.push("interrupted: no paired comparison (it needs every strategy on every deal)");
    if (verdictPaths.length) lines.push(...shortfallText(report));
    process.stdout.write(`${parts.join("\n")}\n${lines.join("\n")}\n`);
  }
  return signal.interrupted() ? 130 : 0;
}

/** Per deal of the range, in seed order: 1 where the strategy won. */
function winsOver(p: LocalPlay, range: SeedRange): Uint8Array {
  const wins = new Uint8Array(range.hi - range.lo);
  for (let s = range.lo; s < range.hi; s++) wins[s - range.lo] = p.results.get(s) === "won" ? 1 : 0;
  return wins;
}

const signed = (x: number) => `${x > 0 ? "+" : ""}${(100 * x).toFixed(2)}%`;
