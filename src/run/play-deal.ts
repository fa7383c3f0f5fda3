// One deal from start to end: configure the engine for the game, deal it (a
// seed or a layout), solve it or let a strategy play it, and replay the moves
// through the TypeScript reference rules, which say each move in words. The
// CLI's `solve` and the worker's playDeal (the deal viewer) play deals here;
// the chunk runner configures engines and checks its wins with the same code.

import type { Layout } from "../core/layout.ts";
import type { Engine, PlayResult, SolveProgress, Verdict } from "../engine/engine.ts";
import type { GameDef, Settings, StrategyDef } from "../games/catalogue.ts";
import { createReference } from "../games/reference/index.ts";
import { IllegalMove, type TableView } from "../games/reference/reference.ts";
import { engineSettingValues, requireStrategy, strategySettingValues } from "../games/settings.ts";
import { withoutDetours } from "./line-detours.ts";
import { encodeRecord, type StrategyRecord } from "../games/strategy-record.ts";
import { checkRecordForGame } from "../games/record-vocabulary.ts";
import type { RunSpec } from "./spec.ts";

export type DealSource = { seed: number } | { layout: Layout };

/** What to make of the replay besides the check: each move in words, each position drawn, the first and last as text. */
export interface ReplayWants {
  words?: boolean;
  views?: boolean;
  text?: boolean;
}

export interface Replayed {
  /** Why the engine's play fails the reference rules (an illegal move, or a win that does not win); undefined when it passes. */
  problem?: string;
  won: boolean;
  score: number;
  /** Move k in words (as said before it is played), when asked. */
  words: string[];
  /** Positions 0..n as the viewer draws them, when asked. */
  views: TableView[];
  /** The first and the last position as text lines, when asked. */
  startText: string[];
  endText: string[];
}

export interface PlayedDeal {
  layout: Layout;
  play: PlayResult;
  /** Milliseconds the engine took (dealing, set-up and play). */
  ms: number;
  replay: Replayed;
  /** Moves of the engine's line cut as back-and-forth and detours (the solver's lines only; play.moves is the cut line). */
  loopMovesCut: number;
  /** Whether cutting them ran out of time before it had tried every cut. */
  cutTimedOut: boolean;
}

const configured = new WeakMap<Engine, string>();

/** Selects the game and its settings in the engine (skipped when already so). */
export function configureEngine(engine: Engine, game: GameDef, settings: Settings): void {
  const key = JSON.stringify([game.id, settings]);
  if (configured.get(engine) === key) return;
  engine.selectGame(game.engineId);
  engine.setSettings(engineSettingValues(game, settings));
  engine.setDealSpec(game.dealSpec(settings));
  configured.set(engine, key);
}

const strategyConfigured = new WeakMap<Engine, string>();

/**
 * Gives a strategy its own settings in the engine (its defaults where left
 * out; skipped when already so), and the strategy `record` its record.
 */
export function configureStrategy(engine: Engine, game: GameDef, strategy: StrategyDef, settings: Settings = {}, record?: StrategyRecord): void {
  if (strategy.id === "record") {
    if (!record) throw new Error("strategy record needs its record (RunSpec.strategyRecord)");
    // Every way in checks the record against the game; a spec made elsewhere (a queue job, a stored run) is checked here too.
    checkRecordForGame(record, game, "the strategy record");
    const key = JSON.stringify(["record", record]);
    if (strategyConfigured.get(engine) === key) return;
    engine.setStrategyRecord(encodeRecord(record));
    strategyConfigured.set(engine, key);
    return;
  }
  if (strategy.settings.length === 0) return;
  const key = JSON.stringify([game.engineId, strategy.engineId, settings]);
  if (strategyConfigured.get(engine) === key) return;
  engine.setStrategySettings(strategy.engineId, strategySettingValues(strategy, settings));
  strategyConfigured.set(engine, key);
}

export interface EnginePlay {
  play: PlayResult;
  /** Milliseconds of dealing, set-up and play. */
  ms: number;
  online: boolean;
  /** The deal (when asked): the layout given, or the seed's as the engine dealt it. */
  layout?: Layout;
}

