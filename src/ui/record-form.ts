// A form for a strategy record beside its JSON (docs/strategies.md): every
// field of the schema with the values it allows (the kinds of moves, the
// conditions, the tie-breaks, the features, the search), built from the game's
// vocabulary (record-vocabulary.ts), the tables the lab checks records with. Editing the form rewrites the JSON (and
// the builder checks it as you type, the message beside the record); JSON
// typed or pasted that parses redraws the form. The form holds the record as
// parsed, so a value the lab refuses stays visible where it was typed.

import type { RecordVocabulary } from "../games/record-vocabulary.ts";
import { h } from "./dom.ts";

type Doc = Record<string, unknown>;

const PRIORITY_START: Doc = { name: "mine", kind: "priority", avoid: "seen-positions", rules: [{ to: ["foundation"] }, {}] };
const WEIGHTED_START: Doc = { name: "mine", kind: "weighted", avoid: "seen-positions", depth: 1, weights: { cardsUp: 100, faceDown: -10 } };
const SEARCH_FIELDS: Record<string, [string, string][]> = {
  sampling: [
    ["samples", "deals of the unseen cards per decision (1 to 64)"],
    ["rollout", "moves of the record's own play after each move tried (1 to 1,000)"],
  ],
  uct: [
    ["iterations", "UCT iterations per decision, each on a fresh deal (1 to 100,000)"],
    ["rollout", "moves of the record's own play valuing a new leaf (1 to 1,000)"],
  ],
};

const select = (id: string, options: [string, string][], value: string) =>
  h(
    "select",
    { id },
    options.map(([v, label]) => new Option(label, v, v === value, v === value)),
  );
const numberInput = (id: string, value: unknown, placeholder = "") =>
  h("input", { id, inputmode: "numeric", autocomplete: "off", value: value === undefined ? "" : String(value), placeholder });
const row = (label: string, id: string, control: HTMLElement, help?: string) =>
  h("div", { class: "record-field" }, h("label", { for: id }, label), control, help ? h("span", { class: "help" }, help) : "");

/** A whole number typed, the text itself when it is not one (the lab then names it), or undefined when blank. */
function typedNumber(text: string): unknown {
  const t = text.trim();
  if (t === "") return undefined;
  return /^-?\d+$/.test(t) ? Number(t) : t;
}

