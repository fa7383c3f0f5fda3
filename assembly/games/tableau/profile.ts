// How a tableau game is solved, as its catalogue entry declares it (the
// `profile` field of its record, decoded once by rules.ts): the phases the
// solver runs in turn (solver/tableau.ts) and the weights of the evaluation
// its searches and its move order use. A game that names no profile gets the
// generic one. Nothing here is guessed from the rules: a profile is declared.
// docs/solver.md says why each profile is as it is; docs/notes/ holds the
// measurements behind the weights.

import { PROFILE_GENERIC, PROFILE_OPEN, PROFILE_CELLS, PROFILE_KLONDIKE, PROFILE_EMPEROR, PROFILE_SPIDER, PROFILE_RESERVE, PROFILE_BEAMS } from "./rule-table";

// ---- the evaluation's weights -------------------------------------------------

/** Points per free cell (heuristic.ts's restScore). */
export const W_FREE: i32 = 0;
/** Points per empty pile. */
export const W_EMPTY: i32 = 1;
/** Points off per card over a suit's next card to go up (and 4 for the card itself). */
export const W_NEXT: i32 = 2;
/** Points off per card over a suit's next-but-one card. */
export const W_NEXT_BUT_ONE: i32 = 3;
/** Points per built pair (a card on the card it follows by the run rule). */
export const W_BUILT: i32 = 4;
/** Points off per card under its pile's top run (the move order and the portfolio's best-first). */
export const W_UNDER_RUN: i32 = 5;
/** Points off per card under its pile's built stretch (best-first's evaluation). */
export const W_UNDER_BUILT: i32 = 6;
/** Points off per face-down card, beyond the heuristic's 10 (best-first's evaluation). */
export const W_FACE_DOWN: i32 = 7;
/** Points off per card on the waste (best-first's evaluation: a stock dealt once buries them). */
export const W_WASTE: i32 = 8;
/** Points off per card lying over a lower card of its pile (best-first's evaluation). */
export const W_INVERSION: i32 = 9;
/** The static move order: points off a talon move per card it turns over onto the waste. */
export const W_BURIED: i32 = 10;
export const WEIGHT_COUNT: i32 = 11;

/**
 * A set of the evaluation's weights, by the W_* indices. Its key (a hash of
 * every weight) is what the heuristic's pile-score cache files scores under,
 * so a weight added here is part of the key without being named there.
 */
export class Weights {
  readonly key: u64;

  constructor(public readonly values: StaticArray<i32>) {
    assert(values.length == WEIGHT_COUNT, "Weights: one value per W_* index");
    let h: u64 = 0x243f6a8885a308d3;
    for (let i = 0; i < values.length; i++) {
      h = (h ^ (<u64>(<u32>unchecked(values[i])))) * 0x100000001b3;
      h ^= h >> 29;
    }
    this.key = h;
  }

  @inline get(i: i32): i32 {
    return unchecked(this.values[i]);
  }
}

/** The general set: free cell 16, empty pile 40, next card 12, next-but-one 5, built pair 6. */
const GENERIC_WEIGHTS = new Weights([16, 40, 12, 5, 6, 0, 0, 0, 0, 0, 0]);
/** Streets and Alleys and Beleaguered Castle: best-first counts the cards under built stretches (docs/notes/freecell-speed.md). */
const OPEN_WEIGHTS = new Weights([16, 40, 12, 5, 6, 0, 16, 0, 0, 0, 0]);
/** FreeCell's kind: a free cell over an empty pile, less on the next-but-one card, cards under runs counted (measured: docs/notes/freecell-speed.md). */
const CELLS_WEIGHTS = new Weights([32, 24, 12, 2, 6, 8, 0, 0, 0, 0, 0]);
/** Emperor: more on the next card, face-down cards and the waste counted, talon moves that bury cards last (measured: docs/notes/emperor-solver.md). */
const EMPEROR_WEIGHTS = new Weights([16, 40, 20, 2, 6, 0, 0, 30, 30, 0, 4]);
/**
 * Emperor built up: its beams run in four rounds, each ranking positions its
 * own way (built pairs 6, 6, -6, 0; 10 points a card over a lower card in the
 * second): which way finds a deal's win depends on the deal
 * (docs/notes/emperor-solver.md).
 */
const EMPEROR_UP_ROUNDS: StaticArray<Weights> = [
  EMPEROR_WEIGHTS,
  new Weights([16, 40, 20, 2, 6, 0, 0, 30, 30, 10, 4]),
  new Weights([16, 40, 20, 2, -6, 0, 0, 30, 30, 0, 4]),
  new Weights([16, 40, 20, 2, 0, 0, 0, 30, 30, 0, 4]),
];
const EMPEROR_DOWN_ROUNDS: StaticArray<Weights> = [EMPEROR_WEIGHTS];
const NO_ROUNDS: StaticArray<Weights> = [];

