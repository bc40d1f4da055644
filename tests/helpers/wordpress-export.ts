// A large WordPress export, written as WordPress 6.7's Tools → Export writes one
// (wp-admin/includes/export.php; tests/fixtures/wordpress/site.xml is a small one by hand): a
// Japanese lifestyle site of `posts` posts with two pictures each, uploaded while the post was
// written (so each is an attachment item right after its post), a few authors, a three-level
// category tree and ~200 tags with percent-encoded slugs, both editors' bodies of ~2,000 characters
// from the demo's prose, Yoast fields on some posts, comments on some. The same posts every time;
// streamed to the file in flat memory.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRandom } from '../../server/demo/random.ts';
import { type BodyPicture, composeBody, type Editor } from './wordpress-export-bodies.ts';
import { categoryPath, wordPressSite, wordPressSlug } from './wordpress-export-site.ts';
import { attachmentMetadata, cdata, comment, header, item, JST_MS, SITE } from './wordpress-export-xml.ts';

export type WordPressExportOptions = { posts: number };

const UPLOADS = `${SITE}/wp-content/uploads`;
const SPAN_MS = 5 * 365 * 86_400_000;
const FIRST_POST = Date.UTC(2021, 0, 4, 0, 0, 0);

/** The whole file, piece by piece. */
function* wordPressExport(options: WordPressExportOptions): Generator<string> {
  const site = wordPressSite();
  yield header(site);
  let commentId = 0;
  const recentLinks: { link: string; title: string }[] = [];
  const slugsTaken = new Map<string, number>();
  for (let k = 0; k < options.posts; k += 1) {
    const random = createRandom(0x5a1 + k);
    const topic = random.pick(site.topics);
    const idea = random.pick(topic.text.ideas);
    const author = random.pick(site.authors);
    const category = random.next() < 0.7 ? random.pick(topic.leaves) : topic.category;
    const date = postDate(k, options.posts);
    const postId = 100 + k * 3;
    const draft = k % 40 === 39;
    const encodedSlug = random.next() < 0.6;
    const base = encodedSlug ? wordPressSlug(idea.title) : `${topic.slug}-${k + 1}`;
    const taken = (slugsTaken.get(base) ?? 0) + 1;
    if (encodedSlug) slugsTaken.set(base, taken);
    const slug = taken > 1 ? `${wordPressSlug(idea.title, 198 - String(taken).length)}-${taken}` : base;
    const link = draft ? `${SITE}/?p=${postId}` : `${SITE}${categoryPath(category)}/${slug}/`;
    const pictures = [1, 2].map((n): BodyPicture & { path: string } => {
      const path = picturePath(k, n, options.posts);
      const section = random.pick(topic.text.sections);
      return {
        id: postId + n,
        path,
        url: `${UPLOADS}/${path}`,
        alt: random.next() < 0.7 ? section.heading : '',
        caption: n === 1 ? random.pick(topic.text.tips) : '',
      };
    });
    const editor: Editor = random.next() < 0.45 ? 'classic' : 'block';
    const body = composeBody({
      editor,
      random,
      idea,
      topic: topic.text,
      siblings: topic.siblings,
      pictures,
      related: recentLinks.length > 0 && random.next() < 0.3 ? random.pick(recentLinks) : undefined,
    });
    const tags = [
      ...idea.tags.flatMap((tagSlug) => site.tagsBySlug.get(tagSlug) ?? []),
      ...Array.from({ length: random.int(1, 3) }, () => random.pick(site.tags)),
    ];
    const meta: [string, string][] = [
      ['_edit_last', String(author.id)],
      ['_thumbnail_id', String(pictures[0]?.id)],
    ];
    if (random.next() < 0.3) {
      meta.push(
        ['_yoast_wpseo_primary_category', String(category.termId)],
        ['_yoast_wpseo_focuskw', random.pick(tags).name],
        [
          '_yoast_wpseo_title',
          random.next() < 0.5 ? '%%title%% %%sep%% %%sitename%%' : `${idea.title}｜くらしのノート`,
        ],
        ['_yoast_wpseo_metadesc', idea.lead.slice(0, 120)],
        ['_yoast_wpseo_content_score', '90'],
        ['_yoast_wpseo_estimated-reading-time-minutes', String(random.int(3, 6))],
      );
    }
    const comments: string[] = [];
    if (!draft && random.next() < 0.1) {
      for (let n = random.int(1, 3); n > 0; n -= 1) {
        commentId += 1;
        comments.push(comment(commentId, date + random.int(1, 30) * 86_400_000, random));
      }
    }
    yield item({
      postId,
      title: idea.title,
      link,
      creator: author.login,
      guid: `${SITE}/?p=${postId}`,
      content: body,
      excerpt: random.next() < 0.3 ? idea.lead : '',
      date,
      draft,
      slug: draft ? '' : slug,
      parent: 0,
      type: 'post',
      terms: [
        `\t\t<category domain="category" nicename="${category.slug}">${cdata(category.name)}</category>\n`,
        ...[...new Set(tags)].map(
          (tag) => `\t\t<category domain="post_tag" nicename="${tag.slug}">${cdata(tag.name)}</category>\n`,
        ),
      ],
      meta,
      comments,
    });
    for (const picture of pictures) {
      const file = picture.path.split('/').pop() as string;
      const name = file.replace(/\.jpg$/, '');
      const attachmentMeta: [string, string][] = [
        ['_wp_attached_file', picture.path],
        ['_wp_attachment_metadata', attachmentMetadata(picture.path, random)],
      ];
      if (picture.alt) attachmentMeta.push(['_wp_attachment_image_alt', picture.alt]);
      yield item({
        postId: picture.id,
        title: name,
        link: draft ? `${SITE}/?attachment_id=${picture.id}` : `${link}${name.toLowerCase()}/`,
        creator: author.login,
        guid: picture.url,
        content: '',
        excerpt: picture.caption,
        date: date - 1_800_000,
        draft: false,
        slug: name.toLowerCase(),
        parent: postId,
        type: 'attachment',
        attachmentUrl: picture.url,
        terms: [],
        meta: attachmentMeta,
        comments: [],
      });
    }
    if (!draft) {
      recentLinks.push({ link, title: idea.title });
      if (recentLinks.length > 50) recentLinks.shift();
    }
  }
  yield '\t</channel>\n</rss>\n';
}

/** Writes the export to `file` as it is made: a write stream, waiting whenever the disk is behind. */
export async function writeWordPressExport(file: string, options: WordPressExportOptions): Promise<void> {
  await pipeline(Readable.from(wordPressExport(options)), createWriteStream(file));
}

/** The uploaded files the export's attachments name (`2024/03/IMG_0001.jpg`), in file order. */
export function* exportedPicturePaths(options: WordPressExportOptions): Generator<string> {
  for (let k = 0; k < options.posts; k += 1) {
    yield picturePath(k, 1, options.posts);
    yield picturePath(k, 2, options.posts);
  }
}

function picturePath(k: number, n: number, posts: number): string {
  const local = new Date(postDate(k, posts) + JST_MS);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${local.getUTCFullYear()}/${month}/IMG_${String(k * 2 + n).padStart(4, '0')}.jpg`;
}

/** Posts spread evenly over five years, at a time of day of their own. */
function postDate(k: number, posts: number): number {
  const day = FIRST_POST + Math.floor((k * SPAN_MS) / posts / 86_400_000) * 86_400_000;
  return day + ((k * 7919) % 43_200) * 1000;
}
