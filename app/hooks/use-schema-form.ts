// Form state for an admin dialog: text values, the contract's Zod schema checked before sending, and
// the server's 422 messages put back on the same fields.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../lib/field-errors.ts';
import { blockImeEnter } from '../lib/ime.ts';

type FormValues = Record<string, string>;

export type SchemaFormOptions<S extends z.ZodType, I = FormValues> = {
  initial: FormValues;
  schema: S;
  /** What the schema checks and the form sends, made from the values (the values themselves by default). */
  toInput?: (values: FormValues) => I;
  /** What the schema cannot see (a choice the form makes before the input), merged with its errors. */
  check?: (values: FormValues) => FieldErrors;
  /** `data` as the schema gives it; `input` as it was before the schema's transforms, for an API that does them itself. */
  submit: (data: z.output<S>, input: I) => Promise<void>;
};

export function useSchemaForm<S extends z.ZodType, I = FormValues>({
  initial,
  schema,
  toInput,
  check,
  submit,
}: SchemaFormOptions<S, I>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  function set(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = toInput ? toInput(values) : (values as I);
    const parsed = schema.safeParse(input);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...check?.(values) };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setPending(true);
    try {
      await submit(parsed.data, input);
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

  /** A multi-line field bound to `name`: its value, its edits and its refusal. */
  function textareaProps(name: string) {
    return {
      value: values[name] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.currentTarget.value),
      error: errors[name],
    };
  }

  /** A one-line field bound to `name`, whose Enter submits the form unless it confirms a conversion. */
  function inputProps(name: string) {
    return { ...textareaProps(name), onKeyDown: blockImeEnter };
  }

  return { values, errors, formError, pending, set, onSubmit, inputProps, textareaProps };
}

export type SchemaForm = ReturnType<typeof useSchemaForm>;
