// Reading and writing deals as text: the four formats, round trips, and the
// error messages a user sees for a bad deal.
import { describe, expect, it } from "vitest";
import { cardText, makeCard, type Card } from "../src/core/cards.ts";
import { card, errorOf, texts } from "./helpers/deal-text.ts";
import type { Layout } from "../src/core/layout.ts";
import { BASE_DEAL, svDeal, type DealSpec } from "../src/core/numbering.ts";
import { findGame, type GameDef } from "../src/games/catalogue.ts";
import { formatDealText, parseDealText } from "../src/formats/deal-text.ts";

const accordion = findGame("accordion")!;
const oneHanded = findGame("one-handed")!;

/** A tableau game for the formats no catalogue game uses yet. */
function tableauGame(over: Partial<DealSpec> = {}, dealFormats: GameDef["dealFormats"] = ["fc-solve", "solvitaire-json"]): GameDef {
  const spec: DealSpec = { ...BASE_DEAL, piles: 8, ...over };
  return { ...accordion, id: "test-tableau", dealFormats, dealSpec: () => spec };
}

const freecellLike = tableauGame();
const deckOrder = (): Card[] => Array.from({ length: 52 }, (_, i) => i);

function roundTrip(layout: Layout, format: Parameters<typeof formatDealText>[1], game: GameDef): Layout {
  return parseDealText(formatDealText(layout, format), game, {}, "round-trip");
}

describe("round trips", () => {
  for (const seed of [1, 2, 617]) {
    it(`accordion seed ${seed} as a card list and as Solvitaire JSON`, () => {
      const layout = svDeal(seed, accordion.dealSpec({}));
      expect(roundTrip(layout, "cards", accordion)).toEqual(layout);
      expect(roundTrip(layout, "solvitaire-json", accordion)).toEqual(layout);
    });
    it(`one-handed seed ${seed} as a card list`, () => {
      const layout = svDeal(seed, oneHanded.dealSpec({ passes: 1 }));
      expect(roundTrip(layout, "cards", oneHanded)).toEqual(layout);
    });
    it(`8-pile seed ${seed} as fc-solve text and as Solvitaire JSON`, () => {
      const layout = svDeal(seed, freecellLike.dealSpec({}));
      expect(roundTrip(layout, "fc-solve", freecellLike)).toEqual(layout);
      expect(roundTrip(layout, "solvitaire-json", freecellLike)).toEqual(layout);
    });
  }

  it("foundations, cells and an empty pile, in fc-solve text and Solvitaire JSON", () => {
    const game = tableauGame({ acesOnFoundations: true });
    const layout = svDeal(5, game.dealSpec({}));
    const a = layout.piles[0].pop()!;
    const b = layout.piles[1].pop()!;
    layout.cells = [a, null, b, null];
    layout.piles[6].push(...layout.piles[7].splice(0));
    const text = formatDealText(layout, "fc-solve");
    expect(text).toMatch(/^Foundations: C-A H-A S-A D-A\nFreecells: \S{2,3} - \S{2,3} -\n/);
    expect(text.trimEnd().split("\n").at(-1)).toBe(":");
    expect(roundTrip(layout, "fc-solve", game)).toEqual(layout);
    expect(roundTrip(layout, "solvitaire-json", game)).toEqual(layout);
  });

  it("face-down cards, stock and waste in Solvitaire JSON", () => {
    const game = tableauGame({ stock: 24, piles: 7, staircase: true }, ["solvitaire-json"]);
    const layout = svDeal(3, game.dealSpec({}));
    layout.faceDown = layout.piles.map((p) => p.length - 1);
    layout.waste = layout.stock.splice(0, 3);
    const text = formatDealText(layout, "solvitaire-json");
    expect(text).toContain(`"tableau piles": [`);
    expect(text).toMatch(/"(?:[2-9AJQK]|10)[cdhs]"/);
    expect(roundTrip(layout, "solvitaire-json", game)).toEqual(layout);
  });

  it("two decks in Solvitaire JSON", () => {
    const game = tableauGame({ decks: 2, stock: 50, piles: 10 }, ["solvitaire-json"]);
    const layout = svDeal(9, game.dealSpec({}));
    expect(roundTrip(layout, "solvitaire-json", game)).toEqual(layout);
  });

  it("a wish deck in fc-solve text", () => {
    const game = tableauGame({ deck: "wish" });
    const layout = svDeal(4, game.dealSpec({}));
    expect(roundTrip(layout, "fc-solve", game)).toEqual(layout);
  });
});

