// Strategy records (docs/strategies.md) for the games outside the tableau
// engine: Accordion, Wish, Flip, Gaps and the hole games. A priority list is
// played here as tableau/record.ts plays it, over the words the host loads
// with the same layout (src/games/strategy-record.ts's encodeRecord); each
// game's strategy file says what its moves are in the record's terms (a
// Describer, from the observation only, so a record sees what a player sees).
//
// What these games' records lack: a weighted evaluation, a search around the
// record and Bjarnason, Fern and Tadepalli's actions (the host refuses them;
// the loader below takes no such record), and the tableau games' conditions
// on where cards lie (offSuit, offBuild, ontoSuit, compound).

import { rngBelow } from "../engine/rng";
import { strategyGame, MAX_PLAY } from "./effort";
import { RULE_WORDS, W_YES, W_NO, W_MIN, W_MAX, W_PREFER, MAX_RULES, MAX_PREFER, RECORD_CAP, indexRules, conditionWords } from "./record-words";
import { AVOID_NONE, AVOID_SEEN, CHOOSE_FIRST, CHOOSE_RANDOM } from "./record-words";
import { MOST_CARDS, FEWEST_CARDS, LEFTMOST_SOURCE, RIGHTMOST_SOURCE, LEFTMOST_TARGET, RIGHTMOST_TARGET, FIRST_LISTED } from "./record-words";

// A move as a game describes it: where it comes from and goes to (the
// record's bits: pile 1, reserve 2, cell 4, waste 8, foundation 16, stock 32;
// pile 1, space 2, cell 4, foundation 8, stock 16), the cards it carries,
// its source's and target's places (left to right), the cards in its source
// pile before it, and what it does (the flags below).
export const A_FROM: i32 = 0;
export const A_TO: i32 = 1;
export const A_CARDS: i32 = 2;
export const A_SOURCE: i32 = 3;
export const A_TARGET: i32 = 4;
export const A_HEIGHT: i32 = 5;
export const A_FLAGS: i32 = 6;
const A_SIZE: i32 = 7;

export const FROM_PILE: i32 = 1;
export const FROM_CELL: i32 = 4;
export const FROM_STOCK: i32 = 32;
export const TO_PILE: i32 = 1;
export const TO_SPACE: i32 = 2;
export const TO_CELL: i32 = 4;
export const TO_FOUNDATION: i32 = 8;
export const TO_STOCK: i32 = 16;

// The conditions shared with the tableau games (words 2..4 of a rule).
export const TURNS_UP: i32 = 1;
export const SENDS_UP: i32 = 2;
export const EMPTIES: i32 = 4;
// The games' own conditions (a rule's masks, words 9 and 10), numbered as the
// host's GAME_CONDITIONS.
export const LEAP: i32 = 1 << 8; // Accordion: onto the third pile to the left
export const FROM_RUN: i32 = 1 << 9; // Gaps: the card leaves its row's run from the 2
export const TO_RUN: i32 = 1 << 10; // Gaps: the card lands extending its row's run
export const LIVE_GAP: i32 = 1 << 11; // Gaps: the gap it leaves can take a card
export const RANK_SHOWING: i32 = 1 << 12; // Wish: every card of the pair's rank still in play shows
const GAME_FLAGS: i32 = 0x1f;

/** Writes move m's description (A_*) to a, from the observation alone. */
export type Describer = (obs: StaticArray<u8>, m: i32, a: StaticArray<i32>) => void;
/** The position's key, and the key after move m (Gaps, whose positions can come back). */
export type Keyer = (obs: StaticArray<u8>) => u64;
export type KeyAfter = (obs: StaticArray<u8>, key: u64, m: i32) => u64;

// Prefer keys of these games alone (7 to 11 are the tableau games').
const TALLEST_SOURCE: i32 = 13;
const SHORTEST_SOURCE: i32 = 14;

const RECORD = new StaticArray<i32>(RECORD_CAP);
const RULE_AT = new StaticArray<i32>(MAX_RULES);
let ruleCount: i32 = 0;
let avoid: i32 = AVOID_NONE;
let choose: i32 = CHOOSE_FIRST;
let moveLimit: i32 = 0;

/** Is key k one these games have? */
function knownKey(k: i32): bool {
  return (k >= MOST_CARDS && k <= RIGHTMOST_TARGET) || k == FIRST_LISTED || k == TALLEST_SOURCE || k == SHORTEST_SOURCE;
}

/** A rule of these games: turnsUp, sendsUp, emptiesPile, none of the tableau games' own conditions, and game conditions they have. */
function ruleOk(words: StaticArray<i32>, at: i32): bool {
  if (!conditionWords(words, at, 2, 5)) return false;
  for (let k = 5; k < 9; k++) if (unchecked(words[at + k]) != 0) return false;
  return (unchecked(words[at + W_YES]) & ~GAME_FLAGS) == 0 && (unchecked(words[at + W_NO]) & ~GAME_FLAGS) == 0;
}

