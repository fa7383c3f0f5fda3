// Playing or solving a run of consecutive seeds on one engine instance: what a
// worker does with each chunk it is handed. Every win is replayed through the
// TypeScript reference before it counts, and so is the solver's best line short
// of a win (its score must be the one reported); a mismatch becomes an error record.
// Where the run keeps records, the solver's lines are cut of back-and-forth and
// detours first, as `solve` and the viewer cut them, so that a record's moves
// are the line a user replays (RunSpec.cutLines).

import type { DealColumns, Engine } from "../engine/engine.ts";
import { findGame, type GameDef } from "../games/catalogue.ts";
import { requireStrategy } from "../games/settings.ts";
import { withoutDetours } from "./line-detours.ts";
import { configureEngine, configureStrategy, playOnEngine, replayPlay } from "./play-deal.ts";
import type { RunSpec } from "./spec.ts";

export const RESULT_CODES = { won: 0, lost: 1, unknown: 2, error: 3 } as const;

/**
 * Results of `count` consecutive seeds from `seedLo`, one slot per deal in
 * each column (cheap to transfer), plus why any deal is an error, by its
 * index in the chunk.
 */
export interface ChunkResult extends DealColumns {
  seedLo: number;
  errors: Record<number, string>;
  /**
   * The solver's chunks: moves cut from the engine's line as back-and-forth
   * and detours (`moves` counts the line that is left). Absent in strategies'
   * chunks and in chunks stored before lines were cut in runs.
   */
  movesCut?: Int32Array;
  /** Milliseconds the chunk kept its worker busy (playing, checking, cutting). */
  wallMs?: number;
}

export function emptyChunk(seedLo: number, count: number): ChunkResult {
  return {
    seedLo,
    count,
    result: new Uint8Array(count),
    score: new Int32Array(count),
    scoreBound: new Int32Array(count),
    proven: new Uint8Array(count),
    moves: new Int32Array(count),
    nodes: new Float64Array(count),
    ms: new Float64Array(count),
    errors: {},
  };
}

/** A chunk in which every deal is an error (a worker died on it). */
export function errorChunk(seedLo: number, count: number, message: string): ChunkResult {
  const c = emptyChunk(seedLo, count);
  c.result.fill(RESULT_CODES.error);
  for (let i = 0; i < count; i++) c.errors[i] = message;
  return c;
}

/**
 * Seeds `from`..`from+count-1` of a chunk as a chunk of their own (views,
 * nothing copied); a column stored empty (a strategy's bound and proof) stays empty.
 */
export function sliceChunk(c: ChunkResult, from: number, count: number): ChunkResult {
  const a = from - c.seedLo;
  const b = a + count;
  const errors: Record<number, string> = {};
  for (const [k, m] of Object.entries(c.errors)) if (Number(k) >= a && Number(k) < b) errors[Number(k) - a] = m;
  const part = <T extends { length: number; subarray(a: number, b: number): T }>(x: T) => (x.length ? x.subarray(a, b) : x);
  return {
    seedLo: from,
    count,
    errors,
    result: c.result.subarray(a, b),
    score: c.score.subarray(a, b),
    scoreBound: part(c.scoreBound),
    proven: part(c.proven),
    moves: c.moves.subarray(a, b),
    nodes: c.nodes.subarray(a, b),
    ms: c.ms.subarray(a, b),
    ...(c.movesCut ? { movesCut: c.movesCut.subarray(a, b) } : {}),
  };
}

export const chunkBuffers = (c: ChunkResult): ArrayBuffer[] =>
  [c.result, c.score, c.scoreBound, c.proven, c.moves, c.nodes, c.ms, ...(c.movesCut ? [c.movesCut] : [])].map((a) => a.buffer as ArrayBuffer);

/** Marks deal i an error when the reference finds a problem with its play. */
function check(out: ChunkResult, i: number, problem: string | undefined): void {
  if (problem === undefined) return;
  out.result[i] = RESULT_CODES.error;
  out.errors[i] = problem;
}

export function runChunk(engine: Engine, spec: RunSpec, seedLo: number, count: number): ChunkResult {
  const t0 = performance.now();
  const game = findGame(spec.game);
  if (!game) throw new Error(`unknown game ${spec.game}`);
  configureEngine(engine, game, spec.settings);
  const out = emptyChunk(seedLo, count);
  if (requireStrategy(game, spec.strategy, spec.settings).engineId === 0) solveChunk(engine, game, spec, out, spec.cutLines === true);
  else playChunk(engine, game, spec, out);
  out.wallMs = performance.now() - t0;
  return out;
}

/**
 * The solver, one deal at a time; each line (a win, or the best line short of
 * one), cut of its detours as playDeal cuts it when the run keeps records, is
 * replayed right after its search, and its score must be the score reported.
 */
function solveChunk(engine: Engine, game: GameDef, spec: RunSpec, out: ChunkResult, cutLines: boolean): void {
  const cut = cutLines ? (out.movesCut = new Int32Array(out.count)) : undefined;
  for (let i = 0; i < out.count; i++) {
    const { play: r, ms } = playOnEngine(engine, game, spec, { seed: out.seedLo + i });
    const layout = engine.layout();
    const moves: ArrayLike<number> = cut ? withoutDetours(engine, game.id, layout, spec.settings, false, r.moves).moves : r.moves;
    out.ms[i] = ms;
    out.result[i] = RESULT_CODES[r.result];
    out.score[i] = r.score;
    out.scoreBound[i] = r.scoreBound;
    out.proven[i] = r.proven ? 1 : 0;
    out.nodes[i] = r.nodes;
    out.moves[i] = moves.length;
    if (cut) cut[i] = r.moves.length - moves.length;
    check(out, i, replayPlay(game, spec.settings, layout, false, r, moves).problem);
  }
}

/**
 * A strategy: whole batches inside the engine, which keeps every won deal's
 * moves; each win is replayed through the reference from them. A win whose
 * moves did not fit in the engine's area is played once more to get them.
 */
function playChunk(engine: Engine, game: GameDef, spec: RunSpec, out: ChunkResult): void {
  const strategy = requireStrategy(game, spec.strategy);
  configureStrategy(engine, game, strategy, spec.strategySettings, spec.strategyRecord);
  for (let done = 0; done < out.count;) {
    const b = engine.runBatch(spec.numbering, out.seedLo + done, Math.min(out.count - done, engine.batchMax), strategy.engineId, spec.rngSeed);
    out.result.set(b.result, done);
    out.score.set(b.score, done);
    out.scoreBound.set(b.scoreBound, done);
    out.proven.set(b.proven, done);
    out.moves.set(b.moves, done);
    out.nodes.set(b.nodes, done);
    out.ms.set(b.ms, done);
    for (let k = 0; k < b.count; k++) {
      if (b.result[k] !== RESULT_CODES.won) continue;
      const seed = out.seedLo + done + k;
      const at = b.moveAt[k];
      let moves: ArrayLike<number>;
      let problem: string | undefined;
      if (at >= 0) moves = b.winMoves.subarray(at, at + b.moves[k]);
      else {
        const again = playOnEngine(engine, game, spec, { seed });
        moves = again.play.moves;
        if (again.play.result !== "won") problem = "the strategy's second play of a won deal did not win";
      }
      engine.dealSeed(spec.numbering, seed);
      check(out, done + k, problem ?? replayPlay(game, spec.settings, engine.layout(), true, "won", moves).problem);
    }
    done += b.count;
  }
}
