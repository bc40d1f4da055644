// What a tag or category form fills in while its name is typed: the reading (kana as typed at once;
// any Japanese name read by the server's dictionary once typing pauses, 収納 → しゅうのう) and a slug
// made from it, a word per word the dictionary found (contract/slugs.ts). A field the person types
// in themselves is theirs from then on; so are the fields of one that already has them (editing).
import { useEffect, useState } from 'react';
import { suggestSlug } from '../../../../contract/slugs.ts';
import { type SuggestedReading, suggestTagReading } from '../api/suggest-tag-reading.ts';
import { suggestReading } from '../tag-reading.ts';

type Field = 'title' | 'reading' | 'slug';
type Values = { title: string; slug: string; reading?: string };

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The reading is asked for this long after the name stops changing. */
const READ_AFTER_MS = 300;

type Options = {
  values: Values;
  set: (field: Field, value: string) => void;
  /** The form shows a reading (tags); a category's slug comes from a reading it does not keep. */
  hasReading: boolean;
  /** Asks the server while true (the form is open). */
  enabled: boolean;
};

export function useNameSuggestions({ values, set, hasReading, enabled }: Options) {
  const [typed, setTyped] = useState(() => ({ reading: Boolean(values.reading), slug: Boolean(values.slug) }));
  const [read, setRead] = useState<(SuggestedReading & { title: string }) | null>(null);
  const title = values.title.trim();

  /** The name's reading as the dictionary read it, else a kana name as it is written. */
  const suggestedFor = (name: string): SuggestedReading =>
    read?.title === name.trim() ? read : { reading: suggestReading(name), words: [] };

  function fill(name: string, reading: string | undefined, now: typeof typed) {
    const suggested = suggestedFor(name);
    if (hasReading && !now.reading) set('reading', suggested.reading);
    const slugReading = hasReading && now.reading ? (reading ?? '') : suggested.reading;
    if (!now.slug) set('slug', suggestSlug(name, slugReading, suggested.words));
  }

  /** A change the person made: the field, and the suggestions that follow from it. */
  function edit(field: Field, text: string) {
    set(field, text);
    if (field === 'slug') {
      setTyped((t) => ({ ...t, slug: text !== '' }));
      return;
    }
    const now = field === 'reading' ? { ...typed, reading: text !== '' } : typed;
    setTyped(now);
    fill(field === 'title' ? text : values.title, field === 'reading' ? text : values.reading, now);
  }

  /** A new name to start from (the tag picker's word): every field suggested again. */
  function restart(name: string) {
    const fresh = { reading: false, slug: false };
    setTyped(fresh);
    set('title', name);
    fill(name, undefined, fresh);
  }

  useEffect(() => {
    if (!enabled || (typed.reading && typed.slug) || !JAPANESE.test(title) || read?.title === title) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await suggestTagReading(title).catch(() => null);
      if (current && answer) setRead({ title, ...answer });
    }, READ_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, title, typed, read]);

  // The dictionary's answer for the name as it now stands fills what the person has not typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (read && read.title === title) fill(values.title, values.reading, typed);
  }, [read]);

  return { edit, restart };
}
