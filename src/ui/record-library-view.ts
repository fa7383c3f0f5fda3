// The builder's row of strategy records kept in this browser
// (record-library.ts): keep the record typed (once the builder reads it
// without fault) under its name, load one back into the JSON, forget one.

import { parseStrategyRecord } from "../games/strategy-record.ts";
import { h } from "./dom.ts";
import { deleteRecord, saveRecord, savedRecords } from "./record-library.ts";

/** The record in the JSON field, or undefined while it has a fault (the builder names it beside the field). */
function current(json: HTMLTextAreaElement) {
  try {
    return parseStrategyRecord(json.value, "Strategy record");
  } catch {
    return undefined;
  }
}

/** The row under the record's JSON field `json`. */
export function recordLibrary(json: HTMLTextAreaElement): HTMLElement {
  const list = h("select", { id: "record-saved" });
  const keep = h("button", { type: "button", id: "record-keep" }, "Keep in this browser");
  const forget = h("button", { type: "button", id: "record-forget" }, "Forget");
  const note = h("span", { class: "help", id: "record-library-note", role: "status" });
  let texts = new Map<string, string>();

  async function fill(selected = ""): Promise<void> {
    const all = await savedRecords();
    texts = new Map(all.map((r) => [r.name, r.text]));
    list.replaceChildren(
      new Option(all.length ? "Kept in this browser…" : "none kept in this browser yet", ""),
      ...all.map((r) => new Option(r.name, r.name, r.name === selected, r.name === selected)),
    );
    forget.disabled = list.value === "";
  }

  list.addEventListener("change", () => {
    forget.disabled = list.value === "";
    const text = texts.get(list.value);
    if (text === undefined) return;
    json.value = text;
    json.dispatchEvent(new Event("input", { bubbles: true }));
    note.textContent = `${list.value} loaded`;
  });
  keep.addEventListener("click", async () => {
    const r = current(json);
    if (!r) {
      note.textContent = "The record has a fault (named beside it): nothing kept";
      return;
    }
    await saveRecord(r.name, json.value);
    await fill(r.name);
    note.textContent = `${r.name} kept`;
  });
  forget.addEventListener("click", async () => {
    const name = list.value;
    if (!name) return;
    await deleteRecord(name);
    await fill();
    note.textContent = `${name} forgotten`;
  });
  void fill();
  return h("p", { class: "record-library" }, list, " ", keep, " ", forget, " ", note);
}
