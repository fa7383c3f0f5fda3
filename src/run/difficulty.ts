// How hard a winnable deal is, measured by who wins it: easy = the game's
// greedy (simple, fixed-priority) strategy wins it; medium = greedy loses and
// only the game's strongest strategy that plays as a person would wins it;
// hard = both lose and only the thoughtful solver (knowing every card) wins it.
// Pure: the `deals` command and the dashboard's export share it.

import type { GameDef } from "../games/catalogue.ts";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_CHOICES = [...DIFFICULTIES, "any"] as const;

/**
 * Each game's greedy-like strategy, by name, first found wins: `greedy` where
 * the game has one; Accordion's `slide-first` and Flip's `remove-first` (their
 * simplest fixed priorities); One-Handed's `play` (its only play).
 */
const EASY_ORDER = ["greedy", "slide-first", "remove-first", "play"];
/**
 * The strongest strategy that sees only what a player sees, first found wins:
 * `sampling` (the games with hidden cards), `lookahead` (Accordion, Wish,
 * Flip), `best-first` (the open tableau games). One-Handed has none: its only
 * play is `play`, so its winnable deals are all easy.
 */
const STRONG_ORDER = ["sampling", "lookahead", "best-first"];

export interface Grading {
  /** The strategy whose wins are easy. */
  easy: string;
  /** The strategy whose wins (greedy losing) are medium; undefined when the game has none. */
  strong?: string;
}

export function grading(game: GameDef): Grading {
  const has = (id: string) => game.strategies.some((s) => s.id === id);
  const easy = EASY_ORDER.find(has);
  if (!easy) throw new Error(`${game.id} has no greedy-like strategy to grade easy deals`);
  return { easy, strong: STRONG_ORDER.find(has) };
}

/** The definition, in words, as the list's header and the README give it. */
export function definition(g: Grading): Record<Difficulty, string> {
  return {
    easy: `the ${g.easy} strategy wins it (playing as a person would, seeing only face-up cards)`,
    medium: g.strong
      ? `${g.easy} loses it and ${g.strong}, the strongest strategy that sees only what a player sees, wins it`
      : `none: this game has no strategy stronger than ${g.easy}`,
    hard: `${g.easy}${g.strong ? ` and ${g.strong}` : ""} lose it; only the thoughtful solver (knowing every card) wins it`,
  };
}

/** A deal's grade from who won it; undefined when nobody did (not proven winnable). */
export function grade(easyWon: boolean, strongWon: boolean, solverWon: boolean): Difficulty | undefined {
  if (easyWon) return "easy";
  if (strongWon) return "medium";
  if (solverWon) return "hard";
  return undefined;
}
