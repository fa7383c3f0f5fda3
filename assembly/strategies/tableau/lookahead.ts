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

import { Tableau, STOCK_MOVE } from "../../games/tableau/position";
import { ttConfigure } from "../../solver/tt";
import { model } from "./memory";
import { searchModel, Tracking, STRATEGY_TT_MIB, WIN } from "./best-first";
import { isSpider, spiderClass, spiderAllowed, spiderGreedy, spiderValue, spiderWorthSearching } from "./spider";
import { emperorClass, emperorAllowed, emperorGreedy, emperorValue } from "./emperor";

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

/** Lookahead's choice among moves[at..at+n) (an index), or -1 to resign. */
export function lookahead(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const spider = isSpider(model);
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
