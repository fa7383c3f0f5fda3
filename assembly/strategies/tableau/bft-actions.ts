// The "available actions" of Bjarnason, Fern and Tadepalli's Klondike player
// (ICAPS 2009; their program's state code), on the strategy's model of a game
// whose stock is seen. Moves are K+ moves (a stock card is played directly,
// turning is inside the move: the engine's searching moves), and:
// - primary actions: a card to its foundation (from a pile top or the stock);
//   any face-up card of a pile (with the cards on it) onto a pile; a king
//   (not already at a pile's bottom) to the first empty pile; a stock card
//   onto a pile; a foundation card other than an ace or a two onto a pile,
//   unless every foundation holds the rank two below it. Aces never go to a pile;
// - a pile-to-pile move that turns up nothing and leaves a card behind, and a
//   card brought down from a foundation, can be undone at once: not available
//   on their own, each gives a compound action (the move and a second one):
//     pile to pile: the card left uncovered to its foundation; else the other
//       card of the same colour and rank onto the card uncovered;
//     foundation down: a card onto the card brought down (the clubs' or
//       diamonds' one first); else the card under it, down from its
//       foundation, onto a pile whose top takes it.
// The list is in their order: primary actions by class (greedy.ts's classes
// as their program numbers them: 6 pile to foundation turning up a card, 5 to
// a foundation, 4 pile to pile turning up a card, 3 stock to pile, 2
// foundation to pile, 1 other pile to pile), ties to the lower rank, sorted as
// their program sorts them (exchange sort of the cards in their order:
// diamonds, clubs, hearts, spades, ace to king); then the compound actions.

import { generate } from "../../games/tableau/movegen";
import { srcOf, dstOf, countOf, talonIndexOf, CELL0, FOUND0, TALON } from "../../games/tableau/moves";
import { model } from "./memory";

const MAX_ACTIONS: i32 = 512;
/** Action i: its first move, its second (NO_MOVE: none), whether available, its class. */
export const ACT_FIRST = new StaticArray<i32>(MAX_ACTIONS);
export const ACT_SECOND = new StaticArray<i32>(MAX_ACTIONS);
export const ACT_AVAILABLE = new StaticArray<bool>(MAX_ACTIONS);
const ACT_CLASS = new StaticArray<i32>(MAX_ACTIONS);
const ACT_RANK = new StaticArray<i32>(MAX_ACTIONS);
const ACT_ORDER = new StaticArray<i32>(MAX_ACTIONS); // their generation order (card, then destination)
export const NO_MOVE: i32 = -1;

const GEN = new StaticArray<i32>(1024); // the model's moves before a primary action
const AFTER = new StaticArray<i32>(1024); // and after it

/** Their card order: diamonds, clubs, hearts, spades (the lab's suits are clubs, diamonds, hearts, spades). */
const THEIR_SUIT: StaticArray<i32> = [1, 0, 2, 3];

/** The card move m moves (the bottom card of a group), in the model's position. */
function movedCard(m: i32): u8 {
  const src = srcOf(m);
  if (src < CELL0) return model.at(src, unchecked(model.len[src]) - countOf(m));
  if (src == TALON) return unchecked(model.talon[talonIndexOf(m)]);
  if (src >= FOUND0) return model.foundationTop(src - FOUND0);
  return unchecked(model.cell[src - CELL0]);
}

/** Is card c a heart or a diamond? */
@inline function redCard(c: u8): bool {
  const s = (<i32>c) & 3;
  return s == 1 || s == 2;
}

/** The first empty pile, or -1. */
function firstEmpty(): i32 {
  for (let p = 0; p < model.nPiles; p++) if (unchecked(model.len[p]) == 0) return p;
  return -1;
}

/**
 * Writes the available-action list of the model's position into ACT_*;
 * returns its length. Leaves the model as it found it.
 */
