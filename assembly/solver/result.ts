// What a search returns, and what a solve or a play returns to the host.
// Each search owns one result and fills it in as it goes; the caller reads
// it, or copies what it keeps, before that search runs again.

export const RESULT_WON: i32 = 0;
export const RESULT_LOST: i32 = 1;
export const RESULT_UNKNOWN: i32 = 2;
export const RESULT_ERROR: i32 = 3;
/** A search ran out of its room for positions, or out of its share of the budgets: not a verdict. */
export const RESULT_NO_ROOM: i32 = 4;

/** The longest line a search follows and reports. */
export const MAX_DEPTH: i32 = 20000;

export class SearchResult {
  verdict: i32 = RESULT_UNKNOWN;
  /** Positions reached. */
  nodes: i64 = 0;
  /** The winning line, or the line to the best position found: line[0..length). */
  readonly line: StaticArray<i32>;
  length: i32 = 0;
  /** The game's score at the line's end. */
  score: i32 = 0;
  /** The best value() found, and the game's score there (the line's end, when the line could be kept). */
  bestValue: i32 = 0;
  bestScore: i32 = 0;
  /** An upper bound on value() over every position reachable, proven when the search was complete. */
  valueBound: i32 = 0;
  proven: bool = false;
  /** Beams: some child was left out for want of width, or the beam stalled (a wider one may do better). */
  dropped: bool = false;

  constructor(capacity: i32) {
    this.line = new StaticArray<i32>(capacity);
  }

  /** Keeps moves[0..n) as the line, whose end scores `score`. */
  keepLine(moves: StaticArray<i32>, n: i32, score: i32): void {
    for (let i = 0; i < n; i++) unchecked((this.line[i] = moves[i]));
    this.length = n;
    this.score = score;
  }
}

/**
 * A solve's or a play's outcome, as the host reads it: the verdict, the
 * nodes, the length of the line (written to the caller's move area), the
 * score, its bound and whether it is proven.
 */
export class Outcome {
  verdict: i32 = RESULT_UNKNOWN;
  nodes: f64 = 0;
  length: i32 = 0;
  score: i32 = 0;
  bound: i32 = 0;
  proven: bool = false;

  /** Sets every field at once. */
  set(verdict: i32, nodes: f64, length: i32, score: i32, bound: i32, proven: bool): Outcome {
    this.verdict = verdict;
    this.nodes = nodes;
    this.length = length;
    this.score = score;
    this.bound = bound;
    this.proven = proven;
    return this;
  }
}
