// The catalogue: every game the engine plays, its settings (defaults and allowed
// values), presets, strategies, numberings, score, dealing recipe and
// reference rules. The CLI, the worker pool and the dashboard all read it;
// nothing else lists games. Engine ids (of games and strategies) and settings
// must match the engine's registry (assembly/registry.ts): tests/registry.test.ts
// holds them to it.

import { BASE_DEAL, type DealSpec, type Numbering, type SuitsInPlay } from "../core/numbering.ts";
import { BASE_RULES, type TableauRules } from "./tableau-rules.ts";
import type { ReferenceFactory } from "./reference/reference.ts";
import { OneHandedReference } from "./reference/one-handed.ts";
import { AccordionReference } from "./reference/accordion.ts";
import { WishReference } from "./reference/wish.ts";
import { FlipReference } from "./reference/flip.ts";
import { TableauReference } from "./reference/tableau.ts";

export type SettingValue = number | string | boolean;
export type Settings = Record<string, SettingValue>;

export interface SettingDef {
  key: string;
  description: string;
  kind: "int" | "choice" | "bool";
  default: SettingValue;
  /** int: inclusive range. */
  min?: number;
  max?: number;
  /** int: the word "inf" is allowed too (no limit). */
  infinite?: boolean;
  /** choice: allowed words; the engine gets the index. */
  choices?: string[];
  /** A strategy's setting, not a rule of the game: the strategy it tunes (the engine takes these apart from the rules). */
  strategy?: string;
}

export interface StrategyDef {
  id: string;
  /** The engine's number for it; 0 is always the thoughtful solver. */
  engineId: number;
  description: string;
  /** It plays only games whose stock is seen (the stockSeen setting): it decides on the stock's order. */
  needsStockSeen?: boolean;
}

export interface ScoreDef {
  /** What the score counts, in the game's own words. */
  label: string;
  min: number;
  max: number;
  better: "higher" | "lower";
}

export interface GameDef {
  id: string;
  name: string;
  /** The engine's game module (its index in assembly/registry.ts's GAMES). */
  engineId: number;
  summary: string;
  settings: SettingDef[];
  presets: Record<string, Settings>;
  defaultPreset: string;
  strategies: StrategyDef[];
  defaultStrategy: string;
  numberings: Numbering[];
  score: ScoreDef;
  /** Text formats `--deal-file` reads for this game. */
  dealFormats: ("cards" | "solvitaire-json" | "fc-solve" | "board")[];
  /** How a seed is dealt, given the settings. */
  dealSpec(settings: Settings): DealSpec;
  /** Tableau games: the rules record the engine plays, given the settings. */
  tableauRules?(settings: Settings): TableauRules;
  /** The plain TypeScript rules every engine result is replayed through. */
  reference: ReferenceFactory;
}

const SOLVER: StrategyDef = {
  id: "solver",
  engineId: 0,
  description: "thoughtful exact search: knows every card, proves won or lost (unknown when the budget runs out)",
};

const plainDeal = (over: Partial<DealSpec>): DealSpec => ({ ...BASE_DEAL, ...over });

