// The analytics dashboard's numbers: views and unique visitors per JST day, and what was read most.
// Admins see the whole site; a writer sees only their own articles.
import { sql } from 'drizzle-orm';
import type { Summary } from '../../../contract/analytics.ts';
import type { Deps } from '../../deps.ts';
import type { WriterRow } from '../writers/writer-json.ts';

type Rows<T> = { rows: T[] };

export async function summarizeViews(
  deps: Pick<Deps, 'db'>,
  input: { viewer: WriterRow; days: number; articleId?: number },
): Promise<Summary> {
  const since = sql`(now() at time zone 'Asia/Tokyo')::date - ${input.days - 1}::int`;
  const day = sql`(pv.at at time zone 'Asia/Tokyo')::date`;
  // Which raw views count: the viewer's own articles for writers, one article when asked.
  const scope = sql.join(
    [
      sql`${day} >= ${since}`,
      input.viewer.role === 'admin' ? undefined : sql`a.writer_id = ${input.viewer.id}`,
      input.articleId ? sql`pv.article_id = ${input.articleId}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
  const from = sql`page_views pv left join articles a on a.id = pv.article_id`;
  const run = async <T>(query: ReturnType<typeof sql>) => ((await deps.db.execute(query)) as unknown as Rows<T>).rows;

  const [days, topArticles, topCategories, topTags, topReferrers] = await Promise.all([
    run<{ day: string; views: number; visitors: number }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(v.views, 0)::int as views, coalesce(v.visitors, 0)::int as visitors
      from generate_series(${since}, (now() at time zone 'Asia/Tokyo')::date, interval '1 day') d
      left join (
        select ${day} as day, count(*) as views, count(distinct pv.visitor_hash) as visitors
        from ${from} where ${scope} group by 1
      ) v on v.day = d::date
      order by d`),
    run<{ id: number; title: string; views: number }>(sql`
      select a.id, a.title, count(*)::int as views from ${from}
      where ${scope} and a.id is not null group by a.id order by views desc, a.id limit 10`),
    run<{ id: number; title: string; views: number }>(sql`
      select c.id, c.title, count(*)::int as views from ${from} join categories c on c.id = a.category_id
      where ${scope} group by c.id order by views desc, c.id limit 10`),
    run<{ id: number; title: string; views: number }>(sql`
      select t.id, t.title, count(*)::int as views from ${from}
      join article_tags at on at.article_id = a.id join tags t on t.id = at.tag_id
      where ${scope} group by t.id order by views desc, t.id limit 10`),
    run<{ host: string; views: number }>(sql`
      select pv.referrer_host as host, count(*)::int as views from ${from}
      where ${scope} and pv.referrer_host is not null group by 1 order by views desc, 1 limit 10`),
  ]);
  return {
    days,
    top_articles: topArticles,
    top_categories: topCategories,
    top_tags: topTags,
    top_referrers: topReferrers,
  };
}
