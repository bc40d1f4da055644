// Form state for a category or tag: text values, the contract's Zod schema checked before sending,
// and the server's 422 messages put back on the same fields.
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

type FormValues = Record<string, string>;

/** Optional fields where an empty box means "none" rather than an empty string. */
const NULLABLE = new Set(['description', 'reading', 'parent_id']);

type Options<S extends z.ZodType> = {
  initial: FormValues;
  schema: S;
  submit: (data: z.output<S>) => Promise<void>;
};

export function useTaxonomyForm<S extends z.ZodType>({ initial, schema, submit }: Options<S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  function set(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, NULLABLE.has(k) && v.trim() === '' ? null : v]),
    );
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const first: Record<string, string> = {};
      for (const issue of parsed.error.issues) first[String(issue.path[0])] ??= issue.message;
      setErrors(first);
      return;
    }
    setPending(true);
    try {
      await submit(parsed.data);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
      else setErrors({ form: (e as Error).message });
    } finally {
      setPending(false);
    }
  }

  // A refusal on a field the form does not show (e.g. `id`) still has to be seen.
  const formError =
    Object.entries(errors)
      .filter(([k]) => !(k in values))
      .map(([, m]) => m)
      .join('\n') || null;

  return { values, errors, formError, pending, set, onSubmit };
}

export type TaxonomyForm = ReturnType<typeof useTaxonomyForm>;
