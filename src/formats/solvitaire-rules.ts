// Solvitaire's rules JSON (its presets, and the files its users write) read
// into the settings of the lab's rules-record game ("tableau"): each field
// Solvitaire's schema has, with its meaning, and where the lab's tableau
// engine plays it, the setting it becomes. A field or value the engine does
// not play yet gets one line naming it, its value and what is allowed, so no
// record is ever played as a game other than the one it describes.
//
// Fields left out take Solvitaire's defaults (its --describe-game-rules).

import { UserError } from "../core/errors.ts";
import type { Settings } from "../games/values.ts";

type Json = Record<string, unknown>;

/** Solvitaire's top-level fields, each with its own fields and their defaults; a bare value for "max rank" and "two decks". */
const SCHEMA: Record<string, Json | number | boolean> = {
  "tableau piles": {
    count: 8,
    "build policy": "any-suit",
    "spaces policy": "any",
    "diagonal deal": false,
    "move built group": "no",
    "move built group policy": "same-as-build",
    "face up cards": "all",
  },
  foundations: { present: true, "initial cards": "none", "base card": "A", removable: false, "only complete pile moves": false },
  hole: { present: false, "base card": "AS", "build loops": true },
  cells: { count: 0, "pre-filled": 0 },
  stock: { size: 0, "deal type": "waste", "deal count": 1, redeal: false },
  reserve: { size: 0, stacked: false },
  accordion: { size: 0, moves: [], "build policies": [] },
  sequences: { count: 0, direction: "L", "build policy": "same-suit", "fixed suit": false },
  "max rank": 13,
  "two decks": false,
};

/** Whether a parsed JSON document is a Solvitaire rules record (every top-level key one of its schema's). */
export function isSolvitaireRules(doc: unknown): boolean {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return false;
  const keys = Object.keys(doc);
  return keys.length > 0 && keys.every((k) => k in SCHEMA);
}

const SUIT_POLICY: Record<string, string> = { "any-suit": "any", "red-black": "alternate", "same-suit": "same" };
const MOVE_GROUP: Record<string, string> = {
  no: "single",
  yes: "tail",
  // Part of a built pile may move only if the card it uncovers can then go
  // up: Blake and Gent prove the restriction never changes whether a deal
  // is winnable, so the lab plays it as "yes" and every verdict is the same.
  "partial-if-card-above-buildable": "tail",
  // "whole-pile" (below) only where it is the lab's "whole".
};

