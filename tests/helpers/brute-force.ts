import type { ReferenceGame } from "../../src/games/reference/index.ts";

export interface BruteForceResult {
  won: boolean;
  best: number;
  positions: number;
  complete: boolean;
}

/**
 * Every position reachable from `start` under the reference rules, breadth
 * first, with no pruning of any kind: whether a won position is among them
 * and the best score seen. Positions are told apart by their full dump, so
 * pile order counts (the solver's canonical keys are not trusted here).
 * `clone` copies a position; without it, positions are rebuilt by replaying
 * their move lines from the start (the reference has no undo).
 */
export function bruteForce<G extends ReferenceGame>(make: () => G, limit = 2_000_000, clone?: (g: G) => G): BruteForceResult {
  const start = make();
  const seen = new Set<string>([keyOf(start.dump())]);
  let best = start.score();
  if (start.won()) return { won: true, best, positions: 1, complete: true };
  type Entry = { g?: G; line: number[] };
  let frontier: Entry[] = [{ g: clone ? start : undefined, line: [] }];
  const rebuild = (e: Entry) => {
    if (e.g) return e.g;
    const g = make();
    for (const m of e.line) g.apply(m);
    return g;
  };
  while (frontier.length) {
    const next: Entry[] = [];
    for (const e of frontier) {
      const g = rebuild(e);
      for (const m of g.legalMoves()) {
        let h: G;
        if (clone) h = clone(g);
        else {
          h = make();
          for (const x of e.line) h.apply(x);
        }
        h.apply(m);
        const key = keyOf(h.dump());
        if (seen.has(key)) continue;
        seen.add(key);
        best = Math.max(best, h.score());
        if (h.won()) return { won: true, best, positions: seen.size, complete: true };
        if (seen.size > limit) return { won: false, best, positions: seen.size, complete: false };
        next.push(clone ? { g: h, line: [] } : { line: [...e.line, m] });
      }
    }
    frontier = next;
  }
  return { won: false, best, positions: seen.size, complete: true };
}

/**
 * A position's dump as a string, one UTF-16 unit a value: a one-to-one key
 * (every value must fit in 16 bits, else the search stops with a clear
 * error), and several times cheaper to build and hash than the joined text.
 */
function keyOf(dump: number[]): string {
  for (const v of dump) if (!(v >= 0 && v <= 0xffff && Number.isInteger(v))) throw new Error(`bruteForce: dump value ${v} is not a 16-bit integer`);
  return String.fromCharCode.apply(null, dump);
}
