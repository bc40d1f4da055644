// Public cards kept by article id: a change of content that empties them while a list is being built
// leaves no hole in the list (a rolling restart once answered 500 for `articles[i]` undefined).

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicCache } from '../../server/cache/public-cache.ts';
import { articles } from '../../server/db/schema/content.ts';
import { cardColumns, toPublicCards } from '../../server/services/articles/article-json.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('kept cards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  it('gives every card of a list when content changes while the missing ones are built', async () => {
    const writer = await createWriter(t.deps);
    const first = await createArticle(t.deps, { title: '先に見られた記事', writerId: writer.id });
    const second = await createArticle(t.deps, { title: 'まだ見られていない記事', writerId: writer.id });
    const rows = await t.deps.db
      .select(cardColumns)
      .from(articles)
      .where(inArray(articles.id, [first!.id, second!.id]));
    const ordered = [first!.id, second!.id].map((id) => rows.find((row) => row.id === id)!);
    const publicCache = createPublicCache(60);
    await toPublicCards({ db: t.deps.db, publicCache }, [ordered[0]!]);
    // The database answers the missing card only after a change has emptied the kept ones.
    const db = new Proxy(t.deps.db, {
      get(target, name, receiver) {
        if (name !== 'select') return Reflect.get(target, name, receiver);
        void publicCache.invalidate();
        return target.select.bind(target);
      },
    });
    const cards = await toPublicCards({ db, publicCache }, ordered);
    expect(cards.map((card) => card?.title)).toEqual(['先に見られた記事', 'まだ見られていない記事']);
  });
});
