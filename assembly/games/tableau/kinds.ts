// Which kind of game a rules record looks like (to be replaced by declared profiles).

import { Rules } from "./rules";
import { UNIT_RUNS, UNIT_SINGLE, SUIT_ANY } from "./rule-table";

/** FreeCell and Inverted FreeCell's kind of game: cells, no stock, runs moving as units (the solver's own evaluation, cellsEvaluate). */
@inline export function cellsGame(t: Rules): bool {
  return t.nCells > 0 && t.draw == 0 && t.unit == UNIT_RUNS && !t.dealToPiles;
}

/**
 * Streets and Alleys and Beleaguered Castle's kind of game (no cells, no
 * stock, single cards building on any suit: weight-rounds.ts's games).
 */
@inline export function openGame(t: Rules): bool {
  return t.nCells == 0 && t.draw == 0 && !t.dealToPiles && t.unit == UNIT_SINGLE && t.buildSuit == SUIT_ANY;
}

/** Is this a game whose stock is turned one card at a time, once, on two decks (Emperor)? */
export function emperorGame(t: Rules): bool {
  return t.decks == 2 && t.draw == 1 && t.redeals == 0 && !t.dealToPiles;
}
