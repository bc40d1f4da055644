// GET /api/v1/analytics/outlets?days&article_id: views and visitors per outlet (「流入元」).
import type { OutletTraffic } from '../../../../contract/outlet-traffic.ts';
import { api } from '../../../lib/api-client.ts';

export function getOutletTraffic(query: { days?: 7 | 30 | 90; article_id?: number }): Promise<OutletTraffic> {
  return api<OutletTraffic>('GET', 'analytics/outlets', { query });
}
