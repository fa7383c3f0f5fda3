// The talon: stock and waste as one sequence T in the order the cards are
// turned, of which the first `turned` are on the waste (T[turned - 1] is its
// top). A player turns the stock and plays the waste's top card. The solver
// instead plays any card turning can bring to the top, in one move ("turn
// until T[j] is on top, then play it"): turning never touches the tableau, so
// any line can be reordered to turn just before each play from the waste, and
// these moves lose nothing. Solutions are written back as single turns
// (expandLine). In Spider the talon is the stock dealt onto the piles.

import {
  Tableau, CAP, ZF, ZT, ZW, FOUND0, TALON, STOCK_MOVE, REDEAL_FLAG, EXTRA_ACE, moveOf, srcOf, dstOf, talonIndexOf,
} from "./position";
import { toPiles } from "./movegen";
import { REDEALS_UNLIMITED } from "./rule-table";
import { checkStep } from "../../engine/check";

/** Aces sent up on the way to a talon card, while a move is undone (last sent first). */
export const ACE_BUF = new StaticArray<u32>(16);

@inline export function canRedeal(t: Tableau): bool {
  return t.redeals == REDEALS_UNLIMITED || t.redealsUsed < t.redeals;
}

/** The waste's size as the keys count it: 0 for every size that reaches what an empty waste reaches. */
@inline function talonWaste(t: Tableau): i32 {
  const w = t.turned;
  return t.redeals == REDEALS_UNLIMITED && t.draw > 0 && (w % t.draw == 0 || w == t.talonLen) ? 0 : w;
}

/**
 * The talon's share of the key: its cards in order, how many are turned,
 * redeals used. With unlimited redeals, a waste of a multiple of `draw`
 * cards (or the whole talon) reaches by turning alone exactly the
 * positions an empty waste reaches, and they reach it: one key for all.
 */
export function talonHash(t: Tableau): u64 {
  if (t.talonLen == 0 && t.turned == 0 && t.redealsUsed == 0) return 0;
  const w = talonWaste(t);
  let h = unchecked(ZW[(w & 127) | ((t.redealsUsed & 3) << 7)]) ^ (<u64>t.redealsUsed << 56);
  for (let k = 0; k < t.talonLen; k++) h ^= unchecked(ZT[(k << 6) | (<i32>t.talon[k] & 63)]);
  return h;
}

/** talonHash's counterpart for check() (engine/check.ts): the same talon states count as one. */
export function talonCheck(t: Tableau): u64 {
  if (t.talonLen == 0 && t.turned == 0 && t.redealsUsed == 0) return 0;
  let h = checkStep(<u64>talonWaste(t) + 1, <u64>t.redealsUsed);
  for (let k = 0; k < t.talonLen; k++) h = checkStep(h, <u64>unchecked(t.talon[k]) + 1);
  return h;
}

// ---- moves from the talon ------------------------------------------------------------

/**
 * Turning the stock (a player's move; the solver turns inside its talon
 * moves, `turnsInside`), or dealing it onto the piles, which Spider allows
 * only with no empty pile.
 */
export function stockMoveLegal(t: Tableau, turnsInside: bool): bool {
  if (t.dealToPiles) return t.talonLen > 0 && t.emptyPiles() == 0;
  if (t.draw == 0 || turnsInside) return false;
  return t.turned < t.talonLen || (t.talonLen > 0 && canRedeal(t));
}

/**
 * Plays from the talon. A player plays the waste's top card; with
 * `turnsInside` (the solver) any card turning can bring to the top: the
 * current top, the tops reached turning on, and, if a redeal is left, those of
 * the next pass (marked REDEAL_FLAG) that the current pass does not reach.
 */
export function talonMoves(t: Tableau, out: StaticArray<i32>, k: i32, turnsInside: bool): i32 {
  const n = t.talonLen;
  const d = t.draw;
  if (t.turned > 0) k = talonPlays(t, out, k, t.turned - 1, 0);
  if (!turnsInside) return k;
  let w = t.turned;
  while (w < n) {
    w = w + d < n ? w + d : n;
    k = talonPlays(t, out, k, w - 1, 0);
  }
  if (!canRedeal(t)) return k;
  w = 0;
  while (w < n) {
    w = w + d < n ? w + d : n;
    const p = w - 1;
    const reachedThisPass = p == t.turned - 1 || (p >= t.turned && ((p - t.turned + 1) % d == 0 || p == n - 1));
    if (!reachedThisPass) k = talonPlays(t, out, k, p, REDEAL_FLAG);
  }
  return k;
}

