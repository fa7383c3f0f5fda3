// A records file (run --out, merge, a queue run, a dashboard export) read line
// by line into a dashboard experiment: the experiment from its provenance (or
// its first record), one arm per strategy, and the deals as chunks of
// consecutive seeds in the stored column form. Each seed counts once per
// strategy; duplicates and the seeds missing from the range are counted for
// the notes. Plain logic, no DOM: it runs in the import worker and in tests.

import { findGame } from "../games/catalogue.ts";
import { recordStrategy } from "../games/strategies.ts";
import { playsRecords } from "../games/record-vocabulary.ts";
import { emptyChunk, RESULT_CODES, type ChunkResult } from "../run/chunk.ts";
import { isProvenance, parseSeedsText, upgradeProvenance, type Provenance } from "../run/provenance.ts";
import type { DealRecord } from "../run/record.ts";
import { SOLVER_ID } from "../run/shortfall.ts";
import { SeedSet } from "../run/seed-set.ts";
import { DEFAULT_BUDGET } from "../run/spec.ts";
import { splitLegacySettings } from "../games/legacy-settings.ts";
import { compactChunk } from "../run/compact-columns.ts";
import { MAX_DEALS, MAX_DEALS_COMPARED } from "./draft.ts";
import type { ExperimentPlan, ImportInfo } from "./experiment.ts";

export type { ImportInfo } from "./experiment.ts";
import { keepLowest } from "./paired.ts";

export class ImportError extends Error {}

const CHUNK = 8192;
const EXAMPLES = 5;
const RESULTS = ["won", "lost", "unknown", "error"] as const;

interface Arm {
  seeds: SeedSet;
  chunk: ChunkResult | null;
  solver: boolean;
  lo: number;
  hi: number;
  slowestMs: number;
}

export class RecordsImport {
  plan: ExperimentPlan | null = null;
  info: ImportInfo;
  private headers: Provenance[] = [];
  private readonly arms = new Map<string, Arm>();
  private lineNo = 0;

  /** `emit` receives each finished chunk (columns compacted) with its strategy. */
  constructor(
    file: string,
    private readonly emit: (strategy: string, c: ChunkResult) => void,
  ) {
    this.info = { file, records: 0, duplicates: 0, missing: {}, machines: [], notes: [], examples: {} };
  }

  private fail(message: string): never {
    throw new ImportError(`${this.info.file}, line ${this.lineNo}: ${message}`);
  }

  /** One line of the file (without its newline). */
  line(text: string): void {
    this.lineNo++;
    if (!text.trim()) return;
    let x: unknown;
    try {
      x = JSON.parse(text);
    } catch {
      this.fail("not a JSON line; the dashboard opens the JSONL records files of run --out, merge and its own exports");
    }
    if (isProvenance(x)) this.header(upgradeProvenance(x));
    else this.record(x as DealRecord);
  }

  /**
   * What follows the file's last newline: a line cut short by a run stopped
   * while writing it. It is left out, as `merge` and `--resume` leave it out,
   * and the notes say so.
   */
  unfinished(text: string): void {
    if (!text.trim()) return;
    const bytes = new TextEncoder().encode(text).length;
    this.info.cutBytes = bytes;
    this.info.notes.push(
      `the last line (${bytes.toLocaleString("en-US")} bytes) has no end: a run stopped while writing it; it is left out, as merge and --resume leave it out`,
    );
  }