describe("writing", () => {
  const layout = svDeal(1, freecellLike.dealSpec({}));

  it("Solvitaire JSON writes tens as 10 and one pile per line", () => {
    const text = formatDealText(layout, "solvitaire-json");
    expect(text).toMatch(/"10[CDHS]"/);
    expect(text).not.toMatch(/"T[CDHS]"/);
    expect(text.split("\n").filter((l) => l.startsWith("    ["))).toHaveLength(8);
    expect(JSON.parse(text)["tableau piles"][0]).toEqual(layout.piles[0].map((c) => cardText(c).replace("T", "10")));
  });

  it("fc-solve text writes tens as 10, the notation of the board and the moves (fc-solve reads it), and leaves out empty Foundations and Freecells lines", () => {
    const text = formatDealText(layout, "fc-solve");
    expect(text).toMatch(/\b10[CDHS]\b/);
    expect(text).not.toMatch(/\bT[CDHS]\b|Foundations|Freecells/);
    expect(text.trimEnd().split("\n")).toEqual(layout.piles.map((p) => texts(p).join(" ")));
  });

  it("the accordion row in Solvitaire JSON is a list of single cards", () => {
    const row = svDeal(1, accordion.dealSpec({})).row;
    const json = JSON.parse(formatDealText(svDeal(1, accordion.dealSpec({})), "solvitaire-json"));
    expect(json.accordion).toEqual(row.map((c) => [cardText(c).replace("T", "10")]));
  });

  it("refuses what a format cannot hold", () => {
    expect(errorOf(() => formatDealText(layout, "cards"))).toBe("a card list cannot hold tableau piles, which this layout has");
    const row = svDeal(1, accordion.dealSpec({}));
    expect(errorOf(() => formatDealText(row, "fc-solve"))).toContain("fc-solve board text cannot hold a row of cards");
    const irregular = { ...layout, foundations: [[card("5H"), card("6H")]] };
    expect(errorOf(() => formatDealText(irregular, "fc-solve"))).toContain(`ace up (or the top rank down) to its top card, like H-5, which "5H 6H" is not`);
  });

  it("writes and reads foundations that build down from the king (Inverted FreeCell)", () => {
    const inverted = findGame("inverted-freecell")!;
    const settings = { cells: 4, supermove: "seed" };
    const l = svDeal(3, inverted.dealSpec(settings));
    // Move the hearts K..9 to their foundation.
    const hearts = [13, 12, 11, 10, 9].map((r) => (r - 1) * 4 + 2);
    l.piles = l.piles.map((p) => p.filter((c) => !hearts.includes(c)));
    l.foundations = [hearts];
    const text = formatDealText(l, "fc-solve");
    expect(text).toMatch(/^Foundations: H-9$/m);
    expect(parseDealText(text, inverted, settings, "inv.txt")).toEqual(l);
    const json = formatDealText(l, "solvitaire-json");
    expect(parseDealText(json, inverted, settings, "inv.json")).toEqual(l);
    // The top-card shorthand means king down to it in this game.
    const shorthand = json.replace(/\[\s*"KH",\s*"QH",\s*"JH",\s*"10H",\s*"9H"\s*\]/, '"9H"');
    expect(shorthand).not.toBe(json);
    expect(parseDealText(shorthand, inverted, settings, "inv.json")).toEqual(l);
  });
});

