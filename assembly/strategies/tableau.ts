// Strategies for the tableau games. They get the observation (the rules and
// every face-up card) and the legal moves; for looking ahead they keep a
// private model built from the observation alone.
//
// Open tableaus let play go round in circles, so the greedy and best-first
// strategies remember the positions they have been in this game and never
// return to one; with nothing new left to do they resign. Random play resigns
// after a long stretch without a card reaching a foundation.

import { rngBelow } from "../engine/rng";
import { Tableau, srcOf, dstOf, countOf, CELL0, FOUND0 } from "../games/tableau";
import { countStrategyNodes, strategyGame } from "./effort";

export const TAB_RANDOM: i32 = 1;
export const TAB_GREEDY: i32 = 2;
export const TAB_BEST_FIRST: i32 = 3;

const RANDOM_PATIENCE: i32 = 400; // moves without foundation progress before random play resigns
const BEST_FIRST_NODES: i32 = 1500; // positions one best-first decision may examine

const model = new Tableau();

// Positions this game has been in (open addressing on model keys).
const SEEN_BITS: i32 = 14;
const SEEN = new StaticArray<u64>(1 << SEEN_BITS);
const SEEN_GAME = new StaticArray<i32>(1 << SEEN_BITS);
let lastGame: i32 = -1;
let stale: i32 = 0;
let lastFound: i32 = 0;

function seen(key: u64): bool {
  let i = <i32>(key >> (64 - SEEN_BITS));
  const mask = (1 << SEEN_BITS) - 1;
  for (let probe = 0; probe < 64; probe++) {
    if (unchecked(SEEN_GAME[i]) != strategyGame) return false;
    if (unchecked(SEEN[i]) == key) return true;
    i = (i + 1) & mask;
  }
  return false;
}

function remember(key: u64): void {
  let i = <i32>(key >> (64 - SEEN_BITS));
  const mask = (1 << SEEN_BITS) - 1;
  for (let probe = 0; probe < 64; probe++) {
    if (unchecked(SEEN_GAME[i]) != strategyGame) {
      unchecked((SEEN_GAME[i] = strategyGame));
      unchecked((SEEN[i] = key));
      return;
    }
    if (unchecked(SEEN[i]) == key) return;
    i = (i + 1) & mask;
  }
}

export function chooseTableau(kind: i32, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  model.load(obs);
  if (strategyGame != lastGame) {
    lastGame = strategyGame;
    stale = 0;
    lastFound = model.onFound;
  }
  if (model.onFound > lastFound) stale = 0;
  lastFound = model.onFound;
  remember(model.key());
  if (kind == TAB_RANDOM) {
    if (++stale > RANDOM_PATIENCE) return -1;
    return rngBelow(n);
  }
  if (kind == TAB_GREEDY) return greedy(moves, at, n);
  return bestFirst(moves, at, n);
}

/** Greedy's fixed priority of a move (higher first). */
function priority(m: i32): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  if (dst >= FOUND0) return src >= CELL0 ? 90 : 80; // to a foundation, cells first
  if (src >= CELL0) return 70; // a cell card back onto the tableau
  if (dst >= CELL0) return 10; // into a cell
  if (unchecked(model.len[dst]) == 0) return 20 + countOf(m); // into a space
  const left = unchecked(model.len[src]) - countOf(m);
  return left == 0 ? 60 : 40 + countOf(m); // building: emptying a pile, longer groups first
}

/** The highest-priority move to a position not seen this game; -1 (resign) if none. */
function greedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const p = priority(m);
    if (p <= bestScore) continue;
    model.apply(m);
    const fresh = !seen(model.key());
    model.undo(m);
    if (fresh) {
      best = i;
      bestScore = p;
    }
  }
  return best;
}

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
function bestFirst(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let size = 0;
  let bestScore = i32.MIN_VALUE;
  let bestFirstMove = -1;
  // Seed the frontier with the legal moves to unseen positions.
  for (let i = 0; i < n && size < FRONT; i++) {
    const m = unchecked(moves[at + i]);
    model.apply(m);
    if (!seen(model.key())) {
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
