// Wish and Flip in the dashboard's deal viewer (headless Chromium): the cards
// are drawn as the game stands (Wish: one face-up card per pile, the rest
// backs; Flip: dark faces drawn dark), every move in the CLI's words.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference } from "../src/games/reference/index.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { browserAvailable, openSession, type Session } from "./helpers/browser.ts";
import { cliJson } from "./helpers/cli.ts";

const run = browserAvailable();

const viewer = (page: Page) => page.evaluate(() => ({ ...(window as any).solitaireLab.viewer }));
const ready = (page: Page) => page.waitForFunction(() => (window as any).solitaireLab.viewer?.ready === true, null, { timeout: 60_000 });

describe.runIf(run)("wish and flip in the deal viewer (headless Chromium)", () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => s?.close());

  it("wish seed 3: eight face-up cards over 24 backs, then the solver's moves as the CLI words them", async () => {
    const solved = cliJson("solve", "--game", "wish", "--seed", "3");
    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=wish&seed=3&strategy=solver`);
    await ready(page);
    expect(await viewer(page)).toMatchObject({ step: 0, steps: solved.moves.length, result: solved.result });
    expect(await page.locator("#v-table .card.back").count()).toBe(24);
    expect(await page.locator("#v-table .card:not(.back):not(.empty)").count()).toBe(8);
    for (let i = 0; i < solved.moves.length; i++) {
      await page.click("#v-next");
      expect((await viewer(page)).description).toBe(solved.moves[i]);
    }
    expect(await page.textContent("#v-status")).toMatch(new RegExp(`^${solved.score} cards removed, ${32 - solved.score} left`));
    await page.close();
  });

  it("flip seed 4: the solver's plays in words, and the hand's dark cards drawn dark", async () => {
    const solved = cliJson("solve", "--game", "flip", "--seed", "4");
    const flip = findGame("flip")!;
    const { settings } = resolveSettings(flip, undefined, []);
    const g = createReference("flip", svDeal(4, flip.dealSpec(settings)), settings, false);
    for (const m of solved.moveCodes) g.apply(m);
    const obs = g.observe();
    const darkInHand = Array.from({ length: obs[3] }, (_, q) => obs[5 + 2 * q]).filter((d) => d === 1).length;
    expect(darkInHand).toBeGreaterThan(0);

    const page = await s.page();
    await page.goto(`${s.url}#/viewer?game=flip&seed=4&strategy=solver`);
    await ready(page);
    expect(await viewer(page)).toMatchObject({ step: 0, steps: solved.moves.length });
    await page.click("#v-next");
    expect((await viewer(page)).description).toBe(solved.moves[0]);
    await page.click("#v-last");
    expect((await viewer(page)).description).toBe(solved.moves[solved.moves.length - 1]);
    // The hand (and the removed cards, dark or not as they went) are drawn face up.
    const hand = await page.locator("#v-table .zone").filter({ hasText: "hand" }).locator(".card.dark").count();
    expect(hand).toBe(darkInHand);
    expect(await page.textContent("#v-status")).toMatch(new RegExp(`${solved.score} points$`));
    await page.close();
  });
});
