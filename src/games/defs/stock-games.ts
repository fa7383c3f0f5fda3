// The tableau games with a stock and face-down cards: Klondike, Solitaire
// (Klondike turning one card), Emperor and Spider, each a rules record.

import type { DealSpec, SuitsInPlay } from "../../core/numbering.ts";
import type { TableauRules } from "../tableau-rules.ts";
import { BASE_RULES } from "../tableau-rules.ts";
import type { GameDef, SettingDef, Settings } from "../types.ts";
import { ACES, CARDS_UP, CARDS_UP_2, DECKS, RANKS, cardCount, compulsoryAces, deckOf, pilesSetting, plainDeal, rowsSetting, tableauGame } from "./common.ts";

const KLONDIKE_SETTINGS: SettingDef[] = [
  { key: "draw", kind: "int", min: 1, max: 3, default: 3, description: "cards turned from the stock at a time (only the top one plays)" },
  { key: "redeals", kind: "int", min: 0, max: 100, infinite: true, default: "inf", description: "passes through the stock after the first" },
  {
    key: "groups",
    kind: "choice",
    choices: ["whole", "partial"],
    default: "whole",
    description: "whole = all face-up cards of a pile move together (the seed's rule); partial = any face-up tail may move",
  },
  { key: "worryBack", kind: "bool", default: false, description: "a foundation card may come back to the tableau" },
  RANKS,
  pilesSetting(7),
  ACES,
  {
    key: "stockSeen",
    kind: "bool",
    default: false,
    description:
      "the stock's cards are known to the player in their order from the start (Bjarnason, Fern and Tadepalli's game): only what the player sees changes, not the moves",
  },
];
const KLONDIKE_PRESETS: Record<string, Settings> = {
  klondike: { draw: 3, redeals: "inf", groups: "whole", worryBack: false, aces: "compulsory" },
  solitaire: { draw: 1, redeals: "inf", groups: "partial", worryBack: false, aces: "compulsory" },
  "klondike-bg": { draw: 3, redeals: "inf", groups: "partial", worryBack: true, aces: "free" },
  "klondike-bft": { draw: 3, redeals: "inf", groups: "partial", worryBack: true, aces: "free", stockSeen: true },
  "tiny-klondike": { draw: 3, redeals: "inf", groups: "whole", worryBack: false, ranks: 3, piles: 3, aces: "compulsory" },
  "tiny-solitaire": { draw: 1, redeals: "inf", groups: "partial", worryBack: false, ranks: 3, piles: 3, aces: "compulsory" },
};
/** Klondike's staircase: piles of 1, 2, ... cards; the stock holds the rest. */
const klondikeDeal = (s: Settings): DealSpec => {
  const piles = Number(s.piles ?? 7);
  const stock = Math.max(0, cardCount(deckOf(s)) - (piles * (piles + 1)) / 2);
  return plainDeal({ ...deckOf(s), stock, piles, staircase: true, dealtDown: true });
};
const klondikeRules = (s: Settings): TableauRules => ({
  ...BASE_RULES,
  ...deckOf(s),
  piles: Number(s.piles ?? 7),
  buildSuit: "alternate",
  runSuit: "alternate",
  moveUnit: s.groups === "whole" ? "whole" : "tail",
  fill: "kings",
  worryBack: s.worryBack === true,
  draw: Number(s.draw),
  redeals: s.redeals === "inf" ? "inf" : Number(s.redeals),
  dealtDown: true,
  compulsoryAces: compulsoryAces(s),
  stockSeen: s.stockSeen === true,
  profile: "klondike",
});
const twoDecks = (s: Settings): 1 | 2 => (Number(s.decks ?? 2) === 1 ? 1 : 2);
/** Spider's suits in play (4 unless set). */
const suitsOf = (s: Settings): SuitsInPlay => (String(s.suits ?? "4") === "1" ? 1 : String(s.suits ?? "4") === "2" ? 2 : 4);
/**
 * Emperor's and Spider's deal: `rows` cards to each pile (`standardRows` when
 * unset), `extra` more one each from the first pile on, and the rest in the stock.
 */
const rowsDeal = (s: Settings, standardRows: number, extra: number): DealSpec => {
  const deck = deckOf(s, twoDecks(s));
  const piles = Number(s.piles ?? 10);
  const stock = Math.max(0, cardCount(deck) - piles * Number(s.rows ?? standardRows) - extra);
  return plainDeal({ ...deck, stock, piles, dealtDown: true });
};
/** What Bjarnason, Fern and Tadepalli's strategies share: their game and their available actions (assembly/strategies/tableau/bft-actions.ts) ... */

