// The one way an article body becomes HTML, and HTML becomes a body: HTML or a document comes in,
// the document is checked against the node set (contract/article-body/), and the HTML readers get
// is rendered from it with the editor's own node definitions, then fenced by the sanitiser.
import { DOMParser, DOMSerializer, Node } from '@tiptap/pm/model';
import { sitePath } from '../../../contract/article-body/blocks/link.ts';
import type { DocumentNode } from '../../../contract/article-body/document.ts';
import { rewriteDocumentUrls } from '../../../contract/article-body/document-urls.ts';
import { articleBlocks, articleSchema } from '../../../contract/article-body/node-set.ts';
import { checkDocument } from '../../../contract/article-body/validate-document.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { bodyDocument, elementOf } from './body-dom.ts';
import { fenceBodyHtml } from './body-fence.ts';

const serializer = DOMSerializer.fromSchema(articleSchema);
const parser = DOMParser.fromSchema(articleSchema);

/** The site a body is rendered for: its own full addresses are written as paths, links within it. */
export type BodySite = Pick<Config, 'siteUrl'>;

/** A checked document's HTML, as readers get it. */
function renderBody(document: DocumentNode, site: BodySite): string {
  const onSite = rewriteDocumentUrls(document, (url) => sitePath(url, site.siteUrl));
  const fragment = serializer.serializeFragment(Node.fromJSON(articleSchema, onSite).content, {
    document: bodyDocument,
  });
  const container = elementOf('');
  container.appendChild(fragment);
  for (const block of articleBlocks) block.finishHtml?.(container);
  return fenceBodyHtml(container.innerHTML);
}

/** HTML read as the editor reads a paste: what the node set knows is kept, the rest is left out. */
export function parseBodyHtml(html: string): DocumentNode {
  return parser.parse(elementOf(html)).toJSON() as DocumentNode;
}

export type ArticleBody = { json: DocumentNode; html: string };

/**
 * A save's body: its document when it sends one (checked by the contract already; `body_html` beside
 * it is ignored), else its HTML read into a document and checked here. Undefined when it sends neither.
 */
export function articleBodyOf(
  input: { body_json?: unknown; body_html?: string },
  site: BodySite,
): ArticleBody | undefined {
  if (input.body_json != null) return bodyOfDocument(input.body_json, 'body_json', site);
  if (input.body_html !== undefined) return bodyOfDocument(parseBodyHtml(input.body_html), 'body_html', site);
  return undefined;
}

/**
 * What a stored body (a kept revision, an article saved before every body had its document) shows:
 * rendered from its document as today's blocks write it, else its HTML as it was stored.
 */
export function storedBodyHtml(body: { json: unknown; html: string }, site: BodySite): string {
  const checked = body.json ? checkDocument(body.json) : null;
  return checked && 'document' in checked ? renderBody(checked.document, site) : body.html;
}

/** A document checked and rendered; a problem is the named field's 422. */
export function bodyOfDocument(value: unknown, field: 'body_json' | 'body_html', site: BodySite): ArticleBody {
  const document = checkedBody(value, field);
  return { json: document, html: renderBody(document, site) };
}

/** A document checked, not yet rendered (an import changes its addresses first); a problem is the named field's 422. */
export function checkedBody(value: unknown, field: 'body_json' | 'body_html'): DocumentNode {
  const checked = checkDocument(value);
  if ('problem' in checked) throw AppError.validation({ [field]: [checked.problem] });
  return checked.document;
}
