// Lookahead play of Spider and Emperor: greedy's moves and the ones greedy
// leaves out (class 0 of spider.ts and emperor.ts, under the same guards
// against going round in circles), chosen by a best-first search of what the
// player sees. From the
// model's position (hidden cards unknown) it searches LOOKAHEAD_NODES
// positions on the game's own evaluation, the root's moves being the ones
// greedy allows; after the root, every player's move but turning or dealing
// the stock (what that would show is unknown). It plays the first move of the
// line to the best position found if that beats the position now by
// LOOKAHEAD_MARGIN; otherwise greedy's choice (in Spider, deal only when
// nothing else helps).

import { Tableau } from "../../games/tableau/tableau";
import { STOCK_MOVE } from "../../games/tableau/moves";
import { ttConfigure } from "../../solver/tt";
import { model, observe } from "./memory";
import { searchModel, Tracking, STRATEGY_TT_MIB, WIN } from "./best-first";
import { spiderClass, spiderAllowed, spiderGreedy, spiderValue, spiderWorthSearching, spiderCounted } from "./spider";
import { emperorClass, emperorAllowed, emperorGreedy, emperorValue, emperorCounted } from "./emperor";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot } from "./sampling";
import { PROFILE_SPIDER, PROFILE_EMPEROR } from "../../games/tableau/rule-table";
import { Strategy, GRADE_NONE, GRADE_STRONG } from "../strategy";

const LOOKAHEAD_NODES: i32 = 2000; // positions one decision may examine
const LOOKAHEAD_DEPTH: i32 = 12; // longest line it follows
const LOOKAHEAD_MARGIN: i32 = 1; // how much better than now the best line must end
const STOCK_WIDER: i32 = 5; // the search's budget, times this, before greedy would use the stock

const ROOT_MOVES = new StaticArray<i32>(1024);
const ROOT_INDEX = new StaticArray<i32>(1024);
let rootCount: i32 = 0;
const ROOT_POS = new StaticArray<u8>(1024);

/** The game's evaluation of the model's position (WIN when won). */
@inline function value(t: Tableau, spider: bool): i32 {
  if (t.won()) return WIN;
  return spider ? spiderValue(t) : emperorValue(t);
}

/** The explorer (solver/bestfirst.ts): greedy's allowed moves at the root, the player's moves but the stock after. */
class Lookahead extends Tracking {
  spider: bool = false;

  rootMoves(g: Tableau, out: StaticArray<i32>): i32 {
    for (let k = 0; k < rootCount; k++) unchecked((out[k] = ROOT_MOVES[k]));
    return rootCount;
  }
  moves(g: Tableau, out: StaticArray<i32>): i32 {
    const n = g.moves(out, 0);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[i]);
      if (m == STOCK_MOVE || (this.spider && !spiderWorthSearching(g, m))) continue;
      unchecked((out[k++] = m));
    }
    return k;
  }
  reached(g: Tableau, first: i32): void {
    this.note(value(g, this.spider), first);
  }
}
const LOOKAHEAD = new Lookahead();

/** Greedy's choice (returned), and the moves a search may start with: greedy's allowed moves but the stock (ROOT_MOVES, ROOT_INDEX, rootCount). */
function rootMovesOf(moves: StaticArray<i32>, at: i32, n: i32, spider: bool): i32 {
  const fallback = spider ? spiderGreedy(moves, at, n) : emperorGreedy(moves, at, n);
  rootCount = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    if (m == STOCK_MOVE) continue;
    const cls = spider ? spiderClass(m) : emperorClass(m);
    const ok = spider ? spiderAllowed(m, cls, true) : emperorAllowed(m, cls, true);
    if (!ok) continue;
    unchecked((ROOT_MOVES[rootCount] = m));
    unchecked((ROOT_INDEX[rootCount++] = i));
  }
  return fallback;
}

/** Lookahead's choice among moves[at..at+n) (an index), or -1 to resign. */
export function lookahead(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const spider = model.profile.id == PROFILE_SPIDER;
  const fallback = rootMovesOf(moves, at, n, spider);
  if (rootCount == 0 || (rootCount == 1 && fallback >= 0)) return fallback;
  const now = value(model, spider);
  LOOKAHEAD.spider = spider;
  LOOKAHEAD.best = now + LOOKAHEAD_MARGIN - 1;
  LOOKAHEAD.bestFirst = -1;
  ttConfigure(STRATEGY_TT_MIB);
  model.pack(changetype<usize>(ROOT_POS));
  // About to turn or deal the stock (greedy's choice): a wider search first.
  const stockNext = fallback >= 0 && unchecked(moves[at + fallback]) == STOCK_MOVE;
  searchModel<Lookahead>(LOOKAHEAD, stockNext ? LOOKAHEAD_NODES * STOCK_WIDER : LOOKAHEAD_NODES, LOOKAHEAD_DEPTH);
  model.unpack(changetype<usize>(ROOT_POS));
  return LOOKAHEAD.bestFirst < 0 ? fallback : unchecked(ROOT_INDEX[LOOKAHEAD.bestFirst]);
}

// ---- Sampling play of Emperor ----
// Lookahead's choice, made on samples of the hidden cards instead of on the
// player's view: each sample deals the cards the player cannot see (face-down
// pile cards and the stock) at random into their places (sampling.ts, the
// machinery Klondike's sampling and hindsight use), and the same best-first
// search runs on it with every card known, so that it may also deal or turn
// the stock. A root move scores, per sample, the best evaluation its lines
// reach less the sample's evaluation now; the move with the highest total over
// the samples is played if it gains on average, otherwise greedy's choice (in
// Spider, deal only when nothing else helps). The sample's knowledge is used
// only to rank the root moves, which are the player's own legal moves.
// The catalogue offers it for Emperor only (built down it won deals
// lookahead did not): on Spider it beat lookahead in 1 suit but lost in 2
// (docs/notes/spider-solver.md); Spider's strongest is hindsight
// (spider-hindsight.ts).

