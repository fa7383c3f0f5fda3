// What a search may leave out. The solver asks for searchMoves(): the
// solver's moves (talon moves turn on their own, talon-moves.ts) less those
// that provably lose nothing by being left out, in search order. A player's
// legal moves (movegen.ts) are never pruned.

import { Position } from "./position";
import { CELL0, FOUND0, TALON, srcOf, dstOf, countOf, talonIndexOf, moveOf } from "./moves";
import { generate, compulsoryAce } from "./movegen";
import { order, MoveOrder } from "./order";
import { safeMove, wastedWorry } from "./safe";
import { UNIT_RUNS } from "./rule-table";
import { suitsFit } from "./rules";
import { NO_CARD } from "../../engine/cards";
import { PARKING } from "../../solver/parked";
import { acceptedCards, aimBelow, takesACard } from "./aimed";

/** The moves a search tries (searchMoves) in a given order: a depth-first search's move source (solver/search.ts). */
export class OrderedMoves {
  constructor(public order: MoveOrder) {}

  moves(g: Position, out: StaticArray<i32>, at: i32): i32 {
    return searchMoves(g, out, at, this.order);
  }
  // The positions met at the depth limit, parked (solver/parked.ts).
  begin(g: Position): void {
    PARKING.begin(g);
  }
  park(g: Position): bool {
    return PARKING.park(g);
  }
  resume(g: Position): bool {
    return PARKING.resume(g);
  }
  restore(g: Position): void {
    PARKING.restore(g);
  }
}

/**
 * The moves a search tries: a compulsory ace alone; else a provably safe
 * foundation move alone if there is one; else every solver move but
 * equivalent ones (prune), best-looking first (order.ts).
 */
export function searchMoves(t: Position, out: StaticArray<i32>, at: i32, ord: MoveOrder): i32 {
  if (t.upOn != 0) return upAfterPart(t, out, at);
  let only = t.compulsoryAces ? compulsoryAce(t) : 0;
  if (only == 0 && t.layOn == 0 && t.worryOn == 0) only = safeMove(t);
  if (only != 0) {
    unchecked((out[at] = only));
    return 1;
  }
  // With a forced fill (fillFromTalon) the waste's top matters at every
  // move, so the stock is turned a move at a time as a player turns it.
  // An aimed search digging a pile keeps that pile's moves alone (prune()),
  // so the others are not made (a fifth of FreeCell's positions); the
  // checked build makes them all and checks that the pile's are the same.
  const dig = t.aimed ? t.parkOn - 1 : -1;
  let n = generate(t, out, at, !t.fillFromTalon, true, dig);
  if (!ASC_NO_ASSERT && dig >= 0) assert(sameDigMoves(t, out, at, n, dig), "searchMoves: a dig's moves differ from the pile's among all moves");
  if (t.layOn != 0) n = layMoves(t, out, at, n);
  if (t.worryOn != 0) n = worryMoves(t, out, at, n);
  n = prune(t, out, at, n);
  if (n > 1) order(t, out, at, n, ord);
  return n;
}

/** Room for all of a position's moves, for sameDigMoves (the checked build's alone). */
const ALL_MOVES = new StaticArray<i32>(ASC_NO_ASSERT ? 0 : 4096);

/** Checked build: are out[at..at+n) pile p's moves among all of t's moves, in their order? */
function sameDigMoves(t: Position, out: StaticArray<i32>, at: i32, n: i32, p: i32): bool {
  const all = ALL_MOVES;
  const count = generate(t, all, 0, !t.fillFromTalon, true);
  let k = 0;
  for (let i = 0; i < count; i++) {
    const m = unchecked(all[i]);
    if (srcOf(m) != p) continue;
    if (k >= n || unchecked(out[at + k]) != m) return false;
    k++;
  }
  return k == n;
}

/**
 * Could any card be laid next on talon or reserve card c once it lies on a
 * pile? Some card that builds on it is in the talon or the reserve, face up
 * in a pile, or (with worry back) on top of a foundation. More than the
 * moves that exist (a card deep in a pile may not move), never fewer: only
 * the stock or reserve card with no such card is left out.
 */
function layable(t: Position, c: u8): bool {
  const r = t.rank(c) + (t.buildUp ? 1 : -1);
  if (r < 1 || r > t.ranks) return false;
  if (!layersFound) findLayers(t);
  for (let u = 0; u < 4; u++) {
    if (suitsFit(t.buildSuit, u, (<i32>c) & 3) && (layers & ((<u64>1) << (((r - 1) << 2) | u))) != 0) return true;
  }
  return false;
}

