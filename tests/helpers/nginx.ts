// Runs Debian's nginx with the shipped example (deploy/nginx/salvia.conf) in front of test instances:
// only the lines the example marks "SET" are swapped for a temporary cache, a free port and the
// instances' ports, so the configuration under test is the one deployments copy.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const shippedConfig = path.resolve(import.meta.dirname, '../../deploy/nginx/salvia.conf');

export type Nginx = { baseUrl: string; port: number; dir: string; stop(): Promise<void> };

/** Replaces what `pattern` matches, exactly once: a changed example fails here, not in a puzzling test. */
function swap(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
  if (matches !== 1)
    throw new Error(`deploy/nginx/salvia.conf: expected one line matching ${pattern}, found ${matches}`);
  return text.replace(new RegExp(pattern.source, 'm'), replacement);
}

/** The shipped site configuration with this run's cache directory, port and instances. */
function renderSiteConfig(options: { cacheDir: string; port: number; upstreams: number[] }): string {
  let text = readFileSync(shippedConfig, 'utf8');
  text = swap(text, /^proxy_cache_path \S+/, `proxy_cache_path ${options.cacheDir}`);
  text = swap(text, /^ {4}listen 80;$/, `    listen 127.0.0.1:${options.port};`);
  // Each test instance gets the shipped line's parameters (max_fails, max_conns…), only its port swapped.
  const shipped = /^ {4}server 127\.0\.0\.1:3001 (.*)$/m.exec(text)?.[1] ?? '';
  const servers = options.upstreams.map((port) => `    server 127.0.0.1:${port} ${shipped}`);
  return swap(text, /^ {4}server 127\.0\.0\.1:3001 .*\n {4}server 127\.0\.0\.1:3002 .*$/, servers.join('\n'));
}

function untilListening(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() > deadline) reject(new Error(`nginx did not listen within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts nginx in the foreground with its files in a temporary directory. */
export async function startNginx(options: {
  port: number;
  upstreams: number[];
  /** Where its error and access logs go (`<logs>-error.log`, `<logs>-access.log`); its directory otherwise. */
  logs?: string;
}): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salvia-nginx-'));
  const logs = options.logs ?? path.join(dir, 'nginx');
  for (const sub of ['cache', 'temp']) mkdirSync(path.join(dir, sub));
  // nginx appends to its logs: each run starts them afresh.
  for (const log of ['error', 'access']) writeFileSync(`${logs}-${log}.log`, '');
  writeFileSync(
    path.join(dir, 'salvia.conf'),
    renderSiteConfig({ cacheDir: path.join(dir, 'cache'), port: options.port, upstreams: options.upstreams }),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, workers would otherwise run as nobody, who cannot write this directory.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${logs}-error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      // Which instance answered what, and whether the cache did.
      '  log_format upstreams \'$msec $remote_addr "$request" $status $upstream_cache_status ' +
        "upstream=$upstream_addr upstream_status=$upstream_status $request_time';",
      `  access_log ${logs}-access.log upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'salvia.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${logs}-error.log`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await untilListening(options.port, child, 10_000);
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    port: options.port,
    dir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const nginxInstalled = () => existsSync(NGINX_PATH);

/** How long the shipped example leaves a failed instance out (its upstream servers' fail_timeout). */
export function failTimeoutMs(): number {
  return Number(shippedServerParameter('fail_timeout', /(\d+)s/)) * 1000;
}

/** How many requests the shipped example lets one instance work on at once (max_conns). */
export function maxConnsPerInstance(): number {
  return Number(shippedServerParameter('max_conns', /(\d+)/));
}

function shippedServerParameter(name: string, value: RegExp): string {
  const pattern = new RegExp(`^ {4}server .*\\b${name}=${value.source}[ ;]`, 'm');
  const found = readFileSync(shippedConfig, 'utf8').match(pattern)?.[1];
  if (!found) throw new Error(`deploy/nginx/salvia.conf: no ${name}= on its upstream servers`);
  return found;
}
