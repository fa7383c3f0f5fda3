// One JSON record per deal: the lab's results as data (JSONL files, IndexedDB).

import { VERDICTS, type Verdict } from "../engine/engine.ts";
import type { Settings } from "../games/values.ts";
import { splitLegacySettings } from "../games/legacy-settings.ts";
import type { ChunkResult } from "./chunk.ts";
import type { RunSpec } from "./spec.ts";
import { MOVE_LIMIT, recordTag } from "../games/strategy-record.ts";

export interface DealRecord {
  game: string;
  preset: string;
  settings: Settings;
  strategy: string;
  /** The strategy's own settings, where it has any. */
  strategySettings?: Settings;
  /** The strategy record `record` played: its name and a hash of it (strategy-record.ts's recordTag); the whole record is in the file's provenance. */
  strategyRecord?: string;
  numbering: string;
  seed: number;
  result: Verdict;
  score: number;
  nodes: number;
  ms: number;
  /**
   * Moves in the play, or in the solution / best line found: for the solver,
   * the line cut of back-and-forth and detours, as `solve` and the viewer show it.
   */
  moves: number;
  /** Solver only: the moves cut from the engine's line (which had moves + movesCut); absent in records made before lines were cut in runs. */
  movesCut?: number;
  /** Solver only: the bound on the best score, and whether the score is proven optimal. */
  scoreBound?: number;
  proven?: boolean;
  /** Why the deal is an error. */
  error?: string;
  /** A strategy's play cut at its move limit (the record's moveLimit, or the lab's 5,000 moves): lost for that reason. */
  stopped?: "move limit";
}

/** Whether a strategy's play of `moves` moves, not won, was cut at its move limit. */
export function cutAtMoveLimit(spec: RunSpec, result: Verdict, moves: number): boolean {
  return spec.strategy !== "solver" && result === "lost" && moves >= (spec.strategyRecord?.moveLimit ?? MOVE_LIMIT);
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The fields every record of a run shares, as the start of a JSON object. */
function sharedPrefix(spec: RunSpec): string {
  return (
    `{"game":${JSON.stringify(spec.game)},"preset":${JSON.stringify(spec.preset)},"settings":${JSON.stringify(spec.settings)},` +
    `"strategy":${JSON.stringify(spec.strategy)},${spec.strategySettings ? `"strategySettings":${JSON.stringify(spec.strategySettings)},` : ""}` +
    `${spec.strategyRecord ? `"strategyRecord":${JSON.stringify(recordTag(spec.strategyRecord))},` : ""}` +
    `"numbering":${JSON.stringify(spec.numbering)},"seed":`
  );
}

/** The chunk's records as JSONL text (one line per deal, each ending in a newline). */
export function chunkToJsonl(spec: RunSpec, c: ChunkResult): string {
  const prefix = sharedPrefix(spec);
  const solver = spec.strategy === "solver";
  let out = "";
  for (let i = 0; i < c.count; i++) {
    out += `${prefix}${c.seedLo + i},"result":"${VERDICTS[c.result[i]]}","score":${c.score[i]},"nodes":${c.nodes[i]},"ms":${round3(c.ms[i])},"moves":${c.moves[i]}`;
    if (c.movesCut) out += `,"movesCut":${c.movesCut[i]}`;
    if (solver) out += `,"scoreBound":${c.scoreBound[i]},"proven":${c.proven[i] === 1}`;
    if (c.errors[i] !== undefined) out += `,"error":${JSON.stringify(c.errors[i])}`;
    if (cutAtMoveLimit(spec, VERDICTS[c.result[i]], c.moves[i])) out += `,"stopped":"move limit"`;
    out += "}\n";
  }
  return out;
}

export function chunkToRecords(spec: RunSpec, c: ChunkResult): DealRecord[] {
  const solver = spec.strategy === "solver";
  return Array.from({ length: c.count }, (_, i) => ({
    game: spec.game,
    preset: spec.preset,
    settings: spec.settings,
    strategy: spec.strategy,
    ...(spec.strategySettings ? { strategySettings: spec.strategySettings } : {}),
    ...(spec.strategyRecord ? { strategyRecord: recordTag(spec.strategyRecord) } : {}),
    numbering: spec.numbering,
    seed: c.seedLo + i,
    result: VERDICTS[c.result[i]],
    score: c.score[i],
    nodes: c.nodes[i],
    ms: round3(c.ms[i]),
    moves: c.moves[i],
    ...(c.movesCut ? { movesCut: c.movesCut[i] } : {}),
    ...(solver ? { scoreBound: c.scoreBound[i], proven: c.proven[i] === 1 } : {}),
    ...(c.errors[i] !== undefined ? { error: c.errors[i] } : {}),
    ...(cutAtMoveLimit(spec, VERDICTS[c.result[i]], c.moves[i]) ? { stopped: "move limit" as const } : {}),
  }));
}

/**
 * Whether a record belongs to the experiment `spec` describes (a record
 * written when strategies' settings were kept among the game's is read as
 * now: legacy-settings.ts).
 */
export function sameExperiment(r: DealRecord, spec: RunSpec): boolean {
  if (r.game !== spec.game || r.preset !== spec.preset || r.strategy !== spec.strategy || r.numbering !== spec.numbering) return false;
  if (r.strategyRecord !== (spec.strategyRecord ? recordTag(spec.strategyRecord) : undefined)) return false;
  const { settings, strategySettings } = splitLegacySettings(r.settings ?? {}, r.strategy);
  const own = { ...strategySettings, ...(r.strategySettings ?? {}) };
  return JSON.stringify(settings) === JSON.stringify(spec.settings) && JSON.stringify(own) === JSON.stringify(spec.strategySettings ?? {});
}
