// A typed wrapper over one instance of the engine (build/engine.wasm): the
// same code serves the worker pool, the CLI's single-deal commands and tests.

import { decodeLayout, encodeLayout, type Layout } from "../core/layout.ts";
import type { Card } from "../core/cards.ts";
import type { DealSpec, Numbering } from "../core/numbering.ts";

export type Verdict = "won" | "lost" | "unknown" | "error";
export const VERDICTS: readonly Verdict[] = ["won", "lost", "unknown", "error"];

export interface Budget {
  /** Search nodes per deal; 0 = no limit. */
  nodes: number;
  /** Milliseconds per deal; 0 = no limit. */
  timeMs: number;
  /** Transposition table size in MiB. */
  ttMiB: number;
}

export interface PlayResult {
  result: Verdict;
  score: number;
  /** The solver's bound on the best score (equal to score when proven). */
  scoreBound: number;
  proven: boolean;
  nodes: number;
  moves: number[];
}

/** How a solve is going, as the engine reports it while it searches. */
export interface SolveProgress {
  /** Nodes searched so far. */
  nodes: number;
  /** The best score found so far. */
  best: number;
  /** Milliseconds since the solve began. */
  ms: number;
}

/**
 * The tableau solver's kinds of phase, in the engine's order
 * (assembly/games/tableau/profile.ts's PHASE_*): a game's profile lists
 * which it runs, in its own order.
 */
export const SOLVER_PHASES = [
  "dive",
  "portfolio",
  "spider-beams",
  "first-beams",
  "best-first",
  "wins-only",
  "later-beams",
  "depth-first",
  "open-talon",
] as const;
export type SolverPhase = (typeof SOLVER_PHASES)[number];

/** How often a solve reports its progress when asked to (milliseconds). */
export const PROGRESS_EVERY_MS = 250;

/** One value per deal in each column (cheap to transfer between threads). */
export interface DealColumns {
  count: number;
  result: Uint8Array;
  score: Int32Array;
  scoreBound: Int32Array;
  proven: Uint8Array;
  moves: Int32Array;
  nodes: Float64Array;
  ms: Float64Array;
}

/** A batch of strategy plays: the columns, and the moves of every won deal. */
export interface BatchResult extends DealColumns {
  /** Where deal k's moves start in winMoves (moves[k] of them), or -1: not won, or a win whose moves were not kept. */
  moveAt: Int32Array;
  winMoves: Int32Array;
}

/** A game as the engine registers it (assembly/registry.ts), by engine id. */
export interface EngineGame {
  name: string;
  /** Strategy names by engine id; 0 is the solver. */
  strategies: string[];
  /** Settings in the order setSettings() takes them, each with its allowed values. */
  settings: { name: string; min: number; max: number }[];
}

