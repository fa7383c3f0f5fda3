// A second way to judge a position, with weights, for the portfolio's
// best-first searches (solver/portfolio.ts): the features fc-solve's
// weighted best-first uses, after its documentation (cards out, the largest
// group move possible, cards under the built runs on top, breaks in the piles
// with a run over them), beside the main heuristic's (evaluate.ts). Searches
// that judge differently go wrong on different deals.

import { Tableau } from "./position";
import { heuristic } from "./evaluate";

export class Weights {
  out: i32 = 0; // per card on the foundations
  move: i32 = 0; // per card the largest group move can carry
  under: i32 = 0; // off per card under the run on top of its pile
  breaks: i32 = 0; // off per place in a pile where a card does not follow the one under it
  main: i32 = 0; // times the main heuristic (evaluate.ts), in eighths
  set(out: i32, move: i32, under: i32, breaks: i32, main: i32): Weights {
    this.out = out;
    this.move = move;
    this.under = under;
    this.breaks = breaks;
    this.main = main;
    return this;
  }
}

/** How close t looks to a win, by the weights w (higher is closer). */
export function weighted(t: Tableau, w: Weights): i32 {
  let under = 0;
  let breaks = 0;
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    if (n == 0) continue;
    under += n - t.runLength(p);
    for (let i = 1; i < n; i++) if (!t.follows(t.at(p, i), t.at(p, i - 1), t.buildSuit)) breaks++;
  }
  let v = w.out * t.onFound + w.move * t.capacity(false) - w.under * under - w.breaks * breaks;
  if (w.main != 0) v += (w.main * heuristic(t)) >> 3;
  return v;
}
