// A site started on a port of its own with SITE_URL unset: its start-up line, preview links and
// canonical addresses all name that port, and a preview link opens over real HTTP. The site is the
// server's own start path (startSalvia) in this process, on the embedded database.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { startSalvia } from '../../server/index.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { freePort } from '../helpers/built-server.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const work = mkdtempSync(path.join(tmpdir(), 'salvia-address-test-'));
const dataDir = path.join(work, 'data');

describe('a site on another port with SITE_URL unset', () => {
  const logLines: string[] = [];
  let site: Awaited<ReturnType<typeof startSalvia>>;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(dataDir);
    const template = new Blob([readFileSync(inject('databaseTemplates').pgliteDump)]);
    await (await openDatabase({ dir: path.join(dataDir, 'db'), dataDirDump: template })).close();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      SEARCH_READINGS: 'off',
      STORED_BODIES: 'off',
      PUBLIC_CACHE_SECONDS: '0',
      SHED_LOAD_AFTER_MS: '0',
    });
    const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    site = await startSalvia(config, log, { ssrBuild: await loadSsrBuild() });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('says where it is in its start-up line', () => {
    const up = logLines.map((line) => JSON.parse(line).msg as string).find((msg) => msg.startsWith('Salvia is up'));
    expect(up).toBe(`Salvia is up on ${origin}`);
  });

  it("opens the editor's preview at the address it listens on", async () => {
    const deps = site.app.deps;
    const writer = await createWriter(deps);
    const parent = await createCategory(deps, { slug: 'living' });
    const category = await createCategory(deps, { slug: 'kitchen', parentId: parent.id });
    const article = await createArticle(deps, { writerId: writer.id, categoryId: category?.id, status: 'draft' });
    const res = await fetch(`${origin}/api/v1/articles/${article?.id}/preview_link`, {
      method: 'POST',
      headers: await authHeader(deps, writer.id),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${origin}/articles/preview?token=`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(article?.title);
  });

  it('names its own port in the canonical address of a public page', async () => {
    const deps = site.app.deps;
    const writer = await createWriter(deps);
    const category = await createCategory(deps);
    const article = await createArticle(deps, { writerId: writer.id, categoryId: category?.id });
    const html = await (await fetch(`${origin}/articles/${article?.id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/articles/${article?.id}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/articles/${article?.id}"/>`);
  });
});
