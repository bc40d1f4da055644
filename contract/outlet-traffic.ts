// The dashboard's 「流入元」: views and visitors per outlet (contract/traffic-sources.ts) over a window.
import { z } from 'zod';

const counts = { views: z.number().int(), visitors: z.number().int() };

export const outletTrafficResponse = z.object({
  /** Each outlet's views and the sum of its daily distinct visitors over the window, most views first. */
  outlets: z.array(z.object({ outlet: z.string(), ...counts })),
  /** The same per JST day, oldest first; a day or outlet without views has no row. */
  days: z.array(z.object({ day: z.string(), outlet: z.string(), ...counts })),
});
export type OutletTraffic = z.infer<typeof outletTrafficResponse>;
