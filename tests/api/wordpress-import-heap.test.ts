// `npm run import:wordpress` runs with a bounded heap (package.json), so its memory stays flat however
// long the export. The bound must still hold the largest post the import takes: a body at the
// document's element limit. A longer one (a post of inline pictures) is cut while it is read and
// reported, never read whole. Run as the command runs, on the embedded database, which shares the
// command's process and so leaves the heap the least room.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_NODES } from '../../contract/article-body/document.ts';
import { openDatabase } from '../../server/db/client.ts';
import { articles } from '../../server/db/schema/content.ts';
import { MAX_FIELD_CHARS } from '../../server/services/import/wordpress/read-wxr.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { npmScript } from '../helpers/npm-script.ts';
import { wordPressSite } from '../helpers/wordpress-export-site.ts';
import { header, item, SITE } from '../helpers/wordpress-export-xml.ts';

const root = path.resolve(import.meta.dirname, '../..');
const POST_ID = 4242;
// A paragraph is two elements (the paragraph and its text): the longest body the document takes.
const PARAGRAPHS = Math.floor((MAX_DOCUMENT_NODES - 10) / 2);
const SENTENCE = '朝のうちに台所の引き出しをひとつだけ片づけると、一日の家事がふしぎと軽くなります。';

function longestPosts(): string {
  const site = wordPressSite();
  const author = site.authors[0];
  if (!author) throw new Error('the export site has authors');
  const post = (postId: number, title: string, content: string) =>
    item({
      postId,
      title,
      link: `${SITE}/${postId}/`,
      creator: author.login,
      guid: `${SITE}/?p=${postId}`,
      content,
      excerpt: '',
      date: Date.UTC(2026, 0, 5),
      draft: false,
      slug: String(postId),
      parent: 0,
      type: 'post',
      terms: [],
      meta: [],
      comments: [],
    });
  const longest = Array.from({ length: PARAGRAPHS }, (_, n) => `${n + 1}. ${SENTENCE.repeat(8)}`).join('\n\n');
  const inlinePicture = `<p><img src="data:image/png;base64,${'A'.repeat(MAX_FIELD_CHARS)}" alt=""></p>`;
  return `${header(site)}${post(POST_ID, 'いちばん長い記事', longest)}${post(POST_ID + 1, '大きすぎる記事', inlinePicture)}\t</channel>\n</rss>\n`;
}

describe('the import command on the longest post it takes', () => {
  let dir: string;
  let exportFile: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'salvia-import-heap-'));
    exportFile = path.join(dir, 'longest.xml');
    writeFileSync(exportFile, longestPosts());
    mkdirSync(path.join(dir, 'data'));
    const database = await openDatabase({ dir: path.join(dir, 'data', 'db') });
    await database.migrate();
    await createWriter(database, { role: 'admin', email: 'admin@example.com' });
    await createCategory(database, { slug: 'living', title: '暮らし' });
    await database.close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports it whole within the heap the command is given, and reports a longer one', async () => {
    const command = npmScript('import:wordpress');
    expect(command.flags.some((flag) => flag.startsWith('--max-old-space-size='))).toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, [...command.args, exportFile, '--no-fetch'], {
      cwd: root,
      env: { ...process.env, ...command.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toMatch(/記事\s+1\s+0\s+0\s+1/);
    expect(stdout).toContain(`本文が長すぎます（${MAX_FIELD_CHARS.toLocaleString('ja-JP')}文字まで）`);

    const database = await openDatabase({ dir: path.join(dir, 'data', 'db') });
    try {
      const [article] = await database.db
        .select({ title: articles.title, bodyHtml: articles.bodyHtml })
        .from(articles)
        .where(eq(articles.title, 'いちばん長い記事'));
      expect(article?.bodyHtml.split('<p>').length - 1).toBe(PARAGRAPHS);
      expect(article?.bodyHtml).toContain(`<p>${PARAGRAPHS}. ${SENTENCE}`);
    } finally {
      await database.close();
    }
  }, 300_000);
});
