// The published winnability of the games the lab shares with Blake and Gent
// ("The Winnability of Klondike Solitaire and Many Other Patience Games", JAIR
// 2026, Tables 1-4; Solvitaire v0.10.1), by Solvitaire preset: the deals they
// ran from sv seed 0, their won / lost / unknown counts and the percentage as
// they print it (a conservative 95% Wilson interval, centre ± half-width).
// The bench and the docs show the lab's figure beside it.

export interface PublishedFigure {
  /** The game as the paper names it. */
  name: string;
  deals: number;
  won: number;
  lost: number;
  unknown: number;
  /** Percent, as printed: "86.944 ± 0.022". */
  percent: string;
  /**
   * Settings of the game the figure was computed for, where it is not the
   * preset's own, as `--set` takes them. Solvitaire v0.10.1 never reads "only
   * complete pile moves", so its Spider-family figures are for a game that
   * lets single cards go up too (`singlesUp=true`); the presets play the real
   * rule, whose figure is not published.
   */
  sets?: string[];
}

/** Solvitaire's Spider-family game: single cards go up as well as whole runs. */
const LOOSER = ["singlesUp=true"];

export const PUBLISHED: Record<string, PublishedFigure> = {
  accordion: { name: "Accordion", deals: 1000000, won: 999996, lost: 0, unknown: 4, percent: "99.99948 ± 0.00052" },
  "alpha-star": { name: "Alpha Star", deals: 10000000, won: 4779474, lost: 5220526, unknown: 0, percent: "47.794 ± 0.032" },
  "american-canister": { name: "American Canister", deals: 10000000, won: 560567, lost: 9439428, unknown: 5, percent: "5.606 ± 0.015" },
  "bakers-game": { name: "Baker's Game", deals: 10000000, won: 7505266, lost: 2494734, unknown: 0, percent: "75.053 ± 0.028" },
  "beleaguered-castle": { name: "Beleaguered Castle", deals: 2000000, won: 1362720, lost: 635919, unknown: 1361, percent: "68.170 ± 0.099" },
  "black-hole": { name: "Black Hole", deals: 10000000, won: 8694457, lost: 1305543, unknown: 0, percent: "86.944 ± 0.022" },
  "british-canister": { name: "British Canister", deals: 1000000000, won: 1290, lost: 999998710, unknown: 0, percent: "0.000129 ± 0.000008" },
  canfield: { name: "Canfield", deals: 10000000, won: 7124239, lost: 2875241, unknown: 520, percent: "71.245 ± 0.031" },
  "canfield-strict": { name: "Canfield, whole piles only", deals: 10000000, won: 6755771, lost: 3243482, unknown: 747, percent: "67.562 ± 0.034" },
  "delta-star": { name: "Delta Star", deals: 10000000, won: 3441247, lost: 6558753, unknown: 0, percent: "34.413 ± 0.030" },
  "east-haven": { name: "East Haven", deals: 2000000, won: 1655944, lost: 342169, unknown: 1887, percent: "82.844 ± 0.100" },
  "eight-off": { name: "Eight Off", deals: 10000000, won: 9988054, lost: 11946, unknown: 0, percent: "99.8805 ± 0.0022" },
  fan: { name: "Fan (16 piles of 3, 2 of 2)", deals: 1000000, won: 487759, lost: 512241, unknown: 0, percent: "48.776 ± 0.099" },
  "fore-cell": { name: "Fore Cell", deals: 10000000, won: 8561569, lost: 1438082, unknown: 349, percent: "85.617 ± 0.024" },
  "fore-cell-same-suit": { name: "Fore Cell, same suit", deals: 10000000, won: 1056397, lost: 8943603, unknown: 0, percent: "10.564 ± 0.020" },
  "fortunes-favor": { name: "Fortune's Favor", deals: 1000000000, won: 999999881, lost: 119, unknown: 0, percent: "99.9999879 ± 0.0000022" },
  "free-cell": { name: "FreeCell", deals: 10000000, won: 9999890, lost: 110, unknown: 0, percent: "99.998881 ± 0.000207" },
  "free-cell-0-cell": { name: "FreeCell, 0 cells", deals: 10000000, won: 21354, lost: 9978617, unknown: 29, percent: "0.2137 ± 0.0031" },
  "free-cell-1-cell": { name: "FreeCell, 1 cell", deals: 1000000, won: 193335, lost: 806370, unknown: 295, percent: "19.348 ± 0.093" },
  "free-cell-2-cell": { name: "FreeCell, 2 cells", deals: 1000000, won: 795341, lost: 204449, unknown: 210, percent: "79.544 ± 0.091" },
  "free-cell-3-cell": { name: "FreeCell, 3 cells", deals: 1000000, won: 993580, lost: 6410, unknown: 10, percent: "99.3583 ± 0.0162" },
  "free-cell-4-pile": { name: "FreeCell, 4 piles", deals: 10000000, won: 864, lost: 9999136, unknown: 0, percent: "0.00866 ± 0.00058" },
  "free-cell-5-pile": { name: "FreeCell, 5 piles", deals: 1000000, won: 38577, lost: 961392, unknown: 31, percent: "3.859 ± 0.040" },
  "free-cell-6-pile": { name: "FreeCell, 6 piles", deals: 2000000, won: 1227828, lost: 770982, unknown: 1190, percent: "61.421 ± 0.098" },
  "free-cell-7-pile": { name: "FreeCell, 7 piles", deals: 1000000, won: 988556, lost: 11417, unknown: 27, percent: "98.857 ± 0.023" },
  "gaps-one-deal": { name: "Gaps, one deal", deals: 10000, won: 8285, lost: 1107, unknown: 608, percent: "85.815 ± 3.717" },
  "gaps-basic-variant": { name: "Gaps, basic variant", deals: 10000000, won: 2490171, lost: 7509829, unknown: 0, percent: "24.902 ± 0.028" },
  golf: { name: "Golf", deals: 10000000, won: 4510859, lost: 5489141, unknown: 0, percent: "45.109 ± 0.032" },
  klondike: { name: "Klondike (draw 3)", deals: 1000000, won: 819371, lost: 180472, unknown: 157, percent: "81.945 ± 0.084" },
  "klondike-deal-1": { name: "Klondike (draw 1)", deals: 1000000, won: 904226, lost: 94629, unknown: 1145, percent: "90.480 ± 0.116" },
  "king-albert": { name: "King Albert", deals: 2000000, won: 1370321, lost: 628618, unknown: 1061, percent: "68.542 ± 0.092" },
  "late-binding-solitaire": { name: "Late-Binding Solitaire", deals: 10000000, won: 4702154, lost: 5297846, unknown: 0, percent: "47.021 ± 0.032" },
  "mrs-mop": { name: "Mrs Mop (2 decks)", deals: 2000000, won: 1958661, lost: 38969, unknown: 2370, percent: "97.992 ± 0.079", sets: LOOSER },
  "northwest-territory": { name: "Northwest Territory", deals: 1000000, won: 683669, lost: 316287, unknown: 44, percent: "68.369 ± 0.094" },
  raglan: { name: "Raglan", deals: 1000000, won: 812184, lost: 187650, unknown: 166, percent: "81.226 ± 0.085" },
  "seahaven-towers": { name: "Seahaven Towers", deals: 10000000, won: 8933178, lost: 1066822, unknown: 0, percent: "89.332 ± 0.020" },
  siegecraft: { name: "Siegecraft", deals: 1000000, won: 991378, lost: 8595, unknown: 27, percent: "99.139 ± 0.020" },
  "simple-simon": { name: "Simple Simon", deals: 1000000, won: 974476, lost: 25467, unknown: 57, percent: "97.450 ± 0.034", sets: LOOSER },
  somerset: { name: "Somerset", deals: 2000000, won: 1073962, lost: 924968, unknown: 1070, percent: "53.725 ± 0.097" },
  "spanish-patience": { name: "Spanish Patience", deals: 10000000, won: 9986239, lost: 13746, unknown: 15, percent: "99.863 ± 0.003" },
  spider: { name: "Spider (2 decks)", deals: 10000, won: 9731, lost: 0, unknown: 269, percent: "98.487 ± 1.513", sets: LOOSER },
  spiderette: { name: "Spiderette", deals: 1000000, won: 996153, lost: 3751, unknown: 96, percent: "99.620 ± 0.018", sets: LOOSER },
  "streets-and-alleys": { name: "Streets and Alleys", deals: 2000000, won: 1021425, lost: 973933, unknown: 4642, percent: "51.187 ± 0.186" },
  stronghold: { name: "Stronghold", deals: 1000000, won: 973689, lost: 26106, unknown: 205, percent: "97.379 ± 0.042" },
  thirty: { name: "Thirty", deals: 10000000, won: 6745425, lost: 3254508, unknown: 67, percent: "67.454 ± 0.030" },
  thirtysix: { name: "Thirty Six", deals: 1000000, won: 946196, lost: 52704, unknown: 1100, percent: "94.674 ± 0.100" },
  trigon: { name: "Trigon", deals: 10000000, won: 1599605, lost: 8400395, unknown: 0, percent: "15.996 ± 0.023" },
  "will-o-the-wisp": { name: "Will O' The Wisp", deals: 10000000, won: 9992300, lost: 7487, unknown: 213, percent: "99.9240 ± 0.0027", sets: LOOSER },
  "worm-hole": { name: "Worm Hole (Black Hole with one cell)", deals: 1000000, won: 998881, lost: 1104, unknown: 15, percent: "99.8886 ± 0.0074" },
};

