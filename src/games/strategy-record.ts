// A strategy written as a record (docs/strategies.md): a priority list over
// the kinds of moves of the tableau games, read from a user's JSON, checked
// field by field (one line naming what is wrong and what is allowed), and
// handed to the engine as whole numbers (assembly/strategies/tableau/record.ts
// plays it, no call out of the engine per move).

import { UserError } from "../core/errors.ts";

/** Where a move comes from, as a record names it, and the engine's bit for it. */
export const FROM_KINDS = { pile: 1, reserve: 2, cell: 4, waste: 8, foundation: 16, stock: 32 } as const;
/** Where a move goes: a pile holding cards, an empty pile, a cell, a foundation; the stock move (turning it, or dealing it). */
export const TO_KINDS = { pile: 1, space: 2, cell: 4, foundation: 8, stock: 16 } as const;
/** The conditions a rule may put on a move, each true or false. */
export const CONDITIONS = {
  turnsUp: "the move turns up a face-down card",
  sendsUp: "a card reaches a foundation (sent up, or a whole run removed)",
  emptiesPile: "the move leaves its source pile (or the reserve) empty",
  offSuit: "the moved cards lay on a face-up card of their pile that they lie in suit on (same suit, next rank)",
  offBuild: "the moved cards lay on a face-up card of their pile that they build on by the game's rules",
  ontoSuit: "the moved cards go onto a pile's card that they lie in suit on",
  compound: "(among actions) the action is a compound of two moves, judged on its first",
} as const;
/**
 * The conditions of the games outside the tableau engine, each its game's
 * own (record-vocabulary.ts says which game has which), and the engine's bit
 * for it (assembly/strategies/record.ts).
 */
export const GAME_CONDITIONS = {
  leap: { bit: 1, words: "the pile goes onto the third pile to its left, not onto its neighbour" },
  fromRun: { bit: 2, words: "the card leaves its row's run of one suit from the 2" },
  toRun: { bit: 4, words: "the card lands in place, extending its row's run from the 2 (or starting it)" },
  leavesLiveGap: { bit: 8, words: "the gap the card leaves can take a card (it is not right of a gap or of the top rank)" },
  rankShowing: { bit: 16, words: "every card of the pair's rank still in play shows, so taking two strands none" },
} as const;
export type GameCondition = keyof typeof GAME_CONDITIONS;
/** Tie-breaks among moves of the same rule, in the engine's numbering. */
export const PREFER_KEYS = {
  "most-cards": 1,
  "fewest-cards": 2,
  "leftmost-source": 3,
  "rightmost-source": 4,
  "leftmost-target": 5,
  "rightmost-target": 6,
  "most-face-down-turned-up": 7,
  "most-face-down-source": 8,
  "fewest-face-down-source": 9,
  "onto-suit": 10,
  "onto-card": 11,
  "first-listed": 12,
  "tallest-source": 13,
  "shortest-source": 14,
} as const;
/** The features a weighted record weighs, in the engine's order (record-weighted.ts), with what each counts. */
export const FEATURES = {
  cardsUp: "cards on the foundations",
  faceDown: "face-down cards in the piles",
  spaces: "empty piles",
  freeCells: "empty cells",
  cardsUnderRuns: "cards under their pile's top run (each must move again)",
  cardsOutOfOrder: "cards lying over a lower card of their pile",
  wasteCards: "cards on the waste",
  stockCards: "cards in the stock",
  evaluation: "the solver's evaluation of the position (its profile's weights): a strong start to tune from",
} as const;
export type Feature = keyof typeof FEATURES;
const WEIGHT_LIMIT = 100_000;

/** What a record never does: nothing; return to a position seen this game; go round in the cycles the built-in greedy avoids. */
export const AVOID = { nothing: 0, "seen-positions": 1, cycles: 2 } as const;
/**
 * What a priority record chooses among: single moves, or Bjarnason, Fern and
 * Tadepalli's available actions (a move that cannot be undone at once, or a
 * compound of two), played by their game's rules (docs/strategies.md).
 */
