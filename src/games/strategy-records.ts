// The engine's strategy records as the host reads them (scripts/strategy-table.mjs
// writes them to strategy-table.ts): what each strategy is, which games it
// plays and its own settings. Declared once, in the engine
// (assembly/strategies/strategy.ts); this file only types them.

export interface EngineStrategySetting {
  key: string;
  kind: "int" | "bool" | "choice";
  min: number;
  max: number;
  default: number | string | boolean;
  /** Its value where the strategy should play fast rather than well (the fingerprint, smoke tests); the default where not given. */
  quick?: number | string | boolean;
  choices?: string[];
  description: string;
}

export interface EngineStrategy {
  id: string;
  /** Its number in its game module's list (0 is the solver). */
  engineId: number;
  description: string;
  /** The tableau profiles it plays, a bit each (profile index in RULE_TABLE's choices), or -1: every game of its module. */
  plays: number;
  /** It searches at every move (queue jobs of it are sized like the solver's; the fingerprint samples it so). */
  searches: boolean;
  /** It decides on the stock's order, so it plays only games whose stock is seen. */
  needsStockSeen: boolean;
  /** Its role in grading winnable deals: its wins are easy, or it is the strongest that sees only what a player sees. */
  grade: "none" | "easy" | "strong";
  settings: EngineStrategySetting[];
}

export interface EngineStrategyModule {
  /** The engine's game module (assembly/registry.ts's GAMES). */
  module: string;
  strategies: EngineStrategy[];
}
