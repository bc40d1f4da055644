// The readable part of a media key: the original file name folded to ASCII, so URLs stay plain in
// HTML and the "is it used?" check before deleting can match them byte for byte.

/**
 * `My Photo (1).JPG` → `my-photo-1`. Names with no latin letters or digits (`家族の写真.jpg`)
 * become `image`: the media table has no file-name column, so such uploads are found by uploader
 * and date rather than by name.
 */
export function slugifyFilename(filename: string): string {
  const base = filename
    .replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    .toLowerCase();
  return (
    base
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image'
  );
}