const GAMES_LIST: GameDef[] = [
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
    strategies: [
      { id: "play", engineId: 1, description: "the rules' only play (every move is forced)" },
      { ...SOLVER, description: "thoughtful search; with no choices it finds the same single play" },
    ],
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
    summary:
      "Deal the cards left to right into a row of piles; a pile moves whole onto the pile next to its left or the third to its left when their top cards match in suit or rank. Won with one pile.",
    settings: [],
    presets: { standard: {} },
    defaultPreset: "standard",
    strategies: [
      { ...SOLVER, description: "thoughtful search for the fewest piles (won = one pile), proven optimal when the search completes" },
      { id: "random", engineId: 1, description: "a uniformly random legal move after each card (dealing the next card counts as a move)" },
      {
        id: "slide-first",
        engineId: 2,
        description: "always moves when it can: the rightmost slide onto the next pile left, else the rightmost leap three left, else deals",
      },
      { id: "leap-first", engineId: 3, description: "always moves when it can: the rightmost leap three left, else the rightmost slide, else deals" },
      {
        id: "lookahead",
        engineId: 4,
        description:
          "always moves when it can: the move that starts the longest run of moves among the dealt cards (bounded search), ties to the line leaving the right end most open",
      },
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "piles left", min: 1, max: 52, better: "lower" },
    dealFormats: ["cards", "solvitaire-json"],
    dealSpec: () => plainDeal({ row: 52 }),
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
      {
        ...SOLVER,
        description: "thoughtful search: knows every face-down card; won, or lost with the fewest cards left proven (unknown when the budget runs out)",
      },
      { id: "random", engineId: 1, description: "a uniformly random legal pair" },
      { id: "greedy", engineId: 2, description: "the leftmost pile whose top card has a partner, paired with its leftmost partner" },
      {
        id: "leave-shortest",
        engineId: 3,
        description:
          "a rank whose remaining cards all show first; else, of three showing, leaves the one on the shortest pile (the fewest cards it could strand); else the pair showing on the tallest piles",
      },
      { id: "leave-tallest", engineId: 4, description: "as leave-shortest, but of three showing leaves the one on the tallest pile" },
      {
        id: "lookahead",
        engineId: 5,
        description:
          "as leave-shortest, but of three showing tries each choice on 32 random arrangements of the unseen cards (each played out by leave-shortest) and keeps the one that removes most",
      },
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
      {
        ...SOLVER,
        description:
          "thoughtful branch and bound: knows every card and dark face; the highest score, an upper bound on it, and whether it is proven (won = 104)",
      },
      { id: "random", engineId: 1, description: "a uniformly random legal move (dealing counts as a move when allowed)" },
      { id: "remove-first", engineId: 2, description: "plays whenever it can: a removal before a flip, all four before the middle two, the topmost set first" },
      {
        id: "rank-first",
        engineId: 3,
        description:
          "plays whenever it can: same-rank plays (remove all four, else flip all four) before same-suit ones (remove the middle two, else flip them), the topmost set first",
      },
      {
        id: "lookahead",
        engineId: 4,
        description:
          "plays whenever it can: the play that starts the best line among the dealt cards (a bounded search; a card turned dark shows an unknown face unless darkFaces=same), ties by remove-first",
      },
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "points (1 per dark card in hand, 2 per removed card)", min: 0, max: 104, better: "higher" },
    dealFormats: ["cards"],
    dealSpec: (s) => plainDeal({ row: 52, darkFaces: (s.darkFaces ?? "shuffled") === "shuffled" }),
    reference: (layout, s, online) => new FlipReference(layout, { darkSame: s.darkFaces === "same", compulsory: s.compulsory !== false }, online),
  },
];

export const GAMES: readonly GameDef[] = GAMES_LIST;

// ---- tableau games: each one a rules record for the tableau engine ----

const TABLEAU_ENGINE = 4;

/** A game of the tableau engine: a rules record given the settings, replayed through the tableau reference. */
function tableauGame(def: Omit<GameDef, "engineId" | "reference"> & Required<Pick<GameDef, "tableauRules">>): GameDef {
  return { ...def, engineId: TABLEAU_ENGINE, reference: (layout, s) => new TableauReference(layout, def.tableauRules(s)) };
}
const CARDS_UP: ScoreDef = { label: "cards on foundations", min: 0, max: 52, better: "higher" };
const TABLEAU_STRATEGIES: StrategyDef[] = [
  SOLVER,
  { id: "random", engineId: 1, description: "a uniformly random legal move; resigns after 400 moves without a card reaching a foundation" },
  {
    id: "greedy",
    engineId: 2,
    description:
      "fixed priority: to a foundation (cells first), cell to tableau, building (emptying a pile first, longer groups first), into a space, into a cell; never returns to a position it has been in; resigns when only those remain",
  },
  {
    id: "best-first",
    engineId: 3,
    description:
      "a best-first search of 1,500 positions from what it sees, on the solver's evaluation (cards up, cards covering each suit's next card, free cells, empty piles, built runs), then the first move of the best line; never returns to a position it has been in",
  },
];
const SUPERMOVE: SettingDef = {
  key: "supermove",
  kind: "choice",
  choices: ["seed", "standard"],
  default: "seed",
  description:
    "most cards a run may move as one unit: seed = empty cells + 1 (the seed's rule), standard = (empty cells + 1) x 2^(empty columns); verdicts are the same, since single-card moves are always allowed",
};
const CELLS: SettingDef = { key: "cells", kind: "int", min: 0, max: 8, default: 4, description: "free cells" };

