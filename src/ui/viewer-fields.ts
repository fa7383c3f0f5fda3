// The viewer's form for one game: a field per setting (with what it allows),
// the numberings, the presets (or "(own settings)" where the settings match
// none) and the strategies, a strategy record from the address among them.

import type { GameDef } from "../games/catalogue.ts";
import { allowedText } from "../games/settings.ts";
import type { SettingDef } from "../games/catalogue.ts";
import type { StrategyRecord } from "../games/strategy-record.ts";
import { playsRecords } from "../games/record-vocabulary.ts";
import { h } from "./dom.ts";
import { presetTexts } from "./draft.ts";

/** A setting's control holding `value`: a checkbox, a choice, or the number field `numberField` makes. */
export function settingControl(s: SettingDef, id: string, value: string, numberField: () => HTMLElement): HTMLElement {
  if (s.kind === "bool") return h("input", { type: "checkbox", id, checked: value === "true" });
  if (s.kind === "choice")
    return h(
      "select",
      { id },
      s.choices!.map((c) => new Option(c, c, c === value, c === value)),
    );
  return numberField();
}

export interface GameFields {
  settingsPart: HTMLElement;
  numbering: HTMLSelectElement;
  presetSelect: HTMLSelectElement;
  strategy: HTMLSelectElement;
}

/** Fills the fields for game g with `settings` (texts by key), naming `presetName` where they still match it. */
export function fillGameFields(f: GameFields, g: GameDef, settings: Record<string, string>, presetName?: string, record?: StrategyRecord): void {
  f.settingsPart.replaceChildren(
    ...g.settings.map((s) => {
      const id = `v-set-${s.key}`;
      const value = settings[s.key] ?? String(s.default);
      const control = settingControl(s, id, value, () => h("input", { id, value, inputmode: "numeric" }));
      return h(
        "div",
        { class: "field" },
        h("label", { for: id }, s.key),
        control,
        h("p", { class: "help" }, allowedText(s)),
        h("p", { class: "error", id: `${id}-error`, role: "alert" }),
      );
    }),
  );
  f.numbering.replaceChildren(...g.numberings.map((n) => new Option(n, n)));
  const matches = (k: string) => Object.entries(presetTexts(g, k)).every(([key, v]) => (settings[key] ?? v) === v);
  const preset = presetName && g.presets[presetName] && matches(presetName) ? presetName : (Object.keys(g.presets).find(matches) ?? "");
  f.presetSelect.replaceChildren(
    ...Object.keys(g.presets).map((k) => new Option(k, k, k === preset, k === preset)),
    ...(preset ? [] : [new Option("(own settings)", "", true, true)]),
  );
  f.strategy.replaceChildren(
    ...g.strategies.map((s) => new Option(s.id, s.id, s.id === g.defaultStrategy, s.id === g.defaultStrategy)),
    // The address's strategy record, for the tableau games: played as the strategy record.
    ...(record && playsRecords(g) ? [new Option(`record ${record.name}`, "record")] : []),
  );
}

/** A seed typed in the form: a whole number of at most `max`, or null. */
export const wholeNumber = (text: string, max: number) => (/^\d+$/.test(text.trim()) && Number(text) <= max ? Number(text) : null);
