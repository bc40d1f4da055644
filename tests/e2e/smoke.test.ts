// The built server as `npm start` runs it: health, a Japanese home page and the demo data through the API.
import { createHash } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('the started server', () => {
  it('answers /healthz with ok', async () => {
    const res = await fetch(`${baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves / as server-rendered Japanese HTML', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*lang="ja"/);
    expect(html).toContain('<h1');
  });

  it('sends a strict Content-Security-Policy naming the hash of each inline script', async () => {
    const res = await fetch(`${baseUrl}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com;');
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(policy).not.toContain('nonce');
    const html = await res.text();
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, text] of inlineScripts) {
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
    }
  });

  it('loads nothing from Google when GA_MEASUREMENT_ID is unset', async () => {
    const res = await fetch(`${baseUrl}/articles/1`);
    expect(await res.text()).not.toMatch(/googletagmanager|google-analytics|gtag/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/google/);
  });

  it('answers the public index from the demo content', async () => {
    const res = await fetch(`${baseUrl}/api/v1/articles/public_index?page=1&per=5`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.articles).toHaveLength(5);
    expect(body.meta.total).toBeGreaterThanOrEqual(100);
  });

  it('signs the demo admin in, and is_login needs the token', async () => {
    const signIn = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    });
    expect(signIn.status).toBe(200);
    const { data } = await signIn.json();
    expect(data.writer.role).toBe('admin');
    const withToken = await fetch(`${baseUrl}/api/v1/writers/is_login`, {
      headers: { authorization: `JWT ${data.token}` },
    });
    expect(withToken.status).toBe(200);
    expect((await fetch(`${baseUrl}/api/v1/writers/is_login`)).status).toBe(401);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the brotli copy stored at build time, with its length known up front', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const plain = Buffer.from(
      await (await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(headers['content-encoding']).toBe('br');
    // Compressed on the fly would be chunked; a stored file has its length.
    expect(Number(headers['content-length'])).toBe(body.byteLength);
    expect(brotliDecompressSync(body).equals(plain)).toBe(true);
  });

  it('builds the navigation from the categories editors manage', async () => {
    const token = (
      (await (
        await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
        })
      ).json()) as { data: { token: string } }
    ).data.token;
    const auth = { Authorization: `JWT ${token}` };
    const search = await fetch(`${baseUrl}/api/v1/categories/search_by_title?title=収納`, { headers: auth });
    const found = (await search.json()) as {
      category: { id: number };
    };
    const rename = (title: string) =>
      fetch(`${baseUrl}/api/v1/categories/update?id=${found.category.id}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title }),
      });
    expect((await rename('収納・整理')).status).toBe(200);
    try {
      const html = await (await fetch(`${baseUrl}/about`)).text();
      expect(html).toContain('href="/housework/storage"');
      expect(html).toContain('収納・整理');
    } finally {
      await rename('収納');
    }
  });

  it('answers an unknown page with 404 and the spec wording', async () => {
    const res = await fetch(`${baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await fetch(`${baseUrl}/api/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: '見つかりませんでした' });
  });
});
