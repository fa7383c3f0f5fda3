// The deal viewer (#/viewer?game=...&seed=...&strategy=...&step=...): any
// game and seed, or a deal pasted in the formats the CLI reads, drawn as
// cards; the solver or a strategy plays it in a worker, and the moves are
// stepped through forward and back, each said in words by the reference
// rules. The address follows the step, so it reopens the same position.

import { fmtInt, plural } from "../core/figures.ts";
import { MAX_SEED, msDeal, svDeal, type Numbering } from "../core/numbering.ts";
import type { Layout } from "../core/layout.ts";
import type { PlayResult } from "../engine/engine.ts";
import type { DealSource } from "../run/play-deal.ts";
import { dealFormatsText, formatDealText, parseDealText } from "../formats/deal-text.ts";
import { findGame, GAMES, type GameDef, type Settings } from "../games/catalogue.ts";
import type { TableView } from "../games/reference/reference.ts";
import { createReference } from "../games/reference/index.ts";
import { parseSettingValue, requireStrategy, resolveStrategySettings } from "../games/settings.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { gamePicker } from "./game-picker.ts";
import { h } from "./dom.ts";
import { presetTexts } from "./draft.ts";
import { hook, type ViewerState } from "./hook.ts";
import { replaceHash, type Route } from "./router.ts";
import { renderTable } from "./table-view.ts";
import { readViewerQuery, settingsTexts, viewerHash } from "./viewer-url.ts";
import { parseStrategyRecord, type StrategyRecord } from "../games/strategy-record.ts";
import { playDeal, PlayStopped, stopPlay } from "./viewer-worker.ts";
import { whereLostPanel } from "./where-lost-view.ts";
import { fillGameFields, wholeNumber } from "./viewer-fields.ts";

/** The CLI's `solve` gives the solver a minute per deal. */
const VIEWER_BUDGET = { ...DEFAULT_BUDGET, timeMs: 60_000 };

interface Played {
  game: GameDef;
  spec: RunSpec;
  seed?: number;
  deal?: string;
  layout: Layout;
  play: PlayResult;
  /** Positions 0..n and the moves in words (move k leads from position k-1 to k). */
  views: TableView[];
  words: string[];
}

