// /articles/preview?token=…: an unpublished article, or an older revision of one, on its real page
// (the same view as /articles/{id}), opened by a signed link — the editor's own preview or a share link for someone
// without an account. Never indexed, never kept by a shared cache, never passes the link on.
import { data } from 'react-router';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { formatDateTime } from '../../../contract/time.ts';
import { AppError } from '../../../server/errors.ts';
import { getArticle } from '../../../server/services/articles/get-article.ts';
import { articleAsOfRevision } from '../../../server/services/articles/manage/revisions.ts';
import { openPreview } from '../../../server/services/articles/review/preview-links.ts';
import { ArticleView } from '../../components/site/article-view.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { loadArticlePage } from '../../lib/article-page.server.ts';
import type { Route } from './+types/preview';
import classes from './preview.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const access = await openPreview(deps, token);
    const saved = await getArticle(deps, { id: access.articleId, preview: true });
    const revision = access.revisionId === null ? null : await articleAsOfRevision(deps, saved, access.revisionId);
    const page = await loadArticlePage(deps, revision?.article ?? saved);
    const preview = {
      shared: access.shared,
      expiresAt: access.expiresAt.toISOString(),
      revisionSavedAt: revision?.savedAt ?? null,
    };
    return { page, preview, message: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
    const message =
      'このプレビューのリンクは期限が切れたか、取り消されています。リンクを送った方に新しいリンクをお求めください。';
    return data({ page: null, preview: null, message }, { status: 410 });
  }
}

// For the link's holder only, page and data alike (server/cache/page-keys.ts marks the route private too).
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData: d }: Route.MetaArgs) {
  const title = d?.page ? `プレビュー：${d.page.article.title}` : 'プレビュー';
  return [
    { title: `${title} | ${SITE_SHORT_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
    // The link is the key: it must not reach other sites in a Referer.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function PreviewPage({ loaderData: d }: Route.ComponentProps) {
  if (!d.page || !d.preview) {
    return (
      <div className={ui.container} style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}>
        <h1 className={classes.heading}>プレビュー</h1>
        <p role="alert">{d.message}</p>
      </div>
    );
  }
  const a = d.page.article;
  const scheduled = a.status === 'published' && a.published_at !== null && new Date(a.published_at) > new Date();
  const state =
    a.status === 'draft'
      ? '公開前の下書き'
      : scheduled
        ? `${formatDateTime(a.published_at as string)}に公開予定`
        : '公開中';
  return (
    <ArticleView
      data={d.page}
      unpublished={a.status === 'draft' || scheduled}
      notice={
        <p className={classes.notice} role="status">
          <strong>プレビュー</strong>
          {d.preview.revisionSavedAt
            ? `（${formatDateTime(d.preview.revisionSavedAt)}に保存した版。記事はいま${state}）`
            : `（${state}）`}
          {d.preview.shared
            ? `・このリンクは${formatDateTime(d.preview.expiresAt)}まで有効です。ほかの方には共有しないでください`
            : ''}
        </p>
      }
    />
  );
}
