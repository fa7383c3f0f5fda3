// The games of their own engine modules: One-Handed, Accordion, Wish, Flip and Gaps.

import { AccordionReference } from "../reference/accordion.ts";
import { FlipReference } from "../reference/flip.ts";
import { GapsReference } from "../reference/gaps.ts";
import { OneHandedReference } from "../reference/one-handed.ts";
import { WishReference } from "../reference/wish.ts";
import { engineStrategies, solver } from "../strategies.ts";
import type { GameDef } from "../types.ts";
import { plainDeal } from "./common.ts";

export const SMALL_GAMES: GameDef[] = [
  {
    id: "one-handed",
    name: "One-Handed Solitaire",
    engineId: 0,
    summary:
      "Draw cards one at a time onto the hand; when the top four show the same rank at both ends discard all four, else the same suit at both ends discards the middle two. No choices.",
    settings: [
      {
        key: "passes",
        description: "passes through the deck in all (the hand, turned over, is the next pass's deck)",
        kind: "int",
        default: 1,
        min: 1,
        max: 63,
      },
    ],
    presets: { standard: { passes: 1 } },
    defaultPreset: "standard",
    strategies: [...engineStrategies(0), solver("thoughtful search; with no choices it finds the same single play")],
    defaultStrategy: "play",
    numberings: ["sv"],
    score: { label: "cards discarded", min: 0, max: 52, better: "higher" },
    dealFormats: ["cards"],
    dealSpec: () => plainDeal({ row: 52 }),
    reference: (layout, s) => new OneHandedReference(layout, Number(s.passes ?? 1)),
  },
  {
    id: "accordion",
    name: "Accordion",
    engineId: 1,
    solvitaire: "accordion",
    solvitairePresets: { "late-binding": "late-binding-solitaire" },
    summary:
      "Deal the cards left to right into a row of piles; a pile moves whole onto the pile next to its left or the third to its left when their top cards match in suit or rank. Won with one pile.",
    settings: [
      {
        key: "cards",
        description: "cards dealt into the row, the first of the shuffled deck (Late-Binding Solitaire: 18)",
        kind: "int",
        default: 52,
        min: 1,
        max: 52,
      },
    ],
    presets: { standard: { cards: 52 }, "late-binding": { cards: 18 } },
    defaultPreset: "standard",
    strategies: [solver("thoughtful search for the fewest piles (won = one pile), proven optimal when the search completes"), ...engineStrategies(1)],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "piles left", min: 1, max: 52, better: "lower" },
    dealFormats: ["cards", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ row: Number(s.cards ?? 52) }),
    reference: (layout, _s, online) => new AccordionReference(layout, online),
  },
  {
    id: "wish",
    name: "Wish Solitaire",
    engineId: 2,
    summary:
      "32 cards (A, 7 to K) in 8 piles of 4, face down but for the top cards; remove any two top cards of equal rank, turning up the card below each. Won when every pile is cleared.",
    settings: [],
    presets: { standard: {} },
    defaultPreset: "standard",
    strategies: [
      solver("thoughtful search: knows every face-down card; won, or lost with the fewest cards left proven (unknown when the budget runs out)"),
      ...engineStrategies(2),
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "cards removed", min: 0, max: 32, better: "higher" },
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: () => plainDeal({ deck: "wish", piles: 8 }),
    reference: (layout) => new WishReference(layout),
  },
  {
    id: "flip",
    name: "Flip Solitaire",
    engineId: 3,
    summary:
      "Double-faced cards dealt one at a time onto the hand, light side up; in any four consecutive cards, ends of the same suit flip the middle two dark, of the same rank all four; with both ends dark, the same matches may remove the middle two or all four. Score: 1 per dark card left, 2 per card removed.",
    settings: [
      {
        key: "darkFaces",
        kind: "choice",
        choices: ["shuffled", "same"],
        default: "shuffled",
        description:
          "what a card's dark side shows: shuffled = a card of a second, independently shuffled deck (docs/numbering.md), same = the same card as its light side",
      },
      {
        key: "compulsory",
        kind: "bool",
        default: true,
        description: "true: a card is dealt only when there is no play (the seed's reading); false: the player may deal instead of playing",
      },
    ],
    presets: { standard: { darkFaces: "shuffled", compulsory: true }, same: { darkFaces: "same", compulsory: true } },
    defaultPreset: "standard",
    strategies: [
      solver("thoughtful branch and bound: knows every card and dark face; the highest score, an upper bound on it, and whether it is proven (won = 104)"),
      ...engineStrategies(3),
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "points (1 per dark card in hand, 2 per removed card)", min: 0, max: 104, better: "higher" },
    dealFormats: ["cards"],
    dealSpec: (s) => plainDeal({ row: 52, darkFaces: (s.darkFaces ?? "shuffled") === "shuffled" }),
    reference: (layout, s, online) => new FlipReference(layout, { darkSame: s.darkFaces === "same", compulsory: s.compulsory !== false }, online),
  },
  {
    id: "gaps",
    name: "Gaps",
    engineId: 6,
    solvitaire: "gaps-basic-variant",
    solvitairePresets: { "one-deal": "gaps-one-deal" },
    summary:
      "The deck dealt face up in 4 rows of 13; the aces are taken out, leaving gaps. Move into a gap the card one rank above its left neighbour, of the same suit; a gap in the leftmost column takes a 2 (basic: of its row's suit). Won when each row reads 2 to K of one suit, the gap last. No redeals.",
    settings: [
      {
        key: "ranks",
        kind: "int",
        min: 2,
        max: 13,
        default: 13,
        description:
          "ranks of each suit, from the ace, and places in each row: 13 = the whole deck; fewer cut every suit short (a tiny game; the top rank plays the king's part)",
      },
      {
        key: "fixedSuit",
        kind: "bool",
        default: true,
        description:
          "true: a gap in the leftmost column takes only its row's 2 (clubs, hearts, spades, diamonds from the top: Solvitaire's basic variant); false: any 2 (one deal)",
      },
    ],
    presets: { basic: { ranks: 13, fixedSuit: true }, "one-deal": { ranks: 13, fixedSuit: false }, tiny: { ranks: 4, fixedSuit: true } },
    defaultPreset: "basic",
    strategies: [
      solver("thoughtful exact search: every card shows; proves won or lost, with the most cards in place (unknown when the budget runs out)"),
      ...engineStrategies(6),
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "cards in place", min: 0, max: 48, better: "higher" },
    dealFormats: ["fc-solve"],
    dealSpec: (s) => plainDeal({ ranks: Number(s.ranks ?? 13), piles: 4, pileSize: Number(s.ranks ?? 13) }),
    reference: (layout, s) => new GapsReference(layout, Number(s.ranks ?? 13), s.fixedSuit !== false),
  },
];
