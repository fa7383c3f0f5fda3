// The run page's list of deals: filtered by a strategy's result and by
// agreement between the strategies, a page of rows at a time, each row opening
// its deal in the viewer. Filtering streams the stored chunks (one per
// strategy in memory) and keeps the matching seeds as bits, so a run of
// millions of deals filters in the background without freezing the page; the
// rows of a page are read from the chunks that hold them.

import type { GameDef } from "../../games/catalogue.ts";
import type { ChunkResult } from "../../run/chunk.ts";
import { plural } from "../../core/figures.ts";
import { fmtInt, fmtNumber, h } from "../dom.ts";
import { storedDeals } from "../experiment.ts";
import { hook } from "../hook.ts";
import type { ExperimentRunner } from "../runner.ts";
import { runStore } from "../run-store.ts";
import { alignedStretches } from "./aligned-chunks.ts";
import { DealFiltering, RESULT_NAMES, type Agreement, type DealFilter, type FilterCounts, type ResultChoice } from "./deal-filter.ts";

export const PAGE_ROWS = 50;

/** The moves of the line the viewer replays, and beside them what was cut from the solver's line to make it. */
export function movesText(c: ChunkResult, k: number): string {
  const cut = c.movesCut?.[k] ?? 0;
  return `${plural(c.moves[k], "move")}${cut ? ` (of ${fmtInt(c.moves[k] + cut)} found)` : ""}`;
}

type Link = (strategy: string) => (seed: number) => string;

const AGREEMENT_TEXT: Record<Agreement, (strategy: string) => string> = {
  all: () => "every deal",
  differ: () => "deals where the strategies' results differ",
  winnable: (s) => (s === "solver" ? "winnable deals some strategy did not win" : `winnable deals ${s} did not win`),
};

export class DealList {
  readonly element: HTMLElement;
  private readonly strategy = h("select", { id: "deals-strategy", "aria-label": "strategy" });
  private readonly result = h("select", { id: "deals-result", "aria-label": "result" });
  private readonly agreement = h("select", { id: "deals-agreement", "aria-label": "agreement between the strategies" });
  private readonly status = h("p", { class: "help", id: "deals-status", "aria-live": "polite" });
  private readonly refreshButton = h("button", { type: "button", class: "small", id: "deals-refresh", hidden: true }, "Refresh");
  private readonly body = h("tbody", {});
  private readonly pageText = h("span", { id: "deals-page" });
  private readonly prev = h("button", { type: "button", class: "small", id: "deals-prev" }, "← Previous");
  private readonly next = h("button", { type: "button", class: "small", id: "deals-next" }, "Next →");
  private readonly seed = h("input", { type: "number", id: "deals-seed", "aria-label": "seed to find", placeholder: "seed", class: "small" });
  private readonly find = h("button", { type: "button", class: "small", id: "deals-find" }, "Find seed");
  /** The seed last asked for, marked in its row. */
  private sought: number | null = null;
  private filtering: DealFiltering | undefined;
  /** Stored deals when the shown filtering began, to tell when more have come. */
  private scannedDeals = -1;
  private scanning = false;
  private generation = 0;
  private page = 0;