interface Exports {
  memory: WebAssembly.Memory;
  ioPtr(): number;
  movePtr(): number;
  batchMax(): number;
  resultPtr(): number;
  scorePtr(): number;
  movesCountPtr(): number;
  nodesPtr(): number;
  msPtr(): number;
  boundPtr(): number;
  provenPtr(): number;
  gameCount(): number;
  gameName(id: number): number;
  strategyCount(id: number): number;
  strategyName(id: number, s: number): number;
  settingCount(id: number): number;
  settingName(id: number, i: number): number;
  settingMin(id: number, i: number): number;
  settingMax(id: number, i: number): number;
  selectGame(id: number): number;
  setSetting(index: number, value: number): number;
  setStrategySetting(strategy: number, index: number, value: number): number;
  setStrategyRecord(len: number): number;
  setDealSpec(
    deck: number,
    decks: number,
    aces: number,
    stock: number,
    row: number,
    piles: number,
    staircase: number,
    dark: number,
    ranks: number,
    dealtDown: number,
    suits: number,
    hole: number,
    cellsFilled: number,
    reserveStack: number,
    randomBase: number,
  ): void;
  dealSeed(numbering: number, seed: number): number;
  svShuffled(seed: number, deck: number, decks: number): number;
  svShuffledLanes(seed: number, outputs: number, deck: number, decks: number): number;
  readDeal(len: number): number;
  writeDeal(): number;
  start(online: number): number;
  legalMoves(): number;
  searchMoves(): number;
  play(m: number): void;
  unplay(m: number): void;
  positionKey(): bigint;
  children(deep: number): number;
  childPtrs(what: number): number;
  reaching(thenLen: number, target: bigint): number;
  reachingPlays(): number;
  positionCheck(): number;
  isWon(): number;
  currentScore(): number;
  observe(): number;
  dump(): number;
  solve(nodes: number, timeMs: number, ttMiB: number): number;
  reportProgress(ms: number): void;
  resultNodes(): number;
  resultLength(): number;
  resultScore(): number;
  resultBound(): number;
  resultProven(): number;
  resultPhaseNodes(kind: number): number;
  solverPhaseCount(): number;
  playStrategy(strategy: number, deal: number, seed: number): number;
  runBatch(numbering: number, seedLo: number, count: number, strategy: number, rngSeed: number): number;
  winMovesPtr(): number;
  winMovesLength(): number;
  moveAtPtr(): number;
  limitWinMoves(room: number): void;
  skipDive(on: number): void;
  aimMoves(on: number): void;
  repack(): number;
  onlyPhases(mask: number): void;
  limitSearchDepth(depth: number): void;
  debugTrap(): void;
}

const NUMBERING_IDS: Record<Numbering, number> = { sv: 0, ms: 1 };
const HOLE_IDS: Record<NonNullable<DealSpec["hole"]>, number> = { none: 0, "ace-of-spades": 1, last: 2 };
const IO_BYTES = 1 << 16;

/** Reads an AssemblyScript string (UTF-16, length before it) for abort messages. */
function readString(memory: WebAssembly.Memory, ptr: number): string {
  if (!ptr) return "";
  const bytes = new Uint32Array(memory.buffer)[(ptr - 4) >>> 2];
  return String.fromCharCode(...new Uint16Array(memory.buffer, ptr, bytes >>> 1));
}

export async function instantiateEngine(module: WebAssembly.Module): Promise<Engine> {
  let memory: WebAssembly.Memory | undefined;
  let engine: Engine | undefined;
  const imports = {
    env: {
      now: () => performance.now(),
      progress: (nodes: number, best: number, ms: number) => engine?.progressListener?.({ nodes, best, ms }),
      abort: (msg: number, file: number, line: number, col: number) => {
        const where = memory ? `${readString(memory, file)}:${line}:${col}` : "";
        throw new Error(`engine aborted: ${memory ? readString(memory, msg) : ""} ${where}`);
      },
    },
  };
  const instance = await WebAssembly.instantiate(module, imports);
  const exports = instance.exports as unknown as Exports;
  memory = exports.memory;
  engine = new Engine(exports);
  return engine;
}

export class Engine {
  readonly batchMax: number;
  /** Told of a solve's progress while it runs (solve()'s onProgress). */
  progressListener: ((p: SolveProgress) => void) | undefined;

  constructor(private readonly x: Exports) {
    this.batchMax = x.batchMax();
  }

  /** Bytes of this instance's memory: its fixed areas (64 MiB) and the search tables it was asked for (--memory-mb). */
  memoryBytes(): number {
    return this.x.memory.buffer.byteLength;
  }

