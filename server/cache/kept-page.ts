// A kept page is one byte string for every reader, its policy stored beside it (docs/decisions/031):
// compressed once when it is stored, never again per response
// (docs/decisions/013-kept-pages-compressed-once.md).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export type PageBody = {
  plain: Buffer;
  /** The same bytes gzip-encoded, once the page is stored. */
  gzip?: Buffer;
};

export function withGzip(body: PageBody): PageBody {
  return { ...body, gzip: gzipSync(body.plain) };
}

/**
 * A weak ETag over the page and its policy (which names its scripts' hashes, so it follows the page,
 * but also what the configuration allows): a browser's copy is current only with both unchanged.
 */
export function pageEtag(body: PageBody, policy: string): string {
  const hash = createHash('sha1').update(policy).update('\n').update(body.plain);
  return `W/"${hash.digest('base64url')}"`;
}

export function bodySize(body: PageBody): number {
  return body.plain.byteLength + (body.gzip?.byteLength ?? 0);
}

/** True when the request takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
