// A dead end seen without searching (after Voima's card-conflict test): a card
// that can never leave its place, so that neither it nor the cards under it
// ever reach the foundations.
//
// Where it applies: one deck, piles building down, foundations up one card at
// a time, no cells but a reserve's (which take no card), only kings (or no
// card at all) into spaces, the stock never dealt onto the piles (Klondike
// and Solitaire, any draw, groups and worry back; Northwest Territory). A
// reserve card, like a talon card, lies under nothing: reachable.
//
// The layer of a pile: its face-down cards and the lowest face-up card. A card
// of the layer moves only as the bottom of what moves (the card under it is
// face down), and the cards under it stay where they are until it moves.
//
// A non-king x of the layer is frozen, given a set F of frozen cards, when its
// foundation is out of reach (some lower card z of its suit, not up, lies under
// x in x's pile, or is in F, or lies under a card of F) and either
// - every parent y (a card x may be built on) is out of reach: y lies under x in
//   x's pile or under a card of F, or (without worry back) is on a foundation;
// - or (two cards, one parent) one parent y is in reach, and a card x2 of x's
//   rank above x in x's layer can leave its place only onto y: x2's foundation
//   and every other parent of x2 are out of reach as x's are, under x, in F or
//   under F, or up without worry back. (Klondike's Q-spades under Q-clubs, with
//   K-hearts, 9-clubs and 6-spades under both: only K-diamonds takes either.)
// F starts as every non-king of every layer, and a card that fails the rule
// with F as it stands leaves F, until every card left meets it (the greatest
// such F: it also finds cards waiting on each other in a ring, x on a card
// under x', x' on one under x).
//
// Why a frozen card means the deal is lost (any F whose every card meets the
// rule with F will do): in a win every card of F moves
// (all cards end up). Take the first move of a line that moves a card x of F.
// Until then no card of F has moved, so every card under a card of F, or under
// x, is where it was and covered. x moves as the bottom of what moves: to its
// foundation (its lower card z must be up: z is covered, or in F and unmoved),
// onto a parent's pile top (y is covered, or was up and without worry back
// never comes down), or into a space (x is no king, or no card fills one),
// or into a cell (none, or a reserve's, which takes no card).
// Each is impossible, so no line moves a card of F, and none wins.
// For x frozen by two cards, one parent: x2 lies above x in x's layer, so x
// stays face down until x2 has moved, as the bottom of what moved (the cards
// under x2 were face down), and by the same reasons only onto y. To leave y
// x2 must go up or onto another parent, which lie under x, in F or under F
// and have not moved, or are up and, without worry back, still there. So x2
// still lies on y when x moves, and x has nowhere to go.
//
// With worry back the layers only shrink and nothing else changes a verdict
// here along a line, so a position past the deal can only be dead if the deal
// is; without worry back a parent sent up stays up, so later positions may be
// dead where the deal is not. The solver asks at the deal, after its dive
// (solver/tableau.ts).

import { TableauState } from "./state";
import { CAP, MAX_PILES } from "./moves";
import { suitsFit } from "./rules";
import { FILL_KINGS } from "./rule-table";

const LOC_PILE = new StaticArray<i8>(64); // a card's pile, -1 if not in a pile
const LOC_POS = new StaticArray<i8>(64); // its height in the pile
const FROZEN = new StaticArray<bool>(64);
const FROZEN_TOP = new StaticArray<i32>(MAX_PILES); // per pile: height of its highest frozen card, -1 if none

/** Is some card of the position frozen (above)? Only for rules where its argument holds (Rules.deadEndHolds). */
export function deadEnd(t: TableauState): bool {
  for (let c = 0; c < 64; c++) {
    unchecked((LOC_PILE[c] = -1));
    unchecked((FROZEN[c] = false));
  }
  const ranks = t.ranks;
  // Every non-king of every layer starts frozen.
  let any = false;
  for (let p = 0; p < t.nPiles; p++) {
    unchecked((FROZEN_TOP[p] = -1));
    const n = unchecked(t.len[p]);
    const base = p * CAP;
    const layer = min(unchecked(t.down[p]), n - 1);
    for (let k = 0; k < n; k++) {
      const c = <i32>unchecked(t.cards[base + k]);
      unchecked((LOC_PILE[c] = <i8>p));
      unchecked((LOC_POS[c] = <i8>k));
      if (k <= layer && t.rank(<u8>c) != ranks) {
        unchecked((FROZEN[c] = true));
        unchecked((FROZEN_TOP[p] = k));
        any = true;
      }
    }
  }
  // Thaw every card that has a way out, until none is left to thaw.
  let thawed = any;
  while (thawed) {
    thawed = false;
    for (let p = 0; p < t.nPiles; p++) {
      const top = unchecked(FROZEN_TOP[p]);
      let newTop = -1;
      for (let i = 0; i <= top; i++) {
        const x = unchecked(t.cards[p * CAP + i]);
        if (!unchecked(FROZEN[x])) continue;
        if (frozen(t, x, p, i)) newTop = i;
        else {
          unchecked((FROZEN[x] = false));
          thawed = true;
        }
      }
      unchecked((FROZEN_TOP[p] = newTop));
    }
  }
  for (let p = 0; p < t.nPiles; p++) if (unchecked(FROZEN_TOP[p]) >= 0) return true;
  return false;
}

