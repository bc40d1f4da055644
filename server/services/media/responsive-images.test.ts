import { describe, expect, it } from 'vitest';
import { bodyImageUrls, type ImageVariants, withImageVariants } from './responsive-images.ts';

const photo: ImageVariants = {
  src: '/media/a-1280.webp',
  srcset: '/media/a-320.webp 320w, /media/a-1280.webp 1280w',
  width: 1600,
  height: 900,
  named: '/media/a-1280.webp',
  alt: '台所',
};

describe('withImageVariants', () => {
  const html =
    '<figure><img src="/media/a.jpg" alt="台所" width="640" loading="lazy" /><figcaption>台所</figcaption></figure>' +
    '<p><img src="https://example.com/b.png" alt="" /></p>';

  it('finds every picture of the body', () => {
    expect(bodyImageUrls(html)).toEqual(['/media/a.jpg', 'https://example.com/b.png']);
  });

  it('serves an upload from its variants at its own size, and leaves any other picture alone', () => {
    const out = withImageVariants(html, new Map([['/media/a.jpg', photo]]));
    expect(out).toContain(
      '<img src="/media/a-1280.webp" srcset="/media/a-320.webp 320w, /media/a-1280.webp 1280w" sizes="(min-width: 62em) 760px, 100vw" width="1600" height="900" alt="台所" loading="lazy" />',
    );
    expect(out).toContain('<img src="https://example.com/b.png" alt="" />');
    expect(out).not.toContain('a.jpg');
  });
});