  constructor(
    private readonly runner: ExperimentRunner,
    private readonly game: GameDef | undefined,
    private readonly link: Link,
  ) {
    const exp = runner.exp;
    const several = exp.strategies.length > 1;
    this.strategy.append(...exp.strategies.map((s) => h("option", { value: s }, s)));
    this.fillChoices(undefined);
    const rescan = () => {
      this.page = 0;
      void this.scan();
    };
    for (const el of [this.strategy, this.result, this.agreement]) el.addEventListener("change", rescan);
    this.refreshButton.addEventListener("click", () => void this.scan());
    this.prev.addEventListener("click", () => this.turn(-1));
    this.next.addEventListener("click", () => this.turn(1));
    this.find.addEventListener("click", () => this.findSeed());
    this.seed.addEventListener("keydown", (e) => (e as KeyboardEvent).key === "Enter" && this.findSeed());
    this.element = h(
      "section",
      { class: "panel", id: "deals" },
      h("h2", {}, "Deals"),
      h(
        "p",
        { class: "help" },
        "Every deal of the run, filtered by result and, with several strategies, by whether they agree. A seed opens the deal in the viewer, played by the strategy it names.",
      ),
      h(
        "div",
        { class: "filters" },
        several ? h("label", {}, "Strategy ", this.strategy) : "",
        h("label", {}, "Result ", this.result),
        several ? h("label", {}, "Deals ", this.agreement) : "",
        this.refreshButton,
      ),
      this.status,
      h(
        "div",
        { class: "table-wrap" },
        h(
          "table",
          { class: "deals", id: "deals-table" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", {}, "seed"),
              exp.strategies.map((s) => h("th", {}, s)),
            ),
          ),
          this.body,
        ),
      ),
      h("div", { class: "buttons pager" }, this.prev, this.pageText, this.next, h("span", { class: "find" }, this.seed, this.find)),
    );
  }

  private filter(): DealFilter {
    return {
      strategy: this.strategy.value || this.runner.exp.strategies[0],
      result: this.result.value as ResultChoice,
      agreement: (this.agreement.value || "all") as Agreement,
    };
  }

  /** The result and agreement lists, with how many deals each choice holds once counted. */
  private fillChoices(counts: FilterCounts | undefined): void {
    const strategies = this.runner.exp.strategies;
    const keep = (el: HTMLSelectElement, fallback: string) => el.value || fallback;
    const result = keep(this.result, "all");
    const agreement = keep(this.agreement, "all");
    const n = (x: number | undefined) => (x === undefined ? "" : ` (${fmtInt(x)})`);
    this.result.replaceChildren(
      ...(["all", ...RESULT_NAMES] as ResultChoice[]).map((r) =>
        h("option", { value: r, selected: r === result }, `${r === "all" ? "any result" : r}${n(counts?.byResult[r])}`),
      ),
    );
    const agreements: Agreement[] = ["all", "differ", ...(DealFiltering.hasWinnable(strategies) ? ["winnable" as const] : [])];
    const strategy = this.strategy.value || strategies[0];
    this.agreement.replaceChildren(
      ...agreements.map((a) => h("option", { value: a, selected: a === agreement }, `${AGREEMENT_TEXT[a](strategy)}${n(counts?.byAgreement[a])}`)),
    );
  }

  /** Filters the run's stored deals again (a newer filter or refresh stops an older one). */
  async scan(): Promise<void> {
    const gen = ++this.generation;
    const exp = this.runner.exp;
    const filter = this.filter();
    const store = await runStore();
    const filtering = new DealFiltering(exp.strategies, filter, exp.seeds);
    const stored = storedDeals(exp);
    this.scanning = true;
    this.fillChoices(undefined);
    this.publish();
    let read = 0;
    try {
      for await (const s of alignedStretches(
        store,
        exp.strategies.map((strategy) => ({ runId: exp.id, strategy })),
        exp.seeds,
      )) {
        if (gen !== this.generation) return;
        filtering.add(s);
        read += s.hi - s.lo;
        this.status.textContent = `Reading the deals: ${fmtInt(read)} seeds of ${fmtInt(exp.seeds.hi - exp.seeds.lo)}…`;
      }
    } catch (e) {
      // IndexedDB refused (a deleted run, storage gone): say so; Refresh tries again.
      if (gen !== this.generation) return;
      this.scanning = false;
      this.status.textContent = `The deals could not be read: ${e instanceof Error ? e.message : String(e)}.`;
      this.refreshButton.hidden = false;
      return;
    }
    if (gen !== this.generation) return;
    this.filtering = filtering;
    this.scannedDeals = stored;
    this.scanning = false;
    this.fillChoices(filtering.counts);
    await this.show();
  }

  /** Shows the page holding a seed, or says that this list does not hold it. */
  private findSeed(): void {
    const f = this.filtering;
    const text = this.seed.value.trim();
    const seed = Number(text);
    if (!f || this.scanning) return;
    const { lo, hi } = this.runner.exp.seeds;
    if (!/^\d+$/.test(text) || seed < lo || seed >= hi) {
      this.status.textContent = `Find seed: a whole number from ${lo} to ${hi - 1} (this run's seeds), not "${text}".`;
      return;
    }
    if (!f.bits.has(seed)) {
      this.status.textContent = `Seed ${seed} is not in this list (${f.filter.result === "all" ? "" : `${f.filter.result} by ${f.filter.strategy}, `}${AGREEMENT_TEXT[f.filter.agreement](f.filter.strategy)}); choose "any result" and "every deal" to see every seed.`;
      return;
    }
    this.sought = seed;
    this.page = Math.floor(f.bits.rank(seed) / PAGE_ROWS);
    void this.show();
  }

  private turn(by: number): void {
    const pages = this.pages();
    this.page = Math.max(0, Math.min(pages - 1, this.page + by));
    void this.show();
  }

  private pages(): number {
    return Math.max(1, Math.ceil((this.filtering?.bits.size ?? 0) / PAGE_ROWS));
  }

  /** The current page's rows, read from the chunks that hold their deals. */
  private async show(): Promise<void> {
    const f = this.filtering;
    if (!f) return;
    const gen = this.generation;
    const exp = this.runner.exp;
    const seeds = f.bits.slice(this.page * PAGE_ROWS, PAGE_ROWS);
    const store = await runStore();
    const held: (ChunkResult | undefined)[] = exp.strategies.map(() => undefined);
    const rows: HTMLElement[] = [];
    for (const seed of seeds) {
      const cells: HTMLElement[] = [];
      for (const [i, strategy] of exp.strategies.entries()) {
        const c = held[i];
        if (!c || seed < c.seedLo || seed >= c.seedLo + c.count) held[i] = await store.chunkAt(exp.id, strategy, seed);
        cells.push(this.cell(strategy, seed, held[i]));
      }
      rows.push(
        h(
          "tr",
          { "data-seed": seed, class: seed === this.sought ? "sought" : undefined },
          h("th", {}, h("a", { href: this.link(f.filter.strategy)(seed), class: "seed" }, String(seed))),
          cells,
        ),
      );
    }
    if (gen !== this.generation) return;
    const total = f.bits.size;
    this.body.replaceChildren(...(rows.length ? rows : [h("tr", {}, h("td", { colspan: exp.strategies.length + 1, class: "help" }, "No deal matches."))]));
    const first = this.page * PAGE_ROWS;
    const filterText = `${f.filter.result === "all" ? "" : `${f.filter.result} by ${f.filter.strategy}, `}${AGREEMENT_TEXT[f.filter.agreement](f.filter.strategy)}`;
    this.status.textContent = `${plural(total, "deal")}: ${filterText}${total ? `; showing ${fmtInt(first + 1)}–${fmtInt(first + rows.length)}` : ""}.`;
    this.pageText.textContent = `page ${fmtInt(this.page + 1)} of ${fmtInt(this.pages())}`;
    this.prev.disabled = this.page === 0;
    this.next.disabled = this.page + 1 >= this.pages();
    this.publish(seeds);
    this.update();
  }

  private cell(strategy: string, seed: number, c: ChunkResult | undefined): HTMLElement {
    if (!c) return h("td", { class: "help" }, "not played yet");
    const k = seed - c.seedLo;
    const result = RESULT_NAMES[c.result[k]];
    const detail =
      result === "error"
        ? (c.errors[k] ?? "")
        : `${this.game?.score.label ?? "score"} ${c.score[k]} · ${movesText(c, k)} · ${plural(c.nodes[k], "node")} · ${fmtNumber(c.ms[k])} ms`;
    return h(
      "td",
      { "data-strategy": strategy },
      h("a", { href: this.link(strategy)(seed), class: `result ${result}` }, result),
      " ",
      h("span", { class: "help" }, detail),
    );
  }

  /** Says so when deals have been stored since the list was made (a run going on); a finished run is filtered again. */
  update(): void {
    if (this.scanning || this.scannedDeals < 0) return;
    const more = storedDeals(this.runner.exp) - this.scannedDeals;
    const live = this.runner.status === "running" || this.runner.status === "starting";
    if (more > 0 && !live) {
      void this.scan();
      return;
    }
    this.refreshButton.hidden = more <= 0;
    this.refreshButton.textContent = more > 0 ? `Refresh (${fmtInt(more)} more deals stored)` : "Refresh";
  }

  private publish(rows: number[] = []): void {
    hook.dealList = {
      scanning: this.scanning,
      filter: this.filter(),
      counts: this.filtering && !this.scanning ? this.filtering.counts : null,
      matches: this.scanning ? 0 : (this.filtering?.bits.size ?? 0),
      page: this.page,
      rows,
    };
  }

  destroy(): void {
    this.generation++;
    hook.dealList = null;
  }
}
