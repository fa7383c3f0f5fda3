// The run page's deals per second: over the last half minute of running
// (paused time left out), measured up to now rather than to the last chunk, so
// the figure settles instead of jumping with every chunk that lands. (The
// time left is costed deal by deal instead: src/run/time-left.ts.)

/** Deals done by a moment of running time (ms). */
export interface RateSample {
  t: number;
  done: number;
}

export const RATE_WINDOW_MS = 30_000;
/** Keeps the samples the window needs: those inside it and the last one before it. */
export function trimSamples(samples: RateSample[], now: number): void {
  while (samples.length > 1 && samples[1].t <= now - RATE_WINDOW_MS) samples.shift();
}

/** Deals per second over the window ending now (the samples start with {t: 0, done: 0} at the session's start). */
export function recentRate(samples: RateSample[], now: number): number {
  if (samples.length === 0 || now <= 0) return 0;
  const last = samples[samples.length - 1];
  const from = Math.max(0, now - RATE_WINDOW_MS);
  // Deals done by `from`, read off the line between the samples around it.
  let doneFrom = samples[0].done;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1];
    const b = samples[i];
    if (b.t <= from) doneFrom = b.done;
    else if (a.t < from) doneFrom = a.done + ((b.done - a.done) * (from - a.t)) / (b.t - a.t);
  }
  return ((last.done - doneFrom) * 1000) / (now - from);
}
