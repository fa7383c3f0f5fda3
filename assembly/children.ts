// The positions one and two moves from the current one, by key: what a
// reported line's shortening (src/run/line-detours.ts) looks for at every
// move of the line. One call here spares the host a call per move tried.

import { Entry } from "./registry";

export const CHILD_CAP: i32 = 1 << 15;
/** Entry i: its first move, its second (-1: none) and the key of the position they reach. */
export const CHILD_FIRST = new StaticArray<i32>(CHILD_CAP);
export const CHILD_SECOND = new StaticArray<i32>(CHILD_CAP);
export const CHILD_KEY = new StaticArray<u64>(CHILD_CAP);
const FIRSTS = new StaticArray<i32>(1 << 12);
const SECONDS = new StaticArray<i32>(1 << 12);

/**
 * Writes each legal move's position key (and with `deep`, after it each
 * legal second move's) in move order, a first move before its seconds;
 * returns the count, or -1 when they do not fit. The position is left as
 * it was.
 */
export function childKeys(e: Entry, deep: bool): i32 {
  const n = e.moves(FIRSTS, 0);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(FIRSTS[i]);
    e.apply(m);
    if (k >= CHILD_CAP) {
      e.undo(m);
      return -1;
    }
    unchecked((CHILD_FIRST[k] = m));
    unchecked((CHILD_SECOND[k] = -1));
    unchecked((CHILD_KEY[k] = e.key()));
    k++;
    if (deep) {
      const n2 = e.moves(SECONDS, 0);
      if (k + n2 > CHILD_CAP) {
        e.undo(m);
        return -1;
      }
      for (let j = 0; j < n2; j++) {
        const m2 = unchecked(SECONDS[j]);
        e.apply(m2);
        unchecked((CHILD_FIRST[k] = m));
        unchecked((CHILD_SECOND[k] = m2));
        unchecked((CHILD_KEY[k] = e.key()));
        k++;
        e.undo(m2);
      }
    }
    e.undo(m);
  }
  return k;
}

const THEN_MOVES = new StaticArray<i32>(1 << 12);
const CHECK = new StaticArray<i32>(1 << 12);
/** firstReaching()'s answer: the move found (-1: none) and the moves it played. */
export const REACH_OUT = new StaticArray<i32>(2);

/** Is m one of the legal moves here? */
function legal(e: Entry, m: i32): bool {
  const n = e.moves(CHECK, 0);
  for (let i = 0; i < n; i++) if (unchecked(CHECK[i]) == m) return true;
  return false;
}

/**
 * The first legal move (in the order of legal moves) after which the moves
 * `then` (thenLen of THEN_MOVES, each checked legal as it comes) reach the
 * position of key `target`: into REACH_OUT with the moves played trying
 * (each first move, and each of `then` it got through). The position is
 * left as it was.
 */
export function firstReaching(e: Entry, thenLen: i32, target: u64): void {
  const n = e.moves(FIRSTS, 0);
  let plays = 0;
  unchecked((REACH_OUT[0] = -1));
  for (let i = 0; i < n; i++) {
    const m = unchecked(FIRSTS[i]);
    e.apply(m);
    plays++;
    let done = 0;
    while (done < thenLen && legal(e, unchecked(THEN_MOVES[done]))) {
      e.apply(unchecked(THEN_MOVES[done]));
      done++;
      plays++;
    }
    const hit = done == thenLen && e.key() == target;
    while (done > 0) e.undo(unchecked(THEN_MOVES[--done]));
    e.undo(m);
    if (hit) {
      unchecked((REACH_OUT[0] = m));
      break;
    }
  }
  unchecked((REACH_OUT[1] = plays));
}

export function thenMovesPtr(): usize {
  return changetype<usize>(THEN_MOVES);
}
