// Foundation moves a search may force: moving a card up that provably
// cannot hurt, and the worry backs a shortest win never makes. Each rule
// keeps its argument beside it; prune.ts and the searches use them.

import { NO_CARD } from "../../engine/cards";
import { TableauState } from "./state";
import { FOUND0, TALON, moveOf } from "./moves";
import { SUIT_ALTERNATE } from "./rule-table";
import { suitsFit } from "./rules";

/**
 * The first foundation move that provably cannot hurt, in generation order:
 * from a pile top or a cell, then from the waste's top. The waste's top only
 * when one card is turned at a time: with more, taking a card out of the
 * talon shifts the later turning groups, and a card every later pass would
 * have shown may never show again. 0 if there is none.
 */
export function safeMove(t: TableauState): i32 {
  // A card sent up early may empty a pile, and a forced fill then takes
  // another waste card than it would have: nothing is safe there. With a
  // stacked reserve still holding cards, the same holds of a card that
  // would empty its pile: the space would take the reserve's top now, not
  // whichever card tops the reserve when the card goes up. A card that
  // leaves its pile holding others changes no space and no reserve card.
  if (!t.singlesUp || t.fillFromTalon) return 0;
  const filling = t.stackedReserve && unchecked(t.len[t.nPiles]) > 0;
  // (And none while the reserve owes a space its card: that move comes first.)
  if (filling && t.emptyPiles() > 0) return 0;
  for (let s = 0; s < t.nPiles + t.nCells; s++) {
    const c = t.sourceCard(s);
    if (c == NO_CARD) continue;
    if (filling && s < t.nPiles && unchecked(t.len[s]) == 1) continue;
    const f = t.foundationFor(c);
    if (f >= 0 && safeToFoundation(t, c)) return moveOf(t.sourceAt(s), FOUND0 + f, 1);
  }
  if (t.draw == 1 && t.turned > 0) {
    const c = unchecked(t.talon[t.turned - 1]);
    const f = t.foundationFor(c);
    if (f >= 0 && safeToFoundation(t, c)) return moveOf(TALON, FOUND0 + f, 1) | ((t.turned - 1) << 20);
  }
  return 0;
}

/**
 * Moving c to its foundation provably cannot hurt. Let b be the cards that
 * could be built on c (rank one step on, suits by the rule) and d those that
 * could be built on a b. It is safe when
 * - every b is already on a foundation: c can never be a parent again; or
 * - (piles building away from the foundations) every b could go straight to its foundation once exposed, and
 *   so could every d, while the cards that build on a d are already up: any
 *   line that would park a b on c (or a d on a b) may send it up instead,
 *   which loses nothing since foundation cards never come back.
 * Both need foundations that keep their cards (no worry back), except:
 * - nothing can ever be built on c (an ace where piles build down): safe
 *   with worry back too (one deck). Take any winning line L from here and drop its
 *   moves of c (c alone, since nothing lies on it) up to the first that
 *   sends it up; from there on both lines meet the same positions.
 *   The rest stays legal with c up from the start: a pile or cell c left
 *   early is only freer (a face-down card under it shows sooner, a space
 *   or cell is free sooner, which never makes a move illegal), c's
 *   foundation holds c with nothing over it until L sends c up, and the
 *   other foundations are as in L. The line is shorter, so the shortest
 *   win from the forced position is shorter: no cycle of forced moves can
 *   hide the last winning line.
 * With worry back in Klondike, 2s and 3s too, and settled cards (safeWithWorryBack()).
 * Two decks (two of every card, two foundations a suit) add one condition
 * to each case, and the argument is written out in twoDeckSafe().
 */
