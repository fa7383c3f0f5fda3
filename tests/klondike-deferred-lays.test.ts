// Stock cards laid on a pile only to be built on at once (prune.ts's
// layMoves: draw 1, unlimited redeals). The tiny presets rarely need a stock
// card on a pile at all, so these deals were picked because they do: every
// win lays one (a brute force over the reference rules with stock-to-pile
// moves taken away finds them lost, checked here too). The solver must still
// win them, and prove the lost ones lost, as the brute force with every move
// says (checkTinyDeal: the same check as the other tiny families).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import type { ReferenceGame } from "../src/games/reference/index.ts";
import { CELL0, dstOf, srcOf, TableauReference, WASTE } from "../src/games/reference/tableau.ts";
import { bruteForce } from "./helpers/brute-force.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";

/** The reference rules less every move of the waste's top card onto a pile. */
class NoStockOnPiles implements Pick<ReferenceGame, "legalMoves" | "apply" | "dump" | "score" | "won"> {
  constructor(readonly game: TableauReference) {}
  legalMoves(): number[] {
    return this.game.legalMoves().filter((m) => !(srcOf(m) === WASTE && dstOf(m) < CELL0));
  }
  apply(m: number): void {
    this.game.apply(m);
  }
  dump(): number[] {
    return this.game.dump();
  }
  score(): number {
    return this.game.score();
  }
  won(): boolean {
    return this.game.won();
  }
}

/** Each family: what it is, tiny-solitaire's overrides, deals won only with a stock card on a pile, lost deals. */
const FAMILIES: [string, string[], number[], number[]][] = [
  ["compulsory aces, partial groups, 4 ranks, 3 piles", ["ranks=4"], [5, 6, 21], [127, 135]],
  ["free aces, partial groups, 4 ranks, 2 piles", ["ranks=4", "piles=2", "aces=free"], [4, 7, 21], []],
  ["compulsory aces, whole groups, 4 ranks, 2 piles", ["ranks=4", "piles=2", "groups=whole"], [4, 7, 63, 115], []],
];

describe("Klondike draw 1, unlimited redeals: deals that need a stock card on a pile", async () => {
  const engine = await loadEngine("checked");
  for (const [name, overrides, needStock, lost] of FAMILIES) {
    it(`${name}: sv ${[...needStock, ...lost].join(", ")}`, () => {
      const family = tinyFamily("solitaire", "tiny-solitaire", overrides);
      for (const seed of needStock) {
        const layout = family.deal(seed);
        const without = bruteForce(
          () => new NoStockOnPiles(new TableauReference(layout, family.rules)) as unknown as ReferenceGame,
          300_000,
          (g) => new NoStockOnPiles((g as unknown as NoStockOnPiles).game.clone()) as unknown as ReferenceGame,
        );
        expect(without.complete && !without.won, `sv ${seed}: lost without stock cards on piles`).toBe(true);
        expect(checkTinyDeal(engine, layout, family.rules, 300_000, `${name} sv ${seed}`), `sv ${seed} is won`).toBe(true);
      }
      for (const seed of lost) expect(checkTinyDeal(engine, family.deal(seed), family.rules, 300_000, `${name} sv ${seed}`), `sv ${seed} is lost`).toBe(false);
    }, 120_000);
  }
});