// ---- the phases ---------------------------------------------------------------

/** A short depth-first search (its order and nodes: Profile.diveOrder, diveNodes), then the dead-end test where asked. */
export const PHASE_DIVE: i32 = 0;
/** FreeCell's portfolio of searches (solver/portfolio.ts), with nothing face down. */
export const PHASE_PORTFOLIO: i32 = 1;
/** Spider's beams of growing width (solver/two-deck.ts), on two decks. */
export const PHASE_SPIDER_BEAMS: i32 = 2;
/** The first round of beams in the real game (solver/stock-beam.ts, Profile.beamRounds). */
export const PHASE_FIRST_BEAMS: i32 = 3;
/** Best-first search (solver/best-first-phase.ts), in rounds of depth weights. */
export const PHASE_BEST_FIRST: i32 = 4;
/** Searches for wins only in a smaller game (solver/wins-only.ts), one deck with a stock. */
export const PHASE_WINS_ONLY: i32 = 5;
/** The other rounds of beams (Profile.beamRounds after the first). */
export const PHASE_LATER_BEAMS: i32 = 6;
/** Depth-first search over the whole table with what is left of the budgets. */
export const PHASE_DEPTH_FIRST: i32 = 7;
/** A complete search of the same position with every talon card in reach (solver/open-talon.ts): its loss is the real game's. */
export const PHASE_OPEN_TALON: i32 = 8;
export const PHASE_COUNT: i32 = 9;
/**
 * A phase's kind with this flag: a short first try of that phase (best-first
 * and the searches for wins only), before the other phases' long ones, so
 * that a deal one of them wins fast is not left waiting behind another's
 * whole share.
 */
export const PHASE_SHORT: i32 = 0x100;
/** A plan entry's kind (without PHASE_SHORT). */
export const PHASE_KIND_MASK: i32 = 0xff;

/** The dive's order: static with a stock, the heuristic's without (the generic plan). */
export const DIVE_ORDER_BY_STOCK: i32 = -1;
/** The dive's order: the static order (order.ts's ORDER_STATIC). */
export const DIVE_ORDER_STATIC: i32 = 0;
/** The dive's order: the heuristic of the position each move leads to (ORDER_HEURISTIC). */
export const DIVE_ORDER_HEURISTIC: i32 = 1;

/** Best-first ranks positions by the heuristic alone. */
export const EVAL_HEURISTIC: i32 = 0;
/** Best-first ranks positions by the profile's whole evaluation (heuristic.ts's evaluate). */
export const EVAL_PROFILE: i32 = 1;

/** Depth weight of best-first (points off per move from the root; bestfirst.ts's DEPTH_WEIGHT). */
const ONE_ROUND: StaticArray<i32> = [2];

export class Profile {
  constructor(
    public id: i32,
    public name: string,
    /** The evaluation's weights: the heuristic, the move order and best-first. */
    public weights: Weights,
    /** The phases, in turn, until one decides or the budgets are spent. */
    public plan: StaticArray<i32>,
    public diveOrder: i32,
    /** The dive's node limit, and where the portfolio follows, the shorter one it gets there. */
    public diveNodes: i64,
    public portfolioDiveNodes: i64,
    /** After the dive, the dead-end test (deadend.ts) where its argument holds. */
    public deadEndTest: bool,
    /** What best-first ranks by, and its rounds' depth weights (the last one complete). */
    public bestFirstEval: i32,
    public bestFirstRounds: StaticArray<i32>,
    /** The beams' rounds, built up and built down (Emperor), and the nodes of each round. */
    public beamRoundsUp: StaticArray<Weights>,
    public beamRoundsDown: StaticArray<Weights>,
    public beamRoundNodesUp: i64,
    public beamRoundNodesDown: i64,
    /** Without a stock, best-first's node share before depth-first takes over (0: best-first is the complete search). */
    public bestFirstShare: i64 = 0,
  ) {}

  /** The beams' rounds for these rules: built up or not. */
  beamRounds(buildUp: bool): StaticArray<Weights> {
    return buildUp ? this.beamRoundsUp : this.beamRoundsDown;
  }
  /** Nodes of each beam round for these rules. */
  beamRoundNodes(buildUp: bool): i64 {
    return buildUp ? this.beamRoundNodesUp : this.beamRoundNodesDown;
  }
}

/**
 * The generic plan, with best-first's share without a stock (0: it is the
 * complete search).
 */