export function safeToFoundation(t: TableauState, c: u8): bool {
  // A stock that deals onto the piles only when none is empty (Spider's
  // rule): sending a pile's last card up can forbid the next deal, so no
  // move up is forced while the stock holds cards.
  if (t.dealToPiles && t.talonLen > 0) return false;
  if (t.decks == 2) return twoDeckSafe(t, c);
  const step = t.buildUp ? 1 : -1;
  const r = t.rank(c);
  if (r + step < 1 || r + step > t.ranks) return true;
  const s = <i32>(c & 3);
  if (t.worryBack) return safeWithWorryBack(t, r, s);
  if (allBuildersUp(t, s, r + step)) return true;
  // The one-deck argument counts on a b going up right after c's rank: that
  // holds only where piles build away from the foundations (down onto aces
  // up, or up onto kings down). Building the same way (one-deck Emperor
  // built up) a b waits for cards below c, so it is left out there.
  if (t.buildUp != t.foundationDown) return false;
  return buildersGoStraightUp(t, s, r, step);
}

/** Is every card of rank r (all decks) of a suit that may be built on suit s on a foundation? */
function allBuildersUp(t: TableauState, s: i32, r: i32): bool {
  const rule = t.buildSuit;
  for (let b = 0; b < 4; b++) if (suitsFit(rule, b, s) && !t.onFoundations(b, r)) return false;
  return true;
}

/**
 * Piles building away from the foundations, c of suit s and rank r: every b
 * (rank r + step) could go up once exposed (its predecessor, rank r + 2 step,
 * up in every deck), so could every d (rank r + 2 step, predecessor r + 3
 * step), and what builds on a d (rank r + 3 step, b's suits) is then up too.
 */
function buildersGoStraightUp(t: TableauState, s: i32, r: i32, step: i32): bool {
  const rule = t.buildSuit;
  for (let b = 0; b < 4; b++) {
    if (!suitsFit(rule, b, s)) continue;
    if (!t.onFoundations(b, r + 2 * step)) return false;
    for (let u = 0; u < 4; u++) if (suitsFit(rule, u, b) && !t.onFoundations(u, r + 3 * step)) return false;
  }
  return true;
}

/**
 * With worry back (Rules.worryProofs): a 2 always, and a 3 once the aces of
 * every suit that builds on it are up.
 *
 * First, a shortest winning line never worries back an ace or a 2 (so the
 * search leaves those moves out, prune()). An ace: drop its moves from the
 * worry back to its next trip up; it only ever lay on top of things (nothing
 * builds on an ace), so every other move stays legal and the line is shorter.
 * A 2: keep it up instead; each ace the line lays on it goes straight up
 * instead (it came from a pile or the talon, so its foundation was empty) and
 * that ace's later moves are dropped; the line is shorter again.
 *
 * Then, c of rank r <= 3 goes up from P: take a shortest win L from P and
 * build L' that starts with c up. Keep a set U (c at first) of cards that L'
 * has up and L has in the tableau or talon; what L lays on a card of U joins
 * U and L' sends it up at that moment instead: on a 3 a 2 (its ace is up: the
 * rule asks it, and L never worries an ace back) and on a 2 an ace (from a
 * pile or the talon, so its foundation is empty). Every other move of a U
 * card is dropped (its last trip up among them, so L' is no longer than L and
 * the forced position's shortest win is shorter: no cycle of forced moves).
 * The rest of L stays legal: a card under U is only uncovered sooner, a
 * group moved from under U leaves without it, and foundations differ only by
 * the cards of U that L still has down, which lie just above L's foundation
 * tops, so L's foundation moves are the same; L never worries back the cards
 * under them, aces and 2s (the first part).
 * A 4 fails that: L may worry back the 3 under it, which L' cannot, unless
 * that 3 is settled (settledUp, below, for any rank from 3 up).
 */
function safeWithWorryBack(t: TableauState, r: i32, s: i32): bool {
  if (!t.worryProofs) return false;
  if (r <= 2) return true;
  if (r == 3) {
    let acesUp = true;
    for (let b = 0; b < 4; b++) if (suitsFit(t.buildSuit, b, s) && unchecked(t.found[b]) < 1) acesUp = false;
    if (acesUp) return true;
  }
  return settledUp(t, r, s) || (t.buildSuit == SUIT_ALTERNATE && chainUp(t, r, s));
}

