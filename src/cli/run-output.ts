// What `run` writes, locally or through the queue: the --out file opened (or
// resumed, saying so on stderr) and the summary at the end, as text or JSON.

import type { GameDef } from "../games/catalogue.ts";
import type { SeedRange } from "../core/seed-range.ts";
import { seedsText, type Provenance } from "../run/provenance.ts";
import type { RunSpec } from "../run/spec.ts";
import { shardText, type Shard } from "../run/shard.ts";
import { Tally, type Summary } from "../run/tally.ts";
import { plural, presetText } from "../core/figures.ts";
import { strategyText } from "./experiment-options.ts";
import { RecordsFile, type Resumed } from "./records-file.ts";
import { summaryText } from "./summary-text.ts";

export interface Output {
  file?: RecordsFile;
  tally: Tally;
  todo: SeedRange[];
  resumed?: Resumed;
}

/** Opens --out (if given) for the seeds `ranges`, reporting what a --resume found. */
export function openOutput(outPath: string | undefined, spec: RunSpec, ranges: SeedRange[], resume: boolean, header: Provenance, headerRoom = 0): Output {
  if (!outPath) return { tally: new Tally(), todo: ranges };
  const { file, resumed } = RecordsFile.open(outPath, spec, ranges, resume, header, headerRoom);
  if (resumed.recorded) process.stderr.write(`resumed: ${plural(resumed.recorded, "deal")} already in ${outPath}\n`);
  if (resumed.cutBytes) process.stderr.write(`cut a half-written last line (${resumed.cutBytes} bytes) left by an interrupted run\n`);
  return { file, tally: resumed.tally, todo: resumed.todo, resumed };
}

export interface RunReport {
  game: GameDef;
  spec: RunSpec;
  range: SeedRange;
  shard?: Shard;
  summary: Summary;
  /** Fields after the summary's in --json. */
  json: Record<string, unknown>;
  /** Lines after the summary's in the text. */
  lines: string[];
}

export function printRunReport(r: RunReport, asJson: boolean): void {
  const { spec, shard } = r;
  const seeds = seedsText(r.range);
  if (asJson) {
    const head = {
      game: spec.game,
      preset: spec.preset,
      settings: spec.settings,
      strategy: spec.strategy,
      ...(spec.strategySettings ? { strategySettings: spec.strategySettings } : {}),
      ...(spec.strategyRecord ? { strategyRecord: spec.strategyRecord } : {}),
      numbering: spec.numbering,
      seeds,
      ...(shard ? { shard } : {}),
    };
    process.stdout.write(`${JSON.stringify({ ...head, ...r.summary, ...r.json })}\n`);
    return;
  }
  const title = `${r.game.id}, ${presetText(spec.preset, spec.settings)}, strategy ${strategyText(spec)}, ${spec.numbering} seeds ${seeds}${shard ? `, shard ${shardText(shard)}` : ""}`;
  process.stdout.write(summaryText(r.game, title, r.summary, r.lines));
}

/** Ctrl-C (or SIGTERM) calls `stop` once; `interrupted` says whether it came. */
export function onInterrupt(stop: () => void): { interrupted: () => boolean; release: () => void } {
  let came = false;
  const handler = () => {
    came = true;
    stop();
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
  return {
    interrupted: () => came,
    release: () => {
      process.off("SIGINT", handler);
      process.off("SIGTERM", handler);
    },
  };
}
