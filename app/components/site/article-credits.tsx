// What stands beside an article's text for readers who must trust it (YMYL): its dates (公開日, and 更新日
// only for an update an editor called meaningful), its 監修者 by the byline and in a box at the end,
// and its dated 訂正・追記.
import { Link } from 'react-router';
import { ARTICLE_NOTE_LABELS } from '../../../contract/article-note-kinds.ts';
import type { PublicArticleNote } from '../../../contract/article-notes.ts';
import type { PublicReviewer } from '../../../contract/reviewers.ts';
import { formatDate, formatDay } from '../../../contract/time.ts';
import { sized } from '../../lib/images.ts';
import classes from './article-credits.module.css';
import { Avatar, Text } from './text.tsx';

/** The day an article came out, and the day of its last meaningful update when that is a later day. */
export function ArticleDates({ publishedAt, revisedAt }: { publishedAt: string; revisedAt: string | null }) {
  const revised = revisedAt && formatDate(revisedAt) !== formatDate(publishedAt) ? revisedAt : null;
  return (
    <Text size="sm" dimmed as="span" className={classes.dates}>
      <span>
        公開日 <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </span>
      {revised && (
        <span>
          更新日 <time dateTime={revised}>{formatDate(revised)}</time>
        </span>
      )}
    </Text>
  );
}

/** 「監修：山田 花子（医師）」 by the byline; each name leads to the reviewer's page. */
export function ReviewedBy({ reviewers }: { reviewers: PublicReviewer[] }) {
  if (reviewers.length === 0) return null;
  return (
    <Text size="sm" className={classes.reviewedBy}>
      <span className={classes.reviewedByLabel}>監修</span>
      {reviewers.map((r, i) => (
        <span key={r.id}>
          {i > 0 && '、'}
          <Link to={`/reviewers/${r.id}`}>{r.name}</Link>（{r.credentials}）
        </span>
      ))}
    </Text>
  );
}

/** At the end of the article: who checked it, with what standing, and where to learn more. */
export function ReviewerBoxes({ reviewers }: { reviewers: PublicReviewer[] }) {
  if (reviewers.length === 0) return null;
  return (
    <section className={classes.reviewerBox} aria-labelledby="article-reviewers">
      <h2 id="article-reviewers" className={classes.boxTitle}>
        この記事の監修者
      </h2>
      {reviewers.map((r) => (
        <ReviewerCard key={r.id} reviewer={r} linked />
      ))}
    </section>
  );
}

/** One reviewer: picture, 肩書き and 所属, name and よみ, profile and links (their page shows it unlinked). */
export function ReviewerCard({ reviewer: r, linked = false }: { reviewer: PublicReviewer; linked?: boolean }) {
  return (
    <div className={classes.reviewer}>
      <Avatar src={sized(r.photo_url, 256)} size={72} />
      <div style={{ minWidth: 0 }}>
        <Text size="xs" dimmed>
          {r.credentials}
          {r.affiliation && `・${r.affiliation}`}
        </Text>
        <p className={classes.reviewerName}>
          {linked ? <Link to={`/reviewers/${r.id}`}>{r.name}</Link> : r.name}
          {r.reading && <span className={classes.reading}>（{r.reading}）</span>}
        </p>
        {r.profile && (
          <Text size="sm" lineClamp={linked ? 5 : undefined}>
            {r.profile}
          </Text>
        )}
        {r.links.length > 0 && (
          <ul className={classes.links}>
            {r.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener" target={link.url.startsWith('/') ? undefined : '_blank'}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** 「訂正（2026年11月22日）：…」, oldest first: what changed in the article since it came out. */
export function ArticleNotes({ notes }: { notes: PublicArticleNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section className={classes.notes} aria-labelledby="article-notes">
      <h2 id="article-notes" className={classes.boxTitle}>
        訂正・追記
      </h2>
      <ul className={classes.noteList}>
        {notes.map((note) => (
          <li key={note.id} id={`note-${note.id}`}>
            <strong className={note.kind === 'correction' ? classes.correction : undefined}>
              {ARTICLE_NOTE_LABELS[note.kind]}（<time dateTime={note.noted_on}>{formatDay(note.noted_on)}</time>）
            </strong>
            ：{note.body}
          </li>
        ))}
      </ul>
    </section>
  );
}
