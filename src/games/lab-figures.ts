// The lab's own winnability figures for the games of the published table, as
// docs/results.md records them (the largest run of each, with the engine
// commit that measured it): what the game page shows beside the published
// figure. A figure is for the preset as it stands, or for the settings it
// names (Solvitaire's Spider-family game: singlesUp=true).

import { conservativeInterval } from "../core/stats.ts";

export interface LabFigure {
  /** Settings changed from the preset's, as `--set` takes them (absent: the preset as it is). */
  sets?: string[];
  /** The seeds, as results.md names them: "sv 0..9,999". */
  seeds: string;
  /** The budget a deal: "10 s", "1 M nodes". */
  budget: string;
  won: number;
  lost: number;
  unknown: number;
  /** The engine commit that measured it. */
  engine: string;
}

const f = (seeds: string, budget: string, won: number, lost: number, unknown: number, engine: string, sets?: string[]): LabFigure => ({
  seeds,
  budget,
  won,
  lost,
  unknown,
  engine,
  ...(sets ? { sets } : {}),
});
const TEN_K = "sv 0..9,999";
const ONE_K = "sv 0..999";
/** Solvitaire's Spider-family game (published.ts). */
const LOOSER = ["singlesUp=true"];

/** Klondike by cards turned, sv 0..499 at 10 s: won, lost, unknown with worry back and without, and the engine (29fb453 where none is named). */
const TURNED_500: [number, [number, number, number], [number, number, number], string?][] = [
  [2, [443, 41, 16], [441, 41, 18], "e09cc9d"],
  [4, [346, 153, 1], [342, 157, 1], "e09cc9d"],
  [5, [277, 220, 3], [270, 227, 3]],
  [6, [182, 316, 2], [174, 324, 2]],
  [7, [112, 387, 1], [102, 395, 3]],
  [8, [57, 443, 0], [53, 447, 0]],
  [9, [38, 462, 0], [36, 464, 0]],
  [10, [26, 474, 0], [24, 476, 0]],
  [11, [10, 490, 0], [9, 491, 0]],
  [13, [4, 496, 0], [4, 496, 0]],
];

/** The same over sv 0..9,999 (engine 29fb453). */
const TURNED_10K: [number, [number, number, number], [number, number, number]][] = [
  [9, [769, 9220, 11], [708, 9289, 3]],
  [10, [440, 9556, 4], [408, 9589, 3]],
  [11, [203, 9795, 2], [188, 9811, 1]],
  [13, [61, 9938, 1], [59, 9940, 1]],
];