/** A Solvitaire rules record as the settings of the lab's "tableau" game, or a UserError naming the field the lab cannot play. */
export function fromSolvitaireRules(doc: unknown): Settings {
  const { field, refuse, choice, whole, exactly: absent } = fields(doc, "in the lab yet");
  absent("hole", "present", false, "a hole game is read by fromSolvitaireHole");
  absent("accordion", "size", 0, "an accordion is read by fromSolvitaireAccordion");
  absent("sequences", "count", 0, "Gaps' rows are read by fromSolvitaireGaps");
  absent("foundations", "present", true, "every rules-record game builds foundations");
  // A random base card (Canfield) with one foundation started by it: the lab
  // deals it with every rank renamed so the base is the ace (randomBase).
  const randomBase = field("foundations", "base card") === "random";
  if (!randomBase) absent("foundations", "base card", "A", 'foundations start at the ace, or at a random base card with "initial cards": "one"');
  const initial = choice("foundations", "initial cards", { none: "none", one: "one", all: "all" });
  if (randomBase && initial !== "one")
    throw refuse("foundations.initial cards", initial, '"one" with "base card": "random" (the base card starts its foundation)');
  if (!randomBase && initial === "one")
    throw refuse("foundations.initial cards", initial, 'none or all with the ace as base card ("one" goes with "base card": "random")');
  const buildSuit = choice("tableau piles", "build policy", SUIT_POLICY);
  const policy = field("tableau piles", "move built group policy") as string;
  const runSuit = policy === "same-as-build" ? buildSuit : choice("tableau piles", "move built group policy", { "same-as-build": buildSuit, ...SUIT_POLICY });
  const stockSize = whole("stock", "size", 0, 104);
  // Solvitaire deals onto every pile even where one is empty, the lab's
  // dealOnSpaces (its Spider deals only when none is).
  const dealType = stockSize > 0 ? choice("stock", "deal type", { waste: "waste", "tableau piles": "piles" }) : "waste";
  const toPiles = dealType === "piles";
  if (toPiles && field("stock", "redeal") === true)
    throw refuse("stock.redeal", true, 'false with "deal type": "tableau piles" (a stock dealt onto the piles is not redealt)');
  // A stacked reserve (Canfield) is the lab's stackedReserve: a pile dealt after the stock, only its top playing.
  const stacked = field("reserve", "stacked") === true;
  const stack = stacked ? whole("reserve", "size", 1, 52) : 0;
  const autoReserve = ["auto-reserve-then-any", "auto-reserve-then-waste"].includes(field("tableau piles", "spaces policy") as string);
  if (stacked !== autoReserve)
    throw stacked
      ? refuse(
          "tableau piles.spaces policy",
          field("tableau piles", "spaces policy"),
          "auto-reserve-then-any or auto-reserve-then-waste beside a stacked reserve (its top card fills a space at once)",
        )
      : refuse(
          "tableau piles.spaces policy",
          field("tableau piles", "spaces policy"),
          'any, kings, no-build or auto-waste-then-stock without a stacked reserve ("reserve": {"stacked": true})',
        );
  // A reserve of single cards is the lab's cells, dealt full and taking no card (reserve).
  const reserve = stacked ? 0 : whole("reserve", "size", 0, 16);
  if (reserve > 0 && field("cells", "count") !== 0) throw refuse("cells.count", field("cells", "count"), "0 beside a reserve (the lab's reserve is its cells)");
  if (reserve > 0 && stockSize > 0) throw refuse("reserve.size", reserve, "0 with a stock (the lab deals no reserve beside a stock)");
  const cells = reserve > 0 ? reserve : whole("cells", "count", 0, 8);
  // Solvitaire lets a stock card, and with removable foundations a
  // foundation card, go to an empty cell; the lab's cells take pile cards only.
  if (cells > 0 && stockSize > 0) throw refuse("cells.count", cells, "0 with a stock (the lab's cells take no card from the waste)");
  if (cells > 0 && reserve === 0 && field("foundations", "removable") === true)
    throw refuse("cells.count", cells, "0 with removable foundations (the lab's cells take no card from a foundation)");
  if (field("tableau piles", "spaces policy") === "auto-waste-then-stock" && (stockSize === 0 || toPiles))
    throw refuse("tableau piles.spaces policy", "auto-waste-then-stock", 'any or kings without a stock turned to a waste ("deal type": "waste")');
  const decks = field("", "two decks") === true ? 2 : 1;
  if (field("tableau piles", "spaces policy") === "auto-reserve-then-waste" && (stockSize === 0 || toPiles))
    throw refuse("tableau piles.spaces policy", "auto-reserve-then-waste", 'auto-reserve-then-any without a stock turned to a waste ("deal type": "waste")');
  // "whole-pile" moves a pile only when all of it is one built group: the
  // lab's "whole" (the face-up run on top) where every pile always is one,
  // which holds when each pile is dealt at most one card and cards come only
  // by building or into spaces (no stock dealt onto the piles).
  const pileCardsDealt = decks * 4 * whole("", "max rank", 1, 13) - stockSize - stack - reserve - (randomBase ? 1 : 0) - (initial === "all" ? 4 * decks : 0);
  const onePerPile = !toPiles && pileCardsDealt <= whole("tableau piles", "count", 1, 20);
  const moveUnit =
    field("tableau piles", "move built group") === "whole-pile" && onePerPile ? "whole" : choice("tableau piles", "move built group", MOVE_GROUP);
  const settings: Settings = {
    piles: whole("tableau piles", "count", 1, 20),
    cells,
    decks,
    ranks: whole("", "max rank", 1, 13),
    buildSuit,
    runSuit,
    moveUnit,
    // "auto-waste-then-stock": a space takes the waste's top at once, the
    // stock's while the waste is empty, and any card once both are spent.
    // "auto-reserve-then-any" / "-then-waste": the reserve's top fills a space
    // at once (stackedReserve), then any card, or only the waste's.
    fill: choice("tableau piles", "spaces policy", {
      any: "any",
      kings: "kings",
      "no-build": "none",
      "auto-waste-then-stock": "any",
      "auto-reserve-then-any": "any",
      "auto-reserve-then-waste": "waste",
    }),
    fillFromTalon: field("tableau piles", "spaces policy") === "auto-waste-then-stock",
    worryBack: field("foundations", "removable") === true,
    draw: stockSize > 0 && !toPiles ? whole("stock", "deal count", 1, 13) : 0,
    redeals: stockSize > 0 && !toPiles && field("stock", "redeal") === true ? "inf" : 0,
    dealToPiles: toPiles,
    dealOnSpaces: toPiles,
    removeRuns: field("foundations", "only complete pile moves") === true,
    singlesUp: field("foundations", "only complete pile moves") !== true,
    dealtDown: choice("tableau piles", "face up cards", { all: "all", top: "top" }) === "top",
    stock: stockSize,
    diagonal: field("tableau piles", "diagonal deal") === true,
    acesUp: initial === "all",
    stackedReserve: stacked,
    reserveStack: stack,
    randomBase,
    cellsFilled: reserve > 0 ? reserve : whole("cells", "pre-filled", 0, cells),
    reserve: reserve > 0,
  };
  return settings;
}

