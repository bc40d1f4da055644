// The signed-in writer, as verified by the admin layout's loader.
import { useRouteLoaderData } from 'react-router';
import type { Writer } from '../../../../contract/writers.ts';

const ADMIN_LAYOUT_ID = 'admin-layout';

export function useCurrentWriter(): Writer {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { writer: Writer } | undefined;
  if (!data) throw new Error('useCurrentWriter must be used inside the admin layout');
  return data.writer;
}

export function useIsAdmin(): boolean {
  return useCurrentWriter().role === 'admin';
}
