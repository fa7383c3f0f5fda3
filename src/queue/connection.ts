// Reaching the Redis server that holds the job queue: the --queue address,
// checked and explained when wrong, and connections that fail fast (one clear
// line) when the server cannot be reached at the start, then reconnect on
// their own if it goes away for a while.

import type { Redis } from "ioredis";
import { UserError } from "../core/errors.ts";

/** The BullMQ queue every worker takes jobs from (each run's jobs carry its id). */
export const QUEUE_NAME = "solitaire-lab";
/** Prefix of every Redis key of the queue (BullMQ's default). */
export const KEY_PREFIX = "bull";

const FORM = "redis://HOST:PORT (rediss:// for TLS; a password as redis://:PASSWORD@HOST:PORT; a database as .../N)";

export interface QueueAddress {
  url: string;
  /** Host and port only, to print (never the password). */
  where: string;
}

export function parseQueueUrl(text: string): QueueAddress {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new UserError(`--queue takes ${FORM}, not "${text}"`);
  }
  if (u.protocol !== "redis:" && u.protocol !== "rediss:") throw new UserError(`--queue takes ${FORM}, not "${text}" (the scheme must be redis: or rediss:)`);
  if (!u.hostname) throw new UserError(`--queue takes ${FORM}, not "${text}" (no host)`);
  if (u.pathname && u.pathname !== "/" && !/^\/\d+$/.test(u.pathname))
    throw new UserError(`--queue: the database must be a number (.../0), not "${u.pathname.slice(1)}"`);
  return { url: text, where: `${u.hostname}:${u.port || "6379"}${u.pathname.length > 1 ? u.pathname : ""}` };
}

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection for BullMQ (which needs maxRetriesPerRequest: null). The first
 * connection must succeed within CONNECT_TIMEOUT_MS; after that, lost
 * connections are retried without end (a restarted server is picked up again).
 */
export async function connect(address: QueueAddress): Promise<Redis> {
  const { Redis } = await import("ioredis"); // loaded only where the queue is used
  let connected = false;
  let lastError = "";
  const redis = new Redis(address.url, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => (connected ? Math.min(200 * times, 5_000) : null),
  });
  redis.on("error", (e: Error) => (lastError = e.message)); // ioredis retries; an unhandled "error" event would end the process
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    redis.disconnect();
    const why = lastError || (e instanceof Error ? e.message : String(e));
    throw new UserError(`cannot reach Redis at ${address.where}: ${why}; is redis-server running there and reachable from this machine (see docs/cluster.md)?`);
  }
  connected = true;
  return redis;
}
