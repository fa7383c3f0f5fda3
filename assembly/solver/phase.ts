// A tableau solve as its phases see it (solver/tableau.ts runs them in the
// order the game's profile lists): the position and its budgets, the nodes
// spent so far, and the best line any phase has found short of a win. Each
// phase is given the solve and returns what it found (PhaseResult).

import { now } from "../engine/clock";
import { RESULT_UNKNOWN } from "./result";

/** The longest line a phase reports (a player's moves, stock turns spelt out, come later). */
export const LINE_CAP: i32 = 1 << 15;

/**
 * What a phase found. WON: `line` is the win. LOST: proved (the phase says
 * how many cards the foundations could hold at most: `bound`). UNKNOWN: not
 * decided; the next phase goes on, unless the budgets are spent. A phase
 * that keeps lines short of a win hands them to Solve.keep() as it goes.
 */
export class PhaseResult {
  verdict: i32 = RESULT_UNKNOWN;
  nodes: i64 = 0;
  /** A win's line, or with `ownLine` the line this phase reports whatever its verdict. */
  line: StaticArray<i32> = new StaticArray<i32>(0);
  length: i32 = 0;
  score: i32 = 0;
  /** LOST (or with ownLine): the bound on the best score. */
  bound: i32 = 0;
  /** With ownLine: whether the bound is proven. */
  proven: bool = false;
  /** The solve ends with this phase's own line (the dive decided, or the last depth-first search). */
  ownLine: bool = false;
  /** The solve ends with this phase even if undecided (the last depth-first search). */
  last: bool = false;

  /** Undecided, `nodes` spent; any lines were kept. */
  undecided(nodes: i64): PhaseResult {
    this.verdict = RESULT_UNKNOWN;
    this.nodes = nodes;
    this.length = 0;
    this.ownLine = false;
    this.last = false;
    return this;
  }

  /** Decided `verdict` after `nodes`, with the line line[0..length) whose end scores `score`. */
  decided(verdict: i32, nodes: i64, line: StaticArray<i32>, length: i32, score: i32): PhaseResult {
    this.verdict = verdict;
    this.nodes = nodes;
    this.line = line;
    this.length = length;
    this.score = score;
    this.ownLine = false;
    this.last = false;
    return this;
  }
}

export class Solve {
  /** The position the solve started from, packed (every phase starts there). */
  root: usize = 0;
  nodeBudget: i64 = 0;
  timeMs: f64 = 0;
  deadline: f64 = Infinity;
  /** Nodes the phases before have spent. */
  spent: i64 = 0;
  /** The best line kept short of a win, and the score at its end (i32.MIN_VALUE: none yet). */
  readonly kept: StaticArray<i32> = new StaticArray<i32>(LINE_CAP);
  keptLength: i32 = 0;
  keptScore: i32 = i32.MIN_VALUE;
  /** The best score the dive reached. */
  diveScore: i32 = 0;
  /** Room for a phase's line. */
  readonly line: StaticArray<i32> = new StaticArray<i32>(LINE_CAP);

  /** Nodes left of the node budget (0: no node budget). */
  @inline nodesLeft(): i64 {
    return this.nodeBudget > 0 ? this.nodeBudget - this.spent : 0;
  }

  /** Milliseconds left before the deadline (0: no time limit; at least 1 otherwise). */
  remainingMs(): f64 {
    return this.timeMs > 0 ? max(1.0, this.deadline - now()) : 0;
  }

  /** Is a budget spent, with `more` nodes spent beyond `spent`? */
  spentAll(more: i64 = 0): bool {
    return (this.nodeBudget > 0 && this.spent + more >= this.nodeBudget) || (this.timeMs > 0 && now() >= this.deadline);
  }

  /** Keeps from[0..n) when its score beats the line kept (once per phase or round, not in a search loop). */
  keep(from: StaticArray<i32>, n: i32, score: i32): void {
    if (score <= this.keptScore) return;
    this.keptScore = score;
    this.keptLength = n;
    for (let i = 0; i < n; i++) unchecked((this.kept[i] = from[i]));
  }
}
