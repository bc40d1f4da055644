// The public cache's second level when REDIS_URL is set: what one instance rendered or computed,
// every instance serves, and a change on one instance drops the cache of all of them.
//
// Keys carry a generation that every change increments in Redis; a change is also published, so
// every instance empties its own first level at once. Redis is a help, never a dependency: while it
// is away, reads go to the database and a change made meanwhile is replayed when it is back, so no
// instance is left reading entries written before that change.
import { deserialize, serialize } from 'node:v8';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A cache read slower than this is a miss: the database is the better bet. */
const COMMAND_TIMEOUT_MS = 250;
/** A generation read that failed is tried again this soon: a slow answer brings no reconnect. */
const SYNC_RETRY_MS = 1000;

/** An entry read from Redis, with the time it has left there. */
type SharedEntry<T> = { value: T; ttlMs: number };

/** What Redis holds under a key now, and where a fresh value goes (nowhere if content changes meanwhile). */
type SharedSlot<T> = {
  entry: SharedEntry<T> | undefined;
  /** Stores in the background: a failed write costs a later miss, nothing else. */
  store(value: T): void;
};

export type SharedLayer = {
  /** `lasting` entries are kept across changes (only their TTL ends them). */
  lookup<T>(key: string, options?: { lasting?: boolean }): Promise<SharedSlot<T>>;
  /** Public content changed: drops every instance's entries (theirs through `onChanged`). */
  changed(): Promise<void>;
  /** Resolves once the generation has been read, i.e. once entries are shared. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export function createRedisLayer(options: {
  redis: Redis;
  /** Starts every key and the channel name. */
  prefix: string;
  ttlMs: number;
  log: Logger;
  /** Another instance changed public content: forget what this one holds. */
  onChanged: () => void;
}): SharedLayer {
  const { prefix, ttlMs, log } = options;
  const generationKey = `${prefix}generation`;
  const channel = `${prefix}changed`;
  // Values are structured clones (v8), so dates and buffers come back as they went in.
  const client = options.redis.duplicate({ commandTimeout: COMMAND_TIMEOUT_MS, enableOfflineQueue: false });
  // The subscription is asked for at once and must wait for the connection: a queue of its own.
  const subscriber = options.redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
  /** Undefined until read from Redis: entries are neither read nor written without it. */
  let generation: number | undefined;
  /** A change Redis did not hear about: bumped as soon as it answers again. */
  let missedChange = false;
  let synced: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    synced = resolve;
  });
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * A newer generation: from the first read, or `heard` of a change (another instance's, or one this
   * instance replays). What this instance holds is older than a heard change, even when it had not
   * read a generation yet.
   */
  const adopt = (value: number, heard: boolean) => {
    if (generation !== undefined && value <= generation) return;
    const first = generation === undefined;
    generation = value;
    if (first) synced();
    if (heard || !first) options.onChanged();
  };
  const sync = async () => {
    clearTimeout(retry);
    try {
      if (missedChange) {
        await bump();
        missedChange = false;
      } else {
        adopt(Number((await client.get(generationKey)) ?? 0), false);
      }
    } catch (error) {
      log.warn({ err: error }, 'public cache: Redis did not answer; serving from this instance only');
      // Unreachable, the next 'ready' syncs; connected but slow, nothing would.
      if (!closed && client.status === 'ready') retry = setTimeout(() => void sync(), SYNC_RETRY_MS).unref();
    }
  };
  const bump = async () => {
    const next = await client.incr(generationKey);
    adopt(next, true);
    await client.publish(channel, String(next));
  };

  client.on('ready', () => void sync());
  client.on('error', () => {}); // reported by the calls that fail
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel, message) => adopt(Number(message), true));
  // Re-subscribing after a reconnect is ioredis's job (autoResubscribe); a change missed while
  // disconnected is caught by the generation read on the next 'ready'.
  subscriber.subscribe(channel).catch(() => {});
  // Before the client is up its own 'ready' syncs; asking now would only fail (no offline queue).
  subscriber.on('ready', () => {
    if (client.status === 'ready') void sync();
  });

  const usable = () => generation !== undefined && !missedChange && client.status === 'ready';
  const none: SharedSlot<never> = { entry: undefined, store() {} };

  async function read<T>(key: string): Promise<SharedEntry<T> | undefined> {
    try {
      const [[, value], [, ttl]] = (await client.multi().getBuffer(key).pttl(key).exec()) as [
        [Error | null, Buffer | null],
        [Error | null, number],
      ];
      return value && ttl > 0 ? { value: deserialize(value) as T, ttlMs: ttl } : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async lookup<T>(key: string, options?: { lasting?: boolean }): Promise<SharedSlot<T>> {
      if (!usable()) return none;
      const lasting = options?.lasting ?? false;
      const seen = generation;
      const redisKey = `${prefix}${lasting ? 'lasting' : seen}:${key}`;
      return {
        entry: await read<T>(redisKey),
        store(value) {
          // Computed from content older than the last change: not for anyone else.
          if ((!lasting && generation !== seen) || !usable()) return;
          client.set(redisKey, serialize(value), 'PX', ttlMs).catch(() => {});
        },
      };
    },
    async changed() {
      try {
        await bump();
      } catch (error) {
        missedChange = true;
        log.warn({ err: error }, 'public cache: Redis missed a change; it is replayed when Redis is back');
      }
    },
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      subscriber.disconnect();
      client.disconnect();
    },
  };
}
