// The tableau engine's rules record: a tableau game is one of these, not code.
// The engine takes it as numbers in RULE_ORDER (assembly/games/tableau.ts
// RULE_* indices); the TypeScript reference reads it as it is.

export interface TableauRules {
  piles: number;
  cells: number;
  decks: 1 | 2;
  /** Ranks per suit, from the ace: 13, or fewer for tiny test games. */
  ranks: number;
  /** Foundations start at the top rank and build down (Inverted FreeCell). */
  foundationDown: boolean;
  /** The tableau builds up (Inverted FreeCell) instead of down. */
  buildUp: boolean;
  buildSuit: "any" | "alternate" | "same";
  /** "single": one card at a time; "runs": a built run moves as one unit, within the supermove limit. */
  moveUnit: "single" | "runs";
  /** "seed": empty cells + 1 cards; "standard": (empty cells + 1) * 2^(empty piles). */
  supermove: "seed" | "standard";
  /** What may fill an empty pile. */
  fill: "any" | "kings";
  /** Foundation cards may come back to the tableau. */
  worryBack: boolean;
}

export const RULE_ORDER = [
  "piles", "cells", "decks", "ranks", "foundationDown", "buildUp", "buildSuit", "moveUnit", "supermove", "fill", "worryBack",
] as const;

const CHOICES: Partial<Record<keyof TableauRules, readonly string[]>> = {
  buildSuit: ["any", "alternate", "same"],
  moveUnit: ["single", "runs"],
  supermove: ["seed", "standard"],
  fill: ["any", "kings"],
};

/** The record as the engine's setting values. */
export function rulesToEngine(r: TableauRules): number[] {
  return RULE_ORDER.map((k) => {
    const v = r[k];
    if (typeof v === "boolean") return v ? 1 : 0;
    if (typeof v === "number") return v;
    return CHOICES[k]!.indexOf(v);
  });
}

export const BASE_RULES: TableauRules = {
  piles: 8, cells: 0, decks: 1, ranks: 13, foundationDown: false, buildUp: false,
  buildSuit: "any", moveUnit: "single", supermove: "seed", fill: "any", worryBack: false,
};
