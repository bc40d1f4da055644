// Which pages a cache may keep, and the key each is kept under. A page is what its route reads: its
// path and the query parameters its loaders use, nothing else, so tracking tags (utm_*, fbclid, gclid…)
// and any parameter no page reads share one copy. This is the one list of those parameters: the process
// cache and Redis key by it, kept pages are rendered from the key's address alone (a parameter a loader
// reads without being listed here never reaches it), and deploy/nginx/salvia.conf keys on the same names
// (page-keys.test.ts holds it to them). Whether a page may be kept is decided by the route React Router
// matches, never by how the address is spelled.
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { KEY_PARAMS } from '../../contract/redirects.ts';

type PageRule = {
  /** The same for every reader: may be kept here, in Redis and by a shared cache in front. */
  kept: boolean;
  /** The query parameters its loader (or, on a private page, its component) reads. */
  reads: readonly string[];
};

const KEPT: PageRule = { kept: true, reads: [] };
const LIST: PageRule = { kept: true, reads: ['page'] };

/**
 * Every route of the public site by its id (app/routes.ts; a route without an `id` option is named
 * by its file). A route not named here (the admin, the writers' shortcuts) is private.
 */
const PAGE_RULES: Readonly<Record<string, PageRule>> = {
  root: KEPT,
  'routes/site/layout': KEPT,
  'routes/site/default-layout': KEPT,
  'routes/site/home': KEPT,
  'routes/site/articles': LIST,
  'routes/site/article': KEPT,
  'routes/site/tag': LIST,
  'tags-index': KEPT,
  'routes/site/tag-list': KEPT,
  'routes/site/writers': LIST,
  'routes/site/categories': KEPT,
  'routes/site/writer': LIST,
  'routes/site/contact': KEPT,
  'routes/site/showcase': KEPT,
  'info-about': KEPT,
  'info-ad': KEPT,
  'info-operator': KEPT,
  'routes/site/category': LIST,
  'routes/site/series-page': KEPT,
  'routes/site/not-found': KEPT,
  'routes/site/ranking': { kept: true, reads: ['period'] },
  // Per reader: a signed link, a reader's own search, a reset link, the sign-in form.
  'routes/site/preview': { kept: false, reads: ['token'] },
  'routes/site/search': { kept: false, reads: ['keyword', 'page'] },
  'routes/site/reset-password': { kept: false, reads: ['email', 'token'] },
  'routes/site/prompt-layout': { kept: false, reads: [] },
  'routes/site/signin': { kept: false, reads: [] },
  'routes/site/find-account': { kept: false, reads: [] },
  'routes/site/login': { kept: false, reads: [] },
};

/** React Router's own: the routes whose loaders a `.data` request runs. */
const DATA_ROUTES_PARAM = '_routes';
/** React Router's route manifest (lazy route discovery) answers for these. */
const MANIFEST_PARAMS = ['paths', 'version'];

/**
 * Every parameter any address of the site reads, for a cache that cannot tell routes apart (the proxy
 * keys on all of them): the pages', React Router's, and those naming a page of an old site
 * (a redirect, looked up before any cache).
 */
export const PARAMS_ANY_PAGE_READS: readonly string[] = [
  ...new Set([
    ...Object.values(PAGE_RULES).flatMap((rule) => rule.reads),
    DATA_ROUTES_PARAM,
    ...MANIFEST_PARAMS,
    ...KEY_PARAMS,
  ]),
].sort();

/** The ids PAGE_RULES names, to check against a build. */
export const RULED_ROUTE_IDS: readonly string[] = Object.keys(PAGE_RULES);

/** A private page goes to React Router as requested; a kept one as its key, under which it is kept. */
export type PageAddress = { kept: false; url: URL } | { kept: true; url: URL; key: string };

const trees = new WeakMap<ServerBuild['routes'], RouteObject[]>();

/** The build's routes as the nested tree React Router matches against (as its server builds it). */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  let tree = trees.get(routes);
  if (!tree) {
    const childrenOf = (parentId: string): RouteObject[] =>
      Object.values(routes).flatMap((route) => {
        if (!route || (route.parentId ?? '') !== parentId) return [];
        const { id, path, caseSensitive } = route;
        return [
          route.index
            ? { id, path, caseSensitive, index: true }
            : { id, path, caseSensitive, children: childrenOf(id) },
        ];
      });
    tree = childrenOf('');
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * The query's `name=value` pairs for `names`: each by its exact name (not a percent-encoded or
 * differently cased spelling), its first occurrence only, the value as sent, in the order of `names`.
 * nginx's maps read the query the same way, so both caches see the same parameters in an address.
 */
function pickQuery(search: string, names: readonly string[]): string {
  const pairs = search.replace(/^\?/, '').split('&');
  const picked = names.flatMap((name) => pairs.find((pair) => pair.startsWith(`${name}=`)) ?? []);
  return picked.length > 0 ? `?${picked.join('&')}` : '';
}

/** The path React Router matches for `pathname`: a `.data` request names its page's path. */
function pagePath(pathname: string): { path: string; data: boolean } {
  if (pathname.endsWith('/_.data')) return { path: pathname.slice(0, -'_.data'.length), data: true };
  if (pathname.endsWith('.data')) return { path: pathname.slice(0, -'.data'.length), data: true };
  return { path: pathname, data: false };
}

/** What `url` (the request's full address) is for the caches: private, or kept under its key. */
export function pageAddress(build: ServerBuild, url: URL): PageAddress {
  const reads = readsOf(build, url.pathname);
  if (reads === undefined) return { kept: false, url };
  const kept = new URL(url);
  kept.search = pickQuery(url.search, [...reads].sort());
  return { kept: true, url: kept, key: `${kept.pathname}${kept.search}` };
}

/**
 * Matching ranks every route of the build again each time (React Router keeps no index between
 * calls), which cost more than serving a kept page: the answer is remembered by path, for the few
 * thousand paths readers ask for most recently.
 */
const REMEMBERED_PATHS = 5000;
const remembered = new WeakMap<ServerBuild, Map<string, Set<string> | undefined>>();

/** The parameters a kept address reads, or undefined when it is private. */
function readsOf(build: ServerBuild, pathname: string): Set<string> | undefined {
  let paths = remembered.get(build);
  if (!paths) {
    paths = new Map();
    remembered.set(build, paths);
  }
  if (paths.has(pathname)) return paths.get(pathname);
  const reads = matchReads(build, pathname);
  // The oldest answer makes room: a crawl of endless addresses cannot grow it past its bound.
  if (paths.size >= REMEMBERED_PATHS) paths.delete(paths.keys().next().value as string);
  paths.set(pathname, reads);
  return reads;
}

function matchReads(build: ServerBuild, pathname: string): Set<string> | undefined {
  const discovery = build.routeDiscovery;
  if (discovery.mode === 'lazy' && pathname === discovery.manifestPath) return new Set(MANIFEST_PARAMS);
  const { path, data } = pagePath(pathname);
  const matches = matchRoutes(routeTree(build.routes), path, build.basename);
  if (!matches || matches.length === 0) return undefined;
  const reads = new Set<string>(data ? [DATA_ROUTES_PARAM] : []);
  for (const { route } of matches) {
    const rule = PAGE_RULES[route.id ?? ''];
    if (!rule?.kept) return undefined;
    for (const name of rule.reads) reads.add(name);
  }
  return reads;
}
