// The deal viewer's "where was it lost?": for a strategy's lost play, the move
// after which the solver (every card known) no longer wins, found in the
// viewer's worker as `solve --where-lost` finds it (src/run/where-lost.ts).

import type { DealSource } from "../run/play-deal.ts";
import type { RunSpec } from "../run/spec.ts";
import { lostMove, whereLostText } from "../run/where-lost.ts";
import { h } from "./dom.ts";
import { findWhereLost, PlayStopped } from "./viewer-worker.ts";

/** Seconds of each solve the search makes. */
const PROBE_MS = 5000;

export interface LostPlay {
  spec: RunSpec;
  deal: DealSource;
  moves: number[];
  words: string[];
}

/**
 * The button and its answer. `onFound(move)` hears the move found (1-based),
 * for the viewer to mark and show; `offer` shows the button for a lost play,
 * `clear` hides it (a new play, or a win).
 */
export function whereLostPanel(onFound: (move: number) => void) {
  const button = h("button", { type: "button", id: "v-where" }, "Where was it lost?");
  const text = h("span", { id: "v-where-result", class: "help", "aria-live": "polite" });
  const element = h("p", { id: "v-where-panel", hidden: true }, button, " ", text);
  let current: LostPlay | undefined;
  let asked = 0;

  button.addEventListener("click", async () => {
    const play = current;
    if (!play) return;
    const mine = ++asked;
    button.disabled = true;
    text.textContent = `Solving positions of the line, every card known (up to ${PROBE_MS / 1000} s each)...`;
    try {
      const w = await findWhereLost(play.spec, play.deal, play.moves, { nodes: 0, timeMs: PROBE_MS, ttMiB: play.spec.budget.ttMiB });
      if (mine !== asked) return;
      text.textContent = `Where it was lost: ${whereLostText(w, play.words, `${PROBE_MS / 1000} s`)}.`;
      const move = lostMove(w);
      if (move !== undefined) onFound(move);
    } catch (e) {
      if (mine !== asked) return;
      text.textContent = e instanceof PlayStopped ? "Stopped." : `The search failed: ${(e as Error).message}`;
    } finally {
      if (mine === asked) button.disabled = false;
    }
  });

  return {
    element,
    offer(play: LostPlay): void {
      current = play;
      asked++;
      text.textContent = "";
      button.disabled = false;
      element.hidden = false;
    },
    clear(): void {
      current = undefined;
      asked++;
      text.textContent = "";
      element.hidden = true;
    },
  };
}
