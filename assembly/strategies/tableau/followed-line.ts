// A line a strategy planned on a sample and plays on without new samples
// while nothing new shows (hindsight.ts, spider-hindsight.ts): each position
// reached must be the one its last move was expected to reach, as the
// player sees it (seenKey). A move that turns up a card or shows a stock
// card never seen leads elsewhere (the model had the card hidden), and then
// the line is dropped and the strategy decides afresh.

import { model, seenKey, seenCheck } from "./memory";
import { strategyGame } from "../effort";

export class FollowedLine {
  moves: StaticArray<i32>;
  at: i32 = 0; // the next move: moves[at], while at < len
  len: i32 = 0;
  game: i32 = -1; // strategyGame of the game it was planned in
  key: u64 = 0; // the position expected now
  check: u32 = 0;

  constructor(capacity: i32) {
    this.moves = new StaticArray<i32>(capacity);
  }

  /**
   * Follows line[from .. from+len) (at most the capacity), `played` being
   * the move played now, which leads to where the line starts.
   */
  start(line: StaticArray<i32>, from: i32, len: i32, played: i32): void {
    this.len = min<i32>(len, this.moves.length);
    for (let j = 0; j < this.len; j++) unchecked((this.moves[j] = line[from + j]));
    this.at = 0;
    this.game = strategyGame;
    this.expect(played);
  }

  /**
   * The index in moves[at..at+n) of the line's next move, while the position
   * is the one expected and the move is legal; -1 otherwise (the line is
   * dropped). The caller plays it with `advance`, or drops the line.
   */
  next(moves: StaticArray<i32>, at: i32, n: i32): i32 {
    if (this.game != strategyGame || this.at >= this.len || seenKey() != this.key || seenCheck() != this.check) {
      this.len = 0;
      return -1;
    }
    const m = unchecked(this.moves[this.at]);
    for (let j = 0; j < n; j++) if (unchecked(moves[at + j]) == m) return j;
    this.len = 0;
    return -1;
  }

  /** The line's next move is played. */
  advance(): void {
    this.expect(unchecked(this.moves[this.at++]));
  }

  drop(): void {
    this.len = 0;
  }

  /** Records the position the player will see after move m, if m shows nothing new. */
  private expect(m: i32): void {
    model.apply(m);
    this.key = seenKey();
    this.check = seenCheck();
    model.undo(m);
  }
}
