// A one-line progress bar on the terminal: deals done, rate and time left.

import type { Progress } from "../pool/pool.ts";

export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");

export function fmtDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)}s`;
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m}m${String(Math.round(seconds % 60)).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

export class ProgressBar {
  private last = 0;
  constructor(private readonly stream: NodeJS.WriteStream, private readonly prefix = "") {}

  get active(): boolean {
    return this.stream.isTTY === true;
  }

  update(p: Progress, force = false): void {
    if (!this.active) return;
    const now = performance.now();
    if (!force && now - this.last < 100) return;
    this.last = now;
    const frac = p.total ? p.done / p.total : 1;
    const width = 24;
    const filled = Math.round(frac * width);
    const rate = p.elapsedMs > 0 ? (p.done * 1000) / p.elapsedMs : 0;
    const eta = rate > 0 ? (p.total - p.done) / rate : Infinity;
    const line = `${this.prefix}[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(frac * 100).toFixed(1)}% ${fmtInt(p.done)}/${fmtInt(p.total)} deals  ${fmtInt(rate)}/s  ETA ${fmtDuration(eta)}`;
    this.stream.write(`\r${line.slice(0, (this.stream.columns ?? 120) - 1)}\x1b[K`);
  }

  done(): void {
    if (this.active) this.stream.write("\r\x1b[K");
  }
}