/** Moves of talon card j (brought to the waste's top) to a foundation or a pile. */
function talonPlays(t: Tableau, out: StaticArray<i32>, k: i32, j: i32, flag: i32): i32 {
  const c = unchecked(t.talon[j]);
  const tag = (j << 20) | flag;
  if (t.compulsoryAces && j >= t.turned && t.rank(c) == 1) {
    // An ace that turning shows must go up at once, and nowhere else.
    const f = aceFoundation(t, c, j);
    if (f >= 0) unchecked((out[k++] = moveOf(TALON, FOUND0 + f, 1) | tag));
    return k;
  }
  if (t.singlesUp) {
    let f = t.foundationFor(c);
    if (f < 0 && t.compulsoryAces && j >= t.turned) f = foundationAfterAces(t, c, j);
    if (f >= 0) unchecked((out[k++] = moveOf(TALON, FOUND0 + f, 1) | tag));
  }
  return toPiles(t, out, k, TALON, c, 1, tag);
}

/**
 * The foundation ace c (talon card j) goes to with compulsory aces: the aces
 * of its suit turned on the way take the first empty foundations of the suit
 * (two decks), so it takes the next; -1 if none is left.
 */
function aceFoundation(t: Tableau, c: u8, j: i32): i32 {
  let taken = 0;
  for (let i = t.turned; i < j; i++) {
    const a = unchecked(t.talon[i]);
    if ((a & 3) == (c & 3) && t.rank(a) == 1) taken++;
  }
  for (let f = <i32>(c & 3); f < t.nFound; f += 4) {
    if (unchecked(t.found[f]) != 0) continue;
    if (taken-- == 0) return f;
  }
  return -1;
}

/**
 * With compulsory aces, the aces turned on the way to talon card j go up as
 * they show, which may let j go up too: its foundation then, or -1.
 */
function foundationAfterAces(t: Tableau, c: u8, j: i32): i32 {
  if (t.rank(c) != 2 || t.foundationDown) return -1;
  for (let i = t.turned; i < j; i++) {
    const a = unchecked(t.talon[i]);
    if ((a & 3) != (c & 3) || t.rank(a) != 1) continue;
    for (let f = <i32>(c & 3); f < t.nFound; f += 4) if (unchecked(t.found[f]) == 0) return f;
  }
  return -1;
}

// ---- playing and undoing ---------------------------------------------------------

/**
 * Talon card j leaves the talon for the waste's top: turning brings it up
 * (through a redeal if flagged), aces shown on the way go up if
 * compulsory, and it is taken out. The card itself then moves from
 * WASTE_TOP, where transfer() finds it in `pending`.
 */
export function takeFromTalon(t: Tableau, m: i32, sp: i32): void {
  let j = talonIndexOf(m);
  if ((m & REDEAL_FLAG) != 0 && t.redeals != REDEALS_UNLIMITED) t.redealsUsed++;
  if (t.compulsoryAces && j >= t.turned) {
    // Turning one card at a time from `turned`: each ace shown goes up.
    let gone = 0;
    for (let i = t.turned; i < j; i++) {
      const a = unchecked(t.talon[i - gone]);
      if (t.rank(a) != 1) continue;
      const f = t.foundationFor(a);
      if (f < 0) continue;
      unchecked((t.extras[t.extraTop++] = EXTRA_ACE | (<u32>i << 8) | (<u32>a << 16) | (<u32>f << 24)));
      removeTalon(t, i - gone);
      t.foundKey ^= unchecked(ZF[f * 16]) ^ unchecked(ZF[f * 16 + 1]);
      unchecked((t.found[f] = 1));
      t.onFound++;
      gone++;
    }
    unchecked((t.undoExtras[sp] = <u8>gone));
    j -= gone;
  }
  t.pending = unchecked(t.talon[j]);
  removeTalon(t, j);
  t.turned = j;
  t.talonKey = talonHash(t);
  t.talonChanged = true;
}