  private header(h: Provenance): void {
    const e = h.experiment;
    if (
      this.plan &&
      (this.plan.game !== e.game ||
        this.plan.preset !== e.preset ||
        this.plan.numbering !== e.numbering ||
        JSON.stringify(this.plan.settings) !== JSON.stringify(e.settings))
    ) {
      this.fail(`a provenance line of another game or settings (${e.game}, ${e.preset}, ${JSON.stringify(e.settings)}); one file shows one experiment`);
    }
    const first = this.headers[0];
    if (first && first.engine !== h.engine) this.info.notes.push(`parts of the file were made with different engines (${first.engine}, ${h.engine})`);
    if (first && JSON.stringify(first.budget) !== JSON.stringify(h.budget))
      this.info.notes.push(`parts of the file were run with different budgets; the first is shown`);
    this.headers.push(h);
    for (const m of h.machines) if (!this.info.machines.some((k) => JSON.stringify(k) === JSON.stringify(m))) this.info.machines.push(m);
    this.info.version ??= h.version;
    this.info.engine ??= h.engine;
    this.info.created ??= h.created;
    if (!this.plan) this.start(e.game, e.preset, e.settings, e.numbering, h.budget, e.rngSeed);
    if (e.strategySettings && Object.keys(e.strategySettings).length)
      this.plan!.strategySettings = { ...this.plan!.strategySettings, [e.strategy]: e.strategySettings };
    // The solver's lines as found (run --lines found): exported again, the header says so.
    if (h.lines === "found" && e.strategy === SOLVER_ID) this.plan!.lines = "found";
    // The strategy record the file's strategy `record` played (upgradeProvenance checked it).
    if (e.strategyRecord) this.plan!.strategyRecord = e.strategyRecord;
    const seeds = parseSeedsText(h.seeds);
    if (seeds) this.widen(seeds.lo, seeds.hi);
  }

  private start(
    game: string,
    preset: string,
    settings: ExperimentPlan["settings"],
    numbering: string,
    budget: ExperimentPlan["budget"],
    rngSeed: number,
  ): void {
    const def = findGame(game);
    if (!def) this.fail(`a game this dashboard does not know: "${game}"`);
    if (!def.numberings.includes(numbering as never)) this.fail(`${game} deals are not numbered "${numbering}"`);
    this.plan = {
      game,
      preset,
      settings,
      strategies: [],
      numbering: numbering as ExperimentPlan["numbering"],
      budget: { ...budget },
      rngSeed,
      seeds: { lo: Infinity, hi: -Infinity },
      workers: 1,
    };
  }

  private widen(lo: number, hi: number): void {
    const s = this.plan!.seeds;
    s.lo = Math.min(s.lo, lo);
    s.hi = Math.max(s.hi, hi);
  }

  private record(r: DealRecord): void {
    if (typeof r !== "object" || r === null || typeof r.game !== "string" || typeof r.strategy !== "string")
      this.fail("not a deal record (no game or strategy)");
    if (!Number.isInteger(r.seed) || r.seed < 0) this.fail(`a record without a whole seed (${JSON.stringify(r.seed)})`);
    if (!(RESULTS as readonly string[]).includes(r.result)) this.fail(`result "${r.result}" is none of ${RESULTS.join(", ")}`);
    for (const k of ["score", "nodes", "ms", "moves"] as const) if (typeof r[k] !== "number") this.fail(`a record without a number for "${k}"`);
    // Strategies' settings kept among the game's (older files) are the strategy's own now.
    const { settings, strategySettings } = splitLegacySettings(r.settings ?? {}, r.strategy);
    const own = { ...strategySettings, ...(r.strategySettings ?? {}) };
    if (!this.plan) {
      this.start(r.game, r.preset, settings, r.numbering, { ...DEFAULT_BUDGET }, 0);
      this.info.notes.push("the file has no provenance line: the budgets and random seed it was run with are not known");
    }
    const p = this.plan!;
    if (Object.keys(own).length && !p.strategySettings?.[r.strategy]) p.strategySettings = { ...p.strategySettings, [r.strategy]: own };
    if (r.game !== p.game || r.preset !== p.preset || r.numbering !== p.numbering || JSON.stringify(settings) !== JSON.stringify(p.settings)) {
      this.fail(
        `a record of another game or settings (${r.game}, ${r.preset}, ${JSON.stringify(r.settings)}) than the file's first; one file shows one experiment`,
      );
    }
    let arm = this.arms.get(r.strategy);
    if (!arm) {
      const def = findGame(p.game)!;
      const strategy = r.strategy === "record" && playsRecords(def) ? recordStrategy(def.engineId) : def.strategies.find((s) => s.id === r.strategy);
      if (!strategy) this.fail(`${p.game} has no strategy "${r.strategy}"`);
      arm = { seeds: new SeedSet(), chunk: null, solver: strategy.engineId === 0, lo: Infinity, hi: -Infinity, slowestMs: -1 };
      this.arms.set(r.strategy, arm);
      p.strategies.push(r.strategy);
      this.info.examples[r.strategy] = { won: [], lost: [], unknown: [], error: [], slowest: null };
    }
    if (!arm.seeds.add(r.seed)) {
      this.info.duplicates++;
      return;
    }
    this.info.records++;
    arm.lo = Math.min(arm.lo, r.seed);
    arm.hi = Math.max(arm.hi, r.seed + 1);
    this.widen(r.seed, r.seed + 1);
    const ex = this.info.examples[r.strategy];
    keepLowest(ex[r.result], r.seed, EXAMPLES);
    if (r.ms > arm.slowestMs) {
      arm.slowestMs = r.ms;
      ex.slowest = r.seed;
    }

