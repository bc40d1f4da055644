// Form state for a category or tag: the shared schema form, with an empty optional box sent as "none".
import type { z } from 'zod';
import { type SchemaFormOptions, useSchemaForm } from '../../../hooks/use-schema-form.ts';

/** Optional fields where an empty box means "none" rather than an empty string. */
const NULLABLE = new Set(['description', 'reading', 'parent_id']);

export function useTaxonomyForm<S extends z.ZodType>(options: Omit<SchemaFormOptions<S, unknown>, 'toInput'>) {
  return useSchemaForm({
    ...options,
    toInput: (values) =>
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, NULLABLE.has(k) && v.trim() === '' ? null : v])),
  });
}
