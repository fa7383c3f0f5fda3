// The dashboard's game picker: the catalogue's games grouped by family, and a
// box that keeps only the games whose name, id, Solvitaire preset or presets
// contain what is typed (Baker's Game finds the rules-record game, whose
// preset it is), saying which preset matched.

import { GAME_FAMILIES, type GameDef } from "../games/catalogue.ts";
import { PUBLISHED } from "../games/published.ts";
import { h } from "./dom.ts";

/** The words a game is found by: its name, id, Solvitaire preset, and each preset with its published name. */
function words(g: GameDef): { text: string; preset?: string }[] {
  const out: { text: string; preset?: string }[] = [{ text: `${g.name} ${g.id} ${g.solvitaire ?? ""}` }];
  for (const p of Object.keys(g.presets)) {
    const sv = g.solvitairePresets?.[p] ?? p;
    out.push({ text: `${p} ${sv} ${PUBLISHED[sv]?.name ?? ""}`, preset: p });
  }
  return out;
}

/** What of game g matches `query` (lower case): the game itself, a preset of it, or nothing. */
export function gameMatch(g: GameDef, query: string): { game: boolean; presets: string[] } {
  const q = query.trim().toLowerCase();
  if (!q) return { game: true, presets: [] };
  const hits = words(g).filter((w) => w.text.toLowerCase().includes(q));
  return { game: hits.some((w) => !w.preset), presets: hits.flatMap((w) => (w.preset ? [w.preset] : [])) };
}

/**
 * A select of the games by family (id `id`) and a find box (id `${id}-find`)
 * that hides the games it does not match; the note (id `${id}-found`) names
 * the presets that matched. Choosing is left to the select's own change event.
 */
export function gamePicker(id: string): { select: HTMLSelectElement; find: HTMLInputElement; found: HTMLElement } {
  const select = h(
    "select",
    { id, name: "game" },
    GAME_FAMILIES.map((f) =>
      h(
        "optgroup",
        { label: f.name },
        f.games.map((g) => new Option(g.name, g.id)),
      ),
    ),
  );
  const find = h("input", { type: "search", id: `${id}-find`, placeholder: "find a game: type part of its name", "aria-label": "find a game" });
  const found = h("p", { class: "help", id: `${id}-found` });
  find.addEventListener("input", () => {
    const notes: string[] = [];
    let firstShown: string | undefined;
    for (const f of GAME_FAMILIES) {
      for (const g of f.games) {
        const m = gameMatch(g, find.value);
        const shown = m.game || m.presets.length > 0;
        const option = [...select.options].find((o) => o.value === g.id)!;
        option.hidden = !shown;
        if (shown) firstShown ??= g.id;
        if (!m.game && m.presets.length) notes.push(`${g.name}: preset ${m.presets.slice(0, 6).join(", ")}${m.presets.length > 6 ? ", ..." : ""}`);
      }
    }
    for (const group of select.querySelectorAll("optgroup")) group.hidden = [...group.querySelectorAll("option")].every((o) => o.hidden);
    found.textContent = !firstShown ? `no game matches "${find.value.trim()}"` : notes.join("; ");
    if (firstShown && select.selectedOptions[0]?.hidden) {
      select.value = firstShown;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  });
  return { select, find, found };
}