/**
 * A record read with Solvitaire's defaults, and the readers of its fields:
 * each refusal one line naming the field, its value, `context` and what is allowed.
 */
function fields(doc: unknown, context: string) {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) throw new UserError("a Solvitaire rules record is a JSON object");
  const rules = read(doc as Json);
  const field = (section: string, key: string) => (rules[section] as Json)[key];
  const name = (section: string, key: string) => (section ? `${section}.${key}` : key);
  const refuse = (where: string, value: unknown, allowed: string) =>
    new UserError(`rules field "${where}" cannot be ${JSON.stringify(value)} ${context}: allowed is ${allowed}`);
  const choice = (section: string, key: string, map: Record<string, string>) => {
    const v = field(section, key) as string;
    if (!(v in map)) throw refuse(name(section, key), v, Object.keys(map).join(", "));
    return map[v];
  };
  const whole = (section: string, key: string, min: number, max: number) => {
    const v = field(section, key) as number;
    if (!Number.isInteger(v) || v < min || v > max) throw refuse(name(section, key), v, `a whole number from ${min} to ${max}`);
    return v;
  };
  const exactly = (section: string, key: string, want: unknown, what: string) => {
    if (field(section, key) !== want) throw refuse(name(section, key), field(section, key), `${JSON.stringify(want)} (${what})`);
  };
  return { field, refuse, choice, whole, exactly };
}

/** Whether a Solvitaire record is a hole game's (Black Hole, Golf, Worm Hole). */
export function isSolvitaireHole(doc: unknown): boolean {
  return !!doc && typeof doc === "object" && !Array.isArray(doc) && (doc as Json).hole !== undefined && ((doc as Json).hole as Json)?.present === true;
}

/**
 * A Solvitaire hole record as the lab's hole game (games/defs/hole-games.ts)
 * whose standard preset it is nearest to (a stock: Golf; a cell: Worm Hole;
 * else Black Hole), with its settings; or a UserError naming the field.
 */
export function fromSolvitaireHole(doc: unknown): { game: string; settings: Settings } {
  const { field, whole, exactly, refuse } = fields(doc, "in a hole game");
  exactly("foundations", "present", false, "the hole takes the foundations' place");
  exactly("tableau piles", "build policy", "no-build", "cards go only onto the hole");
  exactly("reserve", "size", 0, "no reserve");
  exactly("accordion", "size", 0, "no accordion");
  exactly("sequences", "count", 0, "no Gaps rows");
  exactly("cells", "pre-filled", 0, "cells start empty");
  exactly("", "two decks", false, "one deck");
  const base = field("hole", "base card");
  if (base !== "AS" && base !== "random") throw refuse("hole.base card", base, '"AS", "random" (the deal\'s last card)');
  const stock = whole("stock", "size", 0, 51);
  if (stock > 0) exactly("stock", "deal type", "hole", "a stock is turned onto the hole");
  const cells = whole("cells", "count", 0, 4);
  const settings: Settings = {
    piles: whole("tableau piles", "count", 1, 20),
    stock,
    cells,
    loops: field("hole", "build loops") === true,
    base: base === "AS" ? "ace-of-spades" : "last",
    ranks: whole("", "max rank", 2, 13),
  };
  return { game: stock > 0 ? "golf" : cells > 0 ? "worm-hole" : "black-hole", settings };
}

/** Whether a Solvitaire record is an accordion's (Accordion, Late-Binding Solitaire). */
export function isSolvitaireAccordion(doc: unknown): boolean {
  const a = doc && typeof doc === "object" && !Array.isArray(doc) ? ((doc as Json).accordion as Json | undefined) : undefined;
  return !!a && typeof a === "object" && typeof a.size === "number" && a.size > 0;
}

/** A game (accordion, Gaps) whose one deck lies all in `place`: no foundations, piles, stock, cells, reserve or hole. */
function onlyCardsIn(exactly: ReturnType<typeof fields>["exactly"], game: string, place: string): void {
  exactly("foundations", "present", false, `${game} has no foundations`);
  exactly("tableau piles", "count", 0, `no tableau piles: every card is in ${place}`);
  exactly("stock", "size", 0, `no stock: every card is in ${place}`);
  exactly("cells", "count", 0, "no cells");
  exactly("reserve", "size", 0, "no reserve");
  exactly("hole", "present", false, "no hole");
  exactly("", "two decks", false, "one deck");
}