/**
 * Alternate colours (Klondike), c of suit s and rank r >= 3 on its way up
 * (its foundation at r - 1): forced when every card below c of its suit, of
 * the other suit of its colour below r - 2, and of the other colour below
 * r - 1 is settled (settledLevels; Solvitaire's rule with worry back, "both
 * opposite-colour foundations at r - 2 or more and the other same-colour one
 * at r - 3 or more", where those cards are settled as soon as they are up).
 * Unlike settledUp, a card that could be built on c (a b: rank r - 1, other
 * colour) may still be down.
 *
 * Proof. Take a shortest win L from here; it never brings a settled card
 * down (settledLevels). Build L' from the position with c up, keeping a set
 * U of cards that L' has up and L has in the tableau or talon (at first c),
 * each lying in L at the top of its pile or on another card of U; L' is L's
 * position with U's cards taken off and put up. L' plays L's moves but:
 * - a move of cards of U only: dropped (one of them going up leaves U);
 * - a group whose top cards are in U: moved without them;
 * - a card x laid on a card of U: sent up instead, and x joins U. On c, x is
 *   a b: its foundation is at r - 2 in L (settled there, and x is down) and
 *   U holds no card of its suit, so x goes up. On a b, x is a card of c's
 *   colour and rank r - 2: c's suit has it up for good (settled), so x is of
 *   the other suit, whose foundation is at r - 3 in L (settled) with no card
 *   of U, so x goes up. On that card, x would be of the other colour and rank
 *   r - 3, settled and up for good: it never happens. So U holds at most one
 *   card a suit, each just above L's foundation of that suit.
 * Every other move is legal in L': a pile's top is the same card or a card
 * of U is gone from it (only freer: a face-down card shows sooner, a pile
 * empties sooner, and no ace is under a card of U: nothing builds on an
 * ace); a foundation move or a worry back in L touches a suit where U holds
 * nothing above L's foundation (a card just below a card of U is settled,
 * never worried back; the card after it is the one in U), so that
 * foundation is the same in L'. At L's end every card is up, so U is empty
 * and L' wins, without c's trip up: a shorter win, so no cycle of forced
 * moves can hide the last winning line. Any line, its settled worry backs
 * dropped first (settledLevels), gives a line from the forced position with
 * at least as many cards up at every step, so the most cards up of a lost
 * deal is kept. The waste's top goes up only with one card turned at a time
 * (safeMove): the talon without c turns up its other cards in the same order.
 */
function chainUp(t: TableauState, r: i32, s: i32): bool {
  settledLevels(t);
  if (unchecked(SETTLED[s]) < r - 1) return false;
  for (let u = 0; u < 4; u++) {
    if (u == s) continue;
    const need = suitsFit(SUIT_ALTERNATE, u, s) ? r - 2 : r - 3;
    if (unchecked(SETTLED[u]) < need) return false;
  }
  return true;
}

/**
 * Per suit, its settled level (settledLevels()): the cards of the suit up to
 * that rank are on its foundation and settled.
 */
const SETTLED = new StaticArray<i32>(4);
/** The foundations and suit rule SETTLED was found for (settledLevels), 0 before any. */
let settledFor: u32 = 0;

