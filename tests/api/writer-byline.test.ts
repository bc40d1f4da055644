// よみ・肩書き・SNS of a writer: set on the profile (checked, with Japanese messages), changed only when
// sent, shown on the public writer page, the article's byline and writer box, and as Person sameAs.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const LINKS = {
  x: 'https://x.com/aoki_honoka',
  instagram: 'https://www.instagram.com/aoki.honoka',
  website: 'https://aoki.example.com/',
};

/** The page's JSON-LD nodes. */
function structuredData(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? 'null'))
    .flatMap((j) => j['@graph'] ?? [j]);
}

describe.each(testDatabases)('writers’ reading, title and links on %s', (kind) => {
  let t: TestApp;
  let writerId: number;
  let writer: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild });
    writerId = (await createWriter(t.deps, { name: '青木 ほのか' })).id;
    writer = await authHeader(t.deps, writerId);
  });
  afterAll(() => t?.close());

  const updateSelf = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/writers/update', headers: writer, payload });

  it('keeps what the writer sets on the profile, and changes only what is sent', async () => {
    const saved = await updateSelf({
      reading: 'あおき ほのか',
      job_title: '整理収納アドバイザー',
      sns_links: { ...LINKS, youtube: '', tiktok: null },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().writer).toMatchObject({
      reading: 'あおき ほのか',
      job_title: '整理収納アドバイザー',
      sns_links: LINKS,
    });

    const renamed = await updateSelf({ name: '青木 ほのか' });
    expect(renamed.json().writer).toMatchObject({
      reading: 'あおき ほのか',
      job_title: '整理収納アドバイザー',
      sns_links: LINKS,
    });

    const shown = await t.app.inject(`/api/v1/writers/show_public?id=${writerId}`);
    expect(shown.json().writer).toMatchObject({
      reading: 'あおき ほのか',
      job_title: '整理収納アドバイザー',
      sns_links: LINKS,
    });
    expect(shown.json().writer.email).toBeUndefined();
  });

  it('refuses in Japanese what is not a reading, too long a title, or a link that is not https', async () => {
    const cases: [object, string, string][] = [
      [{ reading: 'Aoki Honoka' }, 'reading', 'よみはひらがなかカタカナで入力してください'],
      [{ reading: '青木' }, 'reading', 'よみはひらがなかカタカナで入力してください'],
      [{ job_title: 'あ'.repeat(51) }, 'job_title', '肩書きは50文字以内で入力してください'],
      [
        { sns_links: { x: 'http://x.com/aoki' } },
        'sns_links.x',
        'XのURLは https:// から始まるアドレスで入力してください',
      ],
      [
        { sns_links: { instagram: 'javascript:alert(1)' } },
        'sns_links.instagram',
        'InstagramのURLは https:// から始まるアドレスで入力してください',
      ],
      [
        { sns_links: { website: '/about' } },
        'sns_links.website',
        'WebサイトのURLは https:// から始まるアドレスで入力してください',
      ],
      [
        { sns_links: { facebook: 'https://facebook.com/aoki' } },
        'sns_links',
        'SNSのリンクは x・instagram・youtube・tiktok・website のURLで指定してください',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await updateSelf(payload);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().errors[field], JSON.stringify(response.json().errors)).toEqual([message]);
    }
    // Nothing of a refused save was written.
    const shown = await t.app.inject(`/api/v1/writers/show_public?id=${writerId}`);
    expect(shown.json().writer.reading).toBe('あおき ほのか');
  });

  it('shows them on the writer’s page, with the accounts as the Person’s sameAs', async () => {
    const html = (await t.app.inject(`/writers/${writerId}`)).body;
    expect(html).toContain('あおき ほのか');
    expect(html).toContain('整理収納アドバイザー');
    expect(html).toContain(`href="${LINKS.x}" target="_blank" rel="me noopener noreferrer"`);
    expect(html).not.toContain('youtube.com');
    const profile = structuredData(html).find((node) => node['@type'] === 'ProfilePage');
    expect(profile.mainEntity).toMatchObject({
      '@type': 'Person',
      name: '青木 ほのか',
      alternateName: 'あおき ほのか',
      jobTitle: '整理収納アドバイザー',
      sameAs: [LINKS.x, LINKS.instagram, LINKS.website],
    });
  });

  it('shows the title by the article’s byline, the links in its writer box, and sameAs on its author', async () => {
    const main = await createCategory(t.deps);
    const category = await createCategory(t.deps, { parentId: main!.id });
    const article = await createArticle(t.deps, { writerId, categoryId: category!.id });
    const html = (await t.app.inject(`/articles/${article!.id}`)).body;
    expect(html).toContain('（整理収納アドバイザー）');
    expect(html).toContain(`href="${LINKS.instagram}"`);
    const news = structuredData(html).find((node) => node['@type'] === 'NewsArticle');
    expect(news.author).toMatchObject({
      '@type': 'Person',
      jobTitle: '整理収納アドバイザー',
      sameAs: [LINKS.x, LINKS.instagram, LINKS.website],
    });
  });

  it('clears them when sent blank', async () => {
    const cleared = await updateSelf({ reading: '', job_title: '  ', sns_links: {} });
    expect(cleared.json().writer).toMatchObject({ reading: null, job_title: null, sns_links: {} });
  });
});
