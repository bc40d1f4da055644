// /admin/writers/media-library (admin only): every uploaded image, newest first, with upload by
// button or drag and drop (each new picture then asked what it shows), search by file name or alternative text, details (alternative text,
// where it is used), copy URL and delete. The query lives in the URL.
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { pageFromUrl } from '../../../contract/common.ts';
import type { Media } from '../../../contract/media.ts';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { getMedia } from '../../features/media/api/get-media.ts';
import { searchMedia } from '../../features/media/api/search-media.ts';
import { DescribeUploadsModal } from '../../features/media/components/describe-uploads-modal.tsx';
import { MediaCard } from '../../features/media/components/media-card.tsx';
import { MediaDropzone } from '../../features/media/components/media-dropzone.tsx';
import { useMediaUpload } from '../../features/media/hooks/use-media-upload.ts';
import { AdminOnly } from '../../features/session/components/admin-only.tsx';
import { requireSession } from '../../features/session/session.ts';
import { getAllWriters } from '../../features/writers/api/get-writers.ts';
import type { Route } from './+types/media-library';

const PER = 24;
const PATH = '/admin/writers/media-library';

export function meta() {
  return [{ title: 'メディア | Salvia 管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireSession();
  if (me.role !== 'admin') return { library: null, keyword: '', uploaders: new Map<number, string>() };
  const params = new URL(request.url).searchParams;
  const keyword = params.get('keyword')?.trim().slice(0, 100) ?? '';
  const page = pageFromUrl(request.url, PER);
  const [library, writers] = await Promise.all([
    keyword ? searchMedia({ keyword, ...page }) : getMedia(page),
    getAllWriters(),
  ]);
  return { library, keyword, uploaders: new Map(writers.map((w) => [w.id, w.name])) };
}

export function HydrateFallback() {
  return null;
}

export default function MediaLibrary({ loaderData: d }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { upload, uploading, errors, prompt } = useMediaUpload('アップロードしない');

  const [toDescribe, setToDescribe] = useState<Media[]>([]);

  async function onFiles(files: File[]) {
    // A file the library already held and the admin chose not to upload again is not new.
    const done = (await upload(files)).filter((d) => !d.reused);
    if (!done.length) return;
    notifications.show({ color: 'teal', message: `${done.length}枚の画像をアップロードしました` });
    setToDescribe(done.map((d) => d.media));
    showNewest();
  }

  // New images come first: show the first page of everything so they are in view.
  function showNewest() {
    if (params.toString()) navigate(PATH);
    else void revalidator.revalidate();
  }

  function update(next: { keyword?: string; page?: number }) {
    const merged = new URLSearchParams(params);
    if (next.keyword !== undefined) {
      if (next.keyword) merged.set('keyword', next.keyword);
      else merged.delete('keyword');
      merged.delete('page');
    }
    if (next.page) merged.set('page', String(next.page));
    setParams(merged);
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        メディア
      </Title>
      <AdminOnly>
        {d.library && (
          <Stack>
            <MediaDropzone uploading={uploading} onFiles={onFiles} />
            {prompt}
            <DescribeUploadsModal
              key={toDescribe.map((m) => m.id).join()}
              uploaded={toDescribe}
              onClose={(described) => {
                setToDescribe([]);
                if (described) showNewest();
              }}
            />
            {errors.length > 0 && (
              <Alert color="red" title="アップロードできなかった画像があります" role="alert">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {errors.join('\n')}
                </Text>
              </Alert>
            )}
            <SearchBox
              key={d.keyword}
              label="ファイル名・代替テキストで検索"
              placeholder="例：カレンダー、バナー"
              value={d.keyword}
              onSearch={(keyword) => update({ keyword })}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {d.keyword ? `「${d.keyword}」の検索結果：` : ''}
              {d.library.meta.total}枚
            </Text>
            {d.library.media.length === 0 ? (
              <Paper withBorder p="xl" ta="center">
                <Text c="dimmed">
                  {d.keyword ? '該当する画像はありません。' : 'まだ画像がありません。アップロードしてください。'}
                </Text>
              </Paper>
            ) : (
              <SimpleGrid
                component="ul"
                cols={{ base: 2, xs: 3, md: 4, lg: 5 }}
                spacing="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="画像一覧"
              >
                {d.library.media.map((m) => (
                  <MediaCard
                    key={m.id}
                    media={m}
                    uploader={m.writer_id ? (d.uploaders.get(m.writer_id) ?? null) : null}
                    onChanged={() => revalidator.revalidate()}
                  />
                ))}
              </SimpleGrid>
            )}
            <ListPagination meta={d.library.meta} onChange={(page) => update({ page })} />
          </Stack>
        )}
      </AdminOnly>
    </Stack>
  );
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/admin-route-error.tsx';
