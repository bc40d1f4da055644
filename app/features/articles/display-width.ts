// Lengths as search results and share cards measure Japanese: a full-width character is one, a
// half-width one (ASCII, half-width kana) is half. Google shows about 30 of them in a title.

export const SEO_TITLE_WIDTH = 30;
export const SEO_DESCRIPTION_WIDTH = 120;

function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x7e || (code >= 0xff61 && code <= 0xff9f) ? 0.5 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** `text` cut to `max` wide with an ellipsis, as a result page would show it. */
export function truncateToWidth(text: string, max: number): string {
  let width = 0;
  let out = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > max) return `${out}…`;
    out += char;
  }
  return out;
}
