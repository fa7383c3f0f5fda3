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
