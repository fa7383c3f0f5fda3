// Emperor's own priority and evaluation, on the strategy's private model (the
// observation: face-down cards and the stock are HIDDEN). The stock is turned
// once, one card at a time, and only the waste's top plays, so a card turned
// and not used buries the ones under it: greedy plays everything it usefully
// can before it turns.
//
// Greedy's classes, best first (emperorClass):
//   9 to a foundation, turning up a face-down card;
//   8 pile to pile, turning up a face-down card (the pile with most face down first);
//   7 the waste's top to a foundation;
//   6 a pile's top to a foundation;
//   5 the waste's top onto a pile (a space last);
//   4 empties a pile onto a card (a space made);
//   3 moves a card off a card it does not build on, onto one it builds on or into a space;
//   1 turns the stock;
//   0 anything else (a card off the card it builds on, for nothing): greedy
//     never plays it, lookahead only when its search shows it pays.
// Classes 9 to 5 and 1 are progress (a card turned up, a card up, the stock
// shorter); classes 4 and 3 must reach a position not seen this game, 3 only
// EMPEROR_REARRANGE_LIMIT times between two steps of progress.

import { Tableau } from "../../games/tableau/tableau";
import { HIDDEN, srcOf, dstOf, STOCK_MOVE, CELL0, FOUND0, TALON } from "../../games/tableau/moves";
import { model, progress, seen, seenKey, observe } from "./memory";
import { PROFILE_EMPEROR } from "../../games/tableau/rule-table";
import { Strategy, GRADE_EASY } from "../strategy";

export const EMPEROR_REARRANGE_LIMIT: i32 = 8;

/** Greedy's class of move m in the model's position (see the top of the file). */
export function emperorClass(m: i32): i32 {
  if (m == STOCK_MOVE) return 1;
  const s = srcOf(m);
  const d = dstOf(m);
  const toFoundation = d >= FOUND0 && d < TALON;
  if (s == TALON) return toFoundation ? 7 : 5;
  if (s >= CELL0) return 0; // no cells, no worrying back in Emperor
  const n = unchecked(model.len[s]);
  const down = unchecked(model.down[s]);
  const reveals = n - 1 == down && down > 0;
  if (toFoundation) return reveals ? 9 : 6;
  if (reveals) return 8;
  const toSpace = unchecked(model.len[d]) == 0;
  if (n == 1) return toSpace ? 0 : 4; // a lone card into a space changes nothing
  const card = model.top(s);
  const under = model.at(s, n - 2);
  if (under != HIDDEN && card != HIDDEN && model.follows(card, under, model.buildSuit)) return 0;
  return 3;
}

/** Ties within a class: more face-down cards on the source, then a card onto a card before a space, then leftmost. */
function emperorKey(m: i32, cls: i32): i64 {
  if (m == STOCK_MOVE) return (<i64>cls) << 40;
  const s = srcOf(m);
  const d = dstOf(m);
  const down = s < CELL0 ? unchecked(model.down[s]) : 0;
  const ontoCard = d < CELL0 && unchecked(model.len[d]) > 0 ? 1 : d >= CELL0 ? 1 : 0;
  return ((<i64>cls) << 40) | ((<i64>down) << 28) | ((<i64>ontoCard) << 24) | ((<i64>(63 - s)) << 12) | (<i64>(63 - d));
}

/** Does a move of class cls count against the rearranging limit? */
@inline export function emperorRearranges(cls: i32): bool {
  return cls == 0 || cls == 3;
}

/**
 * May a move of class cls be played now (progress always; the rest to a new
 * position, within the limit)? Class 0 only if `any` (lookahead).
 */
export function emperorAllowed(m: i32, cls: i32, any: bool = false): bool {
  if (cls == 0 && !any) return false;
  if (cls >= 5 || cls == 1) return true;
  if (emperorRearranges(cls) && progress.rearranged >= EMPEROR_REARRANGE_LIMIT) return false;
  model.apply(m);
  const fresh = !seen(seenKey());
  model.undo(m);
  return fresh;
}

/** Greedy: the allowed move of the highest class (ties by emperorKey); -1 (resign) if none. */
export function emperorGreedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestKey: i64 = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const cls = emperorClass(m);
    if (cls == 0) continue;
    const key = emperorKey(m, cls);
    if (key <= bestKey || !emperorAllowed(m, cls)) continue;
    best = i;
    bestKey = key;
  }
  return best;
}

/**
 * How good an Emperor position looks: the solver's heuristic (cards up, the
 * cards covering each suit's next card, built pairs, spaces, face-down cards),
 * more weight on each card still face down, and a little against cards
 * buried in the waste (only its top plays, and the stock is turned once).
 */
export function emperorValue(t: Tableau): i32 {
  return t.heuristic() - 30 * t.faceDown() - 3 * t.turned;
}

/** Emperor's choice `choice`, counted: its rearranging moves count against the limit between two steps of progress. */
export function emperorCounted(choice: i32, moves: StaticArray<i32>, at: i32): i32 {
  if (choice >= 0 && emperorRearranges(emperorClass(unchecked(moves[at + choice])))) progress.rearranged++;
  return choice;
}

function greedyChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return emperorCounted(emperorGreedy(moves, at, n), moves, at);
}

export const GREEDY_EMPEROR = new Strategy(
  "greedy",
  "Emperor's priority: to a foundation turning up a card; pile to pile turning up a card (the pile with most face down first); the waste's top to a foundation; a pile's top to a foundation; the waste's top onto a pile (a space last); empty a pile onto a card; move a card off a card it does not build on; turn the stock only when nothing of these is left (it is turned once: a card turned and not used buries the rest); never moves a card off the card it builds on, never to a position it has been in, and rearranges at most 8 times between two steps of progress",
  1 << PROFILE_EMPEROR,
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);