/** Does x, at height i of pile p, meet the rule with the cards frozen so far? */
function frozen(t: TableauState, x: u8, p: i32, i: i32): bool {
  const s = <i32>(x & 3);
  const r = t.rank(x);
  if (!foundationBlocked(t, s, r, p, i)) return false;
  // Its parents: rank r + 1, of a suit x builds on.
  let open = -1;
  for (let u = 0; u < 4; u++) {
    if (!suitsFit(t.buildSuit, s, u)) continue;
    if (parentOpen(t, r, u, p, i)) {
      if (open >= 0) return false;
      open = u;
    }
  }
  if (open < 0) return true;
  // One parent y open: frozen all the same if a card x2 of the same rank above x in its layer can only go onto y too.
  const layer = min(unchecked(t.down[p]), unchecked(t.len[p]) - 1);
  for (let j = i + 1; j <= layer; j++) {
    const x2 = unchecked(t.cards[p * CAP + j]);
    if (t.rank(x2) != r) continue;
    const s2 = <i32>(x2 & 3);
    if (!suitsFit(t.buildSuit, s2, open)) continue;
    if (!foundationBlocked(t, s2, r, p, i)) continue;
    let only = true;
    for (let u = 0; u < 4 && only; u++) {
      if (u == open || !suitsFit(t.buildSuit, s2, u)) continue;
      if (parentOpen(t, r, u, p, i)) only = false;
    }
    if (only) return true;
  }
  return false;
}

/**
 * Is the foundation out of reach for the card of suit s and rank r, by x's
 * measure (x at height i of pile p): a lower card of the suit, not up, lies
 * under x, is frozen or lies under a frozen card? (Talon and reserve cards lie
 * under nothing.)
 */
function foundationBlocked(t: TableauState, s: i32, r: i32, p: i32, i: i32): bool {
  for (let q = t.found[s] + 1; q < r; q++) {
    const z = ((q - 1) << 2) | s;
    const zp = <i32>unchecked(LOC_PILE[z]);
    if (zp < 0) continue;
    const zk = <i32>unchecked(LOC_POS[z]);
    if ((zp == p && zk < i) || unchecked(FROZEN[z]) || zk < unchecked(FROZEN_TOP[zp])) return true;
  }
  return false;
}

/**
 * Is the parent of rank r + 1 and suit u in reach, by x's measure (x at height
 * i of pile p): not under x, not under a frozen card, and not up unless
 * worry back brings it down. In the talon or the reserve: in reach.
 */
function parentOpen(t: TableauState, r: i32, u: i32, p: i32, i: i32): bool {
  const y = (r << 2) | u;
  const yp = <i32>unchecked(LOC_PILE[y]);
  if (yp < 0) return unchecked(t.found[u]) <= r || t.worryBack;
  const yk = <i32>unchecked(LOC_POS[y]);
  return !((yp == p && yk < i) || yk < unchecked(FROZEN_TOP[yp]));
}

const LOWEST_STUCK = new StaticArray<i32>(4);

/**
 * After deadEnd() found one: the most cards the foundations can ever hold.
 * A frozen card and every card under one never go up, nor does any card of
 * the same suit above the lowest of them.
 */
export function deadEndBound(t: TableauState): i32 {
  for (let s = 0; s < 4; s++) unchecked((LOWEST_STUCK[s] = t.ranks + 1));
  for (let p = 0; p < t.nPiles; p++) {
    const top = unchecked(FROZEN_TOP[p]);
    for (let k = 0; k <= top; k++) {
      const c = unchecked(t.cards[p * CAP + k]);
      const s = <i32>(c & 3);
      if (t.rank(c) < unchecked(LOWEST_STUCK[s])) unchecked((LOWEST_STUCK[s] = t.rank(c)));
    }
  }
  let n = 0;
  for (let s = 0; s < 4; s++) n += unchecked(LOWEST_STUCK[s]) - 1;
  return n;
}
