// A picture pasted from another site becomes ours: fetched once (fetch-remote-image.ts guards
// where), then stored like an upload, so readers never load it from the other site.
import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { fetchRemoteImage } from './fetch-remote-image.ts';
import { toMediaJson } from './media-json.ts';
import { uploadMedia } from './upload-media.ts';

export async function importMedia(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  input: { writerId: number; url: string },
) {
  // Our own picture pasted back from a published page: nothing to fetch. Local media are stored
  // by path, S3 media by their full URL.
  const siteOrigin = `${deps.config.siteUrl}/`;
  const stored = input.url.startsWith(siteOrigin) ? input.url.slice(siteOrigin.length - 1) : input.url;
  const [own] = await deps.db.select().from(media).where(eq(media.url, stored)).limit(1);
  if (own) return { url: own.url, variants: own.variants, media: toMediaJson(own) };
  const fetched = await fetchRemoteImage(input.url, { allowedAddresses: deps.config.mediaImportAllowedAddresses });
  return uploadMedia(deps, { writerId: input.writerId, ...fetched });
}
