// Browser vs CLI throughput on the same experiment and worker count:
//   node scripts/throughput.mjs [--seeds 0..9999999] [--workers 2] [--game one-handed] [--strategy play] [--rounds 3]
// Each round runs the CLI (`run --json`), then the built dashboard (dist-web:
// `npm run build` first) in headless Chromium with an on-disk profile, so that
// IndexedDB writes to disk as it would for a user. Alternating rounds share out
// whatever else the machine is doing; the medians are compared.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { preview } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const game = arg("game", "one-handed");
const strategy = arg("strategy", "play");
const seeds = arg("seeds", "0..9999999");
const workers = arg("workers", "2");
const rounds = Number(arg("rounds", "3"));
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));
if (!existsSync(join(root, "dist-web", "index.html"))) throw new Error("build the dashboard first: npm run build");
const fmt = (x) => Math.round(x).toLocaleString("en-US");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function runCli() {
  const argv = [join(root, "bin", "solitaire-lab.js"), "run", "--game", game, "--strategy", strategy, "--seeds", seeds, "--workers", workers, "--json"];
  return JSON.parse(execFileSync(process.execPath, argv, { encoding: "utf8", maxBuffer: 1 << 24 }));
}

async function runBrowser(url) {
  const profile = mkdtempSync(join(tmpdir(), "solitaire-lab-throughput-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const page = await context.newPage();
    const q = new URLSearchParams({ game, strategies: strategy, seeds, workers });
    await page.goto(`${url}#/builder?${q}`);
    await page.click("#run");
    await page.waitForFunction(() => window.solitaireLab.runner?.status === "done", null, { timeout: 1_200_000, polling: 250 });
    return await page.evaluate(() => {
      const r = window.solitaireLab.runner;
      return { deals: r.results.doneDeals(), dealsPerSecond: r.progress().dealsPerSecond, summary: r.results.summary(r.exp.strategies[0]) };
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const server = await preview({ root, preview: { host: "127.0.0.1", port: 0 }, logLevel: "silent" });
const cliRates = [];
const browserRates = [];
try {
  process.stdout.write(`${game}, ${strategy}, seeds ${seeds}, ${workers} workers\n`);
  for (let i = 1; i <= rounds; i++) {
    const cli = runCli();
    const b = await runBrowser(server.resolvedUrls.local[0]);
    const same = b.summary.deals === cli.deals && b.summary.won === cli.won && JSON.stringify(b.summary.scoreHistogram) === JSON.stringify(cli.scoreHistogram);
    cliRates.push(cli.dealsPerSecond);
    browserRates.push(b.dealsPerSecond);
    process.stdout.write(
      `round ${i}: CLI ${fmt(cli.dealsPerSecond)} deals/s, browser ${fmt(b.dealsPerSecond)} deals/s (all stored in IndexedDB); counts ${same ? "identical" : "DIFFER"}\n`,
    );
  }
  const c = median(cliRates);
  const b = median(browserRates);
  process.stdout.write(`median: CLI ${fmt(c)} deals/s, browser ${fmt(b)} deals/s: the browser reaches ${((100 * b) / c).toFixed(1)}% of the CLI\n`);
} finally {
  server.httpServer.close();
}