describe("reading a card list", () => {
  const deck = deckOrder();

  it("takes commas, spaces, lines, comments, 10 and lowercase", () => {
    const text = [
      "# a deal typed by hand",
      `${texts(deck.slice(0, 20)).join(", ")}  # the first twenty`,
      texts(deck.slice(20, 40)).join(" ").toLowerCase().replaceAll("t", "10"),
      "",
      `${texts(deck.slice(40)).join(",")},`,
    ].join("\r\n");
    expect(parseDealText(text, accordion, {}).row).toEqual(deck);
    expect(parseDealText(text, oneHanded, { passes: 1 }).row).toEqual(deck);
  });

  it("keeps the dealing order: first listed, first dealt", () => {
    const reversed = [...deck].reverse();
    expect(parseDealText(texts(reversed).join(" "), oneHanded, {}).row).toEqual(reversed);
  });

  it("rejects 51 cards, naming the missing card and the count", () => {
    const text = texts(deck.filter((c) => cardText(c) !== "7D")).join(" ");
    for (const game of [accordion, oneHanded]) {
      expect(errorOf(() => parseDealText(text, game, {}, "deal.txt"))).toBe(`deal.txt: 51 cards, but ${game.id} needs 52 (one standard deck); missing: 7D`);
    }
  });

  it("lists at most ten missing cards", () => {
    const text = texts(deck.slice(0, 30)).join(" ");
    expect(errorOf(() => parseDealText(text, accordion, {}, "deal.txt"))).toBe(
      "deal.txt: 30 cards, but accordion needs 52 (one standard deck); missing: 8H, 8S, 9C, 9D, 9H, 9S, 10C, 10D, 10H, 10S and 12 more",
    );
  });

  it("rejects a duplicate, naming the card and both lines", () => {
    const lines = [texts(deck.slice(0, 26)).join(" "), `${texts(deck.slice(26, 51)).join(" ")} 5h`];
    for (const game of [accordion, oneHanded]) {
      expect(errorOf(() => parseDealText(lines.join("\n"), game, {}, "deal.txt"))).toBe(
        `deal.txt, line 2: "5H" appears twice (line 1, card 19; line 2, card 26); ${game.id} uses one standard deck, so each card appears once`,
      );
    }
  });

  it("rejects what is not a card, naming the line and the text", () => {
    const text = ["AC 2C", "3C", "4C 1H 5C"].join("\n");
    expect(errorOf(() => parseDealText(text, accordion, {}, "deal.txt"))).toBe(
      `deal.txt, line 3: "1H" is not a card (cards are a rank A 2-9 T J Q K or 10, then a suit C D H S)`,
    );
    expect(errorOf(() => parseDealText("AC 10X", oneHanded, {}, "deal.txt"))).toContain(`line 1: "10X" is not a card`);
  });

  it("uses 'deal' as the source when none is given", () => {
    expect(errorOf(() => parseDealText("ZZ", accordion, {}))).toMatch(/^deal, line 1: "ZZ"/);
  });
});