export const STOCK_GAMES: GameDef[] = [
  tableauGame({
    id: "klondike",
    name: "Klondike",
    solvitairePresets: { "klondike-bg": "klondike" },
    summary:
      "7 piles of 1..7 cards, top card face up; the rest is the stock, turned 3 at a time (only the top of the waste plays). Foundations from the aces up in suit; the tableau builds down in alternating colours; only a king (or a group headed by one) fills a space.",
    settings: KLONDIKE_SETTINGS,
    presets: KLONDIKE_PRESETS,
    defaultPreset: "klondike",
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: CARDS_UP,
    dealFormats: ["board", "solvitaire-json"],
    dealSpec: klondikeDeal,
    tableauRules: klondikeRules,
  }),
  tableauGame({
    id: "solitaire",
    name: "Solitaire (Klondike, draw one)",
    summary: "Klondike as the seed's 'Solitaire' tells it: the stock turned one card at a time, and any face-up tail of a pile may move.",
    settings: KLONDIKE_SETTINGS,
    presets: KLONDIKE_PRESETS,
    defaultPreset: "solitaire",
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: CARDS_UP,
    dealFormats: ["board", "solvitaire-json"],
    dealSpec: klondikeDeal,
    tableauRules: klondikeRules,
  }),
  tableauGame({
    id: "emperor",
    name: "Emperor",
    summary:
      "Two decks: 10 piles of 4 (three face down, the top face up), the other 64 cards a stock turned one at a time, no redeal. Aces go up as soon as released; foundations build up in suit; one card moves at a time, onto a card of the opposite colour one rank lower (build=up, the seed's reading) or higher (build=down); any card fills a space.",
    settings: [
      {
        key: "build",
        kind: "choice",
        choices: ["up", "down"],
        default: "up",
        description:
          "up = onto a card one rank lower, as the seed says (a 7 of clubs on a 6 of hearts); down = onto one rank higher (traditional Emperor, other solvers' reading)",
      },
      DECKS,
      RANKS,
      pilesSetting(10),
      rowsSetting(4),
    ],
    presets: {
      emperor: { build: "up" },
      tiny: { build: "up", decks: 1, ranks: 4, piles: 3, rows: 3 },
      "tiny-2deck": { build: "up", decks: 2, ranks: 2, piles: 1, rows: 3 },
    },
    defaultPreset: "emperor",
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: CARDS_UP_2,
    dealFormats: ["board", "solvitaire-json"],
    dealSpec: (s) => rowsDeal(s, 4, 0),
    tableauRules: (s) => ({
      ...BASE_RULES,
      ...deckOf(s, twoDecks(s)),
      piles: Number(s.piles ?? 10),
      buildUp: s.build !== "down",
      buildSuit: "alternate",
      runSuit: "alternate",
      draw: 1,
      redeals: 0,
      compulsoryAces: true,
      profile: "emperor",
      dealtDown: true,
    }),
  }),
  tableauGame({
    id: "spider",
    name: "Spider",
    summary:
      "Two decks: 10 piles of 5 (four face down, the top face up; Hoyle's layout), 54 cards in the stock. A unit (a top card with the face-up cards below it continuing in suit, one rank higher each; any tail of it) goes onto a card one rank higher of any suit, or into a space. With no space, the stock deals a card onto each pile: five deals of 10, then 4 onto the first four piles. A complete king-to-ace run of one suit is removed at once.",
    settings: [
      {
        key: "layout",
        kind: "choice",
        choices: ["hoyle", "standard"],
        default: "hoyle",
        description:
          "hoyle = 10 piles of 5 and a 54-card stock (the seed); standard = 4 piles of 6 and 6 of 5 and a 50-card stock (the common game, as other solvers deal it: 4 more cards on the table)",
      },
      {
        key: "suits",
        kind: "choice",
        choices: ["4", "2", "1"],
        default: "4",
        description:
          "suits in play, still 104 cards: 4 = two whole decks; 2 = spades and hearts (each club dealt as a spade, each diamond as a heart; 4 runs of each to remove); 1 = spades only (8 spade runs)",
      },
      DECKS,
      RANKS,
      pilesSetting(10),
      rowsSetting(5),
    ],
    presets: {
      spider: { layout: "hoyle" },
      tiny: { layout: "hoyle", decks: 1, ranks: 4, piles: 3, rows: 2 },
      "tiny-2deck": { layout: "hoyle", decks: 2, ranks: 2, piles: 3, rows: 2 },
    },
    defaultPreset: "spider",
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: CARDS_UP_2,
    dealFormats: ["board", "solvitaire-json"],
    dealSpec: (s) => ({ ...rowsDeal(s, 5, s.layout === "standard" ? 4 : 0), suits: suitsOf(s) }),
    tableauRules: (s) => ({
      ...BASE_RULES,
      ...deckOf(s, twoDecks(s)),
      piles: Number(s.piles ?? 10),
      buildSuit: "any",
      runSuit: "same",
      moveUnit: "tail",
      dealToPiles: true,
      removeRuns: true,
      singlesUp: false,
      dealtDown: true,
      suits: String(suitsOf(s)) as TableauRules["suits"],
      profile: "spider",
    }),
  }),
];
