// The README's pictures of the dashboard (docs/*.png), taken from the built
// dashboard (dist-web: `npm run build` first) in headless Chromium:
//   node scripts/screenshots.mjs [name ...]
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { preview } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const docs = join(root, "docs");
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));
if (!existsSync(join(root, "dist-web", "index.html"))) throw new Error("build the dashboard first: npm run build");

const server = await preview({ root, preview: { host: "127.0.0.1", port: 0 }, logLevel: "silent" });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
const done = (page) => page.waitForFunction(() => window.solitaireLab.drawn === "done", null, { timeout: 600_000 });
// Each picture by name; `node scripts/screenshots.mjs charts viewer-searching` retakes only those.
const shots = {
  async run(page) {
    await page.goto(`${url}#/builder?game=one-handed&strategies=play&seeds=0..999999`);
    await page.click("#run");
    await done(page);
    // The page down to its deal list (docs/deal-list.png shows that).
    const list = await page.locator("#deals").boundingBox();
    await page.screenshot({ path: join(docs, "run.png"), fullPage: true, clip: { x: 0, y: 0, width: 1400, height: Math.round(list.y) } });
  },
  async comparison(page) {
    await page.goto(`${url}#/builder?game=accordion&strategies=lookahead,slide-first,leap-first&seeds=0..19999`);
    await page.click("#run");
    await done(page);
    await page.locator("#comparison").screenshot({ path: join(docs, "comparison.png") });
  },
  // The run page's charts: counts on a linear scale, effort axes that start below every curve.
  async charts(page) {
    await page.goto(`${url}#/builder?game=accordion&strategies=lookahead,slide-first&seeds=0..1999`);
    await page.click("#run");
    await done(page);
    await page
      .locator(".chart-grid")
      .first()
      .screenshot({ path: join(docs, "charts.png") });
  },
  // The run page's deal list: the winnable deals (the solver won them) that greedy did not win.
  async "deal-list"(page) {
    await page.goto(`${url}#/builder?game=wish&strategies=solver,greedy,leave-shortest&seeds=0..9999`);
    await page.click("#run");
    await done(page);
    const listed = () => page.waitForFunction(() => window.solitaireLab.dealList?.counts && !window.solitaireLab.dealList.scanning);
    await listed();
    await page.selectOption("#deals-strategy", "greedy");
    await listed();
    await page.selectOption("#deals-agreement", "winnable");
    await listed();
    await page.locator("#deals").screenshot({ path: join(docs, "deal-list.png") });
  },
  async viewer(page) {
    await page.goto(`${url}#/viewer?game=accordion&seed=7&strategy=solver&step=30`);
    await page.waitForFunction(() => window.solitaireLab.viewer?.ready === true);
    await page.screenshot({ path: join(docs, "viewer.png") });
  },
  // The viewer mid-search: the deal drawn at once while the solver's minute runs.
  async "viewer-searching"(page) {
    await page.goto(`${url}#/viewer?game=klondike&preset=klondike-bg&seed=3&strategy=solver`);
    await page.waitForFunction(() => window.solitaireLab.viewer?.searching === true);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: join(docs, "viewer-searching.png") });
  },
  // A strategy record typed in the builder, then run beside greedy: the field, and the paired comparison.
  async "strategy-record"(page) {
    const record = JSON.parse(readFileSync(join(docs, "strategies", "klondike-weighted-tuned.json"), "utf8"));
    const text = JSON.stringify(record, null, 2);
    await page.goto(`${url}#/builder?game=klondike&preset=klondike-bg&strategies=greedy&seeds=0..1999&workers=2`);
    await page.fill("#strategy-record", text);
    await page.locator("#strategy-record").scrollIntoViewIfNeeded();
    await page.$eval("#strategy-record", (el) => {
      el.rows = 16;
      el.scrollTop = 0;
    });
    await page.locator(".field", { has: page.locator("#strategy-record") }).screenshot({ path: join(docs, "strategy-editor.png") });
    await page.click("#run");
    await done(page);
    await page.locator("#comparison").screenshot({ path: join(docs, "strategy-comparison.png") });
  },
  // The strategy record's form: greedy's record pasted in, the form drawn from it.
  async "strategy-form"(page) {
    await page.goto(`${url}#/builder?game=klondike&preset=klondike-bg&strategies=greedy`);
    await page.fill("#strategy-record", readFileSync(join(docs, "strategies", "klondike-greedy-search.json"), "utf8"));
    await page.click(".record-form-box:not(#tune-panel) summary");
    await page.locator(".record-form-box:not(#tune-panel)").screenshot({ path: join(docs, "strategy-form.png") });
  },
  // Last, so that the recent runs above are listed beside it.
  async builder(page) {
    await page.goto(`${url}#/builder?game=accordion&strategies=lookahead,slide-first&seeds=0..19999`);
    await page.waitForSelector("#recent-runs li a");
    await page.screenshot({ path: join(docs, "builder.png"), fullPage: true });
  },
};
const wanted = process.argv.slice(2);
for (const name of wanted) if (!(name in shots)) throw new Error(`no picture "${name}"; the pictures are ${Object.keys(shots).join(", ")}`);
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  for (const [name, take] of Object.entries(shots)) {
    if (wanted.length && !wanted.includes(name)) continue;
    await take(page);
    process.stdout.write(`docs/${name}.png\n`);
  }
} finally {
  await browser.close();
  server.httpServer.close();
}
