// The home page's banner ads and shop block (no API in the spec: read by page loaders only),
// remembered with the public cache like the rest of what pages share.
import { asc, desc, eq } from 'drizzle-orm';
import { isSafeUrl } from '../../../contract/common.ts';
import { rememberQuery } from '../../cache/remember-query.ts';
import { ads, shopItems } from '../../db/schema/site.ts';
import type { Deps } from '../../deps.ts';

const AD_LIMIT = 4;
const SHOP_LIMIT = 8;

// A banner or shop item whose address is not a plain http(s) or site link is left out, never shown.
const linksSafely = (row: { link: string; picture: string }) => isSafeUrl(row.link) && isSafeUrl(row.picture);

export async function listAds(deps: Pick<Deps, 'db' | 'publicCache'>) {
  const query = deps.db
    .select({ id: ads.id, provider: ads.provider, src: ads.src, link: ads.link, alt: ads.alt, priority: ads.priority })
    .from(ads)
    .where(eq(ads.active, true))
    .orderBy(desc(ads.priority), asc(ads.position), asc(ads.id))
    .limit(AD_LIMIT);
  const rows = await rememberQuery(deps.publicCache, query);
  return rows.filter((row) => linksSafely({ link: row.link, picture: row.src }));
}

export async function listShopItems(deps: Pick<Deps, 'db' | 'publicCache'>) {
  const query = deps.db
    .select({
      id: shopItems.id,
      photo: shopItems.photo,
      title: shopItems.title,
      link: shopItems.link,
      price: shopItems.price,
    })
    .from(shopItems)
    .orderBy(asc(shopItems.order), asc(shopItems.id))
    .limit(SHOP_LIMIT);
  const rows = await rememberQuery(deps.publicCache, query);
  return rows.filter((row) => linksSafely({ link: row.link, picture: row.photo }));
}