/**
 * With worry back (Rules.worryProofs), one deck, a card on a foundation is
 * settled when a shortest win never brings it back down. Aces and 2s are
 * (safeWithWorryBack's first part). A card x of rank q >= 3 is when every
 * card of its suit below it is, and so is every card that could be built
 * on x (rank q - 1, the suits that fit): settledLevels() grows each suit's
 * level from 2 while that holds for its next card.
 *
 * Why a shortest win L never worries back a settled card (the level of each
 * suit never drops before L does so: a card leaves a foundation only by a
 * worry back, from the top, and a level's conditions look only at lower
 * cards). Suppose it does; of those worry backs take one of the lowest rank
 * q, and x its card. Until x goes back up (it must: L wins), nothing is laid
 * on x: only a card y of rank q - 1 that fits, which is settled and up, and
 * would have to come down first, a settled worry back of a lower rank (or of
 * an ace or a 2). So x lies alone on top of things, moves alone or as the
 * top of a group, and goes back up; the card under x on its foundation stays
 * (settled, lower rank). Drop x's moves from the worry back to its trip up,
 * and x from the groups it rode on: every other move stays legal (a pile
 * top x covered is only uncovered sooner; a group without its top card is
 * still a group; x's foundation takes no other card meanwhile, since x is
 * the only card that fits it), and the line is shorter: a contradiction.
 * The same dropping, done over and over from the lowest rank, turns any line
 * into one with no such worry back that has at least as many cards up at
 * every step, so the most cards up of a lost deal is kept too.
 */
function settledLevels(t: TableauState): void {
  // They depend on the four foundations' heights and the suit rule only:
  // asked again for the same (every worry back and forced move of a
  // position asks), they are as they were.
  const asked =
    (<u32>unchecked(t.found[0])) |
    ((<u32>unchecked(t.found[1])) << 5) |
    ((<u32>unchecked(t.found[2])) << 10) |
    ((<u32>unchecked(t.found[3])) << 15) |
    ((<u32>t.buildSuit) << 20) |
    (1 << 30);
  if (asked == settledFor) return;
  settledFor = asked;
  for (let s = 0; s < 4; s++) unchecked((SETTLED[s] = min(unchecked(t.found[s]), 2)));
  let grew = true;
  while (grew) {
    grew = false;
    for (let s = 0; s < 4; s++) {
      const q = unchecked(SETTLED[s]) + 1;
      if (q > unchecked(t.found[s])) continue;
      let ok = true;
      for (let b = 0; b < 4 && ok; b++) if (suitsFit(t.buildSuit, b, s) && unchecked(SETTLED[b]) < q - 1) ok = false;
      if (ok) {
        unchecked((SETTLED[s] = q));
        grew = true;
      }
    }
  }
}

/**
 * c (suit s, rank r >= 3, its foundation at r - 1) up is forced when, up,
 * it would be settled: every card of its suit below it is settled, and so
 * is every card that could be built on it (rank r - 1, the suits that fit).
 * Take a shortest win L from here; L never brings those cards down (above),
 * so nothing is ever laid on c, and c's foundation takes no other card
 * while c is down. Drop L's moves of c (the last its trip up) and c from
 * the groups it rode on, as above: the line is legal from the position with
 * c up, and shorter, so no cycle of forced moves can hide the last winning
 * line; the most cards up of a lost deal is kept (c up adds one at every
 * step, after dropping L's settled worry backs as above).
 */
function settledUp(t: TableauState, r: i32, s: i32): bool {
  settledLevels(t);
  if (unchecked(SETTLED[s]) < r - 1) return false;
  for (let b = 0; b < 4; b++) if (suitsFit(t.buildSuit, b, s) && unchecked(SETTLED[b]) < r - 1) return false;
  return true;
}

