// The rules record of a tableau game as the engine keeps it: one value per
// rule of the table (rule-table.ts, generated from src/games/tableau-rules.ts),
// and the same values decoded into fields, which is what the hot code reads.

import { suitDealt } from "../../engine/cards";
import { SettingTable } from "../settings";
import {
  RULE_COUNT,
  RULE_DEFAULT,
  RULE_NAMES,
  RULE_MIN,
  RULE_MAX,
  RULE_PILES,
  RULE_CELLS,
  RULE_DECKS,
  RULE_RANKS,
  RULE_FOUNDATION_DOWN,
  RULE_BUILD_UP,
  RULE_BUILD_SUIT,
  RULE_MOVE_UNIT,
  RULE_SUPERMOVE,
  RULE_FILL,
  RULE_WORRY_BACK,
  RULE_RUN_SUIT,
  RULE_DRAW,
  RULE_REDEALS,
  RULE_DEAL_TO_PILES,
  RULE_DEAL_ON_SPACES,
  RULE_STACKED_RESERVE,
  RULE_RESERVE,
  RULE_FILL_FROM_TALON,
  RULE_REMOVE_RUNS,
  RULE_SINGLES_UP,
  RULE_COMPULSORY_ACES,
  RULE_DEALT_DOWN,
  RULE_SUITS,
  RULE_STOCK_SEEN,
  RULE_PROFILE,
  SUITS_4,
  SUITS_2,
  FILL_KINGS,
  FILL_NONE,
  UNIT_TAIL,
} from "./rule-table";
import { Profile, PROFILES } from "./profile";

/** The rules as settings: names and allowed values from the table. */
export const TABLEAU_SETTINGS = new SettingTable(RULE_NAMES, RULE_MIN, RULE_MAX);

/**
 * suitsFit() as a table: bit rule * 16 + a * 4 + b. SUIT_ANY (0): every pair;
 * SUIT_ALTERNATE (1): one red suit (diamonds 1, hearts 2) and one black
 * (clubs 0, spades 3); SUIT_SAME (2): a == b. The move generator asks it for
 * every pile top, so a shift here, not branches.
 */
const SUIT_FIT_TABLE: u64 = 0xffff | ((<u64>0x6996) << 16) | ((<u64>0x8421) << 32);

/** May a card of suit a lie on one of suit b, by suit rule `rule` (SUIT_*)? */
@inline export function suitsFit(rule: i32, a: i32, b: i32): bool {
  return ((SUIT_FIT_TABLE >> (<u64>((rule << 4) | (a << 2) | b))) & 1) != 0;
}

export class Rules {
  /** The record, indexed by RULE_*; set through setRule() so the fields below follow. */
  record: StaticArray<i32> = new StaticArray<i32>(RULE_COUNT);

  // The record decoded (see rule-table.ts for each rule's meaning).
  nPiles: i32 = 0;
  nCells: i32 = 0;
  decks: i32 = 0;
  ranks: i32 = 0;
  foundationDown: bool = false;
  buildUp: bool = false;
  buildSuit: i32 = 0;
  /** suitsFit(buildSuit, u, x) as bit x * 4 + u: the suits u that may lie on a card of suit x. */
  buildFit: u32 = 0;
  unit: i32 = 0;
  supermove: i32 = 0;
  fill: i32 = 0;
  worryBack: bool = false;
  runSuit: i32 = 0;
  draw: i32 = 0;
  redeals: i32 = 0;
  dealToPiles: bool = false;
  dealOnSpaces: bool = false;
  reserve: bool = false;
  fillFromTalon: bool = false;
  /** A stacked reserve (Canfield) is pile nPiles: a source only, filling spaces at once (movegen.ts's reserveFill). */
  stackedReserve: bool = false;
  /** Piles held: the tableau's, and the stacked reserve after them. */
  slots: i32 = 0;
  removeRuns: bool = false;
  singlesUp: bool = false;
  compulsoryAces: bool = false;
  dealtDown: bool = false;
  /** The stock is part of what a player sees (serialise.ts's observation). */
  stockSeen: bool = false;
  /** Suits in play: 4, 2 or 1 (Spider; cards.ts's suitDealt says which). */
  suits: i32 = 4;
  // Derived: foundations and cards in play, and the suit each foundation
  // takes: f mod 4 as dealt with `suits` in play (with 1 suit, all spades).
  /** How the game is solved (profile.ts), as the record declares it. */
  profile: Profile = PROFILES[0];
  // The hypotheses of arguments for leaving moves out, true where the rules
  // meet them (each argument is beside the code that relies on it):
  /** Worry back as Klondike has it, one deck, piles building down onto foundations built up (safe.ts). */
  worryProofs: bool = false;
  /** The dead-end test's rules (deadend.ts): one deck of four suits, no cells, only kings into spaces, single cards up. */
  deadEndHolds: bool = false;
  /** Blake and Gent's Theorem 4 (prune.ts's upAfterPart): one deck, tails of runs built down moving by the building rule, no cell taking a card, no forced or order-bound moves. */
  partDominance: bool = false;
  nFound: i32 = 0;
  total: i32 = 0;
  foundSuit: StaticArray<i32> = new StaticArray<i32>(8);

