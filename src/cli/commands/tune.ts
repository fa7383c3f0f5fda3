// `solitaire-lab tune`: the lab tunes a weighted strategy record's weights on
// training seeds (a coordinate search on all cores), then plays the tuned
// record and the one it started from on held-out seeds, paired deal by deal.

import { writeFileSync } from "node:fs";
import { UserError } from "../../core/errors.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool } from "../../pool/pool.ts";
import type { WeightedRecord } from "../../games/strategy-record.ts";
import { coordinateSearch, compareHeldOut, playRecord } from "../../run/tune.ts";
import { flag, one, required, seedRange, wholeNumber } from "../args.ts";
import { labCommand, type Opts } from "../command.ts";
import { experimentOptions, parseExperiment } from "../experiment-options.ts";

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

export const tuneCommand = () =>
  labCommand(
    "tune",
    "tune a weighted strategy record's weights on training seeds, and compare it with the record it started from on held-out seeds",
    [
      ...experimentOptions({ timeMs: 0 }).filter((o) => !/^--(strategy|strategy-set|strategy-file|json) /.test(`${o.flags} `)),
      {
        flags: "--strategy-file <FILE.json>",
        help: "the weighted record to start from (docs/strategies.md); a tuned record written by --out resumes the search",
      },
      { flags: "--train <A..B>", help: "the seeds the weights are tuned on" },
      { flags: "--test <A..B>", help: "the held-out seeds both records are compared on" },
      { flags: "--rounds <N>", help: "rounds of the coordinate search (each tries every weight up and down, then halves the steps)", default: 2 },
      { flags: "--workers <N>", help: "worker threads", defaultText: "one per core" },
      { flags: "--out <FILE.json>", help: "where the tuned record is written, after each weight kept (a stopped search resumes from it)" },
      { flags: "--json", help: "print the result as one JSON object" },
    ],
    tune,
  ).addHelpText(
    "after",
    `
examples:
  solitaire-lab tune --game klondike --preset klondike-bg --strategy-file docs/strategies/klondike-weighted.json --train 0..999 --test 10000..11999 --out tuned.json`,
  );

async function tune(opts: Opts): Promise<number> {
  const { game, spec } = parseExperiment(opts, 0);
  const start = spec.strategyRecord;
  if (!start) throw new UserError("tune needs --strategy-file FILE.json: the weighted record to start from");
  if (start.kind !== "weighted") throw new UserError(`tune tunes the weights of a "weighted" record; ${start.name} is a "${start.kind}" record`);
  const train = seedRange(required(opts, "train", "the training seeds, A..B"), spec.numbering);
  const test = seedRange(required(opts, "test", "the held-out seeds, A..B"), spec.numbering);
  if (train.lo < test.hi && test.lo < train.hi) throw new UserError("--train and --test overlap: the held-out seeds must be apart from the training ones");
  const rounds = wholeNumber(opts, "rounds", 1, 20, 2);
  const workers = wholeNumber(opts, "workers", 1, 256, defaultWorkers());
  const out = one(opts, "out");
  const json = flag(opts, "json");
  const say = (line: string) => {
    if (!json) process.stdout.write(`${line}\n`);
  };
  const pool = new Pool(nodeWorkerFactory(), workers);
  try {
    say(`tuning ${start.name} on ${game.id} (preset ${spec.preset}), train ${train.lo}..${train.hi - 1}, ${rounds} rounds, ${workers} workers`);
    const t0 = performance.now();
    const search = await coordinateSearch(
      pool,
      spec,
      start as WeightedRecord,
      train,
      rounds,
      (s) => say(`  round ${s.round}: ${s.feature} ${s.weight} -> ${s.tried}: won ${s.won} (best ${s.best})${s.kept ? "  kept" : ""}`),
      (r) => {
        if (out) writeFileSync(out, `${JSON.stringify(r, null, 2)}\n`);
      },
    );
    const before = await playRecord(pool, spec, start as WeightedRecord, test);
    const after = await playRecord(pool, spec, search.record, test);
    const h = compareHeldOut(before, after);
    const seconds = (performance.now() - t0) / 1000;
    if (json) {
      process.stdout.write(
        `${JSON.stringify({ game: game.id, preset: spec.preset, train: `${train.lo}..${train.hi - 1}`, test: `${test.lo}..${test.hi - 1}`, untuned: start, tuned: search.record, trainWon: { before: search.first.won, after: search.played.won, deals: search.played.deals }, heldOut: h, seconds })}\n`,
      );
      return 0;
    }
    say(`training seeds: won ${search.first.won} -> ${search.played.won} of ${search.played.deals}`);
    say(`tuned weights: ${JSON.stringify(search.record.weights)}${out ? ` (written to ${out})` : ""}`);
    say(`held-out seeds ${test.lo}..${test.hi - 1}:`);
    say(`  untuned ${h.before.won} of ${h.before.deals} = ${pct(h.before.won / h.before.deals)} [${pct(h.before.interval[0])}, ${pct(h.before.interval[1])}]`);
    say(`  tuned   ${h.after.won} of ${h.after.deals} = ${pct(h.after.won / h.after.deals)} [${pct(h.after.interval[0])}, ${pct(h.after.interval[1])}]`);
    say(
      `  paired: tuned alone won ${h.b}, untuned alone ${h.c}; difference ${pct(h.difference)} [${pct(h.differenceInterval[0])}, ${pct(h.differenceInterval[1])}], McNemar p = ${h.pValue.toPrecision(3)}`,
    );
    say(`${seconds.toFixed(1)} s`);
    return 0;
  } finally {
    await pool.close();
  }
}
