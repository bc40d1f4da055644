// HTTP requests from a chosen loopback address: on Linux all of 127.0.0.0/8 is this machine, so
// 127.0.0.2 and 127.0.0.3 are two clients as far as a proxy or a rate limit can tell.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

type Options = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** The client's own address; 127.0.0.1 when not given. */
  from?: string;
  /** Keeps connections open between requests (a browser's behaviour). */
  agent?: Agent;
};

export function send(url: string, options: Options = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers, localAddress: options.from, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.end(body);
  });
}

/** A browser-like client at one address: keeps its connections, sends JSON. */
export function clientAt(from: string) {
  const agent = new Agent({ keepAlive: true, localAddress: from });
  return {
    send: (url: string, options: Omit<Options, 'from' | 'agent'> = {}) => send(url, { ...options, from, agent }),
    close: () => agent.destroy(),
  };
}
