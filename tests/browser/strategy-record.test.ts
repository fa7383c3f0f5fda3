// A strategy record typed in the dashboard (headless Chromium): checked as
// typed with the one line beside the field, carried in the address, and run
// beside the built-in strategy it copies: the paired comparison finds not a
// deal between them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserAvailable, sessionForTests } from "../helpers/browser.ts";
import { cli } from "../helpers/cli.ts";

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

  /** The builder on Klondike with no strategy ticked. */
  async function klondikeBuilder() {
    const page = open.page();
    await page.goto(open.session().url);
    await page.selectOption("#game", "klondike");
    await page.uncheck("#strategy-solver");
    return page;
  }

  it("the record's form writes the JSON field by field, reads JSON pasted in, and runs what it built", async () => {
    const page = await klondikeBuilder();
    await page.click(".record-form-box summary");
    await page.click("#record-new-priority");
    const json = async () => JSON.parse(await page.inputValue("#strategy-record"));
    expect(await json()).toEqual({ name: "mine", kind: "priority", avoid: "seen-positions", rules: [{ to: ["foundation"] }, {}] });
    // Field by field: the second rule moves pile cards that turn up a card; then it goes first.
    await page.check("#rec-rule-1-from-pile");
    await page.selectOption("#rec-rule-1-turnsUp", "true");
    await page.fill("#rec-rule-1-prefer", "most-cards, leftmost-source");
    await page.click("#rec-rule-1-up");
    await page.fill("#rec-name", "form-built");
    await page.selectOption("#rec-avoid", "cycles");
    await page.fill("#rec-move-limit", "400");
    expect(await json()).toEqual({
      name: "form-built",
      kind: "priority",
      avoid: "cycles",
      moveLimit: 400,
      rules: [{ from: ["pile"], turnsUp: true, prefer: ["most-cards", "leftmost-source"] }, { to: ["foundation"] }],
    });
    // A value the lab refuses: the one line beside the record names the field, and Run waits.
    await page.fill("#rec-rule-0-minCards", "3");
    await page.fill("#rec-rule-0-maxCards", "2");
    await page.waitForFunction(() => /minCards/.test(document.querySelector("#strategyRecord-error")?.textContent ?? ""));
    expect(await page.textContent("#strategyRecord-error")).toMatch(/^Strategy record: rules\[0\]\.minCards is more than maxCards \(2\)/);
    expect(await page.isDisabled("#run")).toBe(true);
    await page.fill("#rec-rule-0-maxCards", "");
    await page.fill("#rec-rule-0-minCards", "");
    expect(await page.textContent("#strategyRecord-error")).toBe("");
    // A search around it, then a weighted evaluation keeps the name and the search.
    await page.selectOption("#rec-search", "uct");
    await page.fill("#rec-search-iterations", "20");
    expect((await json()).search).toEqual({ kind: "uct", iterations: 20, rollout: 200 });
    await page.selectOption("#rec-kind", "weighted");
    await page.fill("#rec-weight-spaces", "25");
    const weighted = await json();
    expect(weighted).toMatchObject({
      name: "form-built",
      kind: "weighted",
      search: { kind: "uct", iterations: 20 },
      weights: { cardsUp: 100, faceDown: -10, spaces: 25 },
    });
    expect(weighted.rules).toBeUndefined();
    // JSON pasted in redraws the form.
    await page.fill("#strategy-record", record);
    expect(await page.inputValue("#rec-name")).toBe("klondike-greedy");
    expect(await page.isChecked("#rec-rule-0-from-pile")).toBe(true);
    // Back to the form's record, and run it.
    await page.fill("#strategy-record", JSON.stringify({ ...weighted, search: undefined }));
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "49");
    await page.fill("#workers", "2");
    const errors = await page.$$eval("p.error", (ps) => ps.map((p) => p.textContent).filter((t) => t));
    expect(errors).toEqual([]);
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    await page.waitForFunction(() => (window as any).solitaireLab.drawn === "done", undefined, { timeout: 60_000 });
    expect(await page.textContent("body")).toContain("record form-built");
  });

  it("tunes a weighted record on this browser's workers as solitaire-lab tune does: the same weights and held-out counts", async () => {
    const weighted = readFileSync(new URL("../../docs/strategies/klondike-weighted.json", import.meta.url), "utf8");
    // The CLI's tune of the same record on the same seeds.
    const cliRun = cli(
      ..."tune --game klondike --preset klondike-bg --strategy-file docs/strategies/klondike-weighted.json --train 0..49 --test 1000..1049 --rounds 1 --workers 2 --json".split(
        " ",
      ),
    );
    expect(cliRun.code, cliRun.stderr).toBe(0);
    const want = JSON.parse(cliRun.stdout);
    const page = await klondikeBuilder();
    await page.selectOption("#preset", "klondike-bg");
    await page.fill("#strategy-record", weighted);
    await page.fill("#workers", "2");
    await page.click("#tune-panel summary");
    await page.fill("#tune-train-from", "0");
    await page.fill("#tune-train-to", "49");
    await page.fill("#tune-test-from", "1000");
    await page.fill("#tune-test-to", "1049");
    await page.fill("#tune-rounds", "1");
    await page.click("#tune-start");
    await page.waitForSelector("#tune-paired", { timeout: 120_000 });
    // The tuned record is in the record's JSON, with the CLI's weights.
    const tuned = JSON.parse(await page.inputValue("#strategy-record"));
    expect(tuned.weights).toEqual(want.tuned.weights);
    const h = want.heldOut;
    expect(await page.textContent("#tune-held-out")).toContain(`untuned ${h.before.won} of 50`);
    expect(await page.textContent("#tune-held-out")).toContain(`tuned ${h.after.won} of 50`);
    expect(await page.textContent("#tune-paired")).toContain(`tuned alone won ${h.b}, untuned alone ${h.c}`);
    expect(await page.textContent("#tune-train")).toContain(`won ${want.trainWon.before} -> ${want.trainWon.after} of 50`);
    // Overlapping seeds are refused in one line.
    await page.fill("#tune-test-from", "40");
    await page.click("#tune-start");
    expect(await page.textContent("#tune-error")).toBe("Held-out seeds: apart from the training seeds");
  });

  it("keeps records in this browser by name: kept, loaded back after a reload, forgotten", async () => {
    let page = await klondikeBuilder();
    await page.fill("#strategy-record", '{"name": "faulty", "kind": "priority", "rules": []}');
    await page.click("#record-keep");
    await page.waitForFunction(() => document.querySelector("#record-library-note")?.textContent !== "");
    expect(await page.textContent("#record-library-note")).toBe("The record has a fault (named beside it): nothing kept");
    await page.fill("#strategy-record", record);
    await page.click("#record-keep");
    // Wait for this save's own words: the refusal before also ends in "kept".
    await page.waitForFunction(() => document.querySelector("#record-library-note")?.textContent === "klondike-greedy kept");
    expect(await page.textContent("#record-library-note")).toBe("klondike-greedy kept");
    // Another visit: the kept record is listed, and loads into the JSON (the form follows).
    page = await klondikeBuilder();
    expect(await page.inputValue("#strategy-record")).toBe("");
    await page.waitForSelector('#record-saved option[value="klondike-greedy"]', { state: "attached" });
    await page.selectOption("#record-saved", "klondike-greedy");
    expect(await page.inputValue("#strategy-record")).toBe(record);
    expect(await page.textContent("#strategyRecord-error")).toBe("");
    await page.click("#record-forget");
    await page.waitForFunction(() => /forgotten$/.test(document.querySelector("#record-library-note")?.textContent ?? ""));
    expect(await page.locator('#record-saved option[value="klondike-greedy"]').count()).toBe(0);
  });

  it("greedy written as a record runs beside greedy: the same deals won, not one apart", async () => {
    const page = await klondikeBuilder();
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

  it("a game outside the tableau engine: the form offers its own words, and its greedy as a record wins greedy's deals", async () => {
    const page = open.page();
    await page.goto(open.session().url);
    await page.selectOption("#game", "wish");
    await page.uncheck("#strategy-solver");
    await page.click(".record-form-box summary");
    await page.click("#record-new-priority");
    // Wish's words: its own condition, no weighted evaluation, no search, no tuning.
    expect(await page.locator("#rec-rule-0-rankShowing").count()).toBe(1);
    expect(await page.locator("#rec-rule-0-offSuit").count()).toBe(0);
    expect(await page.locator("#record-new-weighted").count()).toBe(0);
    expect(await page.locator("#rec-search").count()).toBe(0);
    expect(await page.locator("#tune-start").count()).toBe(0);
    // A condition Wish lacks, typed: one line beside the record.
    await page.fill("#strategy-record", '{"name": "x", "kind": "priority", "rules": [{"leap": true}]}');
    await page.waitForFunction(() => /leap/.test(document.querySelector("#strategyRecord-error")?.textContent ?? ""));
    expect(await page.textContent("#strategyRecord-error")).toMatch(
      /^Strategy record: rules\[0\]\.leap is not a condition; allowed: turnsUp, emptiesPile, rankShowing in wish$/,
    );
    await page.fill("#strategy-record", readFileSync(new URL("../../docs/strategies/wish-greedy.json", import.meta.url), "utf8"));
    await page.check("#strategy-greedy");
    await page.fill("#seed-from", "0");
    await page.fill("#seed-to", "999");
    await page.fill("#workers", "2");
    expect(await page.textContent("#strategyRecord-error")).toBe("");
    await page.click("#run");
    await page.waitForURL(/#\/run\//);
    await page.waitForFunction(() => (window as any).solitaireLab.drawn === "done", undefined, { timeout: 60_000 });
    const seen = await page.evaluate(() => {
      const lab = (window as any).solitaireLab;
      return { pairs: lab.comparison.pairs, won: ["greedy", "record"].map((st) => lab.runner.results.summary(st).won) };
    });
    expect(seen.won[0]).toBe(seen.won[1]);
    expect(seen.won[0]).toBeGreaterThan(50);
    expect(seen.pairs).toEqual([expect.objectContaining({ a: "greedy", b: "record", onlyA: 0, onlyB: 0, paired: 1000 })]);
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
    // Golf's greedy as a record, likewise.
    const golf = Buffer.from(readFileSync(new URL("../../docs/strategies/golf-greedy.json", import.meta.url), "utf8")).toString("base64url");
    const golfPlay = async (strategy: string) => {
      await page.goto(`${s.url}#/viewer?game=golf&seed=3&strategy=${strategy}${strategy === "record" ? `&record=${golf}` : ""}`);
      await page.waitForFunction(() => (window as any).solitaireLab.viewer?.ready === true, undefined, { timeout: 60_000 });
      return page.evaluate(() => ({ steps: (window as any).solitaireLab.viewer.steps, moves: document.querySelector("#v-moves")?.textContent }));
    };
    const golfRecord = await golfPlay("record");
    expect(await page.inputValue("#v-strategy")).toBe("record");
    expect(golfRecord.steps).toBeGreaterThan(10);
    expect(golfRecord).toEqual(await golfPlay("greedy"));
  });
});