// ---- deal sizes: a standard game is the whole deck; a tiny preset (Solvitaire's
// cut decks) cuts every suit to a few ranks and deals fewer piles, small enough
// for a brute force to enumerate every position (the exhaustive tests).

const RANKS: SettingDef = {
  key: "ranks",
  kind: "int",
  min: 1,
  max: 13,
  default: 13,
  description: "ranks of each suit, from the ace: 13 = the whole deck; fewer cut every suit short (a tiny game; the top rank plays the king's part)",
};
/** Whether a released ace must go up at once (the seed's Klondike, Solitaire and Streets and Alleys) or may stay in play. */
const ACES: SettingDef = {
  key: "aces",
  kind: "choice",
  choices: ["compulsory", "free"],
  default: "compulsory",
  description:
    "compulsory = an ace goes to the foundations as soon as it is released (from a pile or the waste's top), as the seed says; free = it may stay in play (the literature's klondike-bg rules)",
};
/** The same setting in Streets and Alleys' words: it has no waste, and the literature's klondike-bg rules are not its own. */
const ROW_ACES: SettingDef = {
  ...ACES,
  description:
    "compulsory = an ace goes to the foundations as soon as it is released (the outermost card of its row), as the seed says; free = it may stay in its row and go up later",
};
const compulsoryAces = (s: Settings): boolean => s.aces !== "free";
const pilesSetting = (standard: number): SettingDef => ({
  key: "piles",
  kind: "int",
  min: 1,
  max: 16,
  default: standard,
  description: `tableau piles (${standard} in the standard game)`,
});
const DECKS: SettingDef = { key: "decks", kind: "int", min: 1, max: 2, default: 2, description: "decks shuffled together (2 in the standard game)" };
const rowsSetting = (standard: number): SettingDef => ({
  key: "rows",
  kind: "int",
  min: 1,
  max: 13,
  default: standard,
  description: `cards dealt to each pile, all but the top face down (${standard} in the standard game); the stock holds the rest`,
});
/** The deck a game's settings call for: how many decks and how many ranks of each suit. */
const deckOf = (s: Settings, decks: 1 | 2 = 1) => ({ decks, ranks: Number(s.ranks ?? 13) });
const cardCount = (d: { decks: number; ranks: number }) => 4 * d.decks * d.ranks;

