// The builder's fields as typed (strings), checked into an experiment plan.
// Every mistake is a message for the field it belongs to, saying what is
// allowed; the same check reads an experiment URL, so a bad URL shows the same
// inline messages as bad typing.

import { MAX_SEED, NUMBERINGS, type Numbering } from "../core/numbering.ts";
import { findGame, GAMES, type GameDef, type Settings } from "../games/catalogue.ts";
import { parseSettingValue, parseStrategySettingValue, strategyRefusal } from "../games/settings.ts";
import { BUDGET_LIMITS } from "../run/spec.ts";
import type { ExperimentPlan } from "./experiment.ts";
import { UserError } from "../core/errors.ts";
import { parseStrategyRecord, type StrategyRecord } from "../games/strategy-record.ts";
import { checkRecordForGame } from "../games/record-vocabulary.ts";
import { fromBase64Url, toBase64Url } from "./viewer-url.ts";

export interface Draft {
  game: string;
  preset: string;
  /** Setting key -> the text typed (or "true"/"false", or a choice word). */
  settings: Record<string, string>;
  strategies: string[];
  /** Strategy id -> its own settings' texts (for the strategies that have settings). */
  strategySettings: Record<string, Record<string, string>>;
  /** A strategy record as typed (JSON; "" for none): played as the strategy `record` beside the chosen ones (tableau games). */
  strategyRecord: string;
  numbering: string;
  seedFrom: string;
  seedTo: string;
  nodes: string;
  timeMs: string;
  ttMiB: string;
  /** The solver's lines in the records: "cut" (of their detours) or "found". */
  lines: string;
  workers: string;
  rngSeed: string;
}

/** A browser run holds per-seed outcomes in memory for the paired comparison; the CLI has no such limit. */
export const MAX_DEALS = 100_000_000;
export const MAX_DEALS_COMPARED = 20_000_000;
export const MAX_WORKERS = 256;
/** Per worker; the CLI's default is 256 MiB, a browser tab with one worker per core is kept smaller. */
export const BROWSER_TT_MIB = 64;

export type FieldErrors = Record<string, string>;

/** The draft a game starts with: its default preset, settings and strategy, seeds 0..9999. */
export function defaultDraft(game: GameDef, workers: number): Draft {
  return {
    game: game.id,
    preset: game.defaultPreset,
    settings: presetTexts(game, game.defaultPreset),
    strategies: [game.defaultStrategy],
    strategySettings: {},
    strategyRecord: "",
    numbering: game.numberings[0],
    seedFrom: "0",
    seedTo: "9999",
    nodes: "0",
    timeMs: "10000",
    ttMiB: String(BROWSER_TT_MIB),
    lines: "cut",
    workers: String(workers),
    rngSeed: "0",
  };
}

/** A preset's settings as field texts (settings it leaves out take their defaults). */
export function presetTexts(game: GameDef, preset: string): Record<string, string> {
  const values = { ...Object.fromEntries(game.settings.map((s) => [s.key, s.default])), ...(game.presets[preset] ?? {}) };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}

const fmt = (n: number) => n.toLocaleString("en-US");

function wholeNumber(errors: FieldErrors, field: string, label: string, text: string, min: number, max: number, extra = ""): number {
  const t = text.trim();
  if (/^\d+$/.test(t) && Number(t) >= min && Number(t) <= max) return Number(t);
  errors[field] = `${label}: a whole number from ${min} to ${max}${extra}, not "${text}"`;
  return NaN;
}

