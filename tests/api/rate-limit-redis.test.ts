// With REDIS_URL, rate limits are shared by every instance (run when TEST_REDIS_URL is set).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await build('pglite', { env: { REDIS_URL: redisUrl ?? '' } });
    b = await build('pglite', { env: { REDIS_URL: redisUrl ?? '' } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts requests to two instances together', async () => {
    const ip = `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const payload = { name: '共有', email: 'shared@example.com', body: '二つのインスタンスから送ります。' };
    const send = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress: ip });
    const codes = [];
    for (const t of [a, b, a, b, a]) codes.push((await send(t)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    expect((await send(b)).statusCode).toBe(429);
  });

  it('counts wrong passwords for one account on two instances and from many addresses together', async () => {
    const email = `guessed-${randomInt(0, 1_000_000_000)}@example.com`;
    const guess = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign_in',
        payload: { email, password: `guess-${i}` },
        remoteAddress: `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`,
      });
    const codes = [];
    for (let i = 1; i <= 31; i++) codes.push((await guess(i % 2 ? a : b, i)).statusCode);
    expect(codes).toEqual([...Array(30).fill(401), 429]);
  });
});
