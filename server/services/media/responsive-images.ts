// Uploaded pictures reach readers as their WebP variants, never as the stored original (a phone
// photo can be megabytes). Articles keep naming the original — it is what the library knows and
// what a share card shows — and public pages swap in the variants when they render.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MediaVariant, media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';

/** The widest variant; an upload that has it has all the narrower ones. */
const FULL_WIDTH = 1280;

export type ImageVariants = {
  /** The largest variant, with `srcset` and the picture's own size: for a body picture. */
  src: string;
  srcset: string;
  width: number | null;
  height: number | null;
  /** What a thumbnail is named by, the page deriving its other widths from it (app/lib/images.ts). */
  named: string;
  /** What the picture shows, as the library has it (empty when nobody has said). */
  alt: string;
};

/** The variants of those of `urls` that are uploads with variants, by original URL. */
export async function loadImageVariants(
  deps: Pick<Deps, 'db'>,
  urls: (string | null | undefined)[],
): Promise<Map<string, ImageVariants>> {
  return toImageVariants(await imageVariantsQuery(deps.db, urls));
}

/** The lookup behind loadImageVariants, for callers that run it their own way (the public cache). */
export function imageVariantsQuery(db: Database, urls: (string | null | undefined)[]) {
  const wanted = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  // No urls still makes a query (of no rows), so the callers need no second path.
  return db
    .select({ url: media.url, variants: media.variants, width: media.width, height: media.height, alt: media.alt })
    .from(media)
    .where(wanted.length > 0 ? inArray(media.url, wanted) : sql`false`);
}

export function toImageVariants(
  rows: { url: string; variants: MediaVariant[]; width: number | null; height: number | null; alt: string }[],
): Map<string, ImageVariants> {
  const found = new Map<string, ImageVariants>();
  for (const row of rows) {
    const variants = [...row.variants].sort((a, b) => a.width - b.width);
    const largest = variants.at(-1);
    if (!largest) continue;
    found.set(row.url, {
      src: largest.url,
      // Deriving the widths holds for uploads with every width (all since upload-media.ts wrote
      // them); an older small one is named as it was stored.
      named: largest.width === FULL_WIDTH ? largest.url : row.url,
      srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
      width: row.width,
      height: row.height,
      alt: row.alt,
    });
  }
  return found;
}

const IMG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;

/** The `src` of every picture in sanitised article HTML. */
export function bodyImageUrls(html: string): string[] {
  return [...html.matchAll(IMG)].flatMap((tag) => SRC.exec(tag[0])?.[1] ?? []);
}

/** How wide a body picture is shown: the article column, or the phone's width. */
const BODY_SIZES = '(min-width: 62em) 760px, 100vw';

/**
 * Sanitised article HTML (the body fence, sanitize-html, writes every attribute double-quoted) with each
 * uploaded picture served from its variants, its size stated so the page does not jump as it loads.
 */
export function withImageVariants(html: string, found: Map<string, ImageVariants>): string {
  if (found.size === 0) return html;
  return html.replace(IMG, (tag) => {
    const image = found.get(SRC.exec(tag)?.[1] ?? '');
    if (!image) return tag;
    const kept = tag
      .replace(/^<img\b/, '')
      .replace(/\s*\/?>$/, '')
      .replace(/\s(src|srcset|sizes|width|height)="[^"]*"/g, '');
    const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
    return `<img src="${image.src}" srcset="${image.srcset}" sizes="${BODY_SIZES}"${size}${kept} />`;
  });
}
