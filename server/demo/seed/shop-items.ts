// Seeds the shop block's items: handmade calendars, each linking to its marketplace page.
import type { Database } from '../../db/client.ts';
import { shopItems } from '../../db/schema/site.ts';
import type { DemoShopItem } from '../demo-content.ts';
import type { DemoImage } from '../images.ts';

export async function seedShopItems(
  db: Database,
  options: { items: DemoShopItem[]; photos: DemoImage[] },
): Promise<void> {
  await db.insert(shopItems).values(
    options.items.map((item, i) => ({
      ...item,
      photo: options.photos[i]?.url as string,
      link: `https://minne.example/items/salvia-calendar-${i + 1}`,
      order: i,
    })),
  );
}
