// A one-line progress bar on the terminal (cli-progress): deals done, rate and
// time left. Nothing is drawn when stderr is not a terminal.

import cliProgress from "cli-progress";
import type { Progress } from "../pool/pool.ts";

export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");

/** Seconds as "8.5s", "42s", "3m05s" or "2h07m"; "?" while unknown. */
export function fmtDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)}s`;
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m}m${String(Math.round(seconds % 60)).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

export class ProgressBar {
  private readonly bar: cliProgress.SingleBar;
  private started = false;

  constructor(
    private readonly stream: NodeJS.WriteStream,
    prefix = "",
  ) {
    this.bar = new cliProgress.SingleBar({
      stream,
      format: `${prefix}[{bar}] {percentage}% {value}/{total} deals  {rate} deals/s  {eta_formatted} left`,
      barsize: 24,
      barCompleteChar: "#",
      barIncompleteChar: ".",
      fps: 10,
      // The ETA over the last 100 updates (chunks arrive several times a second).
      etaBuffer: 100,
      // cli-progress gives the ETA in whole seconds, 0 before the first rate, or "INF"/"NULL".
      formatTime: (t) => (Number(t) > 0 ? fmtDuration(Number(t)) : "?"),
      formatValue: (v, _options, type) => (type === "value" || type === "total" ? fmtInt(Number(v)) : String(v)),
      clearOnComplete: true,
      linewrap: false,
    });
  }

  get active(): boolean {
    return this.stream.isTTY === true;
  }

  update(p: Progress): void {
    if (!this.active) return;
    const rate = fmtInt(p.elapsedMs > 0 ? (p.done * 1000) / p.elapsedMs : 0);
    if (!this.started) {
      this.started = true;
      this.bar.start(p.total, p.done, { rate });
    } else this.bar.update(p.done, { rate });
  }

  done(): void {
    if (this.started) this.bar.stop();
  }
}
