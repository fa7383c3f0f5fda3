// The tableau games' strategies by engine id: every one a record in its own
// file (strategies/strategy.ts), the solver first. A game plays those whose
// record names its profile. Each decides from the observation alone
// (memory.ts) and the legal moves; the rules are part of what a player sees,
// and so is the profile the game's record declares: Spider and Emperor have
// a greedy and a lookahead of their own (spider.ts, emperor.ts, lookahead.ts).

import { Strategy, SOLVER } from "../strategy";
import { RANDOM, RANDOM_SPIDER, RANDOM_EMPEROR } from "./random";
import { GREEDY_OPEN, GREEDY_HIDDEN } from "./greedy";
import { GREEDY_SPIDER } from "./spider";
import { GREEDY_EMPEROR } from "./emperor";
import { BEST_FIRST_OPEN, BEST_FIRST_HIDDEN } from "./best-first";
import { SAMPLING } from "./sampling";
import { LOOKAHEAD_SPIDER, LOOKAHEAD_EMPEROR, SAMPLING_EMPEROR } from "./lookahead";
import { HINDSIGHT } from "./hindsight";
import { BFT_RANDOM, BFT_GREEDY } from "./bft";
import { UCT } from "./uct";
import { BFT_UCT } from "./bft-uct";
import { RECORD_STRATEGY } from "./record";
import { HINDSIGHT_SPIDER } from "./spider-hindsight";

export const TABLEAU_STRATEGIES: StaticArray<Strategy> = [
  SOLVER,
  RANDOM,
  RANDOM_SPIDER,
  RANDOM_EMPEROR,
  GREEDY_OPEN,
  GREEDY_HIDDEN,
  GREEDY_SPIDER,
  GREEDY_EMPEROR,
  BEST_FIRST_OPEN,
  BEST_FIRST_HIDDEN,
  LOOKAHEAD_SPIDER,
  LOOKAHEAD_EMPEROR,
  SAMPLING,
  SAMPLING_EMPEROR,
  HINDSIGHT,
  BFT_RANDOM,
  BFT_GREEDY,
  UCT,
  BFT_UCT,
  RECORD_STRATEGY,
  HINDSIGHT_SPIDER,
];
