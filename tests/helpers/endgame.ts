// Endgames for the tests that check the worry-back rules against a brute
// force: each suit's foundation dealt up to a random rank, the other cards
// shuffled for the caller to lay out.
import { makeCard } from "../../src/core/cards.ts";
import { emptyLayout, type Layout } from "../../src/core/layout.ts";
import { shuffled } from "./random.ts";

/** A layout whose foundations hold each suit up to a random rank of low..high (of `ranks`), and the rest of the deck shuffled. */
export function foundationsUp(rnd: () => number, low: number, high: number, ranks: number): { layout: Layout; rest: number[] } {
  const layout = emptyLayout();
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) {
    const up = low + Math.floor(rnd() * (high - low + 1));
    layout.foundations.push(Array.from({ length: up }, (_, r) => makeCard(r + 1, s)));
    for (let r = up + 1; r <= ranks; r++) rest.push(makeCard(r, s));
  }
  return { layout, rest: shuffled(rnd, rest) };
}
