// The moves of the talon: the stock turned or dealt onto the piles, and its
// cards played. A player turns the stock and plays the waste's top card. The
// solver instead plays any card turning can bring to the top, in one move
// ("turn until it is on top, then play it"): turning never touches the
// tableau, so any line can be reordered to turn just before each play from
// the waste, and these moves lose nothing. Solutions are written back as
// single turns (expand.ts). In Spider the talon is the stock dealt onto the piles.

import { TableauState } from "./state";
import { CAP, FOUND0, TALON, REDEAL_FLAG, REDEAL_SHIFT, MAX_TALON_REDEALS, moveOf } from "./moves";
import { toPiles } from "./targets";
import { REDEALS_UNLIMITED } from "./rule-table";

// ---- moves from the talon ------------------------------------------------------------

/**
 * Turning the stock (a player's move; the solver turns inside its talon
 * moves, `turnsInside`), or dealing it onto the piles, which Spider allows
 * only with no empty pile and `dealOnSpaces` (Solvitaire's rule) at any time.
 */
export function stockMoveLegal(t: TableauState, turnsInside: bool): bool {
  if (t.dealToPiles) return t.talonLen > 0 && (t.dealOnSpaces || t.emptyPiles() == 0);
  if (t.draw == 0 || turnsInside) return false;
  return t.turned < t.talonLen || (t.talonLen > 0 && t.canRedeal());
}

/**
 * Plays from the talon. A player plays the waste's top card; with
 * `turnsInside` (the solver) any card turning can bring to the top: the
 * current top, the tops reached turning on, and, if a redeal is left, those of
 * the next pass (marked REDEAL_FLAG) that the current pass does not reach.
 * With compulsory aces turning also sends aces up, which changes what later
 * turns show: compulsoryTalonMoves.
 */
export function talonMoves(t: TableauState, out: StaticArray<i32>, k: i32, turnsInside: bool): i32 {
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
  if (!t.canRedeal()) return k;
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
function talonPlays(t: TableauState, out: StaticArray<i32>, k: i32, c: u8, tag: i32): i32 {
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

const SIM_CAP: i32 = CAP;
const SIM_CARD = new StaticArray<u8>(SIM_CAP); // the talon as the simulation turns it
const SIM_FROM = new StaticArray<u8>(SIM_CAP); // each simulated card's index in the real talon
const OFFERED_PASS = new StaticArray<i32>(SIM_CAP); // per real index: the pass it was last offered in (+1; 0: never)
const OFFERED_UP = new StaticArray<i32>(SIM_CAP); // per real index: aces up when it was last offered
const SIM_FOUND = new StaticArray<i32>(16); // the foundations with the simulated aces up

/** The foundation card c would go to with SIM_FOUND's foundations (upward foundations), or -1. */
function simFoundationFor(t: TableauState, c: u8): i32 {
  const r = t.rank(c);
  for (let f = <i32>(c & 3); f < t.nFound; f += 4) if (unchecked(SIM_FOUND[f]) + 1 == r) return f;
  return -1;
}

function compulsoryTalonMoves(t: TableauState, out: StaticArray<i32>, k: i32): i32 {
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
function simOffer(t: TableauState, out: StaticArray<i32>, k: i32, i: i32, pass: i32, up: i32): i32 {
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
