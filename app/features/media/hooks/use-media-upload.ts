// Uploads one or several files in turn, keeping the ones that failed with their reason, so one bad
// file in a drop does not lose the others.
import { useCallback, useState } from 'react';
import { type UploadResult, uploadMedia } from '../api/upload-media.ts';

export function useMediaUpload() {
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = useCallback(async (files: File[]): Promise<UploadResult[]> => {
    setUploading(true);
    setErrors([]);
    const done: UploadResult[] = [];
    const failed: string[] = [];
    for (const file of files) {
      try {
        done.push(await uploadMedia(file));
      } catch (e) {
        failed.push(files.length > 1 ? `${file.name}: ${(e as Error).message}` : (e as Error).message);
      }
    }
    setErrors(failed);
    setUploading(false);
    return done;
  }, []);

  return { upload, uploading, errors, clearErrors: useCallback(() => setErrors([]), []) };
}
