// One-Handed Solitaire has no choices: its one strategy plays the forced move.

import { Strategy, SOLVER, ALL_PROFILES, GRADE_EASY } from "./strategy";

/** The only legal move. */
function forced(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return 0;
}

export const PLAY = new Strategy("play", "the rules' only play (every move is forced)", ALL_PROFILES, false, GRADE_EASY, false, forced);

/** One-Handed's strategies by engine id. */
export const ONE_HANDED_STRATEGIES: StaticArray<Strategy> = [SOLVER, PLAY];