export const AMONG = { moves: 0, "bft-actions": 1 } as const;
/** How it chooses among the admitted choices of its best rule: the first by the tie-breaks, at random, or by their draw (rand % (n - 1)). */
export const CHOOSE = { first: 0, random: 1, "random-but-last": 2 } as const;

export type FromKind = keyof typeof FROM_KINDS;
export type ToKind = keyof typeof TO_KINDS;
export type PreferKey = keyof typeof PREFER_KEYS;

export interface RecordRule {
  from?: FromKind[];
  to?: ToKind[];
  turnsUp?: boolean;
  sendsUp?: boolean;
  emptiesPile?: boolean;
  offSuit?: boolean;
  offBuild?: boolean;
  ontoSuit?: boolean;
  compound?: boolean;
  leap?: boolean;
  fromRun?: boolean;
  toRun?: boolean;
  leavesLiveGap?: boolean;
  rankShowing?: boolean;
  minCards?: number;
  maxCards?: number;
  prefer?: PreferKey[];
  note?: string;
}

interface RecordBase {
  name: string;
  description?: string;
  /** The game it was written for (it plays any tableau game). */
  game?: string;
  avoid: keyof typeof AVOID;
  /** Moves a game may last at most (1 .. MOVE_LIMIT); past it the deal counts as lost by the strategy. */
  moveLimit?: number;
  /** A search around the record: each move it admits tried on samples of the unseen cards, followed by the record's play. */
  search?: RecordSearch;
}

/** The search around a record (assembly/strategies/tableau/record-search.ts). */
export type RecordSearch =
  /** Each admitted move tried on `samples` deals of the unseen cards (1 .. 64), then `rollout` moves of the record's play (1 .. 1000). */
  | { kind: "sampling"; samples: number; rollout: number }
  /** UCT over `iterations` deals (1 .. 100,000), its leaves valued by `rollout` moves of the record's play. */
  | { kind: "uct"; iterations: number; rollout: number };

/** Per kind of search: its fields, with their range and default. */
const SEARCH_FIELDS = {
  sampling: { samples: [1, 64, 8], rollout: [1, 1000, 200] },
  uct: { iterations: [1, 100_000, 300], rollout: [1, 1000, 200] },
} as const;
const SEARCH_CODES = { sampling: 1, uct: 2 } as const;

/** An ordered list of rules over the kinds of moves. */
export interface PriorityRecord extends RecordBase {
  kind: "priority";
  /** What it chooses among (default moves). */
  among?: keyof typeof AMONG;
  /** How it chooses (default first). */
  choose?: keyof typeof CHOOSE;
  /** Tie-breaks for the rules that name none. */
  prefer?: PreferKey[];
  rules: RecordRule[];
}

/** Weights over features of a position: the move whose position scores highest (looking `depth` moves ahead). */
export interface WeightedRecord extends RecordBase {
  kind: "weighted";
  weights: Partial<Record<Feature, number>>;
  depth: 1 | 2;
}

export type StrategyRecord = PriorityRecord | WeightedRecord;

/**
 * The lab's move limit: a strategy's play stops after this many moves and
 * the deal counts as lost by it (assembly/strategies/effort.ts's MAX_PLAY).
 */
export const MOVE_LIMIT = 5000;
const MAX_RULES = 64;
const MAX_PREFER = 7;
const TOP_KEYS = ["name", "description", "game", "kind", "avoid", "moveLimit", "search", "among", "choose", "prefer", "rules", "weights", "depth"];
const RULE_KEYS = [
  "from",
  "to",
  "turnsUp",
  "sendsUp",
  "emptiesPile",
  "offSuit",
  "offBuild",
  "ontoSuit",
  "compound",
  ...Object.keys(GAME_CONDITIONS),
  "minCards",
  "maxCards",
  "prefer",
  "note",
];

const names = (o: object) => Object.keys(o).join(", ");