export function bftActions(): i32 {
  const count = generate(model, GEN, 0, true);
  let n = 0;
  const empty = firstEmpty();
  for (let i = 0; i < count; i++) {
    const m = unchecked(GEN[i]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (src >= CELL0 && src < FOUND0) continue; // no cells in Klondike
    const c = movedCard(m);
    const r = model.rank(c);
    const toFound = dst >= FOUND0 && dst < TALON;
    const fromPile = src < CELL0;
    const fromFound = src >= FOUND0 && src < TALON;
    const pos = fromPile ? unchecked(model.len[src]) - countOf(m) : 0;
    if (!toFound) {
      if (r == 1) continue;
      if (r == model.ranks) {
        if ((fromPile && pos == 0) || dst != empty) continue;
      }
      if (fromFound) {
        if (r < 3) continue;
        let locked = true;
        for (let f = 0; f < model.nFound; f++) if (unchecked(model.found[f]) < r - 2) locked = false;
        if (locked) continue;
      }
    }
    const reveal = fromPile && pos > 0 && pos == unchecked(model.down[src]);
    const toPile = dst < CELL0;
    let cls = 1;
    if (fromPile && toFound && reveal) cls = 6;
    else if (toFound) cls = 5;
    else if (fromPile && toPile && reveal) cls = 4;
    else if (src == TALON && toPile) cls = 3;
    else if (fromFound && toPile) cls = 2;
    unchecked((ACT_FIRST[n] = m));
    unchecked((ACT_SECOND[n] = NO_MOVE));
    unchecked((ACT_AVAILABLE[n] = !((fromPile && toPile && pos != 0 && !reveal) || (fromFound && toPile))));
    unchecked((ACT_CLASS[n] = cls));
    unchecked((ACT_RANK[n] = r));
    // Their order: by card; per card its pile moves (onto the clubs' or
    // diamonds' card before the other), then its foundation move.
    const their = THEIR_SUIT[(<i32>c) & 3] * 13 + r - 1;
    const onto = toFound ? 2 : unchecked(model.len[dst]) == 0 ? 0 : <i32>(model.top(dst) & 3) == 0 || <i32>(model.top(dst) & 3) == 1 ? 0 : 1;
    unchecked((ACT_ORDER[n] = their * 4 + onto));
    n++;
  }
  // Their generation order, then their sort (an exchange sort: its ties keep that order only in part).
  for (let i = 1; i < n; i++) for (let j = i; j > 0 && unchecked(ACT_ORDER[j]) < unchecked(ACT_ORDER[j - 1]); j--) swap(j, j - 1);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const better =
        unchecked(ACT_CLASS[j]) > unchecked(ACT_CLASS[i]) ||
        (unchecked(ACT_CLASS[j]) == unchecked(ACT_CLASS[i]) && unchecked(ACT_RANK[j]) < unchecked(ACT_RANK[i]));
      if (better) swap(i, j);
    }
  }
  const primaries = n;
  for (let i = 0; i < primaries; i++) if (!unchecked(ACT_AVAILABLE[i])) n = compounds(unchecked(ACT_FIRST[i]), n);
  return n;
}

function swap(i: i32, j: i32): void {
  const f = unchecked(ACT_FIRST[i]);
  const a = unchecked(ACT_AVAILABLE[i]);
  const c = unchecked(ACT_CLASS[i]);
  const r = unchecked(ACT_RANK[i]);
  const o = unchecked(ACT_ORDER[i]);
  unchecked((ACT_FIRST[i] = ACT_FIRST[j]));
  unchecked((ACT_AVAILABLE[i] = ACT_AVAILABLE[j]));
  unchecked((ACT_CLASS[i] = ACT_CLASS[j]));
  unchecked((ACT_RANK[i] = ACT_RANK[j]));
  unchecked((ACT_ORDER[i] = ACT_ORDER[j]));
  unchecked((ACT_FIRST[j] = f));
  unchecked((ACT_AVAILABLE[j] = a));
  unchecked((ACT_CLASS[j] = c));
  unchecked((ACT_RANK[j] = r));
  unchecked((ACT_ORDER[j] = o));
}

/**
 * Can card c be moved at all, as their program asks (before the primary
 * action): face up in a pile, a stock card turning can bring to the waste's
 * top (whether or not it has somewhere to go yet), or the top of a foundation?
 */