/**
 * Deals and plays one deal on a configured engine: the solver knows every
 * card (offline); a strategy plays online, its random choices seeded by the
 * deal's seed (0 for a layout) and the spec's rngSeed.
 */
export function playOnEngine(
  engine: Engine,
  game: GameDef,
  spec: RunSpec,
  deal: DealSource,
  withLayout = false,
  onProgress?: (p: SolveProgress) => void,
): EnginePlay {
  const t0 = performance.now();
  let layout: Layout | undefined;
  if ("seed" in deal) {
    engine.dealSeed(spec.numbering, deal.seed);
    if (withLayout) layout = engine.layout();
  } else {
    engine.loadLayout(deal.layout);
    layout = deal.layout;
  }
  const strategy = requireStrategy(game, spec.strategy, spec.settings);
  const online = strategy.engineId !== 0;
  if (online) configureStrategy(engine, game, strategy, spec.strategySettings, spec.strategyRecord);
  engine.start(online);
  const play = online ? engine.playStrategy(strategy.engineId, "seed" in deal ? deal.seed : 0, spec.rngSeed) : engine.solve(spec.budget, onProgress);
  return { play, ms: performance.now() - t0, online, layout };
}

/** What the engine says of its play: the verdict, and (when given) the score at the end of its line. */
export type Claim = Verdict | { result: Verdict; score: number };

/**
 * Replays the engine's moves through the reference rules. Every move must be
 * legal there, a play the engine calls won must win there, and a score the
 * engine reports must be the reference's score at the end of the line.
 */
export function replayPlay(
  game: GameDef,
  settings: Settings,
  layout: Layout,
  online: boolean,
  claim: Claim,
  moves: ArrayLike<number>,
  wants: ReplayWants = {},
): Replayed {
  const verdict = typeof claim === "string" ? claim : claim.result;
  const ref = createReference(game.id, layout, settings, online);
  const out: Replayed = { won: false, score: 0, words: [], views: [], startText: [], endText: [] };
  if (wants.views) out.views.push(ref.view());
  if (wants.text) out.startText = ref.show();
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    // Said before it is played; describe() may not expect an illegal move, so check first.
    if (wants.words && !ref.legalMoves().includes(m)) {
      out.problem = `the engine's move ${i + 1} (${m}) is illegal under the reference rules`;
      break;
    }
    if (wants.words) out.words.push(ref.describe(m));
    try {
      ref.apply(m); // checks that the move is legal
    } catch (e) {
      if (!(e instanceof IllegalMove)) throw e;
      out.problem = `the engine's move ${i + 1} (${m}) is illegal under the reference rules`;
      break;
    }
    if (wants.views) out.views.push(ref.view());
  }
  out.won = ref.won();
  out.score = ref.score();
  if (!out.problem && verdict === "won" && !out.won) out.problem = `the engine reported a win, but the reference ends with score ${out.score}, not won`;
  if (!out.problem && typeof claim !== "string" && claim.score !== out.score) {
    out.problem = `the engine reported score ${claim.score}, but its line ends with score ${out.score} under the reference rules`;
  }
  if (wants.text) out.endText = ref.show();
  return out;
}

/**
 * The whole of it: configure, deal, play or solve (telling onProgress how the
 * search goes), cut the solver's loops and detours (line-detours.ts), and
 * replay through the reference. A strategy's line is kept as played: it is
 * the record of what the strategy did.
 */
export function playDeal(
  engine: Engine,
  game: GameDef,
  spec: RunSpec,
  deal: DealSource,
  wants: ReplayWants = {},
  onProgress?: (p: SolveProgress) => void,
): PlayedDeal {
  configureEngine(engine, game, spec.settings);
  const { play: given, ms, online, layout } = playOnEngine(engine, game, spec, deal, true, onProgress);
  const cut = online
    ? { moves: Array.from(given.moves), timedOut: false, plays: 0 }
    : withoutDetours(engine, game.id, layout!, spec.settings, online, given.moves);
  const play = { ...given, moves: cut.moves };
  return {
    layout: layout!,
    play,
    ms,
    replay: replayPlay(game, spec.settings, layout!, online, play, play.moves, wants),
    loopMovesCut: given.moves.length - cut.moves.length,
    cutTimedOut: cut.timedOut,
  };
}
