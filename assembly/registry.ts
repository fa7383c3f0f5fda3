// Every game module the engine plays, declared once: its engine id is its
// index in GAMES (the catalogue's engineId), with its name, settings,
// strategies (their records, strategies/strategy.ts), solver and playout.
// index.ts dispatches through this table and nowhere else, and exports what
// is here: the host's catalogue reads the strategies from it
// (scripts/strategy-table.mjs) and its tests hold the rest to it.
//
// Adding a game module: its class in games/, its strategies' list in
// strategies/ (the solver first), and one line in GAMES. Adding a strategy:
// its file and one line in its module's list.

import { Game } from "./games/game";
import { SettingTable, NO_SETTINGS } from "./games/settings";
import { Accordion, ACCORDION_SETTINGS } from "./games/accordion";
import { OneHanded, ONE_HANDED_SETTINGS } from "./games/one-handed";
import { Tableau } from "./games/tableau/tableau";
import { TABLEAU_SETTINGS } from "./games/tableau/rules";
import { Wish } from "./games/wish";
import { Flip, FLIP_SETTINGS } from "./games/flip";
import { Hole, HOLE_SETTINGS, HOLE_TO_CELL } from "./games/hole";
import { Gaps, GAPS_SETTINGS } from "./games/gaps";
import { now } from "./engine/clock";
import { ACCORDION_STRATEGIES } from "./strategies/accordion";
import { TABLEAU_STRATEGIES } from "./strategies/tableau/strategies";
import { WISH_STRATEGIES } from "./strategies/wish";
import { FLIP_STRATEGIES } from "./strategies/flip";
import { HOLE_STRATEGIES } from "./strategies/hole";
import { ONE_HANDED_STRATEGIES } from "./strategies/one-handed";
import { GAPS_STRATEGIES } from "./strategies/gaps";
import { Strategy, ALL_PROFILES } from "./strategies/strategy";
import { playout } from "./strategies/playout";
import { solveDepthFirst } from "./solver/outcome";
import { GameMoves, NoParking } from "./solver/search";
import { Outcome, RESULT_LOST, RESULT_WON, RESULT_UNKNOWN, MAX_DEPTH } from "./solver/result";
import { solveTableau } from "./solver/tableau";
import { bestFirst, Solving } from "./solver/bestfirst";
import { ttLend, ttLentBytes, ttReclaim } from "./solver/tt";

/** A game as index.ts sees it: no generics, so one table holds them all. */
export abstract class Entry {
  constructor(
    public name: string,
    public settings: SettingTable,
    /** The strategies by engine id; 0 stands for the thoughtful solver. */
    public strategies: StaticArray<Strategy>,
  ) {}
  // The game's position, as the host steps through it (differential tests, the deal viewer): Game's methods.
  abstract setSetting(index: i32, value: i32): void;
  abstract setup(online: bool): i32;
  abstract moves(out: StaticArray<i32>, at: i32): i32;
  abstract searchMoves(out: StaticArray<i32>, at: i32): i32;
  abstract apply(m: i32): void;
  abstract undo(m: i32): void;
  abstract key(): u64;
  abstract check(): u32;
  abstract won(): bool;
  abstract score(): i32;
  abstract observe(out: StaticArray<u8>): i32;
  abstract dump(out: StaticArray<u8>): i32;
  /** The thoughtful solver from the game's position; its line goes to `line`. */
  abstract solve(nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): Outcome;
  /** Strategy `s` plays the game to its end; its moves go to `line`. */
  abstract play(s: Strategy, line: StaticArray<i32>): Outcome;
  /** Does strategy s play the game as set now? */
  abstract plays(s: Strategy): bool;
}

/** A game solved by depth-first search; the solver and the playout are compiled for its class. */
class Registered<G extends Game> extends Entry {
  constructor(
    name: string,
    public g: G,
    settings: SettingTable,
    strategies: StaticArray<Strategy>,
    /** The game's own search moves, for the depth-first solver. */
    public solverMoves: GameMoves<G> = new GameMoves<G>(),
  ) {
    super(name, settings, strategies);
  }
  setSetting(index: i32, value: i32): void {
    this.g.setSetting(index, value);
  }
  setup(online: bool): i32 {
    return this.g.setup(online);
  }
  moves(out: StaticArray<i32>, at: i32): i32 {
    return this.g.moves(out, at);
  }
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    return this.g.searchMoves(out, at);
  }
  apply(m: i32): void {
    this.g.apply(m);
  }
  undo(m: i32): void {
    this.g.undo(m);
  }
  key(): u64 {
    return this.g.key();
  }
  check(): u32 {
    return this.g.check();
  }
  won(): bool {
    return this.g.won();
  }
  score(): i32 {
    return this.g.score();
  }
  observe(out: StaticArray<u8>): i32 {
    return this.g.observe(out);
  }
  dump(out: StaticArray<u8>): i32 {
    return this.g.dump(out);
  }
  solve(nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): Outcome {
    return solveDepthFirst<G, GameMoves<G>>(this.g, this.solverMoves, nodeBudget, timeMs, line);
  }
  play(s: Strategy, line: StaticArray<i32>): Outcome {
    return playout<G>(this.g, s.choose, line);
  }
  plays(s: Strategy): bool {
    return s.plays == ALL_PROFILES;
  }
}

