// The shop block (2 rows of 4 handmade calendars) and the banner ads; both link out as sponsored.
// Each banner is labelled 広告, so none passes for an editorial picture; on a phone they stand two
// to a row instead of a column of four.

import { AD_BANNERS, SHOP_PER_ROW, SHOP_ROWS } from '../../lib/constants.ts';
import { distinctTitles } from '../../lib/distinct-titles.ts';
import { formatNumber } from '../../lib/format.ts';
import { sized } from '../../lib/images.ts';
import { Text } from './text.tsx';

type ShopItem = { id: number; photo: string; title: string; link: string; price: number | null };
type Ad = { id: number; src: string; link: string; alt: string };

export function ShopBlock({ items }: { items: ShopItem[] }) {
  const shown = items.slice(0, SHOP_ROWS * SHOP_PER_ROW);
  // What tells the items apart comes first: cut to two lines, they would all read the same.
  const titles = distinctTitles(shown.map((item) => item.title));
  return (
    <ul
      className="shop-grid"
      style={{ listStyle: 'none', margin: 0, padding: 0, ['--shop-columns' as string]: SHOP_PER_ROW }}
    >
      {shown.map((item, i) => (
        <li key={item.id}>
          <a
            href={item.link}
            target="_blank"
            rel="noopener sponsored"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <img
              src={sized(item.photo, 300)}
              alt=""
              width={300}
              height={300}
              loading="lazy"
              style={{ width: '100%', height: 'auto', borderRadius: 8, display: 'block' }}
            />
            <span title={item.title}>
              {titles[i]?.shared && (
                <Text size="xs" dimmed lineClamp={1} style={{ marginTop: 6 }}>
                  {titles[i]?.shared}
                </Text>
              )}
              <Text size="sm" bold lineClamp={2} style={{ marginTop: titles[i]?.shared ? 0 : 6 }}>
                {titles[i]?.own ?? item.title}
              </Text>
            </span>
            {item.price !== null && <Text size="sm">{formatNumber(item.price)}円（税込）</Text>}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function AdBanners({ ads }: { ads: Ad[] }) {
  return (
    <ul className="ad-grid">
      {ads.slice(0, AD_BANNERS).map((ad) => (
        <li key={ad.id}>
          <a href={ad.link} target="_blank" rel="noopener sponsored" className="ad-link">
            <span className="ad-label">広告</span>
            <img
              src={ad.src}
              alt={ad.alt}
              width={600}
              height={314}
              loading="lazy"
              style={{ width: '100%', height: 'auto', borderRadius: 8, display: 'block' }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