/** The cards that could be laid on a pile (layable): a bit per card, found once per prune(). */
let layers: u64 = 0;
let layersFound = false;
function findLayers(t: Position): void {
  let m: u64 = 0;
  for (let k = 0; k < t.talonLen; k++) m |= (<u64>1) << (unchecked(t.talon[k]) & 63);
  for (let q = 0; q < t.nCells; q++) if (unchecked(t.cell[q]) != NO_CARD) m |= (<u64>1) << (unchecked(t.cell[q]) & 63);
  for (let p = 0; p < t.nPiles; p++) {
    for (let k = unchecked(t.down[p]); k < unchecked(t.len[p]); k++) m |= (<u64>1) << (t.at(p, k) & 63);
  }
  if (t.worryBack) for (let f = 0; f < t.nFound; f++) if (unchecked(t.found[f]) != 0) m |= (<u64>1) << (t.foundationTop(f) & 63);
  layers = m;
  layersFound = true;
}

/**
 * Stock cards laid only to be built on (TableauState.deferLays: one card
 * turned at a time, unlimited redeals, where every talon card can be brought
 * to the top at any time). The search plays a talon card onto a pile only when a
 * card is laid on it by the very next move (layOn names the pile until then):
 * it keeps only those moves here (no forced foundation move either: the pile
 * is owed its card first), and leaves out the talon cards no card could be
 * laid on (layable, in prune()).
 *
 * Why no winning line is lost. Take a shortest win L and in it a move T of a
 * talon card c onto pile p; look at what next happens to c while it lies on
 * p with nothing on it:
 * - a card is laid on it (from a pile, a foundation or the talon): move T to
 *   just before that move. The moves in between touch neither p (its top is
 *   c) nor c, and stay legal with c in the talon: p's top is then the card
 *   under c, which only offers more (no Klondike move needs a pile to be
 *   covered), and any other talon card is still reachable (one card a turn,
 *   redeals without end: turning never touches the tableau, and the aces a
 *   turn sends up are the same ones, c not being an ace);
 * - c leaves p alone (to a foundation or another pile): drop T and play c
 *   from the talon instead, one move fewer: L was not shortest, so this never
 *   happens;
 * - c leaves p as the top card of a run: move the run without c, then c from
 *   the talon onto it, the same number of moves; that new move is handled in
 *   turn, later in the line.
 * Each step keeps L's length, moves its T later and never separates a T from
 * the lay right after it (handling the moves T from the last to the first), so
 * a shortest win exists in which every T is followed at once by a card laid
 * on its card: the moves kept. c does not end the game on p (a win has every
 * card up). The other rules that leave moves out (forced foundation moves,
 * prune()) argue from a shortest win too, and this rearranging keeps the
 * first move and the length, so they hold together. The pile owed a card is
 * part of the key (TableauState.key, check), so a position searched with its
 * moves narrowed this way never stands for the same position with all its
 * moves.
 * Reserve cards (TableauState.deferReserve: a reserve whose every card can
 * be played at any time and which takes no card back, no stock dealt onto
 * the piles, no forced fill) are deferred by the same argument with "the
 * reserve" for "the talon": a reserve card is always reachable, no move
 * needs it to stay in the reserve (no cell takes a card, so a run's limit
 * never counts reserve places), and a run of which c is the top card moves
 * as well without it (a smaller run from the same card, then c from the
 * reserve onto it). The cards that could be laid next include the reserve's
 * own (layable). (Northwest Territory, King Albert and Raglan on tiny decks,
 * and a deal won only by a reserve card laid on a reserve card:
 * tests/reserve-lays.test.ts; Raglan's endgames, tests/reserve-worry.test.ts.)
 * Best-first packs layOn with its positions (serialise.ts). A compulsory ace
 * still comes first (a player must play it); the debt is then dropped, which
 * only searches more. Stock cards with nothing that could be laid on them
 * are left out at once (prune(), layable). (Klondike draw 1 with unlimited
 * redeals, both aces settings, with and without worry back, whole and
 * partial groups: tests/tableau-exhaustive-stock.test.ts; deals that cannot
 * be won without a stock card on a pile: tests/klondike-deferred-lays.test.ts;
 * both check the solver with and without its dive, which plays stock cards
 * freely.)
 */
