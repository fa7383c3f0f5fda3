// Figures in words, shared by the CLI and the dashboard (src/core/figures.ts):
// counts with their noun, rates with the digits they need, search effort
// exact or visibly rounded, and file bytes made safe for a terminal.
import { describe, expect, it } from "vitest";
import { decodeText, effortText, plural, presetText, printable, rateText } from "../src/core/figures.ts";
import { LogHistogram, percentiles } from "../src/core/stats.ts";
import { fmtDuration as cliDuration } from "../src/cli/progress.ts";
import { fmtDuration as pageDuration } from "../src/ui/dom.ts";

describe("figures in words", () => {
  it("a count takes the noun's plural except at one", () => {
    expect(plural(1, "tableau pile")).toBe("1 tableau pile");
    expect(plural(0, "move")).toBe("0 moves");
    expect(plural(1234, "deal")).toBe("1,234 deals");
    expect(plural(2, "worker process", "worker processes")).toBe("2 worker processes");
  });

  it("rates: the digits they need, and below one deal a second the seconds each takes", () => {
    expect(rateText(12_345.6)).toBe("12,346 deals/s");
    expect(rateText(45.27)).toBe("45.3 deals/s");
    expect(rateText(2.5)).toBe("2.5 deals/s");
    expect(rateText(1)).toBe("1 deals/s");
    // 30 deals in 1 min 6 s of running: not "0 deals/s".
    expect(rateText(30 / 66)).toBe("2.2 s per deal");
    expect(rateText(1 / 95)).toBe("1.6 min per deal");
    expect(rateText(1 / 7200)).toBe("2 h per deal");
    expect(rateText(0)).toBe("0 deals/s");
  });

  it("durations: rounded to the second before they are split, so a minute never reads as 60 seconds", () => {
    const cases: [number, string, string][] = [
      [8.54, "8.5s", "8.5 s"],
      [9.97, "10s", "10 s"],
      [42.4, "42s", "42 s"],
      [59.6, "1m00s", "1 min 0 s"],
      [185, "3m05s", "3 min 5 s"],
      [1259.6, "21m00s", "21 min 0 s"],
      [3599.7, "1h00m", "1 h 0 min"],
      [7620, "2h07m", "2 h 7 min"],
    ];
    for (const [seconds, cli, page] of cases) {
      expect(cliDuration(seconds), `${seconds} s`).toBe(cli);
      expect(pageDuration(seconds), `${seconds} s`).toBe(page);
    }
    expect(cliDuration(Number.NaN)).toBe("?");
  });

  it("search effort: exact figures as they are, the histogram's with ≈ and no more digits than it keeps", () => {
    const h = new LogHistogram(true);
    for (let i = 0; i < 1000; i++) h.add(i < 500 ? 38_005_042 + i : 5 + (i % 3));
    const p = percentiles(h);
    expect(effortText(p, "max")).toBe("38,005,541");
    expect(effortText(p, "p99")).toMatch(/^≈38,0?00,000$/);
    const ms = percentiles(Object.assign(new LogHistogram(), {}));
    expect(effortText(ms, "p50")).toBe("0");
    const small = new LogHistogram();
    for (const v of [0.25, 0.5, 63.2123]) small.add(v);
    expect(effortText(percentiles(small), "max")).toBe("63.2");
  });

  it("a preset is named in so many words, with the settings it played with", () => {
    expect(presetText("klondike", { draw: 3, aces: "compulsory" })).toBe("preset klondike (draw=3 aces=compulsory)");
    expect(presetText("standard", {})).toBe("preset standard");
  });

  it("bytes from a file reach the terminal as escapes: control characters, bytes that are not UTF-8, reordering marks", () => {
    const bytes = new Uint8Array([0x41, 0x43, 0x20, 0x01, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0xff, 0xc3, 0xa9, 0xe2, 0x80, 0xae, 0x0a, 0xf0, 0x9f, 0x82, 0xa1]);
    const text = decodeText(bytes);
    expect(printable(text)).toBe("AC \\x01\\x1b[31m\\xffé\\u202e\\n🂡");
    expect(decodeText(new TextEncoder().encode("AS 10H é"))).toBe("AS 10H é");
    expect(printable("plain words: 3C, 10H")).toBe("plain words: 3C, 10H");
  });
});