/**
 * Loads a record's whole numbers (the tableau games' layout); 0, or -1 if
 * they are not a priority record these games play. A refused record leaves
 * no rules, so the strategy resigns rather than play another record.
 */
export function setMoveRecord(words: StaticArray<i32>, len: i32): i32 {
  ruleCount = 0;
  if (len < 9) return -1;
  const amongWord = unchecked(words[len - 6]);
  const chooseWord = unchecked(words[len - 5]);
  const limit = unchecked(words[len - 1]);
  if (amongWord != 0 || chooseWord < CHOOSE_FIRST || chooseWord > CHOOSE_RANDOM) return -1;
  if (unchecked(words[len - 4]) != 0 || unchecked(words[len - 3]) != 0 || unchecked(words[len - 2]) != 0) return -1;
  if (limit < 0 || limit > MAX_PLAY) return -1;
  len -= 6;
  if (len > RECORD_CAP || unchecked(words[0]) != 1) return -1;
  const a = unchecked(words[1]);
  const rules = unchecked(words[2]);
  if (a < AVOID_NONE || a > AVOID_SEEN || !indexRules(words, len, rules, RULE_AT, ruleOk, knownKey)) return -1;
  for (let i = 0; i < len; i++) unchecked((RECORD[i] = words[i]));
  avoid = a;
  choose = chooseWord;
  moveLimit = limit;
  ruleCount = rules;
  return 0;
}

@inline function meets(want: i32, has: bool): bool {
  return want == 0 || (want == 1) == has;
}

/** The first rule the move described in a meets, or ruleCount if none. */
function firstRule(a: StaticArray<i32>): i32 {
  const flags = unchecked(a[A_FLAGS]);
  const game = flags >> 8;
  const cards = unchecked(a[A_CARDS]);
  for (let r = 0; r < ruleCount; r++) {
    const at = unchecked(RULE_AT[r]);
    const from = unchecked(RECORD[at]);
    const to = unchecked(RECORD[at + 1]);
    if (from != 0 && (from & unchecked(a[A_FROM])) == 0) continue;
    if (to != 0 && (to & unchecked(a[A_TO])) == 0) continue;
    if (!meets(unchecked(RECORD[at + 2]), (flags & TURNS_UP) != 0) || !meets(unchecked(RECORD[at + 3]), (flags & SENDS_UP) != 0)) continue;
    if (!meets(unchecked(RECORD[at + 4]), (flags & EMPTIES) != 0)) continue;
    const yes = unchecked(RECORD[at + W_YES]);
    if ((game & yes) != yes || (game & unchecked(RECORD[at + W_NO])) != 0) continue;
    if (cards < unchecked(RECORD[at + W_MIN]) || cards > unchecked(RECORD[at + W_MAX])) continue;
    return r;
  }
  return ruleCount;
}

/** Prefer key `key` of the move described in a, listed at `listed`: higher is preferred. */
function preferValue(key: i32, a: StaticArray<i32>, listed: i32): i32 {
  if (key == MOST_CARDS) return unchecked(a[A_CARDS]);
  if (key == FEWEST_CARDS) return -unchecked(a[A_CARDS]);
  if (key == LEFTMOST_SOURCE) return -unchecked(a[A_SOURCE]);
  if (key == RIGHTMOST_SOURCE) return unchecked(a[A_SOURCE]);
  if (key == LEFTMOST_TARGET) return -unchecked(a[A_TARGET]);
  if (key == RIGHTMOST_TARGET) return unchecked(a[A_TARGET]);
  if (key == TALLEST_SOURCE) return unchecked(a[A_HEIGHT]);
  if (key == SHORTEST_SOURCE) return -unchecked(a[A_HEIGHT]);
  return -listed; // FIRST_LISTED
}

const ATTR = new StaticArray<i32>(A_SIZE);
const BEST_KEYS = new StaticArray<i32>(MAX_PREFER);
const DRAWN = new StaticArray<i32>(1024);

/** Is the move described in a, listed at `listed`, strictly preferred under rule r to the best so far? */
function preferredOnly(r: i32, a: StaticArray<i32>, listed: i32): bool {
  const at = unchecked(RULE_AT[r]);
  const n = unchecked(RECORD[at + W_PREFER]);
  for (let k = 0; k < n; k++) {
    const v = preferValue(unchecked(RECORD[at + RULE_WORDS + k]), a, listed);
    const b = unchecked(BEST_KEYS[k]);
    if (v != b) return v > b;
  }
  return false;
}

