import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import docs from '../../server/routes/docs.ts';
import { build, type TestApp } from '../helpers/app.ts';

type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  info: Record<string, string>;
  paths: Record<string, Record<string, Operation>>;
} & Record<string, unknown>;

type MetaSchema = { properties: Record<string, { type?: string; description?: string }>; required: string[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every key named `key` anywhere in a JSON value. */
function findKeys(value: unknown, key: string, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => findKeys(v, key, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [at] : []), ...findKeys(v, key, `${at}.${k}`)]);
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await build('pglite');
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('has the OpenAPI 3.1 shape: version, info, paths, the JWT security scheme', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Salvia API', version: expect.any(String) });
    expect(doc.components).toMatchObject({
      securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    });
    // 3.1 uses JSON Schema's `type: [..., "null"]` / anyOf; `nullable` is a 3.0 keyword.
    expect(findKeys(doc.paths, 'nullable')).toEqual([]);
    // Internal routes stay out of the document.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(doc.paths).not.toHaveProperty('/api/v1/openapi.json');
    expect(doc.paths).not.toHaveProperty('/healthz');
  });

  it('gives every operation responses with descriptions, and declares every path parameter', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const where = `${method} ${path}`;
        expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
        for (const response of Object.values(op.responses)) expect(response.description, where).toBeTruthy();
        for (const name of templated) {
          expect(op.parameters, where).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
        }
        for (const param of op.parameters ?? []) {
          expect(['query', 'path', 'header', 'cookie'], where).toContain(param.in);
          expect(param.schema, `${where} ${param.name}`).toBeDefined();
        }
      }
    }
  });

  it('names every operation once, says who may call it and answers 400 and 422 where input can be wrong', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path, 'no trailing slash').not.toMatch(/.\/$/);
      for (const [method, op] of Object.entries(item) as [string, Operation & Record<string, unknown>][]) {
        if (!METHODS.includes(method)) continue;
        const where = `${method} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z]+[A-Za-z]+$/);
        expect(ids.has(op.operationId as string), where).toBe(false);
        ids.add(op.operationId as string);
        // Signed-in operations carry the token; the rest say plainly that they need none.
        expect(op.security, where).toEqual(op.responses['403'] ? [{ jwt: [] }] : expect.any(Array));
        expect(op.responses, where).toHaveProperty('400');
        if (op.parameters?.length || op.requestBody) expect(op.responses, where).toHaveProperty('422');
      }
    }
    expect(doc.paths['/api/v1/articles/public_index']?.get).toMatchObject({ security: [] });
    const update = doc.paths['/api/v1/articles/update']?.patch as Operation;
    expect(Object.keys(update.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '422', '423']),
    );
    for (const path of ['/api/v1/auth/sign_in', '/api/v1/contact', '/api/v1/writers/get_code']) {
      const op = Object.values(doc.paths[path] ?? {})[0] as Operation;
      expect(op.responses, path).toHaveProperty('429');
    }
  });

  it('lists the known paths with their methods', () => {
    const expected: [string, string][] = [
      ['/api/v1/auth/sign_in', 'post'],
      ['/api/v1/writers/is_login', 'get'],
      ['/api/v1/writers/public_writers', 'get'],
      ['/api/v1/writers/get_code', 'put'],
      ['/api/v1/articles/public_index', 'get'],
      ['/api/v1/articles/categorized', 'get'],
      ['/api/v1/articles/{id}/refresh_locked_article', 'patch'],
      ['/api/v1/articles/update', 'patch'],
      ['/api/v1/tags/new', 'post'],
      ['/api/v1/tags/my_trash', 'get'],
      ['/api/v1/categories/tags_in_main_categories', 'get'],
      ['/api/v1/media', 'get'],
      ['/api/v1/media', 'post'],
      ['/api/v1/media/search', 'get'],
      ['/api/v1/media/delete', 'delete'],
      ['/api/v1/analytics/page_views', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/v1/media/search']).not.toHaveProperty('post');
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(60);
  });

  it('describes the sign-in request and its answers', () => {
    const signIn = doc.paths['/api/v1/auth/sign_in']?.post as Operation;
    const body = signIn.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body?.properties).toHaveProperty('email');
    const ok = signIn.responses['200']?.content?.['application/json']?.schema as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(ok.properties.data.properties)).toEqual(expect.arrayContaining(['token', 'writer']));
    expect(signIn.responses).toHaveProperty('422');
    expect(signIn.responses).toHaveProperty('401');
  });

  it('describes the media upload as a multipart form with a file, and its answers', () => {
    const upload = doc.paths['/api/v1/media']?.post as Operation;
    const form = upload.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, Record<string, string>>;
    };
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '401', '413', '415', '422']));
    const list = doc.paths['/api/v1/media/search']?.get as Operation;
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['keyword', 'writer_id', 'page', 'per']),
    );
    const listBody = list.responses['200']?.content?.['application/json']?.schema as { required: string[] };
    expect(listBody.required).toEqual(expect.arrayContaining(['urls', 'media', 'meta']));
  });

  it('documents that a keyword search may stop counting (meta.total_capped)', () => {
    for (const path of ['/api/v1/articles/search', '/api/v1/articles/admin_search']) {
      const ok = (doc.paths[path]?.get as Operation | undefined)?.responses['200']?.content?.['application/json'];
      const meta = (ok?.schema as { properties: { meta: MetaSchema } } | undefined)?.properties.meta;
      expect(meta?.properties.total_capped, path).toMatchObject({ type: 'boolean' });
      expect(meta?.properties.total_capped?.description, path).toContain('1,000件以上');
      expect(meta?.required, path).not.toContain('total_capped');
    }
  });
});

describe('API docs page (/api/docs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite');
  });
  afterAll(() => t?.close());

  it('serves the Swagger UI page with its title and its own assets (no CDN)', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Salvia API ドキュメント');
    expect(page.body).not.toMatch(/https?:\/\/(?:unpkg|cdn|cdnjs)/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-initializer.js']) {
      const res = await t.app.inject(`/api/docs/static/${asset}`);
      expect(res.statusCode, asset).toBe(200);
    }
    // A strict CSP of its own: only same-origin scripts, and no https upgrade on a plain-http dev server.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The online validator badge would call out to validator.swagger.io: it is off.
    expect((await t.app.inject('/api/docs/static/swagger-initializer.js')).body).toContain('validatorUrl: null');
  });

  it('reads the same document as /api/v1/openapi.json', async () => {
    const fromDocs = (await t.app.inject('/api/docs/json')).json();
    const published = (await t.app.inject('/api/v1/openapi.json')).json();
    expect(fromDocs).toEqual(published);
  });

  it('works as a plugin on its own (registered after @fastify/swagger)', async () => {
    const app = Fastify();
    await app.register((await import('@fastify/swagger')).default, { openapi: { info: { title: 'x', version: '1' } } });
    await app.register(docs);
    app.get('/hello', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject('/api/docs/')).statusCode).toBe(200);
    expect((await app.inject('/api/docs/json')).json().paths).toHaveProperty('/hello');
    await app.close();
  });
});