GAMES_LIST.push(
  tableauGame({
    id: "streets-and-alleys",
    name: "Streets and Alleys",
    summary:
      "8 rows dealt face up (7, 7, 7, 7, 6, 6, 6, 6); the outermost card of a row moves, one at a time, onto a card one rank higher of any suit or into an empty row; aces go up as they are released and build up in suit.",
    settings: [RANKS, pilesSetting(8), ROW_ACES],
    presets: { standard: { aces: "compulsory" }, tiny: { ranks: 4, piles: 4, aces: "compulsory" } },
    defaultPreset: "standard",
    strategies: TABLEAU_STRATEGIES,
    defaultStrategy: "solver",
    numberings: ["sv", "ms"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8) }),
    tableauRules: (s) => ({ ...BASE_RULES, ...deckOf(s), piles: Number(s.piles ?? 8), compulsoryAces: compulsoryAces(s) }),
  }),
  tableauGame({
    id: "beleaguered-castle",
    name: "Beleaguered Castle",
    summary: "Streets and Alleys with the four aces starting on the foundations and the other 48 cards in 8 rows of 6.",
    settings: [RANKS, pilesSetting(8)],
    presets: { standard: {}, tiny: { ranks: 5, piles: 4 } },
    defaultPreset: "standard",
    strategies: TABLEAU_STRATEGIES,
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8), acesOnFoundations: true }),
    tableauRules: (s) => ({ ...BASE_RULES, ...deckOf(s), piles: Number(s.piles ?? 8) }),
  }),
  tableauGame({
    id: "inverted-freecell",
    name: "Inverted FreeCell",
    summary:
      "8 columns (4 of 7, 4 of 6) face up and 4 cells; foundations start with the kings and build down in suit; columns build UP in alternating colours; any card fills a cell or an empty column; a built run moves as one unit within the supermove limit.",
    settings: [CELLS, SUPERMOVE, RANKS, pilesSetting(8)],
    presets: { standard: { cells: 4, supermove: "seed" }, tiny: { cells: 1, supermove: "seed", ranks: 4, piles: 3 } },
    defaultPreset: "standard",
    strategies: TABLEAU_STRATEGIES,
    defaultStrategy: "solver",
    numberings: ["sv", "ms"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8) }),
    tableauRules: (s) => ({
      ...BASE_RULES,
      ...deckOf(s),
      piles: Number(s.piles ?? 8),
      cells: Number(s.cells),
      foundationDown: true,
      buildUp: true,
      buildSuit: "alternate",
      runSuit: "alternate",
      moveUnit: "runs",
      supermove: s.supermove as TableauRules["supermove"],
    }),
  }),
  tableauGame({
    id: "freecell",
    name: "FreeCell",
    summary:
      "The familiar game, Inverted FreeCell's mirror image: foundations from the aces up, columns build down in alternating colours, 4 cells; a built run moves as one unit within the supermove limit.",
    settings: [CELLS, SUPERMOVE, RANKS, pilesSetting(8)],
    presets: { standard: { cells: 4, supermove: "seed" }, tiny: { cells: 1, supermove: "seed", ranks: 4, piles: 3 } },
    defaultPreset: "standard",
    strategies: TABLEAU_STRATEGIES,
    defaultStrategy: "solver",
    numberings: ["sv", "ms"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8) }),
    tableauRules: (s) => ({
      ...BASE_RULES,
      ...deckOf(s),
      piles: Number(s.piles ?? 8),
      cells: Number(s.cells),
      buildSuit: "alternate",
      runSuit: "alternate",
      moveUnit: "runs",
      supermove: s.supermove as TableauRules["supermove"],
    }),
  }),
);

// ---- games with a stock and face-down cards, on the same engine ----

