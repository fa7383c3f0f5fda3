// A strategy written as a record (docs/strategies.md): a priority list over
// the kinds of moves of the tableau games, played here with no call out of
// the engine per move. The host reads the user's JSON (src/games/
// strategy-record.ts) and loads it as whole numbers (setRecord):
//   [version 1, avoid, rule count, then per rule:
//    from mask, to mask, turnsUp, sendsUp, emptiesPile, offSuit, offBuild,
//    ontoSuit, compound, the other games' conditions (two masks, unused
//    here: ../record.ts), min cards, max cards, prefer count, prefer keys...,
//    and last what it chooses among (0 moves, 1 Bjarnason, Fern and
//    Tadepalli's actions: bft.ts) and how (0 the first, 1 at random, 2 their
//    draw), the search's kind, samples or iterations and rollout moves
//    (0 0 0: none, record-search.ts) and the move limit (0: the lab's)]
// A move takes the first rule it meets; the move of the earliest rule is
// played, ties broken by that rule's prefer keys, then by the order of the
// legal moves. Every move is seen on the strategy's model alone (memory.ts),
// so a record sees only what a player sees.

import { srcOf, dstOf, countOf, CELL0, FOUND0, TALON, STOCK_MOVE } from "../../games/tableau/moves";
import { ALL_PROFILES, Strategy, GRADE_NONE } from "../strategy";
import { model, seen, seenKey, observe } from "./memory";
import { hiddenKey, allowed, counted } from "./greedy";
import { spiderClass, spiderAllowed, spiderCounted } from "./spider";
import { emperorClass, emperorAllowed, emperorCounted } from "./emperor";
import { PROFILE_SPIDER, PROFILE_EMPEROR, SUIT_SAME } from "../../games/tableau/rule-table";
import { HIDDEN } from "../../games/tableau/moves";
import { setWeighted, weightedValue } from "./record-weighted";
import { strategyGame } from "../effort";
import { searchChoice, SEARCH_NONE, SEARCH_UCT } from "./record-search";
import { MAX_PLAY } from "../effort";
import { rngBelow } from "../../engine/rng";
import { bft, bftDraw } from "./bft";
import { ACT_FIRST, ACT_SECOND, ACT_AVAILABLE, NO_MOVE } from "./bft-actions";
import { RULE_WORDS, W_TRI_END, W_YES, W_NO, W_MIN, W_MAX, W_PREFER, MAX_RULES, MAX_PREFER, RECORD_CAP, indexRules, conditionWords } from "../record-words";
import { AVOID_NONE, AVOID_SEEN, AVOID_CYCLES, CHOOSE_FIRST, CHOOSE_RANDOM } from "../record-words";
import { MOST_CARDS, FEWEST_CARDS, LEFTMOST_SOURCE, RIGHTMOST_SOURCE, LEFTMOST_TARGET, RIGHTMOST_TARGET, FIRST_LISTED } from "../record-words";

// Where a move comes from and goes to, a bit each (the record's masks).
export const FROM_PILE: i32 = 1;
export const FROM_RESERVE: i32 = 2;
export const FROM_CELL: i32 = 4;
export const FROM_WASTE: i32 = 8;
export const FROM_FOUNDATION: i32 = 16;
export const FROM_STOCK: i32 = 32;
export const TO_PILE: i32 = 1;
export const TO_SPACE: i32 = 2;
export const TO_CELL: i32 = 4;
export const TO_FOUNDATION: i32 = 8;
export const TO_STOCK: i32 = 16;
// A condition that may be left open (0), or must hold (1) or must not (2).
const ANY: i32 = 0;
const YES: i32 = 1;
// Prefer keys of the tableau games alone: among moves of the same rule, the one with...
const MOST_TURNED_FROM: i32 = 7; // the most face-down cards in the pile it turns a card up in
const MOST_DOWN_SOURCE: i32 = 8; // the most face-down cards in its source pile (0 for other sources)
const FEWEST_DOWN_SOURCE: i32 = 9;
const ONTO_SUIT_KEY: i32 = 10; // onto a card it lies in suit on first
const ONTO_CARD_KEY: i32 = 11; // onto a card (or a cell, a foundation) before into a space
const LAST_KEY: i32 = FIRST_LISTED;