describe("reading Solvitaire JSON", () => {
  const deck = deckOrder();
  const accordionJson = (cards: string[]) => `{"accordion": [${cards.map((c) => `["${c}"]`).join(", ")}]}`;

  it("reads the accordion row left to right, bare cards too", () => {
    const cards = texts(deck).map((t) => t.replace("T", "10"));
    expect(parseDealText(accordionJson(cards), accordion, {}).row).toEqual(deck);
    const bare = `{"accordion": ${JSON.stringify(cards)}}`;
    expect(parseDealText(bare, accordion, {}).row).toEqual(deck);
  });

  it("rejects an accordion entry of two cards", () => {
    const text = `{"accordion": [\n["AC"],\n["2C", "3C"]\n]}`;
    expect(errorOf(() => parseDealText(text, accordion, {}, "deal.json"))).toBe(
      `deal.json, line 3: "accordion" entry 2 holds 2 cards; each entry must be a single card like ["10H"]`,
    );
  });

  it("says so for malformed JSON, with the parser's message and the line", () => {
    const message = errorOf(() => parseDealText(`{"accordion": [\n["AC"]\n["2C"]]}`, accordion, {}, "deal.json"));
    expect(message).toMatch(/^deal\.json, line 3: malformed JSON \(.+\)$/);
  });

  it("names the key of a wrong shape", () => {
    expect(errorOf(() => parseDealText(`{"accordion": "AC"}`, accordion, {}, "deal.json"))).toBe(
      `deal.json, line 1: "accordion" must be a list of single cards, each like ["10H"]`,
    );
    const piles = `{\n"tableau piles": [\n["AC", 2]\n]}`;
    expect(errorOf(() => parseDealText(piles, freecellLike, {}, "deal.json"))).toBe(
      `deal.json, line 3: "tableau piles" must be a list of piles, each a list of cards like "10H"`,
    );
    expect(errorOf(() => parseDealText(`{"tableau": []}`, freecellLike, {}, "deal.json"))).toContain(
      `deal.json, line 1: unknown key "tableau" (Solvitaire deal JSON has the keys "tableau piles", "stock"`,
    );
    expect(errorOf(() => parseDealText(`{"stock": {}}`, accordion, {}, "deal.json"))).toBe(`deal.json, line 1: "stock" must be a list of cards like "10H"`);
    expect(errorOf(() => parseDealText(` {"stock": [], "stock": []}`, accordion, {}, "deal.json"))).toBe(`deal.json, line 1: the key "stock" is given twice`);
  });

  it("reads a card that is not a card as an error with its line", () => {
    const text = `{"accordion": [\n["AC"],\n["1H"]\n]}`;
    expect(errorOf(() => parseDealText(text, accordion, {}, "deal.json"))).toBe(
      `deal.json, line 3: "1H" is not a card (cards are a rank A 2-9 T J Q K or 10, then a suit C D H S)`,
    );
  });

  it("marks face-down cards by a lowercase suit, only at the bottom of a pile", () => {
    const game = tableauGame({ piles: 2 }, ["solvitaire-json"]);
    const cards = texts(deck);
    const down = (t: string) => t.slice(0, -1) + t.slice(-1).toLowerCase();
    const pile0 = [down(cards[0]), down(cards[1]), ...cards.slice(2, 26)];
    const pile1 = cards.slice(26);
    const layout = parseDealText(JSON.stringify({ "tableau piles": [pile0, pile1] }), game, {});
    expect(layout.faceDown).toEqual([2, 0]);
    expect(layout.piles[0]).toEqual(deck.slice(0, 26));

    const bad = `{"tableau piles": [\n${JSON.stringify(pile0)},\n${JSON.stringify([cards[26], down(cards[27]), ...cards.slice(28)])}\n]}`;
    expect(errorOf(() => parseDealText(bad, game, {}, "deal.json"))).toBe(
      `deal.json, line 3: "${down(cards[27])}" is face down (lowercase suit) but lies on a face-up card in tableau pile 2; face-down cards must be at the bottom of a pile`,
    );
  });

  it("reads foundations given as lists or as their top card", () => {
    const game = tableauGame({}, ["solvitaire-json"]);
    const rest = deck.filter((c) => !["AH", "2H", "3H", "AS"].includes(cardText(c)));
    const piles = Array.from({ length: 8 }, (_, p) => texts(rest.filter((_, k) => k % 8 === p)));
    const asTop = JSON.stringify({ "tableau piles": piles, foundations: ["3H", ["AS"], []] });
    const asLists = JSON.stringify({ "tableau piles": piles, foundations: [["AH", "2H", "3H"], ["AS"]] });
    const expected = [[card("AH"), card("2H"), card("3H")], [card("AS")]];
    expect(parseDealText(asTop, game, {}).foundations).toEqual(expected);
    expect(parseDealText(asLists, game, {}).foundations).toEqual(expected);
  });

  it("rejects more foundations than the game has", () => {
    const game = tableauGame({}, ["solvitaire-json"]);
    const rest = deck.filter((c) => !["AC", "2C", "3C", "4C", "5C"].includes(cardText(c)));
    const piles = Array.from({ length: 8 }, (_, p) => texts(rest.filter((_, k) => k % 8 === p)));
    const text = JSON.stringify({ "tableau piles": piles, foundations: [["AC"], ["2C"], ["3C"], ["4C"], ["5C"]] });
    expect(errorOf(() => parseDealText(text, game, {}, "deal.json"))).toBe("deal.json: 5 foundations hold cards, but test-tableau has 4");
  });

  it("reads cells with empty ones", () => {
    const game = tableauGame({}, ["solvitaire-json"]);
    const rest = deck.slice(2);
    const piles = Array.from({ length: 8 }, (_, p) => texts(rest.filter((_, k) => k % 8 === p)));
    const text = JSON.stringify({ "tableau piles": piles, cells: ["AC", "", null, "AD"] });
    expect(parseDealText(text, game, {}).cells).toEqual([card("AC"), null, null, card("AD")]);
  });
});

