// What search engines and share cards read: the article's author as a person or as the editorial
// team, a raster publisher logo of at least 112 px, and a writer page's 1200×630 share picture.
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { createArticle, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('structured data and share cards', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
  });
  afterAll(async () => {
    await t?.close();
  });

  const newsArticle = async (id: number) => {
    const html = (await t.app.inject(`/articles/${id}`)).body;
    const json = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] ?? 'null'),
    );
    return json.flatMap((j) => j['@graph'] ?? [j]).find((node) => node['@type'] === 'NewsArticle');
  };

  it('names a person as a Person and the editorial team as an Organization, with a PNG logo', async () => {
    const person = await createWriter(t.deps, { name: '青木 ほのか' });
    const team = await createWriter(t.deps, { name: 'Salvia編集部' });
    const byPerson = await newsArticle((await createArticle(t.deps, { writerId: person.id })).id);
    const byTeam = await newsArticle((await createArticle(t.deps, { writerId: team.id })).id);
    expect(byPerson.author).toMatchObject({ '@type': 'Person', name: '青木 ほのか' });
    expect(byTeam.author).toMatchObject({ '@type': 'Organization', name: 'Salvia編集部' });
    const logo = byPerson.publisher.logo;
    expect(logo.url).toMatch(/\/logo\.png$/);
    expect(logo.width).toBeGreaterThanOrEqual(112);
    const file = await sharp(new URL('../../public/logo.png', import.meta.url).pathname).metadata();
    expect([file.format, file.width, file.height]).toEqual(['png', logo.width, logo.height]);
  });

  it("gives a writer's page the site's 1200×630 share picture, not the small profile picture", async () => {
    const writer = await createWriter(t.deps, { profileImgUrl: '/media/seed/writers/1-256.webp' });
    const html = (await t.app.inject(`/writers/${writer.id}`)).body;
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toMatch(/\/og-default\.png$/);
    const picture = await sharp(new URL('../../public/og-default.png', import.meta.url).pathname).metadata();
    expect([picture.width, picture.height]).toEqual([1200, 630]);
  });
});
