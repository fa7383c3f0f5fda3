// The README's pictures of the dashboard (docs/*.png), taken from the built
// dashboard (dist-web: `npm run build` first) in headless Chromium:
//   node scripts/screenshots.mjs
import { existsSync } from "node:fs";
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
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });

  await page.goto(`${url}#/builder?game=one-handed&strategies=play&seeds=0..999999`);
  await page.click("#run");
  await done(page);
  await page.screenshot({ path: join(docs, "run.png"), fullPage: true });

  await page.goto(`${url}#/builder?game=accordion&strategies=lookahead,slide-first,leap-first&seeds=0..19999`);
  await page.click("#run");
  await done(page);
  await page.locator("#comparison").screenshot({ path: join(docs, "comparison.png") });

  await page.goto(`${url}#/viewer?game=accordion&seed=7&strategy=solver&step=30`);
  await page.waitForFunction(() => window.solitaireLab.viewer?.ready === true);
  await page.screenshot({ path: join(docs, "viewer.png") });

  // Last, so that the recent runs above are listed beside it.
  await page.goto(`${url}#/builder?game=accordion&strategies=lookahead,slide-first&seeds=0..19999`);
  await page.waitForSelector("#recent-runs li a");
  await page.screenshot({ path: join(docs, "builder.png"), fullPage: true });
  process.stdout.write("docs/builder.png, docs/run.png, docs/comparison.png, docs/viewer.png\n");
} finally {
  await browser.close();
  server.httpServer.close();
}
