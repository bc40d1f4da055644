// The editor's form state: the article as last saved, the fields as typed, their errors, and
// whether anything changed since the last save.
import { useCallback, useRef, useState } from 'react';
import type { Article } from '../../../../contract/articles.ts';
import { fieldsOf } from '../article-fields.ts';
import type { DraftFields } from './use-local-draft.ts';

export type ArticleForm = ReturnType<typeof useArticleForm>;

export function useArticleForm(initial: Article | null) {
  const [base, setBase] = useState<Article | null>(initial);
  const [fields, setFields] = useState<DraftFields>(() => fieldsOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  /** Counts edits, so a save knows whether the writer typed on while it was on its way. */
  const version = useRef(0);

  const dirtyRef = useRef(false);
  const markDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);
  const markChanged = useCallback(() => {
    version.current += 1;
    markDirty(true);
  }, [markDirty]);

  const set = useCallback(
    (patch: Partial<DraftFields>) => {
      setFields((f) => ({ ...f, ...patch }));
      setErrors((e) => {
        const next = { ...e };
        for (const key of Object.keys(patch)) delete next[key === 'schedule_at' ? 'published_at' : key];
        return next;
      });
      markChanged();
    },
    [markChanged],
  );

  /** Starts again from a stored article (after taking over the edit lock). */
  const load = useCallback((article: Article) => {
    setBase(article);
    setFields(fieldsOf(article));
  }, []);

  // The current state, for timers and unload handlers that outlive a render.
  const latest = useRef({ fields, base });
  latest.current = { fields, base };

  return {
    base,
    fields,
    errors,
    dirty,
    dirtyRef,
    version,
    latest,
    setBase,
    setFields,
    setErrors,
    markDirty,
    markChanged,
    set,
    load,
  };
}
