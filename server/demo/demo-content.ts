// The demo's hand-written content as typed values, read from content/: prose in Markdown (one file
// per subtopic, and the text every article body shares), records in JSON. See content/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type OutlineBlock, type OutlineSection, parseOutline } from './markdown-outline.ts';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/** `sponsor`: who pays for it, which makes it a sponsored (PR) article. */
export type DemoIdea = { title: string; lead: string; tags: string[]; sponsor: string | null };
type DemoSection = { heading: string; paragraphs: [string, string] };
/** A subtopic's article ideas, and the sections and tips their bodies are composed from. */
export type DemoTopic = {
  slug: string;
  /** Series (連載) close with a sign-off and readers' letters; the others are guides. */
  kind: 'guide' | 'series';
  ideas: DemoIdea[];
  sections: DemoSection[];
  tips: string[];
};
/** Text shared by every composed body (compose-body.ts). */
export type BodyText = {
  openers: string[];
  contexts: string[];
  quotes: string[];
  closings: string[];
  extraSections: Record<DemoTopic['kind'], { heading: string; paragraphs: string[] }[]>;
};

const subtopic = z.object({ slug: z.string(), title: z.string(), description: z.string() });
const category = subtopic.extend({ children: z.array(subtopic) });
const tag = z.object({ slug: z.string(), title: z.string(), reading: z.string() });
const writer = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'writer']),
  profile: z.string(),
});
const ad = z.object({ provider: z.string(), link: z.string(), alt: z.string() });
const shopItem = z.object({ title: z.string(), price: z.number().int() });

export type DemoCategory = z.infer<typeof category>;
export type DemoTag = z.infer<typeof tag>;
export type DemoWriter = z.infer<typeof writer>;
export type DemoAd = z.infer<typeof ad>;
export type DemoShopItem = z.infer<typeof shopItem>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')));
  if (!parsed.success) throw new Error(`content/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The five main categories with their subtopics (SPEC.md §2), in menu order. */
export const readDemoCategories = () => readJson('categories.json', z.array(category));
export const readDemoTags = () => readJson('tags.json', z.array(tag));
/** Writers; each password is `<local part>-password`. */
export const readDemoWriters = () => readJson('writers.json', z.array(writer));
/** Who pays for sponsored (PR) articles. */
export const readDemoSponsors = () => readJson('sponsors.json', z.array(z.string()));
export const readDemoAds = () => readJson('ads.json', z.array(ad));
/** The handmade calendars of the shop block. */
export const readDemoShopItems = () => readJson('shop-items.json', z.array(shopItem));

function readOutline(file: string): { sections: OutlineSection[]; part(heading: string): OutlineSection } {
  const source = `content/${file}`;
  const sections = parseOutline(readFileSync(path.join(CONTENT_DIR, file), 'utf8'), source);
  const part = (heading: string) => {
    const found = sections.find((s) => s.heading === heading);
    if (!found) throw new Error(`${source}: no "## ${heading}" section`);
    return found;
  };
  return { sections, part };
}

const headedText = (b: OutlineBlock) => ({ heading: b.heading, paragraphs: b.paragraphs });

function readTopic(file: string, slug: string, kind: DemoTopic['kind']): DemoTopic {
  const { part } = readOutline(file);
  const ideas = part('記事').subsections.map((idea) => {
    const [lead, tagLine, sponsorLine, ...rest] = idea.paragraphs;
    const tags = tagLine?.match(/^タグ[:：]\s*(.+)$/)?.[1];
    const sponsor = sponsorLine?.match(/^提供[:：]\s*(.+)$/)?.[1] ?? null;
    if (!lead || !tags || (sponsorLine !== undefined && !sponsor) || rest.length > 0)
      throw new Error(
        `content/${file}: "${idea.heading}" needs a lead, then a line "タグ: slug, slug", and for a PR article "提供: 会社名"`,
      );
    return { title: idea.heading, lead, tags: tags.split(/[,、]\s*/), sponsor };
  });
  const sections = part('本文').subsections.map((section) => {
    const [first, second, ...rest] = section.paragraphs;
    if (!first || !second || rest.length > 0)
      throw new Error(`content/${file}: "${section.heading}" needs exactly two paragraphs`);
    return { heading: section.heading, paragraphs: [first, second] as [string, string] };
  });
  return { slug, kind, ideas, sections, tips: part('ポイント').items };
}

/** Every subtopic's ideas, in the order of `categories` (that order numbers the articles). */
export function readDemoTopics(categories: DemoCategory[]): DemoTopic[] {
  return categories.flatMap((main) =>
    main.children.map((child) =>
      readTopic(`articles/${main.slug}/${child.slug}.md`, child.slug, main.slug === 'series' ? 'series' : 'guide'),
    ),
  );
}

export function readBodyText(): BodyText {
  const { part } = readOutline('body-text.md');
  return {
    openers: part('書き出し').paragraphs,
    contexts: part('導入').paragraphs,
    quotes: part('引用').paragraphs,
    closings: part('結び').paragraphs,
    extraSections: {
      guide: part('追加の節（ガイド）').subsections.map(headedText),
      series: part('追加の節（連載）').subsections.map(headedText),
    },
  };
}
