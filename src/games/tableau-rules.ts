// The tableau engine's rules record: a tableau game is one of these, not code.
//
// RULE_TABLE is the one list of the rules: each rule's name, what it means,
// its default and how the engine encodes it (a whole number in a range, a
// flag, or the index of a choice). The TypeScript reference reads a record as
// it is; the engine takes rulesToEngine()'s numbers, in the table's order.
// The engine's side of the table (assembly/games/tableau/rule-table.ts: an
// index per rule, the allowed values, the choices' numbers) is generated from
// this file by scripts/rule-table.mjs, so this file imports nothing.

const SUIT_RULES = ["any", "alternate", "same"] as const;

export const RULE_TABLE = [
  { name: "piles", doc: "tableau piles", min: 1, max: 20, default: 8 },
  { name: "cells", doc: "free cells", min: 0, max: 16, default: 0 },
  { name: "decks", doc: "decks (4 foundations each)", min: 1, max: 2, default: 1 },
  { name: "ranks", doc: "ranks per suit, from the ace: 13, or fewer for tiny test games", min: 1, max: 13, default: 13 },
  { name: "foundationDown", doc: "foundations start at the top rank and build down (Inverted FreeCell)", flag: true, default: false },
  { name: "buildUp", doc: "the tableau builds up (Inverted FreeCell) instead of down", flag: true, default: false },
  { name: "buildSuit", doc: "the suit rule of building on the tableau", choices: SUIT_RULES, enum: "SUIT", default: "any" },
  {
    name: "moveUnit",
    doc: "what moves from a pile: single, one card at a time; runs, a run moves as one unit within the supermove limit; tail, any tail of the run on top (no limit); whole, the whole face-up run only",
    choices: ["single", "runs", "tail", "whole"],
    enum: "UNIT",
    default: "single",
  },
  {
    name: "supermove",
    doc: "most cards a run moves as one unit: seed, empty cells + 1; standard, (empty cells + 1) * 2^(empty piles)",
    choices: ["seed", "standard"],
    enum: "SUPERMOVE",
    default: "seed",
  },
  {
    name: "fill",
    doc: "what may fill an empty pile: any card, a king, only the waste's top card (Canfield strict, once its reserve is spent), or none (a space stays empty)",
    choices: ["any", "kings", "waste", "none"],
    enum: "FILL",
    default: "any",
  },
  { name: "worryBack", doc: "foundation cards may come back to the tableau", flag: true, default: false },
  {
    name: "runSuit",
    doc: "the suit rule of a run that moves as a unit (Spider: same; otherwise as buildSuit)",
    choices: SUIT_RULES,
    enum: "SUIT",
    default: "any",
  },
  { name: "draw", doc: "cards turned from the stock at a time (0: no stock to turn); only the top of the waste plays", min: 0, max: 13, default: 0 },
  { name: "redeals", doc: "passes through the stock after the first; inf for no limit", min: 0, max: 254, unlimited: 255, default: 0 },
  { name: "dealToPiles", doc: "the stock deals one card onto every pile, only when no pile is empty (Spider)", flag: true, default: false },
  { name: "removeRuns", doc: "a complete king-to-ace run of one suit goes to a foundation at once (Spider)", flag: true, default: false },
  { name: "singlesUp", doc: "cards go to the foundations one at a time (not in Spider)", flag: true, default: true },
  {
    name: "compulsoryAces",
    doc: "aces go up as soon as they are released (Emperor; the aces setting of Klondike, Solitaire, Streets and Alleys)",
    flag: true,
    default: false,
  },
  { name: "dealtDown", doc: "the deal lays every card but each pile's top face down (unless a deal file marks them)", flag: true, default: false },
  {
    name: "suits",
    doc: "suits in play (Spider): 4; 2, spades and hearts (clubs dealt as spades, diamonds as hearts); 1, spades only (every card a spade); foundation f takes suit f mod 4 so mapped",
    choices: ["4", "2", "1"],
    enum: "SUITS",
    default: "4",
  },
  {
    name: "stockSeen",
    doc: "the stock's cards lie face up in turning order, known to the player from the start (Bjarnason, Fern and Tadepalli's Klondike); changes only what a player sees, never a move",
    flag: true,
    default: false,
  },
  {
    name: "profile",
    doc: "how the game is solved, as its record declares it: the solver's phases and the evaluation's weights (docs/solver.md); generic for a record that names none",
    choices: ["generic", "open", "cells", "klondike", "emperor", "spider", "reserve", "beams"],
    enum: "PROFILE",
    default: "generic",
  },
  {
    name: "reserve",
    doc: "the cells are a reserve: each is dealt a card and takes none afterwards, its card going to a foundation or a pile (Solvitaire's reserve: King Albert, Raglan, Thirty)",
    flag: true,
    default: false,
  },
  {
    name: "fillFromTalon",
    doc: "a space is filled at once with the waste's top card, or the stock's top card while the waste is empty, whatever the fill rule (Fortune's Favor); the solver then turns the stock a move at a time",
    flag: true,
    default: false,
  },
  {
    name: "dealOnSpaces",
    doc: 'with dealToPiles, the stock may be dealt while piles are empty, each space taking a card (Solvitaire\'s deal type "tableau piles"); without it a deal needs every pile filled (Spider)',
    flag: true,
    default: false,
  },
  {
    name: "stackedReserve",
    doc: "a stacked reserve beside the piles (Canfield): the deal's last pile, all its cards but the top face down; only its top card plays, to a foundation or a pile, it takes no card, and while it holds cards a space is filled at once with its top card",
    flag: true,
    default: false,
  },
] as const;

type RuleEntry = (typeof RULE_TABLE)[number];
type RuleValue<E> = E extends { choices: readonly (infer C)[] }
  ? C
  : E extends { flag: true }
    ? boolean
    : E extends { unlimited: number }
      ? number | "inf"
      : number;

/** A tableau game's rules: one field per entry of RULE_TABLE. */
export type TableauRules = { -readonly [E in RuleEntry as E["name"]]: RuleValue<E> };

/** The record as the engine's setting values, in RULE_TABLE's order. */
export function rulesToEngine(r: TableauRules): number[] {
  return RULE_TABLE.map((e) => {
    const v = r[e.name];
    if ("flag" in e) return v ? 1 : 0;
    if ("choices" in e) return (e.choices as readonly string[]).indexOf(v as string);
    if ("unlimited" in e && v === "inf") return e.unlimited;
    return v as number;
  });
}

/** Every rule at its default: Streets and Alleys. */
export const BASE_RULES = Object.fromEntries(RULE_TABLE.map((e) => [e.name, e.default])) as TableauRules;