// What a record chooses among: single moves, or Bjarnason, Fern and
// Tadepalli's actions (bft-actions.ts: a move that cannot be undone at once,
// or a compound of two), with their game's rules of play (bft.ts).
const AMONG_MOVES: i32 = 0;
const AMONG_BFT_ACTIONS: i32 = 1;
// How it chooses among the admitted moves of its best rule: also by their
// draw (rand % (n - 1), never the last of several).
const CHOOSE_BFT_DRAW: i32 = 2;

/** The record loaded (setRecord), and where each rule starts in it. */
const RECORD = new StaticArray<i32>(RECORD_CAP);
const RULE_AT = new StaticArray<i32>(MAX_RULES);
let ruleCount: i32 = 0;
let avoid: i32 = AVOID_NONE;
/** The record loaded is of kind "weighted" (record-weighted.ts), not a priority list. */
let weighted = false;
/** Some rule asks what a move does (turnsUp, sendsUp, the pile it turns a card up in): judge() plays each move to see. */
let needsPlay = false;
/** Some rule asks where the moved cards lie (offSuit, offBuild, ontoSuit, onto-suit): judge() reads the cards. */
let needsFit = false;
/** The search around the record (record-search.ts): its kind, samples or iterations per decision, and the rollouts' moves. */
let searchKind: i32 = SEARCH_NONE;
let searchCount: i32 = 0;
let rollout: i32 = 0;
export const MAX_SAMPLES: i32 = 64;
export const MAX_ITERATIONS: i32 = 100000;
export const MAX_ROLLOUT: i32 = 1000;
/** Moves a game may last (0: the lab's limit); past it the record resigns, and the deal counts as lost. */
let moveLimit: i32 = 0;
let among: i32 = AMONG_MOVES;
let choose: i32 = CHOOSE_FIRST;
/** The game the record plays (effort.ts's strategyGame) and the moves it has chosen in it. */
let game: i32 = -1;
let chosen: i32 = 0;

/** A tableau rule: its seven conditions, none of the other games' (leap, fromRun, ...: they mean nothing here). */
function ruleOk(words: StaticArray<i32>, at: i32): bool {
  return conditionWords(words, at, 2, W_TRI_END) && unchecked(words[at + W_YES]) == 0 && unchecked(words[at + W_NO]) == 0;
}
function keyOk(k: i32): bool {
  return k >= MOST_CARDS && k <= LAST_KEY;
}

/**
 * Loads a record's whole numbers; 0, or -1 if they are not a record (the host
 * checks a record before it comes here: this only keeps a bad one from
 * reaching the play).
 */