/**
 * A published figure for Klondike under other rules than a preset's: the
 * paper's tables of cards turned (with and without worry back) and of
 * spaces and building rules, each a Solvitaire preset with settings changed
 * as `--set` changes them. The spaces-and-building table gives percentages
 * only (10^6 deals each), so the counts are optional.
 */
export interface PublishedVariant {
  name: string;
  /** The Solvitaire preset (the rules-record game's preset of that name) and the settings changed from it. */
  preset: string;
  sets: string[];
  deals: number;
  won?: number;
  lost?: number;
  unknown?: number;
  percent: string;
}

const M = 1000000;
/** Cards turned, with worry back (the preset's) and without: won, lost, unknown and the percentage of each (10^6 deals). */
const TURNED: [number, [number, number, number, string], [number, number, number, string]][] = [
  [1, [904226, 94629, 1145, "90.480 ± 0.116"], [901702, 97622, 676, "90.204 ± 0.093"]],
  [2, [885476, 113084, 1440, "88.620 ± 0.135"], [882409, 116624, 967, "88.289 ± 0.112"]],
  [3, [819371, 180472, 157, "81.945 ± 0.084"], [815114, 184637, 249, "81.524 ± 0.089"]],
  [4, [693296, 306564, 140, "69.337 ± 0.098"], [687198, 312729, 73, "68.723 ± 0.095"]],
  [5, [534329, 465656, 15, "53.434 ± 0.099"], [526376, 473621, 3, "52.638 ± 0.099"]],
  [6, [358539, 641460, 1, "35.854 ± 0.095"], [349817, 650183, 0, "34.982 ± 0.094"]],
  [7, [237786, 762214, 0, "23.779 ± 0.084"], [229522, 770478, 0, "22.952 ± 0.083"]],
  [8, [122759, 877241, 0, "12.276 ± 0.065"], [117024, 882976, 0, "11.703 ± 0.064"]],
  [9, [76699, 923301, 0, "7.670 ± 0.053"], [72140, 927860, 0, "7.214 ± 0.051"]],
  [10, [42372, 957628, 0, "4.237 ± 0.040"], [39392, 960608, 0, "3.939 ± 0.039"]],
  [11, [20655, 979345, 0, "2.066 ± 0.029"], [19037, 980963, 0, "1.904 ± 0.027"]],
  [12, [8489, 991511, 0, "0.849 ± 0.019"], [7788, 992212, 0, "0.779 ± 0.018"]],
  [13, [5998, 994002, 0, "0.600 ± 0.016"], [5444, 994556, 0, "0.545 ± 0.015"]],
];

