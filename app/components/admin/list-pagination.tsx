// Page numbers under an admin list, with Japanese labels on the previous/next controls.
import { Group, Pagination } from '@mantine/core';
import type { Meta } from '../../../contract/common.ts';

export function ListPagination({ meta, onChange }: { meta: Meta; onChange: (page: number) => void }) {
  if (meta.total_pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={meta.total_pages}
        value={meta.page}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? '次のページ' : control === 'previous' ? '前のページ' : undefined,
        })}
      />
    </Group>
  );
}
