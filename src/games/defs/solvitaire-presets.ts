// The games of Solvitaire's presets the lab's tableau engine plays, each as
// Solvitaire's own rules record (v0.10.1, --describe-game-rules): the
// rules-record game's presets are read from these by the same code that
// reads a user's --rules file, so a preset means what Solvitaire means by
// it. Blake and Gent's winnability table gives the figures of most.

export const SOLVITAIRE_PRESETS: Record<string, object> = {
  "alpha-star": { "tableau piles": { count: 12, "build policy": "same-suit", "move built group": "yes" }, foundations: { "initial cards": "all" } },
  "american-canister": { "tableau piles": { count: 8, "build policy": "red-black", "move built group": "yes", "spaces policy": "any" } },
  "bakers-game": { "tableau piles": { "build policy": "same-suit" }, cells: { count: 4 } },
  "beleaguered-castle": { "tableau piles": { count: 8, "build policy": "any-suit" }, foundations: { "initial cards": "all" } },
  "british-canister": { "tableau piles": { count: 8, "build policy": "red-black", "move built group": "no", "spaces policy": "kings" } },
  canfield: {
    "tableau piles": { count: 4, "build policy": "red-black", "move built group": "partial-if-card-above-buildable", "spaces policy": "auto-reserve-then-any" },
    foundations: { "initial cards": "one", "base card": "random" },
    stock: { size: 34, "deal count": 3, redeal: true },
    reserve: { size: 13, stacked: true },
  },
  "canfield-strict": {
    "tableau piles": { count: 4, "build policy": "red-black", "move built group": "whole-pile", "spaces policy": "auto-reserve-then-waste" },
    foundations: { "initial cards": "one", "base card": "random" },
    stock: { size: 34, "deal count": 3, redeal: true },
    reserve: { size: 13, stacked: true },
  },
  "castles-of-spain": { "tableau piles": { count: 13, "build policy": "red-black" }, foundations: { removable: true } },
  "delta-star": { "tableau piles": { count: 12, "build policy": "same-suit" }, foundations: { "initial cards": "all" } },
  "east-haven": {
    "tableau piles": { count: 7, "build policy": "red-black", "move built group": "yes", "face up cards": "top" },
    foundations: { removable: true },
    stock: { size: 31, "deal type": "tableau piles" },
  },
  "eight-off": { "tableau piles": { "build policy": "same-suit", "spaces policy": "kings" }, cells: { count: 8, "pre-filled": 4 } },
  "eight-off-any-card-spaces": { "tableau piles": { "build policy": "same-suit" }, cells: { count: 8, "pre-filled": 4 } },
  "fore-cell": { "tableau piles": { "build policy": "red-black", "spaces policy": "kings" }, cells: { count: 4, "pre-filled": 4 } },
  "fore-cell-same-suit": { "tableau piles": { "build policy": "same-suit", "spaces policy": "kings" }, cells: { count: 4, "pre-filled": 4 } },
  fan: { "tableau piles": { count: 18, "build policy": "same-suit", "spaces policy": "kings" }, foundations: { removable: true } },
  "king-albert": { "tableau piles": { count: 9, "build policy": "red-black", "diagonal deal": true }, foundations: { removable: true }, reserve: { size: 7 } },
  "northwest-territory": {
    "tableau piles": {
      "build policy": "red-black",
      "move built group": "partial-if-card-above-buildable",
      "spaces policy": "kings",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    reserve: { size: 16 },
  },
  "fortunes-favor": {
    "tableau piles": { count: 12, "build policy": "same-suit", "spaces policy": "auto-waste-then-stock" },
    foundations: { "initial cards": "all" },
    stock: { size: 36 },
  },
  "forty-thieves": { "tableau piles": { count: 10, "build policy": "same-suit" }, stock: { size: 64, redeal: false }, "two decks": true },
  "free-cell-0-cell": { "tableau piles": { "build policy": "red-black" } },
  "free-cell-1-cell": { "tableau piles": { "build policy": "red-black" }, cells: { count: 1 } },
  "free-cell-2-cell": { "tableau piles": { "build policy": "red-black" }, cells: { count: 2 } },
  "free-cell-3-cell": { "tableau piles": { "build policy": "red-black" }, cells: { count: 3 } },
  "free-cell-4-pile": { "tableau piles": { count: 4, "build policy": "red-black" }, cells: { count: 4 } },
  "free-cell-5-pile": { "tableau piles": { count: 5, "build policy": "red-black" }, cells: { count: 4 } },
  "free-cell-6-pile": { "tableau piles": { count: 6, "build policy": "red-black" }, cells: { count: 4 } },
  "free-cell-7-pile": { "tableau piles": { count: 7, "build policy": "red-black" }, cells: { count: 4 } },
  "free-cell": { "tableau piles": { "build policy": "red-black" }, cells: { count: 4 } },
  "gargantua-redeal": {
    "tableau piles": {
      count: 9,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 59, "deal count": 1, redeal: true },
    "two decks": true,
  },
  gargantua: {
    "tableau piles": {
      count: 9,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 59, "deal count": 1, redeal: false },
    "two decks": true,
  },
  "klondike-arbitrary-built-moves": {
    "tableau piles": {
      count: 7,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 24, "deal count": 3, redeal: true },
  },
  "klondike-deal-1-arbitrary-built-moves": {
    "tableau piles": {
      count: 7,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 24, "deal count": 1, redeal: true },
  },
  "klondike-deal-1-partial-piles-restricted": {
    "tableau piles": {
      count: 7,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "partial-if-card-above-buildable",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 24, "deal count": 1, redeal: true },
  },
  "klondike-deal-1": {
    "tableau piles": {
      count: 7,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "partial-if-card-above-buildable",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 24, "deal count": 1, redeal: true },
  },
  "klondike-partial-piles-restricted": {
    "tableau piles": {
      count: 7,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "partial-if-card-above-buildable",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 24, "deal count": 3, redeal: true },
  },
  "klondike-two-deck-9": {
    "tableau piles": {
      count: 9,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 59, "deal count": 3, redeal: true },
    "two decks": true,
  },
  klondike: {
    "tableau piles": {
      count: 7,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "partial-if-card-above-buildable",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 24, "deal count": 3, redeal: true },
  },
  limited: { "tableau piles": { count: 12, "build policy": "same-suit" }, stock: { size: 68, redeal: false }, "two decks": true },
  lucas: {
    "tableau piles": { count: 13, "build policy": "same-suit" },
    stock: { size: 61, redeal: false },
    foundations: { "initial cards": "all" },
    "two decks": true,
  },
  maria: { "tableau piles": { count: 9, "build policy": "red-black" }, stock: { size: 68, redeal: false }, "two decks": true },
  "mrs-mop": {
    "tableau piles": { count: 13, "build policy": "any-suit", "move built group": "yes", "move built group policy": "same-suit", "spaces policy": "any" },
    foundations: { "only complete pile moves": true },
    "two decks": true,
  },
  "rank-and-file": {
    "tableau piles": { count: 10, "build policy": "red-black", "face up cards": "top", "move built group": "yes" },
    stock: { size: 64, redeal: false },
    "two decks": true,
  },
  raglan: {
    "tableau piles": { count: 9, "build policy": "red-black", "diagonal deal": true },
    reserve: { size: 6 },
    foundations: { removable: true, "initial cards": "all" },
  },
  "seahaven-towers": {
    "tableau piles": { count: 10, "build policy": "same-suit", "move built group": "no", "spaces policy": "kings" },
    cells: { count: 4, "pre-filled": 2 },
  },
  siegecraft: { "tableau piles": { count: 8, "build policy": "any-suit" }, foundations: { "initial cards": "all" }, cells: { count: 1 } },
  "simple-simon": {
    "tableau piles": { count: 10, "diagonal deal": true, "move built group": "yes", "move built group policy": "same-suit" },
    foundations: { "only complete pile moves": true },
  },
  somerset: { "tableau piles": { count: 10, "build policy": "red-black", "diagonal deal": true }, foundations: { removable: true } },
  "spanish-patience": { "tableau piles": { count: 13 }, foundations: { removable: true } },
  "streets-and-alleys": { "tableau piles": { count: 8, "build policy": "any-suit" }, foundations: { "initial cards": "none" } },
  streets: { "tableau piles": { count: 10, "build policy": "red-black" }, stock: { size: 64, redeal: false }, "two decks": true },
  stronghold: { "tableau piles": { count: 8, "build policy": "any-suit" }, foundations: { "initial cards": "none" }, cells: { count: 1 } },
  thirty: {
    "tableau piles": { count: 5, "build policy": "any-suit", "move built group": "yes", "spaces policy": "any", "diagonal deal": false },
    reserve: { size: 2 },
    foundations: { removable: false },
    "max rank": 8,
  },
  thirtysix: { "tableau piles": { count: 6, "build policy": "any-suit", "move built group": "yes" }, stock: { size: 16, "deal count": 1, redeal: false } },
  trigon: {
    "tableau piles": {
      count: 7,
      "build policy": "same-suit",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: false },
    stock: { size: 24, "deal count": 1, redeal: true },
  },
  spider: {
    "tableau piles": { count: 10, "build policy": "any-suit", "move built group": "yes", "move built group policy": "same-suit", "face up cards": "top" },
    foundations: { "only complete pile moves": true },
    stock: { size: 50, "deal type": "tableau piles" },
    "two decks": true,
  },
  spiderette: {
    "tableau piles": {
      count: 7,
      "build policy": "any-suit",
      "move built group": "yes",
      "move built group policy": "same-suit",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { "only complete pile moves": true },
    stock: { size: 24, "deal type": "tableau piles" },
  },
  "ultra-klondike-2-deck": {
    "tableau piles": {
      count: 12,
      "build policy": "red-black",
      "spaces policy": "kings",
      "move built group": "yes",
      "diagonal deal": true,
      "face up cards": "top",
    },
    foundations: { removable: true },
    stock: { size: 26, "deal count": 3, redeal: true },
    "two decks": true,
  },
  "will-o-the-wisp": {
    "tableau piles": { count: 7, "build policy": "any-suit", "move built group": "yes", "move built group policy": "same-suit" },
    foundations: { "only complete pile moves": true },
    stock: { size: 31, "deal type": "tableau piles" },
  },
};

/** The presets the lab solves by the klondike profile's phases (Solvitaire's records say nothing of how to solve); the rest by the generic one, which decides them fastest, but the open, Spider and reserve families below. */
const KLONDIKE_FAMILY = [
  "canfield",
  "canfield-strict",
  "gargantua",
  "gargantua-redeal",
  "klondike",
  "klondike-arbitrary-built-moves",
  "klondike-deal-1",
  "klondike-deal-1-arbitrary-built-moves",
  "klondike-deal-1-partial-piles-restricted",
  "klondike-partial-piles-restricted",
  "klondike-two-deck-9",
  "trigon",
  "ultra-klondike-2-deck",
];
/** The presets of Spider's rules (only whole runs of a suit go up), solved by the spider profile: its beams won 16 of Mrs Mop's sv 0..19 at 2 s, where the generic profile won none of 200. */
const SPIDER_FAMILY = ["mrs-mop", "simple-simon", "spider", "spiderette", "will-o-the-wisp"];
/**
 * The presets of open tableaux (every card face up, no stock) solved by the
 * open profile, Streets and Alleys' own (best-first on the whole evaluation in
 * three rounds): at 2 s a deal over sv 0..99 it left fewer unknown in each
 * (Stronghold 1 against 5, King Albert 0 against 3, Beleaguered Castle 1
 * against 6, Streets and Alleys 4 against 10) but Thirty (none either way,
 * in a quarter of the time), and none more; Fan and the games with cards
 * face down (Northwest Territory, East Haven) did worse, and keep the
 * generic profile. FreeCell with 6 piles, over sv 0..999 at 10 s: 9 unknown
 * against the generic profile's 16, no verdict changed.
 */
const OPEN_FAMILY = [
  "beleaguered-castle",
  "free-cell-1-cell",
  "free-cell-6-pile",
  "king-albert",
  "raglan",
  "siegecraft",
  "somerset",
  "streets-and-alleys",
  "stronghold",
  "thirty",
];
/**
 * Northwest Territory, solved by the reserve profile: the generic plan, but
 * depth-first walks what best-first's 3,000,000 positions leave (its lost
 * deals need the whole state space). Over sv 0..299 at 10 s it left 22
 * unknown against the generic profile's 27; East Haven, tried too, left 16
 * of sv 0..999 either way, and keeps the generic profile.
 */
const RESERVE_FAMILY = ["northwest-territory"];
/**
 * East Haven, solved by the beams profile: a round of Emperor's beams before
 * best-first. Its hard deals are wins that best-first and depth-first miss
 * (their best lines reach 40 to 51 cards up) and those beams find: 7 of the
 * 8 such deals of sv 0..9,999 tried, each in under a million positions,
 * where the generic plan left all 8 undecided at 20 million.
 */
const BEAM_FAMILY = ["east-haven"];
export const PRESET_PROFILES: Record<string, string> = Object.fromEntries(
  Object.keys(SOLVITAIRE_PRESETS).map((name) => [
    name,
    KLONDIKE_FAMILY.includes(name)
      ? "klondike"
      : SPIDER_FAMILY.includes(name)
        ? "spider"
        : OPEN_FAMILY.includes(name)
          ? "open"
          : RESERVE_FAMILY.includes(name)
            ? "reserve"
            : BEAM_FAMILY.includes(name)
              ? "beams"
              : "generic",
  ]),
);