const CARDS_UP_2: ScoreDef = { label: "cards on foundations", min: 0, max: 104, better: "higher" };
/** The hindsight strategy's settings, in the engine's order (setHindsightSetting). */
const HINDSIGHT_SETTINGS: SettingDef[] = [
  {
    key: "hindsightSamples",
    strategy: "hindsight",
    kind: "int",
    min: 1,
    max: 1000,
    default: 10,
    description: "hindsight strategy: deals of the unseen cards per decision",
  },
  {
    key: "hindsightNodes",
    strategy: "hindsight",
    kind: "int",
    min: 1,
    max: 10_000_000,
    default: 400,
    description: "hindsight strategy: solver nodes per sample, from the position before the move (and after each move when hindsightMoveNodes is 0)",
  },
  {
    key: "hindsightMoveMs",
    strategy: "hindsight",
    kind: "int",
    min: 0,
    max: 600_000,
    default: 0,
    description: "hindsight strategy: milliseconds per decision, 0 = no limit (a limit makes play depend on the machine's speed)",
  },
  {
    key: "hindsightTies",
    strategy: "hindsight",
    kind: "choice",
    choices: ["cards", "sampling"],
    default: "sampling",
    description:
      "hindsight strategy: moves that win equally many samples go to sampling's choice among them, or to the most cards up at the end of the solver's lines",
  },
  {
    key: "hindsightMoveNodes",
    strategy: "hindsight",
    kind: "int",
    min: 0,
    max: 10_000_000,
    default: 0,
    description:
      "hindsight strategy: solver nodes per move, searched only in samples won from the position before it (the solver's line replayed first); 0 = every move searched at hindsightNodes in every sample not proved lost",
  },
  {
    key: "hindsightTurnFirst",
    strategy: "hindsight",
    kind: "bool",
    default: false,
    description: "hindsight strategy: among moves that win equally many samples, turn the stock while it holds cards never seen (look before committing)",
  },
  {
    key: "hindsightFollow",
    strategy: "hindsight",
    kind: "bool",
    default: false,
    description:
      "hindsight strategy: after a move that won at least half the samples, play on the line that won one of them (as the player's moves) without new samples while it turns up no card and shows no stock card never seen",
  },
];
/** The uct strategy's settings, in the engine's order (setUctSetting), after hindsight's. */
const UCT_SETTINGS: SettingDef[] = [
  {
    key: "uctIterations",
    strategy: "uct",
    kind: "int",
    min: 1,
    max: 1_000_000,
    default: 300,
    description: "uct strategy: iterations per decision, each on a fresh deal of the unseen cards",
  },
  {
    key: "uctExploration",
    strategy: "uct",
    kind: "int",
    min: 0,
    max: 1000,
    default: 30,
    description: "uct strategy: UCB1's exploration constant, in hundredths (30 = 0.3)",
  },
  {
    key: "uctEndgameNodes",
    strategy: "uct",
    kind: "int",
    min: 0,
    max: 10_000_000,
    default: 2000,
    description:
      "uct strategy: solver nodes a playout spends once no card is face down (only the stock's order is then unknown; won 1, proved lost 0, undecided: greedy play goes on); 0 = greedy play to the end",
  },
];
/** The bft-uct strategy's settings, in the engine's order (setBftUctSetting), after uct's. */
const BFT_UCT_SETTINGS: SettingDef[] = [
  {
    key: "bftUctSamples",
    strategy: "bft-uct",
    kind: "int",
    min: 1,
    max: 10_000,
    default: 100,
    description:
      "bft-uct strategy: iterations per decision, per candidate action, each on a fresh deal of the face-down cards (flat: the deals each action is rolled out in)",
  },
  {
    key: "bftUctEndgameNodes",
    strategy: "bft-uct",
    kind: "int",
    min: 0,
    max: 10_000_000,
    default: 20000,
    description:
      "bft-uct strategy: solver nodes once no card is face down (every card is then known: won 1, proved lost 0, undecided: greedy goes on), in the rollouts and for the player's own line; 0 = greedy to the end",
  },
  {
    key: "bftUctRace",
    strategy: "bft-uct",
    kind: "bool",
    default: true,
    description:
      "bft-uct strategy, flat (bftUctTree=false): every 10 deals, stop dealing to actions whose wins are behind the leader's by more than twice the spread of such a difference (sqrt(2n) for n deals)",
  },
  {
    key: "bftUctTree",
    strategy: "bft-uct",
    kind: "bool",
    default: true,
    description:
      "bft-uct strategy: grow a UCT tree over their actions (a node's children are what an action turns up; kept from decision to decision); false = flat rollouts, each action in the same deals",
  },
  {
    key: "bftUctExploration",
    strategy: "bft-uct",
    kind: "int",
    min: 0,
    max: 1000,
    default: 100,
    description: "bft-uct strategy: UCB1's exploration constant, in hundredths (100 = 1.0)",
  },
  {
    key: "bftUctMoveMs",
    strategy: "bft-uct",
    kind: "int",
    min: 0,
    max: 600_000,
    default: 0,
    description: "bft-uct strategy: milliseconds per decision, 0 = no limit (a limit makes play depend on the machine's speed)",
  },
];
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
  ...HINDSIGHT_SETTINGS,
  ...UCT_SETTINGS,
  ...BFT_UCT_SETTINGS,
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
const BFT_ACTION_WORDS =
  "needs the stock seen (stockSeen=true, preset klondike-bft), as their player knows its order; plays any stock card a turning reaches directly, and chooses among their available actions: moves that cannot be undone at once, plus compound ones (a pile-to-pile move that turns up nothing, then the card left uncovered to its foundation or else the other card of the same colour and rank onto it; a card brought down from a foundation, then a card onto it or else the card under it onto a pile), never to a position seen this game, 499 actions at most";
