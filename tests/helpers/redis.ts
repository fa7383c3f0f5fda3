// A real redis-server (Debian's package) for the queue tests: started on
// 127.0.0.1 at a free port with a temporary directory and no persistence,
// stopped afterwards. Without redis-server the tests are skipped, saying so;
// with REQUIRE_REDIS=1 (as .ci/run sets) a missing redis-server fails.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const found = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
export const redisServerPath = found.status === 0 ? "redis-server" : undefined;

export function redisAvailable(): boolean {
  if (redisServerPath) return true;
  if (process.env.REQUIRE_REDIS === "1") throw new Error("REQUIRE_REDIS=1 but redis-server is not installed (apt-get install -y redis-server)");
  console.warn("queue tests SKIPPED: redis-server not found (install Debian's redis-server: apt-get install -y redis-server)");
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), "solitaire-lab-redis-"));
  const port = await freePort();
  const child: ChildProcess = spawn(redisServerPath!, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${log}`)), 10_000);
    child.stdout!.on("data", (d) => {
      log += d;
      if (/Ready to accept connections/.test(log)) {
        clearTimeout(t);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(t);
      reject(new Error(`redis-server exited with code ${code}:\n${log}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