/** The form for the record in `textarea`, over game's vocabulary `v`; the textarea's input events carry every change to the builder. */
export function recordForm(textarea: HTMLTextAreaElement, v: RecordVocabulary): HTMLElement {
  const weightedPlayed = Object.keys(v.features).length > 0;
  const box = h("div", { class: "record-form", id: "record-form" });
  let doc: Doc | undefined;
  let writing = false;

  /** The JSON from the form, announced as typed input (the builder checks it and keeps it in the address). */
  function write(): void {
    writing = true;
    textarea.value = doc ? JSON.stringify(doc, null, 2) : "";
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
    writing = false;
  }
  /** A change of shape (a kind, a rule added): the form drawn again, then the JSON. */
  function reshape(): void {
    draw();
    write();
  }
  function fromText(): void {
    if (writing) return;
    const text = textarea.value.trim();
    if (text === "") doc = undefined;
    else {
      try {
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return;
        doc = parsed as Doc;
      } catch {
        return; // the form keeps the last record that parsed; the builder names the JSON's fault
      }
    }
    draw();
  }
  textarea.addEventListener("input", fromText);

  function set(key: string, value: unknown, on: Doc | undefined = doc): void {
    if (!on) return;
    if (value === undefined) delete on[key];
    else on[key] = value;
  }
  /** A field typed: the record's key set (removed when blank), the JSON written. */
  function update(key: string, value: unknown, on: Doc | undefined = doc): void {
    set(key, value, on);
    write();
  }
  /** A new record from a start (or none), the form drawn for it. */
  function begin(start: Doc | undefined): void {
    doc = start;
    reshape();
  }

  function draw(): void {
    const starts = h(
      "p",
      { class: "record-starts" },
      h("button", { type: "button", id: "record-new-priority", onclick: () => begin(structuredClone(PRIORITY_START)) }, "New priority list"),
      weightedPlayed ? " " : "",
      weightedPlayed
        ? h("button", { type: "button", id: "record-new-weighted", onclick: () => begin(structuredClone(WEIGHTED_START)) }, "New weighted evaluation")
        : "",
      doc ? " " : "",
      doc ? h("button", { type: "button", id: "record-clear", onclick: () => begin(undefined) }, "No record") : "",
    );
    if (!doc) {
      box.replaceChildren(starts);
      return;
    }
    const d = doc;
    const name = h("input", { id: "rec-name", autocomplete: "off", value: typeof d.name === "string" ? d.name : "" });
    name.addEventListener("input", () => update("name", name.value));
    const kind = select(
      "rec-kind",
      [["priority", "priority list"], ...(weightedPlayed || d.kind === "weighted" ? [["weighted", "weighted evaluation"] as [string, string]] : [])],
      String(d.kind),
    );
    kind.addEventListener("change", () => {
      const start = structuredClone(kind.value === "weighted" ? WEIGHTED_START : PRIORITY_START);
      doc = {
        ...start,
        name: d.name,
        avoid: d.avoid ?? start.avoid,
        ...(d.moveLimit !== undefined ? { moveLimit: d.moveLimit } : {}),
        ...(d.search ? { search: d.search } : {}),
      };
      reshape();
    });
    const avoid = select(
      "rec-avoid",
      v.avoid.map((k) => [k, k]),
      String(d.avoid ?? "seen-positions"),
    );
    avoid.addEventListener("change", () => update("avoid", avoid.value));
    const limit = numberInput("rec-move-limit", d.moveLimit, "5000");
    limit.addEventListener("input", () => update("moveLimit", typedNumber(limit.value)));
    const search = (d.search && typeof d.search === "object" ? d.search : undefined) as Doc | undefined;
    const searchKind = select(
      "rec-search",
      [
        ["none", "none"],
        ["sampling", "sampling"],
        ["uct", "UCT"],
      ],
      search ? String(search.kind ?? "sampling") : "none",
    );
    searchKind.addEventListener("change", () => {
      const k = searchKind.value;
      set("search", k === "none" ? undefined : k === "uct" ? { kind: "uct", iterations: 300, rollout: 200 } : { kind: "sampling", samples: 8, rollout: 200 });
      reshape();
    });
    const searchFields = search
      ? (SEARCH_FIELDS[String(search.kind ?? "sampling")] ?? []).map(([key, help]) => {
          const input = numberInput(`rec-search-${key}`, search[key]);
          input.addEventListener("input", () => update(key, typedNumber(input.value), search));
          return row(key, `rec-search-${key}`, input, help);
        })
      : [];
    box.replaceChildren(
      starts,
      row("Name", "rec-name", name),
      row("Kind", "rec-kind", kind),
      row(
        "Avoid",
        "rec-avoid",
        avoid,
        "never a move back to a position seen this game (seen-positions), the game's built-in greedy's guards against going round in circles (cycles), or nothing",
      ),
      row("Move limit", "rec-move-limit", limit, "moves a game may last, 1 to 5,000 (blank: the lab's 5,000)"),
      ...(v.search
        ? [
            row("Search", "rec-search", searchKind, "around the record: samples of the unseen cards, or UCT, each followed by the record's own play"),
            ...searchFields,
          ]
        : []),
      ...(d.kind === "weighted" ? weightedFields(d) : priorityFields(d)),
    );
  }

  function weightedFields(d: Doc): HTMLElement[] {
    const weights = (d.weights && typeof d.weights === "object" ? d.weights : (d.weights = {})) as Doc;
    const depth = select(
      "rec-depth",
      [
        ["1", "1: the position a move reaches"],
        ["2", "2: the best position one move further"],
      ],
      String(d.depth ?? 1),
    );
    depth.addEventListener("change", () => update("depth", Number(depth.value)));
    return [
      row("Depth", "rec-depth", depth),
      h(
        "fieldset",
        { class: "record-weights" },
        h("legend", {}, "Weights (-100,000 to 100,000; blank: 0)"),
        Object.entries(v.features).map(([feature, meaning]) => {
          const input = numberInput(`rec-weight-${feature}`, weights[feature]);
          input.addEventListener("input", () => update(feature, typedNumber(input.value), weights));
          return row(feature, `rec-weight-${feature}`, input, meaning);
        }),
      ),
    ];
  }

  function priorityFields(d: Doc): HTMLElement[] {
    const rules = (Array.isArray(d.rules) ? d.rules : (d.rules = [])) as Doc[];
    const list = rules.map((rule, i) => ruleFields(rules, rule, i));
    const add = h(
      "button",
      {
        type: "button",
        id: "rec-add-rule",
        onclick: () => {
          rules.push({});
          reshape();
        },
      },
      "Add a rule",
    );
    const prefer = preferInput("rec-prefer", d, "none");
    const among = select(
      "rec-among",
      v.among.map((k) => [k, k]),
      String(d.among ?? "moves"),
    );
    among.addEventListener("change", () => update("among", among.value === "moves" ? undefined : among.value));
    const choose = select(
      "rec-choose",
      v.choose.map((k) => [k, k]),
      String(d.choose ?? "first"),
    );
    choose.addEventListener("change", () => update("choose", choose.value === "first" ? undefined : choose.value));
    return [
      ...(v.among.length > 1
        ? [row("Among", "rec-among", among, "single moves, or Bjarnason, Fern and Tadepalli's actions (klondike-bft: the stock's order seen)")]
        : []),
      row("Choose", "rec-choose", choose, "the first by the tie-breaks, at random, or by their draw (never the last of several)"),
      h("p", { class: "help" }, `Moves here: ${v.moves}.`),
      row("Prefer", "rec-prefer", prefer, "the tie-breaks of the rules that name none"),
      h(
        "p",
        { class: "help" },
        "Each move takes the first rule it meets; the earliest rule any legal move meets is played. A place not ticked, a condition left at either, a number left blank: the rule does not ask. Hover a field for what it means.",
      ),
      h("div", { class: "record-rules" }, list),
      add,
    ];
  }

  function ruleFields(rules: Doc[], rule: Doc, i: number): HTMLElement {
    const id = (k: string) => `rec-rule-${i}-${k}`;
    const places = (key: "from" | "to", kinds: readonly string[]) =>
      h(
        "span",
        { class: "record-places", id: id(key) },
        kinds.map((k) => {
          const have = ([] as unknown[]).concat(rule[key] ?? []);
          const box = h("input", { type: "checkbox", id: id(`${key}-${k}`), checked: have.includes(k) });
          box.addEventListener("change", () => {
            const now = kinds.filter((x) => (x === k ? box.checked : have.includes(x)));
            set(key, now.length ? now : undefined, rule);
            write();
            have.splice(0, have.length, ...now);
          });
          return h("label", { class: "inline" }, box, ` ${k}`);
        }),
      );
    const conditions = Object.entries(v.conditions).map(([c, meaning]) => {
      const v = rule[c];
      const control = select(
        id(c),
        [
          ["any", "either"],
          ["true", "yes"],
          ["false", "no"],
        ],
        v === true ? "true" : v === false ? "false" : "any",
      );
      control.addEventListener("change", () => update(c, control.value === "any" ? undefined : control.value === "true", rule));
      control.title = meaning;
      return row(c, id(c), control);
    });
    const cards = (v.cards ? (["minCards", "maxCards"] as const) : []).map((k) => {
      const input = numberInput(id(k), rule[k]);
      input.addEventListener("input", () => update(k, typedNumber(input.value), rule));
      input.title = k === "minCards" ? "moves at least this many cards" : "moves at most this many cards";
      return row(k, id(k), input);
    });
    const prefer = preferInput(id("prefer"), rule, "the record's own");
    const move = (to: number) => {
      const [r] = rules.splice(i, 1);
      rules.splice(to, 0, r);
      reshape();
    };
    return h(
      "fieldset",
      { class: "record-rule", id: id("box") },
      h(
        "legend",
        {},
        `Rule ${i + 1} `,
        h("button", { type: "button", id: id("up"), disabled: i === 0, onclick: () => move(i - 1) }, "↑"),
        h("button", { type: "button", id: id("down"), disabled: i === rules.length - 1, onclick: () => move(i + 1) }, "↓"),
        h(
          "button",
          {
            type: "button",
            id: id("remove"),
            onclick: () => {
              rules.splice(i, 1);
              reshape();
            },
          },
          "remove",
        ),
      ),
      row("from", id("from"), places("from", v.from)),
      row("to", id("to"), places("to", v.to)),
      ...conditions,
      ...cards,
      row("prefer", id("prefer"), prefer),
    );
  }

  /** Tie-breaks typed in order, separated by commas (a name the lab does not know is named beside the record). */
  function preferInput(inputId: string, on: Doc, blank: string): HTMLInputElement {
    const input = h("input", {
      id: inputId,
      autocomplete: "off",
      value: Array.isArray(on.prefer) ? on.prefer.join(", ") : "",
      placeholder: blank,
      title: `tie-breaks, in order, separated by commas: ${v.prefer.join(", ")}`,
    });
    input.addEventListener("input", () => {
      const keys = input.value
        .split(",")
        .map((x) => x.trim())
        .filter((x) => x);
      set("prefer", keys.length ? keys : undefined, on);
      write();
    });
    return input;
  }

  fromText();
  if (!doc) draw();
  return box;
}
