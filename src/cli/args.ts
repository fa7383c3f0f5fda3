// Option values (as commander parsed them) into checked numbers and ranges,
// with one clear error naming the option and what it takes.

import { UserError } from "../core/errors.ts";
import { MAX_SEED, NUMBERINGS, type Numbering } from "../core/numbering.ts";
import type { SeedRange } from "../core/seed-range.ts";
import { attribute, type Opts } from "./command.ts";

/** An option's value as text, or undefined when it was not given and has no default. */
export function one(opts: Opts, name: string): string | undefined {
  const v = opts[attribute(name)];
  return v === undefined ? undefined : String(v);
}

export function required(opts: Opts, name: string, what: string): string {
  const v = one(opts, name);
  if (v === undefined) throw new UserError(`--${name} is required: ${what}`);
  return v;
}

/** A whole number within [min, max], or a UserError naming the option and the range. */
export function wholeNumber(opts: Opts, name: string, min: number, max: number, fallback: number): number {
  const text = one(opts, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UserError(`--${name} takes a whole number from ${min} to ${max}, not "${text}"`);
  }
  return Number(text);
}

export const flag = (opts: Opts, name: string): boolean => opts[attribute(name)] === true;

export function numbering(opts: Opts, allowed: readonly Numbering[], gameId: string): Numbering {
  const n = (one(opts, "numbering") ?? "sv") as Numbering;
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