/** A strategy record from parsed JSON, every field checked; `source` names it in the one-line UserError. */
export function readStrategyRecord(doc: unknown, source: string): StrategyRecord {
  const bad = (where: string, what: string) => new UserError(`${source}: ${where} ${what}`);
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) throw bad("the strategy record", "must be a JSON object with the keys name, kind and rules");
  const d = doc as Record<string, unknown>;
  for (const k of Object.keys(d)) if (!TOP_KEYS.includes(k)) throw bad(`key "${k}"`, `is not a strategy record's; allowed: ${TOP_KEYS.join(", ")}`);
  if (typeof d.name !== "string" || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(d.name))
    throw bad("name", "must be a name of 1 to 64 letters, digits, '.', '_' or '-' (starting with a letter or digit)");
  if (d.description !== undefined && (typeof d.description !== "string" || d.description.length > 2000))
    throw bad("description", "must be text of at most 2000 characters");
  if (d.game !== undefined && (typeof d.game !== "string" || d.game.length > 64)) throw bad("game", "must be a game id, like klondike");
  if (d.kind !== "priority" && d.kind !== "weighted")
    throw bad(
      "kind",
      `${JSON.stringify(d.kind)} is not played: "priority" (an ordered list of rules over the kinds of moves) or "weighted" (weights over features of a position)`,
    );
  const avoid = d.avoid ?? "seen-positions";
  if (typeof avoid !== "string" || !(avoid in AVOID)) throw bad("avoid", `${JSON.stringify(avoid)} is not allowed; allowed: ${names(AVOID)}`);
  const limit = d.moveLimit;
  if (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MOVE_LIMIT))
    throw bad("moveLimit", `must be a whole number from 1 to ${MOVE_LIMIT} (the lab's limit): the moves a game may last before it counts as lost`);
  const head = {
    name: d.name,
    ...(d.description !== undefined ? { description: d.description as string } : {}),
    ...(d.game !== undefined ? { game: d.game as string } : {}),
    avoid: avoid as keyof typeof AVOID,
    ...(limit !== undefined ? { moveLimit: limit as number } : {}),
    ...(d.search !== undefined ? { search: readSearch(d.search, bad) } : {}),
  };
  if (d.kind === "weighted") return { ...head, kind: "weighted", ...readWeighted(d, bad) };
  for (const k of ["weights", "depth"]) if (d[k] !== undefined) throw bad(`key "${k}"`, 'belongs to a "weighted" record, not a "priority" one');
  const among = d.among ?? "moves";
  if (typeof among !== "string" || !(among in AMONG)) throw bad("among", `${JSON.stringify(among)} is not allowed; allowed: ${names(AMONG)}`);
  const choose = d.choose ?? "first";
  if (typeof choose !== "string" || !(choose in CHOOSE)) throw bad("choose", `${JSON.stringify(choose)} is not allowed; allowed: ${names(CHOOSE)}`);
  if (among === "bft-actions" && d.search !== undefined) throw bad("search", 'plays single moves: a record "among": "bft-actions" takes none');
  if (among === "bft-actions" && avoid !== "seen-positions")
    throw bad("avoid", 'is their game\'s own among "bft-actions" (never an action to a position seen this game): leave it out');
  const prefer = d.prefer === undefined ? undefined : preferList(d.prefer, "prefer", bad);
  if (!Array.isArray(d.rules) || d.rules.length < 1 || d.rules.length > MAX_RULES) throw bad("rules", `must be a list of 1 to ${MAX_RULES} rules`);
  const rules = d.rules.map((r, i) => readRule(r, `rules[${i}]`, bad));
  return {
    ...head,
    kind: "priority",
    ...(d.among !== undefined ? { among: among as keyof typeof AMONG } : {}),
    ...(d.choose !== undefined ? { choose: choose as keyof typeof CHOOSE } : {}),
    ...(prefer ? { prefer } : {}),
    rules,
  };
}

