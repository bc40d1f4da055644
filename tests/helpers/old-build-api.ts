// Run in a child process by old-build-on-new-schema.test.ts: an older checkout's API (its own config,
// database client, services and routes) on databases the current migrations made, as the old
// instances of a rolling deploy are. Reads and writes through the API of each and prints what it saw,
// one result per database, as JSON. One process for all of them: loading the old code is most of it.
// Usage: node tests/helpers/old-build-api.ts <old checkout> <JSON list of { dataDir, url, email, password }>
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type OldBuildTarget = { dataDir: string; url: string; email: string; password: string };

const [oldRoot = '', targets = '[]'] = process.argv.slice(2);
const load = (file: string) => import(pathToFileURL(path.join(oldRoot, 'server', file)).href);

const [{ parseConfig }, { openDatabase }, { createDeps }, { buildApp }, { default: pino }] = await Promise.all([
  load('config.ts'),
  load('db/client.ts'),
  load('deps.ts'),
  load('app.ts'),
  import('pino'),
]);

async function readAndWrite({ dataDir, url, email, password }: OldBuildTarget) {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url || undefined,
    JWT_SECRET: 'old-build-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    SEARCH_READINGS: 'off',
    PUBLIC_CACHE_SECONDS: '0',
    SHED_LOAD_AFTER_MS: '0',
  });
  // The old code opens the database without migrating it: the schema is the new release's.
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(dataDir, 'db') });
  const app = await buildApp(createDeps(config, database, pino({ level: 'silent' })), {});
  try {
    const call = async (method: string, target: string, payload?: object, headers: Record<string, string> = {}) => {
      const res = await app.inject({ method, url: `/api/v1${target}`, payload, headers });
      return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
    };
    const ids = (body: { articles?: { id: number }[] } | null) => (body?.articles ?? []).map((a) => a.id);
    const signIn = await call('POST', '/auth/sign_in', { email, password });
    const auth = { authorization: `JWT ${signIn.body?.data?.token}` };
    const list = await call('GET', '/articles/public_index');
    const created = await call(
      'POST',
      '/articles/new',
      { title: '旧版から書いた記事', body_html: '<p>旧版</p>' },
      auth,
    );
    const readBack = await call('GET', `/articles/view?id=${created.body?.article?.id}`, undefined, auth);
    const search = await call('GET', `/articles/search?title=${encodeURIComponent('冬')}`);
    return {
      signIn: signIn.status,
      list: { status: list.status, ids: ids(list.body) },
      search: { status: search.status, ids: ids(search.body) },
      created: created.status,
      readBack: {
        status: readBack.status,
        title: readBack.body?.article?.title as string,
        body_html: readBack.body?.article?.body_html as string,
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** What the old release saw on one database. */
export type OldBuildSeen = Awaited<ReturnType<typeof readAndWrite>>;

const seen: OldBuildSeen[] = [];
for (const target of JSON.parse(targets) as OldBuildTarget[]) seen.push(await readAndWrite(target));
process.stdout.write(JSON.stringify(seen));