/** ... and, for their two policies, their greedy finish (bft.ts). */
const BFT_WORDS = `${BFT_ACTION_WORDS}; once no card is face down, plays the first action on and on if that line wins`;
const HIDDEN_STRATEGIES: StrategyDef[] = [
  SOLVER,
  { id: "random", engineId: 1, description: "a uniformly random legal move; resigns after 400 moves without a card reaching a foundation" },
  {
    id: "greedy",
    engineId: 2,
    description:
      "the published priority: tableau to foundation that turns up a card; any move to a foundation; tableau to tableau that turns up a card; waste to tableau; foundation to tableau; other tableau moves; then turn the stock (the first of the highest class); never turns the stock into a position it has seen, and rearranges (a card back from a foundation only to put a waste card or a revealing group on it) at most 8 times between two steps of progress",
  },
  {
    id: "best-first",
    engineId: 3,
    description:
      "a best-first search of 1,500 positions on what it sees (face-down and stock cards unknown), on the solver's evaluation; plays the first move of the best line",
  },
  {
    id: "sampling",
    engineId: 4,
    description:
      "deals the cards it cannot see (face-down and unseen stock cards) at random 8 times, searches each sample with every card known (best-first, 2,000 positions), and plays the move whose best line scores highest over the samples (ties: greedy's priority)",
  },
  {
    id: "hindsight",
    engineId: 6,
    description:
      "hindsight optimisation: deals the cards it cannot see at random (hindsightSamples times) and gives each sample to the thoughtful solver (hindsightNodes nodes) and the position after every move (in every sample not proved lost; with hindsightMoveNodes set, only in samples won before the move, the solver's line replayed first, else hindsightMoveNodes nodes); plays the move that wins most samples (ties: turning the stock with hindsightTurnFirst while it holds unseen cards; then sampling's choice among them, or with hindsightTies=cards the most cards up at the end of the solver's lines, then greedy's priority); with hindsightFollow, plays on a won sample's line while it shows nothing new",
  },
  {
    id: "bft-random",
    engineId: 7,
    needsStockSeen: true,
    description: `Bjarnason, Fern and Tadepalli's random policy (ICAPS 2009, 7.135%): ${BFT_WORDS}; draws the action as rand % (n - 1) when n > 1, so never the last of several`,
  },
  {
    id: "bft-greedy",
    engineId: 8,
    needsStockSeen: true,
    description: `Bjarnason, Fern and Tadepalli's greedy (priority) policy (ICAPS 2009, 12.992%): ${BFT_WORDS}; takes the first action of their list: pile to foundation turning up a card, to a foundation, pile to pile turning up a card, stock to pile, other pile to pile (ties to the lower rank), then the compound actions`,
  },
  {
    id: "uct",
    engineId: 9,
    description:
      "UCT over samples (after Bjarnason, Fern and Tadepalli): each of uctIterations iterations deals the cards it cannot see at random, descends a tree of its moves by UCB1 (uctExploration), where a move's children are what it shows (a card turned up, the cards turned from the stock), and values a new leaf by a greedy playout of the sample (won 1, else a fifth of the share of cards up), which hands over to the solver (uctEndgameNodes) once no card is face down; plays the most visited move, and keeps the tree below it for the next decision",
  },
  {
    id: "bft-uct",
    engineId: 10,
    needsStockSeen: true,
    description: `UCT over Bjarnason, Fern and Tadepalli's actions on their game, after their UCT: ${BFT_ACTION_WORDS}; each decision runs bftUctSamples iterations per candidate action, each dealing the face-down cards afresh, descending a tree of their actions by UCB1 (bftUctExploration), where an action's children are what it turns up, and valuing the leaf by a rollout of their greedy policy (won 1, else 0), which hands over to the solver (bftUctEndgameNodes) once no card is face down; plays the most visited action and keeps the tree below it; once no card is face down it plays the solver's line (bftUctTree=false: flat rollouts of each action in the same deals instead)`,
  },
];

