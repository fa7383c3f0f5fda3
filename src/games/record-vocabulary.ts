// What a strategy record may name in each game (`games --features GAME`,
// docs/strategies.md): the kinds of moves, their conditions and tie-breaks,
// what it may avoid and how it chooses, and the features a weighted record
// weighs. The tableau games share one vocabulary (assembly/strategies/tableau/
// record.ts); each game outside the tableau engine has its own, as its
// strategy file in assembly/strategies/ describes its moves (record.ts there).
// A record naming anything its game lacks is refused in one line.

import { UserError } from "../core/errors.ts";
import {
  type AMONG,
  type AVOID,
  type CHOOSE,
  CONDITIONS,
  FEATURES,
  FROM_KINDS,
  GAME_CONDITIONS,
  PREFER_KEYS,
  TO_KINDS,
  type FromKind,
  type PreferKey,
  type StrategyRecord,
  type ToKind,
} from "./strategy-record.ts";
import { STRATEGY_TABLE } from "./strategy-table.ts";
import type { GameDef } from "./types.ts";

export interface RecordVocabulary {
  /** How the game's moves read as a record's (where from, where to). */
  moves: string;
  from: FromKind[];
  to: ToKind[];
  /** The conditions a rule may put, with what each means in this game. */
  conditions: Record<string, string>;
  /** Whether minCards and maxCards mean anything (the moves carry different numbers of cards). */
  cards: boolean;
  prefer: PreferKey[];
  avoid: (keyof typeof AVOID)[];
  among: (keyof typeof AMONG)[];
  choose: (keyof typeof CHOOSE)[];
  /** The features a weighted record weighs; none: the game takes priority lists only. */
  features: Record<string, string>;
  /** Whether a search may go around the record. */
  search: boolean;
}

const ALL_PREFER = Object.keys(PREFER_KEYS) as PreferKey[];
const TABLEAU: RecordVocabulary = {
  moves:
    "a move's cards go from a pile, the reserve, a cell, the waste or a foundation to a pile, a space, a cell or a foundation; the stock move turns or deals the stock",
  from: Object.keys(FROM_KINDS) as FromKind[],
  to: Object.keys(TO_KINDS) as ToKind[],
  conditions: { ...CONDITIONS },
  cards: true,
  prefer: ALL_PREFER.filter((k) => PREFER_KEYS[k] <= PREFER_KEYS["first-listed"]),
  avoid: ["nothing", "seen-positions", "cycles"],
  among: ["moves", "bft-actions"],
  choose: ["first", "random", "random-but-last"],
  features: { ...FEATURES },
  search: true,
};

const game = (c: keyof typeof GAME_CONDITIONS) => ({ [c]: GAME_CONDITIONS[c].words });
const small = (v: Pick<RecordVocabulary, "moves" | "from" | "to" | "conditions" | "cards" | "prefer">): RecordVocabulary => ({
  ...v,
  // Avoiding seen positions: in Accordion, Wish, Flip and the hole games
  // every move deals, removes or darkens a card, so none comes back; Gaps'
  // can (one deal's 2s between the leftmost gaps), and the engine keys them.
  avoid: ["nothing", "seen-positions"],
  among: ["moves"],
  choose: ["first", "random"],
  features: {},
  search: false,
});
const SIDES: PreferKey[] = ["leftmost-source", "rightmost-source", "leftmost-target", "rightmost-target"];

/** The games outside the tableau engine, by id. */
const OWN: Record<string, RecordVocabulary> = {
  accordion: small({
    moves:
      "a pile goes whole from its place (a pile) onto the pile to its left or the third to its left (a pile); the stock move deals the next card; places count from 0 at the left",
    from: ["pile", "stock"],
    to: ["pile", "stock"],
    conditions: game("leap"),
    cards: false,
    prefer: [...SIDES, "first-listed"],
  }),
  wish: small({
    moves: "a pair of top cards of one rank goes from piles i < j (source i, target j) to a foundation",
    from: ["pile"],
    to: ["foundation"],
    conditions: {
      turnsUp: "either pile has a face-down card under its top card",
      emptiesPile: "either pile holds only its top card",
      ...game("rankShowing"),
    },
    cards: false,
    prefer: [...SIDES, "tallest-source", "shortest-source", "first-listed"],
  }),
  flip: small({
    moves:
      "a play on four consecutive hand cards comes from the hand (a pile, read bottom to top as left to right: the topmost set is the rightmost source); a removal goes to a foundation, a flip stays in the hand (to a pile); the stock move deals the next card",
    from: ["pile", "stock"],
    to: ["pile", "foundation", "stock"],
    conditions: { sendsUp: "the play removes cards (the middle two or all four)", emptiesPile: "the play removes every card of the hand" },
    cards: true,
    prefer: ["most-cards", "fewest-cards", "leftmost-source", "rightmost-source", "first-listed"],
  }),
  gaps: small({
    moves: "a card goes from its place (a pile; places read row by row, left to right) into a gap (a space)",
    from: ["pile"],
    to: ["space"],
    conditions: { ...game("fromRun"), ...game("toRun"), ...game("leavesLiveGap") },
    cards: false,
    prefer: [...SIDES, "first-listed"],
  }),
};
const HOLE = small({
  moves:
    "a card goes from a pile or a cell onto the hole (a foundation) or from a pile into a cell (Worm Hole); the stock move turns the next card onto the hole (Golf)",
  from: ["pile", "cell", "stock"],
  to: ["foundation", "cell", "stock"],
  conditions: { sendsUp: "the card goes onto the hole", emptiesPile: "the card is its pile's last" },
  cards: false,
  prefer: ["leftmost-source", "rightmost-source", "tallest-source", "shortest-source", "first-listed"],
});