function keep(r: i32, a: StaticArray<i32>, listed: i32): void {
  const at = unchecked(RULE_AT[r]);
  const n = unchecked(RECORD[at + W_PREFER]);
  for (let k = 0; k < n; k++) unchecked((BEST_KEYS[k] = preferValue(unchecked(RECORD[at + RULE_WORDS + k]), a, listed)));
}

// Positions seen this game (avoid: seen-positions), for the games whose
// positions can come back: keys stamped with the game's number, so nothing
// is cleared between games. A full probe window forgets the oldest slot's
// position, which can only let a seen position through, never bar a new one.
const SEEN_BITS: i32 = 14;
const SEEN_SIZE: i32 = 1 << SEEN_BITS;
const SEEN_KEY = new StaticArray<u64>(SEEN_SIZE);
const SEEN_GAME = new StaticArray<i32>(SEEN_SIZE);

function seenSlot(k: u64): i32 {
  return <i32>(k >> (64 - SEEN_BITS));
}
function wasSeen(k: u64): bool {
  for (let d = 0; d < 4; d++) {
    const i = (seenSlot(k) + d) & (SEEN_SIZE - 1);
    if (unchecked(SEEN_GAME[i]) != strategyGame) return false;
    if (unchecked(SEEN_KEY[i]) == k) return true;
  }
  return false;
}
function remember(k: u64): void {
  let i = seenSlot(k);
  for (let d = 0; d < 4; d++) {
    const j = (seenSlot(k) + d) & (SEEN_SIZE - 1);
    if (unchecked(SEEN_GAME[j]) != strategyGame || unchecked(SEEN_KEY[j]) == k) {
      i = j;
      break;
    }
  }
  unchecked((SEEN_GAME[i] = strategyGame));
  unchecked((SEEN_KEY[i] = k));
}

export function noKey(obs: StaticArray<u8>): u64 {
  return 0;
}
export function noKeyAfter(obs: StaticArray<u8>, key: u64, m: i32): u64 {
  return 0;
}

/**
 * The record's choice among moves[at..at+n) (the playout's: `at` is the
 * moves played so far), each move described by `describe`: the earliest rule
 * any move meets, the first of its moves by the rule's tie-breaks (or one
 * drawn at random); -1 (resign) when no move meets a rule, or past the move
 * limit. With avoid: seen-positions, a game whose positions can come back
 * (`keyed`, with its keys: Gaps, where one deal's 2s can go back and forth
 * between the leftmost gaps) never returns to a position of this game; in
 * the others every move deals, removes or darkens a card, so no position
 * comes back and there is nothing to avoid.
 */
export function chooseByRecord(
  obs: StaticArray<u8>,
  moves: StaticArray<i32>,
  at: i32,
  n: i32,
  describe: Describer,
  keyed: bool,
  keyOf: Keyer,
  keyAfter: KeyAfter,
): i32 {
  if (ruleCount == 0 || (moveLimit > 0 && at >= moveLimit)) return -1;
  keyed = keyed && avoid == AVOID_SEEN;
  let key: u64 = 0;
  if (keyed) {
    key = keyOf(obs);
    remember(key);
  }
  let best = -1;
  let bestRule = ruleCount;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    describe(obs, m, ATTR);
    const r = firstRule(ATTR);
    if (r > bestRule || r == ruleCount) continue;
    if (choose == CHOOSE_FIRST && r == bestRule && !preferredOnly(r, ATTR, i)) continue;
    if (keyed && wasSeen(keyAfter(obs, key, m))) continue;
    if (choose == CHOOSE_RANDOM) {
      if (r < bestRule) count = 0;
      bestRule = r;
      if (count < 1024) unchecked((DRAWN[count++] = i));
      continue;
    }
    best = i;
    bestRule = r;
    keep(r, ATTR, i);
  }
  if (choose == CHOOSE_FIRST) return best;
  if (count == 0) return -1;
  return count == 1 ? unchecked(DRAWN[0]) : unchecked(DRAWN[rngBelow(count)]);
}

/** A move's description, written in one call (the games' describers use it). */
@inline export function describeAs(a: StaticArray<i32>, from: i32, to: i32, cards: i32, source: i32, target: i32, height: i32, flags: i32): void {
  unchecked((a[A_FROM] = from));
  unchecked((a[A_TO] = to));
  unchecked((a[A_CARDS] = cards));
  unchecked((a[A_SOURCE] = source));
  unchecked((a[A_TARGET] = target));
  unchecked((a[A_HEIGHT] = height));
  unchecked((a[A_FLAGS] = flags));
}

/** The strategy `record`'s words in every module's list. */
export const MOVE_RECORD_WORDS =
  "a strategy record read with --strategy-file (docs/strategies.md): a priority list over the game's kinds of moves, each rule with conditions and tie-breaks, played inside the engine on what a player sees";