describe("reading fc-solve text", () => {
  const layout = svDeal(7, freecellLike.dealSpec({}));
  const pileLines = layout.piles.map((p) => texts(p).join(" "));

  it("takes leading colons, blank lines, 10 and lowercase", () => {
    const text = ["", ...pileLines.map((l, i) => (i % 2 ? `: ${l}` : l.toLowerCase().replaceAll("t", "10"))), "", ""].join("\n");
    expect(parseDealText(text, freecellLike, {}).piles).toEqual(layout.piles);
  });

  it("reads Foundations and Freecells lines", () => {
    const piles = layout.piles.map((p) => p.filter((c) => !["AH", "2H", "AC", "KD", "QS"].includes(cardText(c))));
    const text = ["Foundations: H-2 C-A S-0 D-0", "Freecells: KD - QS", ...piles.map((p) => texts(p).join(" "))].join("\n");
    const read = parseDealText(text, freecellLike, {});
    expect(read.foundations).toEqual([[card("AH"), card("2H")], [card("AC")]]);
    expect(read.cells).toEqual([card("KD"), null, card("QS")]);
    expect(read.piles).toEqual(piles);
  });

  it("rejects a bad foundation and a second Foundations line", () => {
    const text = ["Foundations: H5", ...pileLines].join("\n");
    expect(errorOf(() => parseDealText(text, freecellLike, {}, "board.txt"))).toBe(
      `board.txt, line 1: "H5" is not a foundation (write suit-rank like H-5 or C-A, or S-0 for an empty one)`,
    );
    const twice = ["Foundations: H-0", ...pileLines, "foundations: S-0"].join("\n");
    expect(errorOf(() => parseDealText(twice, freecellLike, {}, "board.txt"))).toBe("board.txt, line 10: a second foundations line (the first is line 1)");
  });

  it("names both places of a card given twice", () => {
    const piles = layout.piles.map((p) => texts(p));
    const ace = piles[2][0];
    const text = [`Freecells: ${ace}`, ...piles.map((p) => p.join(" "))].join("\n");
    expect(errorOf(() => parseDealText(text, freecellLike, {}, "board.txt"))).toBe(
      `board.txt, line 4: "${ace}" appears twice (line 1, freecells, card 1; line 4, pile 3, card 1); test-tableau uses one standard deck, so each card appears once`,
    );
  });

  it("rejects the wrong number of piles", () => {
    const text = [...pileLines.slice(0, 6), pileLines.slice(6).join(" ")].join("\n");
    expect(errorOf(() => parseDealText(text, freecellLike, {}, "board.txt"))).toBe("board.txt: 7 tableau piles, but test-tableau has 8");
  });

  it("rejects a card that is not a card, naming its line", () => {
    const text = [...pileLines.slice(0, 4), `${pileLines[4]} XX`, ...pileLines.slice(5)].join("\n");
    expect(errorOf(() => parseDealText(text, freecellLike, {}, "board.txt"))).toBe(
      `board.txt, line 5: "XX" is not a card (cards are a rank A 2-9 T J Q K or 10, then a suit C D H S)`,
    );
  });
});

