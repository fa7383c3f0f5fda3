// A priority record's whole numbers as the host encodes them
// (src/games/strategy-record.ts's encodeRecord), shared by the tableau games'
// record (tableau/record.ts) and the other games' (record.ts): per rule its
// from and to masks, seven conditions (0 any, 1 yes, 2 no), the other
// games' conditions that must and must not hold (two masks), min and max
// cards, the prefer count and the prefer keys.

export const RULE_WORDS: i32 = 14; // whole numbers of a rule before its prefer keys
export const W_TRI_END: i32 = 9; // a rule's conditions lie at 2 .. 8
export const W_YES: i32 = 9;
export const W_NO: i32 = 10;
export const W_MIN: i32 = 11;
export const W_MAX: i32 = 12;
export const W_PREFER: i32 = 13;
export const MAX_RULES: i32 = 64;
export const MAX_PREFER: i32 = 7;
export const RECORD_CAP: i32 = 3 + MAX_RULES * (RULE_WORDS + MAX_PREFER);

// What a record avoids: nothing; positions seen this game; the cycles the
// game's built-in greedy avoids (the tableau games').
export const AVOID_NONE: i32 = 0;
export const AVOID_SEEN: i32 = 1;
export const AVOID_CYCLES: i32 = 2;
// How it chooses among the admitted moves of its best rule: the first by the tie-breaks, or at random.
export const CHOOSE_FIRST: i32 = 0;
export const CHOOSE_RANDOM: i32 = 1;
// Prefer keys every game has (the host's PREFER_KEYS): among moves of the same rule, the one with...
export const MOST_CARDS: i32 = 1;
export const FEWEST_CARDS: i32 = 2;
export const LEFTMOST_SOURCE: i32 = 3;
export const RIGHTMOST_SOURCE: i32 = 4;
export const LEFTMOST_TARGET: i32 = 5;
export const RIGHTMOST_TARGET: i32 = 6;
export const FIRST_LISTED: i32 = 12; // the first in the list of legal moves (or of actions)

/** Does rule word `at` of `words` hold only what its reader plays? */
export type RuleCheck = (words: StaticArray<i32>, at: i32) => bool;
/** Is prefer key k one its reader plays? */
export type KeyCheck = (k: i32) => bool;

/**
 * Writes where each of `rules` rules starts (from word 3) to ruleAt, each
 * checked by ruleOk and its prefer keys by keyOk; false if the words do not
 * hold exactly that many such rules up to `len`.
 */
export function indexRules(words: StaticArray<i32>, len: i32, rules: i32, ruleAt: StaticArray<i32>, ruleOk: RuleCheck, keyOk: KeyCheck): bool {
  if (rules < 1 || rules > MAX_RULES || len > RECORD_CAP) return false;
  let at = 3;
  for (let r = 0; r < rules; r++) {
    if (at + RULE_WORDS > len) return false;
    const prefer = unchecked(words[at + W_PREFER]);
    if (prefer < 0 || prefer > MAX_PREFER || at + RULE_WORDS + prefer > len) return false;
    for (let k = 0; k < prefer; k++) if (!keyOk(unchecked(words[at + RULE_WORDS + k]))) return false;
    if (!ruleOk(words, at)) return false;
    unchecked((ruleAt[r] = at));
    at += RULE_WORDS + prefer;
  }
  return at == len;
}

/** Are the words at [from, to) of the rule at `at` conditions (0 any, 1 yes, 2 no)? */
export function conditionWords(words: StaticArray<i32>, at: i32, from: i32, to: i32): bool {
  for (let k = from; k < to; k++) if (unchecked(words[at + k]) < 0 || unchecked(words[at + k]) > 2) return false;
  return true;
}
