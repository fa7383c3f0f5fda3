// "Open a results file": a JSONL records file (from run --out, merge, a queue
// run or an export) chosen or dropped here becomes a run in this browser, with
// every chart, the comparison when it holds several strategies, and the deal
// viewer on its deals. The file is read in a worker (import-worker.ts).

import { fmtInt, h } from "./dom.ts";
import type { ImportMessage } from "./import-worker.ts";
import { navigate, routeHash } from "./router.ts";

export function importPanel(): HTMLElement {
  const input = h("input", { type: "file", id: "import-file", accept: ".jsonl,.ndjson,.json,application/x-ndjson,text/plain" });
  const bar = h("progress", { id: "import-progress", max: 1, value: 0, hidden: true });
  const status = h("p", { id: "import-status", "aria-live": "polite" });
  const error = h("p", { id: "import-error", class: "error", role: "alert" });
  const panel = h(
    "section",
    { class: "panel drop", id: "import" },
    h("h2", {}, "Open a results file"),
    h(
      "p",
      { class: "help" },
      "A JSONL records file from the command line (",
      h("code", {}, "run --out"),
      ", ",
      h("code", {}, "merge"),
      ", a queue run) or from an export here: choose it or drop it on this panel. It becomes a run with every chart, the comparison of its strategies and the deal viewer. Large files are read in the background.",
    ),
    input,
    bar,
    status,
    error,
  );

  let worker: Worker | undefined;
  const open = (file: File) => {
    worker?.terminate();
    error.textContent = "";
    status.textContent = `Reading ${file.name}…`;
    bar.hidden = false;
    bar.value = 0;
    worker = new Worker(new URL("./import-worker.ts", import.meta.url), { type: "module" });
    worker.addEventListener("message", (e: MessageEvent<ImportMessage>) => {
      const m = e.data;
      if (m.type === "progress") {
        bar.value = m.total ? m.bytes / m.total : 0;
        status.textContent = `Reading ${file.name}: ${fmtInt(m.records)} deals (${Math.round(100 * bar.value)}%)…`;
      } else if (m.type === "done") {
        worker?.terminate();
        worker = undefined;
        navigate(routeHash("run", [m.id]));
      } else {
        worker?.terminate();
        worker = undefined;
        bar.hidden = true;
        status.textContent = "";
        error.textContent = m.message;
      }
    });
    worker.addEventListener("error", (e) => {
      bar.hidden = true;
      error.textContent = `the file could not be imported: ${e.message}`;
    });
    worker.postMessage(file);
  };
  input.addEventListener("change", () => input.files?.[0] && open(input.files[0]));
  panel.addEventListener("dragover", (e) => {
    e.preventDefault();
    panel.classList.add("over");
  });
  panel.addEventListener("dragleave", () => panel.classList.remove("over"));
  panel.addEventListener("drop", (e) => {
    e.preventDefault();
    panel.classList.remove("over");
    const file = e.dataTransfer?.files[0];
    if (file) open(file);
  });
  return panel;
}
