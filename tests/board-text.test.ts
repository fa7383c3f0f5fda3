// Board text, the format a player types: face-down cards, the stock and the
// waste, cut decks and Spider's suits; and Canfield's deals, whose ranks are
// named from the base card.
import { describe, expect, it } from "vitest";
import { cardText, makeCard } from "../src/core/cards.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { formatDealText, parseDealText } from "../src/formats/deal-text.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { card, errorOf, texts } from "./helpers/deal-text.ts";

describe("board text and face-down cards (Klondike, Solitaire, Emperor, Spider)", () => {
  const stockGames: [string, string[]][] = [
    ["klondike", []],
    ["solitaire", []],
    ["emperor", []],
    ["spider", []],
    ["spider", ["layout=standard"]],
    ["spider", ["suits=2"]],
    ["spider", ["layout=standard", "suits=1"]],
  ];
  const dealOf = (id: string, overrides: string[], seed: number, preset?: string) => {
    const game = findGame(id)!;
    const { settings } = resolveSettings(game, preset, overrides);
    return { game, settings, layout: svDeal(seed, game.dealSpec(settings)) };
  };

  for (const [id, overrides] of stockGames) {
    it(`${id} ${overrides.join(" ")}: a seed's deal marks its face-down cards and reads back the same from board text and from Solvitaire JSON`, () => {
      for (const seed of [0, 1, 617]) {
        const { game, settings, layout } = dealOf(id, overrides, seed);
        expect(layout.faceDown).toEqual(layout.piles.map((p) => p.length - 1));
        for (const format of ["board", "solvitaire-json"] as const) {
          expect(parseDealText(formatDealText(layout, format), game, settings, "round-trip")).toEqual(layout);
        }
      }
    });
  }

  it("tiny presets' deals read back too, and the cut deck is checked", () => {
    for (const [id, preset] of [
      ["klondike", "tiny-klondike"],
      ["emperor", "tiny"],
      ["spider", "tiny"],
    ]) {
      const { game, settings, layout } = dealOf(id, [], 4, preset);
      expect(parseDealText(formatDealText(layout, "board"), game, settings)).toEqual(layout);
    }
    const { game, settings, layout } = dealOf("klondike", [], 4, "tiny-klondike");
    const text = formatDealText(layout, "board").replace(/\b3H\b/, "4H");
    expect(errorOf(() => parseDealText(text, game, settings, "tiny.txt"))).toMatch(
      /^tiny\.txt, line \d+: "4H" is not in klondike's deck \(one standard deck cut to A\.\.3 of each suit\)$/,
    );
  });

  it("Spider in 2 and 1 suits checks its deck: a club in 2 suits, or a fifth 7H, is refused with what the deck holds", () => {
    const two = dealOf("spider", ["suits=2"], 5);
    const text2 = formatDealText(two.layout, "board").replace(/\b7H\b/, "7C");
    expect(errorOf(() => parseDealText(text2, two.game, two.settings, "s2.txt"))).toMatch(
      /^s2\.txt, line \d+: "7C" is not in spider's deck \(two standard decks, clubs dealt as spades and diamonds as hearts\)$/,
    );
    const text3 = formatDealText(two.layout, "board").replace(/\b8H\b/, "7H");
    expect(errorOf(() => parseDealText(text3, two.game, two.settings, "s2.txt"))).toMatch(
      /"7H" appears 5 times \(.*\); spider uses two standard decks, clubs dealt as spades and diamonds as hearts, so each card appears exactly 4 times$/,
    );
    const one = dealOf("spider", ["suits=1"], 5);
    const text1 = formatDealText(one.layout, "board").replace(/\b9S\b/, "9H");
    expect(errorOf(() => parseDealText(text1, one.game, one.settings, "s1.txt"))).toMatch(
      /"9H" is not in spider's deck \(two standard decks, every card a spade\)$/,
    );
  });

  it("Solvitaire JSON writes a seed's face-down cards with a lowercase suit, as that format marks them", () => {
    const { layout } = dealOf("klondike", [], 3);
    const piles: string[][] = JSON.parse(formatDealText(layout, "solvitaire-json"))["tableau piles"];
    piles.forEach((pile, p) => {
      expect(pile).toHaveLength(p + 1);
      pile.forEach((c, k) => expect(c.slice(-1), `pile ${p + 1} card ${k + 1}`).toBe(k < p ? c.slice(-1).toLowerCase() : c.slice(-1).toUpperCase()));
    });
  });

  it("writes the stock and waste on lines of their own and face-down cards in brackets", () => {
    const { layout } = dealOf("klondike", [], 3);
    layout.waste = layout.stock.splice(-3);
    const lines = formatDealText(layout, "board").trimEnd().split("\n");
    expect(lines[0]).toBe(`Stock: ${texts(layout.stock).join(" ")}`);
    expect(lines[1]).toBe(`Waste: ${texts(layout.waste).join(" ")}`);
    expect(lines[2]).toBe(cardText(layout.piles[0][0]));
    expect(lines[4]).toBe(`[${cardText(layout.piles[2][0])}] [${cardText(layout.piles[2][1])}] ${cardText(layout.piles[2][2])}`);
    expect(lines).toHaveLength(2 + 7);
  });

  it("reads board text typed by hand: comments, blank lines, either case, 10, a leading colon, labels in any case", () => {
    const { game, settings, layout } = dealOf("klondike", [], 8);
    const pile = (p: number) => layout.piles[p].map((c, k) => (k < p ? `[${cardText(c)}]` : cardText(c))).join("  ");
    const text = [
      "# klondike, sv seed 8, typed by hand",
      `stock : ${texts(layout.stock).join(" ").toLowerCase().replaceAll("t", "10")}`,
      "",
      ...[0, 1, 2].map(pile),
      `: ${pile(3)}   # a leading colon`,
      ...[4, 5, 6].map((p) => pile(p).toLowerCase()),
    ].join("\r\n");
    expect(parseDealText(text, game, settings, "typed.txt")).toEqual(layout);
  });

  it("reads foundations and a waste, and an empty pile as a lone colon", () => {
    const { game, settings } = dealOf("klondike", [], 0);
    const text = ["Foundations: C-2 H-A", "Waste: 3C KD", "Stock: QD", "KS QH", ":", ...Array(5).fill(":")].join("\n");
    const deck = Array.from({ length: 52 }, (_, i) => i).filter((c) => !["AC", "2C", "AH", "3C", "KD", "QD", "KS", "QH"].includes(cardText(c)));
    const last = texts(deck).join(" ");
    const read = parseDealText(text.replace(/:\n?$/, `: ${last}`), game, settings);
    expect(read.foundations).toEqual([[card("AC"), card("2C")], [card("AH")]]);
    expect(read.waste).toEqual([card("3C"), card("KD")]);
    expect(read.piles[1]).toEqual([]);
    expect(read.piles[6]).toHaveLength(44);
  });

  describe("bad board text: one line naming the line and the card", () => {
    const { game, settings, layout } = dealOf("klondike", [], 5);
    const lines = formatDealText(layout, "board").trimEnd().split("\n");
    const withLine = (i: number, text: string) => lines.map((l, k) => (k === i ? text : l)).join("\n");

    it("a face-down card on a face-up one", () => {
      const [a, b, c] = layout.piles[2].map(cardText);
      expect(errorOf(() => parseDealText(withLine(3, `${a} [${b}] ${c}`), game, settings, "deal.txt"))).toBe(
        `deal.txt, line 4: "[${b}]" is face down but lies on a face-up card in pile 3; face-down cards, in brackets, come first (the bottom of the pile)`,
      );
    });
    it("a bracket not closed", () => {
      const [a, b, c] = layout.piles[2].map(cardText);
      expect(errorOf(() => parseDealText(withLine(3, `[${a} [${b}] ${c}`), game, settings, "deal.txt"))).toBe(
        `deal.txt, line 4: "[${a}" is not a card (cards are a rank A 2-9 T J Q K or 10, then a suit C D H S; a face-down card is written in brackets, like [7D])`,
      );
    });
    it("a card that is not a card, in brackets", () => {
      expect(errorOf(() => parseDealText(withLine(2, "[1H]"), game, settings, "deal.txt"))).toBe(
        `deal.txt, line 3: "1H" is not a card (cards are a rank A 2-9 T J Q K or 10, then a suit C D H S)`,
      );
    });
    it("a face-down mark in the stock", () => {
      const stock = lines[0].replace(/^Stock: (\S+)/, "Stock: [$1]");
      expect(errorOf(() => parseDealText(withLine(0, stock), game, settings, "deal.txt"))).toMatch(
        /^deal\.txt, line 1: "\[\S\S\]" is marked face down, which only a pile's cards can be \(write the stock's cards plain\)$/,
      );
    });
    it("an unknown label, and a second stock line", () => {
      expect(errorOf(() => parseDealText(withLine(0, lines[0].replace("Stock", "Stok")), game, settings, "deal.txt"))).toBe(
        `deal.txt, line 1: "Stok:" is not a line board text has (its labelled lines: Stock, Waste, Foundations, Freecells; the other lines are piles)`,
      );
      expect(errorOf(() => parseDealText(`${lines.join("\n")}\nStock:`, game, settings, "deal.txt"))).toBe(
        "deal.txt, line 9: a second Stock line (the first is line 1)",
      );
    });
    it("a card given twice, and the wrong number of piles", () => {
      const twice = `${lines.join("\n")} ${cardText(layout.stock[0])}`;
      expect(errorOf(() => parseDealText(twice, game, settings, "deal.txt"))).toBe(
        `deal.txt, line 8: "${cardText(layout.stock[0])}" appears twice (line 1, stock, card 1; line 8, pile 7, card 8); klondike uses one standard deck, so each card appears once`,
      );
      expect(errorOf(() => parseDealText(lines.slice(0, -1).join("\n"), game, settings, "deal.txt"))).toBe("deal.txt: 6 tableau piles, but klondike has 7");
    });
    it("fc-solve board text has no stock or face-down cards, and says which format has them", () => {
      const freecell = findGame("freecell")!;
      const fcLines = formatDealText(svDeal(1, freecell.dealSpec({})), "fc-solve")
        .trimEnd()
        .split("\n");
      expect(errorOf(() => parseDealText(["Stock: AS", ...fcLines].join("\n"), freecell, {}, "fc.txt"))).toBe(
        `fc.txt, line 1: "Stock:" is not a line fc-solve board text has (its labelled lines: Foundations, Freecells; the other lines are piles); games with a stock and face-down cards read board text`,
      );
      const bracketed = fcLines.map((l, i) => (i === 0 ? `[${l.slice(0, 2)}]${l.slice(2)}` : l)).join("\n");
      expect(errorOf(() => parseDealText(bracketed, freecell, {}, "fc.txt"))).toMatch(
        /^fc\.txt, line 1: "\[\S\S\]" marks a face-down card, which fc-solve board text has none of; games with a stock and face-down cards read board text$/,
      );
    });
  });

  it("foundations of a cut deck that build down start from its top rank (Inverted FreeCell, tiny)", () => {
    const inverted = findGame("inverted-freecell")!;
    const { settings } = resolveSettings(inverted, "tiny", []);
    const l = svDeal(2, inverted.dealSpec(settings));
    const hearts = [4, 3].map((r) => makeCard(r, 2));
    l.piles = l.piles.map((p) => p.filter((c) => !hearts.includes(c)));
    l.foundations = [hearts];
    const text = formatDealText(l, "fc-solve");
    expect(text).toMatch(/^Foundations: H-3$/m);
    expect(parseDealText(text, inverted, settings)).toEqual(l);
    expect(parseDealText(formatDealText(l, "solvitaire-json").replace(/\[\s*"4H",\s*"3H"\s*\]/, '"3H"'), inverted, settings)).toEqual(l);
  });
});

