// The dead-end test of assembly/games/tableau/deadend.ts written again plainly,
// on a deal's layout: does some card of a pile's face-down part (or its lowest
// face-up card) never get a way out? The tests check every deal it flags
// against a brute force, and that the engine flags the same full deals.
import type { Layout } from "../../src/core/layout.ts";
import { rankOf, suitOf, isRed } from "../../src/core/cards.ts";
import type { TableauRules } from "../../src/games/tableau-rules.ts";

/** Whether the test applies to these rules (the engine's Rules.deadEndHolds, rules.ts). */
export function deadEndApplies(r: TableauRules): boolean {
  return (
    (r.cells === 0 || (r.reserve && !r.stackedReserve)) &&
    r.fill === "kings" &&
    r.decks === 1 &&
    !r.dealToPiles &&
    r.singlesUp &&
    !r.buildUp &&
    !r.foundationDown &&
    r.suits === "4"
  );
}

/**
 * Whether the dealt position (empty foundations, each pile's top face up or as
 * marked) has a frozen card; `pairs` false leaves out the rule of two cards
 * waiting for one parent (deadend.ts), to tell which rule flagged a deal.
 */
export function deadEndAtDeal(layout: Layout, r: TableauRules, pairs = true): boolean {
  const up = new Map<number, number>(); // suit -> cards up
  for (const f of layout.foundations) if (f.length) up.set(suitOf(f[0]), f.length);
  const where = new Map<number, [number, number]>();
  layout.piles.forEach((p, i) => p.forEach((c, k) => where.set(c, [i, k])));
  const marked = (layout.faceDown ?? []).some((d) => d > 0);
  const layerTop = layout.piles.map((p, i) => Math.min(marked ? (layout.faceDown?.[i] ?? 0) : r.dealtDown ? p.length - 1 : 0, p.length - 1));
  const fits = (a: number, b: number) => r.buildSuit === "any" || (r.buildSuit === "same" ? suitOf(a) === suitOf(b) : isRed(a) !== isRed(b));
  const cardOf = (rank: number, suit: number) => ((rank - 1) << 2) | suit;
  // Start from every non-king of every layer; thaw what has a way out until nothing changes.
  const frozen = new Set<number>();
  layout.piles.forEach((p, i) =>
    p.forEach((c, k) => {
      if (k <= layerTop[i] && rankOf(c) !== r.ranks) frozen.add(c);
    }),
  );
  const coveredByFrozen = (c: number) => {
    const w = where.get(c);
    if (!w) return false;
    return layout.piles[w[0]].some((d, k) => k > w[1] && frozen.has(d));
  };
  const under = (c: number, x: number) => {
    const a = where.get(c),
      b = where.get(x)!;
    return a !== undefined && a[0] === b[0] && a[1] < b[1];
  };
  // What could take card c off its place while x stays put: its foundation, and each parent in reach.
  const foundationOpen = (c: number, x: number) => {
    for (let q = (up.get(suitOf(c)) ?? 0) + 1; q < rankOf(c); q++) {
      const z = cardOf(q, suitOf(c));
      if (where.has(z) && (under(z, x) || frozen.has(z) || coveredByFrozen(z))) return false;
    }
    return true;
  };
  const openParents = (c: number, x: number) => {
    const open: number[] = [];
    for (let u = 0; u < 4; u++) {
      const y = cardOf(rankOf(c) + 1, u);
      if (!fits(c, y)) continue;
      if (!where.has(y)) {
        if ((up.get(u) ?? 0) <= rankOf(c) || r.worryBack) open.push(y);
      } else if (!(under(y, x) || coveredByFrozen(y))) open.push(y);
    }
    return open;
  };
  const stays = (x: number) => {
    if (foundationOpen(x, x)) return false;
    const open = openParents(x, x);
    if (open.length === 0) return true;
    if (!pairs || open.length > 1) return false;
    // One parent open: frozen all the same if a card above x in its layer can only go onto that parent too.
    const [p, k] = where.get(x)!;
    return layout.piles[p].some(
      (x2, j) =>
        j > k && j <= layerTop[p] && rankOf(x2) === rankOf(x) && fits(x2, open[0]) && !foundationOpen(x2, x) && openParents(x2, x).every((y) => y === open[0]),
    );
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const x of [...frozen]) {
      if (!stays(x)) {
        frozen.delete(x);
        changed = true;
      }
    }
  }
  return frozen.size > 0;
}