const turned = (draw: number, worryBack: boolean, [won, lost, unknown, percent]: [number, number, number, string]): PublishedVariant => ({
  name: `Klondike (draw ${draw}${worryBack ? "" : ", no worry back"})`,
  preset: "klondike",
  sets: [...(draw === 3 ? [] : [`draw=${draw}`]), ...(worryBack ? [] : ["worryBack=false"])],
  deals: M,
  won,
  lost,
  unknown,
  percent,
});

const building = (name: string, sets: string[], percent: string, unknown?: number): PublishedVariant => ({
  name: `Klondike (draw 3, ${name})`,
  preset: "klondike",
  sets,
  deals: M,
  ...(unknown === undefined ? {} : { unknown }),
  percent,
});
const ANY_SUIT = ["buildSuit=any", "runSuit=any"];
const SAME_SUIT = ["buildSuit=same", "runSuit=same"];

/** Klondike's variants of the paper that are not presets (draw 3 and draw 1 with worry back are: PUBLISHED has them), from the klondike preset. */
export const PUBLISHED_VARIANTS: PublishedVariant[] = [
  ...TURNED.flatMap(([draw, withWorry, without]) => [...(draw === 1 || draw === 3 ? [] : [turned(draw, true, withWorry)]), turned(draw, false, without)]),
  building("any suit, any card fills a space", [...ANY_SUIT, "fill=any"], "99.923 ± 0.006"),
  building("red-black, any card fills a space", ["fill=any"], "94.959 ± 0.045"),
  building("same suit, any card fills a space", [...SAME_SUIT, "fill=any"], "40.762 ± 0.097"),
  building("any suit, kings fill spaces", ANY_SUIT, "99.855 ± 0.049"),
  building("same suit, kings fill spaces", SAME_SUIT, "6.895 ± 0.050"),
  building("any suit, no card fills a space", [...ANY_SUIT, "fill=none"], "51.135 ± 48.759", 974798),
  building("red-black, no card fills a space", ["fill=none"], "2.168 ± 0.121"),
  building("same suit, no card fills a space", [...SAME_SUIT, "fill=none"], "0.178 ± 0.009"),
];

