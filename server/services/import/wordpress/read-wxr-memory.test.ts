import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWordPressExport } from '../../../../tests/helpers/wordpress-export.ts';
import { indexExport } from './export-index.ts';

const POSTS = 5_000;
// About 17 KB a post with its two attachments (wordpress-export.ts): 86 MB in all, so a reader that
// kept what it read could not run in the heap below.
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

// The first reading keeps an index of every attachment: its fields must not keep the chunks of the
// file they were read from alive (own-text.ts), or the index would hold the whole file.
const INDEX_ALL = `
const [indexPath, file] = process.argv.slice(1);
const { indexExport } = await import(indexPath);
const { createReadStream } = await import('node:fs');
const index = await indexExport(createReadStream(file));
console.log(JSON.stringify({ attachments: index.attachments.size }));`;

let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'salvia-wxr-'));
  file = path.join(dir, 'large.xml');
  await writeWordPressExport(file, { posts: POSTS });
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
    expect(items).toBe(POSTS * 3);
    expect(lastLine).toBeGreaterThan(POSTS * 3 * 10);
  });

  it(`is indexed by the import's first reading in the same heap`, async () => {
    const indexer = path.join(import.meta.dirname, 'export-index.ts');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--input-type=module', '-e', INDEX_ALL, indexer, file],
      { maxBuffer: 1024 * 1024 },
    );
    expect(JSON.parse(stdout)).toEqual({ attachments: POSTS * 2 });
  });

  it("has its items counted by type by the import's first reading", async () => {
    expect((await indexExport(createReadStream(file))).itemCounts).toEqual({ post: POSTS, attachment: POSTS * 2 });
  });
});
