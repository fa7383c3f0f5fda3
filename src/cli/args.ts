// Command-line words into options, with one clear error for anything unknown.

import { UserError } from "../core/errors.ts";
import { MAX_SEED, NUMBERINGS, type Numbering } from "../core/numbering.ts";
import type { SeedRange } from "../pool/pool.ts";

export interface OptionDef {
  name: string;
  /** Takes a value (else a flag). */
  value?: string;
  repeat?: boolean;
  help: string;
  hidden?: boolean;
}

export interface Parsed {
  values: Map<string, string[]>;
  flags: Set<string>;
}

export function parseOptions(command: string, words: string[], defs: OptionDef[]): Parsed {
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const eq = w.indexOf("=");
    const name = w.startsWith("--") ? (eq > 0 ? w.slice(2, eq) : w.slice(2)) : "";
    const def = defs.find((d) => d.name === name);
    if (!def) {
      const known = defs.filter((d) => !d.hidden).map((d) => `--${d.name}`).join(" ");
      throw new UserError(w.startsWith("--") ? `unknown option ${w.slice(0, eq > 0 ? eq : undefined)} for ${command}; options: ${known}` : `unexpected "${w}" for ${command}; options: ${known}`);
    }
    if (!def.value) {
      flags.add(name);
      continue;
    }
    const v = eq > 0 ? w.slice(eq + 1) : words[++i];
    if (v === undefined || (eq < 0 && v.startsWith("--"))) throw new UserError(`--${name} needs a value: ${def.value}`);
    if (values.has(name) && !def.repeat) throw new UserError(`--${name} given twice`);
    values.set(name, [...(values.get(name) ?? []), v]);
  }
  return { values, flags };
}

export const one = (p: Parsed, name: string): string | undefined => p.values.get(name)?.[0];

export function required(p: Parsed, name: string, what: string): string {
  const v = one(p, name);
  if (v === undefined) throw new UserError(`--${name} is required: ${what}`);
  return v;
}

/** A whole number within [min, max], or a UserError naming the option and the range. */
export function wholeNumber(p: Parsed, name: string, min: number, max: number, fallback: number): number {
  const text = one(p, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UserError(`--${name} takes a whole number from ${min} to ${max}, not "${text}"`);
  }
  return Number(text);
}

export function numbering(p: Parsed, allowed: readonly Numbering[], gameId: string): Numbering {
  const n = (one(p, "numbering") ?? "sv") as Numbering;
  if (!NUMBERINGS.includes(n)) throw new UserError(`--numbering takes ${NUMBERINGS.join(" or ")}, not "${n}"`);
  if (!allowed.includes(n)) throw new UserError(`${gameId} deals are numbered ${allowed.join(" or ")} only, not ${n}`);
  return n;
}

/** "A..B" (inclusive) or a single "N", within the numbering's seeds. */
export function seedRange(text: string, n: Numbering): SeedRange {
  const max = MAX_SEED[n];
  const m = /^(\d+)(?:\.\.(\d+))?$/.exec(text.trim());
  const bad = () => new UserError(`--seeds takes A..B, whole numbers with 0 <= A <= B <= ${max} (${n} numbering), not "${text}"`);
  if (!m) throw bad();
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (lo > hi || hi > max) throw bad();
  return { lo, hi: hi + 1 };
}

export function seedNumber(text: string, n: Numbering): number {
  const max = MAX_SEED[n];
  if (!/^\d+$/.test(text) || Number(text) > max) throw new UserError(`--seed takes a whole number from 0 to ${max} (${n} numbering), not "${text}"`);
  return Number(text);
}
