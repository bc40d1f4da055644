// Which pages a cache may keep: decided by the route React Router matches, not by how the address
// is spelled.
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageAddress, pageAddress, RULED_ROUTE_IDS } from '../../server/cache/page-keys.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const addressOf = (target: string): PageAddress => pageAddress(ssrBuild, new URL(`http://site.test${target}`));

describe('which pages are kept', () => {
  it('decides by the route React Router matches, not by how the path is spelled', () => {
    for (const target of [
      '/articles/preview?token=t',
      '/articles/preview/タイトル?token=t',
      '/ARTICLES/PREVIEW?token=t',
      '/%61rticles/preview?token=t',
      '/articles/%70review?token=t',
      '/articles/preview.data?token=t',
      '/articles/preview/_.data?token=t',
      '/Articles/Preview.data?token=t&_routes=routes%2Fsite%2Fpreview',
      '/SEARCH?keyword=a',
      '/search.data?keyword=a',
      '/Admin/articles',
      '/admin/articles.data',
      '/signin',
      '/reset_password/reset?token=t',
      '/list',
    ]) {
      expect(addressOf(target).kept, target).toBe(false);
    }
  });

  it('keeps pages that are the same for every reader, and their data', () => {
    for (const target of ['/', '/articles/1', '/Articles/1', '/living/food', '/tags/3', '/about', '/articles/1.data']) {
      expect(addressOf(target).kept, target).toBe(true);
    }
  });

  it('names only routes the build has', () => {
    const ids = new Set(Object.keys(ssrBuild.routes));
    expect(RULED_ROUTE_IDS.filter((id) => !ids.has(id))).toEqual([]);
  });
});
