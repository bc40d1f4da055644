// Reads a WordPress export file (WXR, as Tools → Export writes it) into typed records, one at a time, in
// file order: the site first, then authors, categories, tags, other terms and items. Pure: no database.
import {
  buildAuthor,
  buildCategory,
  buildComment,
  buildItem,
  buildItemTerm,
  buildSite,
  buildTag,
  buildTerm,
  type Fields,
  type ItemParts,
} from './build-wxr-records.ts';
import { streamWxr, type WxrHandler, type WxrInput } from './stream-wxr.ts';
import type { WxrRecord } from './wxr-records.ts';

// Depths in the file: <rss> 1, <channel> 2, records 3, their fields 4, fields of postmeta and comments 5.
const RECORD = 3;
const FIELD = 4;
const SUB_FIELD = 5;

const recordElements = new Set(['item', 'wp:author', 'wp:category', 'wp:tag', 'wp:term']);

/**
 * A field's text is kept up to this many characters; a longer one is cut and its item marked, so one
 * post of inline pictures cannot exhaust the import's heap. The longest body the document takes
 * (50,000 elements) is about 8.2 million characters.
 */
export const MAX_FIELD_CHARS = 10_000_000;

/**
 * Yields the file's records as it reads them; a file of any size is read in flat memory. Throws
 * WxrReadError (in Japanese, naming the line) when the file is not a readable export.
 */
export function readWxr(input: WxrInput): AsyncGenerator<WxrRecord> {
  return streamWxr(input, recordReader);
}

interface OpenRecord {
  name: string;
  line: number;
  fields: Fields;
  parts: ItemParts;
  /** The first field cut at MAX_FIELD_CHARS. */
  oversized: string | null;
}

interface OpenSub {
  name: string;
  line: number;
  fields: Fields;
}

interface Capture {
  name: string;
  depth: number;
  into: Fields;
  attributes: Record<string, string>;
  text: string;
  cut: boolean;
}

function recordReader(emit: (record: WxrRecord) => void): WxrHandler {
  const siteFields: Fields = new Map();
  let siteLine = 1;
  let siteEmitted = false;
  let record: OpenRecord | null = null;
  let sub: OpenSub | null = null;
  let capture: Capture | null = null;

  const emitSite = () => {
    if (siteEmitted) return;
    siteEmitted = true;
    emit(buildSite(siteFields, siteLine));
  };
  const startCapture = (name: string, depth: number, into: Fields, attributes: Record<string, string>) => {
    capture = { name, depth, into, attributes, text: '', cut: false };
  };

  return {
    open(name, attributes, depth, line) {
      if (depth === 2 && name === 'channel') siteLine = line;
      else if (depth === RECORD) {
        if (recordElements.has(name)) {
          emitSite();
          record = { name, line, fields: new Map(), parts: { terms: [], meta: [], comments: [] }, oversized: null };
        } else if (!siteEmitted) startCapture(name, depth, siteFields, attributes);
      } else if (depth === FIELD && record) {
        if (name === 'wp:postmeta' || name === 'wp:comment' || name === 'wp:termmeta') {
          sub = { name, line, fields: new Map() };
        } else startCapture(name, depth, record.fields, attributes);
      } else if (depth === SUB_FIELD && sub) startCapture(name, depth, sub.fields, attributes);
    },

    text(text, depth) {
      if (!capture || capture.depth !== depth || capture.cut) return;
      if (capture.text.length + text.length > MAX_FIELD_CHARS) capture.cut = true;
      else capture.text += text;
    },

    close(_name, depth) {
      if (capture && capture.depth === depth) {
        const done: Capture = capture;
        capture = null;
        if (done.cut && record) record.oversized ??= done.name;
        if (depth === FIELD && done.name === 'category' && record) {
          record.parts.terms.push(buildItemTerm(done.attributes, done.text));
        } else done.into.set(done.name, done.text);
        return;
      }
      if (depth === FIELD && sub && record) {
        if (sub.name === 'wp:postmeta') {
          record.parts.meta.push([sub.fields.get('wp:meta_key') ?? '', sub.fields.get('wp:meta_value') ?? '']);
        } else if (sub.name === 'wp:comment') record.parts.comments.push(buildComment(sub.fields, sub.line));
        sub = null;
      } else if (depth === RECORD && record) {
        emit(buildRecord(record));
        record = null;
      } else if (depth === 2) emitSite();
    },
  };
}

function buildRecord(record: OpenRecord): WxrRecord {
  switch (record.name) {
    case 'wp:author':
      return buildAuthor(record.fields, record.line);
    case 'wp:category':
      return buildCategory(record.fields, record.line);
    case 'wp:tag':
      return buildTag(record.fields, record.line);
    case 'wp:term':
      return buildTerm(record.fields, record.line);
    default:
      return buildItem(record.fields, record.parts, record.line, record.oversized);
  }
}
