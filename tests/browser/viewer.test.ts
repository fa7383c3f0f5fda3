// The deal viewer in headless Chromium: a seed solved in a worker and stepped
// through forward and back with every move in the CLI's words; the address
// reopens the same position; another game or seed is drawn at once, the
// address in step; a pasted deal plays the same; a bad deal is
// refused inline, naming the line and the card; Spider in one suit is drawn in
// spades, its removed runs on the foundations.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openSession, type Session } from "../helpers/browser.ts";
import { cliJson } from "../helpers/cli.ts";
import { svDeal } from "../../src/core/numbering.ts";
import { findGame } from "../../src/games/catalogue.ts";
import { resolveSettings } from "../../src/games/settings.ts";

const run = browserAvailable();

const viewer = (page: Page) => page.evaluate(() => ({ ...(window as any).solitaireLab.viewer }));
const ready = (page: Page) => page.waitForFunction(() => (window as any).solitaireLab.viewer?.ready === true, null, { timeout: 60_000 });

describe.runIf(run)("deal viewer (headless Chromium)", () => {
  let s: Session;
  let solved: { moves: string[]; deal: string; result: string };
  beforeAll(async () => {
    s = await openSession();
    solved = cliJson("solve", "--game", "accordion", "--seed", "7");
  });
  afterAll(async () => s?.close());

  it("steps through the solver's solution of accordion seed 7 forward and back, each move as the CLI says it", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=accordion&seed=7&strategy=solver`);
    await ready(page);
    expect(await viewer(page)).toMatchObject({ step: 0, steps: solved.moves.length, result: "won" });
    expect(await page.locator("#v-table .card").count()).toBe(52); // the thoughtful game: all 52 dealt, one pile each
    for (let i = 0; i < solved.moves.length; i++) {
      await page.click("#v-next");
      expect(await viewer(page)).toMatchObject({ step: i + 1, description: solved.moves[i] });
    }
    expect(await page.locator("#v-table .card").count()).toBe(1);
    expect(await page.textContent("#v-status")).toBe("1 pile");
    expect(await page.isDisabled("#v-next")).toBe(true);
    for (let i = 0; i < 5; i++) await page.click("#v-prev");
    const at = solved.moves.length - 5;
    expect(await viewer(page)).toMatchObject({ step: at, description: solved.moves[at - 1] });
    expect(await page.textContent("#v-move")).toContain(`Move ${at} of ${solved.moves.length}: ${solved.moves[at - 1]}`);
    expect(page.url()).toMatch(new RegExp(`#/viewer\\?game=accordion&preset=standard&set=cards%3D52&seed=7&strategy=solver&step=${at}$`));
    await page.keyboard.press("ArrowLeft");
    expect((await viewer(page)).step).toBe(at - 1);

    // The address reopens the same deal at the same position.
    await page.reload();
    await ready(page);
    expect(await viewer(page)).toMatchObject({ step: at - 1, description: solved.moves[at - 2] });
    const cards = await page.$$eval("#v-table .card", (cs) => cs.map((c) => (c as HTMLElement).dataset.card));
    expect(cards).toHaveLength(52 - (at - 1));
    await page.close();
  });

  it("finds where a strategy lost a deal the solver wins, as solve --where-lost does, and marks the move", async () => {
    const args = ["--game", "klondike", "--preset", "tiny-klondike", "--strategy", "random", "--seed", "11"];
    const cliPlay = cliJson("solve", ...args, "--where-lost");
    const { move, moveWords } = cliPlay.whereLost;
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=klondike&preset=tiny-klondike&seed=11&strategy=random`);
    await ready(page);
    expect(await viewer(page)).toMatchObject({ result: "lost", steps: cliPlay.moves.length });
    await page.click("#v-where");
    await page.waitForFunction(() => /^Where it was lost: move \d+/.test(document.querySelector("#v-where-result")?.textContent ?? ""), null, {
      timeout: 60_000,
    });
    expect(await page.textContent("#v-where-result")).toMatch(
      new RegExp(`^Where it was lost: move ${move} \\(${moveWords.replace(/[()]/g, "\\$&")}\\): .* the position is proved lost`),
    );
    expect(await page.getAttribute("#v-moves li.lost-here", "data-step")).toBe(String(move));
    expect((await viewer(page)).step).toBe(move);
    // A win offers nothing to find.
    await page.goto(`${s.url}#/viewer?game=klondike&preset=tiny-klondike&seed=0&strategy=greedy`);
    await ready(page);
    expect(await viewer(page)).toMatchObject({ result: "won" });
    expect(await page.isVisible("#v-where")).toBe(false);
    await page.close();
  });

  it("plays a pasted deal (the CLI's deal text) the same way, and the address carries it", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=accordion&strategy=solver`);
    await ready(page);
    await page.fill("#v-deal", solved.deal);
    await page.click("#v-play");
    await page.waitForFunction(() => (window as any).solitaireLab.viewer.ready && /deal=/.test(location.hash), null, { timeout: 60_000 });
    expect(await viewer(page)).toMatchObject({ step: 0, steps: solved.moves.length, result: "won" });
    await page.click("#v-last");
    expect((await viewer(page)).description).toBe(solved.moves[solved.moves.length - 1]);
    const url = page.url();
    const again = await s.page();
    await again.goto(url);
    await ready(again);
    expect(await viewer(again)).toMatchObject({ step: solved.moves.length, steps: solved.moves.length });
    expect(await again.inputValue("#v-deal")).toBe(solved.deal);
    await again.close();

    // A strategy plays the same deal online, dealing card by card.
    await page.selectOption("#v-strategy", "slide-first");
    await page.click("#v-play");
    await page.waitForFunction(() => (window as any).solitaireLab.viewer.ready && /strategy=slide-first/.test(location.hash));
    expect((await viewer(page)).steps).toBeGreaterThan(52); // 52 deals plus its moves
    await page.click("#v-next");
    expect((await viewer(page)).description).toMatch(/^deal \w{2,3} as pile 1$/);
    await page.close();
  });

  it("reads a pasted Klondike deal as board text (face-down cards in brackets), as the CLI does", async () => {
    const cliPlay = cliJson("solve", "--game", "klondike", "--preset", "tiny-klondike", "--seed", "3", "--nodes", "200000");
    expect(cliPlay.deal).toMatch(/^\[\S\S\] \[\S\S\] \S\S$/m);
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=klondike&preset=tiny-klondike&strategy=solver`);
    await ready(page);
    await page.fill("#v-deal", cliPlay.deal);
    await page.click("#v-play");
    await page.waitForFunction(() => (window as any).solitaireLab.viewer.ready && /deal=/.test(location.hash), null, { timeout: 60_000 });
    expect(await viewer(page)).toMatchObject({ step: 0, steps: cliPlay.moves.length, result: cliPlay.result });
    // The 3 face-down pile cards and the stock (squared up: one back shows).
    expect(await page.locator("#v-table .card.back").count()).toBe(4);
    await page.fill("#v-deal", cliPlay.deal.replace(/\[(\S\S)\] (\S\S)$/m, "$1 [$2]"));
    expect(await page.textContent("#v-deal-error")).toMatch(/line 3: "\[\S\S\]" is face down but lies on a face-up card in pile 2/);
    await page.close();
  });

  it("a bad pasted deal or seed shows an inline error naming what is wrong", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=accordion&strategy=solver`);
    await ready(page);
    const lines = solved.deal.split("\n");
    lines[1] = lines[1].replace(/^(\S+)/, "XQ");
    await page.fill("#v-deal", lines.join("\n"));
    const error = await page.textContent("#v-deal-error");
    expect(error).toMatch(/line 2/);
    expect(error).toContain("XQ");
    await page.click("#v-by-seed");
    await page.fill("#v-seed", "-3");
    expect(await page.textContent("#v-seed-error")).toBe('Seed: a whole number from 0 to 4294967295 (sv numbering), not "-3"');
    await page.close();
  });

  it("draws Klondike's face-down and stock cards face down until the user reveals them", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=klondike&preset=klondike-bg&seed=0&strategy=greedy`);
    await ready(page);
    // 21 face-down pile cards and the stock (squared up: one back shows).
    expect(await page.locator("#v-table .card.back").count()).toBe(22);
    expect(await page.locator("#v-table .card.revealed").count()).toBe(0);
    await page.check("#v-reveal");
    expect(await page.locator("#v-table .card.back").count()).toBe(0);
    expect(await page.locator("#v-table .card.revealed").count()).toBe(21 + 24);
    expect(await page.locator("#v-table .card:not(.empty)").count()).toBe(52);
    await page.click("#v-next");
    expect(await page.locator("#v-table .card.back").count()).toBe(0); // stays revealed while stepping
    // Revealed, a covered card's visible strip shows its rank and its suit, the ten written 10 as in the moves' words.
    const hidden = await page.$$eval("#v-table .pile.spread-down .cards", (piles) =>
      piles.flatMap((p) => {
        const cards = [...p.querySelectorAll(".card:not(.back)")];
        return cards.slice(0, -1).flatMap((c, i) => {
          const next = cards[i + 1].getBoundingClientRect().top;
          return ["rank", "suit"]
            .filter((part) => c.querySelector(`.${part}`)!.getBoundingClientRect().bottom > next + 1)
            .map((part) => `${(c as HTMLElement).dataset.card} ${part}`);
        });
      }),
    );
    expect(hidden).toEqual([]);
    expect(await page.locator("#v-table .pile.spread-down .card.revealed").count()).toBeGreaterThan(15); // the check above saw them
    await page.uncheck("#v-reveal");
    expect(await page.locator("#v-table .card.revealed").count()).toBe(0);
    const words = (await page.$$eval("#v-moves li", (li) => li.map((l) => l.textContent))).join(" ");
    expect(words).toMatch(/\b10[CDHS]\b/);
    expect(words).not.toMatch(/\bT[CDHS]\b/);
    await page.close();
  });

  it("shows the search's nodes and best score growing while it runs, and choosing another deal stops it", async () => {
    const page = await s.page();
    // sv 31: still searching after 10 s (sv 3, won in 0.6 s, could end before the second report).
    await page.goto(`${s.url}#/viewer?game=klondike&preset=klondike-bg&seed=31&strategy=solver`);
    await page.waitForFunction(() => (window as any).solitaireLab.viewer?.progress?.nodes > 0, null, { timeout: 30_000 });
    const first = (await viewer(page)).progress;
    await page.waitForFunction((n) => (window as any).solitaireLab.viewer.progress.nodes > n, first.nodes, { timeout: 30_000 });
    const later = (await viewer(page)).progress;
    expect(later.ms).toBeGreaterThan(first.ms);
    expect(later.best).toBeGreaterThanOrEqual(first.best);
    expect((await viewer(page)).searching).toBe(true);
    expect(await page.textContent("#v-result")).toMatch(
      /in a worker: \d+\.\d s of the 60 s budget; [\d,]+ nodes searched, best so far \d+ cards on foundations\./,
    );
    // Another deal: the search stops, and no more progress comes from it.
    await page.fill("#v-seed", "4");
    expect(await viewer(page)).toMatchObject({ searching: false, ready: false });
    expect(await page.textContent("#v-result")).toMatch(/^Stopped: the deal or the player changed/);
    const stopped = (await viewer(page)).progress;
    await page.waitForTimeout(1_000);
    expect((await viewer(page)).progress).toEqual(stopped);
    await page.close();
  });

  it("draws a deal at once, shows the search's time while it runs, and stops it when the game changes, with no page error", async () => {
    const page = await s.page();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${s.url}#/viewer?game=klondike&preset=klondike-bg&seed=31&strategy=solver`);
    await page.waitForFunction(() => (window as any).solitaireLab.viewer?.searching === true);
    // The whole deal is on the table while the solver still searches (its budget is a minute; sv 31
    // is undecided after 10 s, where sv 3 was won in 0.6 s and so could end before the 1 s looked for).
    expect(await page.locator("#v-table .card:not(.empty)").count()).toBeGreaterThan(0);
    expect(await page.inputValue("#v-preset")).toBe("klondike-bg");
    expect((await viewer(page)).ready).toBe(false);
    await page.waitForFunction(() => /in a worker: [1-9]\d*\.\d s of the 60 s budget/.test(document.querySelector("#v-result")!.textContent!));
    const engineDeal = (await viewer(page)).drawn;
    await page.selectOption("#v-game", "accordion");
    expect(await viewer(page)).toMatchObject({ searching: false, ready: false });
    expect(await page.textContent("#v-result")).toMatch(/^Stopped: the game changed/);
    // The board shows the new game's deal at once (not Klondike's under Accordion's form), and the address names it.
    const accordion = findGame("accordion")!;
    const dealOf = (seed: number) => JSON.stringify(svDeal(seed, accordion.dealSpec(resolveSettings(accordion, undefined, []).settings)));
    expect((await viewer(page)).drawn).toBe(dealOf(31));
    expect(await page.locator("#v-table .card").count()).toBe(52);
    expect(page.url()).toMatch(/#\/viewer\?game=accordion&preset=standard&set=cards%3D52&seed=31&strategy=solver$/);
    // A new seed: drawn at once, the address in step.
    await page.fill("#v-seed", "5");
    expect((await viewer(page)).drawn).toBe(dealOf(5));
    expect(page.url()).toMatch(/#\/viewer\?game=accordion&preset=standard&set=cards%3D52&seed=5&strategy=solver$/);
    expect(await page.textContent("#v-result")).toBe("Seed 5 is drawn; Play to solve it.");
    for (const g of ["freecell", "klondike", "spider", "accordion"]) await page.selectOption("#v-game", g);
    expect(errors).toEqual([]);
    // The deal drawn at once is the one the engine dealt: play greedy (quick) and compare.
    await page.selectOption("#v-game", "klondike");
    await page.selectOption("#v-preset", "klondike-bg");
    await page.fill("#v-seed", "31");
    await page.selectOption("#v-strategy", "greedy");
    await page.click("#v-play");
    await ready(page);
    expect((await viewer(page)).drawn).toBe(engineDeal);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("draws Spider in one suit: every card a spade, and the 8 removed runs on the foundations when greedy wins seed 2", async () => {
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=spider&set=layout=standard&set=suits=1&seed=2&strategy=greedy`);
    await ready(page);
    expect(await viewer(page)).toMatchObject({ step: 0, result: "won" });
    await page.check("#v-reveal");
    const suitsShown = async () =>
      new Set((await page.$$eval("#v-table .card[data-card]", (cs) => cs.map((c) => c.getAttribute("data-card")!))).map((c) => c.slice(-1)));
    expect(await page.locator("#v-table .card[data-card]").count()).toBe(104);
    expect(await suitsShown()).toEqual(new Set(["♠"]));
    await page.click("#v-last");
    expect(await page.textContent("#v-status")).toMatch(/^104 of 104 cards on the foundations/);
    // Each foundation shows its king on top, 13 cards under it.
    expect(
      await page.$$eval("#v-table .zone", (zs) => {
        const z = zs.find((x) => x.querySelector(".zone-label")?.textContent === "foundations")!;
        return [...z.querySelectorAll(".pile")].map((p) => `${p.querySelector(".card")?.getAttribute("data-card")} ${p.querySelector(".count")?.textContent}`);
      }),
    ).toEqual(Array(8).fill("K♠ ×13"));
    await page.close();
  }, 120_000);
});
