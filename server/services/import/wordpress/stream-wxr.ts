// Feeds a WordPress export file through a SAX parser chunk by chunk, so memory stays flat however large
// the file is, and turns every way the file can be unreadable into one WxrReadError naming the line.
import { SaxesParser } from 'saxes';
import { ownText } from './own-text.ts';
import { WxrReadError } from './wxr-read-error.ts';

/** What a reader does with the file's elements; it hands finished records to `emit`. */
export interface WxrHandler {
  /** `depth` counts from 1 for the root element; `line` is where the start tag begins. */
  open(name: string, attributes: Record<string, string>, depth: number, line: number): void;
  /** Character data and CDATA sections both arrive here, in order, entities already decoded. */
  text(text: string, depth: number): void;
  close(name: string, depth: number): void;
}

export type WxrInput = AsyncIterable<Uint8Array | string>;

// What a <channel> holds before its records. A file whose records start with no <wp:wxr_version> before
// them is an RSS feed, not an export, and is refused before anything is read from it.
const channelHeader = new Set([
  'title',
  'link',
  'description',
  'pubDate',
  'language',
  'generator',
  'image',
  'wp:base_site_url',
  'wp:base_blog_url',
]);

export async function* streamWxr<T>(
  input: WxrInput,
  makeHandler: (emit: (record: T) => void) => WxrHandler,
): AsyncGenerator<T> {
  let ready: T[] = [];
  const handler = makeHandler((record) => ready.push(record));
  const parser = new SaxesParser({ xmlns: false, position: true });
  let failure: WxrReadError | undefined;
  let depth = 0;
  let sawRoot = false;
  let sawVersion = false;
  let tagLine = 1;

  parser.on('error', (error) => {
    failure ??= new WxrReadError('malformed', parser.line, withoutPosition(error.message));
  });
  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  // Every string handed on is one of its own, never a slice of the chunk (own-text.ts).
  parser.on('opentag', (tag) => {
    if (failure) return;
    depth += 1;
    if (depth === 1) {
      sawRoot = true;
      if (tag.name !== 'rss') {
        failure = new WxrReadError('not-wxr', tagLine, `最初の要素が <${tag.name}> です`);
        return;
      }
    }
    if (depth === 3 && !sawVersion) {
      if (tag.name === 'wp:wxr_version') sawVersion = true;
      else if (!channelHeader.has(tag.name)) {
        failure = new WxrReadError('not-wxr', tagLine, '<wp:wxr_version> がありません');
        return;
      }
    }
    const attributes = Object.fromEntries(
      Object.entries(tag.attributes).map(([name, value]) => [name, ownText(value)]),
    );
    handler.open(tag.name, attributes, depth, tagLine);
  });
  parser.on('text', (text) => {
    if (!failure && depth > 0) handler.text(ownText(text), depth);
  });
  parser.on('cdata', (text) => {
    if (!failure) handler.text(ownText(text), depth);
  });
  parser.on('closetag', (tag) => {
    if (failure) return;
    if (depth === 2 && !sawVersion) {
      failure = new WxrReadError('not-wxr', parser.line, '<wp:wxr_version> がありません');
      return;
    }
    handler.close(tag.name, depth);
    depth -= 1;
  });

  // fatal: a byte sequence that is not UTF-8 stops the import instead of turning into U+FFFD.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let endsWithNewline = false;
  const feed = (text: string) => {
    if (text.length === 0) return;
    endsWithNewline = text.endsWith('\n');
    parser.write(text);
    if (failure) throw failure;
  };

  for await (const chunk of input) {
    let text: string;
    try {
      text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    } catch {
      throw new WxrReadError('not-utf8', parser.line);
    }
    feed(text);
    if (ready.length > 0) {
      const records = ready;
      ready = [];
      yield* records;
    }
  }

  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    // A multi-byte character cut in half: the file stops mid-character.
    throw new WxrReadError('truncated', parser.line);
  }
  feed(rest);
  if (!sawRoot) throw new WxrReadError('not-wxr', 1, '中身がありません');
  if (depth > 0) {
    // parser.line is the line after the last newline; name the last line that has something on it.
    throw new WxrReadError('truncated', endsWithNewline ? parser.line - 1 : parser.line);
  }
  parser.close();
  if (failure) throw failure;
  yield* ready;
}

/** saxes starts its messages with "line:column: " (the line is already in the Japanese one) and may end them with a period. */
function withoutPosition(message: string): string {
  return message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
}
