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
  /**
   * What moves from a pile: "single", one card at a time; "runs", a run moves
   * as one unit within the supermove limit; "tail", any tail of the run on top
   * (no limit); "whole", the whole face-up run only.
   */
  moveUnit: "single" | "runs" | "tail" | "whole";
  /** The suit rule a run that moves as a unit follows (Spider: "same"; otherwise as buildSuit). */
  runSuit: "any" | "alternate" | "same";
  /** "seed": empty cells + 1 cards; "standard": (empty cells + 1) * 2^(empty piles). */
  supermove: "seed" | "standard";
  /** What may fill an empty pile. */
  fill: "any" | "kings";
  /** Foundation cards may come back to the tableau. */
  worryBack: boolean;
  /** Cards turned from the stock at a time (0: no stock to turn); only the top of the waste plays. */
  draw: number;
  /** Passes through the stock after the first; "inf" for no limit. */
  redeals: number | "inf";
  /** The stock deals one card onto every pile, only when no pile is empty (Spider). */
  dealToPiles: boolean;
  /** A complete king-to-ace run of one suit goes to a foundation at once (Spider). */
  removeRuns: boolean;
  /** Cards go to the foundations one at a time (not in Spider). */
  singlesUp: boolean;
  /** Aces go up as soon as they are released (Emperor). */
  compulsoryAces: boolean;
  /** The deal lays every card but each pile's top face down (unless a deal file marks them). */
  dealtDown: boolean;
}

export const RULE_ORDER = [
  "piles", "cells", "decks", "ranks", "foundationDown", "buildUp", "buildSuit", "moveUnit", "supermove", "fill", "worryBack",
  "runSuit", "draw", "redeals", "dealToPiles", "removeRuns", "singlesUp", "compulsoryAces", "dealtDown",
] as const;

/** The engine's number for unlimited redeals. */
export const UNLIMITED_REDEALS = 255;

const CHOICES: Partial<Record<keyof TableauRules, readonly string[]>> = {
  buildSuit: ["any", "alternate", "same"],
  runSuit: ["any", "alternate", "same"],
  moveUnit: ["single", "runs", "tail", "whole"],
  supermove: ["seed", "standard"],
  fill: ["any", "kings"],
};

/** The record as the engine's setting values. */
export function rulesToEngine(r: TableauRules): number[] {
  return RULE_ORDER.map((k) => {
    const v = r[k];
    if (typeof v === "boolean") return v ? 1 : 0;
    if (typeof v === "number") return v;
    if (k === "redeals") return UNLIMITED_REDEALS; // "inf"
    return CHOICES[k]!.indexOf(v);
  });
}

export const BASE_RULES: TableauRules = {
  piles: 8, cells: 0, decks: 1, ranks: 13, foundationDown: false, buildUp: false,
  buildSuit: "any", moveUnit: "single", supermove: "seed", fill: "any", worryBack: false,
  runSuit: "any", draw: 0, redeals: 0, dealToPiles: false, removeRuns: false, singlesUp: true, compulsoryAces: false, dealtDown: false,
};
