// The deal viewer's address: the game and its settings, the deal (a seed, or
// pasted text as base64url), who plays it, and the position (step). Opening
// the address shows the same deal at the same move.

import type { Settings } from "../games/catalogue.ts";
import { routeHash } from "./router.ts";

export interface ViewerAddress {
  game: string;
  preset?: string;
  settings?: Record<string, string>;
  numbering?: string;
  seed?: number;
  /** A pasted deal's text. */
  deal?: string;
  strategy?: string;
  /** The strategy's own settings (key, value as text). */
  strategySettings?: Record<string, string>;
  /** The strategy record the strategy `record` plays (as JSON text). */
  strategyRecord?: string;
  rngSeed?: number;
  step?: number;
}

export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(b64: string): string {
  const bin = atob(b64.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function viewerQuery(a: ViewerAddress): URLSearchParams {
  const q = new URLSearchParams();
  q.set("game", a.game);
  if (a.preset) q.set("preset", a.preset);
  for (const [k, v] of Object.entries(a.settings ?? {})) q.append("set", `${k}=${v}`);
  if (a.numbering && a.numbering !== "sv") q.set("numbering", a.numbering);
  if (a.deal !== undefined) q.set("deal", toBase64Url(a.deal));
  else if (a.seed !== undefined) q.set("seed", String(a.seed));
  if (a.strategy) q.set("strategy", a.strategy);
  for (const [k, v] of Object.entries(a.strategySettings ?? {})) q.append("sset", `${k}=${v}`);
  if (a.strategy === "record" && a.strategyRecord) q.set("record", toBase64Url(a.strategyRecord));
  if (a.rngSeed) q.set("rngSeed", String(a.rngSeed));
  if (a.step) q.set("step", String(a.step));
  return q;
}

export const viewerHash = (a: ViewerAddress) => routeHash("viewer", [], viewerQuery(a));

/** The address's parts as given (checked where they are used, like typed input). */
export function readViewerQuery(
  q: URLSearchParams,
): Partial<ViewerAddress> & { seedText?: string; stepText?: string; rngSeedText?: string; dealError?: string } {
  const out: ReturnType<typeof readViewerQuery> = {};
  if (q.has("game")) out.game = q.get("game")!;
  if (q.has("preset")) out.preset = q.get("preset")!;
  const sets = q.getAll("set");
  if (sets.length) {
    out.settings = {};
    for (const kv of sets) {
      const eq = kv.indexOf("=");
      if (eq > 0) out.settings[kv.slice(0, eq)] = kv.slice(eq + 1);
    }
  }
  if (q.has("numbering")) out.numbering = q.get("numbering")!;
  if (q.has("seed")) out.seedText = q.get("seed")!;
  if (q.has("deal")) {
    try {
      out.deal = fromBase64Url(q.get("deal")!);
    } catch {
      out.dealError = "the deal in this address is not valid base64url text";
    }
  }
  if (q.has("strategy")) out.strategy = q.get("strategy")!;
  if (q.has("record")) {
    try {
      out.strategyRecord = fromBase64Url(q.get("record")!);
    } catch {
      out.strategyRecord = "(not base64url text)";
    }
  }
  const own = q.getAll("sset");
  if (own.length) {
    out.strategySettings = {};
    for (const kv of own) {
      const eq = kv.indexOf("=");
      if (eq > 0) out.strategySettings[kv.slice(0, eq)] = kv.slice(eq + 1);
    }
  }
  if (q.has("rngSeed")) out.rngSeedText = q.get("rngSeed")!;
  if (q.has("step")) out.stepText = q.get("step")!;
  return out;
}

export const settingsTexts = (s: Settings): Record<string, string> => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, String(v)]));