/**
 * A Solvitaire accordion record as the lab's game accordion: a row of `size`
 * cards, a pile going onto the next pile left or the third left when their
 * tops match in suit or rank (the only moves the lab plays); else a
 * UserError naming the field.
 */
export function fromSolvitaireAccordion(doc: unknown): { game: string; settings: Settings } {
  const { field, whole, exactly, refuse } = fields(doc, "in an accordion");
  onlyCardsIn(exactly, "an accordion", "the row");
  exactly("sequences", "count", 0, "no Gaps rows");
  exactly("", "max rank", 13, "a whole deck, the row its first cards");
  const sameSet = (v: unknown, want: string[]) => Array.isArray(v) && v.length === want.length && want.every((w) => v.includes(w));
  const moves = field("accordion", "moves");
  if (!sameSet(moves, ["L1", "L3"])) throw refuse("accordion.moves", moves, '["L1", "L3"] (next pile left, third pile left)');
  const policies = field("accordion", "build policies");
  if (!sameSet(policies, ["same-suit", "same-rank"])) throw refuse("accordion.build policies", policies, '["same-suit", "same-rank"]');
  return { game: "accordion", settings: { cards: whole("accordion", "size", 1, 52) } };
}

/** Whether a Solvitaire record is Gaps' (its rows are "sequences"). */
export function isSolvitaireGaps(doc: unknown): boolean {
  const q = doc && typeof doc === "object" && !Array.isArray(doc) ? ((doc as Json).sequences as Json | undefined) : undefined;
  return !!q && typeof q === "object" && typeof q.count === "number" && q.count > 0;
}

/**
 * A Solvitaire sequences record as the lab's game gaps: 4 rows built left to
 * right in suit from a 2, the leftmost gaps taking the row's 2 or any
 * ("fixed suit"), a deck of `max rank` ranks; else a UserError naming the field.
 */
export function fromSolvitaireGaps(doc: unknown): { game: string; preset: string; settings: Settings } {
  const { field, whole, exactly, refuse } = fields(doc, "in Gaps");
  onlyCardsIn(exactly, "Gaps", "the rows");
  exactly("accordion", "size", 0, "no accordion");
  exactly("sequences", "count", 4, "a row a suit");
  exactly("sequences", "direction", "L", "rows built from the left, a 2 first");
  exactly("sequences", "build policy", "same-suit", "each card the next of its left neighbour's suit");
  const fixed = field("sequences", "fixed suit");
  if (typeof fixed !== "boolean") throw refuse("sequences.fixed suit", fixed, "true or false");
  return { game: "gaps", preset: fixed ? "basic" : "one-deal", settings: { ranks: whole("", "max rank", 2, 13), fixedSuit: fixed } };
}

/**
 * The record with Solvitaire's defaults filled in, each value checked for its
 * type; a top-level section "" holds "max rank" and "two decks".
 */
function read(doc: Json): Record<string, Json> {
  const out: Record<string, Json> = { "": {} };
  for (const key of Object.keys(doc)) {
    if (!(key in SCHEMA)) throw new UserError(`rules field "${key}" is not one of Solvitaire's: ${Object.keys(SCHEMA).join(", ")}`);
  }
  for (const [key, shape] of Object.entries(SCHEMA)) {
    const given = doc[key];
    if (typeof shape !== "object") {
      const v = given ?? shape;
      if (typeof v !== typeof shape) throw new UserError(`rules field "${key}" must be a ${typeof shape}, not ${JSON.stringify(v)}`);
      out[""][key] = v;
      continue;
    }
    if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given)))
      throw new UserError(`rules field "${key}" must be an object of ${Object.keys(shape).join(", ")}`);
    const section: Json = { ...shape };
    for (const [k, v] of Object.entries((given as Json | undefined) ?? {})) {
      if (!(k in shape)) throw new UserError(`rules field "${key}.${k}" is not one of Solvitaire's: ${Object.keys(shape).join(", ")}`);
      const want = Array.isArray(shape[k]) ? "array" : typeof shape[k];
      const got = Array.isArray(v) ? "array" : typeof v;
      if (want !== got) throw new UserError(`rules field "${key}.${k}" must be a ${want}, not ${JSON.stringify(v)}`);
      section[k] = v;
    }
    out[key] = section;
  }
  return out;
}