const SAMPLES: i32 = 8; // deals of the unseen cards per decision
const SAMPLE_NODES: i32 = 2000; // positions searched per sample
const SAMPLE_DEPTH: i32 = 16; // longest line a sample's search follows
const SUB = new StaticArray<i32>(1024); // per root move: the best evaluation after it in this sample
const TOTAL = new StaticArray<i64>(1024); // per root move: its gain summed over the samples

/** Lookahead's explorer on a sample: the stock is known, so its moves are searched too. */
class SampledLookahead extends Lookahead {
  reached(g: Tableau, first: i32): void {
    const v = value(g, this.spider);
    this.note(v, first);
    if (v > unchecked(SUB[first])) unchecked((SUB[first] = v));
  }
}
const SAMPLED = new SampledLookahead();

/** Sampling's choice (Emperor's; Spider's measured, not offered) among moves[at..at+n) (an index), or -1 to resign. */
export function sampledLookahead(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const spider = model.profile.id == PROFILE_SPIDER;
  const fallback = rootMovesOf(moves, at, n, spider);
  if (rootCount == 0 || (rootCount == 1 && fallback >= 0)) return fallback;
  const slots = hiddenPlaces();
  if (slots < 0) return fallback; // the cards seen do not add up: play as greedy does
  SAMPLED.spider = spider;
  ttConfigure(STRATEGY_TT_MIB);
  packSampleRoot();
  for (let k = 0; k < rootCount; k++) unchecked((TOTAL[k] = 0));
  const samples = slots == 0 ? 1 : SAMPLES; // nothing hidden: every sample is the same
  // About to deal or turn the stock (greedy's choice): wider searches first, as lookahead's.
  const stockNext = fallback >= 0 && unchecked(moves[at + fallback]) == STOCK_MOVE;
  const nodes = stockNext ? SAMPLE_NODES * STOCK_WIDER : SAMPLE_NODES;
  for (let s = 0; s < samples; s++) {
    dealSample(slots);
    const now = value(model, spider);
    for (let k = 0; k < rootCount; k++) unchecked((SUB[k] = -WIN)); // not reached: a win came first
    SAMPLED.best = now;
    SAMPLED.bestFirst = -1;
    searchModel<SampledLookahead>(SAMPLED, nodes, SAMPLE_DEPTH);
    for (let k = 0; k < rootCount; k++) unchecked((TOTAL[k] = TOTAL[k] + <i64>(SUB[k] - now)));
  }
  unpackSampleRoot();
  let best = 0;
  for (let k = 1; k < rootCount; k++) if (unchecked(TOTAL[k]) > unchecked(TOTAL[best])) best = k;
  return unchecked(TOTAL[best]) >= <i64>(LOOKAHEAD_MARGIN * samples) ? unchecked(ROOT_INDEX[best]) : fallback;
}

/** The game's own choice `choice`, counted against its rearranging limit (Spider's or Emperor's). */
function counted(choice: i32, moves: StaticArray<i32>, at: i32): i32 {
  return model.profile.id == PROFILE_SPIDER ? spiderCounted(choice, moves, at) : emperorCounted(choice, moves, at);
}

function lookaheadChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(lookahead(moves, at, n), moves, at);
}

function samplingChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(sampledLookahead(moves, at, n), moves, at);
}

export const LOOKAHEAD_SPIDER = new Strategy(
  "lookahead",
  "greedy's moves and the ones it leaves out (under the same guards against repeating), chosen by a best-first search of 2,000 positions (10,000 when greedy would use the stock next) of what it sees (face-down and stock cards unknown; after its first move it neither turns nor deals the stock) on the game's own evaluation: runs removed, cards face down, spaces, kings at the bottom of a pile, and per pile the cards lying in suit on the next rank (good), fitting off suit, or breaking the pile; past its first move a part of a run moves only onto a card in suit or into a space; plays the first move of the line to the best position if it beats the position now, else greedy's move (so it deals only when nothing else helps)",
  1 << PROFILE_SPIDER,
  true,
  GRADE_NONE,
  false,
  lookaheadChoice,
);
export const LOOKAHEAD_EMPEROR = new Strategy(
  "lookahead",
  "greedy's moves and the ones it leaves out (under the same guards against repeating), chosen by a best-first search of 2,000 positions (10,000 when greedy would use the stock next) of what it sees (face-down and stock cards unknown; after its first move it neither turns nor deals the stock) on the game's own evaluation: the solver's heuristic (cards up, cards covering each suit's next card, built pairs, spaces), more weight on cards face down, a little against cards buried in the waste; plays the first move of the line to the best position if it beats the position now, else greedy's move",
  1 << PROFILE_EMPEROR,
  true,
  GRADE_NONE,
  false,
  lookaheadChoice,
);
export const SAMPLING_EMPEROR = new Strategy(
  "sampling",
  "deals the cards it cannot see (face-down and stock cards) at random 8 times and, in each sample, with every card known (the stock too), runs lookahead's search of 2,000 positions from each of the moves lookahead may start with; a move scores the best evaluation its lines reach less the sample's evaluation now, and the move with the highest total over the samples is played if it gains on average, else greedy's move",
  1 << PROFILE_EMPEROR,
  true,
  GRADE_STRONG,
  false,
  samplingChoice,
);
