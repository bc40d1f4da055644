// Form state for an admin dialog: text values, the contract's Zod schema checked before sending, and
// the server's 422 messages put back on the same fields.
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../lib/field-errors.ts';

type FormValues = Record<string, string>;

export type SchemaFormOptions<S extends z.ZodType> = {
  initial: FormValues;
  schema: S;
  /** What the schema checks and the form sends, made from the values (the values themselves by default). */
  toInput?: (values: FormValues) => unknown;
  submit: (data: z.output<S>) => Promise<void>;
};

export function useSchemaForm<S extends z.ZodType>({ initial, schema, toInput, submit }: SchemaFormOptions<S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  function set(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setPending(true);
    try {
      await submit(parsed.data);
    } catch (e) {
      setErrors(apiFieldErrors(e) ?? { form: (e as Error).message });
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

export type SchemaForm = ReturnType<typeof useSchemaForm>;