const sameSets = (a: string[], b: string[]) => [...a].sort().join(" ") === [...b].sort().join(" ");

/** The published variant of `preset` (a Solvitaire preset) played with the settings changed as `changed` says, or undefined. */
export function publishedVariantFor(preset: string, changed: string[]): PublishedVariant | undefined {
  // klondike-deal-1 is the klondike preset turning one card: its variants are looked up as the klondike preset's.
  const sets = preset === "klondike-deal-1" && !changed.some((c) => c.startsWith("draw=")) ? [...changed, "draw=1"] : changed;
  const from = preset === "klondike-deal-1" ? "klondike" : preset;
  return PUBLISHED_VARIANTS.find((v) => v.preset === from && sameSets(v.sets, sets));
}

/** The published variant in a sentence: "Published winnability of these rules: ...". */
export function publishedVariantText(v: PublishedVariant): string {
  return `Published winnability of these rules: ${v.percent}% of ${v.deals.toLocaleString("en-US")} deals (Blake and Gent 2026, ${v.name}: Solvitaire's ${v.preset} with ${v.sets.join(" ")}).`;
}

/** The published interval in percent, [low, high]. */
export function publishedInterval(f: Pick<PublishedFigure, "percent">): [number, number] {
  const [c, h] = f.percent.split(" ± ").map(Number);
  return [c - h, c + h];
}

/** The Solvitaire preset whose published figure is `preset` of game `g`'s, or undefined: the same lookup as the bench's rows. */
export function publishedFor(
  g: { id: string; defaultPreset: string; solvitaire?: string; solvitairePresets?: Record<string, string> },
  preset: string,
): string | undefined {
  const sv = g.solvitairePresets?.[preset] ?? (preset === g.defaultPreset ? g.solvitaire : undefined) ?? (g.id === "tableau" ? preset : undefined);
  return sv && PUBLISHED[sv] ? sv : undefined;
}

/** The published figure in a sentence or two: "Published winnability: ...". */
export function publishedText(sv: string): string {
  const f = PUBLISHED[sv];
  const game = f.sets?.length
    ? ` That figure is for Solvitaire's game, where single cards go up too (${f.sets.join(" ")}); the preset plays the real rule.`
    : "";
  return `Published winnability: ${f.percent}% of ${f.deals.toLocaleString("en-US")} deals (Blake and Gent 2026, Solvitaire's ${sv}).${game}`;
}
