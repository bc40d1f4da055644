// The two OpenAPI linters third-party tools run (Redocly's "recommended", Spectral's "oas"), as functions.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

export type Finding = { rule: string; severity: 'error' | 'warning' | 'info'; message: string; at: string };

export async function redoclyFindings(doc: unknown): Promise<Finding[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  return problems.map((p) => ({
    rule: p.ruleId,
    severity: p.severity === 'error' ? 'error' : p.severity === 'warn' ? 'warning' : 'info',
    message: p.message,
    at: p.location[0]?.pointer ?? '',
  }));
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'info'] as const;

export async function spectralFindings(doc: unknown): Promise<Finding[]> {
  const spectral = new Spectral();
  spectral.setRuleset(oas as never);
  const results = await spectral.run(new Document(JSON.stringify(doc), Json, 'openapi.json'));
  return results.map((r) => ({
    rule: String(r.code),
    severity: SPECTRAL_SEVERITY[r.severity],
    message: r.message,
    at: `#/${r.path.join('/')}`,
  }));
}