function reachable(c: u8): bool {
  for (let p = 0; p < model.nPiles; p++) {
    for (let k = unchecked(model.down[p]); k < unchecked(model.len[p]); k++) if (model.at(p, k) == c) return true;
  }
  for (let j = 0; j < model.talonLen; j++) if (unchecked(model.talon[j]) == c && turningReaches(j)) return true;
  for (let f = 0; f < model.nFound; f++) if (unchecked(model.found[f]) > 0 && model.foundationTop(f) == c) return true;
  return false;
}

/** Does turning bring talon card j to the waste's top: the top now, a top turning on reaches, or one of the next pass? (talon-moves.ts's K+ moves) */
function turningReaches(j: i32): bool {
  const n = model.talonLen;
  const d = model.draw;
  if (j == model.turned - 1) return true;
  for (let w = model.turned; w < n;) {
    w = w + d < n ? w + d : n;
    if (w - 1 == j) return true;
  }
  if (!model.canRedeal()) return false;
  for (let w = 0; w < n;) {
    w = w + d < n ? w + d : n;
    if (w - 1 == j) return true;
  }
  return false;
}

/** Is card c the top of a pile (before the primary action)? */
function pileTop(c: u8): bool {
  for (let p = 0; p < model.nPiles; p++) if (unchecked(model.len[p]) > 0 && model.top(p) == c) return true;
  return false;
}

/** The compound actions of primary action m (not available on its own), appended from n; returns the new length. */
function compounds(m: i32, n: i32): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  const c = movedCard(m);
  const r = model.rank(c);
  if (src < CELL0) {
    const under = model.at(src, unchecked(model.len[src]) - countOf(m) - 1);
    if (model.foundationFor(under) >= 0) return second(m, n, under, -1);
    const twin = <u8>(((<i32>c) & ~3) | (3 - ((<i32>c) & 3))); // clubs and spades, diamonds and hearts
    if (reachable(twin)) return second(m, n, twin, src);
    return n;
  }
  // Down from a foundation onto pile dst: a card onto it (their two candidates in order) ...
  const low = (r - 2) << 2;
  const b1 = <u8>(low | (redCard(c) ? 0 : 1));
  const b2 = <u8>(low | (redCard(c) ? 3 : 2));
  if (reachable(b1)) return second(m, n, b1, dst);
  if (reachable(b2)) return second(m, n, b2, dst);
  // ... else the card under it onto a pile whose top takes it.
  const under = <u8>(low | ((<i32>c) & 3));
  const up = (r - 1) << 2;
  const t1 = <u8>(up | (redCard(c) ? 0 : 1));
  const t2 = <u8>(up | (redCard(c) ? 3 : 2));
  if (pileTop(t1)) n = second(m, n, under, pileOf(t1));
  if (pileTop(t2)) n = second(m, n, under, pileOf(t2));
  return n;
}

function pileOf(c: u8): i32 {
  for (let p = 0; p < model.nPiles; p++) if (unchecked(model.len[p]) > 0 && model.top(p) == c) return p;
  return -1;
}

/**
 * After primary m: the model's move of card c to pile `to` (to its
 * foundation if `to` is -1), appended as m's compound action if there is one.
 */
function second(m: i32, n: i32, c: u8, to: i32): i32 {
  model.apply(m);
  const count = generate(model, AFTER, 0, true);
  let found = NO_MOVE;
  for (let i = 0; i < count && found == NO_MOVE; i++) {
    const m2 = unchecked(AFTER[i]);
    const d = dstOf(m2);
    const ok = to < 0 ? d >= FOUND0 && d < TALON : d == to;
    if (ok && movedCard(m2) == c) found = m2;
  }
  model.undo(m);
  if (found == NO_MOVE || n >= MAX_ACTIONS) return n;
  unchecked((ACT_FIRST[n] = m));
  unchecked((ACT_SECOND[n] = found));
  unchecked((ACT_AVAILABLE[n] = true));
  return n + 1;
}
