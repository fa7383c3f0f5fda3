// What the searching Klondike strategies' tests (hindsight, uct) share: a run
// spec for the strategy with settings over a preset, and the check that its
// wins on the tiny decks replay through the reference.
import { expect } from "vitest";
import type { Engine } from "../../src/engine/engine.ts";
import { findGame } from "../../src/games/catalogue.ts";
import { requireStrategy, resolveSettings, resolveStrategySettings } from "../../src/games/settings.ts";
import { runChunk, RESULT_CODES } from "../../src/run/chunk.ts";
import type { RunSpec } from "../../src/run/spec.ts";

/**
 * A run of `strategy` on Klondike's `preset` with its own settings `own` set
 * (key=value, the strategy's) and the game's `overrides`, no solver budget, a 16 MiB table.
 */
export function strategySpec(strategy: string, preset: string, own: string[], overrides: string[] = []): RunSpec {
  const game = findGame("klondike")!;
  const { settings } = resolveSettings(game, preset, overrides);
  const strategySettings = resolveStrategySettings(game, requireStrategy(game, strategy), own);
  return { game: "klondike", preset, settings, strategy, strategySettings, numbering: "sv", budget: { nodes: 0, timeMs: 0, ttMiB: 16 }, rngSeed: 1 };
}

/** On tiny-klondike and tiny-solitaire sv 0..29: no error (a win the reference rejects is one) and more than 10 wins. */
export function expectTinyWins(e: Engine, strategy: string, own: string[], overrides: string[] = []): void {
  for (const preset of ["tiny-klondike", "tiny-solitaire"]) {
    const c = runChunk(e, strategySpec(strategy, preset, own, overrides), 0, 30);
    expect(c.errors, preset).toEqual({});
    const won = [...c.result].filter((r) => r === RESULT_CODES.won).length;
    expect(won, preset).toBeGreaterThan(10);
  }
}