/** The tableau games: every one a rules record; solved by the phases of its profile (solver/tableau.ts). */
class TableauEntry extends Registered<Tableau> {
  /** A tableau strategy plays the profiles its record names. */
  plays(s: Strategy): bool {
    return s.plays == ALL_PROFILES || ((s.plays >> this.g.profile.id) & 1) != 0;
  }
  solve(nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): Outcome {
    return solveTableau(this.g, nodeBudget, timeMs, line);
  }
}

/** As HoleWinOnlyMoves, with no card put into a cell once `limit` have been along the line. */
class FewCellsMoves extends NoParking<Hole> {
  limit: i32 = 0;
  moves(g: Hole, out: StaticArray<i32>, at: i32): i32 {
    if (!g.winOpen()) return 0;
    const n = g.searchMoves(out, at);
    if (g.cellUses < this.limit) return n;
    let k = at;
    for (let i = at; i < at + n; i++) if (unchecked(out[i]) < HOLE_TO_CELL) unchecked((out[k++] = out[i]));
    return k - at;
  }
}

/** A hole game's win only: no position whose bound is short of one, or whose ranks no walk can take (Hole.walkable). */
class HoleWinOnlyMoves extends NoParking<Hole> {
  moves(g: Hole, out: StaticArray<i32>, at: i32): i32 {
    return g.winOpen() ? g.searchMoves(out, at) : 0;
  }
}
const WIN_ONLY = new HoleWinOnlyMoves();
/** A loss's line kept while the search for its best score runs. */
const KEPT_LINE = new StaticArray<i32>(MAX_DEPTH + 1);
const FEW_CELLS = new FewCellsMoves();
/** Each restart's cap on cards put into cells, in turn (the last: none). */
const CELL_LIMITS: StaticArray<i32> = [0, 1, 2, 1 << 30];
const RESTART_NODES: i64 = 8192;
const RESTART_MAX_NODES: i64 = 1 << 24;

/**
 * The hole games: solved for a win only, leaving out every position whose
 * bound is short of one or whose ranks no walk can take (Hole.walkable). Finding a win by depth-first search takes a few
 * thousand positions on most deals and millions on some, depending on the
 * order the moves are tried in; so the search restarts, each time with its
 * ties in another order (Hole.orderSeed), a table of its own sized to it and
 * twice the positions; with cells, a cap on the cards put into them (0, 1,
 * 2, none in turn) and twice the positions every fourth time; until half the
 * budget is spent (an eighth without cells, where the deals left undecided
 * are losses and wins the plain order finds late: measured on Black Hole);
 * then one search in the plain order takes what is left. Any search without a cap that
 * completes without a win proves the deal lost: only the order differs.
 */
class HoleEntry extends Registered<Hole> {
  solve(nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): Outcome {
    const g = this.g;
    const rootBound = min(g.bound(), g.winValue() - 1);
    const start = now();
    let spent: i64 = 0;
    const share = g.nCells > 0 ? 2 : 8;
    for (let i = 0; ; i++) {
      const cap: i64 = RESTART_NODES << (g.nCells > 0 ? i >> 2 : i);
      if (cap > RESTART_MAX_NODES) break;
      if (nodeBudget > 0 && spent + cap > nodeBudget / share) break;
      const left = timeMs / share - (now() - start);
      if (timeMs > 0 && left <= 0) break;
      FEW_CELLS.limit = g.nCells > 0 ? unchecked(CELL_LIMITS[i & 3]) : 1 << 30;
      g.orderSeed = i + 1;
      const o = solveDepthFirst<Hole, FewCellsMoves>(g, FEW_CELLS, cap, timeMs > 0 ? left : 0, line, cap);
      g.orderSeed = 0;
      spent += <i64>o.nodes;
      if (o.verdict == RESULT_WON) return this.done(o, spent, rootBound, nodeBudget, timeMs, start, line);
      if (o.verdict == RESULT_LOST && FEW_CELLS.limit == 1 << 30) return this.done(o, spent, rootBound, nodeBudget, timeMs, start, line);
    }
    const nodes: i64 = nodeBudget > 0 ? max<i64>(1, nodeBudget - spent) : 0;
    const ms: f64 = timeMs > 0 ? max<f64>(1, timeMs - (now() - start)) : 0;
    const o = solveDepthFirst<Hole, HoleWinOnlyMoves>(g, WIN_ONLY, nodes, ms, line);
    return this.done(o, spent + <i64>o.nodes, rootBound, nodeBudget, timeMs, start, line);
  }