/**
 * Undoes takeFromTalon: the card (back in `pending`) returns to its place,
 * then the aces sent up on the way (ACE_BUF, last sent first) to theirs.
 */
export function putBackInTalon(t: Tableau, m: i32, aces: i32): void {
  insertTalon(t, talonIndexOf(m) - aces, t.pending);
  // Lowest position first, so each goes back where it was.
  for (let i = aces - 1; i >= 0; i--) {
    const e = unchecked(ACE_BUF[i]);
    const f = <i32>(e >> 24);
    unchecked((t.found[f] = 0));
    t.onFound--;
    insertTalon(t, <i32>((e >> 8) & 0xff), <u8>((e >> 16) & 0xff));
  }
}

function removeTalon(t: Tableau, j: i32): void {
  for (let i = j; i < t.talonLen - 1; i++) unchecked((t.talon[i] = t.talon[i + 1]));
  t.talonLen--;
}
function insertTalon(t: Tableau, j: i32, c: u8): void {
  for (let i = t.talonLen; i > j; i--) unchecked((t.talon[i] = t.talon[i - 1]));
  unchecked((t.talon[j] = c));
  t.talonLen++;
}

/** Turns the stock (or redeals it), or deals it onto the piles (Spider). */
export function stockMove(t: Tableau, sp: i32): void {
  if (t.dealToPiles) {
    const k = t.talonLen < t.nPiles ? t.talonLen : t.nPiles;
    for (let p = 0; p < k; p++) t.pushPile(p, unchecked(t.talon[p]));
    for (let i = k; i < t.talonLen; i++) unchecked((t.talon[i - k] = t.talon[i]));
    t.talonLen -= k;
    let removed = 0;
    if (t.removeRuns) for (let p = 0; p < k; p++) if (t.removeRun(p)) removed++;
    unchecked((t.undoFlags[sp] = <u32>k << 8));
    unchecked((t.undoExtras[sp] = <u8>removed));
    t.rehash();
    return;
  }
  if (t.turned < t.talonLen) t.turned = t.turned + t.draw < t.talonLen ? t.turned + t.draw : t.talonLen;
  else {
    t.turned = 0;
    if (t.redeals != REDEALS_UNLIMITED) t.redealsUsed++;
  }
  t.talonKey = talonHash(t);
  t.talonChanged = true;
}

export function undoStockMove(t: Tableau, sp: i32): void {
  if (!t.dealToPiles) return; // turned and redealsUsed are restored by undo()
  for (let e = <i32>unchecked(t.undoExtras[sp]); e > 0; e--) t.restoreRun(unchecked(t.extras[--t.extraTop]));
  const k = <i32>(unchecked(t.undoFlags[sp]) >> 8);
  for (let i = t.talonLen - 1; i >= 0; i--) unchecked((t.talon[i + k] = t.talon[i]));
  for (let p = k - 1; p >= 0; p--) unchecked((t.talon[p] = t.popPile(p)));
  t.talonLen += k;
  t.rehash();
}

// ---- solutions as a player's moves -----------------------------------------

/**
 * Writes the line path[0..n) from the current position as a player's moves:
 * each talon move becomes the stock turns (and, with compulsory aces, the
 * aces they show going up) that bring its card to the waste's top, then the
 * play of that card. Leaves the position as it found it. Returns the count.
 */
export function expandLine(t: Tableau, path: StaticArray<i32>, n: i32, out: StaticArray<i32>): i32 {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(path[i]);
    if (srcOf(m) != TALON) {
      t.apply(m);
      unchecked((out[k++] = m));
      continue;
    }
    let target = talonIndexOf(m);
    let guard = 0;
    while (t.turned - 1 != target && guard++ < 4 * CAP) {
      const ace = t.compulsoryAces ? t.compulsoryAce() : 0;
      const step = ace != 0 ? ace : STOCK_MOVE;
      // An ace played from the waste sat below the target: the target moves down one.
      if (ace != 0 && srcOf(ace) == TALON) target--;
      t.apply(step);
      unchecked((out[k++] = step));
    }
    const play = moveOf(TALON, dstOf(m), 1) | ((t.turned - 1) << 20);
    t.apply(play);
    unchecked((out[k++] = play));
  }
  for (let i = k - 1; i >= 0; i--) t.undo(unchecked(out[i]));
  return k;
}