  private bytes(ptr: number, n: number): Uint8Array {
    return new Uint8Array(this.x.memory.buffer, ptr, n);
  }
  private moveList(n: number): number[] {
    // A plain copy (Array.from walks the view through its iterator, several times slower per move).
    const view = new Int32Array(this.x.memory.buffer, this.x.movePtr(), n);
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) out[i] = view[i];
    return out;
  }

  private text(n: number): string {
    return new TextDecoder().decode(this.bytes(this.x.ioPtr(), n));
  }

  /** Every game the engine plays, by engine id: what the catalogue must agree with. */
  registry(): EngineGame[] {
    const x = this.x;
    return Array.from({ length: x.gameCount() }, (_, id) => ({
      name: this.text(x.gameName(id)),
      strategies: Array.from({ length: x.strategyCount(id) }, (_, s) => this.text(x.strategyName(id, s))),
      settings: Array.from({ length: x.settingCount(id) }, (_, i) => ({
        name: this.text(x.settingName(id, i)),
        min: x.settingMin(id, i),
        max: x.settingMax(id, i),
      })),
    }));
  }

  selectGame(engineId: number): void {
    if (this.x.selectGame(engineId) !== 0) throw new Error(`the engine has no game ${engineId}`);
  }

  /** Settings as numbers in the catalogue's order. */
  setSettings(values: number[]): void {
    values.forEach((v, i) => {
      if (this.x.setSetting(i, v) !== 0) throw new Error(`the engine refused setting ${i} = ${v}`);
    });
  }

  /** Strategy `strategyId`'s settings as numbers, in its record's order (it keeps them until set again). */
  setStrategySettings(strategyId: number, values: number[]): void {
    values.forEach((v, i) => {
      if (this.x.setStrategySetting(strategyId, i, v) !== 0) throw new Error(`the engine refused setting ${i} = ${v} of strategy ${strategyId}`);
    });
  }

  setDealSpec(s: DealSpec): void {
    this.x.setDealSpec(
      s.deck === "wish" ? 1 : 0,
      s.decks,
      +s.acesOnFoundations,
      s.stock,
      s.row,
      s.piles,
      +s.staircase,
      +s.darkFaces,
      s.ranks ?? 13,
      s.dealtDown ? 1 : 0,
      s.suits ?? 4,
      HOLE_IDS[s.hole ?? "none"],
      s.cellsFilled ?? 0,
      s.reserveStack ?? 0,
      s.randomBase ? 1 : 0,
    );
  }

  /** Deals a seed into the engine's layout. */
  dealSeed(numbering: Numbering, seed: number): void {
    if (this.x.dealSeed(NUMBERING_IDS[numbering], seed >>> 0) !== 0) throw new Error(`bad numbering ${numbering}`);
  }

  svShuffled(seed: number, deck: DealSpec["deck"] = "standard", decks = 1): Card[] {
    const n = this.x.svShuffled(seed >>> 0, deck === "wish" ? 1 : 0, decks);
    return Array.from(this.bytes(this.x.ioPtr(), n));
  }

  /** Decks of seeds seed..seed+3 from the SIMD-seeded batch generators (tests). */
  svShuffledLanes(seed: number, outputs: number, deck: DealSpec["deck"] = "standard", decks = 1): Card[][] {
    const n = this.x.svShuffledLanes(seed >>> 0, outputs, deck === "wish" ? 1 : 0, decks);
    const all = Array.from(this.bytes(this.x.ioPtr(), n));
    const each = n / 4;
    return [0, 1, 2, 3].map((l) => all.slice(l * each, (l + 1) * each));
  }

  /** The engine's current layout. */
  layout(): Layout {
    const n = this.x.writeDeal();
    // Decoded at once into plain arrays: the view needs no copy.
    return decodeLayout(this.bytes(this.x.ioPtr(), n));
  }

  loadLayout(layout: Layout): void {
    const wire = encodeLayout(layout);
    if (wire.length > IO_BYTES) throw new Error("deal too large for the engine");
    this.bytes(this.x.ioPtr(), wire.length).set(wire);
    const r = this.x.readDeal(wire.length);
    if (r !== 0) throw new Error(`the engine could not read the deal (code ${r})`);
  }

  /** The tableau games' strategy `record`: a strategy record as its whole numbers (strategy-record.ts's encodeRecord). */
  setStrategyRecord(words: number[]): void {
    if (words.length > 1 << 15) throw new Error("strategy record too large for the engine");
    new Int32Array(this.x.memory.buffer, this.x.movePtr(), words.length).set(words);
    if (this.x.setStrategyRecord(words.length) !== 0) throw new Error("the engine refused the strategy record");
  }

  /** The selected game takes over the layout; online = a strategy's game. */
  start(online: boolean): void {
    const r = this.x.start(online ? 1 : 0);
    if (r !== 0) throw new Error(`the deal does not fit this game (engine code ${r})`);
  }

  legalMoves(): number[] {
    return this.moveList(this.x.legalMoves());
  }
  /** Whether m is a legal move here (as legalMoves().includes(m), without copying the list). */
  isLegal(m: number): boolean {
    const n = this.x.legalMoves();
    const list = new Int32Array(this.x.memory.buffer, this.x.movePtr(), n);
    for (let i = 0; i < n; i++) if (list[i] === m) return true;
    return false;
  }
  /** The moves the solver's search tries from here (apply and undo them like legal moves). */
  searchMoves(): number[] {
    return this.moveList(this.x.searchMoves());
  }
  play(m: number): void {
    this.x.play(m);
  }
  unplay(m: number): void {
    this.x.unplay(m);
  }
  key(): bigint {
    return BigInt.asUintN(64, this.x.positionKey());
  }
  /**
   * The positions one legal move away, by key, and with `deep` two (each
   * first move before its seconds, in the order of legal moves); the
   * position is left as it was. Null when there are more than the engine's
   * area holds.
   */
  children(deep: boolean): { first: Int32Array; second: Int32Array; keys: BigUint64Array } | null {
    const n = this.x.children(deep ? 1 : 0);
    if (n < 0) return null;
    const buf = this.x.memory.buffer;
    return {
      first: new Int32Array(buf, this.x.childPtrs(0), n),
      second: new Int32Array(buf, this.x.childPtrs(1), n),
      keys: new BigUint64Array(buf, this.x.childPtrs(2), n),
    };
  }
  /**
   * The first legal move (in their order) that, followed by the moves
   * `then` (each checked legal as it comes), reaches the position of key
   * `target`, and the moves played trying; the position is left as it was.
   * Null when `then` is longer than the engine's area (4,096 moves).
   */
  reaching(then: number[], target: bigint): { move: number | undefined; plays: number } | null {
    if (then.length > 4096) return null;
    new Int32Array(this.x.memory.buffer, this.x.childPtrs(3), then.length).set(then);
    const m = this.x.reaching(then.length, BigInt.asIntN(64, target));
    return { move: m < 0 ? undefined : m, plays: this.x.reachingPlays() };
  }
  /** The position's 32-bit check (a second key by another hash). */
  check(): number {
    return this.x.positionCheck() >>> 0;
  }
  won(): boolean {
    return this.x.isWon() !== 0;
  }
  score(): number {
    return this.x.currentScore();
  }
  observe(): number[] {
    return Array.from(this.bytes(this.x.ioPtr(), this.x.observe()));
  }
  dump(): number[] {
    return Array.from(this.dumpView());
  }
  /** dump()'s bytes where the engine wrote them, good until the next call into it. */
  dumpView(): Uint8Array {
    return this.bytes(this.x.ioPtr(), this.x.dump());
  }

  private lastResult(code: number): PlayResult {
    return {
      result: VERDICTS[code] ?? "error",
      score: this.x.resultScore(),
      scoreBound: this.x.resultBound(),
      proven: this.x.resultProven() !== 0,
      nodes: this.x.resultNodes(),
      moves: this.moveList(this.x.resultLength()),
    };
  }

  /**
   * Thoughtful search from the current position (after start(false)). With
   * onProgress, it is told every PROGRESS_EVERY_MS how the search is going
   * (called from inside the search: it must not call the engine).
   */
  solve(budget: Budget, onProgress?: (p: SolveProgress) => void): PlayResult {
    this.progressListener = onProgress;
    this.x.reportProgress(onProgress ? PROGRESS_EVERY_MS : 0);
    try {
      return this.lastResult(this.x.solve(budget.nodes, budget.timeMs, budget.ttMiB));
    } finally {
      this.progressListener = undefined;
      this.x.reportProgress(0);
    }
  }

  /**
   * Nodes the last solve spent in each kind of phase that searched (tableau
   * games; the other games' solvers have one phase and report none).
   */
  phaseNodes(): { phase: SolverPhase; nodes: number }[] {
    if (this.x.solverPhaseCount() !== SOLVER_PHASES.length) throw new Error("the engine's solver phases differ from the host's list");
    return SOLVER_PHASES.map((phase, k) => ({ phase, nodes: this.x.resultPhaseNodes(k) })).filter((p) => p.nodes > 0);
  }

  /** A strategy plays the current position (after start(true)) to the end. */
  playStrategy(strategyId: number, dealSeed: number, rngSeed: number): PlayResult {
    return this.lastResult(this.x.playStrategy(strategyId, dealSeed >>> 0, rngSeed >>> 0));
  }

  /**
   * A strategy plays up to batchMax consecutive seeds inside the engine
   * (the solver goes deal by deal: solve()).
   */
  runBatch(numbering: Numbering, seedLo: number, count: number, strategyId: number, rngSeed: number): BatchResult {
    const n = this.x.runBatch(NUMBERING_IDS[numbering], seedLo >>> 0, count, strategyId, rngSeed >>> 0);
    if (n < 0) throw new Error("runBatch plays strategies only; the solver goes deal by deal (solve)");
    const buf = this.x.memory.buffer;
    return {
      count: n,
      result: new Uint8Array(buf, this.x.resultPtr(), n).slice(),
      score: new Int32Array(buf, this.x.scorePtr(), n).slice(),
      scoreBound: new Int32Array(buf, this.x.boundPtr(), n).slice(),
      proven: new Uint8Array(buf, this.x.provenPtr(), n).slice(),
      moves: new Int32Array(buf, this.x.movesCountPtr(), n).slice(),
      nodes: new Float64Array(buf, this.x.nodesPtr(), n).slice(),
      ms: new Float64Array(buf, this.x.msPtr(), n).slice(),
      moveAt: new Int32Array(buf, this.x.moveAtPtr(), n).slice(),
      winMoves: new Int32Array(buf, this.x.winMovesPtr(), this.x.winMovesLength()).slice(),
    };
  }

  /** Tests: room for this many won moves per batch (-1: all there is), so that some wins do not fit. */
  limitWinMoves(room: number): void {
    this.x.limitWinMoves(room);
  }

  /** Tests: the deepest line a depth-first search follows (0: as deep as it can), so that tiny deals reach the limit. */
  limitSearchDepth(depth: number): void {
    this.x.limitSearchDepth(depth);
  }

  /** Tests: the tableau solver starts without its dive, so that tiny deals reach its later phases. */
  skipDive(on: boolean): void {
    this.x.skipDive(on ? 1 : 0);
  }

  /** Tests: searchMoves() as the tableau's aimed searches play them (cards parked only with an aim, a dig finished once begun), or every move. */
  aimMoves(on: boolean): void {
    this.x.aimMoves(on ? 1 : 0);
  }

  /** Tests: the tableau's position packed and unpacked as best-first keeps it (nothing left to undo). */
  repack(): void {
    if (!this.x.repack()) throw new Error("repack: the position does not fit the test's buffer");
  }

  /** Tests: the tableau solver runs only these kinds of phase (none named: every phase of its plan), so that one can be checked alone. */
  onlyPhases(phases: readonly SolverPhase[]): void {
    this.x.onlyPhases(phases.reduce((m, p) => m | (1 << SOLVER_PHASES.indexOf(p)), 0));
  }

  /** Executes a wasm `unreachable` (crash tests). */
  trap(): void {
    this.x.debugTrap();
  }
}
