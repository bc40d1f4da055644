// The upload button of the media picker and the library: images only, one or several files.
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { UPLOAD_TYPES } from '../../../../contract/media.ts';

type Props = { loading: boolean; multiple?: boolean; onFiles: (files: File[]) => void };

export function UploadButton({ loading, multiple = false, onFiles }: Props) {
  return (
    <FileButton
      multiple={multiple}
      accept={UPLOAD_TYPES.join(',')}
      onChange={(picked: File | File[] | null) => {
        const files = Array.isArray(picked) ? picked : picked ? [picked] : [];
        if (files.length) onFiles(files);
      }}
    >
      {(props) => (
        <Button {...props} leftSection={<IconUpload size={16} />} loading={loading}>
          アップロード
        </Button>
      )}
    </FileButton>
  );
}
