// A one-line progress bar on the terminal (cli-progress): deals done, rate and
// time left. Nothing is drawn when stderr is not a terminal.

import cliProgress from "cli-progress";
import { durationParts, rateText } from "../core/figures.ts";
import type { Progress } from "../pool/pool.ts";

export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");

/** Seconds as "8.5s", "42s", "3m05s" or "2h07m" (durationParts); "?" while unknown. */
export function fmtDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const d = durationParts(seconds);
  if ("tenths" in d) return `${d.tenths}s`;
  const two = (n: number) => String(n).padStart(2, "0");
  if (d.h > 0) return `${d.h}h${two(d.m)}m`;
  return d.m > 0 ? `${d.m}m${two(d.s)}s` : `${d.s}s`;
}

export class ProgressBar {
  private readonly bar: cliProgress.SingleBar;
  private started = false;
  private last: Progress | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  /** `left` says the time left (src/run/time-left.ts), asked again every second so that it counts down between chunks. */
  constructor(
    private readonly stream: NodeJS.WriteStream,
    prefix = "",
    private readonly left: () => string = () => "",
  ) {
    this.bar = new cliProgress.SingleBar({
      stream,
      format: `${prefix}[{bar}] {percentage}% {value}/{total} deals  {rate}  {left}`,
      barsize: 24,
      barCompleteChar: "#",
      barIncompleteChar: ".",
      fps: 10,
      formatValue: (v, _options, type) => (type === "value" || type === "total" ? fmtInt(Number(v)) : String(v)),
      clearOnComplete: true,
      linewrap: false,
    });
  }

  get active(): boolean {
    return this.stream.isTTY === true;
  }

  private payload(p: Progress): { rate: string; left: string } {
    return {
      rate: p.done > 0 && p.elapsedMs > 0 ? rateText((p.done * 1000) / p.elapsedMs) : "starting",
      left: p.done >= p.total ? "done" : this.left(),
    };
  }

  update(p: Progress): void {
    if (!this.active) return;
    this.last = p;
    if (!this.started) {
      this.started = true;
      this.bar.start(p.total, p.done, this.payload(p));
      this.timer = setInterval(() => this.last && this.bar.update(this.payload(this.last)), 1000);
      this.timer.unref();
    } else this.bar.update(p.done, this.payload(p));
  }

  done(): void {
    clearInterval(this.timer);
    if (this.started) this.bar.stop();
  }
}
