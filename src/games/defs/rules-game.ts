// The rules-record game: a tableau game the user writes, every rule of the
// tableau engine a setting (RULE_TABLE, tableau-rules.ts), with how the deal
// is laid out. Its presets are the games of the winnability literature the
// engine plays, each read from Solvitaire's own rules record
// (solvitaire-presets.ts), so a preset means what Solvitaire means by it.
// `--rules FILE.json` sets this game from a record (rules-file.ts).

import { fromSolvitaireRules } from "../../formats/solvitaire-rules.ts";
import { RULE_TABLE, type TableauRules } from "../tableau-rules.ts";
import type { SettingDef, Settings } from "../types.ts";
import { CARDS_UP_2, cardCount, plainDeal, tableauGame } from "./common.ts";
import { PRESET_PROFILES, SOLVITAIRE_PRESETS } from "./solvitaire-presets.ts";
import { BLANK_PRESET, RULES_GAME_ID } from "../rules-file.ts";

/** Every engine rule as a setting, then how the cards are dealt. */
const RULE_SETTINGS: SettingDef[] = [
  ...RULE_TABLE.map((e): SettingDef => {
    const base = { key: e.name, description: e.doc };
    if ("flag" in e) return { ...base, kind: "bool", default: e.default };
    if ("choices" in e) return { ...base, kind: "choice", choices: [...e.choices], default: e.default };
    return { ...base, kind: "int", min: e.min, max: e.max, default: e.default, ...("unlimited" in e ? { infinite: true } : {}) };
  }),
  {
    key: "stock",
    kind: "int",
    min: 0,
    max: 104,
    default: 0,
    description: "cards dealt to the stock first (from the end of the shuffled deck); the piles take the rest",
  },
  {
    key: "diagonal",
    kind: "bool",
    default: false,
    description: "deal the piles as a staircase (row r onto piles r and after, until the cards run out: Klondike's 1..7), else row by row across every pile",
  },
  { key: "acesUp", kind: "bool", default: false, description: "the aces start on the foundations (Beleaguered Castle)" },
  {
    key: "reserveStack",
    kind: "int",
    min: 0,
    max: 52,
    default: 0,
    description: "cards dealt to the stacked reserve (stackedReserve: Canfield's 13), after the stock and before the piles",
  },
  {
    key: "randomBase",
    kind: "bool",
    default: false,
    description:
      "the shuffled deck's first card starts its foundation and is the base every foundation builds up from, wrapping king to ace (Canfield); the lab deals every rank renamed so the base is the ace, which is the same game",
  },
  {
    key: "cellsFilled",
    kind: "int",
    min: 0,
    max: 16,
    default: 0,
    description: "cells dealt a card each before the stock and the piles, the first cells first (Eight Off: 4 of its 8)",
  },
];

const rules = (s: Settings): TableauRules => {
  const r = Object.fromEntries(RULE_TABLE.map((e) => [e.name, s[e.name] ?? e.default])) as TableauRules;
  return { ...r, decks: Number(r.decks) === 2 ? 2 : 1 };
};

/** Cards the piles are dealt once the aces up and the stock are taken. */
const pileCards = (s: Settings) =>
  cardCount({ decks: Number(s.decks), ranks: Number(s.ranks) }) -
  (s.acesUp ? 4 * Number(s.decks) : 0) -
  (s.randomBase ? 1 : 0) -
  Number(s.stock) -
  Number(s.cellsFilled ?? 0) -
  Number(s.reserveStack ?? 0);