    let c = arm.chunk;
    if (c && (r.seed !== c.seedLo + c.count || c.count === CHUNK)) {
      this.flush(r.strategy, arm);
      c = null;
    }
    if (!c) {
      c = arm.chunk = emptyChunk(r.seed, CHUNK);
      c.count = 0;
    }
    const i = c.count++;
    c.result[i] = RESULT_CODES[r.result];
    c.score[i] = r.score;
    c.nodes[i] = r.nodes;
    c.ms[i] = r.ms;
    c.moves[i] = r.moves;
    // Files from before lines were cut in runs have no movesCut: their chunks go without the column.
    if (r.movesCut !== undefined) (c.movesCut ??= new Int32Array(CHUNK))[i] = r.movesCut;
    c.scoreBound[i] = r.scoreBound ?? r.score;
    c.proven[i] = r.proven ? 1 : 0;
    if (r.error !== undefined) c.errors[i] = r.error;
  }

  private flush(strategy: string, arm: Arm): void {
    const c = arm.chunk;
    arm.chunk = null;
    if (!c || c.count === 0) return;
    const n = c.count;
    const cut: ChunkResult = {
      seedLo: c.seedLo,
      count: n,
      errors: c.errors,
      result: c.result.slice(0, n),
      score: c.score.slice(0, n),
      scoreBound: c.scoreBound.slice(0, n),
      proven: c.proven.slice(0, n),
      moves: c.moves.slice(0, n),
      ...(c.movesCut ? { movesCut: c.movesCut.slice(0, n) } : {}),
      nodes: c.nodes.slice(0, n),
      ms: c.ms.slice(0, n),
    };
    this.emit(strategy, compactChunk(cut, arm.solver));
  }

  /** Emits what is still held and finishes the plan and the notes; throws when the file holds nothing to show. */
  finish(): { plan: ExperimentPlan; info: ImportInfo } {
    for (const [s, arm] of this.arms) this.flush(s, arm);
    const p = this.plan;
    if (!p || p.strategies.length === 0) throw new ImportError(`${this.info.file} holds no deal records`);
    const span = p.seeds.hi - p.seeds.lo;
    for (const [s, arm] of this.arms) this.info.missing[s] = span - arm.seeds.size;
    p.workers = this.info.machines.reduce((n, m) => n + m.workers, 0) || 1;
    return { plan: p, info: this.info };
  }

  /** The largest seed range the dashboard holds for `strategies` arms (it keeps each deal's outcome for the comparison). */
  static cap(strategies: number): number {
    return strategies > 1 ? MAX_DEALS_COMPARED : MAX_DEALS;
  }

  /** Checked as records arrive, so that a file too wide for the dashboard stops early. */
  checkSpan(): void {
    const p = this.plan;
    if (!p || p.seeds.hi - p.seeds.lo <= RecordsImport.cap(Math.max(1, p.strategies.length))) return;
    this.fail(
      `its seeds span ${(p.seeds.hi - p.seeds.lo).toLocaleString("en-US")} (${p.seeds.lo}..${p.seeds.hi - 1}), more than the dashboard holds (${RecordsImport.cap(p.strategies.length).toLocaleString("en-US")}${p.strategies.length > 1 ? " per strategy when comparing" : ""}); split it with the CLI`,
    );
  }
}
