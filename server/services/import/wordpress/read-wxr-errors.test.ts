import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { indexExport } from './export-index.ts';
import { readWxr } from './read-wxr.ts';
import { WxrReadError } from './wxr-read-error.ts';

const exportFile = path.join(import.meta.dirname, '../../../../tests/fixtures/wordpress/export.xml');
const lines = readFileSync(exportFile, 'utf8').split('\n');

function chunked(bytes: Buffer): Readable {
  return Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]);
}

async function readError(bytes: Buffer): Promise<WxrReadError> {
  try {
    for await (const _ of readWxr(chunked(bytes))) {
      // read to the end
    }
  } catch (error) {
    if (error instanceof WxrReadError) return error;
    throw error;
  }
  throw new Error('the file was read without an error');
}

function withLine(lineNumber: number, text: string): Buffer {
  return Buffer.from(lines.map((line, index) => (index === lineNumber - 1 ? text : line)).join('\n'));
}

describe('readWxr on a file it cannot read', () => {
  it('names the last line of a file that stops between two lines', async () => {
    const error = await readError(Buffer.from(`${lines.slice(0, 200).join('\n')}\n`));
    expect(error.code).toBe('truncated');
    expect(error.message).toBe('書き出しファイルが途中で終わっています（200 行目）');
  });

  it('names the line of a file that stops inside a CDATA section, in a multi-byte character', async () => {
    const whole = Buffer.from(`${lines.slice(0, 104).join('\n')}`);
    // Line 104 ends the first post's content; cut it in the middle of a three-byte character.
    const cut = whole.subarray(0, whole.indexOf('「') + 1);
    const error = await readError(cut);
    expect(error.message).toBe(`書き出しファイルが途中で終わっています（${cut.toString().split('\n').length} 行目）`);
  });

  it('names the line of a closing tag that does not match', async () => {
    const error = await readError(withLine(120, '\t\t<wp:status><![CDATA[publish]]></wp:statu>'));
    expect(error.code).toBe('malformed');
    expect(error.line).toBe(120);
    expect(error.message).toMatch(/^書き出しファイルの 120 行目が XML として正しくありません（.+）$/);
  });

  it('names the line of an HTML entity XML does not know, outside CDATA', async () => {
    const error = await readError(withLine(31, '\t<description>毎日を&nbsp;すこし楽に</description>'));
    expect(error.message).toMatch(/^書き出しファイルの 31 行目が XML として正しくありません（.+）$/);
  });

  it('never expands an entity a DOCTYPE declares, so a file cannot grow itself in memory', async () => {
    const file = [
      '<?xml version="1.0" encoding="UTF-8" ?>',
      '<!DOCTYPE rss [',
      '<!ENTITY a "aaaaaaaaaa">',
      '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">',
      ']>',
      '<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/">',
      '<channel>',
      '\t<title>&b;</title>',
    ];
    const error = await readError(Buffer.from(file.join('\n')));
    expect(error.code).toBe('malformed');
    expect(error.line).toBe(8);
  });

  it('refuses a file that is not UTF-8', async () => {
    const shiftJis = Buffer.from([
      0x3c, 0x72, 0x73, 0x73, 0x3e, 0x93, 0xfa, 0x96, 0x7b, 0x3c, 0x2f, 0x72, 0x73, 0x73, 0x3e,
    ]);
    const error = await readError(shiftJis);
    expect(error.code).toBe('not-utf8');
    expect(error.message).toBe('書き出しファイルの 1 行目付近が UTF-8 として読めません');
  });

  it('refuses an XML file that is not an export, and an empty one', async () => {
    const feed = await readError(
      Buffer.from('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"></feed>\n'),
    );
    expect(feed.message).toBe('WordPress の書き出しファイルではありません（2 行目）（最初の要素が <feed> です）');
    const empty = await readError(Buffer.alloc(0));
    expect(empty.code).toBe('not-wxr');
  });

  it('refuses an RSS feed before reading any of it', async () => {
    const feed = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0">',
      '<channel>',
      '<title>暮らしのメモ</title>',
    ];
    const item = ['<item>', '<title>記事</title>', '</item>'];
    const records: unknown[] = [];
    const read = async () => {
      for await (const record of readWxr(Readable.from([[...feed, ...item, '</channel>', '</rss>'].join('\n')]))) {
        records.push(record);
      }
    };
    await expect(read()).rejects.toThrow(
      'WordPress の書き出しファイルではありません（5 行目）（<wp:wxr_version> がありません）',
    );
    expect(records).toEqual([]);
    await expect(indexExport(Readable.from([[...feed, '</channel>', '</rss>'].join('\n')]))).rejects.toThrow(
      '<wp:wxr_version> がありません',
    );
  });

  it("gives the same error to the import's first reading, before anything is written", async () => {
    const truncated = Buffer.from(`${lines.slice(0, 200).join('\n')}\n`);
    await expect(indexExport(chunked(truncated))).rejects.toThrow('書き出しファイルが途中で終わっています（200 行目）');
  });
});
