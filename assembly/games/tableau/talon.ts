// The talon: stock and waste as one sequence T in the order the cards are
// turned, of which the first `turned` are on the waste (T[turned - 1] is its
// top). A player turns the stock and plays the waste's top card. The solver
// instead plays any card turning can bring to the top, in one move ("turn
// until T[j] is on top, then play it"): turning never touches the tableau, so
// any line can be reordered to turn just before each play from the waste, and
// these moves lose nothing. Solutions are written back as single turns
// (expandLine). In Spider the talon is the stock dealt onto the piles.

import {
  Tableau,
  CAP,
  ZF,
  ZT,
  ZW,
  FOUND0,
  TALON,
  STOCK_MOVE,
  REDEAL_FLAG,
  REDEAL_SHIFT,
  MAX_TALON_REDEALS,
  EXTRA_ACE,
  moveOf,
  srcOf,
  dstOf,
  talonIndexOf,
  redealsOf,
} from "./position";
import { toPiles } from "./movegen";
import { REDEALS_UNLIMITED } from "./rule-table";
import { checkStep } from "../../engine/check";

/** Aces sent up on the way to a talon card, while a move is undone (last sent first). */
export const ACE_BUF = new StaticArray<u32>(16);

/** May the waste be turned over into the stock again? */
@inline export function canRedeal(t: Tableau): bool {
  return t.redeals == REDEALS_UNLIMITED || t.redealsUsed < t.redeals;
}

/**
 * The waste's size as the keys count it: 0 for every size that reaches what
 * an empty waste reaches (talonHash). Not with compulsory aces while an ace
 * is in the talon: turning then sends aces up, and which ones depends on where
 * the turning starts.
 */