/** The game's engine module has the strategy `record` (the tableau games, and every game with choices). */
export function playsRecords(g: GameDef): boolean {
  return STRATEGY_TABLE[g.engineId]?.strategies.some((s) => s.id === "record") ?? false;
}

/** What a record may name in game g, or undefined when it reads none (its every move is forced). */
export function recordVocabulary(g: GameDef): RecordVocabulary | undefined {
  if (!playsRecords(g)) return undefined;
  if (g.tableauRules) return TABLEAU;
  return OWN[g.id] ?? (STRATEGY_TABLE[g.engineId].module === "hole" ? HOLE : undefined);
}

/** The one line for a game that reads no records. */
export function noRecordsLine(g: GameDef): string {
  return `${g.id} reads no strategy records: every move of it is forced, so no strategy has a choice to make`;
}

/**
 * Refuses (one UserError line, from `source`) a record that names anything
 * game g lacks: a kind of move, a condition, a tie-break, an avoid, among or
 * choose, a weighted record or a search where the game takes none.
 */
export function checkRecordForGame(r: StrategyRecord, g: GameDef, source: string): void {
  const v = recordVocabulary(g);
  if (!v) throw new UserError(`${source}: ${noRecordsLine(g)}`);
  const bad = (where: string, what: string) => new UserError(`${source}: ${where} ${what} in ${g.id}`);
  const list = (xs: readonly string[]) => xs.join(", ");
  if (!v.avoid.includes(r.avoid)) throw bad("avoid", `${JSON.stringify(r.avoid)} is not played; allowed: ${list(v.avoid)}`);
  if (r.search && !v.search) throw bad("search", "is not played: a record plays its own moves alone");
  if (r.kind === "weighted") {
    if (Object.keys(v.features).length === 0) throw bad('kind "weighted"', 'is not played: it has no weighted features; write a "priority" record');
    return;
  }
  if (r.among && !v.among.includes(r.among)) throw bad("among", `${JSON.stringify(r.among)} is not played; allowed: ${list(v.among)}`);
  if (r.choose && !v.choose.includes(r.choose)) throw bad("choose", `${JSON.stringify(r.choose)} is not played; allowed: ${list(v.choose)}`);
  const preferOk = (keys: PreferKey[] | undefined, at: string) => {
    for (const k of keys ?? []) if (!v.prefer.includes(k)) throw bad(at, `${JSON.stringify(k)} is not a tie-break; allowed: ${list(v.prefer)}`);
  };
  preferOk(r.prefer, "prefer");
  r.rules.forEach((rule, i) => {
    const at = `rules[${i}]`;
    for (const k of rule.from ?? [])
      if (!v.from.includes(k)) throw bad(`${at}.from`, `${JSON.stringify(k)} is no place a move comes from; allowed: ${list(v.from)}`);
    for (const k of rule.to ?? []) if (!v.to.includes(k)) throw bad(`${at}.to`, `${JSON.stringify(k)} is no place a move goes to; allowed: ${list(v.to)}`);
    for (const c of [...Object.keys(CONDITIONS), ...Object.keys(GAME_CONDITIONS)])
      if (rule[c as keyof typeof rule] !== undefined && !(c in v.conditions))
        throw bad(`${at}.${c}`, `is not a condition; allowed: ${list(Object.keys(v.conditions)) || "none"}`);
    if (!v.cards && (rule.minCards !== undefined || rule.maxCards !== undefined))
      throw bad(`${at}.${rule.minCards !== undefined ? "minCards" : "maxCards"}`, "is not a condition: every move carries the same cards");
    preferOk(rule.prefer, `${at}.prefer`);
  });
}
