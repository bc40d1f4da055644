// Uploads one or several files in turn, keeping the ones that failed with their reason, so one bad
// file in a drop does not lose the others. A file the library already holds is asked about
// (`prompt`, to be rendered by the caller); `existingLabel` names taking the picture already there.
import { useCallback, useState } from 'react';
import { type Uploaded, useUploadOrReuse } from './use-upload-or-reuse.tsx';

export function useMediaUpload(existingLabel: string) {
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const { uploadOne, prompt } = useUploadOrReuse(existingLabel);

  const upload = useCallback(
    async (files: File[]): Promise<Uploaded[]> => {
      setUploading(true);
      setErrors([]);
      const done: Uploaded[] = [];
      const failed: string[] = [];
      for (const file of files) {
        try {
          const result = await uploadOne(file);
          if (result) done.push(result);
        } catch (e) {
          failed.push(files.length > 1 ? `${file.name}: ${(e as Error).message}` : (e as Error).message);
        }
      }
      setErrors(failed);
      setUploading(false);
      return done;
    },
    [uploadOne],
  );

  return { upload, uploading, errors, prompt, clearErrors: useCallback(() => setErrors([]), []) };
}