function readSearch(v: unknown, bad: Bad): RecordSearch {
  const kinds = Object.keys(SEARCH_FIELDS);
  if (!v || typeof v !== "object" || Array.isArray(v))
    throw bad("search", `must be an object: {"kind": "sampling", "samples", "rollout"} or {"kind": "uct", "iterations", "rollout"}`);
  const o = v as Record<string, unknown>;
  const kind = o.kind ?? "sampling";
  if (typeof kind !== "string" || !kinds.includes(kind)) throw bad("search.kind", `${JSON.stringify(kind)} is not a search; allowed: ${kinds.join(", ")}`);
  const fields = SEARCH_FIELDS[kind as keyof typeof SEARCH_FIELDS] as Record<string, readonly [number, number, number]>;
  const keys = ["kind", ...Object.keys(fields)];
  for (const k of Object.keys(o)) if (!keys.includes(k)) throw bad(`search: key "${k}"`, `is not a ${kind} search's; allowed: ${keys.join(", ")}`);
  const out: Record<string, unknown> = { kind };
  for (const [k, [lo, hi, fallback]] of Object.entries(fields)) {
    const x = o[k] ?? fallback;
    if (!Number.isInteger(x) || (x as number) < lo || (x as number) > hi) throw bad(`search.${k}`, `must be a whole number from ${lo} to ${hi}`);
    out[k] = x;
  }
  return out as RecordSearch;
}

function readWeighted(d: Record<string, unknown>, bad: Bad): { weights: WeightedRecord["weights"]; depth: 1 | 2 } {
  for (const k of ["rules", "prefer", "among", "choose"])
    if (d[k] !== undefined) throw bad(`key "${k}"`, 'belongs to a "priority" record, not a "weighted" one');
  const w = d.weights;
  if (!w || typeof w !== "object" || Array.isArray(w)) throw bad("weights", `must be an object of feature: weight, the features ${names(FEATURES)}`);
  const weights: WeightedRecord["weights"] = {};
  for (const [k, v] of Object.entries(w)) {
    if (!(k in FEATURES)) throw bad(`weights.${k}`, `is not a feature; allowed: ${names(FEATURES)}`);
    if (!Number.isInteger(v) || Math.abs(v as number) > WEIGHT_LIMIT)
      throw bad(`weights.${k}`, `must be a whole number from -${WEIGHT_LIMIT} to ${WEIGHT_LIMIT}`);
    weights[k as Feature] = v as number;
  }
  const depth = d.depth ?? 1;
  if (depth !== 1 && depth !== 2) throw bad("depth", "must be 1 (the position a move reaches) or 2 (the best position one move further)");
  return { weights, depth };
}

type Bad = (where: string, what: string) => UserError;

function readRule(r: unknown, at: string, bad: Bad): RecordRule {
  if (!r || typeof r !== "object" || Array.isArray(r)) throw bad(at, `must be an object with any of ${RULE_KEYS.join(", ")}`);
  const o = r as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!RULE_KEYS.includes(k)) throw bad(`${at}: key "${k}"`, `is not a rule's; allowed: ${RULE_KEYS.join(", ")}`);
  const rule: RecordRule = {};
  if (o.from !== undefined) rule.from = kinds(o.from, `${at}.from`, FROM_KINDS, bad);
  if (o.to !== undefined) rule.to = kinds(o.to, `${at}.to`, TO_KINDS, bad);
  for (const c of Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[]) {
    if (o[c] === undefined) continue;
    if (typeof o[c] !== "boolean") throw bad(`${at}.${c}`, `must be true or false (${CONDITIONS[c]})`);
    rule[c] = o[c] as boolean;
  }
  for (const c of Object.keys(GAME_CONDITIONS) as GameCondition[]) {
    if (o[c] === undefined) continue;
    if (typeof o[c] !== "boolean") throw bad(`${at}.${c}`, `must be true or false (${GAME_CONDITIONS[c].words})`);
    rule[c] = o[c] as boolean;
  }
  for (const c of ["minCards", "maxCards"] as const) {
    if (o[c] === undefined) continue;
    if (!Number.isInteger(o[c]) || (o[c] as number) < 0 || (o[c] as number) > 255) throw bad(`${at}.${c}`, "must be a whole number from 0 to 255");
    rule[c] = o[c] as number;
  }
  if ((rule.minCards ?? 0) > (rule.maxCards ?? 255)) throw bad(`${at}.minCards`, `is more than maxCards (${rule.maxCards}): no move could meet the rule`);
  if (o.prefer !== undefined) rule.prefer = preferList(o.prefer, `${at}.prefer`, bad);
  if (o.note !== undefined) {
    if (typeof o.note !== "string" || o.note.length > 500) throw bad(`${at}.note`, "must be text of at most 500 characters");
    rule.note = o.note;
  }
  return rule;
}

