// The experiment builder (#/builder?...): generated from the engine's
// catalogue (games, presets, settings, strategies, numberings), so a game
// added there appears here with no code of its own. Every field is checked as
// it is typed, with the message beside it; the address always holds the
// experiment, so copying it sets the builder up again. Beside it, the rules
// editor holds the game, preset and settings as a rules record in JSON.

import { findGame, GAMES, type GameDef, type SettingDef } from "../games/catalogue.ts";
import { allowedText } from "../games/settings.ts";
import { defaultWorkers } from "../pool/browser.ts";
import { createRun } from "./active-runs.ts";
import { checkDraft, defaultDraft, draftToQuery, MAX_WORKERS, presetTexts, queryToDraft, type Draft } from "./draft.ts";
import { gameFacts } from "./game-facts.ts";
import { gamePicker } from "./game-picker.ts";
import { h } from "./dom.ts";
import { settingControl } from "./viewer-fields.ts";
import { navigate, replaceHash, routeHash, routeUrl, type Route } from "./router.ts";
import { rulesEditor } from "./rules-editor.ts";
import { recentRunsPanel } from "./runs-list.ts";
import { recordForm } from "./record-form.ts";
import { recordVocabulary, type RecordVocabulary } from "../games/record-vocabulary.ts";
import { recordLibrary } from "./record-library-view.ts";
import { tunePanel } from "./tune-panel.ts";
import type { ExperimentPlan } from "./experiment.ts";
import { runEstimate } from "./run-estimate.ts";

function field(label: string, id: string, errorKey: string, control: HTMLElement, help?: string): HTMLElement {
  return h(
    "div",
    { class: "field" },
    h("label", { for: id }, label),
    control,
    help ? h("p", { class: "help" }, help) : "",
    h("p", { class: "error", id: `${errorKey}-error`, role: "alert" }),
  );
}

const text = (id: string, value: string) => h("input", { id, name: id, inputmode: "numeric", autocomplete: "off", value });

