import type { Card } from "../../src/core/cards.ts";
import type { Layout } from "../../src/core/layout.ts";

/** Where the cards lie that the player cannot see at the start: [pile, index] or [-1, stock index]. */
export function hiddenPlaces(l: Layout): [number, number][] {
  const out: [number, number][] = [];
  l.piles.forEach((_p, i) => {
    for (let k = 0; k < (l.faceDown?.[i] ?? 0); k++) out.push([i, k]);
  });
  l.stock.forEach((_, k) => out.push([-1, k]));
  return out;
}

/** A copy of the deal with the cards at places a and b swapped (places as hiddenPlaces gives them). */
export function withSwapped(l: Layout, a: [number, number], b: [number, number]): Layout {
  const copy: Layout = { ...l, piles: l.piles.map((p) => [...p]), stock: [...l.stock] };
  const get = ([p, k]: [number, number]): Card => (p < 0 ? copy.stock[k] : copy.piles[p][k]);
  const set = ([p, k]: [number, number], c: Card) => {
    if (p < 0) copy.stock[k] = c;
    else copy.piles[p][k] = c;
  };
  const x = get(a);
  set(a, get(b));
  set(b, x);
  return copy;
}
