// Spider's own priority and evaluation, on the strategy's private model (the
// observation: face-down and stock cards are HIDDEN; a card the model turns up
// while it looks ahead stays HIDDEN, a card nothing can be done with yet).
//
// Greedy's classes, best first (spiderClass):
//   10 completes a king-to-ace run (it is removed);
//    9 turns up a face-down card, onto a card;  8 the same into a space;
//    7 builds in suit, taking the unit off a card it was not in suit with;
//    6 empties a pile onto a card (a space made);
//    5 deals the stock (only when nothing above is left: "nothing else helps");
//    4 moves a unit off a card it does not fit onto one it fits (off suit);
//    3 moves a unit off a card it does not fit into a space;
//    2 any other unit into a space (the stock deals only with no space);
//    0 anything else (breaks a run in suit or a fitting pair for nothing):
//      greedy never plays it, lookahead only when its search shows it pays.
// Classes 10, 9, 8 and 5 are progress; the others must reach a position not
// seen this game, and only SPIDER_REARRANGE_LIMIT of them (classes 0, 2, 3
// and 4) may come between two steps of progress.

import { Tableau } from "../../games/tableau/tableau";
import { HIDDEN, CAP, srcOf, dstOf, countOf, STOCK_MOVE, CELL0 } from "../../games/tableau/moves";
import { model, progress, seen, seenKey, observe } from "./memory";
import { PROFILE_SPIDER } from "../../games/tableau/rule-table";
import { Strategy, GRADE_EASY } from "../strategy";

export const SPIDER_REARRANGE_LIMIT: i32 = 12;

/** Does face-up card c lie in suit on card b (the next rank up, same suit)? Unknown cards never do. */
@inline function inSuit(t: Tableau, c: u8, b: u8): bool {
  return c != HIDDEN && b != HIDDEN && (c & 3) == (b & 3) && t.rank(b) == t.rank(c) + 1;
}
/** Does c fit on b by rank alone (Spider builds on any suit)? */
@inline function fits(t: Tableau, c: u8, b: u8): bool {
  return c != HIDDEN && b != HIDDEN && t.rank(b) == t.rank(c) + 1;
}

/** Greedy's class of move m in the model's position (see the top of the file). */
export function spiderClass(m: i32): i32 {
  if (m == STOCK_MOVE) return 5;
  const s = srcOf(m);
  const d = dstOf(m);
  if (s >= CELL0 || d >= CELL0) return 0;
  const k = countOf(m);
  const n = unchecked(model.len[s]);
  const down = unchecked(model.down[s]);
  const unit = model.at(s, n - k);
  const toSpace = unchecked(model.len[d]) == 0;
  const up0 = model.onFound;
  model.apply(m);
  const completes = model.onFound > up0;
  model.undo(m);
  if (completes) return 10;
  if (n - k == down && down > 0) return toSpace ? 8 : 9;
  if (n - k == 0) return toSpace ? -1 : 6; // a whole pile into a space changes nothing
  const under = model.at(s, n - k - 1);
  if (inSuit(model, unit, under)) return toSpace ? 2 : 0; // breaks a run in suit
  if (!toSpace && inSuit(model, unit, model.top(d))) return 7;
  if (fits(model, unit, under)) return toSpace ? 2 : 0; // off a card it fits, for nothing better
  return toSpace ? 3 : 4;
}

/** Does a move of class cls count against the rearranging limit? */
@inline export function spiderRearranges(cls: i32): bool {
  return cls >= 0 && cls <= 4;
}

/**
 * A tie-breaking key within a class: onto a card in suit first, then the
 * source pile with fewer face-down cards (the nearer to a space), then more
 * cards moved, then the leftmost source and destination.
 */
export function spiderKey(m: i32, cls: i32): i64 {
  if (m == STOCK_MOVE) return (<i64>cls) << 40;
  const s = srcOf(m);
  const d = dstOf(m);
  const k = countOf(m);
  const unit = model.at(s, unchecked(model.len[s]) - k);
  const suited = unchecked(model.len[d]) > 0 && inSuit(model, unit, model.top(d)) ? 1 : 0;
  return (
    ((<i64>cls) << 40) | ((<i64>suited) << 36) | ((<i64>(63 - unchecked(model.down[s]))) << 28) | ((<i64>k) << 18) | ((<i64>(63 - s)) << 12) | (<i64>(63 - d))
  );
}