export function setRecord(words: StaticArray<i32>, len: i32): i32 {
  ruleCount = 0;
  weighted = false;
  // The last words: the search's kind (record-search.ts), its samples or
  // iterations and its rollout moves (0 0 0: no search), and the move limit
  // (0: the lab's, playout.ts).
  if (len < 6) return -1;
  const amongWord = unchecked(words[len - 6]);
  const chooseWord = unchecked(words[len - 5]);
  if (amongWord < AMONG_MOVES || amongWord > AMONG_BFT_ACTIONS || chooseWord < CHOOSE_FIRST || chooseWord > CHOOSE_BFT_DRAW) return -1;
  const kind = unchecked(words[len - 4]);
  const count = unchecked(words[len - 3]);
  const moves = unchecked(words[len - 2]);
  const limit = unchecked(words[len - 1]);
  if (limit < 0 || limit > MAX_PLAY || kind < SEARCH_NONE || kind > SEARCH_UCT) return -1;
  const most = kind == SEARCH_UCT ? MAX_ITERATIONS : MAX_SAMPLES;
  if (kind == SEARCH_NONE ? count != 0 || moves != 0 : count < 1 || count > most || moves < 1 || moves > MAX_ROLLOUT) return -1;
  if (amongWord == AMONG_BFT_ACTIONS && kind != SEARCH_NONE) return -1;
  moveLimit = limit;
  among = amongWord;
  choose = chooseWord;
  searchKind = kind;
  searchCount = count;
  rollout = moves;
  len -= 6;
  if (len >= 4 && unchecked(words[0]) == 2) {
    if (among != AMONG_MOVES || choose != CHOOSE_FIRST) return -1;
    const a = unchecked(words[1]);
    if (a < AVOID_NONE || a > AVOID_CYCLES || setWeighted(words, len) != 0) return -1;
    avoid = a;
    weighted = true;
    return 0;
  }
  if (len < 3 || len > RECORD_CAP || unchecked(words[0]) != 1) return -1;
  const a = unchecked(words[1]);
  const rules = unchecked(words[2]);
  if (a < AVOID_NONE || a > AVOID_CYCLES || !indexRules(words, len, rules, RULE_AT, ruleOk, keyOk)) return -1;
  needsPlay = false;
  needsFit = false;
  for (let r = 0; r < rules; r++) {
    const ra = unchecked(RULE_AT[r]);
    if (unchecked(words[ra + 2]) != ANY || unchecked(words[ra + 3]) != ANY) needsPlay = true;
    for (let k = 5; k < 8; k++) if (unchecked(words[ra + k]) != ANY) needsFit = true; // offSuit, offBuild, ontoSuit
    for (let k = 0; k < unchecked(words[ra + W_PREFER]); k++) {
      const key = unchecked(words[ra + RULE_WORDS + k]);
      if (key == MOST_TURNED_FROM) needsPlay = true;
      if (key == ONTO_SUIT_KEY) needsFit = true;
    }
  }
  for (let i = 0; i < len; i++) unchecked((RECORD[i] = words[i]));
  avoid = a;
  ruleCount = rules;
  return 0;
}

// A move's features (judge()), packed in one number that is passed along:
// where it comes from (6 bits) and goes to (5), whether it turns up a card,
// sends one up, empties its pile, lifts its cards off a card they lie in
// suit on or build on, lays them in suit on the target's card, the cards it
// moves, and the face-down cards of the pile it turns a card up in.
const TURNS_UP: i32 = 1 << 11;
const SENDS_UP: i32 = 1 << 12;
const EMPTIES: i32 = 1 << 13;
const OFF_SUIT: i32 = 1 << 14;
const OFF_BUILD: i32 = 1 << 15;
const ONTO_SUIT: i32 = 1 << 31;
const COMPOUND: i32 = 1 << 30; // an action of two moves (judged on its first)
@inline function cardsOf(f: i32): i32 {
  return (f >> 16) & 255;
}
@inline function turnedFromOf(f: i32): i32 {
  return (f >> 24) & 63;
}

/** The features of move m in the model's position (played and taken back to see what it does, where a rule asks). */
function judge(m: i32): i32 {
  if (m == STOCK_MOVE) return FROM_STOCK | (TO_STOCK << 6);
  const src = srcOf(m);
  const dst = dstOf(m);
  const cards = countOf(m);
  const fromBit = src < model.nPiles ? FROM_PILE : src < CELL0 ? FROM_RESERVE : src < FOUND0 ? FROM_CELL : src < TALON ? FROM_FOUNDATION : FROM_WASTE;
  const toBit = dst < CELL0 ? (unchecked(model.len[dst]) == 0 ? TO_SPACE : TO_PILE) : dst < FOUND0 ? TO_CELL : TO_FOUNDATION;
  let f = fromBit | (toBit << 6) | (min(cards, 255) << 16);
  if (src < CELL0 && unchecked(model.len[src]) == cards) f |= EMPTIES;
  if (needsFit) f |= fitFeatures(src, dst, cards);
  if (!needsPlay) return f;
  const srcDown = src < CELL0 ? unchecked(model.down[src]) : 0;
  const dstDown = dst < model.nPiles ? unchecked(model.down[dst]) : 0;
  const down0 = model.faceDown();
  const up0 = model.onFound;
  model.apply(m);
  const turnsUp = model.faceDown() < down0;
  if (model.onFound > up0) f |= SENDS_UP;
  // The pile whose card is turned up: the source, or (a run removed) the target, as greedy.ts's hiddenKey.
  if (turnsUp) f |= TURNS_UP | (min(src < CELL0 && unchecked(model.down[src]) < srcDown ? srcDown : dstDown, 63) << 24);
  model.undo(m);
  return f;
}

