// Emperor as the solver's best-first search sees it: two decks, cards one at
// a time, the stock turned once. What costs most there is a card turned over
// onto the waste (only the waste's top plays, and the stock never comes round
// again) and a card still face down; the evaluation weighs those
// beside the generic heuristic (cards up, cards covering each suit's next
// card, built pairs, spaces).

import { TableauState } from "./state";
import { CAP } from "./moves";
import { heuristic, setBuiltWeight, BUILT_WEIGHT } from "./heuristic";

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

/** How close an Emperor position looks to a win (higher is closer). */
export function emperorEvaluate(t: TableauState): i32 {
  const v = heuristic(t) - FACE_DOWN * t.faceDown() - WASTE * t.turned;
  return inversionWeight == 0 ? v : v - inversionWeight * overLower(t);
}

// Built up (the seed's reading), a pile builds the wrong way for the
// foundations: a 7 on a 6 must leave before the 6 can go up, and the 7 itself
// waits for the 6 of its own suit. Which way of weighing that finds wins
// depends on the deal, so the solver's beams run in rounds, each ranking
// positions its own way (tableau.ts): as built down, the same less
// INVERSION points a card lying over a lower card of its pile (overLower),
// built pairs weighing -6 (each one a card in the way), and built pairs
// weighing nothing. Measured with the solver at 15 M nodes a deal (about
// 10 s) over sv 0..39, one round of 6 M nodes (before): 15 won; these
// four rounds of 3 M nodes: 20 won (sv 5, 12, 17, 25, 34 and 38 new; sv 4
// no longer in the budget); over sv 40..99, held out, 15 and 21. Singly at
// 4 M nodes: as built down 10 won, INVERSION 10 won 11, 20 won 7, 40 won
// 3; built pairs -6 won 9, 0 won 7; each won deals the others did not (18
// of the 40 between them). Three rounds of 4 M won 21 and 21, six of 2 M
// 17 of sv 0..39. Built down keeps its one round of 6 M (its search is
// the same as before).

/** Points per card over a lower card of its pile, in the second round. */
const INVERSION = 10;
/** The rounds built up: per round, a built pair's points (6 is evaluate.ts's BUILT_WEIGHT) and a card over a lower card's. */
const UP_ROUNDS: StaticArray<i32> = [6, 0, 6, INVERSION, -6, 0, 0, 0];
let inversionWeight: i32 = 0;

/** How many rounds of beams the solver runs (1 built down, where its weights stay as they are). */
export function emperorRounds(t: TableauState): i32 {
  return t.buildUp ? UP_ROUNDS.length >> 1 : 1;
}

/** Ranks positions as round k does (0 <= k < emperorRounds); emperorRound(t, -1) restores the usual weights. */
export function emperorRound(t: TableauState, k: i32): void {
  const on = t.buildUp && k >= 0;
  setBuiltWeight(on ? unchecked(UP_ROUNDS[2 * k]) : BUILT_WEIGHT);
  inversionWeight = on ? unchecked(UP_ROUNDS[2 * k + 1]) : 0;
}

/** Cards lying over a card of lower rank (any suit) in their pile, over every pile. */
function overLower(t: TableauState): i32 {
  let n = 0;
  for (let p = 0; p < t.nPiles; p++) {
    const base = p * CAP;
    const len = unchecked(t.len[p]);
    let low = 0x7fffffff;
    for (let k = 0; k < len; k++) {
      const r = t.rank(unchecked(t.cards[base + k]));
      if (r > low) n++;
      else low = r;
    }
  }
  return n;
}
