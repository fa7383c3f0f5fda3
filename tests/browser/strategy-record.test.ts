// A strategy record typed in the dashboard (headless Chromium): checked as
// typed with the one line beside the field, carried in the address, and run
// beside the built-in strategy it copies: the paired comparison finds not a
// deal between them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserAvailable, sessionForTests } from "../helpers/browser.ts";

const run = browserAvailable();
const record = readFileSync(new URL("../../docs/strategies/klondike-greedy.json", import.meta.url), "utf8");

describe.runIf(run)("a strategy record in the dashboard (headless Chromium)", () => {
  const open = sessionForTests();

  it("a bad record gets one line beside the field, and Run waits", async () => {
    const page = open.page();
    const s = open.session();
    await page.goto(s.url);
    await page.selectOption("#game", "klondike");
    await page.fill("#strategy-record", '{"name": "x", "kind": "priority", "rules": [{"from": "deck"}]}');
    await page.waitForFunction(() => document.querySelector("#strategyRecord-error")?.textContent !== "");
    expect(await page.textContent("#strategyRecord-error")).toMatch(/^Strategy record: rules\[0\]\.from "deck" is not allowed; allowed: pile/);
    expect(await page.isDisabled("#run")).toBe(true);
  });

  it("greedy written as a record runs beside greedy: the same deals won, not one apart", async () => {
    const page = open.page();
    const s = open.session();
    await page.goto(s.url);
    await page.selectOption("#game", "klondike");
    await page.uncheck("#strategy-solver");
    await page.check("#strategy-greedy");
    await page.fill("#strategy-record", record);
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "299");
    await page.fill("#workers", "2");
    expect(await page.textContent("#strategyRecord-error")).toBe("");
    expect(decodeURIComponent(page.url())).toContain("record=");
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    await page.waitForFunction(() => (window as any).solitaireLab.drawn === "done", undefined, { timeout: 60_000 });
    const seen = await page.evaluate(() => {
      const lab = (window as any).solitaireLab;
      return { pairs: lab.comparison.pairs, won: ["greedy", "record"].map((st) => lab.runner.results.summary(st).won) };
    });
    expect(seen.won[0]).toBe(seen.won[1]);
    expect(seen.won[0]).toBeGreaterThan(0);
    expect(seen.pairs).toEqual([expect.objectContaining({ a: "greedy", b: "record", onlyA: 0, onlyB: 0, paired: 300 })]);
    expect(await page.textContent("body")).toContain("record klondike-greedy");
  });

  it("the viewer plays a deal by the record the address carries, move for move as greedy plays it", async () => {
    const page = open.page();
    const s = open.session();
    const b64 = Buffer.from(record).toString("base64url");
    const play = async (strategy: string) => {
      await page.goto(`${s.url}#/viewer?game=klondike&preset=klondike&seed=5&strategy=${strategy}${strategy === "record" ? `&record=${b64}` : ""}`);
      await page.waitForFunction(() => (window as any).solitaireLab.viewer?.ready === true, undefined, { timeout: 60_000 });
      return page.evaluate(() => ({ steps: (window as any).solitaireLab.viewer.steps, moves: document.querySelector("#v-moves")?.textContent }));
    };
    const byRecord = await play("record");
    expect(await page.inputValue("#v-strategy")).toBe("record");
    expect(page.url()).toContain("record=");
    const byGreedy = await play("greedy");
    expect(byRecord.steps).toBeGreaterThan(0);
    expect(byRecord).toEqual(byGreedy);
  });
});