function talonWaste(t: Tableau): i32 {
  const w = t.turned;
  if (t.redeals != REDEALS_UNLIMITED || t.draw == 0 || (w % t.draw != 0 && w != t.talonLen)) return w;
  if (t.compulsoryAces) for (let k = 0; k < t.talonLen; k++) if (t.rank(unchecked(t.talon[k])) == 1) return w;
  return 0;
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
  let h = unchecked(ZW[(w & 127) | ((t.redealsUsed & 3) << 7)]) ^ ((<u64>t.redealsUsed) << 56);
  for (let k = 0; k < t.talonLen; k++) h ^= unchecked(ZT[(k << 6) | ((<i32>t.talon[k]) & 63)]);
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
 * With compulsory aces turning also sends aces up, which changes what later
 * turns show: compulsoryTalonMoves.
 */
export function talonMoves(t: Tableau, out: StaticArray<i32>, k: i32, turnsInside: bool): i32 {
  if (turnsInside && t.compulsoryAces) return compulsoryTalonMoves(t, out, k);
  const n = t.talonLen;
  const d = t.draw;
  if (t.turned > 0) k = talonPlays(t, out, k, unchecked(t.talon[t.turned - 1]), (t.turned - 1) << 20);
  if (!turnsInside) return k;
  let w = t.turned;
  while (w < n) {
    w = w + d < n ? w + d : n;
    k = talonPlays(t, out, k, unchecked(t.talon[w - 1]), (w - 1) << 20);
  }
  if (!canRedeal(t)) return k;
  w = 0;
  while (w < n) {
    w = w + d < n ? w + d : n;
    const p = w - 1;
    const reachedThisPass = p == t.turned - 1 || (p >= t.turned && ((p - t.turned + 1) % d == 0 || p == n - 1));
    if (!reachedThisPass) k = talonPlays(t, out, k, unchecked(t.talon[p]), (p << 20) | REDEAL_FLAG);
  }
  return k;
}

/** Moves of talon card c (brought to the waste's top; `tag` names it) to a foundation or a pile. */
function talonPlays(t: Tableau, out: StaticArray<i32>, k: i32, c: u8, tag: i32): i32 {
  if (t.singlesUp && t.layOn == 0) {
    const f = t.foundationFor(c);
    if (f >= 0) unchecked((out[k++] = moveOf(TALON, FOUND0 + f, 1) | tag));
  }
  return toPiles(t, out, k, TALON, c, 1, tag);
}

// ---- turning with compulsory aces ---------------------------------------------------
//
// An ace that shows on the waste's top must go up at once; then the card under
// it is the top, and if that is an ace it goes up too. With more than one card
// turned at a time, an ace gone up shifts the groups later turns show, so the
// cards turning reaches depend on the aces it sends up on the way. Both the
// move list and apply() follow one simulation of a player turning, event by
// event: the top after a turn, then each top after an ace goes up. A move
// names its card and the redeals on the way, and stands for its card's first
// event in that pass. The solver's moves:
// - a card at an event, not an ace: played (turn until it shows, then play
//   it), unless it was already offered this pass or with the same aces up
//   (then the position is the same, with fewer redeals used);
// - an ace shown by a turn: sent up (the aces under it then follow as
//   compulsory moves). This is the only way the solver turns without playing
//   a talon card, and it is needed: an ace gone up can free a move elsewhere.
// Turning without playing loses nothing otherwise (turning never touches the
// tableau, so it can wait until just before the play it leads to), and passes
// are followed until one full pass sends nothing up (the next would repeat it)
// or the redeals run out.

const SIM_CAP: i32 = 128; // position.ts's CAP (not readable here while the modules load)
const SIM_CARD = new StaticArray<u8>(SIM_CAP); // the talon as the simulation turns it
const SIM_FROM = new StaticArray<u8>(SIM_CAP); // each simulated card's index in the real talon
const OFFERED_PASS = new StaticArray<i32>(SIM_CAP); // per real index: the pass it was last offered in (+1; 0: never)
const OFFERED_UP = new StaticArray<i32>(SIM_CAP); // per real index: aces up when it was last offered
const SIM_FOUND = new StaticArray<i32>(16); // the foundations with the simulated aces up

/** The foundation card c would go to with SIM_FOUND's foundations (upward foundations), or -1. */
function simFoundationFor(t: Tableau, c: u8): i32 {
  const r = t.rank(c);
  for (let f = <i32>(c & 3); f < t.nFound; f += 4) if (unchecked(SIM_FOUND[f]) + 1 == r) return f;
  return -1;
}

function compulsoryTalonMoves(t: Tableau, out: StaticArray<i32>, k: i32): i32 {
  let n = t.talonLen;
  const d = t.draw;
  for (let i = 0; i < n; i++) {
    unchecked((SIM_CARD[i] = t.talon[i]));
    unchecked((SIM_FROM[i] = <u8>i));
    unchecked((OFFERED_PASS[i] = 0));
  }
  for (let f = 0; f < t.nFound; f++) unchecked((SIM_FOUND[f] = t.found[f]));
  const redealsLeft = t.redeals == REDEALS_UNLIMITED ? MAX_TALON_REDEALS : min(MAX_TALON_REDEALS, t.redeals - t.redealsUsed);
  let w = t.turned;
  let pass = 0;
  let up = 0; // aces the simulation has sent up
  let upAtPassStart = 0;
  if (w > 0) k = simOffer(t, out, k, w - 1, 0, 0);
  while (true) {
    if (w >= n) {
      // The end of the stock: redeal, unless a full pass sent nothing up (the next repeats it).
      if (n == 0 || pass >= redealsLeft || (pass > 0 && up == upAtPassStart)) break;
      pass++;
      upAtPassStart = up;
      w = 0;
      continue;
    }
    w = w + d < n ? w + d : n;
    let c = unchecked(SIM_CARD[w - 1]);
    if (t.rank(c) == 1) {
      const f = simFoundationFor(t, c);
      if (f >= 0) unchecked((out[k++] = moveOf(TALON, FOUND0 + f, 1) | ((<i32>unchecked(SIM_FROM[w - 1])) << 20) | (pass << REDEAL_SHIFT)));
    }
    // Aces on top go up, one after another.
    while (w > 0 && t.rank((c = unchecked(SIM_CARD[w - 1]))) == 1) {
      const f = simFoundationFor(t, c);
      if (f < 0) break;
      unchecked((SIM_FOUND[f] = SIM_FOUND[f] + 1));
      up++;
      for (let i = w - 1; i < n - 1; i++) {
        unchecked((SIM_CARD[i] = SIM_CARD[i + 1]));
        unchecked((SIM_FROM[i] = SIM_FROM[i + 1]));
      }
      n--;
      w--;
    }
    if (w > 0 && t.rank(c) != 1) k = simOffer(t, out, k, w - 1, pass, up);
  }
  return k;
}

/** The plays of simulated card i (not an ace), reached in `pass` with `up` aces sent up, unless already offered (above). */
function simOffer(t: Tableau, out: StaticArray<i32>, k: i32, i: i32, pass: i32, up: i32): i32 {
  const j = <i32>unchecked(SIM_FROM[i]);
  const last = unchecked(OFFERED_PASS[j]);
  if (last == pass + 1 || (last > 0 && unchecked(OFFERED_UP[j]) == up)) return k;
  unchecked((OFFERED_PASS[j] = pass + 1));
  unchecked((OFFERED_UP[j] = up));
  const c = unchecked(SIM_CARD[i]);
  const tag = (j << 20) | (pass << REDEAL_SHIFT);
  if (t.singlesUp) {
    // A foundation as it is, or as the aces sent up on the way leave it.
    let f = t.foundationFor(c);
    if (f < 0 && !t.foundationDown) f = simFoundationFor(t, c);
    if (f >= 0) unchecked((out[k++] = moveOf(TALON, FOUND0 + f, 1) | tag));
  }
  return toPiles(t, out, k, TALON, c, 1, tag);
}

// ---- playing and undoing ---------------------------------------------------------

/**
 * Talon card j leaves the talon for the waste's top: turning brings it up
 * (through the redeals the move names), and it is taken out. With compulsory
 * aces, turning follows the same simulation as the move list (above): the aces
 * each event shows go up, each recorded with its index then, to be put back
 * in reverse order. The card itself then moves from WASTE_TOP, where
 * transfer() finds it in `pending`.
 */
export function takeFromTalon(t: Tableau, m: i32, sp: i32): void {
  let j = talonIndexOf(m);
  const redeals = redealsOf(m);
  if (t.redeals != REDEALS_UNLIMITED) t.redealsUsed += redeals;
  if (t.compulsoryAces && (redeals > 0 || j >= t.turned)) {
    let w = t.turned;
    let pass = 0;
    let gone = 0;
    // Until card j is the top in pass `redeals` (the guard only bounds a malformed move).
    for (let guard = 0; guard < 64 * CAP && !(pass == redeals && w - 1 == j); guard++) {
      if (w >= t.talonLen) {
        pass++;
        w = 0;
        continue;
      }
      w = w + t.draw < t.talonLen ? w + t.draw : t.talonLen;
      while (w > 0 && !(pass == redeals && w - 1 == j)) {
        const a = unchecked(t.talon[w - 1]);
        if (t.rank(a) != 1) break;
        const f = t.foundationFor(a);
        if (f < 0) break;
        unchecked((t.extras[t.extraTop++] = EXTRA_ACE | ((<u32>(w - 1)) << 8) | ((<u32>a) << 16) | ((<u32>f) << 24)));
        removeTalon(t, w - 1);
        t.foundKey ^= unchecked(ZF[f * 16]) ^ unchecked(ZF[f * 16 + 1]);
        unchecked((t.found[f] = 1));
        t.onFound++;
        gone++;
        if (w - 1 < j) j--;
        w--;
      }
    }
    unchecked((t.undoExtras[sp] = <u8>gone));
  }
  t.pending = unchecked(t.talon[j]);
  removeTalon(t, j);
  t.turned = j;
  t.talonKey = talonHash(t);
  t.talonChanged = true;
}

/**
 * Undoes takeFromTalon: the card (back in `pending`) returns to the index it
 * left, then the aces sent up on the way (ACE_BUF: the last sent first) to
 * theirs, each at the index it had when it went.
 */
export function putBackInTalon(t: Tableau, m: i32, aces: i32): void {
  insertTalon(t, t.turned, t.pending);
  for (let i = 0; i < aces; i++) {
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
    unchecked((t.undoFlags[sp] = (<u32>k) << 8));
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
 * aces they show going up, in the order takeFromTalon sends them) that bring its card to the waste's top, then the
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
    // Turn (sending up the aces that show, if compulsory) until the card is
    // on top in the pass the move names.
    let target = talonIndexOf(m);
    const redeals = redealsOf(m);
    let pass = 0;
    let guard = 0;
    while (!(pass == redeals && t.turned - 1 == target) && guard++ < 64 * CAP) {
      const ace = t.compulsoryAces ? t.compulsoryAce() : 0;
      const step = ace != 0 ? ace : STOCK_MOVE;
      // An ace played from the waste below the target: the target moves down one.
      if (ace != 0 && srcOf(ace) == TALON && talonIndexOf(ace) < target) target--;
      if (ace == 0 && t.turned >= t.talonLen) pass++;
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
