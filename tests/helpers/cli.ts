import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const BIN = fileURLToPath(new URL("../../bin/solitaire-lab.js", import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI to completion. */
export function cli(...args: string[]): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export function cliJson(...args: string[]): any {
  const r = cli(...args, "--json");
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

export function cliBackground(...args: string[]) {
  return spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
}
