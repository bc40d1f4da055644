// The access log never holds a secret from a URL: a reset link logged is not a reset link.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await build('pglite', { overrides: { log: pino({ level: 'info' }, sink) } });
  });
  afterAll(() => t?.close());

  it('logs the reset page without the token and the address of its link, and other URLs as they are', async () => {
    const token = 'Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZQ';
    await t.app.inject(`/reset_password/reset?token=${token}&email=hanako%40example.com&from=mail`);
    const logged = lines.filter((line) => line.includes('/reset_password/reset'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.parse(logged[0] ?? '{}').req.url).toBe('/reset_password/reset?token=REDACTED&email=REDACTED&from=mail');
    for (const line of logged) {
      expect(line).not.toContain(token);
      expect(line).not.toContain('hanako');
    }
    const search = '/api/v1/articles/search?keyword=%E6%96%99%E7%90%86&page=2';
    await t.app.inject(search);
    const searched = lines.filter((line) => line.includes(`"url":"${search}"`));
    // One line per request, with what it was and how it ended.
    expect(searched).toHaveLength(1);
    expect(JSON.parse(searched[0] ?? '{}')).toMatchObject({ msg: 'request completed', res: { statusCode: 422 } });
  });
});