  /**
   * The outcome with every search's positions counted. A loss proved by the
   * search for a win has a best score found, not proven: as much budget again
   * (what is left of it at most) goes to a search for the best score (every
   * search move, positions left out only by the bound), which proves it if it
   * completes; else the first search's line stands, with the deal's bound.
   */
  done(o: Outcome, nodes: i64, rootBound: i32, nodeBudget: i64, timeMs: f64, start: f64, line: StaticArray<i32>): Outcome {
    o.nodes = <f64>nodes;
    if (o.verdict != RESULT_LOST) return o;
    const score = o.score;
    const length = o.length;
    if (score < rootBound && (nodeBudget <= 0 || nodes < nodeBudget) && (timeMs <= 0 || now() - start < timeMs)) {
      for (let i = 0; i < length; i++) unchecked((KEPT_LINE[i] = line[i]));
      // At most as much again as the loss took (and 65,536 nodes): a best score is worth less than a verdict.
      const spentMs = now() - start;
      const again: i64 = max<i64>(nodes, 65536);
      const left: i64 = nodeBudget > 0 ? min<i64>(nodeBudget - nodes, again) : again;
      const ms: f64 = timeMs > 0 ? max<f64>(1, min<f64>(timeMs - spentMs, max<f64>(spentMs, 50))) : 0;
      const s = solveDepthFirst<Hole, GameMoves<Hole>>(this.g, this.solverMoves, left, ms, line);
      const total = nodes + <i64>s.nodes;
      if (s.verdict == RESULT_LOST && s.score >= score) {
        s.nodes = <f64>total;
        return s;
      }
      for (let i = 0; i < length; i++) unchecked((line[i] = KEPT_LINE[i]));
      return s.set(RESULT_LOST, <f64>total, length, score, rootBound, score == rootBound);
    }
    return o.set(RESULT_LOST, <f64>nodes, length, score, rootBound, score == rootBound);
  }
}

const GAPS_BEST_LINE = new StaticArray<i32>(MAX_DEPTH + 1);
const GAPS_FIRST_NODES: i64 = 4096;
/**
 * Best-first's weight on each move of a line, against 16 a card in place:
 * a long line that puts cards in place is followed before short ones are
 * widened (a win lies some 100 moves deep). Lighter and heavier weights won
 * fewer deals at the same budgets (docs/notes/gaps.md).
 */
const GAPS_DEPTH_WEIGHT: i32 = 5;
/** Best-first's share of the node and time budgets, in eighths; depth-first has the rest. */
const GAPS_BF_EIGHTHS: i32 = 6;

/**
 * Gaps: without the fixed suit (one-deal), first a best-first search
 * (solver/bestfirst.ts, its open positions in memory the table lends) on
 * three quarters of the budgets, most cards in place first (Gaps.heuristic)
 * less GAPS_DEPTH_WEIGHT a move; then depth-first searches
 * (with the fixed suit, one search in the plain order) over every legal move,
 * restarted with twice the positions each time and the ties of the move
 * order (Gaps.searchMoves) in another order, until one completes or the
 * budget runs out. How many positions a win costs depends on the order the
 * positions are tried in: most one-deal deals are won, some after millions of
 * positions in one order and thousands in another. Every search tries every
 * legal move, so one that completes without a win proves the deal lost,
 * whatever its order; an undecided one leaves the best line found by any.
 * With the fixed suit (basic) positions are far fewer, and one plain
 * depth-first search decides more deals than restarts or best-first do.
 */
const GAPS_ROOT = new StaticArray<u8>(64);
const GAPS_BF = new Solving<Gaps>();
const GAPS_OUTCOME = new Outcome();