export function builderPage(root: HTMLElement, route: Route): () => void {
  const cores = defaultWorkers();
  let draft: Draft = [...route.params.keys()].length ? queryToDraft(route.params, cores) : defaultDraft(GAMES[0], cores);
  // Settings an address names that the game does not have are reported once and left out.
  const urlGame = findGame(draft.game);
  const strange = urlGame ? Object.keys(draft.settings).filter((k) => !urlGame.settings.some((s) => s.key === k)) : [];
  const addressNote = strange.length
    ? `The address sets ${strange.join(", ")}, which ${urlGame!.id} does not have (its settings: ${urlGame!.settings.map((s) => s.key).join(", ") || "none"}); left out.`
    : "";
  const form = h("form", { id: "builder", novalidate: true });
  /** The experiment as last checked (undefined while a field is wrong): what Tune tunes on. */
  let checked: ExperimentPlan | undefined;
  const runButton = h("button", { type: "submit", id: "run", class: "primary" }, "Run");
  const formError = h("p", { class: "error", id: "form-error", role: "alert" });
  const estimate = h("p", { class: "help", id: "run-estimate" });
  const link = h("a", { id: "experiment-link", href: "#" }, "link to this experiment");

  // A record typed or pasted in the editor sets the game, preset and settings.
  const rules = rulesEditor((game, preset, settings) => setRules(game, preset, settings));
  const picker = gamePicker("game");
  const gameSelect = picker.select;
  const gamePart = h("div", { id: "game-part" });

  function gameFields(game: GameDef): HTMLElement[] {
    const preset = h(
      "select",
      { id: "preset" },
      Object.keys(game.presets).map((p) => new Option(p, p, p === draft.preset, p === draft.preset)),
    );
    preset.addEventListener("change", () => {
      draft.settings = presetTexts(game, preset.value);
      for (const s of game.settings) setSettingControl(s.key, draft.settings[s.key]);
      check();
    });
    const settings = game.settings.map((s) => settingField(s, `set-${s.key}`, `set.${s.key}`, draft.settings[s.key]));
    // A strategy's own settings belong to it: shown under it while it is chosen.
    const strategies = h(
      "fieldset",
      { id: "strategies" },
      h("legend", {}, "Strategies (one or several; each plays every seed)"),
      game.strategies.map((s) => {
        const chosen = draft.strategies.includes(s.id);
        const own = s.settings.length
          ? h(
              "div",
              { class: "strategy-settings", id: `sset-${s.id}`, hidden: !chosen },
              s.settings.map((x) => settingField(x, `sset-${s.id}-${x.key}`, `sset.${s.id}.${x.key}`, draft.strategySettings[s.id]?.[x.key])),
            )
          : "";
        return h(
          "div",
          { class: "strategy" },
          h(
            "label",
            { class: "check" },
            h("input", { type: "checkbox", id: `strategy-${s.id}`, value: s.id, checked: chosen }),
            // Long descriptions are cut to two lines until the strategy is chosen (all of it in the tooltip).
            h("span", { class: "words", title: s.description }, h("b", {}, s.id), ` – ${s.description}`),
          ),
          own,
        );
      }),
      h("p", { class: "error", id: "strategies-error", role: "alert" }),
    );
    strategies.addEventListener("change", (event) => {
      const box = event.target as HTMLInputElement;
      if (box.type !== "checkbox" || !box.id.startsWith("strategy-")) return;
      const own = form.querySelector<HTMLElement>(`#sset-${box.value}`);
      if (own) own.hidden = !box.checked;
    });
    const numbering = h(
      "select",
      { id: "numbering" },
      game.numberings.map((n) => new Option(n, n, n === draft.numbering, n === draft.numbering)),
    );
    return [
      h("p", { class: "help game-summary" }, game.summary, " Score: ", game.score.label, ` (${game.score.better} is better).`),
      h("p", { class: "help game-facts", id: "game-facts" }),
      field("Preset", "preset", "preset", preset),
      game.settings.length
        ? h("fieldset", { class: "settings" }, h("legend", {}, "Settings"), settings)
        : h("p", { class: "help" }, "This game has no settings."),
      h("p", { class: "error", id: "settings-error", role: "alert" }),
      strategies,
      ...(recordVocabulary(game) ? recordFields(recordVocabulary(game)!) : []),
      field("Numbering", "numbering", "numbering", numbering, "how seeds name deals (sv: Solvitaire's; ms: Microsoft FreeCell's)"),
    ];
  }

  /** The strategy record: its JSON, checked as you type, and the form of its fields that writes it. */
  function recordFields(vocabulary: RecordVocabulary): HTMLElement[] {
    const json = h(
      "textarea",
      { id: "strategy-record", rows: 6, spellcheck: false, placeholder: '{"name": "mine", "kind": "priority", "rules": [{"to": "foundation"}]}' },
      draft.strategyRecord,
    );
    return [
      field(
        "Your strategy record",
        "strategy-record",
        "strategyRecord",
        json,
        "optional: a strategy record (JSON, docs/strategies.md) played as the strategy record beside the ones chosen, checked as you type; or build it with the form below",
      ),
      recordLibrary(json),
      h(
        "details",
        { class: "record-form-box", open: draft.strategyRecord.trim() !== "" },
        h("summary", {}, "The record's fields"),
        recordForm(json, vocabulary),
      ),
      // Tuning searches a weighted record's weights: only where the game has features to weigh.
      ...(Object.keys(vocabulary.features).length
        ? [
            tunePanel(
              () => checked,
              (r) => {
                json.value = JSON.stringify(r, null, 2);
                json.dispatchEvent(new Event("input", { bubbles: true }));
              },
            ),
          ]
        : []),
    ];
  }

  /** A setting's field: a checkbox, a choice or a number, with its words and what it allows. */
  function settingField(s: SettingDef, id: string, errorKey: string, typed: string | undefined): HTMLElement {
    const value = typed ?? String(s.default);
    const control = settingControl(s, id, value, () => text(id, value));
    return field(s.key, id, errorKey, control, `${s.description}; ${allowedText(s)}`);
  }

  /** A field's value as typed: a checkbox as true or false. */
  const typedValue = (el: HTMLInputElement | HTMLSelectElement) => (el instanceof HTMLInputElement && el.type === "checkbox" ? String(el.checked) : el.value);

  function setSettingControl(key: string, value: string): void {
    const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#set-${key}`);
    if (!el) return;
    if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === "true";
    else el.value = value;
  }

  function showGame(): void {
    const game = findGame(draft.game);
    gameSelect.value = game ? game.id : "";
    gamePart.replaceChildren(...(game ? gameFields(game) : []));
  }

  const seedFrom = text("seed-from", draft.seedFrom);
  const seedTo = text("seed-to", draft.seedTo);
  const nodes = text("nodes", draft.nodes);
  const timeMs = text("time-ms", draft.timeMs);
  const ttMiB = text("tt-mib", draft.ttMiB);
  const lines = h(
    "select",
    { id: "lines" },
    [
      ["cut", "cut of their detours (the viewer's)"],
      ["found", "as the search found them"],
    ].map(([v, words]) => new Option(words, v, v === draft.lines, v === draft.lines)),
  );
  const workers = text("workers", draft.workers);
  const rngSeed = text("rng-seed", draft.rngSeed);

  /** The draft as the fields now hold it. */
  function read(): Draft {
    const game = findGame(gameSelect.value);
    const settings: Record<string, string> = {};
    for (const s of game?.settings ?? []) {
      const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#set-${s.key}`);
      if (el) settings[s.key] = typedValue(el);
    }
    const strategies = [...form.querySelectorAll<HTMLInputElement>("#strategies input[id^='strategy-']:checked")].map((i) => i.value);
    const strategySettings: Draft["strategySettings"] = {};
    for (const s of game?.strategies ?? []) {
      if (!strategies.includes(s.id)) continue;
      for (const x of s.settings) {
        const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#sset-${s.id}-${x.key}`);
        if (el && typedValue(el) !== String(x.default)) (strategySettings[s.id] ??= {})[x.key] = typedValue(el);
      }
    }
    return {
      game: gameSelect.value || draft.game,
      preset: form.querySelector<HTMLSelectElement>("#preset")?.value ?? draft.preset,
      settings,
      strategies,
      strategySettings,
      strategyRecord: form.querySelector<HTMLTextAreaElement>("#strategy-record")?.value ?? "",
      numbering: form.querySelector<HTMLSelectElement>("#numbering")?.value ?? draft.numbering,
      seedFrom: seedFrom.value,
      seedTo: seedTo.value,
      nodes: nodes.value,
      timeMs: timeMs.value,
      ttMiB: ttMiB.value,
      lines: (lines as HTMLSelectElement).value,
      workers: workers.value,
      rngSeed: rngSeed.value,
    };
  }

  /** Checks every field, shows each message beside its field, keeps the address up to date. */
  function check(): ReturnType<typeof checkDraft> {
    const d = read();
    draft = d;
    const r = checkDraft(d);
    checked = r.plan;
    for (const p of form.querySelectorAll<HTMLElement>("p.error[id$='-error']")) {
      const key = p.id.slice(0, -"-error".length);
      p.textContent = r.errors[key] ?? "";
      const input = p.parentElement?.querySelector("input, select");
      input?.setAttribute("aria-invalid", String(!!r.errors[key]));
    }
    formError.textContent = r.errors.game ?? "";
    const settingsNote = form.querySelector<HTMLElement>("#settings-error");
    if (settingsNote && !settingsNote.textContent) settingsNote.textContent = addressNote;
    runButton.disabled = !r.plan;
    estimate.textContent = r.plan ? runEstimate(r.plan) : "";
    rules.show(d, r.plan);
    const facts = form.querySelector<HTMLElement>("#game-facts");
    if (facts) facts.textContent = gameFacts(d.game, d.preset, r.plan?.settings);
    const hash = routeHash("builder", [], draftToQuery(d));
    replaceHash(hash);
    link.href = routeUrl(hash);
    return r;
  }

  /** Another game starts from its defaults: preset, settings, strategies and numbering. */
  function setGame(game: GameDef): void {
    const fresh = defaultDraft(game, cores);
    draft = {
      ...read(),
      game: game.id,
      preset: fresh.preset,
      settings: fresh.settings,
      strategies: fresh.strategies,
      strategySettings: fresh.strategySettings,
      numbering: fresh.numbering,
    };
  }

  /** A rules record's game, preset and settings; the strategies and the rest stay unless the game changes. */
  function setRules(gameId: string, preset: string, settings: Record<string, string>): void {
    const game = findGame(gameId)!;
    if (game.id === gameSelect.value) draft = read();
    else setGame(game);
    draft = { ...draft, preset, settings };
    showGame();
    check();
  }

  gameSelect.addEventListener("change", () => {
    setGame(findGame(gameSelect.value)!);
    showGame();
    check();
  });
  form.addEventListener("input", () => check());
  form.addEventListener("change", () => check());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const r = check();
    if (!r.plan) {
      formError.textContent = "Fix the fields marked above first.";
      return;
    }
    runButton.disabled = true;
    const runner = await createRun(r.plan);
    navigate(routeHash("run", [runner.exp.id]));
  });

  form.append(
    field("Game", "game", "game", h("div", { class: "game-picker" }, picker.find, gameSelect, picker.found)),
    gamePart,
    h(
      "fieldset",
      {},
      h("legend", {}, "Seeds (every strategy plays each)"),
      field("First seed", "seed-from", "seedFrom", seedFrom),
      field("Last seed", "seed-to", "seedTo", seedTo),
    ),
    h(
      "fieldset",
      {},
      h("legend", {}, "Budget per deal (the solver's search)"),
      field("Nodes", "nodes", "nodes", nodes, "0 = no limit"),
      field("Milliseconds", "time-ms", "timeMs", timeMs, "0 = no limit; a search that runs out reports unknown, never lost"),
      field("Memory MiB", "tt-mib", "ttMiB", ttMiB, "per worker, for its search tables: a full table forgets positions, costing time, never a verdict"),
      field(
        "Solver's lines",
        "lines",
        "lines",
        lines,
        "the moves each record counts; cutting a line takes longer than the search where deals take a millisecond (FreeCell): as found is several times quicker, with the same verdicts",
      ),
    ),
    field("Workers", "workers", "workers", workers, `default: all ${cores} cores (1 to ${MAX_WORKERS})`),
    field("Random seed", "rng-seed", "rngSeed", rngSeed, "seeds the strategies' random choices"),
    formError,
    estimate,
    h("div", { class: "buttons" }, runButton, h("span", { class: "help" }, "Share the ", link, " to set this builder up again.")),
  );

  root.replaceChildren(
    h(
      "div",
      { class: "two-columns builder" },
      h("section", { class: "panel", id: "experiment" }, h("h2", {}, "New experiment"), form),
      h(
        "div",
        {},
        rules.element,
        h(
          "section",
          { class: "panel intro" },
          h("h2", {}, "How it works"),
          h(
            "p",
            {},
            "Pick a game and one or more strategies (or the exact solver), a seed range and budgets, then Run. ",
            "Deals are played in Web Workers on every core; each deal's record goes to this browser's storage as it arrives, ",
            "so a reload or a closed tab loses nothing, and the run goes on where it stopped.",
          ),
          h(
            "p",
            {},
            "The run page shows the win rate converging with its 95% interval, the outcome counts, the score distribution, ",
            "search effort and, for several strategies, a paired comparison on the same deals. Open any deal in the ",
            h("a", { href: routeHash("viewer") }, "deal viewer"),
            " to step through a solution.",
          ),
        ),
        recentRunsPanel(),
      ),
    ),
  );
  showGame();
  check();
  return () => rules.dispose();
}
