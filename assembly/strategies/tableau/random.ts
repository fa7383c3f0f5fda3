// Random play of the tableau games: a uniformly random legal move, resigning
// after a long stretch without progress (the game would go round in circles).

import { rngBelow } from "../../engine/rng";
import {
  PROFILE_GENERIC,
  PROFILE_RESERVE,
  PROFILE_BEAMS,
  PROFILE_OPEN,
  PROFILE_CELLS,
  PROFILE_KLONDIKE,
  PROFILE_EMPEROR,
  PROFILE_SPIDER,
} from "../../games/tableau/rule-table";
import { Strategy, GRADE_NONE } from "../strategy";
import { observe, progress, model } from "./memory";

/** Moves without progress before random play resigns. */
const RANDOM_PATIENCE: i32 = 400;

function randomChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  // In Spider a run removed is rare: a card turned up or a deal is progress too.
  if (model.profile.id == PROFILE_SPIDER && progress.advanced) progress.stale = 0;
  if (++progress.stale > RANDOM_PATIENCE) return -1;
  return rngBelow(n);
}

export const RANDOM = new Strategy(
  "random",
  "a uniformly random legal move; resigns after 400 moves without a card reaching a foundation",
  (1 << PROFILE_GENERIC) | (1 << PROFILE_BEAMS) | (1 << PROFILE_RESERVE) | (1 << PROFILE_OPEN) | (1 << PROFILE_CELLS) | (1 << PROFILE_KLONDIKE),
  false,
  GRADE_NONE,
  false,
  randomChoice,
);
export const RANDOM_SPIDER = new Strategy(
  "random",
  "a uniformly random legal move; resigns after 400 moves without progress (a run removed, a card turned up, a deal)",
  1 << PROFILE_SPIDER,
  false,
  GRADE_NONE,
  false,
  randomChoice,
);
export const RANDOM_EMPEROR = new Strategy(
  "random",
  "a uniformly random legal move (a released ace goes up by itself, as the rules say); resigns after 400 moves without a card reaching a foundation",
  1 << PROFILE_EMPEROR,
  false,
  GRADE_NONE,
  false,
  randomChoice,
);
