// /articles/preview/{title}?id=…: a signed-in writer's look at an unpublished article, rendered in
// the browser with their token (the server never renders drafts for a shared cache). noindex.
import { Alert, Container, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Article, ArticleResponse } from '../../../contract/articles.ts';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { MantineRoot } from '../../components/mantine-root.tsx';
import { PrLabel } from '../../components/site/article-card.tsx';
import { TableOfContents } from '../../components/site/table-of-contents.tsx';
import { api } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getToken } from '../../lib/session-storage.ts';
import { withTableOfContents } from '../../lib/table-of-contents.ts';
import classes from './article.module.css';
import '../../styles/mantine-forms.ts';

export function meta() {
  return [{ title: `プレビュー | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

type State = { status: 'loading' } | { status: 'ready'; article: Article } | { status: 'error'; message: string };

// Built with Mantine: it brings the provider the reading pages go without.
export default function PreviewPage() {
  return (
    <MantineRoot>
      <Preview />
    </MantineRoot>
  );
}

function Preview() {
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const id = params.get('id');

  useEffect(() => {
    if (!getToken()) {
      setState({ status: 'error', message: 'プレビューを見るにはログインしてください' });
      return;
    }
    if (!id || !/^\d+$/.test(id)) {
      setState({ status: 'error', message: 'プレビューする記事が指定されていません' });
      return;
    }
    api<ArticleResponse>('GET', 'articles/view', { query: { id } }).then(
      ({ article }) => setState({ status: 'ready', article }),
      (error: Error) => setState({ status: 'error', message: error.message }),
    );
  }, [id]);

  if (state.status === 'loading') {
    return (
      <Container size="sm" py="xl">
        <h1 style={{ fontSize: '1.4rem' }}>プレビューを読み込んでいます…</h1>
      </Container>
    );
  }
  if (state.status === 'error') {
    return (
      <Container size="sm" py="xl">
        <h1 style={{ fontSize: '1.4rem' }}>プレビュー</h1>
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
        <Text mt="md">
          <Link to="/signin">ログイン画面へ</Link>
        </Text>
      </Container>
    );
  }
  const a = state.article;
  const { html, toc } = withTableOfContents(a.body_html);
  const scheduled = a.status === 'published' && a.published_at && new Date(a.published_at) > new Date();
  return (
    <Container size="md" pt="md">
      <Alert color="yellow" mb="md">
        {a.status === 'draft'
          ? 'これは下書きのプレビューです（公開されていません）'
          : scheduled
            ? `${formatDateTime(a.published_at as string)} に公開予定のプレビューです`
            : 'これはプレビューです'}
      </Alert>
      {a.is_pr && <PrLabel sponsor={a.sponsor} />}
      <h1 className={classes.title}>{a.title}</h1>
      {a.thumbnail_url && <img className={classes.hero} src={a.thumbnail_url} alt="" width={1280} height={720} />}
      <p className={classes.lead}>{a.lead}</p>
      <TableOfContents entries={toc} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML is sanitised on the server when saved */}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />
    </Container>
  );
}
