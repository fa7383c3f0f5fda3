// A measurement, not a strategy of the lab: how much of a published Klondike
// baseline comes from the set of moves a policy chooses among, with a looser
// reading of their compound moves than their program's (the strategies
// bft-random and bft-greedy play theirs; docs/notes/published-baselines.md
// compares the two). Plays random
// (and priority-greedy) policies through the built engine's move lists, never
// returning to a position seen this game, over four move sets:
//   player          the lab's moves: one stock turn is a move (what `random` chooses among);
//   kplus           every card the stock can bring up is one move, the stock's order known
//                   (the talon model of Bjarnason, Fern and Tadepalli, whose player sees the stock);
//   kplus-progress  kplus less the moves that can be undone at once (a card down from a
//                   foundation, a pile-to-pile move that turns up nothing): their "available" actions
//                   without the compound moves they add back;
//   *-bftindex      the random choice as their published code makes it, never the last of several.
// usage: node scripts/action-models.mjs A..B [variant,...]   (after npm run build)
import { loadEngine } from "../dist/src/engine/load-node.js";
import { findGame } from "../dist/src/games/catalogue.js";
import { resolveSettings } from "../dist/src/games/settings.js";
import { configureEngine } from "../dist/src/run/play-deal.js";

const [lo, hi] = (process.argv[2] ?? "0..999").split("..").map(Number);
const variants = process.argv[3]?.split(",") ?? [
  "player",
  "kplus",
  "kplus-bftindex",
  "kplus-progress",
  "kplus-progress-bftindex",
  "kplus-progress-greedy",
  "kplus-compound",
  "kplus-compound-bftindex",
  "kplus-compound-greedy",
];
const e = await loadEngine();
const game = findGame("klondike");
configureEngine(e, game, resolveSettings(game, "klondike-bg", []).settings);

const TALON = 32;
const hidden = () => e.observe().reduce((n, b) => n + (b === 0xfe ? 1 : 0), 0);
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pileOf = (x) => (x < 16 || (x >= 24 && x < TALON) ? x : -1);

/**
 * The moves a policy chooses among, each a list of one or two engine moves: the
 * moves of the set asked for, never back to a position seen this game; with
 * "compound", a move that can be undone at once counts only followed by a
 * move that makes progress on a pile it touched (their secondary actions).
 */
function choices(variant, kplus, seen) {
  const progressOnly = variant.includes("progress") || variant.includes("compound");
  const down0 = hidden();
  const up0 = e.score();
  const out = [];
  for (const m of kplus ? e.searchMoves() : e.legalMoves()) {
    const src = m & 63;
    const dst = (m >> 6) & 63;
    e.play(m);
    const k = e.key();
    const up = e.score() > up0;
    const turned = hidden() < down0;
    const progress = src === TALON || up || turned;
    if (progress || !progressOnly) {
      e.unplay(m);
      if (!seen.has(k))
        out.push({ moves: [m], cls: src < 16 && up && turned ? 6 : up ? 5 : src < 16 && dst < 16 && turned ? 4 : src === TALON ? 3 : src >= 24 ? 2 : 1 });
      continue;
    }
    if (variant.includes("compound")) {
      const down1 = hidden();
      const up1 = e.score();
      for (const m2 of e.searchMoves()) {
        const s2 = m2 & 63;
        const d2 = (m2 >> 6) & 63;
        if (![pileOf(s2), pileOf(d2)].some((p) => p >= 0 && (p === src || p === dst))) continue;
        e.play(m2);
        const k2 = e.key();
        const up2 = e.score() > up1;
        const turned2 = hidden() < down1;
        e.unplay(m2);
        if (!(s2 === TALON || up2 || turned2) || seen.has(k2)) continue;
        out.push({ moves: [m, m2], cls: s2 < 16 && up2 && turned2 ? 6 : up2 ? 5 : s2 < 16 && d2 < 16 && turned2 ? 4 : s2 === TALON ? 3 : 1 });
      }
    }
    e.unplay(m);
  }
  return out;
}

function play(seed, variant) {
  e.dealSeed("sv", seed);
  const kplus = variant !== "player";
  e.start(!kplus); // K+ moves are the solver's: its game knows the stock's order
  const random = rng(seed * 7919 + 17);
  const seen = new Set([e.key()]);
  for (let step = 0; step < (kplus ? 500 : 5000); step++) {
    const fresh = choices(variant, kplus, seen);
    if (!fresh.length) return false;
    const n = variant.endsWith("bftindex") && fresh.length > 1 ? fresh.length - 1 : fresh.length;
    const pick = variant.endsWith("greedy") ? fresh.reduce((a, b) => (b.cls > a.cls ? b : a)) : fresh[Math.floor(random() * n)];
    for (const m of pick.moves) {
      e.play(m);
      seen.add(e.key());
    }
    if (e.won()) return true;
  }
  return false;
}

const wins = Object.fromEntries(variants.map((v) => [v, 0]));
for (let s = lo; s <= hi; s++) for (const v of variants) if (play(s, v)) wins[v]++;
console.log(JSON.stringify({ game: "klondike", preset: "klondike-bg", seeds: `${lo}..${hi}`, deals: hi - lo + 1, wins }));
