// The production shape on one machine: a fresh PostgreSQL database, a Redis key prefix of its own,
// an S3-protocol bucket for media, two built instances (`node server/start.ts`, as systemd runs
// them) and nginx with the shipped example in front, TRUST_PROXY naming it. An administrator is made with the CLI, as on a real install.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { type BuiltServer, freePort, startBuiltServer } from './built-server.ts';
import { waitUntilUnused, withAdmin } from './database-templates.ts';
import { send } from './loopback-client.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { type S3TestServer, startS3Server } from './s3-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Instance = {
  readonly name: string;
  readonly baseUrl: string;
  /** SIGTERM, wait until it has exited, start it again on the same port; how long each took. */
  restart(): Promise<{ stopMs: number; startMs: number }>;
};

export type ScaleOutSite = {
  /** nginx: what readers reach. */
  proxy: string;
  instances: [Instance, Instance];
  admin: { email: string; password: string; token: string };
  /** A subtopic, which a published article needs. */
  categoryId: number;
  /** The media bucket both instances store pictures in. */
  s3: S3TestServer;
  stop(): Promise<void>;
};

type Settings = { databaseServer: string; redisUrl: string; cacheSeconds: number };

export async function startScaleOutSite(settings: Settings): Promise<ScaleOutSite> {
  const suffix = randomBytes(5).toString('hex');
  const database = `salvia_scale_out_${suffix}`;
  const databaseUrl = new URL(settings.databaseServer);
  databaseUrl.pathname = `/${database}`;
  const redisPrefix = `salvia-scale-out-${suffix}:`;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  };

  try {
    await withAdmin(settings.databaseServer, (client) => client.query(`create database ${database}`));
    stops.push(async () => {
      await withAdmin(settings.databaseServer, async (client) => {
        await waitUntilUnused(client, database);
        await client.query(`drop database if exists ${database} with (force)`);
      });
      await forgetRedisKeys(settings.redisUrl, redisPrefix);
    });

    const s3 = await startS3Server();
    stops.push(() => s3.close());

    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: settings.redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_CACHE_SECONDS: String(settings.cacheSeconds),
      // No load shedding: the instances share two cores with other tests, which can starve one for
      // seconds, and a shed 503 takes an instance out of nginx's rotation for fail_timeout, which the
      // rolling restart reads as both instances gone (load-shedding.test.ts tests shedding).
      SHED_LOAD_AFTER_MS: '0',
      SEARCH_READINGS: 'off',
      LOG_LEVEL: 'info',
    };
    const admin = createAdmin(env);
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const proxy = `http://127.0.0.1:${proxyPort}`;
    // One after the other: the first start migrates (and builds when the build is stale).
    const a = await startInstance('a', portA, { ...env, SITE_URL: proxy });
    stops.push(() => a.stop());
    const b = await startInstance('b', portB, { ...env, SITE_URL: proxy });
    stops.push(() => b.stop());
    const nginx: Nginx = await startNginx({
      port: proxyPort,
      upstreams: [portA, portB],
      logs: path.join(root, 'test-results/scale-out-nginx'),
    });
    stops.push(() => nginx.stop());

    const signIn = await send(`${a.baseUrl}/api/v1/auth/sign_in`, { method: 'POST', json: admin });
    if (signIn.status !== 200) throw new Error(`the administrator could not sign in: ${signIn.status} ${signIn.text}`);
    const token = JSON.parse(signIn.text).data.token as string;
    // The spec's category form posts its fields in the query.
    const newCategory = async (fields: Record<string, string>) => {
      const made = await send(`${a.baseUrl}/api/v1/categories/new?${new URLSearchParams(fields)}`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
      });
      if (made.status !== 201) throw new Error(`a category could not be made: ${made.status} ${made.text}`);
      return JSON.parse(made.text).category.id as number;
    };
    const main = await newCategory({ title: '暮らし', slug: 'kurashi' });
    const categoryId = await newCategory({ title: '住まい', slug: 'sumai', parent_id: String(main) });

    return { proxy, instances: [a, b], admin: { ...admin, token }, categoryId, s3, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The first administrator, made by `npm run create-admin` with the password piped in. */
function createAdmin(env: Record<string, string>) {
  const admin = { email: 'admin@scale-out.example', password: randomBytes(12).toString('base64url') };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-cli-'));
  try {
    const result = spawnSync(
      process.execPath,
      ['server/cli/create-admin.ts', '--email', admin.email, '--name', '管理者'],
      { cwd: root, input: `${admin.password}\n`, env: { ...process.env, ...env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`create-admin failed: ${result.stderr}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return admin;
}

/** An instance on a fixed port (nginx knows it by its port), logging to test-results/scale-out-<name>.log. */
async function startInstance(name: string, port: number, env: Record<string, string>) {
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // Appended to across restarts, started afresh by each run.
  const output = openSync(path.join(root, `test-results/scale-out-${name}.log`), 'w');
  const start = () =>
    startBuiltServer({
      port,
      env,
      output,
      onUnexpectedExit: (code, signal) =>
        console.error(
          `instance ${name} exited (code ${code}, signal ${signal}); see test-results/scale-out-${name}.log`,
        ),
    });
  let server: BuiltServer = await start();
  return {
    name,
    baseUrl: server.baseUrl,
    async restart() {
      const stopping = performance.now();
      await server.stop();
      const starting = performance.now();
      server = await start();
      return { stopMs: Math.round(starting - stopping), startMs: Math.round(performance.now() - starting) };
    },
    async stop() {
      await server.stop();
      closeSync(output);
    },
  };
}

async function forgetRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