describe("checking the deal against the game", () => {
  const deck = deckOrder();

  it("says which formats a game reads", () => {
    expect(errorOf(() => parseDealText(`{"accordion": []}`, oneHanded, {}, "deal.json"))).toBe(
      `deal.json: this text starts with "{", so it is read as Solvitaire deal JSON, which one-handed does not read; one-handed reads a card list ("cards")`,
    );
    const jsonOnly = tableauGame({}, ["solvitaire-json"]);
    expect(errorOf(() => parseDealText("AC 2C", jsonOnly, {}, "deal.txt"))).toBe(
      `deal.txt: this text does not start with "{", so it is read as a card list, which test-tableau does not read; test-tableau reads Solvitaire deal JSON ("solvitaire-json")`,
    );
  });

  it("rejects a row for a tableau game and piles for a row game", () => {
    const rowGame = tableauGame({}, ["cards", "solvitaire-json"]);
    expect(errorOf(() => parseDealText(`# one line\n${texts(deck).join(" ")}`, rowGame, {}, "deal.txt"))).toBe(
      "deal.txt, line 2: test-tableau deals 8 tableau piles, not a row of cards",
    );
    const piles = JSON.stringify({ "tableau piles": [texts(deck.slice(0, 26)), texts(deck.slice(26))] });
    expect(errorOf(() => parseDealText(piles, accordion, {}, "deal.json"))).toBe("deal.json, line 1: accordion deals a row of 52 cards, not tableau piles");
  });

  it("rejects a stock for a game without one", () => {
    const text = `{"accordion": ${JSON.stringify(texts(deck.slice(0, 50)))},\n"stock": ["KH", "KS"]}`;
    expect(errorOf(() => parseDealText(text, accordion, {}, "deal.json"))).toBe("deal.json, line 2: accordion has no stock or waste pile");
  });

  it("takes each card exactly twice in a two-deck game", () => {
    const game = tableauGame({ decks: 2, piles: 8 }, ["fc-solve"]);
    const two = [...deck, ...deck];
    const piles = (cards: Card[]) => Array.from({ length: 8 }, (_, p) => texts(cards.filter((_, k) => k % 8 === p)).join(" "));
    expect(parseDealText(piles(two).join("\n"), game, {}).piles.flat()).toHaveLength(104);

    const three = [...two.slice(0, 103), card("AC")];
    expect(errorOf(() => parseDealText(piles(three).join("\n"), game, {}, "deal.txt"))).toBe(
      `deal.txt, line 8: "AC" appears 3 times (line 1, pile 1, card 1; line 5, pile 5, card 7; line 8, pile 8, card 13); test-tableau uses two standard decks, so each card appears exactly twice`,
    );
    expect(errorOf(() => parseDealText(piles(two.slice(1)).join("\n"), game, {}, "deal.txt"))).toBe(
      "deal.txt: 103 cards, but test-tableau needs 104 (two standard decks); missing: AC",
    );
  });

  it("rejects cards outside a wish deck", () => {
    const game = tableauGame({ deck: "wish" });
    const layout = svDeal(2, game.dealSpec({}));
    layout.piles[3][1] = makeCard(2, 2); // 2H
    const text = formatDealText(layout, "fc-solve");
    expect(errorOf(() => parseDealText(text, game, {}, "wish.txt"))).toBe(
      `wish.txt, line 4: "2H" is not in test-tableau's deck (one wish deck: A 7 8 9 T J Q K of each suit)`,
    );
  });
});
