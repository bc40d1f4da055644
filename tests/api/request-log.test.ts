// The access log: one line per request, each line naming its request's id, and never a secret from
// a URL, a body or a header: a reset link logged is not a reset link.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { createWriter } from '../helpers/factories.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  it("gives every request an id, the proxy's own when it is a plain token, and logs it with each line", async () => {
    const sent = await t.app.inject({ url: '/api/v1/categories', headers: { 'x-request-id': 'lb-7f3a.2_9' } });
    expect(sent.headers['x-request-id']).toBe('lb-7f3a.2_9');
    const mine = lines.filter((line) => line.includes('lb-7f3a.2_9'));
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0] ?? '{}')).toMatchObject({ reqId: 'lb-7f3a.2_9', msg: 'request completed' });

    const made = await t.app.inject('/api/v1/categories');
    expect(made.headers['x-request-id']).toMatch(UUID);
    const other = await t.app.inject('/api/v1/categories');
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);

    // Too long, or with characters that could forge or bloat a log line: replaced, not echoed.
    for (const forged of ['a'.repeat(65), 'id with spaces', 'id"},{"level":60']) {
      const res = await t.app.inject({ url: '/api/v1/categories', headers: { 'x-request-id': forged } });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(lines.some((line) => line.includes(forged))).toBe(false);
    }
  });

  it('never logs a password, a token or a cookie sent with a request', async () => {
    const writer = await createWriter(t.deps, { password: 'pass-word-in-the-body-42' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { email: writer.email, password: writer.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const jwt: string = signedIn.json().data.token;
    await t.app.inject({
      url: '/api/v1/writers/is_login',
      headers: { authorization: `JWT ${jwt}`, cookie: 'session=cookie-secret-value-99' },
    });
    await t.app.inject({
      url: '/api/v1/categories',
      headers: { authorization: 'Bearer bearer-secret-value-77', cookie: 'other=cookie-secret-value-98' },
    });
    const resetToken = 'reset-link-token-value-from-mail';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/writers/reset',
      payload: { token: resetToken, email: writer.email, password: 'new-pass-word-in-body-43' },
    });

    expect(lines.filter((line) => line.includes('/api/v1/writers/reset')).length).toBeGreaterThan(0);
    const log = lines.join('\n');
    for (const secret of [
      writer.password,
      'new-pass-word-in-body-43',
      jwt,
      jwt.split('.')[2] ?? jwt,
      'bearer-secret-value-77',
      'cookie-secret-value-9',
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
