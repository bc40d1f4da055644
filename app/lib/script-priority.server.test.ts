import { describe, expect, it } from 'vitest';
import { lowerModulePreloads } from './script-priority.server.ts';

describe('the priority of a page’s module preloads', () => {
  const mark = '0123456789abcdef';

  it('is low on every preload the render wrote', () => {
    const page = [
      `<link rel="modulepreload" href="/assets/framework.js" nonce="${mark}"/>`,
      `<link rel="modulepreload" href="/assets/site.js" crossorigin="" nonce="${mark}"/>`,
    ].join('');
    expect(lowerModulePreloads(page, mark)).toBe(
      [
        `<link rel="modulepreload" fetchpriority="low" href="/assets/framework.js" nonce="${mark}"/>`,
        `<link rel="modulepreload" fetchpriority="low" href="/assets/site.js" crossorigin="" nonce="${mark}"/>`,
      ].join(''),
    );
  });

  it('leaves every other tag as it is', () => {
    const page = [
      `<link rel="stylesheet" href="/assets/site.css" nonce="${mark}"/>`,
      '<link rel="modulepreload" href="/assets/from-content.js"/>',
      `<link rel="icon" href="/favicon.svg" nonce="${mark}"/>`,
    ].join('');
    expect(lowerModulePreloads(page, mark)).toBe(page);
  });
});
