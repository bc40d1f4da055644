// Starts `npm start` exactly as a newcomer would (build when stale, migrate, seed) on a free port
// and a fresh DATA_DIR, and hands its URL to the e2e tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

let stopping = false;

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '../..');
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // The server's own log (info and up), to read when something goes wrong.
  const log = openSync(path.join(root, 'test-results/server.log'), 'w');
  const child = spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', log, log],
  });
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`The e2e server exited early (code ${code}, signal ${signal}); see test-results/server.log`);
  });
  await waitForHealthy(baseUrl, child, 180_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
