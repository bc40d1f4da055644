// GA4 is opt-in: with GA_MEASUREMENT_ID the public pages load gtag.js from a host the page's policy
// names; without it neither the page nor the policy mentions Google.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const ID = 'G-TEST12345';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe('with GA_MEASUREMENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite', { env: { GA_MEASUREMENT_ID: ID }, ssrBuild });
  });
  afterAll(() => t?.close());

  it('loads gtag.js asynchronously, a script its policy allows by its host', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    const tag = res.body.match(/<script[^>]*googletagmanager[^>]*>/)?.[0];
    expect(tag).toBeDefined();
    expect(tag).toContain(`src="https://www.googletagmanager.com/gtag/js?id=${ID}"`);
    expect(tag).toContain('async');
    expect(tag).not.toContain('nonce');
  });

  it('names Google’s hosts in script-src, img-src and connect-src', async () => {
    const policy = (await t.app.inject('/about')).headers['content-security-policy'] as string;
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://*.googletagmanager.com');
    expect(directive('img-src')).toContain('https://*.google-analytics.com');
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('connect-src')).toContain('https://*.analytics.google.com');
    expect(directive('default-src')).toBe("default-src 'self'");
  });
});

describe('without GA_MEASUREMENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite', { ssrBuild });
  });
  afterAll(() => t?.close());

  it('neither the page nor its policy mentions Google', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/googletagmanager|google-analytics|gtag/);
    expect(res.headers['content-security-policy']).not.toMatch(/google/);
  });
});
