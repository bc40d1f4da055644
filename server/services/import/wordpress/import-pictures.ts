// The old site's pictures become media items through the upload pipeline (type read from the bytes,
// metadata dropped, variants made), each file once however many sizes of it bodies use. The file is
// read from the --uploads copy; where it is missing there it is fetched from its address through the
// guarded fetcher the media import uses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { media } from '../../../db/schema/content.ts';
import { fetchRemoteImage } from '../../media/fetch-remote-image.ts';
import { uploadMedia } from '../../media/upload-media.ts';
import type { ExportedAttachment } from './export-index.ts';
import { reasonOf } from './import-report.ts';
import type { ImportRun, MadePicture } from './import-run.ts';
import { fingerprintOf } from './imported-items.ts';

/**
 * The media item for an uploaded file (`2024/11/tana.jpg`), made on first use; null when it could not
 * be made (the reason is in the report once).
 */
export async function pictureFor(run: ImportRun, uploadPath: string, writerId: number): Promise<MadePicture | null> {
  const made = run.pictures.get(uploadPath);
  if (made !== undefined) return made;
  const picture = await importPicture(run, uploadPath, writerId);
  run.pictures.set(uploadPath, picture);
  return picture;
}

async function importPicture(run: ImportRun, uploadPath: string, writerId: number): Promise<MadePicture | null> {
  const attachment = run.index.attachmentByPath.get(uploadPath);
  const alt = (attachment?.alt ?? '').normalize('NFC').slice(0, 500);
  const memory = run.importedPictures.get(uploadPath);
  if (memory) {
    const [row] = await run.deps.db.select().from(media).where(eq(media.id, memory.targetId));
    if (row) {
      if (alt && alt !== row.alt && row.alt === '')
        await run.deps.db.update(media).set({ alt }).where(eq(media.id, row.id));
      run.report.add('pictures', 'skipped');
      return { mediaId: row.id, url: row.url, alt: row.alt || alt };
    }
    // Deleted from the library since: made again below.
  }
  let data: Buffer;
  try {
    data = await readPicture(run, uploadPath, attachment);
  } catch (error) {
    run.report.add('pictures', 'failed', uploadPath, reasonOf(error));
    return null;
  }
  try {
    const uploaded = await uploadMedia(run.deps, { writerId, filename: path.basename(uploadPath), data });
    if (alt) await run.deps.db.update(media).set({ alt }).where(eq(media.id, uploaded.media.id));
    await run.memory.remember(
      'picture',
      uploadPath,
      uploaded.media.id,
      fingerprintOf({ uploadPath, bytes: data.length }),
    );
    run.report.add('pictures', 'imported');
    return { mediaId: uploaded.media.id, url: uploaded.url, alt };
  } catch (error) {
    run.report.add('pictures', 'failed', uploadPath, reasonOf(error));
    return null;
  }
}

async function readPicture(
  run: ImportRun,
  uploadPath: string,
  attachment: ExportedAttachment | undefined,
): Promise<Buffer> {
  const { uploadsDir } = run.options;
  if (uploadsDir) {
    const file = path.resolve(uploadsDir, uploadPath);
    // The path comes from the export: it never leads outside the uploads copy.
    if (!file.startsWith(`${path.resolve(uploadsDir)}${path.sep}`))
      throw new Error('アップロードフォルダの外を指すパスです');
    try {
      return await readFile(file);
    } catch {
      // Not in the copy: fetched below when allowed.
    }
  }
  if (!run.options.fetchMissing) throw new Error('--uploads のフォルダにファイルがありません');
  const address =
    attachment?.url ?? `${run.index.site.baseSiteUrl.replace(/\/$/, '')}/wp-content/uploads/${uploadPath}`;
  const fetched = await fetchRemoteImage(address, { allowedAddresses: run.deps.config.mediaImportAllowedAddresses });
  return fetched.data;
}
