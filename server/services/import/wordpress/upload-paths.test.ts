import { describe, expect, it } from 'vitest';
import { rewriteDocumentUrls } from '../../../../contract/article-body/document-urls.ts';
import { uploadPathOf } from './upload-paths.ts';

const hosts = new Set(['kurashi.example.jp', 'www.kurashi.example.jp']);

describe('uploadPathOf', () => {
  it.each([
    ['https://kurashi.example.jp/wp-content/uploads/2024/03/photo.jpg', '2024/03/photo.jpg'],
    ['https://www.kurashi.example.jp/wp-content/uploads/2024/03/photo-1024x683.jpg', '2024/03/photo.jpg'],
    ['http://kurashi.example.jp/wp-content/uploads/2024/03/photo-scaled.jpeg', '2024/03/photo.jpeg'],
    ['/wp-content/uploads/2024/03/%E7%8E%84%E9%96%A2-300x200.png', '2024/03/玄関.png'],
    ['https://kurashi.example.jp/wp-content/uploads/2024/03/2x3-room.webp', '2024/03/2x3-room.webp'],
  ])('reads %s as the upload %s', (url, path) => {
    expect(uploadPathOf(url, hosts)).toBe(path);
  });

  it.each([
    'https://cdn.other.example/wp-content/uploads/2024/03/photo.jpg',
    'https://kurashi.example.jp/2024/03/hello/',
    'not a url at all ::',
  ])('is not an upload of this site: %s', (url) => {
    expect(uploadPathOf(url, hosts)).toBeNull();
  });
});

describe('rewriteDocumentUrls', () => {
  it('rewrites every address a document holds and nothing else, leaving the original as it was', () => {
    const document = {
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: 'old:a.jpg', alt: 'old:not-an-address' } },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'リンク', marks: [{ type: 'link', attrs: { href: 'old:post' } }] }],
        },
        { type: 'linkCard', attrs: { href: 'old:post', title: '記事', image: 'old:b.jpg' } },
        {
          type: 'balloon',
          attrs: { speaker: '森', avatar: 'old:c.jpg', side: 'left' },
          content: [{ type: 'paragraph' }],
        },
      ],
    };
    const rewritten = rewriteDocumentUrls(document, (url) => url.replace('old:', 'new:'));
    expect(JSON.stringify(rewritten)).not.toContain('"old:a.jpg"');
    expect(rewritten.content?.[0]?.attrs).toEqual({ src: 'new:a.jpg', alt: 'old:not-an-address' });
    expect(rewritten.content?.[1]?.content?.[0]?.marks?.[0]?.attrs?.href).toBe('new:post');
    expect(rewritten.content?.[2]?.attrs).toMatchObject({ href: 'new:post', image: 'new:b.jpg' });
    expect(rewritten.content?.[3]?.attrs?.avatar).toBe('new:c.jpg');
    expect(document.content[0]?.attrs?.src).toBe('old:a.jpg');
  });
});