/**
 * Two decks, cards one at a time to the foundations, no worry back (two-deck
 * Emperor): sending c (suit s, rank r) up is safe when both copies of c's
 * foundation predecessor are up (P0) and either nothing can be built on c
 * or every b is up (A), or piles build away from the foundations and every b
 * and d could go straight up (B, as for one deck, "up" now meaning both copies).
 *
 * Proof. Write a suit's foundations as counts: up(x) = how many copies of
 * card x are on its foundations (0..2). Two foundations of a suit at heights
 * h1, h2 hold exactly the cards with up(s, k) = [h1 >= k] + [h2 >= k], which
 * never grows with k; a card x of rank k can go up iff up(x) < 2 and
 * up(s, k - 1) > up(x) (rank 0 counting 2), wherever its copy lies, since two
 * copies are the same card to the rules. Let L be a winning line from P and
 * P' = P with c up. We build a line L' from P' keeping the invariant: L'
 * reaches L's position with a set S of cards (at first {c}) taken off the
 * table (or the waste) and put up, every card lying on an S card in L being
 * in S too (S cards are the top of their pile in L'; the pile below shows,
 * turned up). L' follows each move of L:
 * - a card x not in S moved to a pile top y not in S, a space, or from the
 *   talon: the same move (sources and targets look the same without S);
 * - x not in S sent up: the same move, legal if up'(x) + 1 <= 2 (x itself is
 *   not up) and up'(pred x) > up'(x) with up' = up + S. S can break the
 *   second only by raising up'(x), where x is the other copy of an S card
 *   (one copy on the table, the other in S: up(x) = 0, up'(x) = 1), so it
 *   holds when both copies of pred x are up: for c' that is P0, for b' and
 *   d' case B's conditions, for an ace rank 0;
 * - x not in S placed on an S card y: L' sends x up instead and x joins S.
 *   y = c makes x a b, y a b makes x a d (up at once by B's conditions, one
 *   copy of x being on the table); y a d would make x a card of b's suits a
 *   rank below b's predecessor, all up (B); y an ace is impossible (an ace
 *   shown goes up at once); in case A no b is left to be placed on c;
 * - x in S moved anywhere: nothing (x is already up; if L sends it up, x
 *   leaves S);
 * - an ace shown in L' but still covered in L goes up at once (compulsory in
 *   L', joining S: nothing is ever placed on it in L before it goes up there).
 * At L's end every card is up in L, so S is empty and L' wins too. The
 * waste's top counts with one card turned at a time: the talon without c
 * turns up its other cards in the same order, so L' shows what L shows but c.
 * Without P0 it fails: with one copy of c's predecessor up, c up leaves c'
 * no foundation until the other copy of the predecessor goes up, and a line
 * that needs c' up first (to free the card under it) is lost in L'.
 */
function twoDeckSafe(t: TableauState, c: u8): bool {
  if (t.worryBack) return false;
  const s = <i32>(c & 3);
  const r = t.rank(c);
  const fstep = t.foundationDown ? -1 : 1;
  if (!t.onFoundations(s, r - fstep)) return false; // P0
  const step = t.buildUp ? 1 : -1;
  if (r + step < 1 || r + step > t.ranks || allBuildersUp(t, s, r + step)) return true; // A
  if (step != -fstep) return false;
  return buildersGoStraightUp(t, s, r, step); // B
}

/**
 * Worry back (Rules.worryProofs) from foundation f: left out for an ace or a 2
 * (safeWithWorryBack: a shortest win never worries them back), and for a 3
 * whose return is forced (safeWithWorryBack again: the aces of every suit
 * that builds on it are up). The 3 lands on a pile top; the position it
 * leaves had no forced move (else that would be its only move), and the 3
 * going down makes no other card's forced (a 2 is always forced, a 3 asks
 * only for aces, and no other card fits foundation f at 2), so the 3 going
 * back up, to the very position it left, is the only move there. Any line
 * through that move comes back to where it started: leaving it out removes
 * no position and no winning line, and saves two nodes each time.
 */
export function wastedWorry(t: TableauState, f: i32): bool {
  const n = unchecked(t.found[f]);
  if (n <= 2 || (n == 3 && safeWithWorryBack(t, 3, unchecked(t.foundSuit[f])))) return true;
  // A settled card (settledLevels(): a shortest win never brings it down).
  settledLevels(t);
  return unchecked(SETTLED[unchecked(t.foundSuit[f])]) >= n;
}
