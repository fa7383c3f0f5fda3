// Spider in 1 and 2 suits as the deal viewer draws it (the reference's
// TableView, which src/ui/table-view.ts draws card by card): every card in a
// suit in play, and a removed run on a foundation of its own suit, king on top.
import { describe, expect, it } from "vitest";
import { rankOf, suitOf } from "../src/core/cards.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference } from "../src/games/reference/index.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { nearRuns } from "./helpers/tableau-differential.ts";

const SPADES = 3;
const HEARTS = 2;

describe("Spider in 1 and 2 suits, as the viewer shows it", () => {
  for (const suits of [1, 2] as const) {
    it(`suits=${suits}: the table shows only ${suits === 1 ? "spades" : "spades and hearts"}, and removed runs on foundations of their suit`, () => {
      const game = findGame("spider")!;
      const { settings } = resolveSettings(game, undefined, ["layout=standard", `suits=${suits}`]);
      const inPlay = suits === 1 ? [SPADES] : [SPADES, HEARTS];
      const dealt = createReference("spider", svDeal(4, game.dealSpec(settings)), settings, false);
      const cards = dealt.view().zones.flatMap((z) => z.piles.flatMap((p) => p.cards.map((c) => c.card)));
      expect(cards).toHaveLength(104);
      expect(new Set(cards.map(suitOf))).toEqual(new Set(inPlay));
      // Remove every run one move completes, from deals of nearly whole runs.
      let removed = 0;
      for (let seed = 0; seed < 10; seed++) {
        const g = createReference("spider", nearRuns(seed, suits), settings, false);
        for (const m of g.legalMoves()) {
          const before = g.score();
          const after = createReference("spider", nearRuns(seed, suits), settings, false);
          after.apply(m);
          if (after.score() === before) continue;
          removed++;
          const foundations = after.view().zones.find((z) => z.label === "foundations")!;
          expect(foundations.piles).toHaveLength(8);
          const full = foundations.piles.filter((p) => p.cards.length);
          expect(full).toHaveLength(1);
          const run = full[0].cards.map((c) => c.card);
          expect(run.map(rankOf)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
          expect(new Set(run.map(suitOf)).size).toBe(1);
          expect(inPlay).toContain(suitOf(run[0]));
          expect(after.show()[0]).toMatch(new RegExp(`^foundations ${"[SH]:\\d+ ".repeat(7)}[SH]:\\d+`));
          expect(after.show()[0]).toContain(`${"CDHS"[suitOf(run[0])]}:13`);
        }
      }
      expect(removed).toBeGreaterThan(4);
    });
  }
});
