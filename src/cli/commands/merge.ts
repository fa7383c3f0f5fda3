// `solitaire-lab merge FILE... --out FILE`: records files of one experiment
// (shards, or parts run on several machines) joined into one with its summary.

import { UserError } from "../../core/errors.ts";
import { plural, presetText } from "../../core/figures.ts";
import { findGame } from "../../games/catalogue.ts";
import { mergeFiles } from "../../run/merge.ts";
import { labVersion } from "../../run/provenance-node.ts";
import { seedsText, specOf } from "../../run/provenance.ts";
import { flag, required } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";
import { strategyText } from "../experiment-options.ts";
import { fmtInt } from "../progress.ts";
import { summaryText } from "../summary-text.ts";

const MERGE_OPTIONS: OptionDef[] = [
  { flags: "--out <FILE.jsonl>", help: "the merged records file (required; must not exist yet)" },
  { flags: "--json", help: "print the report and summary as JSON" },
];

/** Ranges as "a..b, c..d" (the first few). */
const rangesText = (ranges: { lo: number; hi: number }[], most = 8) =>
  ranges.slice(0, most).map(seedsText).join(", ") + (ranges.length > most ? `, and ${fmtInt(ranges.length - most)} more ranges` : "");

export const mergeCommand = () =>
  labCommand("merge", "join records files of one experiment (shards, or parts from several machines) into one, with its summary", MERGE_OPTIONS, merge, {
    name: "<FILE...>",
    help: "the records files to join",
  }).addHelpText(
    "after",
    `
example:
  solitaire-lab merge part1.jsonl part2.jsonl part3.jsonl --out all.jsonl`,
  );

function merge(p: Opts, files: string[]): number {
  const out = required(p, "out", "the merged file to write");
  if (files.length === 0) throw new UserError("merge needs the records files to join: solitaire-lab merge FILE... --out FILE");
  if (files.includes(out)) throw new UserError(`--out ${out} is one of the files to merge; choose a new file`);

  const r = mergeFiles(files, out, labVersion());
  const e = r.header.experiment;
  const summary = r.tally.summary();
  const report = {
    files: r.files.map((f) => ({ file: f.path, records: f.records, duplicates: f.duplicates, ...(f.cutBytes ? { cutBytes: f.cutBytes } : {}) })),
    records: r.records,
    duplicates: r.duplicates,
    conflicting: r.conflicting,
    missing: r.missing,
    missingRanges: r.missingRanges.slice(0, 100).map(seedsText),
  };
  if (flag(p, "json")) {
    process.stdout.write(`${JSON.stringify({ ...e, seeds: r.header.seeds, engine: r.header.engine, out, ...report, ...summary })}\n`);
    return 0;
  }
  const game = findGame(e.game);
  if (!game) throw new UserError(`the files are of a game this lab does not know: ${e.game}`);
  const extra = [
    `merged ${plural(files.length, "file")} into ${out} (engine ${r.header.engine}, ${plural(r.header.machines.length, "machine")})`,
    ...r.files.map(
      (f) =>
        `  ${f.path}: ${plural(f.records, "record")}${f.duplicates ? `, ${fmtInt(f.duplicates)} of seeds already read` : ""}${f.cutBytes ? `, a half-written last line left out` : ""}`,
    ),
    `records ${fmtInt(r.records)}   duplicates ${fmtInt(r.duplicates)}${r.duplicates ? ` (${fmtInt(r.conflicting)} with another outcome; the first read is kept)` : ""}   missing ${fmtInt(r.missing)}${r.missing ? `: ${rangesText(r.missingRanges)}` : ""}`,
  ];
  const title = `${game.id}, ${presetText(e.preset, e.settings)}, strategy ${strategyText(specOf(r.header))}, ${e.numbering} seeds ${r.header.seeds}`;
  process.stdout.write(summaryText(game, title, summary, extra));
  return 0;
}