/**
 * Where the moved cards lie, as the game's rules see them: off a face-up
 * card of their pile they lie in suit on (same suit, one rank on in the
 * build direction) or build on (the game's suit rule), and onto a card of
 * a pile they lie in suit on. A card the model does not know (HIDDEN) fits
 * nothing.
 */
function fitFeatures(src: i32, dst: i32, cards: i32): i32 {
  if (src >= model.nPiles) return 0;
  const n = unchecked(model.len[src]);
  const unit = model.at(src, n - cards);
  if (unit == HIDDEN) return 0;
  let f = 0;
  if (n - cards - 1 >= unchecked(model.down[src])) {
    const under = model.at(src, n - cards - 1);
    if (under != HIDDEN && model.follows(unit, under, SUIT_SAME)) f |= OFF_SUIT;
    if (under != HIDDEN && model.follows(unit, under, model.buildSuit)) f |= OFF_BUILD;
  }
  if (dst < model.nPiles && unchecked(model.len[dst]) > 0) {
    const top = model.top(dst);
    if (top != HIDDEN && model.follows(unit, top, SUIT_SAME)) f |= ONTO_SUIT;
  }
  return f;
}

@inline function meets(want: i32, has: bool): bool {
  return want == ANY || (want == YES) == has;
}

/** The first rule a move of features f meets, or ruleCount if none. */
function firstRule(f: i32): i32 {
  const cards = cardsOf(f);
  for (let r = 0; r < ruleCount; r++) {
    const at = unchecked(RULE_AT[r]);
    const from = unchecked(RECORD[at]);
    const to = unchecked(RECORD[at + 1]);
    if (from != 0 && (from & f & 63) == 0) continue;
    if (to != 0 && (to & (f >> 6) & 31) == 0) continue;
    if (!meets(unchecked(RECORD[at + 2]), (f & TURNS_UP) != 0) || !meets(unchecked(RECORD[at + 3]), (f & SENDS_UP) != 0)) continue;
    if (!meets(unchecked(RECORD[at + 4]), (f & EMPTIES) != 0)) continue;
    if (!meets(unchecked(RECORD[at + 5]), (f & OFF_SUIT) != 0) || !meets(unchecked(RECORD[at + 6]), (f & OFF_BUILD) != 0)) continue;
    if (!meets(unchecked(RECORD[at + 7]), (f & ONTO_SUIT) != 0) || !meets(unchecked(RECORD[at + 8]), (f & COMPOUND) != 0)) continue;
    if (cards < unchecked(RECORD[at + W_MIN]) || cards > unchecked(RECORD[at + W_MAX])) continue;
    return r;
  }
  return ruleCount;
}

