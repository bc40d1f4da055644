// The reading pages (home, lists, articles, search, information) load React, React Router and the
// site's own components, nothing heavier (docs/decisions/006): no schema library (contract/'s Zod),
// no UI kit, no editor, no icon set, no date library. Checked on the build every page preloads from:
// React Router's manifest names each route's module and every chunk it imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDir } from '../../server/build-stamp.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const READING_ROUTES = [
  'root',
  'routes/site/layout',
  'routes/site/default-layout',
  'routes/site/home',
  'routes/site/category',
  'routes/site/categories',
  'routes/site/article',
  'routes/site/articles',
  'routes/site/search',
  'routes/site/tag',
  'routes/site/tag-list',
  'routes/site/writer',
  'routes/site/writers',
  'routes/site/reviewer',
  'routes/site/not-found',
  'info-about',
];

/** A string each library's minified code keeps. */
const LIBRARIES = {
  Zod: '$ZodType',
  Mantine: '@mantine/core/',
  TipTap: 'ProseMirror',
  dayjs: '$isDayjsObject',
  'Tabler icons': 'tabler-icon',
};

let build: ServerBuild;
beforeAll(async () => {
  build = await loadSsrBuild();
});

describe('what a reading page loads', () => {
  it.each(READING_ROUTES)('%s brings none of the libraries the admin and the forms use', (id) => {
    const route = build.assets.routes[id];
    expect(route, `no route ${id} in the build`).toBeDefined();
    const files = [build.assets.entry.module, ...build.assets.entry.imports, route?.module, ...(route?.imports ?? [])];
    const found: string[] = [];
    for (const file of new Set(files)) {
      const code = readFileSync(path.join(buildDir, 'client', String(file)), 'utf8');
      for (const [library, mark] of Object.entries(LIBRARIES)) {
        if (code.includes(mark)) found.push(`${library} in ${file}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds the libraries where they are loaded (the check can see them)', () => {
    const signin = build.assets.routes['routes/site/signin'];
    const files = [signin?.module, ...(signin?.imports ?? [])];
    const code = files.map((file) => readFileSync(path.join(buildDir, 'client', String(file)), 'utf8')).join('\n');
    expect(code).toContain(LIBRARIES.Mantine);
    expect(code).toContain(LIBRARIES.Zod);
  });
});
