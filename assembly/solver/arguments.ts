// Which of the rules for leaving moves out a solve of a tableau game turns
// on: each holds only under the rules its argument names (beside its code in
// prune.ts), so each is set from the game's rules for the length of a solve,
// for the real game and for the larger game open-talon.ts plays instead.

import { Tableau } from "../games/tableau/tableau";
import { REDEALS_UNLIMITED } from "../games/tableau/rule-table";

/** Turns on every rule whose argument holds under t's rules. */
export function argueFor(t: Tableau): void {
  // Stock cards laid only to be built on (prune.ts's layMoves), where every
  // talon card can be brought to the top at any time.
  t.deferLays = t.draw == 1 && t.redeals == REDEALS_UNLIMITED && !t.dealToPiles && !t.fillFromTalon && !t.stackedReserve;
  // Reserve cards likewise, where every one can be played at any time.
  t.deferReserve = t.reserve && !t.stackedReserve && !t.dealToPiles && !t.fillFromTalon && !t.removeRuns;
  // Parts of runs moved only to send up the card they lay on (prune.ts's upAfterPart).
  t.upAfterPart = t.partDominance;
  // Foundation cards worried back only to be built on (prune.ts's worryMoves).
  t.deferWorry = t.worryProofs && t.suits == 4 && t.nCells == 0 && !t.reserve && !t.stackedReserve && !t.dealToPiles && !t.fillFromTalon && !t.removeRuns;
}

/** Turns them all off (outside a solve, every legal move is searched). */
export function argueNone(t: Tableau): void {
  t.deferLays = false;
  t.deferReserve = false;
  t.upAfterPart = false;
  t.deferWorry = false;
}
