// How hard a winnable deal is, measured by who wins it: easy = the game's
// greedy (simple, fixed-priority) strategy wins it; medium = greedy loses and
// only the game's strongest strategy that plays as a person would wins it;
// hard = both lose and only the thoughtful solver (knowing every card) wins it.
// Pure: the `deals` command and the dashboard's export share it.

import type { GameDef } from "../games/catalogue.ts";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_CHOICES = [...DIFFICULTIES, "any"] as const;

export interface Grading {
  /** The strategy whose wins are easy ("record NAME" for a strategy record). */
  easy: string;
  /** The strategy whose wins (greedy losing) are medium; undefined when the game has none. */
  strong?: string;
}

/**
 * The strategies that grade a game's deals, as their records say: the one
 * whose wins are easy (greedy, or the game's simplest fixed priority:
 * Accordion's slide-first, Flip's remove-first, One-Handed's only play) and
 * the strongest that sees only what a player sees (sampling, hindsight,
 * lookahead or best-first; One-Handed has none, so its winnable deals are all easy).
 */
export function grading(game: GameDef): Grading {
  const easy = game.strategies.find((s) => s.grade === "easy");
  if (!easy) throw new Error(`${game.id} has no strategy that grades easy deals`);
  return { easy: easy.id, strong: game.strategies.find((s) => s.grade === "strong")?.id };
}

/** The definition, in words, as the list's header and the README give it. */
export function definition(g: Grading): Record<Difficulty, string> {
  // A strategy record graded in a strategy's place (deals --easy-file, --medium-file): "record NAME".
  const mine = (s: string) => s.startsWith("record ");
  return {
    easy: mine(g.easy)
      ? `the strategy ${g.easy} wins it (in greedy's place; it sees only what a player sees)`
      : `the ${g.easy} strategy wins it (playing as a person would, seeing only face-up cards)`,
    medium: g.strong
      ? mine(g.strong)
        ? `${g.easy} loses it and the strategy ${g.strong} (in the strongest strategy's place; it sees only what a player sees) wins it`
        : `${g.easy} loses it and ${g.strong}, the strongest strategy that sees only what a player sees, wins it`
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
