// Emperor as the solver's best-first search sees it: two decks, cards one at
// a time, the stock turned once. What costs most there is a card turned over
// onto the waste (only the waste's top plays, and the stock never comes round
// again) and a card still face down; the evaluation weighs those
// beside the generic heuristic (cards up, cards covering each suit's next
// card, built pairs, spaces).

import { Tableau } from "./position";

/** Points per card still face down, beyond the heuristic's. */
const FACE_DOWN = 30;
/**
 * Points per card on the waste. Measured (stop 28) with the weights as
 * run-time knobs, the solver at 4 M nodes a deal over sv 0..39, won
 * built down / built up (the heuristic's own weights in evaluate.ts):
 *
 *   waste 12 (before)                                    12 / 5
 *   waste 4                                               3 / 3
 *   waste 24                                             29 / 6
 *   waste 36, 48, 72                                     31, 27, 28 / 8, 5, 2
 *   waste 24, a card over the next card 20, over the
 *     next but one 2 (evaluate.ts's EMPEROR_ weights)    33 / 8
 *   waste 30 with those (kept)                           31 / 10
 *   ... and face down 15 or 45, a card up 48, a card
 *     over the next card 28, an empty pile 20            30 .. 33 / 7 .. 12
 *
 * Alone, the heuristic's other weights moved little (an empty pile 20 or 80,
 * a card up 96 or 128, built pairs 12, blockers 16, face down 15 or 60:
 * 6 to 12 won built down). Cards turned over onto the waste are the
 * game's one irreversible loss of reach: the stock is dealt once.
 */
const WASTE = 30;

/** Is this a game whose stock is turned one card at a time, once, on two decks (Emperor)? */
export function emperorGame(t: Tableau): bool {
  return t.decks == 2 && t.draw == 1 && t.redeals == 0 && !t.dealToPiles;
}

/** How close an Emperor position looks to a win (higher is closer). */
export function emperorEvaluate(t: Tableau): i32 {
  return t.heuristic() - FACE_DOWN * t.faceDown() - WASTE * t.turned;
}

