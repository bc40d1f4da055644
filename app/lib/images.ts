// Responsive image attributes from the WebP variants (`…-320.webp`, `…-640.webp`, …) the media pipeline writes.
const WIDTHS = [320, 640, 960, 1280];
const VARIANT = /-(\d+)\.webp$/;

export function srcSet(url: string | null | undefined): string | undefined {
  if (!url || !VARIANT.test(url)) return undefined;
  return WIDTHS.map((w) => `${url.replace(VARIANT, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The variant closest to `width`, for small slots that need no srcset. */
export function sized(url: string | null | undefined, width: number): string | undefined {
  if (!url) return undefined;
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}
