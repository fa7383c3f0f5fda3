// Losses proved in a larger game: the same position with every talon card in
// reach (one card turned at a time, redeals without limit). Its "lost" proves
// the real game lost; its win proves nothing and is never reported. Where the
// real game turns several cards or limits its redeals, the larger game's state
// space is far smaller (the talon is a set of cards, not a set and a place in
// it), so a loss there is often proved in a fraction of what the real game's
// complete search needs (docs/notes/klondike-trace.md has the figures).
//
// Why a loss of the larger game is a loss of the real one. The two games
// differ only in their talon: a stock turned `draw` cards at a time onto a
// waste whose top card plays, with some number of redeals, against one card
// at a time without limit. Nothing else depends on the talon when no card of
// it is dealt onto the piles or fills a space by itself (dealToPiles,
// fillFromTalon: then turning has effects; this phase does not run there).
// Take any line of the real game and play it in the larger one, both from
// the same position (the talons hold the same cards in the same order):
// - a move that does not touch the talon: the same move (the piles, cells,
//   reserve and foundations are the same, so it is legal, and a move the
//   rules force, a stacked reserve filling a space, is forced in both);
// - a turn of the stock or a redeal: nothing;
// - the waste's top card played: turn until that card is on top (it is in
//   the talon, which holds the same cards as the real one, and turning one
//   card at a time without limit brings any of them to the top, changing
//   nothing else), then the same move.
// With compulsory aces (the rules building down onto foundations built up),
// the larger game's turning also sends up each ace it shows, sooner than the
// real line does. Nothing is ever built on an ace on the tableau, so the real
// line's moves of that ace are dropped and the rest stay legal. So every
// position the real line reaches has a counterpart in the larger game with
// the same piles, cells and reserve (an ace's pile perhaps without that ace)
// and at least as many cards up: a real win is a win there, and the larger
// game's best score bounds the real one's.

import { Tableau } from "../games/tableau/tableau";
import { RULE_DRAW, RULE_REDEALS, REDEALS_UNLIMITED } from "../games/tableau/rule-table";
import { OrderedMoves } from "../games/tableau/prune";
import { STATIC_ORDER } from "../games/tableau/order";
import { RESULT_LOST, RESULT_WON } from "./result";
import { solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { PARKING, PARKING_EIGHTHS } from "./parked";
import { argueFor, argueNone } from "./arguments";
import { Solve, PhaseResult } from "./phase";

/** Share of what is left of the budgets that the larger game's complete search gets (the rest is the real game's). */
const SHARE: f64 = 0.2;
/** Nodes of its first search, with no move left out: most deals the larger game wins end here. */
const DIVE_NODES: i64 = 4000;

/** The larger game. */
const OPEN = new Tableau();
const MOVES = new OrderedMoves(STATIC_ORDER);
const RESULT = new PhaseResult();

/**
 * Does the argument above hold for t's rules, and is the larger game another
 * game? One deck only: the argument does not count decks, but two-deck
 * Klondike's tiny decks are past what a brute force can walk, so the phase
 * is not run where no test has checked it.
 */
export function openTalonApplies(t: Tableau): bool {
  if (t.draw == 0 || t.decks != 1 || t.dealToPiles || t.fillFromTalon) return false;
  if (t.draw == 1 && t.redeals == REDEALS_UNLIMITED) return false;
  return !t.compulsoryAces || (!t.buildUp && !t.foundationDown);
}

/**
 * Up to its share of the budgets, from t's position packed at s.root: LOST
 * when the larger game is proved lost there, with its best score as the
 * bound; otherwise undecided. t is not touched.
 */
export function openTalonPhase(t: Tableau, s: Solve): PhaseResult {
  if (!openTalonApplies(t) || s.spentAll()) return RESULT.undecided(0);
  const g = OPEN;
  for (let i = 0; i < t.record.length; i++) g.record[i] = t.record[i];
  g.record[RULE_DRAW] = 1;
  g.record[RULE_REDEALS] = REDEALS_UNLIMITED;
  g.decode();
  g.unpack(s.root);
  // A count of redeals used means nothing without a limit.
  if (g.redealsUsed != 0) {
    g.redealsUsed = 0;
    g.rehash();
  }
  progressPhase(<f64>s.spent, s.keptScore, false);
  const left = s.nodesLeft();
  const ms = s.remainingMs();
  let nodes: i64 = 0;

  // A short search with every move tried first (no move deferred): a win ends the phase.
  argueNone(g);
  const diveNodes = left > 0 && left < DIVE_NODES ? left : DIVE_NODES;
  let o = solveDepthFirst<Tableau, OrderedMoves>(g, MOVES, diveNodes, ms, s.line, diveNodes);
  nodes += <i64>o.nodes;
  if (o.verdict == RESULT_LOST) return lost(nodes, o.bound);
  if (o.verdict == RESULT_WON) return RESULT.undecided(nodes);

  // The complete search, with the rules for leaving moves out that hold in the larger game.
  argueFor(g);
  const share: i64 = left > 0 ? <i64>(<f64>(left - nodes) * SHARE) : 0;
  if (left > 0 && share <= 0) return RESULT.undecided(nodes);
  progressPhase(<f64>(s.spent + nodes), s.keptScore, false);
  const region = ttLend(PARKING_EIGHTHS);
  PARKING.borrow(region, ttLentBytes());
  o = solveDepthFirst<Tableau, OrderedMoves>(g, MOVES, share, ms > 0 ? max(1.0, s.remainingMs() * SHARE) : 0, s.line);
  PARKING.giveBack();
  ttReclaim();
  nodes += <i64>o.nodes;
  if (o.verdict == RESULT_LOST) return lost(nodes, o.bound);
  return RESULT.undecided(nodes);
}

function lost(nodes: i64, bound: i32): PhaseResult {
  const r = RESULT.undecided(nodes);
  r.verdict = RESULT_LOST;
  r.bound = bound;
  return r;
}