/** By "game preset". */
export const LAB_FIGURES: Record<string, LabFigure[]> = {
  "accordion standard": [f(TEN_K, "10 s", 9999, 0, 1, "b81d0d5")],
  "accordion late-binding": [f(TEN_K, "10 s", 4612, 5388, 0, "b81d0d5")],
  "gaps basic": [f(TEN_K, "10 s", 2502, 7498, 0, "1616fa9")],
  "gaps one-deal": [f(ONE_K, "10 s", 730, 37, 233, "0f17fd1")],
  "streets-and-alleys standard": [f(TEN_K, "10 s", 5080, 4764, 156, "2ae8ab7")],
  "beleaguered-castle standard": [f(TEN_K, "10 s", 6762, 3202, 36, "e09cc9d")],
  "freecell standard": [f(TEN_K, "1 M nodes", 10000, 0, 0, "1990f66")],
  "klondike klondike-bg": [f(TEN_K, "10 s", 8110, 1686, 204, "e09cc9d"), f(TEN_K, "10 s", 8983, 946, 71, "2b47017", ["draw=1"])],
  "tableau alpha-star": [f(TEN_K, "10 s", 4763, 5237, 0, "b81d0d5")],
  "tableau american-canister": [f("sv 0..39,999", "10 s", 2238, 37756, 6, "b81d0d5")],
  "tableau bakers-game": [f(TEN_K, "10 s", 7496, 2504, 0, "b81d0d5")],
  "tableau british-canister": [f(TEN_K, "10 s", 0, 10000, 0, "b81d0d5")],
  "tableau canfield": [f(TEN_K, "10 s", 7171, 2757, 72, "0db630b")],
  "tableau canfield-strict": [f(ONE_K, "10 s", 691, 294, 15, "e09cc9d")],
  "tableau delta-star": [f(TEN_K, "10 s", 3463, 6537, 0, "b81d0d5")],
  "tableau east-haven": [f(TEN_K, "10 s", 8276, 1688, 36, "8db7a75")],
  "tableau eight-off": [f(TEN_K, "10 s", 9992, 8, 0, "44cdaa6")],
  "tableau fore-cell": [f(TEN_K, "10 s", 8551, 1385, 64, "3946e62")],
  "tableau fore-cell-same-suit": [f(TEN_K, "10 s", 1105, 8895, 0, "44cdaa6")],
  "tableau seahaven-towers": [f(TEN_K, "10 s", 8904, 1096, 0, "44cdaa6")],
  "tableau fan": [f(ONE_K, "10 s", 502, 490, 8, "270f06b")],
  "tableau king-albert": [f(TEN_K, "10 s", 6864, 3086, 50, "3946e62")],
  "tableau northwest-territory": [f(TEN_K, "10 s", 6803, 3146, 51, "b5dd3b6")],
  "tableau fortunes-favor": [f(TEN_K, "10 s", 10000, 0, 0, "b81d0d5")],
  "tableau free-cell-0-cell": [f(TEN_K, "10 s", 21, 9978, 1, "b81d0d5")],
  "tableau free-cell-1-cell": [f(TEN_K, "10 s", 1944, 8029, 27, "9ffda08")],
  "tableau free-cell-2-cell": [f(TEN_K, "10 s", 7869, 2061, 70, "3946e62")],
  "tableau free-cell-3-cell": [f(TEN_K, "10 s", 9909, 79, 12, "b81d0d5")],
  "tableau free-cell-4-pile": [f(TEN_K, "10 s", 1, 9999, 0, "b81d0d5")],
  "tableau free-cell-5-pile": [f(TEN_K, "10 s", 395, 9589, 16, "b81d0d5")],
  "tableau free-cell-6-pile": [f(TEN_K, "10 s", 6081, 3858, 61, "e09cc9d")],
  "tableau free-cell-7-pile": [f(TEN_K, "10 s", 9879, 111, 10, "b81d0d5")],
  "tableau klondike": [
    f("sv 0..199", "2 s", 146, 32, 22, "56bcb47"),
    // Klondike's variants of the published table (published.ts's PUBLISHED_VARIANTS): over sv 0..9,999 where measured, the first found.
    ...TURNED_10K.flatMap(([draw, withWorry, without]) => [
      f(TEN_K, "10 s", ...withWorry, "29fb453", [`draw=${draw}`]),
      f(TEN_K, "10 s", ...without, "29fb453", [`draw=${draw}`, "worryBack=false"]),
    ]),
    f(TEN_K, "10 s", 18, 9982, 0, "29fb453", ["buildSuit=same", "runSuit=same", "fill=none"]),
    ...TURNED_500.flatMap(([draw, withWorry, without, engine = "29fb453"]) => [
      f("sv 0..499", "10 s", ...withWorry, engine, [`draw=${draw}`]),
      f("sv 0..499", "10 s", ...without, engine, [`draw=${draw}`, "worryBack=false"]),
    ]),
    f(TEN_K, "2 s", 84, 9879, 37, "b81d0d5", ["draw=12"]),
    f(TEN_K, "2 s", 79, 9886, 35, "b81d0d5", ["draw=12", "worryBack=false"]),
    f(ONE_K, "10 s", 817, 167, 16, "e09cc9d", ["worryBack=false"]),
    f("sv 0..499", "10 s", 451, 49, 0, "e09cc9d", ["draw=1", "worryBack=false"]),
    f(TEN_K, "10 s", 666, 9334, 0, "b81d0d5", ["buildSuit=same", "runSuit=same"]),
    f(TEN_K, "10 s", 9988, 11, 1, "b81d0d5", ["buildSuit=any", "runSuit=any"]),
    f(TEN_K, "10 s", 9990, 9, 1, "b81d0d5", ["buildSuit=any", "runSuit=any", "fill=any"]),
    f(TEN_K, "10 s", 4079, 5921, 0, "b81d0d5", ["buildSuit=same", "runSuit=same", "fill=any"]),
    f(TEN_K, "10 s", 9488, 510, 2, "b81d0d5", ["fill=any"]),
    // Spaces that take no card (Solvitaire's no-build); any suit is left mostly undecided, as in the published run.
    f("sv 0..49", "10 s", 5, 1, 44, "29fb453", ["buildSuit=any", "runSuit=any", "fill=none"]),
    f("sv 0..199", "10 s", 2, 158, 40, "29fb453", ["fill=none"]),
    f("sv 0..199", "10 s", 0, 200, 0, "29fb453", ["buildSuit=same", "runSuit=same", "fill=none"]),
  ],
  "tableau klondike-deal-1": [
    f("sv 0..199", "2 s", 169, 12, 19, "56bcb47"),
    // The klondike preset turning one card is this preset: its figure without worry back.
    f("sv 0..499", "10 s", 451, 49, 0, "e09cc9d", ["worryBack=false"]),
  ],
  "tableau mrs-mop": [f(ONE_K, "10 s", 899, 26, 75, "270f06b"), f(TEN_K, "10 s", 9785, 137, 78, "82adfce", LOOSER)],
  "tableau raglan": [f("sv 0..59,999", "10 s", 48241, 11363, 396, "052a917")],
  "tableau siegecraft": [f(TEN_K, "10 s", 9859, 99, 42, "b81d0d5")],
  "tableau simple-simon": [f(ONE_K, "10 s", 948, 51, 1, "270f06b"), f(TEN_K, "10 s", 9773, 227, 0, "aee7eb2", LOOSER)],
  "tableau somerset": [f(TEN_K, "10 s", 5443, 4542, 15, "b81d0d5")],
  "tableau spanish-patience": [f(TEN_K, "10 s", 9988, 12, 0, "b81d0d5")],
  "tableau spider": [f(ONE_K, "10 s", 996, 0, 4, "a6ff2f2"), f(TEN_K, "10 s", 10000, 0, 0, "e28ae6b", LOOSER)],
  "tableau spiderette": [f(ONE_K, "10 s", 904, 25, 71, "270f06b"), f(TEN_K, "10 s", 9974, 19, 7, "aee7eb2", LOOSER)],
  "tableau stronghold": [f(TEN_K, "10 s", 9737, 240, 23, "9ffda08")],
  "tableau thirty": [f(TEN_K, "10 s", 6710, 3279, 11, "b81d0d5")],
  "tableau thirtysix": [f(TEN_K, "10 s", 9424, 573, 3, "8db7a75")],
  "tableau trigon": [f(TEN_K, "2 s", 1558, 8442, 0, "b81d0d5")],
  "tableau will-o-the-wisp": [f(ONE_K, "10 s", 976, 7, 17, "270f06b"), f(TEN_K, "10 s", 9993, 3, 4, "aee7eb2", LOOSER)],
  "black-hole standard": [f(TEN_K, "10 s", 8722, 1271, 7, "b3d60ce")],
  "golf standard": [f(TEN_K, "10 s", 4483, 5517, 0, "219308b")],
  "worm-hole standard": [f(TEN_K, "10 s", 9986, 11, 3, "b3d60ce")],
};

/** The lab's figure for `preset` of `game` played with the settings changed as `changed` says (key=value), or undefined. */
export function labFigureFor(game: string, preset: string, changed: string[]): LabFigure | undefined {
  const want = [...changed].sort().join(" ");
  return LAB_FIGURES[`${game} ${preset}`]?.find((x) => [...(x.sets ?? [])].sort().join(" ") === want);
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/** The figure in a sentence: "The lab: 81.10% [80.32%, 83.86%] won of sv 0..9,999 at 10 s a deal (...)". */
export function labFigureText(x: LabFigure): string {
  const deals = x.won + x.lost + x.unknown;
  const [lo, hi] = conservativeInterval(x.won, x.unknown, deals);
  const n = (v: number) => v.toLocaleString("en-US");
  return `The lab: ${pct(x.won / deals)} [${pct(lo)}, ${pct(hi)}] won of ${x.seeds} at ${x.budget} a deal (${n(x.won)} won, ${n(x.lost)} lost, ${n(x.unknown)} unknown; engine ${x.engine}).`;
}
