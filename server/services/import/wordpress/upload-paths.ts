// Which uploaded file an address in a WordPress site names: `wp-content/uploads/2024/03/photo.jpg`,
// whichever size WordPress made of it (`photo-1024x683.jpg`, `photo-scaled.jpg`), on the old site's
// host or as a path. The import keeps one media item per file and points every size at it.

const UPLOADS = /(?:^|\/)wp-content\/uploads\/(.+)$/;
/** WordPress's own size suffixes: `-300x200`, `-scaled`, `-rotated`, before the extension. */
const SIZE_SUFFIX = /-(?:\d+x\d+|scaled|rotated)(?=\.[a-z0-9]+$)/i;

/**
 * The uploaded file's path under `uploads/` (`2024/03/photo.jpg`) for an address on one of the old
 * site's hosts or a site-relative one; null for anything else (another host, not an upload).
 */
export function uploadPathOf(url: string, siteHosts: ReadonlySet<string>): string | null {
  let path: string;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    if (parsed.hostname !== 'relative.invalid' && !siteHosts.has(parsed.hostname.toLowerCase())) return null;
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  const file = UPLOADS.exec(path)?.[1];
  return file ? file.replace(SIZE_SUFFIX, '').normalize('NFC') : null;
}
