// An outlet as the API shows it: its fixed definition, and its rule as stored or by default.
import {
  defaultOutletRule,
  type FeedOutlet,
  type FeedOutletDefinition,
  feedPath,
  type OutletRule,
} from '../../../contract/feed-outlets.ts';
import type { feedOutlets } from '../../db/schema/feed-outlets.ts';

type OutletRow = typeof feedOutlets.$inferSelect;

export function ruleOf(outlet: FeedOutletDefinition, row: OutletRow | undefined): OutletRule {
  if (!row) return defaultOutletRule(outlet);
  return {
    enabled: row.enabled,
    exclude_pr: row.excludePr,
    excluded_category_ids: row.excludedCategoryIds,
    delay_minutes: row.delayMinutes,
    item_count: row.itemCount,
  };
}

export function toOutletJson(outlet: FeedOutletDefinition, row: OutletRow | undefined): FeedOutlet {
  return {
    id: outlet.id,
    name: outlet.name,
    format: outlet.format,
    refuses_advertorials: outlet.refusesAdvertorials,
    feed_url: feedPath(outlet.id),
    ...ruleOf(outlet, row),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