class GapsEntry extends Registered<Gaps> {
  solve(nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): Outcome {
    const g = this.g;
    const start = now();
    let spent: i64 = 0;
    let bestScore = -1;
    let bestLength = 0;
    let o: Outcome;
    if (!g.fixedSuit) {
      const root = changetype<usize>(GAPS_ROOT);
      g.pack(root);
      const region = ttLend();
      const res = bestFirst<Gaps, Solving<Gaps>>(
        g,
        GAPS_BF,
        region,
        ttLentBytes(),
        nodeBudget > 0 ? max<i64>(1, (nodeBudget / 8) * GAPS_BF_EIGHTHS) : 0,
        timeMs > 0 ? start + (timeMs / 8) * GAPS_BF_EIGHTHS : Infinity,
        i32.MAX_VALUE,
        true,
        GAPS_DEPTH_WEIGHT,
      );
      g.unpack(root);
      ttReclaim();
      spent = res.nodes;
      for (let k = 0; k < res.length; k++) unchecked((line[k] = res.line[k]));
      if (res.verdict == RESULT_WON) return GAPS_OUTCOME.set(RESULT_WON, <f64>spent, res.length, res.score, res.score, true);
      if (res.verdict == RESULT_LOST) return GAPS_OUTCOME.set(RESULT_LOST, <f64>spent, res.length, res.score, res.bestScore, true);
      bestScore = res.score;
      bestLength = res.length;
      for (let k = 0; k < bestLength; k++) unchecked((GAPS_BEST_LINE[k] = line[k]));
    }
    for (let i = 0; ; i++) {
      let cap: i64 = i < 40 && !g.fixedSuit ? GAPS_FIRST_NODES << i : i64.MAX_VALUE;
      if (nodeBudget > 0) cap = min<i64>(cap, nodeBudget - spent);
      if (cap <= 0) {
        for (let k = 0; k < bestLength; k++) unchecked((line[k] = GAPS_BEST_LINE[k]));
        return GAPS_OUTCOME.set(RESULT_UNKNOWN, <f64>spent, bestLength, bestScore, g.winValue(), false);
      }
      const left = timeMs - (now() - start);
      g.orderSeed = i;
      o = solveDepthFirst<Gaps, GameMoves<Gaps>>(g, this.solverMoves, cap, timeMs > 0 ? max<f64>(left, 1) : 0, line, cap);
      g.orderSeed = 0;
      spent += <i64>o.nodes;
      if (o.verdict != RESULT_UNKNOWN) break;
      if (o.score > bestScore) {
        bestScore = o.score;
        bestLength = o.length;
        for (let k = 0; k < bestLength; k++) unchecked((GAPS_BEST_LINE[k] = line[k]));
      }
      if ((nodeBudget > 0 && spent >= nodeBudget) || (timeMs > 0 && now() - start >= timeMs)) {
        for (let k = 0; k < bestLength; k++) unchecked((line[k] = GAPS_BEST_LINE[k]));
        o.set(RESULT_UNKNOWN, 0, bestLength, bestScore, g.winValue(), false);
        break;
      }
    }
    o.nodes = <f64>spent;
    return o;
  }
}

// The games' instances, made in this order (their Zobrist keys come from one sequence).
const accordion = new Accordion();
export const oneHanded = new OneHanded();
const tableau = new Tableau();
/** Tests: the tableau's moves as an aimed search plays them (aimed.ts), or all. */
export function aimTableauMoves(on: bool): void {
  tableau.aimed = on;
}
const REPACKED = new StaticArray<u8>(1024);
/** Tests: the tableau's position packed and unpacked, as best-first keeps its positions (no move left to undo); false if it does not fit. */
export function repackTableau(): bool {
  // pack() may write 7 bytes past the position (serialise.ts's copyCards).
  if (tableau.packedSize() + 8 > REPACKED.length) return false;
  tableau.pack(changetype<usize>(REPACKED));
  tableau.unpack(changetype<usize>(REPACKED));
  return true;
}
const wish = new Wish();
const flip = new Flip();
const hole = new Hole();
const gaps = new Gaps();

export const GAMES: StaticArray<Entry> = [
  new Registered<OneHanded>("one-handed", oneHanded, ONE_HANDED_SETTINGS, ONE_HANDED_STRATEGIES),
  new Registered<Accordion>("accordion", accordion, ACCORDION_SETTINGS, ACCORDION_STRATEGIES),
  new Registered<Wish>("wish", wish, NO_SETTINGS, WISH_STRATEGIES),
  new Registered<Flip>("flip", flip, FLIP_SETTINGS, FLIP_STRATEGIES),
  new TableauEntry("tableau", tableau, TABLEAU_SETTINGS, TABLEAU_STRATEGIES),
  new HoleEntry("hole", hole, HOLE_SETTINGS, HOLE_STRATEGIES),
  new GapsEntry("gaps", gaps, GAPS_SETTINGS, GAPS_STRATEGIES),
];

/** One-Handed's id, for index.ts's batch fast path. */
export const GAME_ONE_HANDED: i32 = 0;
/** The tableau engine's id (index.ts reports its solver's phases). */
export const GAME_TABLEAU: i32 = 4;
