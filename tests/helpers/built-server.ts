// Starts the site exactly as `npm start` does (build when stale, migrate, demo content) on a free
// port and a fresh DATA_DIR: the server of the end-to-end tests and of the page benchmarks.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmScript } from './npm-script.ts';

export type BuiltServer = { baseUrl: string; dataDir: string; pid: number; stop(): Promise<void> };

type Options = {
  env?: Record<string, string>;
  /** A port of the caller's choosing (a restart behind a proxy keeps its port); a free one otherwise. */
  port?: number;
  /** Where the server's output goes (a log file's descriptor, or the parent's stderr). */
  output?: number | NodeJS.WritableStream;
  /** A DATA_DIR of the caller's, kept when the server stops (a command runs on it between two starts). */
  dataDir?: string;
  /** Called when the server stops by itself, e.g. to say where its log is. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
};

const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
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

export async function startBuiltServer(options: Options = {}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'salvia-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = options.output ?? process.stderr;
  const start = npmScript('start');
  const child = spawn(process.execPath, start.args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', output, output] as StdioOptions,
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  await waitForHealthy(baseUrl, child, 180_000);
  return {
    baseUrl,
    dataDir,
    pid: child.pid as number,
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
