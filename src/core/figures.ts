// Figures in words, the same on the command line and in the dashboard: counts
// with their noun, rates of deals, search-effort percentiles, and text from a
// file made safe to print on one line of a terminal.

import type { PercentileKey, Percentiles } from "./stats.ts";

export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");

/** "1 deal", "2 deals", "1,000 deals" (`many` for nouns that do not just take an s). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** Settings as "key=value key=value", or "no settings". */
export function settingsText(settings: Record<string, unknown>): string {
  return (
    Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ") || "no settings"
  );
}

/**
 * The preset a run or a deal was played under, named in so many words (a game's
 * presets can differ as much as Klondike's `klondike` and `klondike-bg`), with
 * the settings it played with: "preset klondike (draw=3 redeals=inf ...)".
 */
export function presetText(preset: string, settings: Record<string, unknown>): string {
  return Object.keys(settings).length ? `preset ${preset} (${settingsText(settings)})` : `preset ${preset}`;
}

/** `x` to `digits` significant digits, grouped, without trailing zeros: 45.3, 2.5, 1,234. */
function significant(x: number, digits: number): string {
  return Number(x.toPrecision(digits)).toLocaleString("en-US", { maximumFractionDigits: 20 });
}

/**
 * A duration split for words (the CLI's "3m05s", the dashboard's "3 min 5 s"):
 * tenths under 10 s, else whole seconds, minutes and seconds, or hours and
 * minutes. Rounded once, before the split, so that a minute never reads as 60 s.
 */
export type DurationParts = { tenths: string } | { h: number; m: number; s: number };

export function durationParts(seconds: number): DurationParts {
  if (seconds < 9.95) return { tenths: seconds.toFixed(1) };
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  return { h: Math.floor(m / 60), m: m % 60, s: whole % 60 };
}

/**
 * Deals per second with the digits they need ("1,234 deals/s", "45.3 deals/s",
 * "2.5 deals/s"); below one a second, the time each deal takes ("2.2 s per
 * deal", "1.5 min per deal"), never "0 deals/s" for a run that did deals.
 */
export function rateText(perSecond: number): string {
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) return "0 deals/s";
  if (perSecond >= 100) return `${fmtInt(perSecond)} deals/s`;
  if (perSecond >= 1) return `${significant(perSecond, 3)} deals/s`;
  const seconds = 1 / perSecond;
  if (seconds < 60) return `${significant(seconds, 2)} s per deal`;
  if (seconds < 3600) return `${significant(seconds / 60, 2)} min per deal`;
  return `${significant(seconds / 3600, 2)} h per deal`;
}

/**
 * A search-effort figure (nodes or milliseconds per deal): an exact one as it
 * is (a whole number grouped, else three significant digits), one the
 * histogram knows only to its precision with "≈" and the digits it holds.
 */
export function effortText(p: Percentiles, key: PercentileKey | "max"): string {
  const x = p[key];
  if (key !== "max" && p.approximate.includes(key)) return `≈${x.toLocaleString("en-US", { maximumFractionDigits: 20 })}`;
  if (Number.isInteger(x) || x >= 100) return fmtInt(x);
  return significant(x, 3);
}

/**
 * Text decoded as UTF-8, where each byte that is not part of a valid sequence
 * becomes U+DC80..U+DCFF (as Python's "surrogateescape" does), so that
 * printable() can show the byte itself.
 */
export function decodeText(bytes: Uint8Array): string {
  const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return strict.decode(bytes);
  } catch {
    // Not valid UTF-8: decoded sequence by sequence below.
  }
  let out = "";
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const n = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (n === 1) {
      out += String.fromCharCode(b);
      i++;
      continue;
    }
    if (n > 1 && i + n <= bytes.length) {
      try {
        out += strict.decode(bytes.subarray(i, i + n));
        i += n;
        continue;
      } catch {
        // An invalid sequence: its first byte is escaped below.
      }
    }
    out += String.fromCharCode(0xdc00 + b);
    i++;
  }
  return out;
}

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text safe to print on one line: control characters, bytes that were not
 * UTF-8 (decodeText), lone surrogates, line separators and the controls that
 * reorder text are shown as escapes (\x1b, \xff, \u202e) instead of reaching
 * the terminal.
 */
export function printable(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff) {
      out += ch + text[++i]; // a pair: one character beyond the basic plane
    } else if (NAMED[ch]) out += NAMED[ch];
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, "0")}`;
    else if (c >= 0xdc80 && c <= 0xdcff) out += `\\x${(c - 0xdc00).toString(16)}`;
    else if ((c >= 0x80 && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) || c === 0xfffd || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
      out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return out;
}
