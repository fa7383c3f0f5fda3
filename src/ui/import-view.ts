// The run page's account of an imported results file: where it came from
// (its provenance), what was left out or is missing, and its deals to open in
// the viewer (the first of each outcome, the slowest, or any seed).

import { plural } from "../core/figures.ts";
import { fmtInt, h } from "./dom.ts";
import type { Experiment } from "./experiment.ts";

type Link = (strategy: string) => (seed: number) => string;

const seedLinks = (seeds: number[], link: (seed: number) => string, cls: string) =>
  seeds.length ? seeds.flatMap((s, i) => [i ? ", " : "", h("a", { href: link(s), class: cls }, String(s))]) : ["–"];

export function importedText(e: Experiment): string {
  const i = e.imported!;
  const deals = Object.values(e.stored).reduce((a, b) => a + b, 0);
  return i.complete
    ? `Imported from ${i.file}: ${plural(deals, "deal")}${i.cutBytes ? " (its half-written last line left out)" : ""}.`
    : `The import of ${i.file} was cut short at ${plural(deals, "deal")}; open the file again for all of them.`;
}

export function importedPanel(e: Experiment, link: Link): HTMLElement {
  const i = e.imported!;
  const missing = Object.entries(i.missing).filter(([, n]) => n > 0);
  const made = i.machines.map((m) => `${m.host} (${plural(m.cores, "core")}, ${plural(m.workers, "worker")})`).join(", ");
  const seed = h("input", { type: "number", id: "import-seed", min: e.seeds.lo, max: e.seeds.hi - 1, value: e.seeds.lo });
  const strategy = h(
    "select",
    { id: "import-strategy" },
    e.strategies.map((s) => h("option", { value: s }, s)),
  );
  const open = h("a", { id: "import-open", href: "#" }, "Open in the viewer");
  const update = () => (open.href = link(strategy.value)(Number(seed.value)));
  seed.addEventListener("input", update);
  strategy.addEventListener("change", update);
  update();
  return h(
    "section",
    { class: "panel", id: "run-import" },
    h("h2", {}, `Imported from ${i.file}`),
    h(
      "p",
      {},
      `${plural(i.records, "deal record")}${i.duplicates ? `; ${plural(i.duplicates, "record")} of a seed already read left out` : ""}.`,
      missing.length ? ` Seeds of ${e.seeds.lo}..${e.seeds.hi - 1} with no record: ${missing.map(([s, n]) => `${s} ${fmtInt(n)}`).join(", ")}.` : "",
    ),
    h(
      "p",
      { class: "help", id: "import-provenance" },
      i.engine
        ? `Made by solitaire-lab ${i.version} with engine ${i.engine}${i.created ? `, started ${new Date(i.created).toLocaleString("en-GB")}` : ""}${made ? `, on ${made}` : ""}.`
        : "The file has no provenance line.",
    ),
    i.notes.length
      ? h(
          "ul",
          { class: "notices" },
          i.notes.map((n) => h("li", {}, n)),
        )
      : "",
    h(
      "table",
      { class: "summary", id: "import-deals" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["strategy", "first won", "first lost", "first unknown", "first errors", "slowest"].map((t) => h("th", {}, t)),
        ),
      ),
      h(
        "tbody",
        {},
        e.strategies.map((s) => {
          const x = i.examples[s];
          const l = link(s);
          return h(
            "tr",
            { "data-strategy": s },
            h("th", {}, s),
            h("td", {}, seedLinks(x.won, l, "won")),
            h("td", {}, seedLinks(x.lost, l, "lost")),
            h("td", {}, seedLinks(x.unknown, l, "unknown")),
            h("td", {}, seedLinks(x.error, l, "error")),
            h("td", {}, x.slowest === null ? "–" : seedLinks([x.slowest], l, "slowest")),
          );
        }),
      ),
    ),
    h("p", {}, "Seed ", seed, " played by ", strategy, " ", open),
  );
}
