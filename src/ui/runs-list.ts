// Past runs (#/runs): every experiment in this browser's storage, with its
// state and progress; open one, compare several, delete. An experiment that
// says running but that no tab runs was stopped by a reload or a closed tab:
// opening it resumes it.

import { plural } from "../core/figures.ts";
import { deleteRun, interruptedIds } from "./active-runs.ts";
import { experimentTitle, startedAt, storedDeals, totalDeals, type Experiment } from "./experiment.ts";
import { fmtInt, h } from "./dom.ts";
import { headlineLines, runOutcomes } from "./headline.ts";
import { importPanel } from "./import-panel.ts";
import { navigate, routeHash, type Route } from "./router.ts";
import { runStore } from "./run-store.ts";

function stateText(e: Experiment, interrupted: boolean): string {
  if (e.imported) return e.imported.complete ? `imported from ${e.imported.file}` : `import of ${e.imported.file} cut short`;
  if (interrupted) return "interrupted (opening it resumes)";
  return e.state;
}

const when = (t: number) => new Date(t).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
const progressText = (e: Experiment) => `${fmtInt(storedDeals(e))} / ${plural(totalDeals(e), "deal")}`;

/** A short list of the latest runs, for the builder page. */
export function recentRunsPanel(): HTMLElement {
  const list = h("ul", { class: "recent" }, h("li", { class: "help" }, "Loading…"));
  const panel = h(
    "section",
    { class: "panel", id: "recent-runs" },
    h("h2", {}, "Recent runs"),
    list,
    h("p", {}, h("a", { href: routeHash("runs") }, "All runs, compare, delete →")),
  );
  void (async () => {
    const all = await (await runStore()).list();
    const stopped = await interruptedIds(all);
    list.replaceChildren(
      ...(all.length
        ? all
            .slice(0, 6)
            .map((e) =>
              h(
                "li",
                {},
                h("a", { href: routeHash("run", [e.id]) }, experimentTitle(e)),
                h("span", { class: "help" }, ` – ${stateText(e, stopped.has(e.id))}, ${progressText(e)}`),
              ),
            )
        : [h("li", { class: "help" }, "No runs yet: set up an experiment and press Run.")]),
    );
  })();
  return panel;
}

export function runsPage(root: HTMLElement, _route: Route): () => void {
  const body = h("tbody", {});
  const compare = h("button", { type: "button", id: "compare-selected", disabled: true }, "Compare selected");
  const note = h(
    "p",
    { class: "help" },
    "Tick two or more runs to compare their strategies side by side (paired on the seeds they share when they play the same deals).",
  );
  const selected = () => [...body.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map((c) => c.value);
  body.addEventListener("change", () => (compare.disabled = selected().length < 2));
  compare.addEventListener("click", () => navigate(routeHash("compare", [], new URLSearchParams({ runs: selected().join(",") }))));

  let shown = "";
  async function refresh(): Promise<void> {
    const ticked = new Set(selected());
    const all = await (await runStore()).list();
    const stopped = await interruptedIds(all);
    const signature = JSON.stringify(all.map((e) => [e.id, e.state, e.stored, stopped.has(e.id)]));
    if (signature === shown) return; // unchanged: leave the rows (and any half-made click) alone
    shown = signature;
    const store = await runStore();
    const outcomes = await Promise.all(all.map((e) => runOutcomes(store, e)));
    body.replaceChildren(
      ...(all.length
        ? all.map((e, i) =>
            h(
              "tr",
              { "data-run": e.id },
              h("td", {}, h("input", { type: "checkbox", value: e.id, checked: ticked.has(e.id), "aria-label": `select ${e.id}` })),
              h("td", {}, when(startedAt(e))),
              h("td", {}, h("a", { href: routeHash("run", [e.id]) }, experimentTitle(e))),
              h("td", { class: "state" }, stateText(e, stopped.has(e.id))),
              h("td", { class: "num" }, progressText(e)),
              h(
                "td",
                { class: "headline" },
                h(
                  "ul",
                  {},
                  headlineLines(e, outcomes[i]).map((l) => h("li", {}, l)),
                ),
              ),
              h(
                "td",
                {},
                h(
                  "button",
                  {
                    type: "button",
                    class: "small danger",
                    // A run going on in a tab would write on after the delete: it is cancelled there first.
                    disabled: e.state === "running" && !stopped.has(e.id),
                    title: e.state === "running" && !stopped.has(e.id) ? "running: cancel it on its page first" : "delete this run and its records",
                    onclick: async () => {
                      if (!confirm(`Delete the run "${experimentTitle(e)}" and its ${plural(storedDeals(e), "deal record")}?`)) return;
                      await deleteRun(e.id);
                      await refresh();
                    },
                  },
                  "Delete",
                ),
              ),
            ),
          )
        : [h("tr", {}, h("td", { colspan: 7, class: "help" }, "No runs yet."))]),
    );
    compare.disabled = selected().length < 2;
  }
  root.replaceChildren(
    h(
      "section",
      { class: "panel", id: "runs" },
      h("h2", {}, "Past runs"),
      note,
      h(
        "table",
        { class: "runs" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            ["", "started", "experiment", "state", "deals stored"].map((t) => h("th", {}, t)),
            h("th", { title: "unknown and error deals count as losses below and as wins above" }, "deals and win rate (conservative 95% Wilson interval)"),
            h("th", {}),
          ),
        ),
        body,
      ),
      h("div", { class: "buttons" }, compare),
    ),
    importPanel(),
  );
  void refresh();
  // Runs going on (here or in another tab) move on: the list follows every two seconds.
  const timer = setInterval(() => void refresh(), 2000);
  return () => clearInterval(timer);
}
