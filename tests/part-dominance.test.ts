// Parts of runs moved only to send up the card they lay on (prune.ts's
// upAfterPart, Blake and Gent's Theorem 4): on tiny decks laid all face up,
// where parts of runs move often, the solver's verdict (every `lost` above
// all) agrees with a brute force over the reference's whole state space,
// with and without its dive. Two deals are won only through a part moved off
// a card that then goes up: a solver that left out every part move (the
// rule without its exception) calls both lost, so this test fails on it.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import type { Layout } from "../src/core/layout.ts";
import { TableauReference, srcOf, dstOf, CELL0 } from "../src/games/reference/tableau.ts";
import type { TableauRules } from "../src/games/tableau-rules.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { bruteForce } from "./helpers/brute-force.ts";

const FAMILIES = [
  "ranks=5 piles=3 buildSuit=alternate runSuit=alternate moveUnit=tail fill=any dealtDown=false",
  "ranks=5 piles=3 buildSuit=any runSuit=any moveUnit=tail fill=any dealtDown=false",
  "ranks=5 piles=4 buildSuit=alternate runSuit=alternate moveUnit=tail fill=kings dealtDown=false",
  "ranks=4 piles=3 buildSuit=alternate runSuit=alternate moveUnit=tail fill=any dealtDown=false worryBack=true",
  "ranks=5 piles=3 buildSuit=same runSuit=same moveUnit=tail fill=any dealtDown=false",
  "ranks=4 piles=3 buildSuit=alternate runSuit=alternate moveUnit=tail fill=kings dealtDown=true stock=4 draw=1 redeals=inf worryBack=true",
  // Spaces that take no card (fill=none): a part never goes into one.
  "ranks=5 piles=4 buildSuit=alternate runSuit=alternate moveUnit=tail fill=none dealtDown=false",
  // Canfield's: a stacked reserve filling spaces at once, a random base card, the stock turned three at a time.
  "ranks=5 piles=3 buildSuit=alternate runSuit=alternate moveUnit=tail fill=any stackedReserve=true reserveStack=4 randomBase=true stock=6 draw=3 redeals=inf",
  "ranks=5 piles=3 buildSuit=alternate runSuit=alternate moveUnit=tail fill=any stackedReserve=true reserveStack=3 randomBase=true stock=4 draw=1 redeals=inf",
].map((f) => ["cells=0", ...f.split(" ")]);

/** The deals won only through a part of a run moved (family index, seed). */
const NEEDS_PARTS: [number, number][] = [
  [2, 1],
  [3, 6],
];

const countOf = (m: number) => (m >> 12) & 63;

/** The reference with every move of part of a run (off a face-up card it builds on) left out. */
class NoParts extends TableauReference {
  override legalMoves(): number[] {
    // The reference keeps its piles and its building rule private; the test reads them to tell parts of runs.
    const me = this as unknown as { piles: number[][]; down: number[]; builds(card: number, onto: number): boolean };
    return super.legalMoves().filter((m) => {
      const src = srcOf(m);
      const pile = me.piles[src];
      if (dstOf(m) >= CELL0 || !pile || src >= CELL0) return true;
      const left = pile.length - countOf(m);
      return !(left > me.down[src] && me.builds(pile[left], pile[left - 1]));
    });
  }
  override clone(keepMoves = false): NoParts {
    return Object.setPrototypeOf(super.clone(keepMoves), NoParts.prototype) as NoParts;
  }
}

function wonWithoutParts(layout: Layout, rules: TableauRules): boolean {
  const r = bruteForce(
    () => new NoParts(layout, rules),
    300_000,
    (g) => g.clone(true),
  );
  expect(r.complete).toBe(true);
  return r.won;
}

describe("parts of runs moved only to send up the card they lay on", async () => {
  const engine = await loadEngine("checked");
  const tally = { won: 0, lost: 0 };
  it.each(FAMILIES.map((f, i) => [f.join(" "), i]))(
    "%s",
    (name, i) => {
      const family = tinyFamily("tableau", "defaults", FAMILIES[i as number]);
      for (let seed = 0; seed < 30; seed++) {
        const won = checkTinyDeal(engine, family.deal(seed), family.rules, 300_000, `${name} seed ${seed}`, "skip");
        if (won !== undefined) tally[won ? "won" : "lost"]++;
      }
    },
    120_000,
  );
  it.each(NEEDS_PARTS)("family %i seed %i is won, and only through a part of a run moved", (i, seed) => {
    const family = tinyFamily("tableau", "defaults", FAMILIES[i]);
    expect(checkTinyDeal(engine, family.deal(seed), family.rules, 300_000, `family ${i} seed ${seed}`)).toBe(true);
    expect(wonWithoutParts(family.deal(seed), family.rules)).toBe(false);
  });
  it("both verdicts occur, so neither side of the check is idle", () => {
    expect(tally.won, "deals won").toBeGreaterThan(10);
    expect(tally.lost, "deals lost").toBeGreaterThan(10);
  });
});
