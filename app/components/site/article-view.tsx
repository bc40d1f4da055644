// An article's page: breadcrumbs, PR disclosure, share buttons, 目次, body, a 連載's other episodes,
// tags, the writer's box, recommended, and beside it the ranking and the newest articles — the public
// page and its previews alike.
// `notice` stands above it (a preview says so); a preview of an article not out yet (`unpublished`)
// offers no sharing of an address that leads nowhere.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticlePageData } from '../../lib/article-page.server.ts';
import { sized, srcSet } from '../../lib/images.ts';
import { splitAtTocMarker, type TocEntry } from '../../lib/table-of-contents.ts';
import { ArticleGrid, PrLabel } from './article-card.tsx';
import { ArticleDates, ArticleNotes, ReviewedBy, ReviewerBoxes } from './article-credits.tsx';
import '../../styles/article-blocks.css';
import classes from './article-view.module.css';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { RankingList, RankingTabs } from './ranking-list.tsx';
import { PromotionNotice, Section } from './section.tsx';
import { SeriesKicker, SeriesNav } from './series-nav.tsx';
import { ShareButtons } from './share-buttons.tsx';
import { TableOfContents } from './table-of-contents.tsx';
import { TagChips } from './tag-chips.tsx';
import { Avatar, Text } from './text.tsx';
import ui from './ui.module.css';
import { WriterJobTitle, WriterLinks } from './writer-byline.tsx';

type Props = { data: ArticlePageData; notice?: ReactNode; unpublished?: boolean };

export function ArticleView({ data: d, notice, unpublished = false }: Props) {
  const a = d.article;
  const url = `${d.siteUrl}/articles/${a.id}`;
  return (
    <div className={ui.container} style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
      {notice}
      <Breadcrumbs
        items={[
          { label: 'ホーム', to: '/' },
          ...(a.category?.parent
            ? [
                { label: a.category.parent.title, to: `/${a.category.parent.slug}` },
                { label: a.category.title, to: `/${a.category.parent.slug}/${a.category.slug}` },
              ]
            : []),
        ]}
      />
      {d.hasPromotion && <PromotionNotice />}
      <div className={classes.columns}>
        <article className={classes.main}>
          {a.is_pr && <PrLabel sponsor={a.sponsor} />}
          {d.series && <SeriesKicker series={d.series} />}
          <h1 className={classes.title}>{a.title}</h1>
          <div className={ui.group} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <Avatar src={sized(a.writer.profile_img_url, 128)} size={36} />
            <Text size="sm">
              <Link to={`/writers/${a.writer.id}`}>{a.writer.name}</Link>
              {a.writer.job_title && <span className={ui.dimmed}>{`（${a.writer.job_title}）`}</span>}
            </Text>
            {a.published_at && <ArticleDates publishedAt={a.published_at} revisedAt={a.revised_at} />}
          </div>
          <ReviewedBy reviewers={d.reviewers} />
          <ShareButtons url={url} title={a.title} compact unpublished={unpublished} />
          {a.thumbnail_url && (
            <img
              className={classes.hero}
              src={a.thumbnail_url}
              srcSet={srcSet(a.thumbnail_url)}
              sizes="(min-width: 62em) 760px, 100vw"
              alt={d.thumbnailAlt}
              width={1280}
              height={720}
              fetchPriority="high"
            />
          )}
          <p className={classes.lead}>{a.lead}</p>
          <ArticleBody html={a.body_html} toc={d.toc} />
          {a.is_pr && (
            <div className={classes.prFooter}>
              <PrLabel sponsor={a.sponsor} />
              <Text size="xs" dimmed style={{ marginTop: 4 }}>
                この記事は{a.sponsor ?? '広告主'}の提供によるプロモーションです。
              </Text>
            </div>
          )}
          <ArticleNotes notes={d.notes} />
          {d.series && <SeriesNav series={d.series} />}
          {a.tags.length > 0 && (
            <div style={{ marginTop: 32 }}>
              <TagChips tags={a.tags} />
            </div>
          )}
          <ShareButtons url={url} title={a.title} unpublished={unpublished} />
          <ReviewerBoxes reviewers={d.reviewers} />
          <WriterBox writer={a.writer} />
        </article>
        <aside aria-label="サイドバー">
          <Section title="ランキング" more={{ to: '/ranking' }}>
            <RankingTabs ranking={d.ranking} />
          </Section>
          {d.latest.length > 0 && (
            <Section title="新着記事" more={{ to: '/articles' }}>
              <RankingList articles={d.latest} />
            </Section>
          )}
        </aside>
      </div>
      {d.recommended.length > 0 && (
        <Section title="あわせて読みたい">
          <ArticleGrid articles={d.recommended} />
        </Section>
      )}
    </div>
  );
}

/** The body, with the 目次 where the writer marked it (else above it all). */
function ArticleBody({ html, toc }: { html: string; toc: TocEntry[] }) {
  const { before, after } = splitAtTocMarker(html);
  const part = (content: string) => (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML is sanitised on the server when saved
    <div className="article-blocks" dangerouslySetInnerHTML={{ __html: content }} />
  );
  return (
    <>
      {before && part(before)}
      <TableOfContents entries={toc} />
      {part(after)}
    </>
  );
}

/** Who wrote it, at the end: picture, name, profile and the way to their other articles. */
function WriterBox({ writer }: { writer: ArticlePageData['article']['writer'] }) {
  return (
    <section className={classes.writerBox} aria-labelledby="article-writer">
      <Avatar src={sized(writer.profile_img_url, 256)} size={72} />
      <div style={{ minWidth: 0 }}>
        <Text size="xs" dimmed>
          この記事を書いた人
        </Text>
        <h2 id="article-writer" className={classes.writerName}>
          {writer.name}
        </h2>
        <WriterJobTitle writer={writer} />
        {writer.profile_text && (
          <Text size="sm" lineClamp={4}>
            {writer.profile_text}
          </Text>
        )}
        <Text size="sm" style={{ marginTop: 8 }}>
          <Link to={`/writers/${writer.id}`}>{writer.name}さんの記事一覧</Link>
        </Text>
        <WriterLinks writer={writer} />
      </div>
    </section>
  );
}
