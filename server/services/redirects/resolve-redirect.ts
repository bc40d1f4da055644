// Where an address that would be a 404 goes instead: the end of its chain of redirects, or nowhere.
import { redirectKey } from '../../../contract/redirects.ts';
import type { Deps } from '../../deps.ts';
import { countRedirectHit } from './count-redirect-hit.ts';
import { findRedirectTarget } from './find-redirect-target.ts';
import { type Resolved, redirectCacheOf } from './redirect-cache.ts';

/** Hops followed at most: saves refuse loops, but two saves at once could still close one. */
const MAX_REDIRECT_HOPS = 5;

/**
 * The Location for `address` (path and query as requested), or null. The hit is counted on the
 * redirect stored under the address itself, after the answer.
 */
export async function resolveRedirect(
  deps: Pick<Deps, 'db' | 'log'>,
  options: { address: string },
): Promise<string | null> {
  const key = redirectKey(options.address);
  const cache = redirectCacheOf(deps.db);
  let entry = cache.get(key);
  if (!entry) {
    entry = { resolved: await followChain(deps, key) };
    cache.set(key, entry);
  }
  if (!entry.resolved) return null;
  countRedirectHit(deps, { id: entry.resolved.id });
  return entry.resolved.location;
}

async function followChain(deps: Pick<Deps, 'db'>, key: string): Promise<Resolved> {
  const seen = new Set([key]);
  let first: number | undefined;
  let location: string | undefined;
  let current = key;
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const step = await findRedirectTarget(deps, { key: current });
    if (!step) break;
    // An article off the site ends the chain where it stands (at the start: no redirect, the 404).
    if (step.target === null) break;
    first ??= step.id;
    location = step.target;
    if (!location.startsWith('/')) break;
    current = redirectKey(location);
    if (seen.has(current)) return null;
    seen.add(current);
  }
  return first === undefined || location === undefined ? null : { id: first, location };
}