export function viewerPage(root: HTMLElement, route: Route): () => void {
  const given = readViewerQuery(route.params);
  // A strategy record in the address (a run's deal list links one): checked as --strategy-file checks it.
  let record: StrategyRecord | undefined;
  let recordError = "";
  if (given.strategyRecord !== undefined) {
    try {
      record = parseStrategyRecord(given.strategyRecord, "the address's strategy record");
    } catch (e) {
      recordError = (e as Error).message;
    }
  }
  const state: ViewerState = { ready: false, searching: false, drawn: "", step: 0, steps: 0, description: "", result: "", error: "", progress: null };
  hook.viewer = state;
  let played: Played | undefined;
  let step = 0;
  /** Counts plays started: a play whose number is no longer current was stopped and shows nothing. */
  let playCount = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const picker = gamePicker("v-game");
  const gameSelect = picker.select;
  const gameError = h("p", { class: "error", id: "v-game-error", role: "alert" });
  const presetSelect = h("select", { id: "v-preset" });
  const settingsPart = h("div", { id: "v-settings" });
  const numbering = h("select", { id: "v-numbering" });
  const bySeed = h("input", { type: "radio", name: "v-source", id: "v-by-seed", value: "seed", checked: true });
  const byText = h("input", { type: "radio", name: "v-source", id: "v-by-text", value: "text" });
  const seedInput = h("input", { id: "v-seed", inputmode: "numeric", autocomplete: "off", value: "0" });
  const seedError = h("p", { class: "error", id: "v-seed-error", role: "alert" });
  const dealInput = h("textarea", { id: "v-deal", rows: 5, spellcheck: false, placeholder: "paste a deal" });
  const dealHelp = h("p", { class: "help", id: "v-deal-help" });
  const dealError = h("p", { class: "error", id: "v-deal-error", role: "alert" });
  const strategy = h("select", { id: "v-strategy" });
  const strategyHelp = h("p", { class: "help" });
  const playButton = h("button", { type: "submit", id: "v-play", class: "primary" }, "Play");
  const stopButton = h("button", { type: "button", id: "v-stop", disabled: true, onclick: () => void stopSearch("Stopped.") }, "Stop");

  const result = h("p", { id: "v-result", "aria-live": "polite" });
  const table = h("div", { id: "v-table" });
  const moveText = h("p", { id: "v-move", class: "move-text" });
  const slider = h("input", { type: "range", id: "v-slider", min: 0, max: 0, value: 0, "aria-label": "position" });
  const counter = h("span", { id: "v-counter" });
  const moves = h("ol", { id: "v-moves", class: "moves" });
  // A strategy's lost play: the move after which the solver no longer wins, marked in the list.
  const lostPanel = whereLostPanel((move) => {
    for (const li of moves.children) li.classList.toggle("lost-here", Number((li as HTMLElement).dataset.step) === move);
    go(move);
  });
  const dealText = h("pre", { id: "v-deal-text" });
  const buttons = {
    first: h("button", { type: "button", id: "v-first", title: "to the start (Home key)" }, "« Start"),
    prev: h("button", { type: "button", id: "v-prev", title: "back one move (← key)" }, "‹ Back"),
    next: h("button", { type: "button", id: "v-next", title: "forward one move (→ key)" }, "Next ›"),
    last: h("button", { type: "button", id: "v-last", title: "to the end (End key)" }, "End »"),
  };

  const game = () => findGame(gameSelect.value);

  function showGameFields(g: GameDef, settings: Record<string, string>, presetName?: string): void {
    fillGameFields({ settingsPart, numbering, presetSelect, strategy }, g, settings, presetName, record);
    dealHelp.textContent = `${g.name} reads ${dealFormatsText(g)}.`;
    showStrategyHelp();
  }
  const showStrategyHelp = () =>
    (strategyHelp.textContent =
      strategy.value === "record" && record
        ? (record.description ?? `the strategy record ${record.name}`)
        : (game()?.strategies.find((s) => s.id === strategy.value)?.description ?? ""));

  /** The form as a spec and a deal, or null with every problem shown beside its field. */
  function check(): { g: GameDef; spec: RunSpec; deal: DealSource; seed?: number; text?: string } | null {
    const g = game();
    gameError.textContent = g ? "" : `Game: one of ${GAMES.map((x) => x.id).join(", ")}, not "${given.game}"`;
    if (!g) return null;
    let ok = true;
    const settings: Settings = {};
    for (const s of g.settings) {
      const el = settingsPart.querySelector<HTMLInputElement | HTMLSelectElement>(`#v-set-${s.key}`)!;
      const err = settingsPart.querySelector<HTMLElement>(`#v-set-${s.key}-error`)!;
      try {
        settings[s.key] = parseSettingValue(g, s, el instanceof HTMLInputElement && el.type === "checkbox" ? String(el.checked) : el.value.trim());
        err.textContent = "";
      } catch (e) {
        err.textContent = (e as Error).message;
        ok = false;
      }
    }
    const n = numbering.value as Numbering;
    // The strategy's own settings come with the address that named it (a run's deal list links them); its defaults otherwise.
    const chosen = g.strategies.find((s) => s.id === strategy.value);
    let strategySettings: Settings | undefined;
    if (chosen?.settings.length) {
      const typed = strategy.value === given.strategy ? Object.entries(given.strategySettings ?? {}).map(([k, v]) => `${k}=${v}`) : [];
      try {
        strategySettings = resolveStrategySettings(g, chosen, typed);
      } catch (e) {
        strategyHelp.textContent = (e as Error).message;
        ok = false;
      }
    }
    const spec: RunSpec = {
      game: g.id,
      preset: presetSelect.value || g.defaultPreset,
      settings,
      strategy: strategy.value,
      ...(strategySettings ? { strategySettings } : {}),
      ...(strategy.value === "record" && record ? { strategyRecord: record } : {}),
      numbering: n,
      budget: VIEWER_BUDGET,
      rngSeed: Number(given.rngSeedText ?? 0) || 0,
    };
    seedError.textContent = "";
    dealError.textContent = "";
    if (bySeed.checked) {
      const seed = wholeNumber(seedInput.value, MAX_SEED[n]);
      if (seed === null) {
        seedError.textContent = `Seed: a whole number from 0 to ${MAX_SEED[n]} (${n} numbering), not "${seedInput.value}"`;
        return null;
      }
      return ok ? { g, spec, deal: { seed }, seed } : null;
    }
    try {
      const layout = parseDealText(dealInput.value, g, settings, "pasted deal");
      return ok ? { g, spec, deal: { layout }, text: dealInput.value } : null;
    } catch (e) {
      dealError.textContent = (e as Error).message;
      return null;
    }
  }

  /** The address of a deal as the form sets it (the position comes with a play). */
  const addressOf = (c: NonNullable<ReturnType<typeof check>>, step = 0) =>
    viewerHash({
      game: c.g.id,
      preset: c.spec.preset,
      settings: settingsTexts(c.spec.settings),
      numbering: c.spec.numbering,
      seed: c.seed,
      deal: c.text,
      strategy: c.spec.strategy,
      ...(c.spec.strategyRecord ? { strategyRecord: JSON.stringify(c.spec.strategyRecord) } : {}),
      rngSeed: c.spec.rngSeed,
      step,
    });

  /**
   * The form changed: the search in flight (if any) stops, the deal the form
   * now names is drawn at once and the address follows it, so that the board,
   * the form and the address never disagree.
   */
  function formChanged(what: string): void {
    const wasSearching = state.searching;
    void stopSearch(`Stopped: the ${what} changed. Play to search again.`);
    const c = check();
    if (!c) {
      // Nothing to draw until the form is right again (its errors say what is wrong): no old deal under a new form.
      played = undefined;
      table.replaceChildren();
      state.drawn = "";
      return;
    }
    drawDeal(c);
    state.ready = false;
    state.steps = 0;
    state.result = "";
    result.textContent = `${wasSearching ? `Stopped: the ${what} changed. ` : ""}${c.seed !== undefined ? `Seed ${c.seed}` : "The pasted deal"} is drawn; Play to ${
      c.spec.strategy === "solver" ? "solve it" : `let ${c.spec.strategy} play it`
    }.`;
    replaceHash(addressOf(c));
  }

  /** Stops the search in flight, if any (its play then shows nothing). */
  async function stopSearch(message?: string): Promise<void> {
    if (!state.searching) return;
    playCount++;
    state.searching = false;
    clearInterval(ticker);
    playButton.disabled = false;
    stopButton.disabled = true;
    if (message) result.textContent = message;
    await stopPlay();
  }

  /** The deal as the engine will deal it, drawn at once, before any search. */
  function drawDeal(c: NonNullable<ReturnType<typeof check>>): Layout {
    const layout = "layout" in c.deal ? c.deal.layout : c.spec.numbering === "ms" ? msDeal(c.deal.seed) : svDeal(c.deal.seed, c.g.dealSpec(c.spec.settings));
    const online = requireStrategy(c.g, c.spec.strategy).engineId !== 0;
    played = undefined;
    table.replaceChildren(renderTable(createReference(c.g.id, layout, c.spec.settings, online).view(), revealBox.checked));
    state.drawn = JSON.stringify(layout);
    moves.replaceChildren();
    moveText.replaceChildren(h("span", {}, h("b", {}, "Start. "), "The moves come when the play ends."));
    counter.textContent = "";
    slider.max = "0";
    for (const b of Object.values(buttons)) b.disabled = true;
    dealText.textContent = formatDealText(layout, c.g.dealFormats[0]);
    return layout;
  }

  async function play(startAt = 0): Promise<void> {
    await stopSearch();
    const c = check();
    if (!c) return;
    const mine = ++playCount;
    state.ready = false;
    state.error = "";
    state.steps = 0;
    lostPanel.clear();
    drawDeal(c);
    replaceHash(addressOf(c, startAt));
    playButton.disabled = true;
    stopButton.disabled = false;
    state.searching = true;
    const solver = c.spec.strategy === "solver";
    const t0 = performance.now();
    const limit = solver ? ` of the ${fmtInt(c.spec.budget.timeMs / 1000)} s budget` : "";
    state.progress = null;
    // What the worker last said of the search (every quarter of a second).
    const searched = () => {
      const p = state.progress;
      return p ? `; ${fmtInt(p.nodes)} nodes searched, best so far ${p.best} ${c.g.score.label}` : "";
    };
    const tick = () =>
      (result.textContent = `${solver ? "Solving" : "Playing"} in a worker: ${((performance.now() - t0) / 1000).toFixed(1)} s${limit}${searched()}. Change the deal, game or player to stop it.`);
    tick();
    ticker = setInterval(tick, 200);
    const onProgress = (p: { nodes: number; best: number; ms: number }) => {
      if (mine !== playCount) return;
      state.progress = p;
      tick();
    };
    try {
      const { layout, play: p, replay, loopMovesCut } = await playDeal(c.spec, c.deal, solver ? onProgress : undefined);
      if (mine !== playCount) return;
      state.drawn = JSON.stringify(layout); // the engine's deal, which the tests compare with the one drawn at once
      if (replay.problem) throw new Error(replay.problem);
      played = { game: c.g, spec: c.spec, seed: c.seed, deal: c.text, layout, play: p, views: replay.views, words: replay.words };
      // A lost or unknown result shows the best line the engine returned; without one there is nothing to step through.
      // The moves counted are the line shown, as the records and `solve` count them; what was cut comes beside them.
      const moveCount = `${plural(p.moves.length, "move")}${loopMovesCut ? ` (${fmtInt(loopMovesCut)} of back-and-forth cut from the solver's ${fmtInt(p.moves.length + loopMovesCut)})` : ""}`;
      const line = p.moves.length ? `best line found: ${moveCount}, step through it below` : "the engine returned no line to this score";
      const verdict =
        p.result === "won"
          ? `won in ${moveCount}`
          : c.spec.strategy !== "solver"
            ? `${p.result}, ${c.g.score.label} ${p.score} after ${moveCount}`
            : `${p.result}${p.result === "lost" ? " (proven)" : ` (the budget ran out; no line beats ${p.scoreBound})`}, ${c.g.score.label} ${p.score}; ${line}`;
      result.textContent = `${c.spec.strategy === "solver" ? "Solver" : `Strategy ${c.spec.strategy}`}, preset ${c.spec.preset}: ${verdict}; ${plural(p.nodes, "node")}.`;
      state.result = p.result;
      moves.replaceChildren(
        ...played.words.map((w, i) =>
          h(
            "li",
            { "data-step": i + 1 },
            h(
              "a",
              {
                href: "#",
                onclick: (e: Event) => {
                  e.preventDefault();
                  go(i + 1);
                },
              },
              w,
            ),
          ),
        ),
      );
      dealText.textContent = formatDealText(layout, c.g.dealFormats[0]);
      slider.max = String(played.words.length);
      state.steps = played.words.length;
      go(Math.min(startAt, played.words.length));
      if (!solver && p.result !== "won") lostPanel.offer({ spec: c.spec, deal: c.deal, moves: Array.from(p.moves), words: played.words });
      state.ready = true;
    } catch (e) {
      if (mine !== playCount) return;
      played = undefined;
      const message = e instanceof PlayStopped ? "Stopped." : `The play failed: ${(e as Error).message}`;
      result.textContent = message;
      state.error = message;
    } finally {
      if (mine === playCount) {
        clearInterval(ticker);
        state.searching = false;
        playButton.disabled = false;
        stopButton.disabled = true;
      }
    }
  }

  const revealBox = h("input", { type: "checkbox", id: "v-reveal" }) as HTMLInputElement;

  /** Shows position `k` and puts it in the address. */
  function go(k: number): void {
    if (!played) return;
    step = Math.max(0, Math.min(k, played.words.length));
    table.replaceChildren(renderTable(played.views[step], revealBox.checked));
    const n = played.words.length;
    counter.textContent = `${step} / ${n}`;
    slider.value = String(step);
    moveText.replaceChildren(
      step > 0
        ? h("span", {}, h("b", {}, `Move ${step} of ${n}: `), played.words[step - 1])
        : h("span", {}, h("b", {}, "Start. "), n ? `${plural(n, "move")} to come.` : "No moves."),
      step < n ? h("span", { class: "help" }, ` Next: ${played.words[step]}`) : h("span", { class: "help" }, " End of the line."),
    );
    for (const li of moves.children) li.classList.toggle("current", Number((li as HTMLElement).dataset.step) === step);
    // Keep the current move in sight inside the list, without scrolling the page.
    const li = moves.querySelector<HTMLElement>(".current");
    if (li && (li.offsetTop < moves.scrollTop || li.offsetTop + li.offsetHeight > moves.scrollTop + moves.clientHeight)) {
      moves.scrollTop = li.offsetTop - moves.clientHeight / 2;
    }
    buttons.first.disabled = buttons.prev.disabled = step === 0;
    buttons.next.disabled = buttons.last.disabled = step === n;
    state.step = step;
    state.description = step > 0 ? played.words[step - 1] : "";
    replaceHash(
      viewerHash({
        game: played.game.id,
        preset: played.spec.preset,
        settings: Object.fromEntries(Object.entries(played.spec.settings).map(([k2, v]) => [k2, String(v)])),
        numbering: played.spec.numbering,
        seed: played.seed,
        deal: played.deal,
        strategy: played.spec.strategy,
        ...(played.spec.strategySettings ? { strategySettings: settingsTexts(played.spec.strategySettings) } : {}),
        ...(played.spec.strategyRecord ? { strategyRecord: JSON.stringify(played.spec.strategyRecord) } : {}),
        rngSeed: played.spec.rngSeed,
        step,
      }),
    );
  }

  revealBox.addEventListener("change", () => go(step));
  buttons.first.addEventListener("click", () => go(0));
  buttons.prev.addEventListener("click", () => go(step - 1));
  buttons.next.addEventListener("click", () => go(step + 1));
  buttons.last.addEventListener("click", () => go(Infinity));
  slider.addEventListener("input", () => go(Number(slider.value)));
  const keys = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: Infinity }[e.key];
    if (to !== undefined && played) {
      e.preventDefault();
      go(to);
    }
  };
  document.addEventListener("keydown", keys);

  const form = h(
    "form",
    { id: "viewer-form", novalidate: true },
    h("div", { class: "field" }, h("label", { for: "v-game" }, "Game"), picker.find, gameSelect, picker.found, gameError),
    h(
      "div",
      { class: "field" },
      h("label", { for: "v-preset" }, "Preset"),
      presetSelect,
      h("p", { class: "help" }, "sets the settings below; change one to play your own"),
    ),
    settingsPart,
    h("div", { class: "field" }, h("label", { for: "v-numbering" }, "Numbering"), numbering),
    h(
      "fieldset",
      {},
      h("legend", {}, "Deal"),
      h("label", { class: "check" }, bySeed, " by seed"),
      h("div", { class: "field" }, seedInput, seedError),
      h("label", { class: "check" }, byText, " pasted"),
      dealInput,
      dealHelp,
      dealError,
    ),
    h("div", { class: "field" }, h("label", { for: "v-strategy" }, "Played by"), strategy),
    strategyHelp,
    h("div", { class: "buttons" }, playButton, stopButton),
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    void play(0);
  });
  form.addEventListener("input", (e) => {
    // The game and preset lists rebuild the fields on "change"; checking now would read the old game's fields.
    if (e.target === gameSelect || e.target === presetSelect || e.target === revealBox) return;
    if (e.target === dealInput) byText.checked = true;
    if (e.target === seedInput) bySeed.checked = true;
    formChanged("deal or the player");
  });
  gameSelect.addEventListener("change", () => {
    const g = game();
    if (g) showGameFields(g, presetTexts(g, g.defaultPreset), g.defaultPreset);
    formChanged("game");
  });
  presetSelect.addEventListener("change", () => {
    const g = game();
    if (g && presetSelect.value) showGameFields(g, presetTexts(g, presetSelect.value), presetSelect.value);
    formChanged("preset");
  });
  strategy.addEventListener("change", showStrategyHelp);

  root.replaceChildren(
    h(
      "div",
      { class: "viewer" },
      h("section", { class: "panel", id: "viewer-setup" }, h("h2", {}, "Deal viewer"), form),
      h(
        "section",
        { class: "panel", id: "viewer-play" },
        result,
        lostPanel.element,
        h("div", { class: "stepper" }, buttons.first, buttons.prev, slider, buttons.next, buttons.last, counter),
        moveText,
        h(
          "label",
          { class: "check", title: "Face-down and stock cards are hidden from the strategies; this shows them to you only" },
          revealBox,
          " show face-down cards",
        ),
        table,
        h("details", { open: true }, h("summary", {}, "All moves"), moves),
        h("details", {}, h("summary", {}, "The deal as text (paste it back, or into the CLI's --deal-file)"), dealText),
      ),
    ),
  );

  // Set the form up from the address (or the defaults), then play.
  const g0 = findGame(given.game ?? GAMES[0].id);
  if (g0) {
    gameSelect.value = g0.id;
    const preset0 = given.preset && g0.presets[given.preset] ? given.preset : g0.defaultPreset;
    showGameFields(g0, { ...presetTexts(g0, preset0), ...(given.settings ?? {}) }, preset0);
    if (given.numbering) numbering.value = given.numbering;
    if (given.strategy) strategy.value = given.strategy;
    if (recordError) strategyHelp.textContent = recordError;
    else if (given.strategy && strategy.value !== given.strategy) {
      strategyHelp.textContent = `${g0.id} has no strategy "${given.strategy}"; it has ${g0.strategies.map((s) => s.id).join(", ")}.`;
    } else showStrategyHelp();
  } else {
    gameSelect.value = "";
  }
  if (given.deal !== undefined) {
    byText.checked = true;
    dealInput.value = given.deal;
  } else if (given.seedText !== undefined) seedInput.value = given.seedText;
  if (given.dealError) dealError.textContent = given.dealError;
  const startAt = given.stepText && /^\d+$/.test(given.stepText) ? Number(given.stepText) : 0;
  if (!given.dealError) void play(startAt);

  return () => {
    void stopSearch(); // leaving the page ends the search in flight
    document.removeEventListener("keydown", keys);
    if (hook.viewer === state) hook.viewer = null;
  };
}
