// A kept page is stored cut where each response's CSP nonce goes, every piece deflated once. A
// response splices the pieces around a fresh nonce into one valid gzip stream, so the nonce stays
// per response and no reader waits while 60 KB of HTML is compressed again
// (docs/decisions/013-kept-pages-compressed-once.md).
import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

export type PageBody = {
  /** The page's bytes between the places its nonce goes (one more part than places). */
  parts: Buffer[];
  /** Each part as raw deflate blocks that end byte-aligned and are not final, ready to splice. */
  deflated?: Buffer[];
  /** The nonce length the deflated parts were made for. */
  nonceLength?: number;
};

/**
 * Cuts a page where its render wrote `nonce`: fresh random bytes no content can hold, so the cuts are
 * exactly the server's own script and style tags. Never a fixed placeholder: a title or text can spell
 * one, and would be given the live nonce.
 */
export function splitPage(html: string, nonce: string): PageBody {
  return { parts: html.split(nonce).map((part) => Buffer.from(part)) };
}

/** A weak ETag over what every response of the page shares: everything but its nonce. */
export function pageEtag(body: PageBody): string {
  const hash = createHash('sha1');
  // Each part with its length, so two pages cut in different places never hash alike.
  for (const part of body.parts) hash.update(`${part.length}:`).update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** Deflate's window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

export function withDeflated(body: PageBody, nonceLength: number): PageBody {
  // Each piece may refer back to the pieces before it, as one stream would, but never into a nonce:
  // the nonce's place reads as NUL bytes, which HTML never contains, so no match can cover it.
  // (A page that does hold one is deflated piece by piece, without looking back.)
  const gap = Buffer.alloc(nonceLength);
  const lookBack = !body.parts.some((part) => part.includes(0));
  let before = Buffer.alloc(0);
  const deflated = body.parts.map((part, i) => {
    const dictionary = i === 0 || !lookBack ? undefined : before.subarray(-WINDOW);
    // A sync flush ends each piece on a byte boundary without closing the stream.
    const piece = deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, dictionary });
    before = Buffer.concat([before.subarray(-WINDOW), part, gap]);
    return piece;
  });
  return { ...body, deflated, nonceLength };
}

export function bodySize(body: PageBody): number {
  return [...body.parts, ...(body.deflated ?? [])].reduce((sum, part) => sum + part.byteLength, 0);
}

/** The page as text, with `nonce` in every place. */
export function plainBody(body: PageBody, nonce: string): Buffer {
  return Buffer.from(body.parts.map((part) => part.toString()).join(nonce));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty stored block with the final bit: the deflate stream ends here. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** The page gzip-encoded with `nonce` in every place; needs `withDeflated` first. */
export function gzipBody(body: PageBody, nonce: string): Buffer {
  const { parts, deflated } = body;
  const value = Buffer.from(nonce);
  if (!deflated || value.length !== body.nonceLength) throw new Error('the page was not deflated for this nonce');
  // The nonce goes in as a stored (uncompressed) block: 5 bytes of header, then its bytes.
  const stored = Buffer.alloc(5 + value.length);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(stored, 5);

  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32(value, crc);
      size += value.length;
    }
    chunks.push(deflated[i] as Buffer);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
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
