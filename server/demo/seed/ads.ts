// Seeds the ads, in the order given; the first is the priority one.
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/site.ts';
import type { DemoAd } from '../demo-content.ts';
import type { DemoImage } from '../images.ts';

export async function seedAds(db: Database, options: { ads: DemoAd[]; banners: DemoImage[] }): Promise<void> {
  await db
    .insert(ads)
    .values(
      options.ads.map((ad, i) => ({ ...ad, src: options.banners[i]?.url as string, position: i, priority: i === 0 })),
    );
}
