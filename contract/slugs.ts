// What a slug may be, and a slug made from a name's reading, for the tag picker and the import alike.
import { toRomaji } from 'wanakana';

/** A category's slug is its address (`/living/kitchen`): latin letters, digits, - and _. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const CATEGORY_SLUG_CHARACTERS = '半角英小文字・数字と - _ ';

/**
 * A tag is addressed by its id, so its slug may be Japanese too, as WordPress sites' often are
 * (`収納`); the import keeps them.
 */
export const TAG_SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{Nd}]+(?:[-_][\p{Ll}\p{Lo}\p{Lm}\p{Nd}]+)*$/u;
export const TAG_SLUG_CHARACTERS = '英小文字・数字・日本語と - _ ';

/** A slug from the reading (きっちん → kitchin), or from a title in latin letters (ＤＩＹ → diy). */
export function suggestSlug(title: string, reading: string): string {
  const source = reading.trim() ? toRomaji(reading.trim()) : title.normalize('NFKC');
  return source
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