/** Prefer key `key` of move m, of features f, listed at `listed`: higher is preferred. */
function preferValue(key: i32, m: i32, f: i32, listed: i32): i32 {
  if (key == FIRST_LISTED) return -listed;
  const src = m == STOCK_MOVE ? 63 : srcOf(m);
  const dst = m == STOCK_MOVE ? 63 : dstOf(m);
  if (key == MOST_CARDS) return cardsOf(f);
  if (key == FEWEST_CARDS) return -cardsOf(f);
  if (key == LEFTMOST_SOURCE) return -src;
  if (key == RIGHTMOST_SOURCE) return src;
  if (key == LEFTMOST_TARGET) return -dst;
  if (key == RIGHTMOST_TARGET) return dst;
  if (key == MOST_TURNED_FROM) return turnedFromOf(f);
  const down = src < model.nPiles ? <i32>unchecked(model.down[src]) : 0;
  if (key == MOST_DOWN_SOURCE) return down;
  if (key == FEWEST_DOWN_SOURCE) return -down;
  if (key == ONTO_SUIT_KEY) return (f & ONTO_SUIT) != 0 ? 1 : 0;
  return m != STOCK_MOVE && ((f >> 6) & TO_SPACE) == 0 ? 1 : 0;
}

/** The best move's prefer values (recordChoice), one per key of its rule. */
const BEST_KEYS = new StaticArray<i32>(MAX_PREFER);

/** Keeps move m's (of features f) prefer values under rule r as the best so far. */
function keep(r: i32, m: i32, f: i32, listed: i32): void {
  const at = unchecked(RULE_AT[r]);
  const n = unchecked(RECORD[at + W_PREFER]);
  for (let k = 0; k < n; k++) unchecked((BEST_KEYS[k] = preferValue(unchecked(RECORD[at + RULE_WORDS + k]), m, f, listed)));
}

/** May move m be played, by what the record avoids? */
function admitted(m: i32): bool {
  if (avoid == AVOID_SEEN) {
    model.apply(m);
    const fresh = !seen(seenKey());
    model.undo(m);
    return fresh;
  }
  if (avoid == AVOID_CYCLES) return cyclesAllowed(m);
  return true;
}

/**
 * The rules against going round in circles of the game's built-in greedy:
 * Spider's and Emperor's own (spider.ts, emperor.ts: progress always, other
 * moves to a new position, within their rearranging limit), the published
 * priority's for the other games with hidden cards (greedy.ts).
 */
function cyclesAllowed(m: i32): bool {
  const id = model.profile.id;
  if (id == PROFILE_SPIDER) return spiderAllowed(m, spiderClass(m), true);
  if (id == PROFILE_EMPEROR) return emperorAllowed(m, emperorClass(m), true);
  return allowed(m, <i32>(hiddenKey(m) >> 40));
}

/** The record's choice, counted as the game's greedy counts its rearranging moves. */
function countedChoice(choice: i32, moves: StaticArray<i32>, at: i32): i32 {
  const id = model.profile.id;
  if (id == PROFILE_SPIDER) return spiderCounted(choice, moves, at);
  if (id == PROFILE_EMPEROR) return emperorCounted(choice, moves, at);
  return counted(choice, moves, at);
}

function recordChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (game != strategyGame) {
    game = strategyGame;
    chosen = 0;
  }
  if (moveLimit > 0 && chosen >= moveLimit) return -1;
  chosen++;
  if (among == AMONG_BFT_ACTIONS) return bft(actionPick, obs, moves, at, n);
  observe(obs);
  const choice =
    searchKind != SEARCH_NONE ? searchChoice(moves, at, n, recordPick, admitted, searchKind, searchCount, rollout) : recordPick(moves, at, n, true);
  return countedChoice(choice, moves, at);
}

/**
 * The record's own choice among moves[at..at+n) in the model's position:
 * the index, or -1. `avoiding`: only a move its `avoid` admits (the game
 * itself); without, any (a search's rollout, which cuts its own cycles).
 */
