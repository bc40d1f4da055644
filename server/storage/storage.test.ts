import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
