// The player's moves of a decision being played out, one per call: a
// strategy that decides on actions (bft.ts's, bft-uct.ts's) or on a solver's
// line expands it into the player's moves (stock turns, then the play) and
// plays them one at a time.

import { NO_MOVE } from "./bft-actions";
import { model } from "./memory";

export class Plan {
  moves: StaticArray<i32>;
  at: i32 = 0;
  len: i32 = 0;
  private path: StaticArray<i32> = new StaticArray<i32>(2);
  constructor(capacity: i32) {
    this.moves = new StaticArray<i32>(capacity);
  }
  clear(): void {
    this.at = this.len = 0;
  }
  /** Plans an action: its first move and its second (NO_MOVE: none), as the player's moves from the model's position. */
  action(m: i32, m2: i32): void {
    unchecked((this.path[0] = m));
    unchecked((this.path[1] = m2));
    this.line(this.path, m2 == NO_MOVE ? 1 : 2);
  }
  /** Plans the solver's moves line[0..n) from the model's position. */
  line(line: StaticArray<i32>, n: i32): void {
    this.len = model.expand(line, n, this.moves);
    this.at = 0;
  }
  /**
   * The index of the plan's next move among the legal moves; -1 when the
   * plan is done. A plan move the game does not offer was pre-empted by a
   * forced move (a released ace goes up at once where aces are compulsory):
   * that move is played and the plan dropped, to decide afresh.
   */
  next(moves: StaticArray<i32>, at: i32, n: i32): i32 {
    if (this.at >= this.len) return -1;
    const m = unchecked(this.moves[this.at++]);
    for (let i = 0; i < n; i++) if (unchecked(moves[at + i]) == m) return i;
    this.at = this.len;
    return n == 1 ? 0 : -1;
  }
}
