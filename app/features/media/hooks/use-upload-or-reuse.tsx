// Uploads one file, unless the library already holds that very file: then the writer is shown the
// picture made from it and takes it (no second copy), uploads a copy anyway, or neither.
import { useCallback, useState } from 'react';
import { duplicateOf, type UploadResult, uploadMedia } from '../api/upload-media.ts';
import {
  type DuplicateChoice,
  type DuplicateQuestion,
  DuplicateUploadModal,
} from '../components/duplicate-upload-modal.tsx';

/** `reused`: the library's picture was taken instead of the file. */
export type Uploaded = UploadResult & { reused: boolean };

/** `existingLabel`: the button that takes the library's picture, in the words of where it goes. */
export function useUploadOrReuse(existingLabel: string) {
  const [question, setQuestion] = useState<DuplicateQuestion | null>(null);

  /** The upload, the library's picture, or null when the writer chose neither. */
  const uploadOne = useCallback(async (file: File): Promise<Uploaded | null> => {
    try {
      return { ...(await uploadMedia(file, { duplicate: 'refuse' })), reused: false };
    } catch (error) {
      const existing = duplicateOf(error);
      if (!existing) throw error;
      const choice = await new Promise<DuplicateChoice>((answer) => setQuestion({ file, existing, answer }));
      setQuestion(null);
      if (choice === 'existing')
        return { url: existing.url, variants: existing.variants, media: existing, reused: true };
      if (choice === 'copy') return { ...(await uploadMedia(file)), reused: false };
      return null;
    }
  }, []);

  const prompt = <DuplicateUploadModal question={question} existingLabel={existingLabel} />;
  return { uploadOne, prompt };
}