function recordPick(moves: StaticArray<i32>, at: i32, n: i32, avoiding: bool): i32 {
  if (weighted) return weightedChoice(moves, at, n, avoiding);
  if (choose != CHOOSE_FIRST) return drawnChoice(moves, at, n, avoiding);
  let best = -1;
  let bestRule = ruleCount;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const f = judge(m);
    const r = firstRule(f);
    if (r > bestRule || r == ruleCount) continue;
    if (r == bestRule && !preferredOnly(r, m, f, i)) continue;
    if (avoiding && !admitted(m)) continue;
    best = i;
    bestRule = r;
    keep(r, m, f, i);
  }
  return best;
}

/** The first move of the highest value (record-weighted.ts), among those the record does not avoid where `avoiding`; -1 if none. */
function weightedChoice(moves: StaticArray<i32>, at: i32, n: i32, avoiding: bool): i32 {
  let best = -1;
  let bestValue: i64 = i64.MIN_VALUE;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const v = weightedValue(m);
    if (v <= bestValue || (avoiding && !admitted(m))) continue;
    best = i;
    bestValue = v;
  }
  return best;
}

/** Is move m, of features f, strictly preferred to the best of rule r so far (BEST_KEYS)? */
function preferredOnly(r: i32, m: i32, f: i32, listed: i32): bool {
  const at = unchecked(RULE_AT[r]);
  const n = unchecked(RECORD[at + W_PREFER]);
  for (let k = 0; k < n; k++) {
    const v = preferValue(unchecked(RECORD[at + RULE_WORDS + k]), m, f, listed);
    const b = unchecked(BEST_KEYS[k]);
    if (v != b) return v > b;
  }
  return false;
}

/** The choices a draw is made among (drawnChoice, actionPick): indices into the moves or the actions. */
const DRAWN = new StaticArray<i32>(1024);

/** A draw (choose: random or their draw) among the admitted moves of the earliest rule any admitted move meets; -1 if none. */
function drawnChoice(moves: StaticArray<i32>, at: i32, n: i32, avoiding: bool): i32 {
  let bestRule = ruleCount;
  let count = 0;
  for (let i = 0; i < n && count < 1024; i++) {
    const m = unchecked(moves[at + i]);
    const r = firstRule(judge(m));
    if (r > bestRule || r == ruleCount || (avoiding && !admitted(m))) continue;
    if (r < bestRule) count = 0;
    bestRule = r;
    unchecked((DRAWN[count++] = i));
  }
  return draw(count);
}

function draw(count: i32): i32 {
  if (count == 0) return -1;
  return choose == CHOOSE_BFT_DRAW ? bftDraw(DRAWN, count) : unchecked(DRAWN[rngBelow(count)]);
}

/**
 * The record's pick among Bjarnason, Fern and Tadepalli's actions (bft.ts
 * asks at each action boundary): an available action that `fresh` admits,
 * of the earliest rule, judged on its first move (and whether it is a
 * compound); the first by the tie-breaks, or drawn.
 */
function actionPick(count: i32, fresh: (i: i32) => bool): i32 {
  let best = -1;
  let bestRule = ruleCount;
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (!unchecked(ACT_AVAILABLE[i])) continue;
    const m = unchecked(ACT_FIRST[i]);
    const f = judge(m) | (unchecked(ACT_SECOND[i]) != NO_MOVE ? COMPOUND : 0);
    const r = firstRule(f);
    if (r > bestRule || r == ruleCount) continue;
    if (choose == CHOOSE_FIRST) {
      if (r == bestRule && !preferredOnly(r, m, f, i)) continue;
      if (!fresh(i)) continue;
      best = i;
      bestRule = r;
      keep(r, m, f, i);
    } else if (drawn < 1024 && fresh(i)) {
      if (r < bestRule) drawn = 0;
      bestRule = r;
      unchecked((DRAWN[drawn++] = i));
    }
  }
  return choose == CHOOSE_FIRST ? best : draw(drawn);
}

export const RECORD_STRATEGY = new Strategy(
  "record",
  "a strategy record read with --strategy-file (docs/strategies.md): a priority list over the kinds of moves, each rule with conditions and tie-breaks, played inside the engine on what a player sees",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  recordChoice,
);
