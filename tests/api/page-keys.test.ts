// The key a page is kept under: its path and the parameters its route reads, decided by the route
// React Router matches; the shipped nginx configuration keys on the same parameters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARAMS_ANY_PAGE_READS, type PageAddress, pageAddress, RULED_ROUTE_IDS } from '../../server/cache/page-keys.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const addressOf = (target: string): PageAddress => pageAddress(ssrBuild, new URL(`http://site.test${target}`));
const keyOf = (target: string) => {
  const address = addressOf(target);
  return address.kept ? address.key : 'private';
};

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

describe('the key of a kept page', () => {
  it('leaves out tracking tags and every parameter the page does not read', () => {
    for (const query of [
      'fbclid=IwAR2x',
      'utm_source=line&utm_medium=social&utm_campaign=spring',
      'gclid=Cj0K&gbraid=0AA&wbraid=1BB&dclid=CJ&msclkid=abc',
      'yclid=1&ldtag_cl=2&twclid=3&igshid=4&_ga=2.1&_gl=1*x&mc_cid=5&mc_eid=6',
      'page=2',
      'ref=top',
    ]) {
      expect(keyOf(`/articles/12?${query}`), query).toBe('/articles/12');
    }
    expect(keyOf('/')).toBe('/');
    expect(keyOf('/?utm_source=x')).toBe('/');
  });

  it('keeps a parameter the page reads, first value only, whatever else comes with it', () => {
    expect(keyOf('/articles?page=2')).toBe('/articles?page=2');
    expect(keyOf('/articles?utm_source=line&page=2&fbclid=x')).toBe('/articles?page=2');
    expect(keyOf('/articles?page=2&page=3')).toBe('/articles?page=2');
    expect(keyOf('/tags/3?page=4')).toBe('/tags/3?page=4');
    expect(keyOf('/writers/5?page=2')).toBe('/writers/5?page=2');
    expect(keyOf('/living/kitchen?page=3&utm_campaign=a')).toBe('/living/kitchen?page=3');
  });

  it('reads a parameter by its exact name, as the proxy does', () => {
    // A spelling the proxy would not see as `page` is not `page` here either, so the two caches
    // never keep page 1 under the key of page 2 or the other way round.
    expect(keyOf('/articles?PAGE=2')).toBe('/articles');
    expect(keyOf('/articles?pag%65=2')).toBe('/articles');
    expect(keyOf('/articles?page&page=2')).toBe('/articles?page=2');
  });

  it('hands React Router the key’s address: the page never sees a parameter it does not read', () => {
    const address = addressOf('/articles?fbclid=abc&page=2');
    expect(address.url.href).toBe('http://site.test/articles?page=2');
  });

  it('keys React Router’s data requests by the loaders they ask for', () => {
    expect(keyOf('/articles/12.data?_routes=routes%2Fsite%2Farticle&fbclid=x')).toBe(
      '/articles/12.data?_routes=routes%2Fsite%2Farticle',
    );
    expect(keyOf('/articles.data?page=2&_routes=routes%2Fsite%2Farticles')).toBe(
      '/articles.data?_routes=routes%2Fsite%2Farticles&page=2',
    );
    expect(keyOf('/_.data?utm_source=x')).toBe('/_.data');
    expect(keyOf('/__manifest?paths=%2Farticles%2F1&version=abc&fbclid=x')).toBe(
      '/__manifest?paths=%2Farticles%2F1&version=abc',
    );
  });
});

describe('the shipped nginx configuration', () => {
  const config = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx/salvia.conf'), 'utf8');

  it('keys its cache on the parameters pages read, and only those', () => {
    // One map per parameter, matched by its exact name (nginx's $arg_… ignores case).
    const mapped = [
      ...config.matchAll(/^map \$args \$salvia_arg_(\w+) \{ "~\(\?:\^\|&\)(\w+)=\(\[\^&\]\*\)" "&\2=\$1"; \}$/gm),
    ].map(([, variable, name]) => {
      expect(variable).toBe(name);
      return name;
    });
    expect(mapped).toEqual([...PARAMS_ANY_PAGE_READS]);
    const key = config.match(/^ {4}proxy_cache_key (.+);$/m)?.[1];
    expect(key).toBe(`$scheme$host$salvia_path?${mapped.map((name) => `$salvia_arg_${name}`).join('')}`);
    // Outside comments.
    expect(config).not.toMatch(/^[^#\n]*\$arg_/m);
  });
});
