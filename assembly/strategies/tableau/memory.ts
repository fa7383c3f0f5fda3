// What a tableau strategy knows and remembers. It gets the observation (the
// rules and every face-up card, the waste, the foundations; never a face-down
// card or the stock) and keeps a private model built from it alone, plus what
// a player remembers of this game:
// - the positions it has been in (open tableaus let play go round in circles,
//   so the strategies never return to one);
// - the talon as a player sees it: every card seen on the waste keeps its
//   place in the turning order, so after a full pass through the stock its
//   order is known (the memory holds nothing that was not face up once);
// - how play has progressed (random play resigns after a long stretch
//   without a card reaching a foundation; greedy counts rearranging moves).

import { Tableau } from "../../games/tableau/tableau";
import { HIDDEN } from "../../games/tableau/moves";
import { strategyGame } from "../effort";

/** The strategy's private model of the position. */
export const model = new Tableau();

/** Progress this game, as the choices see it. */
class Progress {
  game: i32 = -1; // strategyGame of the game these counts are of
  stale: i32 = 0; // decisions since a card last reached a foundation
  lastFound: i32 = 0;
  lastDown: i32 = 0; // face-down cards at the last decision
  lastTalon: i32 = 0; // talon cards at the last decision
  mostFound: i32 = 0; // the most cards on the foundations so far this game
  rearranged: i32 = 0; // rearranging moves (classes 2 and 3 of greedy.ts's hiddenKey) since the last progress
  advanced: bool = false; // the last move made progress (a card turned up or up, the stock shorter)
  quiet: i32 = 0; // decisions since the last progress, whatever the moves
  hidden: bool = false; // the game being played hides cards (a stock or face-down cards)
}
export const progress = new Progress();

/**
 * Reads the observation into the model and updates what is remembered: a new
 * game forgets the last, a game with hidden cards recalls the talon and
 * counts progress, and the position is remembered as seen.
 */
export function observe(obs: StaticArray<u8>): void {
  model.load(obs);
  const g = progress;
  if (strategyGame != g.game) {
    g.game = strategyGame;
    g.stale = 0;
    g.lastFound = model.onFound;
    memLen = -1;
    g.lastDown = i32.MAX_VALUE;
    g.lastTalon = i32.MAX_VALUE;
    g.mostFound = model.onFound;
    g.rearranged = 0;
    g.quiet = 0;
  }
  g.hidden = hasHiddenCards();
  if (g.hidden) {
    recallTalon();
    // Progress: a card turned up, a card gone from the talon, a foundation
    // higher than ever this game. Rearranging moves are counted between two.
    const down = model.faceDown();
    g.advanced = down < g.lastDown || model.talonLen < g.lastTalon || model.onFound > g.mostFound;
    if (g.advanced) {
      g.rearranged = 0;
      g.quiet = 0;
    } else g.quiet++;
    g.lastDown = down;
    g.lastTalon = model.talonLen;
    if (model.onFound > g.mostFound) g.mostFound = model.onFound;
  }
  if (model.onFound > g.lastFound) g.stale = 0;
  g.lastFound = model.onFound;
  remember(seenKey());
  if (g.hidden) remember(layoutKey());
}

/** Whether the game hides cards: face-down cards dealt or in the piles, or a stock. */
function hasHiddenCards(): bool {
  if (model.dealtDown || model.draw > 0 || model.dealToPiles) return true;
  for (let p = 0; p < model.nPiles; p++) if (unchecked(model.down[p]) > 0) return true;
  return false;
}

// ---- positions seen this game (open addressing on model keys) --------------------

const SEEN_BITS: i32 = 16;
const SEEN = new StaticArray<u64>(1 << SEEN_BITS);
const SEEN_GAME = new StaticArray<i32>(1 << SEEN_BITS);

/**
 * The key positions are remembered by: the model's, and with a stock how many
 * cards lie on the waste (the solver's key treats some waste sizes alike,
 * since turning reaches the same positions from them; a player sees different
 * cards).
 */
export function seenKey(): u64 {
  const k = model.key();
  return model.draw > 0 ? k ^ (<u64>(model.turned + 1) * 0x9e3779b97f4a7c15) : k;
}

/** seenKey's check: the model's, and how many cards lie on the waste. */
export function seenCheck(): u32 {
  const c = model.check();
  return model.draw > 0 ? c ^ (<u32>(model.turned + 1) * 0x9e3779b1) : c;
}

/**
 * The layout: the position without how far the stock has been turned. A move
 * that only rearranges cards (pile to pile without turning one up, or a card
 * back from a foundation) must reach a layout not seen this game; otherwise
 * play can shuffle the same cards back and forth between turns of the stock.
 */
export function layoutKey(): u64 {
  let k = model.key() ^ 0x5bd1e9955bd1e995;
  if (model.draw == 0) return k;
  const t = model.turned;
  model.turned = 0;
  k ^= model.talonKey ^ model.talonHash();
  model.turned = t;
  return k;
}

export function seen(key: u64): bool {
  let i = <i32>(key >> (64 - SEEN_BITS));
  const mask = (1 << SEEN_BITS) - 1;
  for (let probe = 0; probe < 64; probe++) {
    if (unchecked(SEEN_GAME[i]) != strategyGame) return false;
    if (unchecked(SEEN[i]) == key) return true;
    i = (i + 1) & mask;
  }
  return false;
}

function remember(key: u64): void {
  let i = <i32>(key >> (64 - SEEN_BITS));
  const mask = (1 << SEEN_BITS) - 1;
  for (let probe = 0; probe < 64; probe++) {
    if (unchecked(SEEN_GAME[i]) != strategyGame) {
      unchecked((SEEN_GAME[i] = strategyGame));
      unchecked((SEEN[i] = key));
      return;
    }
    if (unchecked(SEEN[i]) == key) return;
    i = (i + 1) & mask;
  }
}

// ---- the player's memory of the talon ------------------------------------------
// MEM[0..memLen) is the talon in turning order as far as seen: the waste as
// the observation shows it, and each stock card the player saw on the waste in
// an earlier pass (HIDDEN for those never seen). Between two decisions one
// move is made: a turn or redeal keeps the talon, a play from the waste takes
// out the card at the waste's new length.

const MEM = new StaticArray<u8>(256);
let memLen: i32 = -1;

/** Updates the memory from the model's observation and writes what it knows of the stock into the model. */
function recallTalon(): void {
  if (model.draw == 0 || model.dealToPiles) return; // no waste: nothing is ever seen before it is dealt
  const len = model.talonLen;
  const turned = model.turned;
  if (memLen == len + 1) {
    for (let i = turned; i < len; i++) unchecked((MEM[i] = MEM[i + 1]));
    memLen = len;
  } else if (memLen != len) {
    for (let i = 0; i < len; i++) unchecked((MEM[i] = HIDDEN));
    memLen = len;
  }
  for (let i = 0; i < turned; i++) unchecked((MEM[i] = model.talon[i]));
  let known = false;
  for (let i = turned; i < len; i++) {
    const c = unchecked(MEM[i]);
    if (c != HIDDEN) {
      unchecked((model.talon[i] = c));
      known = true;
    }
  }
  if (known) model.rehash();
}
