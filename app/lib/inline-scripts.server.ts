// Which inline scripts a rendered page may run: exactly those its own render wrote, named in its
// Content-Security-Policy by their SHA-256 (docs/decisions/031-script-hashes-for-kept-pages.md). The
// render puts a fresh mark on them (as React's `nonce` attribute); the page is sent without it, so it
// is the same bytes for every reader and a shared cache may keep it together with its policy.
import { createHash, randomBytes } from 'node:crypto';

/** A mark for one render. Fresh each time, so no stored content can carry it. */
export function newScriptMark(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The page without its mark, and a `'sha256-…'` source for each marked inline script. An inline
 * script without the mark (one that came in with content) gets none, and the browser refuses it.
 */
export function sealInlineScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${mark}"`;
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (attributes?.includes(attribute)) hashes.add(scriptHash(text ?? ''));
  }
  return { html: html.replaceAll(attribute, ''), hashes: [...hashes] };
}

/**
 * A script element's text ends at the first `</script`, whatever it holds (HTML's script data). The
 * renderer escapes `<` in what it serialises into its scripts, so none ends early; one that did would
 * hash differently from what the browser reads, and be refused rather than allowed.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;

/**
 * The hash of the text as the browser reads it: HTML's parser turns CR LF and lone CR into LF, and
 * NUL into U+FFFD, before the script's text is taken (and hashed as UTF-8).
 */
export function scriptHash(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}
