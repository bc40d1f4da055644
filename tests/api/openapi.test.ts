import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite');
  });
  afterAll(() => t?.close());

  it('is generated from the route schemas and lists every resource', async () => {
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
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
      ['/api/v1/media/', 'post'],
      ['/api/v1/analytics/page_views', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(60);
  });

  it('describes the sign-in request and its answers', async () => {
    const signIn = (await t.app.inject('/api/v1/openapi.json')).json().paths['/api/v1/auth/sign_in'].post;
    const body = signIn.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(signIn.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty(
      'token',
    );
    expect(signIn.responses).toHaveProperty('422');
  });

  it('serves a docs page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Salvia API ドキュメント');
  });
});
