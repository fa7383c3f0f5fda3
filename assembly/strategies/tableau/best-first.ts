// Best-first play: the solver's best-first search (solver/bestfirst.ts) over
// the private model, hidden cards unknown, on the player's moves; then the
// first move of the line to the best position found. Also the memory both
// searching strategies (this and sampling) search in.

import { Tableau } from "../../games/tableau/tableau";
import { bestFirst as search } from "../../solver/bestfirst";
import { ttConfigure } from "../../solver/tt";
import { countStrategyNodes } from "../effort";
import { model, progress, seen, seenKey, seenCheck, observe } from "./memory";
import { allowed, hiddenKey, counted } from "./greedy";
import { PROFILE_GENERIC, PROFILE_BEAMS, PROFILE_RESERVE, PROFILE_OPEN, PROFILE_CELLS, PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, GRADE_NONE, GRADE_STRONG } from "../strategy";

const BEST_FIRST_NODES: i32 = 1500; // positions one best-first decision may examine
const BEST_FIRST_DEPTH: i32 = 24; // longest line it follows
export const WIN: i32 = 1 << 22; // the evaluation of a won position

/** The transposition table while a strategy searches. */
export const STRATEGY_TT_MIB: i32 = 2;
/** Room for a search's open positions: more than its node budget ever fills. */
const REGION = new StaticArray<u8>(1 << 22);
/** The strategies' search memory (one search at a time), for searches of their own (spider-hindsight.ts's beams). */
export function strategyRegion(): usize {
  return changetype<usize>(REGION);
}
export function strategyRegionBytes(): usize {
  return <usize>REGION.length;
}

/**
 * Best-first search of the model from its position by explorer `e` (see
 * solver/bestfirst.ts), in the strategies' memory, its positions counted as
 * the strategy's; leaves the model anywhere (the caller restores it).
 */
export function searchModel<E>(e: E, nodes: i32, depth: i32): i32 {
  const r = search<Tableau, E>(model, e, changetype<usize>(REGION), <usize>REGION.length, nodes, Infinity, depth, false);
  countStrategyNodes(r.nodes);
  return r.verdict;
}

// The root's moves the search tries: the legal moves allowed (by their index in the player's list).
const ROOT_MOVES = new StaticArray<i32>(1024);
const ROOT_INDEX = new StaticArray<i32>(1024);
let rootCount: i32 = 0;
const ROOT_POS = new StaticArray<u8>(1024);

/**
 * What an explorer of the player's view keeps (this file's and lookahead.ts's):
 * the best evaluation found, the root move its line starts with, and the
 * evaluation of the position last reached, which is its priority.
 */
export class Tracking {
  best: i32 = 0; // the best evaluation found
  bestFirst: i32 = -1; // the root move (the explorer's root list index) of the first line to it
  last: i32 = 0; // the evaluation of the position last reached

  /** The position just reached (from root move `first`) evaluates to v. */
  note(v: i32, first: i32): void {
    this.last = v;
    if (v > this.best) {
      this.best = v;
      this.bestFirst = first;
    }
  }
  priority(g: Tableau): i32 {
    return this.last;
  }
  /** Positions as a player tells them apart: the waste's size counts (seenKey). */
  key(g: Tableau): u64 {
    return seenKey();
  }
  check(g: Tableau): u32 {
    return seenCheck();
  }
}

/** Best-first play's explorer: the player's moves, the solver's heuristic of what is visible. */
class Looking extends Tracking {
  rootMoves(g: Tableau, out: StaticArray<i32>): i32 {
    for (let k = 0; k < rootCount; k++) unchecked((out[k] = ROOT_MOVES[k]));
    return rootCount;
  }
  moves(g: Tableau, out: StaticArray<i32>): i32 {
    return g.moves(out, 0);
  }
  reached(g: Tableau, first: i32): void {
    this.note(g.won() ? WIN : g.heuristic(), first);
  }
}
const LOOKING = new Looking();

/**
 * Searches best-first from the model's position (at most BEST_FIRST_NODES
 * positions) and plays the first move of the line to the best position
 * found. Its first move must be allowed (greedy.ts) with hidden cards, or
 * reach a position not seen this game in an open game; -1 (resign) if none is.
 */
export function bestFirst(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  rootCount = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    let ok: bool;
    if (progress.hidden) ok = allowed(m, <i32>(hiddenKey(m) >> 40));
    else {
      model.apply(m);
      ok = !seen(seenKey());
      model.undo(m);
    }
    if (!ok) continue;
    unchecked((ROOT_MOVES[rootCount] = m));
    unchecked((ROOT_INDEX[rootCount++] = i));
  }
  if (rootCount == 0) return -1;
  LOOKING.best = i32.MIN_VALUE;
  LOOKING.bestFirst = -1;
  ttConfigure(STRATEGY_TT_MIB);
  model.pack(changetype<usize>(ROOT_POS));
  searchModel<Looking>(LOOKING, BEST_FIRST_NODES, BEST_FIRST_DEPTH);
  model.unpack(changetype<usize>(ROOT_POS));
  return LOOKING.bestFirst < 0 ? -1 : unchecked(ROOT_INDEX[LOOKING.bestFirst]);
}

function bestFirstChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(bestFirst(moves, at, n), moves, at);
}

export const BEST_FIRST_OPEN = new Strategy(
  "best-first",
  "a best-first search of 1,500 positions from what it sees, on the solver's evaluation (cards up, cards covering each suit's next card, free cells, empty piles, built runs), then the first move of the best line; never returns to a position it has been in",
  (1 << PROFILE_GENERIC) | (1 << PROFILE_BEAMS) | (1 << PROFILE_RESERVE) | (1 << PROFILE_OPEN) | (1 << PROFILE_CELLS),
  true,
  GRADE_STRONG,
  false,
  bestFirstChoice,
);
export const BEST_FIRST_HIDDEN = new Strategy(
  "best-first",
  "a best-first search of 1,500 positions on what it sees (face-down and stock cards unknown), on the solver's evaluation; plays the first move of the best line",
  1 << PROFILE_KLONDIKE,
  true,
  GRADE_NONE,
  false,
  bestFirstChoice,
);