function kinds<K extends string>(v: unknown, at: string, allowed: Record<K, number>, bad: Bad): K[] {
  const list = typeof v === "string" ? [v] : v;
  if (!Array.isArray(list) || list.length === 0) throw bad(at, `must be one of ${names(allowed)}, or a list of them`);
  for (const k of list) if (typeof k !== "string" || !(k in allowed)) throw bad(at, `${JSON.stringify(k)} is not allowed; allowed: ${names(allowed)}`);
  return [...new Set(list as K[])];
}

function preferList(v: unknown, at: string, bad: Bad): PreferKey[] {
  if (!Array.isArray(v) || v.length > MAX_PREFER) throw bad(at, `must be a list of at most ${MAX_PREFER} of ${names(PREFER_KEYS)}`);
  for (const k of v) if (typeof k !== "string" || !(k in PREFER_KEYS)) throw bad(at, `${JSON.stringify(k)} is not allowed; allowed: ${names(PREFER_KEYS)}`);
  return v as PreferKey[];
}

const tri = (v: boolean | undefined) => (v === undefined ? 0 : v ? 1 : 2);
const mask = (list: string[] | undefined, bits: Record<string, number>) => (list ?? []).reduce((m, k) => m | bits[k], 0);
const gameMask = (rule: RecordRule, want: boolean) =>
  (Object.keys(GAME_CONDITIONS) as GameCondition[]).reduce((m, c) => (rule[c] === want ? m | GAME_CONDITIONS[c].bit : m), 0);

/**
 * The record as the engine's whole numbers: [1, avoid, rules, then per rule
 * from, to, turnsUp, sendsUp, emptiesPile, offSuit, offBuild, ontoSuit,
 * compound, the game conditions that must hold and those that must not (two
 * masks), min, max, prefer count, keys]
 * (a weighted record: [2, avoid, depth, feature count, weights]), then what
 * it chooses among and how (0 0 for a weighted record), its search's kind (1 sampling, 2 uct), samples or iterations, and rollout moves
 * (0 0 0: none), and its move limit (0: the lab's).
 */
export function encodeRecord(r: StrategyRecord): number[] {
  const search = r.search ? [SEARCH_CODES[r.search.kind], r.search.kind === "uct" ? r.search.iterations : r.search.samples, r.search.rollout] : [0, 0, 0];
  const how = r.kind === "priority" ? [AMONG[r.among ?? "moves"], CHOOSE[r.choose ?? "first"]] : [0, 0];
  return [...recordWords(r), ...how, ...search, r.moveLimit ?? 0];
}

function recordWords(r: StrategyRecord): number[] {
  if (r.kind === "weighted") {
    const features = Object.keys(FEATURES) as Feature[];
    return [2, AVOID[r.avoid], r.depth, features.length, ...features.map((f) => r.weights[f] ?? 0)];
  }
  const out = [1, AVOID[r.avoid], r.rules.length];
  for (const rule of r.rules) {
    const prefer = rule.prefer ?? r.prefer ?? [];
    out.push(
      mask(rule.from, FROM_KINDS),
      mask(rule.to, TO_KINDS),
      tri(rule.turnsUp),
      tri(rule.sendsUp),
      tri(rule.emptiesPile),
      tri(rule.offSuit),
      tri(rule.offBuild),
      tri(rule.ontoSuit),
      tri(rule.compound),
      gameMask(rule, true),
      gameMask(rule, false),
      rule.minCards ?? 0,
      rule.maxCards ?? 255,
      prefer.length,
      ...prefer.map((k) => PREFER_KEYS[k]),
    );
  }
  return out;
}

/** A record read from a file's text (JSON), or the one-line UserError. */
export function parseStrategyRecord(text: string, source: string): StrategyRecord {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new UserError(`${source}: not JSON (${(e as Error).message.replace(/\s+/g, " ")})`);
  }
  return readStrategyRecord(doc, source);
}

/**
 * A record's tag in each result: its name and 8 hex digits of its JSON
 * (FNV-1a), so that two records of one name are never counted together.
 */
export function recordTag(r: StrategyRecord): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(r)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${r.name}#${h.toString(16).padStart(8, "0")}`;
}