function layMoves(t: Position, out: StaticArray<i32>, at: i32, n: i32): i32 {
  const p = t.layOn - 1;
  let k = at;
  for (let i = at; i < at + n; i++) {
    const m = unchecked(out[i]);
    if (dstOf(m) == p) unchecked((out[k++] = m));
  }
  return k - at;
}

/**
 * Foundation cards worried back only to be built on (TableauState.deferWorry:
 * worry back as Klondike has it (Rules.worryProofs: one deck, piles built
 * down, foundations up), four suits, no cell, no reserve, nothing dealt onto
 * the piles, no forced fill, no runs removed). After a worry back of card c
 * onto pile p the search keeps only the moves that lay a card on c and the
 * other worry backs (worryOn names p until then), and forces no foundation
 * move there.
 *
 * Why no winning line is lost. Take a shortest win L and in it the last worry
 * back W, of c (rank r) from foundation F onto p, that is followed neither by
 * a card laid on c nor by a worry back, and the moves after W up to the first
 * that lays a card on c (D) or worries one back. None of them touches c: c
 * leaving p alone for another pile would be one move from F straight there
 * (F's top is still c: nothing went onto F or came off it since), c going
 * back up would make W and it a detour, and c moving
 * with cards on it needs D first; all would make L longer than needed. None
 * touches p (its top is c), and none touches F: the one card that could go
 * onto F is c (one deck, four suits), and taking F's top is a worry back.
 * So W can move to just before D or that worry back: each move in between
 * stays legal (they read neither p, c nor F), W then too (c is still F's
 * top, p's top is unchanged), and the positions after D are L's own. L keeps
 * its length, W is now followed by a lay on c or a worry back, and only
 * moves that are no worry backs changed places, so the worry backs handled
 * before (later in L) keep what follows them; a worry back just before W's
 * old place that was followed by W is handled next and moves up to just
 * before W again or before its own lay. Done from the last worry back to the
 * first, a shortest win results in which every worry back is followed at once
 * by a card laid on its card or by another worry back: the moves kept. The
 * other rules leaving moves out (prune(), the forced foundation moves, which
 * are not forced while a pile is owed, the stock cards laid only to be built
 * on) argue from a shortest win too, and this rearranging keeps the length.
 * The pile owed is part of the key (TableauState.key, check). (Klondike with
 * worry back, every number of cards turned and redeals, whole and partial
 * groups, both aces settings: tests/tableau-exhaustive-stock.test.ts;
 * endgames with uneven foundations, which fail if a worried-back card may
 * take nothing: tests/klondike-settled.test.ts.)
 */
