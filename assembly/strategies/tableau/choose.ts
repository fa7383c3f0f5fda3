// The tableau games' strategies: each decides from the observation alone
// (memory.ts) and the legal moves; bft-random and bft-greedy (bft.ts) need a
// game whose observation shows the stock. The rules are part of what a
// player sees, and so is the profile the game's record declares: in the
// Spider and Emperor profiles greedy plays their own priorities (spider.ts,
// emperor.ts), and lookahead is theirs (lookahead.ts).

import { rngBelow } from "../../engine/rng";
import { observe, progress, model } from "./memory";
import { greedy, hiddenGreedy, hiddenKey } from "./greedy";
import { bestFirst } from "./best-first";
import { sampling } from "./sampling";
import { lookahead, sampledLookahead } from "./lookahead";
import { hindsight } from "./hindsight";
import { uct } from "./uct";
import { bft } from "./bft";
import { bftUct } from "./bft-uct";
import { spiderGreedy, spiderClass, spiderRearranges } from "./spider";
import { emperorGreedy, emperorClass, emperorRearranges } from "./emperor";
import { PROFILE_SPIDER, PROFILE_EMPEROR } from "../../games/tableau/rule-table";

/** The strategies by engine id (0 is the solver); the catalogue names them the same. */
export const TABLEAU_STRATEGIES: StaticArray<string> = [
  "solver",
  "random",
  "greedy",
  "best-first",
  "sampling",
  "lookahead",
  "hindsight",
  "bft-random",
  "bft-greedy",
  "uct",
  "bft-uct",
];
export const TAB_RANDOM: i32 = 1;
export const TAB_GREEDY: i32 = 2;
export const TAB_BEST_FIRST: i32 = 3;
export const TAB_SAMPLING: i32 = 4;
export const TAB_LOOKAHEAD: i32 = 5;
export const TAB_HINDSIGHT: i32 = 6;
export const TAB_BFT_RANDOM: i32 = 7;
export const TAB_BFT_GREEDY: i32 = 8;
export const TAB_UCT: i32 = 9;
export const TAB_BFT_UCT: i32 = 10;

const RANDOM_PATIENCE: i32 = 400; // moves without foundation progress before random play resigns

export function chooseTableau(kind: i32, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  // Bjarnason, Fern and Tadepalli's policies keep their own memory (bft.ts).
  if (kind == TAB_BFT_RANDOM || kind == TAB_BFT_GREEDY) return bft(kind == TAB_BFT_GREEDY, obs, moves, at, n);
  if (kind == TAB_BFT_UCT) return bftUct(obs, moves, at, n);
  observe(obs);
  const hidden = progress.hidden;
  if (kind == TAB_RANDOM) {
    // In Spider a run removed is rare: a card turned up or a deal is progress too.
    if (model.profile.id == PROFILE_SPIDER && progress.advanced) progress.stale = 0;
    if (++progress.stale > RANDOM_PATIENCE) return -1;
    return rngBelow(n);
  }
  if (model.profile.id == PROFILE_SPIDER || model.profile.id == PROFILE_EMPEROR) return ownChoice(kind, moves, at, n);
  let choice: i32;
  if (kind == TAB_GREEDY) choice = hidden ? hiddenGreedy(moves, at, n) : greedy(moves, at, n);
  else if (kind == TAB_SAMPLING) choice = sampling(moves, at, n);
  else if (kind == TAB_HINDSIGHT) choice = hindsight(moves, at, n);
  else if (kind == TAB_UCT) choice = uct(moves, at, n);
  else choice = bestFirst(moves, at, n);
  // Rearranging moves count against greedy.ts's limit.
  if (hidden && choice >= 0) {
    const cls = <i32>(hiddenKey(unchecked(moves[at + choice])) >> 40);
    if (cls == 2 || cls == 3) progress.rearranged++;
  }
  return choice;
}

/** Spider's and Emperor's greedy, lookahead and sampling; rearranging moves count against their limits. */
function ownChoice(kind: i32, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const spider = model.profile.id == PROFILE_SPIDER;
  let choice: i32;
  if (kind == TAB_LOOKAHEAD) choice = lookahead(moves, at, n);
  else if (kind == TAB_SAMPLING) choice = sampledLookahead(moves, at, n);
  else choice = spider ? spiderGreedy(moves, at, n) : emperorGreedy(moves, at, n);
  if (choice >= 0) {
    const m = unchecked(moves[at + choice]);
    if (spider ? spiderRearranges(spiderClass(m)) : emperorRearranges(emperorClass(m))) progress.rearranged++;
  }
  return choice;
}
