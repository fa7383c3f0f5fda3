// Headless Chromium (Debian's package, driven by playwright-core; nothing is
// downloaded) against the built dashboard served by Vite's preview server.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll } from "vitest";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium to use, or undefined when none is installed. */
export const chromiumPath = CANDIDATES.find((p): p is string => !!p && existsSync(p));

/**
 * Browser tests run when Chromium is present and are skipped, saying so,
 * when not; with REQUIRE_BROWSER=1 (as .ci/run sets) a missing Chromium fails.
 */
export function browserAvailable(): boolean {
  if (chromiumPath) return true;
  if (process.env.REQUIRE_BROWSER === "1") throw new Error("REQUIRE_BROWSER=1 but no Chromium found (apt-get install -y chromium)");
  console.warn("browser tests SKIPPED: Chromium not found (install Debian's chromium: apt-get install -y chromium)");
  return false;
}

/** What the dashboard exposes to tests (src/ui/hook.ts). */
export const lab = "(window as any).solitaireLab";

export interface Session {
  server: PreviewServer;
  browser: Browser;
  url: string;
  page(): Promise<Page>;
  close(): Promise<void>;
}

export async function openSession(): Promise<Session> {
  const server = await preview({ preview: { host: "127.0.0.1", port: 0 }, logLevel: "silent" });
  const url = server.resolvedUrls!.local[0];
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    server,
    browser,
    url,
    async page() {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      page.on("pageerror", (e) => console.error("page error:", e.message));
      return page;
    },
    async close() {
      await browser.close();
      await new Promise<void>((r) => server.httpServer.close(() => r()));
    },
  };
}

/** A browser session and its page for a describe block: opened before its tests, closed after. */
export function sessionForTests(): { session: () => Session; page: () => Page } {
  let s: Session | undefined;
  let p: Page | undefined;
  beforeAll(async () => {
    s = await openSession();
    p = await s.page();
  });
  afterAll(async () => {
    await s?.close();
  });
  return { session: () => s!, page: () => p! };
}