/** Checks every field; `plan` is set only when there are no errors. */
export function checkDraft(d: Draft): { plan?: ExperimentPlan; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const game = findGame(d.game);
  if (!game) {
    errors.game = `Game: one of ${GAMES.map((g) => g.id).join(", ")}, not "${d.game}"`;
    return { errors };
  }
  if (!game.presets[d.preset]) errors.preset = `Preset: one of ${Object.keys(game.presets).join(", ")}, not "${d.preset}"`;

  const settings: Settings = {};
  for (const s of game.settings) {
    const text = d.settings[s.key] ?? String(s.default);
    try {
      settings[s.key] = parseSettingValue(game, s, text.trim());
    } catch (e) {
      errors[`set.${s.key}`] = (e as Error).message;
    }
  }
  for (const key of Object.keys(d.settings)) {
    if (!game.settings.some((s) => s.key === key))
      errors.settings = `${game.id} has no setting "${key}"; its settings: ${game.settings.map((s) => s.key).join(", ") || "none"}`;
  }
  // Settings each allowed may still not go together (a rules record's deal that needs more cards than the deck).
  const clash = Object.keys(errors).length === 0 ? game.check?.(settings) : undefined;
  if (clash) errors.settings = `${game.id}: ${clash}`;

  const known = game.strategies.map((s) => s.id);
  // A typed strategy record plays as the strategy `record`, beside the chosen ones.
  const record = checkRecord(errors, d.strategyRecord, game);
  const unknown = d.strategies.filter((s) => !known.includes(s) && !(s === "record" && record));
  if (unknown.length) errors.strategies = `Strategies: ${known.join(", ")}; there is no "${unknown[0]}"`;
  else if (d.strategies.length === 0 && !record) errors.strategies = "Strategies: choose at least one";
  else {
    // A strategy that decides on the stock's order plays only where the stock is seen.
    const refused = d.strategies
      .filter((id) => id !== "record")
      .map((id) =>
        strategyRefusal(
          game,
          game.strategies.find((s) => s.id === id)!,
          settings,
        ),
      )
      .find(Boolean);
    if (refused) errors.strategies = `Strategies: ${refused.replace(/: use --preset .*$/, ": choose the preset klondike-bft, or stockSeen true")}`;
  }

  // Each chosen strategy's own settings: its defaults where not typed.
  const strategySettings: Record<string, Settings> = {};
  for (const id of d.strategies) {
    const strategy = game.strategies.find((s) => s.id === id);
    if (!strategy || strategy.settings.length === 0) continue;
    const typed = d.strategySettings[id] ?? {};
    const own: Settings = {};
    for (const s of strategy.settings) {
      const text = typed[s.key] ?? String(s.default);
      try {
        own[s.key] = parseStrategySettingValue(game, strategy, s, text.trim());
      } catch (e) {
        errors[`sset.${id}.${s.key}`] = (e as Error).message;
      }
    }
    for (const key of Object.keys(typed)) {
      if (!strategy.settings.some((s) => s.key === key))
        errors.strategies = `Strategy ${id} has no setting "${key}"; its settings: ${strategy.settings.map((s) => s.key).join(", ")}`;
    }
    strategySettings[id] = own;
  }

  const numbering = d.numbering as Numbering;
  if (!NUMBERINGS.includes(numbering) || !game.numberings.includes(numbering)) {
    errors.numbering = `Numbering: ${game.numberings.join(" or ")} for ${game.id}, not "${d.numbering}"`;
  }
  const maxSeed = MAX_SEED[game.numberings.includes(numbering) ? numbering : game.numberings[0]];
  const first = wholeNumber(errors, "seedFrom", "First seed", d.seedFrom, 0, maxSeed);
  if (!Number.isNaN(first)) {
    const cap = d.strategies.length > 1 ? MAX_DEALS_COMPARED : MAX_DEALS;
    const last = Math.min(maxSeed, first + cap - 1);
    const why =
      last < maxSeed ? ` (at most ${fmt(cap)} deals${d.strategies.length > 1 ? " per strategy when comparing" : ""} in the browser; the CLI runs more)` : "";
    wholeNumber(errors, "seedTo", "Last seed", d.seedTo, first, last, why);
  }
  const nodes = wholeNumber(errors, "nodes", "Nodes per deal", d.nodes, BUDGET_LIMITS.nodes[0], BUDGET_LIMITS.nodes[1], " (0 = no limit)");
  const timeMs = wholeNumber(errors, "timeMs", "Milliseconds per deal", d.timeMs, BUDGET_LIMITS.timeMs[0], BUDGET_LIMITS.timeMs[1], " (0 = no limit)");
  const ttMiB = wholeNumber(errors, "ttMiB", "Memory MiB", d.ttMiB, BUDGET_LIMITS.ttMiB[0], BUDGET_LIMITS.ttMiB[1]);
  if (d.lines !== "cut" && d.lines !== "found") errors.lines = `Solver's lines: cut or found, not "${d.lines}"`;
  const workers = wholeNumber(errors, "workers", "Workers", d.workers, 1, MAX_WORKERS);
  const rngSeed = wholeNumber(errors, "rngSeed", "Random seed", d.rngSeed, 0, 2 ** 32 - 1);

  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    plan: {
      game: game.id,
      preset: d.preset,
      settings,
      strategies: record && !d.strategies.includes("record") ? [...d.strategies, "record"] : [...d.strategies],
      ...(Object.keys(strategySettings).length ? { strategySettings } : {}),
      ...(record ? { strategyRecord: record } : {}),
      numbering,
      budget: { nodes, timeMs, ttMiB },
      ...(d.lines === "found" ? { lines: "found" as const } : {}),
      rngSeed,
      seeds: { lo: first, hi: Number(d.seedTo.trim()) + 1 },
      workers,
    },
  };
}

