// The shop block (2 rows of 4 handmade calendars) and the banner ads; both link out as sponsored.
import { AD_BANNERS, SHOP_PER_ROW, SHOP_ROWS } from '../../lib/constants.ts';
import { sized } from '../../lib/images.ts';
import { Text } from './text.tsx';

type ShopItem = { id: number; photo: string; title: string; link: string; price: number | null };
type Ad = { id: number; src: string; link: string; alt: string };

export function ShopBlock({ items }: { items: ShopItem[] }) {
  return (
    <ul
      className="shop-grid"
      style={{ listStyle: 'none', margin: 0, padding: 0, ['--shop-columns' as string]: SHOP_PER_ROW }}
    >
      {items.slice(0, SHOP_ROWS * SHOP_PER_ROW).map((item) => (
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
            <Text size="sm" lineClamp={2} style={{ marginTop: 6 }}>
              {item.title}
            </Text>
            {item.price !== null && (
              <Text size="sm" bold>
                {item.price.toLocaleString('ja-JP')}円（税込）
              </Text>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function AdBanners({ ads }: { ads: Ad[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {ads.slice(0, AD_BANNERS).map((ad) => (
        <li key={ad.id}>
          <a href={ad.link} target="_blank" rel="noopener sponsored">
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
