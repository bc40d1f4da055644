// The structured data of an article's 監修者 and 訂正 (schema.org): search engines read who checked a
// health article and what was corrected, as readers do on the page.
import type { PublicArticleNote } from '../../contract/article-notes.ts';
import type { PublicReviewer } from '../../contract/reviewers.ts';
import { jstDayStart } from '../../contract/time.ts';

/** Each reviewer as a Person: the page's `reviewedBy` (a WebPage property in schema.org). */
export function reviewedByLd(reviewers: PublicReviewer[], siteUrl: string) {
  return reviewers.map((r) => ({
    '@type': 'Person',
    name: r.name,
    jobTitle: r.credentials,
    ...(r.affiliation && { affiliation: { '@type': 'Organization', name: r.affiliation } }),
    url: `${siteUrl}/reviewers/${r.id}`,
    ...(r.photo_url && { image: new URL(r.photo_url, siteUrl).href }),
    ...(r.links.length > 0 && { sameAs: r.links.map((link) => new URL(link.url, siteUrl).href) }),
  }));
}

/** The 訂正 notes as CorrectionComment items (追記 add to the article rather than correct it). */
export function correctionsLd(notes: PublicArticleNote[]) {
  return notes
    .filter((note) => note.kind === 'correction')
    .map((note) => ({
      '@type': 'CorrectionComment',
      text: note.body,
      datePublished: jstDayStart(note.noted_on).toISOString(),
    }));
}
