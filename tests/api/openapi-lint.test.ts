// The document /api/docs serves (pages included, as in production) passes Redocly's "recommended"
// and Spectral's "oas" rulesets without an error, so generators and API tools take it as it is.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { type Finding, redoclyFindings, spectralFindings } from '../helpers/openapi-lint.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const errorsIn = (findings: Finding[]) =>
  findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} at ${f.at}: ${f.message}`);

describe('OpenAPI document under third-party linters', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let doc: unknown;
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no Redocly errors (recommended ruleset)', async () => {
    expect(errorsIn(await redoclyFindings(doc))).toEqual([]);
  });

  it('has no Spectral errors (oas ruleset)', async () => {
    expect(errorsIn(await spectralFindings(doc))).toEqual([]);
  });
});
