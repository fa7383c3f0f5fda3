// Best-first play: a small best-first search over the private model (hidden
// cards unknown), then the first move of the line to the best position found.

import { model, progress, seen, seenKey } from "./memory";
import { allowed, hiddenKey } from "./greedy";
import { countStrategyNodes } from "../effort";

const BEST_FIRST_NODES: i32 = 1500; // positions one best-first decision may examine

/** The evaluation of the model's position: the solver's heuristic, on what is visible. */
function evaluate(): i32 {
  return model.heuristic();
}

// Best-first frontier: positions as move paths from the root (kept short).
const MAX_PATH: i32 = 24;
const FRONT: i32 = 4096;
const PATHS = new StaticArray<i32>(FRONT * MAX_PATH);
const PATH_LEN = new StaticArray<i32>(FRONT);
const SCORE = new StaticArray<i32>(FRONT);
const BUF = new StaticArray<i32>(1024);
const LINE = new StaticArray<i32>(MAX_PATH);

/**
 * Expands the most promising position first (a small best-first search over
 * the private model) and plays the first move of the line to the best
 * position found that has not been seen this game.
 */
export function bestFirst(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let size = 0;
  let bestScore = i32.MIN_VALUE;
  let bestFirstMove = -1;
  // Seed the frontier with the legal moves to unseen positions.
  for (let i = 0; i < n && size < FRONT; i++) {
    const m = unchecked(moves[at + i]);
    if (progress.hidden ? !allowed(m, <i32>(hiddenKey(m) >> 40)) : false) continue;
    model.apply(m);
    if (progress.hidden || !seen(seenKey())) {
      const v = evaluate();
      unchecked((PATHS[size * MAX_PATH] = i));
      unchecked((PATH_LEN[size] = 1));
      unchecked((SCORE[size] = v));
      size++;
      if (v > bestScore) {
        bestScore = v;
        bestFirstMove = i;
      }
    }
    model.undo(m);
  }
  let budget = BEST_FIRST_NODES;
  while (budget > 0 && size > 0) {
    // Take the best frontier entry.
    let b = 0;
    for (let i = 1; i < size; i++) if (unchecked(SCORE[i]) > unchecked(SCORE[b])) b = i;
    const len = unchecked(PATH_LEN[b]);
    const first = unchecked(PATHS[b * MAX_PATH]);
    // Replay its line in the model: the first step is an index into `moves`.
    for (let d = 0; d < len; d++) {
      const m = d == 0 ? unchecked(moves[at + first]) : unchecked(PATHS[b * MAX_PATH + d]);
      unchecked((LINE[d] = m));
      model.apply(m);
    }
    // Remove it from the frontier (swap with the last).
    size--;
    if (b != size) {
      for (let d = 0; d < MAX_PATH; d++) unchecked((PATHS[b * MAX_PATH + d] = PATHS[size * MAX_PATH + d]));
      unchecked((PATH_LEN[b] = PATH_LEN[size]));
      unchecked((SCORE[b] = SCORE[size]));
    }
    if (len < MAX_PATH) {
      const k = model.moves(BUF, 0);
      for (let i = 0; i < k && size < FRONT; i++) {
        const m = unchecked(BUF[i]);
        model.apply(m);
        budget--;
        const v = evaluate();
        if (v > bestScore) {
          bestScore = v;
          bestFirstMove = first;
        }
        for (let d = 0; d < len; d++) unchecked((PATHS[size * MAX_PATH + d] = d == 0 ? first : LINE[d]));
        unchecked((PATHS[size * MAX_PATH + len] = m));
        unchecked((PATH_LEN[size] = len + 1));
        unchecked((SCORE[size] = v - len)); // a little preference for short lines
        size++;
        model.undo(m);
      }
    }
    for (let d = len - 1; d >= 0; d--) model.undo(unchecked(LINE[d]));
  }
  countStrategyNodes(<i64>(BEST_FIRST_NODES - budget));
  return bestFirstMove;
}
