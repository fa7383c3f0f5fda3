// A strategy as the engine declares it: one record per strategy, in the
// strategy's own file, and one line in its game module's list (registry.ts
// and the lists it names). The record says everything the lab needs to know
// of it: its id and words, which games it plays, whether it searches at each
// move (the queue sizes its jobs by that, the fingerprint samples it so),
// its role in grading winnable deals, and its own settings with their
// defaults and ranges. The host reads the records from the engine
// (scripts/strategy-table.mjs writes them for the catalogue); nothing else
// lists strategies.

/** A strategy's choice: the index in moves[at..at+n) of the move it makes, or -1 to resign. */
export type Chooser = (obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32) => i32;
/** Sets the strategy's setting `index` to `value` (in its range: index.ts checks). */
export type Setter = (index: i32, value: i32) => void;

export const SETTING_INT: i32 = 0;
export const SETTING_BOOL: i32 = 1;
export const SETTING_CHOICE: i32 = 2;

/**
 * One setting of a strategy: a whole number in [min, max], a flag (0 or 1),
 * or a choice (its index). `quick`: its value where the strategy should play
 * fast rather than well (the fingerprint's runs, the tests' smoke runs).
 */
export class StrategySetting {
  constructor(
    public key: string,
    public kind: i32,
    public min: i32,
    public max: i32,
    public initial: i32,
    public words: string,
    public choices: StaticArray<string> = [],
    public quick: i32 = initial,
  ) {}

  allows(value: i32): bool {
    return value >= this.min && value <= this.max;
  }
}

/** A number from min to max (`quick`: its value for fast play, the initial one where not given). */
export function intSetting(key: string, min: i32, max: i32, initial: i32, words: string, quick: i32 = initial): StrategySetting {
  return new StrategySetting(key, SETTING_INT, min, max, initial, words, [], quick);
}
/** A flag. */
export function boolSetting(key: string, initial: bool, words: string): StrategySetting {
  return new StrategySetting(key, SETTING_BOOL, 0, 1, initial ? 1 : 0, words);
}
/** One of `choices` (its index). */
export function choiceSetting(key: string, choices: StaticArray<string>, initial: i32, words: string): StrategySetting {
  return new StrategySetting(key, SETTING_CHOICE, 0, choices.length - 1, initial, words, choices);
}

/** Its role in grading winnable deals (the lab's `deals`): none; its wins are easy; its wins are medium (the strongest that sees what a player sees). */
export const GRADE_NONE: i32 = 0;
export const GRADE_EASY: i32 = 1;
export const GRADE_STRONG: i32 = 2;

/** Every game of its module (the non-tableau games, and the tableau strategies that play any profile). */
export const ALL_PROFILES: i32 = -1;

const NO_SETTINGS: StaticArray<StrategySetting> = [];
function setNothing(index: i32, value: i32): void {}

export class Strategy {
  constructor(
    public id: string,
    public words: string,
    /** The tableau profiles it plays, a bit each (1 << PROFILE_*), or ALL_PROFILES. */
    public plays: i32,
    /** It searches at every move (jobs of it are sized like the solver's). */
    public searches: bool,
    public grade: i32,
    /** It decides on the stock's order, so it plays only games whose stock is seen. */
    public needsStockSeen: bool,
    public choose: Chooser,
    public settings: StaticArray<StrategySetting> = NO_SETTINGS,
    public set: Setter = setNothing,
  ) {}
}

/** The solver's place in every module's list (engine id 0): it is no strategy, the host solves. */
function noChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return -1;
}
export const SOLVER = new Strategy(
  "solver",
  "thoughtful exact search: knows every card, proves won or lost (unknown when the budget runs out)",
  ALL_PROFILES,
  true,
  GRADE_NONE,
  false,
  noChoice,
);
