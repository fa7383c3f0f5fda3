// A little DOM building: h("p", { class: "help" }, "text", child).

import { durationParts } from "../core/figures.ts";

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | ((e: Event) => void) | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, ""), v);
    else if (k in el && typeof v !== "string") (el as unknown as Record<string, unknown>)[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(typeof c === "number" ? String(c) : c);
  return el;
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");
/** Decimals a figure deserves given its interval's half-width (in the figure's unit): two significant digits of the half-width, 0 to 4. */
export const decimalsFor = (halfWidth: number): number =>
  halfWidth > 0 && Number.isFinite(halfWidth) ? Math.min(4, Math.max(0, 1 - Math.floor(Math.log10(halfWidth)))) : 2;

export const pct = (x: number, digits = 2) => `${(x * 100).toFixed(x > 0 && x < 0.001 ? digits + 2 : digits)}%`;

export function fmtNumber(x: number): string {
  if (x >= 100) return fmtInt(x);
  if (x >= 1) return x.toFixed(2);
  if (x === 0) return "0";
  return x.toPrecision(2);
}

/** Seconds as "8.5 s", "42 s", "3 min 5 s" or "2 h 7 min" (durationParts). */
export function fmtDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "–";
  const d = durationParts(seconds);
  if ("tenths" in d) return `${d.tenths} s`;
  if (d.h > 0) return `${d.h} h ${d.m} min`;
  return d.m > 0 ? `${d.m} min ${d.s} s` : `${d.s} s`;
}

/** "p = 0.23", "p = 3.3e-12", "p < 1e-300". */
export function pValueText(p: number): string {
  if (p >= 0.001) return `p = ${p.toFixed(p >= 0.1 ? 2 : 3)}`;
  return p === 0 ? "p < 1e-300" : `p = ${p.toExponential(1)}`;
}

/** A tick label without trailing zeros: 0.02%, 12, 0.7. */
export const tickText = (v: number | string, percent: boolean, digits = 3) =>
  percent ? `${parseFloat((Number(v) * 100).toPrecision(digits))}%` : `${parseFloat(Number(v).toPrecision(digits + 1))}`;

/** Saves a Blob under a file name (the browser's download). */
export function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
