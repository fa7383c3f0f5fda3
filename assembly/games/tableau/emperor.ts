// Emperor as the solver's best-first search sees it: two decks, cards one at
// a time, the stock turned once. What costs most there is a card turned over
// onto the waste (only the waste's top plays, and the stock never comes round
// again) and a card still face down; the evaluation weighs those
// beside the generic heuristic (cards up, cards covering each suit's next
// card, built pairs, spaces).

import { Tableau } from "./position";

/** Points per card still face down, beyond the heuristic's. */
const FACE_DOWN = 30;
/** Points per card on the waste. */
const WASTE = 12;

/** Is this a game whose stock is turned one card at a time, once, on two decks (Emperor)? */
export function emperorGame(t: Tableau): bool {
  return t.decks == 2 && t.draw == 1 && t.redeals == 0 && !t.dealToPiles;
}

/** How close an Emperor position looks to a win (higher is closer). */
export function emperorEvaluate(t: Tableau): i32 {
  return t.heuristic() - FACE_DOWN * t.faceDown() - WASTE * t.turned;
}