  constructor() {
    for (let i = 0; i < RULE_COUNT; i++) unchecked((this.record[i] = RULE_DEFAULT[i]));
    this.decode();
  }

  /** Rule i becomes v, a value TABLEAU_SETTINGS allows (the caller checks). */
  setRule(i: i32, v: i32): void {
    this.record[i] = v;
    this.decode();
  }

  /** Refreshes the fields from the record. */
  decode(): void {
    const r = this.record;
    this.nPiles = r[RULE_PILES];
    this.nCells = r[RULE_CELLS];
    this.decks = r[RULE_DECKS];
    this.ranks = r[RULE_RANKS];
    this.foundationDown = r[RULE_FOUNDATION_DOWN] != 0;
    this.buildUp = r[RULE_BUILD_UP] != 0;
    this.buildSuit = r[RULE_BUILD_SUIT];
    let fit: u32 = 0;
    for (let x = 0; x < 4; x++) for (let u = 0; u < 4; u++) if (suitsFit(this.buildSuit, u, x)) fit |= 1 << (x * 4 + u);
    this.buildFit = fit;
    this.unit = r[RULE_MOVE_UNIT];
    this.supermove = r[RULE_SUPERMOVE];
    this.fill = r[RULE_FILL];
    this.worryBack = r[RULE_WORRY_BACK] != 0;
    this.runSuit = r[RULE_RUN_SUIT];
    this.draw = r[RULE_DRAW];
    this.redeals = r[RULE_REDEALS];
    this.dealToPiles = r[RULE_DEAL_TO_PILES] != 0;
    this.dealOnSpaces = r[RULE_DEAL_ON_SPACES] != 0;
    this.reserve = r[RULE_RESERVE] != 0;
    this.fillFromTalon = r[RULE_FILL_FROM_TALON] != 0;
    this.stackedReserve = r[RULE_STACKED_RESERVE] != 0;
    this.slots = this.nPiles + (this.stackedReserve ? 1 : 0);
    this.removeRuns = r[RULE_REMOVE_RUNS] != 0;
    this.singlesUp = r[RULE_SINGLES_UP] != 0;
    this.compulsoryAces = r[RULE_COMPULSORY_ACES] != 0;
    this.dealtDown = r[RULE_DEALT_DOWN] != 0;
    this.stockSeen = r[RULE_STOCK_SEEN] != 0;
    this.suits = r[RULE_SUITS] == SUITS_4 ? 4 : r[RULE_SUITS] == SUITS_2 ? 2 : 1;
    this.profile = unchecked(PROFILES[r[RULE_PROFILE]]);
    this.worryProofs = this.worryBack && this.decks == 1 && !this.buildUp && !this.foundationDown;
    this.deadEndHolds =
      (this.nCells == 0 || this.reserve) &&
      (this.fill == FILL_KINGS || this.fill == FILL_NONE) &&
      this.decks == 1 &&
      !this.dealToPiles &&
      !this.fillFromTalon &&
      !this.stackedReserve &&
      this.singlesUp &&
      !this.buildUp &&
      !this.foundationDown &&
      this.suits == 4;
    this.partDominance =
      this.unit == UNIT_TAIL &&
      this.runSuit == this.buildSuit &&
      this.decks == 1 &&
      (this.nCells == 0 || this.reserve) &&
      !this.dealToPiles &&
      !this.removeRuns &&
      !this.compulsoryAces &&
      !this.fillFromTalon &&
      this.singlesUp &&
      !this.buildUp &&
      !this.foundationDown;
    this.nFound = 4 * this.decks;
    this.total = 4 * this.decks * this.ranks;
    for (let f = 0; f < 8; f++) this.foundSuit[f] = suitDealt(f & 3, this.suits);
  }

  @inline rank(c: u8): i32 {
    return ((<i32>c) >> 2) + 1;
  }

  /**
   * May card c lie on card t: one rank on in the build direction, suits by
   * `suitRule` (buildSuit when building, runSuit within a run that moves as a unit)?
   */
  @inline follows(c: u8, t: u8, suitRule: i32): bool {
    if (this.rank(c) - this.rank(t) != (this.buildUp ? 1 : -1)) return false;
    return suitsFit(suitRule, (<i32>c) & 3, (<i32>t) & 3);
  }
}
