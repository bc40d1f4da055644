import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './storage.ts';

describe('local media storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salvia-media-'));
  const storage = createStorage({ media: { storage: 'local', dir } });

  it('writes under the media folder and answers a /media URL; remove deletes it', async () => {
    const url = await storage.put('2026/11/abc-640.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('/media/2026/11/abc-640.webp');
    expect(existsSync(path.join(dir, '2026/11/abc-640.webp'))).toBe(true);
    await storage.remove(url);
    expect(existsSync(path.join(dir, '2026/11/abc-640.webp'))).toBe(false);
  });

  it('refuses keys that escape the folder', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
    await expect(storage.remove('/media/../../etc/passwd')).rejects.toThrow(/escapes/);
  });

  it('leaves URLs it did not make alone', async () => {
    await expect(storage.remove('https://elsewhere.example/a.png')).resolves.toBeUndefined();
  });
});

describe('S3 media storage (against a local stand-in for the bucket)', () => {
  const requests: { method?: string; url?: string; headers: Record<string, unknown>; body: Buffer }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.method === 'DELETE' ? 204 : 200, { etag: '"x"' }).end();
    });
  });
  let storage: ReturnType<typeof createStorage>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = createStorage({
      media: {
        storage: 's3',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'auto',
        bucket: 'salvia-media',
        accessKeyId: 'test',
        secretAccessKey: 'test',
        publicUrl: 'https://cdn.example.com/media/',
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts the object under its key with type and long caching, and answers the public URL', async () => {
    const url = await storage.put('2026/11/abc-640.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/media/2026/11/abc-640.webp');
    const put = requests.at(-1);
    expect(put).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(/^\/salvia-media\/2026\/11\/abc-640\.webp/),
    });
    expect(put?.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(put?.body.toString()).toBe('webp-bytes');
  });

  it('sends no flexible checksum to a store named by S3_ENDPOINT (several compatible stores refuse one)', async () => {
    await storage.put('2026/11/abc-320.webp', Buffer.from('webp-bytes'), 'image/webp');
    const headers = Object.keys(requests.at(-1)?.headers ?? {});
    expect(headers).toContain('x-amz-content-sha256');
    expect(headers.filter((h) => /^x-amz-(sdk-)?checksum/.test(h))).toEqual([]);
  });

  it('deletes the object behind one of its URLs and leaves other URLs alone', async () => {
    await storage.remove('https://cdn.example.com/media/2026/11/abc-640.webp');
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(/^\/salvia-media\/2026\/11\/abc-640\.webp/),
    });
    const before = requests.length;
    await storage.remove('/media/2026/11/abc.png');
    await storage.remove('https://elsewhere.example/media/abc.png');
    expect(requests).toHaveLength(before);
  });
});
