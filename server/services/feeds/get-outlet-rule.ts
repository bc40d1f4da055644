// One outlet's rule, as its feed applies it.
import { eq } from 'drizzle-orm';
import type { FeedOutletDefinition, OutletRule } from '../../../contract/feed-outlets.ts';
import { feedOutlets } from '../../db/schema/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { ruleOf } from './outlet-json.ts';

export async function getOutletRule(deps: Pick<Deps, 'db'>, outlet: FeedOutletDefinition): Promise<OutletRule> {
  const [row] = await deps.db.select().from(feedOutlets).where(eq(feedOutlets.id, outlet.id));
  return ruleOf(outlet, row);
}
