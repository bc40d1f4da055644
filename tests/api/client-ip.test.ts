// Whose address a rate limit counts: the connection's, unless it comes from the proxy TRUST_PROXY names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';

const PROXY = '10.1.2.3';
const contact = { name: '問い合わせ', email: 'visitor@example.com', body: 'お問い合わせの本文です。' };

/** A fresh app with these settings for the tests of one describe block. */
function appWith(env: Record<string, string>) {
  const box: { t?: TestApp } = {};
  beforeAll(async () => {
    box.t = await build('pglite', { env });
  });
  afterAll(() => box.t?.close());
  /** One contact-form post from `remoteAddress`, claiming to forward for `forwardedFor`. */
  return (remoteAddress: string, forwardedFor: string) =>
    (box.t as TestApp).app
      .inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: contact,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
      .then((res) => res.statusCode);
}

describe('client IP without TRUST_PROXY', () => {
  const send = appWith({});

  it('ignores a rotating X-Forwarded-For, so the limit still holds', async () => {
    const codes = [];
    for (let i = 1; i <= 6; i++) codes.push(await send('198.51.100.7', `203.0.113.${i}`));
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('client IP with TRUST_PROXY naming the proxy', () => {
  const send = appWith({ TRUST_PROXY: PROXY });

  it('limits the clients the proxy forwards for one by one, and believes nobody else', async () => {
    const viaProxy = [];
    for (let i = 0; i < 6; i++) viaProxy.push(await send(PROXY, '203.0.113.10'));
    expect(viaProxy).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await send(PROXY, '203.0.113.20')).toBe(201);

    const direct = [];
    for (let i = 1; i <= 6; i++) direct.push(await send('198.51.100.8', `203.0.113.${100 + i}`));
    expect(direct).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