/** The draft that sets the builder up for a plan again. */
export function planToDraft(p: ExperimentPlan): Draft {
  return {
    game: p.game,
    preset: p.preset,
    settings: Object.fromEntries(Object.entries(p.settings).map(([k, v]) => [k, String(v)])),
    strategies: p.strategies.filter((s) => s !== "record"),
    strategyRecord: p.strategyRecord ? JSON.stringify(p.strategyRecord, null, 2) : "",
    strategySettings: Object.fromEntries(
      Object.entries(p.strategySettings ?? {}).map(([id, s]) => [id, Object.fromEntries(Object.entries(s).map(([k, v]) => [k, String(v)]))]),
    ),
    numbering: p.numbering,
    seedFrom: String(p.seeds.lo),
    seedTo: String(p.seeds.hi - 1),
    nodes: String(p.budget.nodes),
    timeMs: String(p.budget.timeMs),
    ttMiB: String(p.budget.ttMiB),
    lines: p.lines ?? "cut",
    workers: String(p.workers),
    rngSeed: String(p.rngSeed),
  };
}

/** The draft as URL query parameters (#/builder?...). */
export function draftToQuery(d: Draft): string {
  const q = new URLSearchParams();
  q.set("game", d.game);
  q.set("preset", d.preset);
  for (const [k, v] of Object.entries(d.settings)) q.append("set", `${k}=${v}`);
  q.set("strategies", d.strategies.join(","));
  // A strategy's own settings: "sset=hindsight.samples=4" (only for chosen strategies).
  for (const id of d.strategies) for (const [k, v] of Object.entries(d.strategySettings[id] ?? {})) q.append("sset", `${id}.${k}=${v}`);
  // A strategy record travels in the address as base64url of its text.
  if (d.strategyRecord.trim()) q.set("record", toBase64Url(d.strategyRecord));
  q.set("numbering", d.numbering);
  q.set("seeds", `${d.seedFrom}..${d.seedTo}`);
  q.set("nodes", d.nodes);
  q.set("timeMs", d.timeMs);
  q.set("ttMiB", d.ttMiB);
  if (d.lines !== "cut") q.set("lines", d.lines);
  q.set("workers", d.workers);
  q.set("rngSeed", d.rngSeed);
  return q.toString();
}

/**
 * A draft from URL parameters, over the defaults of the game it names (an
 * unknown game keeps its id so that the check reports it).
 */
export function queryToDraft(q: URLSearchParams, workers: number): Draft {
  const game = findGame(q.get("game") ?? "") ?? GAMES[0];
  const d = defaultDraft(game, workers);
  if (q.has("game")) d.game = q.get("game")!;
  if (q.has("preset")) {
    d.preset = q.get("preset")!;
    d.settings = presetTexts(game, d.preset);
  }
  for (const kv of q.getAll("set")) {
    const eq = kv.indexOf("=");
    if (eq > 0) d.settings[kv.slice(0, eq)] = kv.slice(eq + 1);
  }
  if (q.has("strategies")) d.strategies = q.get("strategies")!.split(",").filter(Boolean);
  for (const kv of q.getAll("sset")) {
    const dot = kv.indexOf(".");
    const eq = kv.indexOf("=", dot);
    if (dot > 0 && eq > dot + 1) (d.strategySettings[kv.slice(0, dot)] ??= {})[kv.slice(dot + 1, eq)] = kv.slice(eq + 1);
  }
  const record = q.get("record");
  if (record !== null) {
    try {
      d.strategyRecord = fromBase64Url(record);
    } catch {
      d.strategyRecord = "(the address's strategy record is not base64url text)";
    }
  }
  if (q.has("numbering")) d.numbering = q.get("numbering")!;
  const seeds = q.get("seeds");
  if (seeds !== null) {
    const [from, to] = seeds.includes("..") ? seeds.split("..", 2) : [seeds, seeds];
    d.seedFrom = from;
    d.seedTo = to;
  }
  for (const key of ["nodes", "timeMs", "ttMiB", "lines", "workers", "rngSeed"] as const) if (q.has(key)) d[key] = q.get(key)!;
  return d;
}

/** The typed strategy record, checked (an error for the field strategyRecord), or undefined when none is typed. */
function checkRecord(errors: FieldErrors, text: string, game: GameDef): StrategyRecord | undefined {
  if (!text.trim()) return undefined;
  try {
    const record = parseStrategyRecord(text, "Strategy record");
    checkRecordForGame(record, game, "Strategy record");
    return record;
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    errors.strategyRecord = e.message;
    return undefined;
  }
}
