// Any rules record the lab accepts is played right: fast-check draws random
// records of tiny decks (every rule of the tableau engine, every profile),
// and on each the engine agrees with the reference rules move for move on
// random playouts, and the solver's verdict, every `lost` above all, agrees
// with a brute force over the reference's whole state space (no pruning);
// every strategy that plays the record plays a deal whose line replays.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UserError } from "../src/core/errors.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings, strategyRefusal } from "../src/games/settings.ts";
import { RULE_TABLE } from "../src/games/tableau-rules.ts";
import { playDeal } from "../src/run/play-deal.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { playouts } from "./helpers/playouts.ts";

const choicesOf = (name: string) => [...(RULE_TABLE.find((e) => e.name === name) as { choices: readonly string[] }).choices];

/** A record as `--set` overrides: a tiny deck, every other rule drawn freely (the few pairs the game refuses, rarely). */
const record = fc
  .record({
    decks: fc.constantFrom(1, 1, 1, 2),
    ranks: fc.integer({ min: 2, max: 3 }),
    piles: fc.integer({ min: 1, max: 3 }),
    cells: fc.integer({ min: 0, max: 1 }),
    foundationDown: fc.boolean(),
    buildUp: fc.boolean(),
    buildSuit: fc.constantFrom(...choicesOf("buildSuit")),
    runSuit: fc.constantFrom(...choicesOf("runSuit")),
    moveUnit: fc.constantFrom(...choicesOf("moveUnit")),
    supermove: fc.constantFrom(...choicesOf("supermove")),
    fill: fc.constantFrom(...choicesOf("fill")),
    worryBack: fc.boolean(),
    stockMode: fc.constantFrom("none", "waste", "piles", "spaces"),
    draw: fc.constantFrom(1, 2, 3, 4, 7, 13),
    redeals: fc.constantFrom("0", "1", "inf"),
    up: fc.constantFrom("singles", "singles", "runs", "both"),
    compulsoryAces: fc.boolean(),
    dealtDown: fc.boolean(),
    profile: fc.constantFrom(...choicesOf("profile")),
    stock: fc.integer({ min: 1, max: 6 }),
    diagonal: fc.boolean(),
    acesUp: fc.boolean(),
    cellsFilled: fc.integer({ min: 0, max: 1 }),
    reserve: fc.constantFrom(false, false, false, true),
    fillFromTalon: fc.constantFrom(false, false, true),
    stackedReserve: fc.constantFrom(false, false, false, true),
    reserveStack: fc.integer({ min: 1, max: 2 }),
    randomBase: fc.constantFrom(false, false, true),
  })
  .map(({ stockMode, up, ...r }) => ({
    ...r,
    ranks: r.decks === 2 ? 2 : r.ranks,
    piles: r.decks === 2 ? Math.min(r.piles, 2) : r.piles,
    stock: stockMode === "none" ? 0 : r.stock,
    draw: stockMode === "waste" ? r.draw : 0,
    dealToPiles: stockMode === "piles" || stockMode === "spaces",
    dealOnSpaces: stockMode === "spaces",
    singlesUp: up !== "runs",
    removeRuns: up !== "singles",
    // A forced fill from the waste: only with a waste, and no compulsory aces.
    fillFromTalon: r.fillFromTalon && stockMode === "waste",
    compulsoryAces: r.compulsoryAces && !r.foundationDown && !(r.fillFromTalon && stockMode === "waste"),
    acesUp: r.acesUp && !r.foundationDown,
    // A stacked reserve of one or two cards (Canfield): no stock onto the piles, no fill from the waste.
    stackedReserve: r.stackedReserve && !(stockMode === "piles" || stockMode === "spaces") && !(r.fillFromTalon && stockMode === "waste"),
    reserveStack: r.stackedReserve && !(stockMode === "piles" || stockMode === "spaces") && !(r.fillFromTalon && stockMode === "waste") ? r.reserveStack : 0,
    // A random base: the foundations build up from it (no aces up, none compulsory).
    randomBase: r.randomBase && !r.foundationDown && !r.acesUp && !r.compulsoryAces,
    // Only the waste fills a space: with a waste.
    fill: r.fill === "waste" && stockMode !== "waste" ? "any" : r.fill,
    // A reserve is its cells dealt full (one or two of them).
    cells: r.reserve ? 1 + r.cells : r.cells,
    cellsFilled: r.reserve ? 1 + r.cells : Math.min(r.cellsFilled, r.cells),
  }))
  .map((r) => Object.entries(r).map(([k, v]) => `${k}=${v}`));

describe("random rules records on tiny decks (fast-check)", async () => {
  const engine = await loadEngine("checked");
  const player = await loadEngine("checked");
  const game = findGame("tableau")!;
  it("engine and reference agree; the solver agrees with brute force", () => {
    const tally = { records: 0, refused: 0, won: 0, lost: 0, tooBig: 0, plays: 0 };
    fc.assert(
      fc.property(record, (overrides) => {
        let family: ReturnType<typeof tinyFamily>;
        try {
          family = tinyFamily("tableau", "defaults", overrides);
        } catch (e) {
          if (!(e instanceof UserError)) throw e;
          tally.refused++;
          return;
        }
        tally.records++;
        playouts(engine, "tableau", { count: 2, overrides, seed: tally.records, maxMoves: 100 });
        const won = checkTinyDeal(engine, family.deal(tally.records), family.rules, 30_000, `tableau ${overrides.join(" ")} seed ${tally.records}`, "skip");
        tally[won === undefined ? "tooBig" : won ? "won" : "lost"]++;
        const { settings } = resolveSettings(game, "defaults", overrides);
        for (const s of game.strategies) {
          if (s.id === "solver" || strategyRefusal(game, s, settings)) continue;
          const spec = {
            game: "tableau",
            preset: "defaults",
            settings,
            strategy: s.id,
            strategySettings: s.quickSettings,
            numbering: "sv" as const,
            budget: { nodes: 20_000, timeMs: 0, ttMiB: 8 },
            rngSeed: 1,
          };
          const p = playDeal(player, game, spec, { seed: tally.records });
          expect(p.replay.problem, `${s.id} on tableau ${overrides.join(" ")}`).toBeUndefined();
          tally.plays++;
        }
      }),
      { numRuns: 300, seed: 2026 },
    );
    expect(tally.records).toBeGreaterThan(40);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.tooBig, "most tiny records are small enough to walk whole").toBeLessThan(tally.records / 4);
    expect(tally.plays).toBeGreaterThan(tally.records);
    expect(tally.won).toBeGreaterThan(10);
    expect(tally.lost).toBeGreaterThan(10);
  }, 300_000);
});