function genericPlan(id: i32, name: string, bestFirstShare: i64): Profile {
  return new Profile(
    id,
    name,
    GENERIC_WEIGHTS,
    [PHASE_DIVE, PHASE_BEST_FIRST, PHASE_DEPTH_FIRST],
    DIVE_ORDER_BY_STOCK,
    4000,
    4000,
    true,
    EVAL_HEURISTIC,
    ONE_ROUND,
    NO_ROUNDS,
    NO_ROUNDS,
    0,
    0,
    bestFirstShare,
  );
}

const GENERIC = genericPlan(PROFILE_GENERIC, "generic", 0);

const OPEN = new Profile(
  PROFILE_OPEN,
  "open",
  OPEN_WEIGHTS,
  [PHASE_DIVE, PHASE_BEST_FIRST, PHASE_DEPTH_FIRST],
  DIVE_ORDER_HEURISTIC,
  4000,
  4000,
  false,
  EVAL_PROFILE,
  [20, 10, 20],
  NO_ROUNDS,
  NO_ROUNDS,
  0,
  0,
);

const CELLS = new Profile(
  PROFILE_CELLS,
  "cells",
  CELLS_WEIGHTS,
  [PHASE_DIVE, PHASE_PORTFOLIO, PHASE_BEST_FIRST, PHASE_DEPTH_FIRST],
  DIVE_ORDER_HEURISTIC,
  4000,
  350,
  false,
  EVAL_HEURISTIC,
  ONE_ROUND,
  NO_ROUNDS,
  NO_ROUNDS,
  0,
  0,
);

const KLONDIKE = new Profile(
  PROFILE_KLONDIKE,
  "klondike",
  GENERIC_WEIGHTS,
  [PHASE_DIVE, PHASE_BEST_FIRST | PHASE_SHORT, PHASE_WINS_ONLY | PHASE_SHORT, PHASE_BEST_FIRST, PHASE_WINS_ONLY, PHASE_OPEN_TALON, PHASE_DEPTH_FIRST],
  DIVE_ORDER_STATIC,
  1000,
  1000,
  true,
  EVAL_HEURISTIC,
  ONE_ROUND,
  NO_ROUNDS,
  NO_ROUNDS,
  0,
  0,
);

const EMPEROR = new Profile(
  PROFILE_EMPEROR,
  "emperor",
  EMPEROR_WEIGHTS,
  [PHASE_DIVE, PHASE_FIRST_BEAMS, PHASE_BEST_FIRST, PHASE_LATER_BEAMS, PHASE_DEPTH_FIRST],
  DIVE_ORDER_STATIC,
  4000,
  4000,
  false,
  EVAL_PROFILE,
  ONE_ROUND,
  EMPEROR_UP_ROUNDS,
  EMPEROR_DOWN_ROUNDS,
  6000000,
  6000000,
);

const SPIDER = new Profile(
  PROFILE_SPIDER,
  "spider",
  GENERIC_WEIGHTS,
  [PHASE_DIVE, PHASE_SPIDER_BEAMS, PHASE_BEST_FIRST, PHASE_DEPTH_FIRST],
  DIVE_ORDER_HEURISTIC,
  4000,
  4000,
  false,
  EVAL_HEURISTIC,
  ONE_ROUND,
  NO_ROUNDS,
  NO_ROUNDS,
  0,
  0,
);

/**
 * Northwest Territory's: the generic plan, but best-first hands over to
 * depth-first after 3,000,000 positions. Its lost deals need the whole
 * state space, which depth-first walks faster (sv 88: 22 million positions
 * in 7.7 s against best-first's 29 million in 11.3 s), while best-first
 * finds most wins first (docs/results.md).
 */
const RESERVE = genericPlan(PROFILE_RESERVE, "reserve", 3000000);

/**
 * East Haven's: the generic plan with a round of Emperor's beams (its weights,
 * its three variants) before best-first. Its hard deals are wins that
 * best-first and depth-first miss and those beams find in under a million
 * positions; a short round leaves its lost deals the time their complete
 * search needs (Emperor's own round of 6,000,000 left them undecided).
 */
const BEAMS = new Profile(
  PROFILE_BEAMS,
  "beams",
  GENERIC_WEIGHTS,
  [PHASE_DIVE, PHASE_FIRST_BEAMS, PHASE_BEST_FIRST, PHASE_DEPTH_FIRST],
  DIVE_ORDER_BY_STOCK,
  4000,
  4000,
  true,
  EVAL_HEURISTIC,
  ONE_ROUND,
  EMPEROR_DOWN_ROUNDS,
  EMPEROR_DOWN_ROUNDS,
  1500000,
  1500000,
);

/** The profiles by the record's profile value (rule-table.ts's PROFILE_*). */
export const PROFILES: StaticArray<Profile> = [GENERIC, OPEN, CELLS, KLONDIKE, EMPEROR, SPIDER, RESERVE, BEAMS];
