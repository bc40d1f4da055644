import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexExport } from './export-index.ts';

const ITEMS = 20_000;
// About 4 KB a post in the file and in the heap (one Japanese character makes a string two bytes a
// character): 80 MB in all, so a reader that kept what it read could not run in the heap below.
const BODY = `<!-- wp:paragraph -->\n<p>${'冬支度の記録。'.repeat(140)}</p>\n<!-- /wp:paragraph -->\n${'x'.repeat(1000)}`;
const HEAP_MB = 48;

// Read in a process of its own whose heap cannot hold the file: it finishes only if the reader lets
// go of what it has read (measuring this process's heap would count whatever else the worker holds).
const READ_ALL = `
const [readerPath, file] = process.argv.slice(1);
const { readWxr } = await import(readerPath);
const { createReadStream } = await import('node:fs');
let items = 0;
let lastLine = 0;
for await (const record of readWxr(createReadStream(file))) {
  if (record.type !== 'item') continue;
  items += 1;
  lastLine = record.line;
}
console.log(JSON.stringify({ items, lastLine }));`;

function* exportFile(): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8" ?>\n<rss version="2.0"\n\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"\n';
  yield '\txmlns:content="http://purl.org/rss/1.0/modules/content/"\n\txmlns:wfw="http://wellformedweb.org/CommentAPI/"\n';
  yield '\txmlns:dc="http://purl.org/dc/elements/1.1/"\n\txmlns:wp="http://wordpress.org/export/1.2/"\n>\n\n<channel>\n';
  yield '\t<title>大きなサイト</title>\n\t<wp:wxr_version>1.2</wp:wxr_version>\n';
  for (let id = 1; id <= ITEMS; id += 1) {
    const type = id % 10 === 0 ? 'attachment' : 'post';
    yield `\t<item>\n\t\t<title><![CDATA[記事 ${id}]]></title>\n\t\t<content:encoded><![CDATA[${BODY}]]></content:encoded>\n`;
    yield `\t\t<wp:post_id>${id}</wp:post_id>\n\t\t<wp:post_type><![CDATA[${type}]]></wp:post_type>\n`;
    yield `\t\t<wp:postmeta>\n\t\t<wp:meta_key><![CDATA[_edit_last]]></wp:meta_key>\n\t\t<wp:meta_value><![CDATA[1]]></wp:meta_value>\n\t\t</wp:postmeta>\n\t</item>\n`;
  }
  yield '</channel>\n</rss>\n';
}

let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'salvia-wxr-'));
  file = path.join(dir, 'large.xml');
  await pipeline(Readable.from(exportFile()), createWriteStream(file));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a large export file', () => {
  it(`is read in flat memory: in a ${HEAP_MB} MB heap`, async () => {
    expect((await stat(file)).size).toBeGreaterThan(HEAP_MB * 1024 * 1024);
    const reader = path.join(import.meta.dirname, 'read-wxr.ts');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--input-type=module', '-e', READ_ALL, reader, file],
      { maxBuffer: 1024 * 1024 },
    );
    const { items, lastLine } = JSON.parse(stdout);
    expect(items).toBe(ITEMS);
    expect(lastLine).toBeGreaterThan(ITEMS * 10);
  });

  it("has its items counted by type by the import's first reading", async () => {
    expect((await indexExport(createReadStream(file))).itemCounts).toEqual({ post: 18_000, attachment: 2_000 });
  });
});
