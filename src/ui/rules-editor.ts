// The builder's Rules panel: the game, preset and every setting as the lab's
// rules record in JSON beside the form, kept in step with it both ways. Typing
// or pasting a record (the lab's or Solvitaire's) sets the form, or shows the
// one line the CLI's --rules gives for it; the form's record is written back
// once the editor is left, so the text is never rewritten under the caret.
// "Compare with the preset as it is" runs the edited rules and the unchanged
// preset over the same seeds and strategies, one run after the other (two runs
// at once would share the cores and the memory), then opens their comparison.

import { createRun } from "./active-runs.ts";
import { download, fmtInt, h } from "./dom.ts";
import { checkDraft, planToDraft, type Draft } from "./draft.ts";
import { storedDeals, totalDeals, type ExperimentPlan } from "./experiment.ts";
import { navigate, routeHash } from "./router.ts";
import type { ExperimentRunner } from "./runner.ts";
import { changedFromPreset, draftRulesText, originalPlan, readRulesText, RULES_FILE } from "./rules-text.ts";

export interface RulesEditor {
  element: HTMLElement;
  /** The form changed: show its record (unless the editor is being typed in) and offer the comparison when it changes the preset. */
  show(d: Draft, plan: ExperimentPlan | undefined): void;
  dispose(): void;
}

/** `apply` sets the builder's game, preset and setting texts from a record that reads. */
export function rulesEditor(apply: (game: string, preset: string, settings: Record<string, string>) => void): RulesEditor {
  const text = h("textarea", { id: "rules-json", rows: 16, spellcheck: false, "aria-label": "the rules as JSON" });
  const note = h("p", { class: "error", id: "rules-error", role: "alert" });
  const copy = h("button", { type: "button", id: "rules-copy" }, "Copy");
  const save = h("button", { type: "button", id: "rules-download" }, `Download ${RULES_FILE}`);
  const compare = h("button", { type: "button", id: "compare-original", hidden: true });
  const status = h("p", { class: "help", id: "compare-status" });
  let formText = "";
  let plan: ExperimentPlan | undefined;
  let comparing = false;
  let disposed = false;

  const lineFor = (t: string) => {
    const r = readRulesText(t);
    return "error" in r ? r.error : "";
  };

  text.addEventListener("input", () => {
    const r = readRulesText(text.value);
    note.textContent = "error" in r ? r.error : "";
    if (!("error" in r)) apply(r.game, r.preset, r.settings);
  });
  // Left with a record that reads: it is shown as the lab's record of the form (Solvitaire's JSON as the lab's).
  text.addEventListener("change", () => {
    if (lineFor(text.value) === "") text.value = formText;
  });

  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text.value);
      copy.textContent = "Copied";
    } catch {
      // No clipboard for this page (an insecure address): the text is selected for the keyboard's copy.
      text.select();
      copy.textContent = "Selected: copy it";
    }
    setTimeout(() => (copy.textContent = "Copy"), 1500);
  });
  save.addEventListener("click", () => download(RULES_FILE, new Blob([`${text.value.trimEnd()}\n`], { type: "application/json" })));

  compare.addEventListener("click", async () => {
    const edited = plan;
    const original = edited && originalPlan(edited);
    if (!edited || !original || comparing) return;
    // The preset itself may refuse a strategy the edited rules allow (one that needs the stock seen).
    const refused = Object.values(checkDraft(planToDraft(original)).errors)[0];
    if (refused) {
      status.textContent = `Preset ${original.preset} as it is cannot run this experiment: ${refused}`;
      return;
    }
    comparing = true;
    compare.disabled = true;
    try {
      const ids: string[] = [];
      for (const [label, p] of [
        ["the edited rules", edited],
        [`preset ${original.preset} as it is`, original],
      ] as const) {
        const runner = await createRun(p);
        ids.push(runner.exp.id);
        await follow(runner, label);
      }
      if (!disposed) navigate(routeHash("compare", [], new URLSearchParams({ runs: ids.join(",") })));
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
    } finally {
      comparing = false;
      compare.disabled = false;
    }
  });

  /** Shows a run's progress until it ends; one that does not finish ends the comparison, its deals kept. */
  async function follow(runner: ExperimentRunner, label: string): Promise<void> {
    const progress = () =>
      status.replaceChildren(
        `Running ${label}: ${fmtInt(storedDeals(runner.exp))} of ${fmtInt(totalDeals(runner.exp))} deals (`,
        h("a", { href: routeHash("run", [runner.exp.id]) }, "its page"),
        ")",
      );
    const off = runner.onChange(progress);
    progress();
    try {
      await runner.start(); // the run createRun started: resolves when it ends
    } finally {
      off();
    }
    if (runner.status !== "done")
      throw new Error(
        `The run of ${label} ended ${runner.status}${runner.notices.length ? ` (${runner.notices.at(-1)})` : ""}; what it stored is in Past runs.`,
      );
  }

  const element = h(
    "section",
    { class: "panel", id: "rules-panel" },
    h("h2", {}, "Rules"),
    h(
      "p",
      { class: "help" },
      "The game, its preset and every setting as a rules record: what ",
      h("code", {}, "solitaire-lab games --rules"),
      " prints and ",
      h("code", {}, "--rules FILE.json"),
      " reads. Edit it or paste one (the lab's or Solvitaire's rules JSON) and the form follows; change the form and this follows.",
    ),
    text,
    note,
    h("div", { class: "buttons" }, copy, save, compare),
    status,
  );

  return {
    element,
    show(d, p) {
      formText = draftRulesText(d);
      if (document.activeElement !== text) {
        text.value = formText;
        note.textContent = lineFor(formText);
      }
      plan = p;
      const changed = p ? changedFromPreset(p) : [];
      compare.hidden = changed.length === 0;
      compare.disabled = comparing;
      if (p && changed.length) {
        compare.textContent = `Compare with preset ${p.preset} as it is`;
        compare.title = `Runs these rules (${changed.join(" ")}) and preset ${p.preset} unchanged on the same seeds and strategies, one after the other, then compares the two runs.`;
      }
    },
    dispose() {
      disposed = true;
    },
  };
}