function worryMoves(t: Position, out: StaticArray<i32>, at: i32, n: i32): i32 {
  const p = t.worryOn - 1;
  let k = at;
  for (let i = at; i < at + n; i++) {
    const m = unchecked(out[i]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (dst == p || (src >= FOUND0 && src < TALON && dst < CELL0)) unchecked((out[k++] = m));
  }
  return k - at;
}

/**
 * Parts of runs moved only to send up the card they lay on, where Blake and
 * Gent's Theorem 4 holds (Rules.partDominance: one deck; runs built down
 * moving, whole or in part, by the same suit rule as single cards, which
 * lets any two cards of one rank and colour (or suit) lie on exactly the same
 * cards; no cell takes a card; no stock dealt onto the piles, no forced fill
 * from the waste, no compulsory aces, no Spider removal). The search moves
 * part of a run off a card it follows only when that card can go up, and
 * the next move sends it up (upOn names the pile until then): this is the
 * only move kept there (searchMoves), and prune() leaves out the parts whose
 * card cannot go up.
 *
 * Why no winning line is lost (Blake and Gent, "The Winnability of Klondike
 * Solitaire and Many Other Patience Games", JAIR 85, 2026, Appendix B.2,
 * Theorem 4; summarised). Take a win and its last move m of a part P of a run
 * off card a that is not followed at once by a going up, and the move n
 * after it. If n lays a card b onto a (b has P's top card's rank and
 * colour), drop m and lay b where P went instead (legal: the same cards take
 * b and P's top); from then on the two piles under a and under P's old
 * target are swapped, and each later move is matched (a move of P back
 * onto a is dropped; before a or its twin goes up, P moves there first,
 * followed at once by the card going up; when the last card under both
 * leaves, the layouts are the same again). Otherwise m and n are swapped
 * (unrelated, or moving from or onto the same pile) or merged into one move
 * (P moved twice). Each step leaves one such move fewer, or the last one a
 * move later, never a longer line, so a win of moves all kept exists; and
 * the line only ever shortens, swaps or replaces moves with their twins, so
 * the other rules (which keep some shortest win: forced foundation moves,
 * stock cards laid only to be built on, the moves prune() drops) still find
 * theirs among the lines kept; the foundation moves they bring forward never
 * separate a part from its card going up (that card is not uncovered before
 * the part moves). The debt is part of the key (TableauState.key, check),
 * and best-first packs it (serialise.ts). Apply and prune() tell a part
 * moved the same way (TableauState.partOff). (tests/part-dominance.test.ts:
 * tiny decks laid face up, with worry back, a stock, Canfield's stacked
 * reserve, against a brute force with no pruning, with and without the dive,
 * and two deals won only through a part moved, which a solver leaving out
 * every part move fails; the families of tests/tableau-exhaustive*.test.ts,
 * tests/canfield-exhaustive.test.ts and tests/reserve-lays.test.ts run with
 * the rule too, though parts rarely matter on their decks.)
 */
function upAfterPart(t: Position, out: StaticArray<i32>, at: i32): i32 {
  const p = t.upOn - 1;
  const f = t.foundationFor(t.top(p));
  if (f < 0) return 0; // never: prune() keeps only parts whose card can go up
  unchecked((out[at] = moveOf(p, FOUND0 + f, 1)));
  return 1;
}

/**
 * Leaves out, in place, the moves that only repeat another. Each rule, why it
 * never removes the last winning line, and the tiny-deck families that check
 * it against a brute force with no pruning (tests/tableau-exhaustive*.test.ts):
 * - Onto a space other than the first, where piles are interchangeable (not
 *   Spider while its stock deals onto the piles): the position reached is the
 *   first space's with two piles renamed, and the rules treat piles alike, so
 *   any line from one is a line from the other. (Streets and Alleys,
 *   FreeCell, Klondike's king spaces.)
 * - A whole pile with nothing face down into a space: the position reached is
 *   this one with two piles renamed, already searched. (The same families.)
 * - With worry back in Klondike, an ace or a 2 coming back down
 *   (safeWithWorryBack), a settled card coming back down (settledLevels),
 *   or a 3 whose return is forced (wastedWorry). (Klondike with worry back,
 *   both aces settings; settled cards in klondike-bg endgames,
 *   tests/klondike-settled.test.ts; Raglan's endgames, any card in a space
 *   and a reserve, tests/reserve-worry.test.ts.)
 * - Into a cell other than the first free one: cells are interchangeable in
 *   the rules as in the key. (FreeCell with 1, 2 and 3 cells.)
 * - Where runs move as a unit through cells and spaces (FreeCell), a group
 *   onto a space of more than one card and fewer than the most: it is the
 *   same as moving its cards one at a time through the cells and spaces that
 *   allow it (that is what the supermove limit counts), with the bottom card
 *   into the space; by induction on the group's size every one of those moves
 *   is kept (up to renaming piles, as above), or is itself such a group
 *   (smaller) into a space. (FreeCell with
 *   both supermove limits.)
 * - The move straight back to the position the last move came from
 *   (TableauState.backMove): a depth-first search reaches a position by that
 *   last move, so the position it leads to is its parent, on the search's
 *   path and being expanded; leaving it out leaves every reachable position
 *   expanded or on the path, so a search that ends still saw them all. (Best-
 *   first unpacks its positions, which clears backMove.) Not set after a move
 *   made while a pile was owed a card (layMoves): moving back would not give
 *   that position, which owed the card. (Every family.)
 * - With one card turned at a time and unlimited redeals, a stock card onto a
 *   pile where no card could be laid on it next (layable; the argument is at
 *   layMoves). (Klondike draw 1 with unlimited redeals:
 *   tests/tableau-exhaustive-stock.test.ts, tests/klondike-deferred-lays.test.ts.)
 *   A reserve card likewise, where deferReserve holds
 *   (tests/reserve-lays.test.ts).
 * Returns how many are left, in their order.
 */
export function prune(t: Position, out: StaticArray<i32>, at: i32, n: i32): i32 {
  const symmetric = !t.positionalPiles();
  let space = -1;
  if (symmetric) for (let p = 0; p < t.nPiles && space < 0; p++) if (unchecked(t.len[p]) == 0) space = p;
  const cell = CELL0 + t.firstFreeCell();
  const worry = t.worryProofs;
  const back = t.backMove;
  // Aimed moves only (wins only): what the piles' tops take, and the places to park cards in.
  const aimed = t.aimed;
  const accept = aimed ? acceptedCards(t) : 0;
  const places = aimed ? t.freeCells() + t.emptyPiles() : 0;
  // Wins only: after a pile's card parked, that pile's moves alone (TableauState.parkOn).
  const parkOn = aimed ? t.parkOn : 0;
  layersFound = false;
  // The rules below the space and cell rules, in one test where a game has none of them (FreeCell).
  const more = t.narrow || t.upAfterPart || worry || t.deferLays || t.deferReserve;
  let k = at;
  for (let i = at; i < at + n; i++) {
    const m = unchecked(out[i]);
    if (m == back) continue;
    if (parkOn > 0 && srcOf(m) != parkOn - 1) continue;
    const dst = dstOf(m);
    if (dst < CELL0 && unchecked(t.len[dst]) == 0) {
      const src = srcOf(m);
      const g = countOf(m);
      // (A stacked reserve, pile nPiles, is no pile to rename: its last card into a space is kept.)
      if (symmetric && (dst != space || (src < t.nPiles && g == unchecked(t.len[src]) && unchecked(t.down[src]) == 0))) continue;
      if (t.unit == UNIT_RUNS && g > 1 && g < min(t.runLength(src), t.capacity(true))) continue;
      // Wins only: a pile's cards into a space only on the way to using a card they uncover (aimed.ts).
      if (aimed && src < t.nPiles && !aimBelow(t, src, unchecked(t.len[src]) - g - 1, places - 1, accept)) continue;
      // Wins only: a cell's card into a space only where a card could be laid on it next.
      if (aimed && src >= CELL0 && src < FOUND0 && !takesACard(t, unchecked(t.cell[src - CELL0]))) continue;
    } else if (dst >= CELL0 && dst < FOUND0 && dst != cell) continue;
    // Wins only: a pile's card into a cell likewise.
    else if (aimed && dst >= CELL0 && dst < FOUND0 && srcOf(m) < t.nPiles && !aimBelow(t, srcOf(m), unchecked(t.len[srcOf(m)]) - 2, places - 1, accept))
      continue;
    // Wins only: cards that lie on a card they follow onto another pile's top
    // likewise (the move builds nothing new, so it is worth only the card it
    // leaves or one below it; no place is taken, so `places` more may be parked).
    else if (
      aimed &&
      dst < CELL0 &&
      srcOf(m) < t.nPiles &&
      t.partOff(srcOf(m), countOf(m)) &&
      !aimBelow(t, srcOf(m), unchecked(t.len[srcOf(m)]) - countOf(m) - 1, places, accept)
    )
      continue;
    if (!more) {
      unchecked((out[k++] = m));
      continue;
    }
    // Wins only (narrow, never in a search that may prove a loss): part of a
    // run onto a pile, unless the card it uncovers can go up.
    if (t.narrow && dst < CELL0 && srcOf(m) < CELL0 && unchecked(t.len[dst]) > 0) {
      const src = srcOf(m);
      const left = unchecked(t.len[src]) - countOf(m);
      if (left > unchecked(t.down[src]) && countOf(m) < t.runLength(src) && t.foundationFor(t.at(src, left - 1)) < 0) continue;
    }
    // Part of a run off a card it follows, unless that card can go up next (upAfterPart).
    if (t.upAfterPart && srcOf(m) < t.nPiles && dst < CELL0 && t.partOff(srcOf(m), countOf(m))) {
      if (t.foundationFor(t.at(srcOf(m), unchecked(t.len[srcOf(m)]) - countOf(m) - 1)) < 0) continue;
    }
    // An ace, a 2 or a settled card worried back (a shortest win never does), or a 3 sent straight back up (wastedWorry).
    if (worry && srcOf(m) >= FOUND0 && srcOf(m) < TALON && wastedWorry(t, srcOf(m) - FOUND0)) continue;
    // A stock card onto a pile where nothing could be laid on it next (layMoves).
    if (t.deferLays && srcOf(m) == TALON && dst < CELL0 && !layable(t, unchecked(t.talon[talonIndexOf(m)]))) continue;
    // A reserve card likewise.
    if (t.deferReserve && srcOf(m) >= CELL0 && srcOf(m) < FOUND0 && dst < CELL0 && !layable(t, unchecked(t.cell[srcOf(m) - CELL0]))) continue;
    unchecked((out[k++] = m));
  }
  return k - at;
}