const LOOKAHEAD_WORDS =
  "a best-first search of 2,000 positions (10,000 when greedy would use the stock next) of what it sees (face-down and stock cards unknown; after its first move it neither turns nor deals the stock) on the game's own evaluation";
const SAMPLED_WORDS =
  "deals the cards it cannot see (face-down and stock cards) at random 8 times and, in each sample, with every card known (the stock too), runs lookahead's search of 2,000 positions from each of the moves lookahead may start with; a move scores the best evaluation its lines reach less the sample's evaluation now, and the move with the highest total over the samples is played if it gains on average, else greedy's move";
const SPIDER_STRATEGIES: StrategyDef[] = [
  SOLVER,
  {
    id: "random",
    engineId: 1,
    description: "a uniformly random legal move; resigns after 400 moves without progress (a run removed, a card turned up, a deal)",
  },
  {
    id: "greedy",
    engineId: 2,
    description:
      "Spider's priority: complete a run (it is removed); turn up a face-down card (onto a card before into a space); build in suit, taking a unit off a card it was not in suit with; empty a pile onto a card; deal only when nothing of these is left; then move a unit off a card it does not fit, onto one it fits or into a space (never breaks a run in suit or a fitting pair for nothing); ties: onto a card in suit, the pile with fewer face-down cards, more cards; never moves to a position it has been in, and rearranges at most 12 times between two steps of progress",
  },
  {
    id: "lookahead",
    engineId: 5,
    description: `greedy's moves and the ones it leaves out (under the same guards against repeating), chosen by ${LOOKAHEAD_WORDS}: runs removed, cards face down, spaces, kings at the bottom of a pile, and per pile the cards lying in suit on the next rank (good), fitting off suit, or breaking the pile; past its first move a part of a run moves only onto a card in suit or into a space; plays the first move of the line to the best position if it beats the position now, else greedy's move (so it deals only when nothing else helps)`,
  },
];
const EMPEROR_STRATEGIES: StrategyDef[] = [
  SOLVER,
  {
    id: "random",
    engineId: 1,
    description:
      "a uniformly random legal move (a released ace goes up by itself, as the rules say); resigns after 400 moves without a card reaching a foundation",
  },
  {
    id: "greedy",
    engineId: 2,
    description:
      "Emperor's priority: to a foundation turning up a card; pile to pile turning up a card (the pile with most face down first); the waste's top to a foundation; a pile's top to a foundation; the waste's top onto a pile (a space last); empty a pile onto a card; move a card off a card it does not build on; turn the stock only when nothing of these is left (it is turned once: a card turned and not used buries the rest); never moves a card off the card it builds on, never to a position it has been in, and rearranges at most 8 times between two steps of progress",
  },
  {
    id: "lookahead",
    engineId: 5,
    description: `greedy's moves and the ones it leaves out (under the same guards against repeating), chosen by ${LOOKAHEAD_WORDS}: the solver's heuristic (cards up, cards covering each suit's next card, built pairs, spaces), more weight on cards face down, a little against cards buried in the waste; plays the first move of the line to the best position if it beats the position now, else greedy's move`,
  },
  { id: "sampling", engineId: 4, description: SAMPLED_WORDS },
];

GAMES_LIST.push(
  tableauGame({
    id: "klondike",
    name: "Klondike",
    summary:
      "7 piles of 1..7 cards, top card face up; the rest is the stock, turned 3 at a time (only the top of the waste plays). Foundations from the aces up in suit; the tableau builds down in alternating colours; only a king (or a group headed by one) fills a space.",
    settings: KLONDIKE_SETTINGS,
    presets: KLONDIKE_PRESETS,
    defaultPreset: "klondike",
    strategies: HIDDEN_STRATEGIES,
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
    strategies: HIDDEN_STRATEGIES,
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
    strategies: EMPEROR_STRATEGIES,
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
    strategies: SPIDER_STRATEGIES,
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
    }),
  }),
);

export function findGame(id: string): GameDef | undefined {
  return GAMES.find((g) => g.id === id);
}

export const gameIds = (): string[] => GAMES.map((g) => g.id);
