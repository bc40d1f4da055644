// The dashboard's 「流入元」: views and visitors per outlet and JST day, of the site (admins), a
// writer's articles, or one article, from the outlet roll-ups (docs/decisions/034). A writer asking
// about someone else's article sees nothing.
import { sql } from 'drizzle-orm';
import type { OutletTraffic } from '../../../contract/outlet-traffic.ts';
import { OUTLETS } from '../../../contract/traffic-sources.ts';
import type { Deps } from '../../deps.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { queryRows } from './query-rows.ts';
import { SITE } from './site-scope.ts';
import { viewWindow } from './view-window.ts';

type Row = OutletTraffic['days'][number];

export async function summarizeOutletTraffic(
  deps: Pick<Deps, 'db'>,
  input: { viewer: WriterRow; days: number; articleId?: number; now?: Date },
): Promise<OutletTraffic> {
  const { from, to } = viewWindow(input.days, input.now);
  const writerId = input.viewer.role === 'admin' ? undefined : input.viewer.id;
  const rows = input.articleId
    ? await queryRows<Row>(
        deps.db,
        sql`select v.day::text as day, v.outlet, v.views, v.visitors from article_outlet_daily_views v
          where v.article_id = ${input.articleId} and v.day between ${from} and ${to}
            ${writerId === undefined ? sql`` : sql`and exists (select 1 from articles a where a.id = v.article_id and a.writer_id = ${writerId})`}
          order by v.day, v.outlet`,
      )
    : await queryRows<Row>(
        deps.db,
        sql`select day::text as day, outlet, views, visitors from outlet_daily_views
          where writer_id = ${writerId ?? SITE} and day between ${from} and ${to}
          order by day, outlet`,
      );
  return { outlets: totals(rows), days: rows };
}

/** Sums per outlet, most views first; ties in the outlets' own order. */
function totals(rows: Row[]): OutletTraffic['outlets'] {
  const byOutlet = new Map<string, { outlet: string; views: number; visitors: number }>();
  for (const row of rows) {
    const sum = byOutlet.get(row.outlet) ?? { outlet: row.outlet, views: 0, visitors: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    byOutlet.set(row.outlet, sum);
  }
  const rank = (outlet: string) => {
    const i = (OUTLETS as readonly string[]).indexOf(outlet);
    return i === -1 ? OUTLETS.length : i;
  };
  return [...byOutlet.values()].sort((a, b) => b.views - a.views || rank(a.outlet) - rank(b.outlet));
}
