// Playing or solving a run of consecutive seeds on one engine instance: what a
// worker does with each chunk it is handed. Every win is replayed through the
// TypeScript reference before it counts; a mismatch becomes an error record.

import type { Layout } from "../core/layout.ts";
import type { BatchResult, Engine } from "../engine/engine.ts";
import { findGame, type GameDef, type Settings } from "../games/catalogue.ts";
import { replay } from "../games/reference/index.ts";
import { engineSettingValues, requireStrategy } from "../games/settings.ts";
import type { RunSpec } from "./spec.ts";

export const RESULT_CODES = { won: 0, lost: 1, unknown: 2, error: 3 } as const;

/**
 * Results of `count` consecutive seeds from `seedLo`, one slot per deal in
 * each column (cheap to transfer): the engine's batch columns, plus why any
 * deal is an error, by its index in the chunk.
 */
export interface ChunkResult extends BatchResult {
  seedLo: number;
  errors: Record<number, string>;
}

export function emptyChunk(seedLo: number, count: number): ChunkResult {
  return {
    seedLo, count,
    result: new Uint8Array(count), score: new Int32Array(count), scoreBound: new Int32Array(count),
    proven: new Uint8Array(count), moves: new Int32Array(count), nodes: new Float64Array(count), ms: new Float64Array(count),
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

export const chunkBuffers = (c: ChunkResult): ArrayBuffer[] =>
  [c.result, c.score, c.scoreBound, c.proven, c.moves, c.nodes, c.ms].map((a) => a.buffer as ArrayBuffer);

const configured = new WeakMap<Engine, string>();

/** Selects the game and its settings in the engine (skipped when already so). */
export function configureEngine(engine: Engine, game: GameDef, settings: Settings): void {
  const key = JSON.stringify([game.id, settings]);
  if (configured.get(engine) === key) return;
  engine.selectGame(game.engineId);
  engine.setSettings(engineSettingValues(game, settings));
  engine.setDealSpec(game.dealSpec(settings));
  configured.set(engine, key);
}

/** Replays a win through the reference; returns why it fails, or null. */
function checkWin(game: GameDef, spec: RunSpec, layout: Layout, online: boolean, moves: number[]): string | null {
  const r = replay(game.id, layout, spec.settings, online, moves);
  if (!r.ok) return `engine reported a win the reference rejects: ${r.problem}`;
  if (!r.won) return `engine reported a win, but the reference ends with score ${r.score}, not won`;
  return null;
}

export function runChunk(engine: Engine, spec: RunSpec, seedLo: number, count: number): ChunkResult {
  const game = findGame(spec.game);
  if (!game) throw new Error(`unknown game ${spec.game}`);
  configureEngine(engine, game, spec.settings);
  const strategy = requireStrategy(game, spec.strategy);
  const out = emptyChunk(seedLo, count);
  const solver = strategy.engineId === 0;

  if (solver) {
    // One deal at a time: each search's moves are checked right after it.
    for (let i = 0; i < count; i++) {
      const seed = seedLo + i;
      const t0 = performance.now();
      engine.dealSeed(spec.numbering, seed);
      engine.start(false);
      const r = engine.solve(spec.budget);
      out.ms[i] = performance.now() - t0;
      out.result[i] = RESULT_CODES[r.result];
      out.score[i] = r.score;
      out.scoreBound[i] = r.scoreBound;
      out.proven[i] = r.proven ? 1 : 0;
      out.nodes[i] = r.nodes;
      out.moves[i] = r.moves.length;
      if (r.result === "won") {
        const problem = checkWin(game, spec, engine.layout(), false, r.moves);
        if (problem) {
          out.result[i] = RESULT_CODES.error;
          out.errors[i] = problem;
        }
      }
    }
    return out;
  }

  // Strategies: whole batches inside the engine; wins are re-played one by one
  // to get their moves for the reference check (strategies are deterministic per deal).
  for (let done = 0; done < count; ) {
    const b = engine.runBatch(spec.numbering, seedLo + done, Math.min(count - done, engine.batchMax), strategy.engineId, spec.rngSeed, spec.budget);
    out.result.set(b.result, done);
    out.score.set(b.score, done);
    out.scoreBound.set(b.scoreBound, done);
    out.proven.set(b.proven, done);
    out.moves.set(b.moves, done);
    out.nodes.set(b.nodes, done);
    out.ms.set(b.ms, done);
    for (let k = 0; k < b.count; k++) {
      if (b.result[k] !== RESULT_CODES.won) continue;
      const seed = seedLo + done + k;
      engine.dealSeed(spec.numbering, seed);
      const layout = engine.layout();
      engine.start(true);
      const r = engine.playStrategy(strategy.engineId, seed, spec.rngSeed);
      const problem = r.result !== "won" ? "the strategy's replay did not win again" : checkWin(game, spec, layout, true, r.moves);
      if (problem) {
        out.result[done + k] = RESULT_CODES.error;
        out.errors[done + k] = problem;
      }
    }
    done += b.count;
  }
  return out;
}
