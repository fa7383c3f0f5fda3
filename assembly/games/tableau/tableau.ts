// The tableau engine as a Game: every game played with tableau piles, cells,
// a stock and foundations, where a game is a rules record (rules.ts), not a
// copy of code: Streets and Alleys, Beleaguered Castle, FreeCell, Inverted
// FreeCell, Klondike, Solitaire, Emperor and Spider are records.
//
// The parts, each importing only those before it: moves.ts and keys.ts (move
// encoding, Zobrist tables), rules.ts (the record decoded), state.ts (the
// position and its key), position.ts (moves played and undone), targets.ts,
// talon-moves.ts and movegen.ts (legal moves), heuristic.ts and order.ts (how
// good a position looks, and the order a search tries moves in), safe.ts and
// prune.ts (what a search may force or leave out), expand.ts (a solver's line
// as a player's moves), serialise.ts (the deal, observations, packed
// positions). This file puts them together behind the Game interface.

import { Game } from "../game";
import { Position } from "./position";
import { legalMoves, compulsoryAce } from "./movegen";
import { searchMoves } from "./prune";
import { STATIC_ORDER } from "./order";
import { safeToFoundation } from "./safe";
import { heuristic } from "./heuristic";
import { expandLine } from "./expand";
import { readLayout, writePosition, readObservation, packedSize, pack, unpack } from "./serialise";

@final
export class Tableau extends Position implements Game {
  setSetting(index: i32, v: i32): void {
    this.setRule(index, v);
  }

  setup(online: bool): i32 {
    return readLayout(this);
  }

  /** Every legal move (movegen.ts). */
  moves(out: StaticArray<i32>, at: i32): i32 {
    return legalMoves(this, out, at);
  }
  /** The moves a search tries (prune.ts): talon moves that turn on their own, pruned, in the static order. */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    return searchMoves(this, out, at, STATIC_ORDER);
  }
  /** The move that sends up an ace now released, or 0 (Emperor). */
  compulsoryAce(): i32 {
    return compulsoryAce(this);
  }
  /** Moving c to its foundation provably cannot hurt (safe.ts). */
  safeToFoundation(c: u8): bool {
    return safeToFoundation(this, c);
  }
  /** How close the position looks to a win (heuristic.ts), by its profile's weights. */
  heuristic(): i32 {
    return heuristic(this, this.profile.weights);
  }
  /** The line path[0..n) as a player's moves into out (expand.ts); returns the count. */
  expand(path: StaticArray<i32>, n: i32, out: StaticArray<i32>): i32 {
    return expandLine(this, path, n, out);
  }
  observe(out: StaticArray<u8>): i32 {
    return writePosition(this, out, true);
  }
  dump(out: StaticArray<u8>): i32 {
    return writePosition(this, out, false);
  }
  /** Becomes the position an observation shows (a strategy's private model). */
  load(obs: StaticArray<u8>): void {
    readObservation(this, obs);
  }
  packedSize(): i32 {
    return packedSize(this);
  }
  pack(ptr: usize): void {
    pack(this, ptr);
  }
  unpack(ptr: usize): void {
    unpack(this, ptr);
  }
}