/**
 * May a move of class cls be played now (progress always; the rest to a new
 * position, within the limit)? Class 0 only if `any` (lookahead), never a no-op.
 */
export function spiderAllowed(m: i32, cls: i32, any: bool = false, limit: i32 = SPIDER_REARRANGE_LIMIT): bool {
  if (cls < 0 || (cls == 0 && !any)) return false;
  if (cls >= 8 || cls == 5) return true;
  if (spiderRearranges(cls) && progress.rearranged >= limit) return false;
  model.apply(m);
  const fresh = !seen(seenKey());
  model.undo(m);
  return fresh;
}

/** Greedy: the allowed move of the highest class (ties by spiderKey); -1 (resign) if none. */
export function spiderGreedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestKey: i64 = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const cls = spiderClass(m);
    if (cls <= 0) continue;
    const key = spiderKey(m, cls);
    if (key <= bestKey || !spiderAllowed(m, cls)) continue;
    best = i;
    bestKey = key;
  }
  return best;
}

/**
 * Is move m worth a search's time in Spider: not the whole pile into a space,
 * and a part of a run only onto a card it lies in suit on, or into a space.
 */
export function spiderWorthSearching(t: Tableau, m: i32): bool {
  const s = srcOf(m);
  const d = dstOf(m);
  if (s >= CELL0 || d >= CELL0) return true;
  const k = countOf(m);
  const n = unchecked(t.len[s]);
  if (unchecked(t.len[d]) == 0) return k < n - unchecked(t.down[s]) || unchecked(t.down[s]) > 0;
  if (k == t.runLength(s)) return true;
  return inSuit(t, t.at(s, n - k), t.top(d));
}

/**
 * How good a Spider position looks (higher is better), from what is visible:
 * runs removed, cards still face down, spaces, kings at the bottom of a
 * pile, and per pile the face-up cards
 * lying in suit on the next rank (good), fitting off suit (less good) or not
 * fitting at all (a break, bad). A card turned up while looking ahead is
 * unknown and counts as neither.
 */
const W_UP: i32 = 40; // per card removed (a run: 520)
const W_DOWN: i32 = 60; // per card face down
const W_SPACE: i32 = 150; // per empty pile
const W_IN_SUIT: i32 = 20; // per card in suit on the next rank
const W_FITS: i32 = 2; // per card on the next rank off suit
const W_BREAK: i32 = 15; // per card on a card it does not fit
const W_KING_BASE: i32 = 40; // per pile with a king at its bottom

export function spiderValue(t: Tableau): i32 {
  let v = t.onFound * W_UP - t.faceDown() * W_DOWN + t.emptyPiles() * W_SPACE;
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    const base = p * CAP;
    // A king on the bottom of a pile never needs to move again.
    if (n > 0 && unchecked(t.down[p]) == 0 && t.rank(unchecked(t.cards[base])) == t.ranks) v += W_KING_BASE;
    for (let i = unchecked(t.down[p]) + 1; i < n; i++) {
      const c = unchecked(t.cards[base + i]);
      const b = unchecked(t.cards[base + i - 1]);
      if (c == HIDDEN || b == HIDDEN) continue;
      if (inSuit(t, c, b)) v += W_IN_SUIT;
      else if (fits(t, c, b)) v += W_FITS;
      else v -= W_BREAK;
    }
  }
  return v;
}

/** Spider's choice `choice`, counted: its rearranging moves count against the limit between two steps of progress. */
export function spiderCounted(choice: i32, moves: StaticArray<i32>, at: i32): i32 {
  if (choice >= 0 && spiderRearranges(spiderClass(unchecked(moves[at + choice])))) progress.rearranged++;
  return choice;
}

function greedyChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return spiderCounted(spiderGreedy(moves, at, n), moves, at);
}

export const GREEDY_SPIDER = new Strategy(
  "greedy",
  "Spider's priority: complete a run (it is removed); turn up a face-down card (onto a card before into a space); build in suit, taking a unit off a card it was not in suit with; empty a pile onto a card; deal only when nothing of these is left; then move a unit off a card it does not fit, onto one it fits or into a space (never breaks a run in suit or a fitting pair for nothing); ties: onto a card in suit, the pile with fewer face-down cards, more cards; never moves to a position it has been in, and rearranges at most 12 times between two steps of progress",
  1 << PROFILE_SPIDER,
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);
