// Gives a few demo articles bodies that use the magazine's blocks (steps, Q&A, 吹き出し, 商品カード,
// tables, cards …), written as HTML in content/block-bodies/<subtopic>-<n>.html, read through the
// same pipeline as any HTML save and set after the composed body's introduction. Placeholders name what only the seed knows: {{picture:N}} (the
// N-th demo picture), {{article:<subtopic>-<n>}} and {{title:<subtopic>-<n>}} (another demo article).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DocumentNode } from '../../../contract/article-body/document.ts';
import { BODY_VERSION } from '../../../contract/article-body/node-set.ts';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema/content.ts';
import { type BodySite, bodyOfDocument, parseBodyHtml } from '../../services/article-body/render-body.ts';
import type { DemoImage } from '../images.ts';
import type { PlannedArticle } from './articles.ts';

const BODIES_DIR = path.join(import.meta.dirname, '../content/block-bodies');
/** The composed body's opening paragraphs (compose-body.ts), which the blocks follow. */
const INTRODUCTION = 3;

export async function seedBlockBodies(
  db: Database,
  options: {
    rows: { id: number; title: string; bodyJson: unknown }[];
    plan: PlannedArticle[];
    thumbnails: DemoImage[];
    site: BodySite;
  },
) {
  const { rows, plan, thumbnails, site } = options;
  const rowOf = (key: string) => {
    const index = plan.findIndex(({ topic, variant }) => `${topic.slug}-${variant}` === key);
    const row = rows[index];
    if (!row) throw new Error(`content/block-bodies names an unknown demo article: ${key}`);
    return row;
  };
  for (const file of readdirSync(BODIES_DIR).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(BODIES_DIR, file), 'utf8').replace(
      /\{\{(picture|article|title):([\w-]+)\}\}/g,
      (_, kind: string, key: string) => {
        if (kind === 'picture') return thumbnails[Number(key) % thumbnails.length]?.url ?? '';
        return kind === 'article' ? `/articles/${rowOf(key).id}` : rowOf(key).title;
      },
    );
    const blocks = parseBodyHtml(html).content ?? [];
    const row = rowOf(file.replace(/\.html$/, ''));
    const composed = (row.bodyJson as DocumentNode).content ?? [];
    const content = [...composed.slice(0, INTRODUCTION), ...blocks, ...composed.slice(INTRODUCTION)];
    const body = bodyOfDocument({ type: 'doc', content }, 'body_json', site);
    await db
      .update(articles)
      .set({ bodyJson: body.json, bodyHtml: body.html, bodyVersion: BODY_VERSION })
      .where(eq(articles.id, row.id));
  }
}
