// What the reader sees when a page cannot be shown, inside the site's header and footer: for a 404
// what may have happened, a search box, the most read articles, ways back in, and last, small, the
// spec's English sentence.
import { isRouteErrorResponse, Link } from 'react-router';
import { NOT_FOUND_TEXT } from '../../lib/error-text.ts';
import classes from './error-page.module.css';
import { type RankingItem, RankingList } from './ranking-list.tsx';
import { PromotionNotice, Section } from './section.tsx';
import { Text } from './text.tsx';
import ui from './ui.module.css';

/** The articles a 404 suggests: the month's most read, or the newest on a site nobody has read yet. */
export type SuggestedArticles = { heading: string; articles: RankingItem[]; hasPromotion: boolean };

/** The suggestions a site loader's 404 carries (see app/lib/not-found-page.server.ts), if any. */
export function suggestionsOf(error: unknown): SuggestedArticles | null {
  if (!isRouteErrorResponse(error)) return null;
  const suggested = (error.data as { suggested?: SuggestedArticles } | null)?.suggested;
  return suggested && Array.isArray(suggested.articles) ? suggested : null;
}

const WAYS_BACK = [
  { to: '/', label: 'トップページへ戻る' },
  { to: '/categories', label: 'カテゴリ一覧' },
  { to: '/tag_list', label: 'タグ一覧' },
];

function WaysBack() {
  return (
    <ul className={classes.links}>
      {WAYS_BACK.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function NotFoundContent({ suggested }: { suggested: SuggestedArticles | null }) {
  return (
    <div className={`${ui.container} ${ui.narrow} ${classes.page}`}>
      <p className={classes.eyebrow}>エラー 404</p>
      <h1 className={classes.title}>お探しのページが見つかりませんでした</h1>
      <Text style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        ページが移動または削除されたか、URLが間違っている可能性があります。キーワードで記事を探すか、下の記事やカテゴリからお探しください。
      </Text>
      <search>
        <form action="/search" method="get" className={classes.search}>
          <label htmlFor="not-found-search" className={ui.visuallyHidden}>
            記事を検索
          </label>
          <input
            id="not-found-search"
            name="keyword"
            type="search"
            placeholder="キーワードで記事を検索"
            maxLength={100}
            className={classes.searchInput}
          />
          <button type="submit" className={classes.searchButton}>
            検索
          </button>
        </form>
      </search>
      {suggested?.hasPromotion && <PromotionNotice />}
      {suggested && suggested.articles.length > 0 && (
        <Section title={suggested.heading}>
          <RankingList articles={suggested.articles} />
        </Section>
      )}
      <WaysBack />
      <p className={classes.english} lang="en">
        404 · {NOT_FOUND_TEXT}
      </p>
    </div>
  );
}

export function ErrorContent({ status }: { status: number }) {
  return (
    <div className={`${ui.container} ${ui.narrow} ${classes.page}`}>
      <h1 className={classes.title}>エラーが発生しました</h1>
      <Text style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        ページを表示できませんでした。時間をおいて、もう一度お試しください。（エラーコード {status}）
      </Text>
      <WaysBack />
    </div>
  );
}