/** Why a record cannot be played (one line), or undefined. */
function refusal(s: Settings): string | undefined {
  const cards = cardCount({ decks: Number(s.decks), ranks: Number(s.ranks) });
  if (pileCards(s) < Number(s.piles))
    return `rules need ${Number(s.piles)} piles of at least one card, but the deck of ${cards} cards leaves ${Math.max(0, pileCards(s))} after the stock${s.acesUp ? " and the aces" : ""}: lower stock or piles, or raise ranks or decks`;
  if (Number(s.cellsFilled ?? 0) > Number(s.cells))
    return `rules deal ${Number(s.cellsFilled)} cards to ${Number(s.cells)} cells: cellsFilled is at most cells`;
  if (Number(s.ranks) < 2) return "rules need at least 2 ranks of each suit (ranks=1 leaves nothing to build): ranks 2 to 13";
  const triangle = (Number(s.piles) * (Number(s.piles) + 1)) / 2;
  if (s.diagonal && pileCards(s) > triangle)
    return `a diagonal deal of ${Number(s.piles)} piles holds ${triangle} cards at most, but ${pileCards(s)} are left for the piles: raise stock or piles, or diagonal=false`;
  if (s.dealToPiles && Number(s.draw) > 0) return "rules say the stock both turns to the waste (draw > 0) and deals onto the piles (dealToPiles): choose one";
  if (s.reserve && (Number(s.cells) === 0 || Number(s.cellsFilled ?? 0) !== Number(s.cells)))
    return `a reserve (reserve=true) is its cells dealt a card each: cells 1 to 16 and cellsFilled equal to cells, not cells=${Number(s.cells)} cellsFilled=${Number(s.cellsFilled ?? 0)}`;
  if (Boolean(s.stackedReserve) !== Number(s.reserveStack ?? 0) > 0)
    return `a stacked reserve (stackedReserve=true) is dealt reserveStack cards: both or neither, not stackedReserve=${Boolean(s.stackedReserve)} reserveStack=${Number(s.reserveStack ?? 0)}`;
  if (s.stackedReserve && Number(s.piles) > 19) return "a stacked reserve lies beside the piles, which are then at most 19: piles 1 to 19";
  if (s.stackedReserve && (s.dealToPiles || s.fillFromTalon))
    return "a stacked reserve fills spaces at once, which a stock dealt onto the piles (dealToPiles) or a fill from the waste (fillFromTalon) would contradict: set them false, or stackedReserve=false";
  if (s.fill === "waste" && (Number(s.draw) === 0 || s.dealToPiles))
    return "rules fill spaces from the waste only (fill=waste), which needs a stock turned to a waste: draw 1 to 13, or fill any or kings";
  if (s.randomBase && (s.acesUp || s.foundationDown || s.compulsoryAces))
    return "a random base card starts its foundation and the others build up from its rank: randomBase=true needs acesUp, foundationDown and compulsoryAces false";
  if (s.dealOnSpaces && !s.dealToPiles)
    return "rules deal onto spaces (dealOnSpaces) but the stock does not deal onto the piles: set dealToPiles=true, or dealOnSpaces=false";
  if (Number(s.stock) > 0 && !s.dealToPiles && Number(s.draw) === 0) return "rules give a stock but no way to deal it: set draw 1 to 13, or dealToPiles=true";
  if (!s.singlesUp && !s.removeRuns) return "rules send no card to the foundations: singlesUp=true, or removeRuns=true";
  // The spider, emperor and cells profiles' phases are written for their own rule families.
  if (s.profile === "cells" && !(Number(s.cells) > 0 && Number(s.stock) === 0 && s.foundationDown === s.buildUp))
    return "profile cells solves FreeCell's rules only (cells, no stock, foundations building against the piles): choose another profile, generic fits every record";
  if (s.profile === "emperor" && !(Number(s.draw) === 1 && Number(s.redeals) === 0 && s.compulsoryAces))
    return "profile emperor solves Emperor's rules only (draw=1, redeals=0, compulsoryAces=true): choose another profile, generic fits every record";
  if (s.profile === "spider" && !s.removeRuns)
    return "profile spider solves Spider's rules only (removeRuns=true): choose another profile, generic fits every record";
  if (s.removeRuns && (s.acesUp || s.worryBack))
    return "rules remove whole runs to empty foundations, which then keep them: removeRuns=true needs acesUp=false and worryBack=false";
  if (s.fillFromTalon && (Number(s.draw) === 0 || s.compulsoryAces))
    return "rules fill spaces from the waste (fillFromTalon), which needs a waste and no compulsory aces: draw 1 to 13 and compulsoryAces=false, or fillFromTalon=false";
  if (s.compulsoryAces && s.foundationDown)
    return "rules send aces up at once but build the foundations down from the top rank: compulsoryAces=true needs foundationDown=false";
  if (s.acesUp && s.foundationDown) return "rules put the aces up but build the foundations down from the kings: acesUp=true needs foundationDown=false";
  if (s.suits !== "4" && !s.removeRuns)
    return "rules with fewer than 4 suits in play remove whole runs only: suits=1 or 2 needs removeRuns=true and singlesUp=false";
  if (s.suits !== "4" && s.singlesUp) return "rules with fewer than 4 suits in play remove whole runs only: suits=1 or 2 needs singlesUp=false";
  return undefined;
}

/** Every rule at its default (a Solvitaire record's settings are laid over it), then Solvitaire's presets. */
const presets: Record<string, Settings> = {
  [BLANK_PRESET]: {},
  ...Object.fromEntries(Object.entries(SOLVITAIRE_PRESETS).map(([name, doc]) => [name, { ...fromSolvitaireRules(doc), profile: PRESET_PROFILES[name] }])),
};

export const RULES_GAME = tableauGame({
  id: RULES_GAME_ID,
  name: "Tableau (any rules record)",
  summary:
    "A tableau game written as a rules record: piles, cells, one or two decks, how the tableau builds and what moves, what fills a space, the stock, the foundations. Its presets are games of Blake and Gent's winnability table, each read from Solvitaire's rules; --rules FILE.json reads any record, Solvitaire's JSON or the lab's.",
  settings: RULE_SETTINGS,
  presets,
  defaultPreset: "bakers-game",
  defaultStrategy: "solver",
  numberings: ["sv"],
  score: CARDS_UP_2,
  dealFormats: ["solvitaire-json"],
  dealSpec: (s) =>
    plainDeal({
      decks: Number(s.decks) === 2 ? 2 : 1,
      ranks: Number(s.ranks),
      stock: Number(s.stock),
      piles: Number(s.piles),
      staircase: s.diagonal === true,
      dealtDown: s.dealtDown === true,
      acesOnFoundations: s.acesUp === true,
      suits: s.suits === "1" ? 1 : s.suits === "2" ? 2 : 4,
      cellsFilled: Number(s.cellsFilled ?? 0),
      reserveStack: Number(s.reserveStack ?? 0),
      randomBase: s.randomBase === true,
    }),
  tableauRules: rules,
  check: refusal,
  // The open games' strategies read every card as seen: face-down cards and
  // a stock are for the solver, and random, which reads none.
  strategyCheck: (strategy, s) =>
    (s.dealtDown || Number(s.stock) > 0 || s.stackedReserve) && strategy.engineId !== 0 && strategy.id !== "random" && strategy.id !== "record"
      ? `strategy ${strategy.id} of tableau plays records with every card in sight (dealtDown=false, stock=0, stackedReserve=false); the solver, random and strategy records play any`
      : undefined,
});
