// An outlet's feed by its id, or null when there is no such outlet or it is switched off (the feed
// then answers 404, so an outlet that is let go stops taking our articles).
import { findOutlet } from '../../../contract/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { buildPartnerFeed } from './build-partner-feed.ts';
import { buildSmartNewsFeed } from './build-smartnews-feed.ts';
import { getOutletRule } from './get-outlet-rule.ts';

export async function buildOutletFeed(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache'>,
  id: string,
): Promise<{ xml: string } | null> {
  const outlet = findOutlet(id);
  if (!outlet) return null;
  const rule = await getOutletRule(deps, outlet);
  if (!rule.enabled) return null;
  const xml =
    outlet.format === 'smartnews' ? await buildSmartNewsFeed(deps, rule) : await buildPartnerFeed(deps, outlet, rule);
  return { xml };
}
