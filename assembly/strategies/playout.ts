// A strategy plays a game to its end: at each turn it gets the observation
// and the legal moves, never the game's state, and picks one (or resigns).

import { Game } from "../games/game";
import { Outcome, RESULT_WON, RESULT_LOST } from "../solver/result";
import { startStrategyGame, strategyNodes, MAX_PLAY } from "./effort";
import { Chooser } from "./strategy";

const OBS = new StaticArray<u8>(1024);
const OUTCOME = new Outcome();

/**
 * A strategy, by its choice `choose`, plays g from its position; the moves
 * played are line[0..length) (the rest of `line` is scratch for the legal moves).
 */
export function playout<G extends Game>(g: G, choose: Chooser, line: StaticArray<i32>): Outcome {
  let count = 0;
  startStrategyGame();
  while (count < MAX_PLAY) {
    const n = g.moves(line, count);
    if (n == 0) break;
    g.observe(OBS);
    const k = choose(OBS, line, count, n);
    if (k < 0) break; // the strategy resigns
    const m = unchecked(line[count + k]);
    unchecked((line[count] = m));
    g.apply(m);
    count++;
  }
  const score = g.score();
  return OUTCOME.set(g.won() ? RESULT_WON : RESULT_LOST, <f64>(count + strategyNodes), count, score, score, false);
}