describe("Canfield's deals: ranks renamed from the base card, written as they really are", () => {
  const tableau = findGame("tableau")!;
  const { settings } = resolveSettings(tableau, "canfield");
  const spec = tableau.dealSpec(settings);

  it("sv seed 0 is written with Solvitaire's cards (base JS on its foundation) and read back as dealt", () => {
    const dealt = svDeal(0, spec);
    expect(dealt.rankBase).toBe(11);
    expect(texts(dealt.foundations[0])).toEqual(["AS"]);
    const text = formatDealText(dealt, "solvitaire-json");
    expect(text).toContain('"foundations": [\n    ["JS"]\n  ]');
    expect(text).toContain('["JD"],\n    ["5D"],\n    ["10D"],\n    ["6H"]');
    expect(parseDealText(text, tableau, settings, "seed 0")).toEqual(dealt);
  });

  it("every seed of a few round-trips, and the reference shows the real cards", async () => {
    const { createReference } = await import("../src/games/reference/index.ts");
    for (let seed = 1; seed < 40; seed++) {
      const dealt = svDeal(seed, spec);
      expect(parseDealText(formatDealText(dealt, "solvitaire-json"), tableau, settings, `seed ${seed}`)).toEqual(dealt);
      const shown = createReference("tableau", dealt, settings, false)
        .view()
        .zones.find((z) => z.label === "foundations")!;
      const base = shown.piles.flatMap((p) => p.cards.map((c) => c.card));
      expect(base.map((c) => (c >> 2) + 1)).toEqual([dealt.rankBase ?? 1]);
    }
  });

  it("a deal file must start one foundation with the base card", () => {
    // The base card moved from its foundation to the bottom of the first pile: the same deck, no base.
    const text = formatDealText(svDeal(0, spec), "solvitaire-json").replace(',\n  "foundations": [\n    ["JS"]\n  ]', "").replace('["JD"]', '["JS", "JD"]');
    expect(errorOf(() => parseDealText(text, tableau, settings, "nobase.json"))).toMatch(/starts one foundation with its base card/);
  });
});
