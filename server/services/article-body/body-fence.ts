// The second fence on rendered bodies: sanitize-html keeps only the tags and attributes the node
// set's blocks write (each block names them beside its renderer), addresses a browser cannot run,
// and YouTube's player as the only frame. The renderer already writes nothing else; this holds
// if a block ever does.
import sanitizeHtml from 'sanitize-html';
import { YOUTUBE_EMBED } from '../../../contract/article-body/blocks/youtube.ts';
import { articleBlocks } from '../../../contract/article-body/node-set.ts';
import { inSetOrder } from './body-dom.ts';

const allowedAttributes: Record<string, string[]> = {};
for (const block of articleBlocks) {
  for (const [tag, attributes] of Object.entries(block.html)) {
    allowedAttributes[tag] = [...new Set([...(allowedAttributes[tag] ?? []), ...attributes])];
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(allowedAttributes),
  allowedAttributes,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? ''),
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: inSetOrder(attribs) }) },
};

export function fenceBodyHtml(html: string): string {
  return sanitizeHtml(html, options);
}
