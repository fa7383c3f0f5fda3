// The contract every game module follows. The solver and the playout loop are
// generic over it and compiled once per game (no virtual calls in the hot loop).
//
// Moves are integers whose meaning each game documents; a state changes only
// through apply() and undo(), which keep key() up to date incrementally.

export interface Game {
  /** Setting `index` (the catalogue's order) to `value`, which its SettingTable allows (index.ts checks). */
  setSetting(index: i32, value: i32): void;
  /**
   * Takes over the deal in the layout (engine/layout.ts). `online` is a
   * strategy's game, where cards arrive as play goes on; otherwise every card
   * is known (the thoughtful game). Returns 0, or a negative code if the
   * layout does not fit the game.
   */
  setup(online: bool): i32;
  /** Writes every legal move at out[at..]; returns how many. */
  moves(out: StaticArray<i32>, at: i32): i32;
  /**
   * Writes the moves a search tries at out[at..], best first: the legal moves
   * (or moves standing for them) less those that provably lose nothing by
   * being left out. Returns how many.
   */
  searchMoves(out: StaticArray<i32>, at: i32): i32;
  apply(m: i32): void;
  /** Undoes `m`, which must be the last move applied and not yet undone. */
  undo(m: i32): void;
  /** 64-bit Zobrist key of the position. */
  key(): u64;
  /**
   * A second key of the position by another hash (engine/check.ts), with the
   * same positions counted as one as key() does: the transposition table
   * keeps both, so a lost verdict does not rest on a key collision alone.
   */
  check(): u32;
  /**
   * A position the search can reach from one position only, through one
   * move (Klondike's pile owed a stock card's cover, Tableau.layOn): its
   * parent is searched once, so it is too, and it needs no table entry.
   */
  transient(): bool;
  won(): bool;
  /** The game's own score (cards discarded, piles left, points...). */
  score(): i32;
  /** What the solver maximises; a won position has winValue(). */
  value(): i32;
  /** An upper bound on value() over every position reachable from here. */
  bound(): i32;
  winValue(): i32;
  /** What a player sees, written to out; returns its length in bytes. */
  observe(out: StaticArray<u8>): i32;
  /** The whole position as bytes, for differential tests against the reference. */
  dump(out: StaticArray<u8>): i32;
}
