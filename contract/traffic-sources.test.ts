import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import {
  CLICK_IDS,
  classifyTrafficSource,
  OUTLET_LABELS,
  OUTLETS,
  outletOfReferrer,
  withoutInAppNames,
} from './traffic-sources.ts';

describe('classifyTrafficSource', () => {
  it.each([
    ['smartnews', 'smartnews'],
    ['SmartNews', 'smartnews'],
    ['gunosy', 'gunosy'],
    ['line', 'line'],
    ['yahoo', 'yahoo'],
    ['facebook', 'facebook'],
    ['twitter', 'x'],
    ['x', 'x'],
    ['google_discover', 'google_discover'],
    ['google', 'google_search'],
  ])('names the outlet of utm_source=%s', (utmSource, outlet) => {
    expect(classifyTrafficSource({ utmSource, utmMedium: 'feed' })).toBe(outlet);
  });

  it('counts a paid Google campaign as Google 広告', () => {
    expect(classifyTrafficSource({ utmSource: 'google', utmMedium: 'cpc' })).toBe('google_ads');
  });

  it.each([
    ['fbclid', 'facebook'],
    ['twclid', 'x'],
    ['yclid', 'yahoo'],
    ['gclid', 'google_ads'],
    ['ldtag_cl', 'line'],
  ] as const)('names the outlet of a %s click', (clickId, outlet) => {
    expect(classifyTrafficSource({ clickId })).toBe(outlet);
  });

  it('reads the campaign before the referrer, and utm_source before a click id', () => {
    // SmartNews opens articles in its own browser, whose referrer may name anything.
    expect(classifyTrafficSource({ utmSource: 'smartnews', referrerHost: 'www.google.com' })).toBe('smartnews');
    expect(classifyTrafficSource({ utmSource: 'line', clickId: 'fbclid' })).toBe('line');
    expect(classifyTrafficSource({ clickId: 'fbclid', referrerHost: 't.co' })).toBe('facebook');
  });

  it('falls through to the referrer for a utm_source no rule names', () => {
    expect(classifyTrafficSource({ utmSource: 'newsletter', referrerHost: 't.co' })).toBe('x');
    expect(classifyTrafficSource({ utmSource: 'newsletter' })).toBe('direct');
  });

  it.each([
    ['news.yahoo.co.jp', 'yahoo'],
    ['www.smartnews.com', 'smartnews'],
    ['jp.gocro.smartnews.android', 'smartnews'],
    ['gunosy.com', 'gunosy'],
    ['line.me', 'line'],
    ['news.line.me', 'line'],
    ['jp.naver.line.android', 'line'],
    ['t.co', 'x'],
    ['x.com', 'x'],
    ['mobile.twitter.com', 'x'],
    ['facebook.com', 'facebook'],
    ['m.facebook.com', 'facebook'],
    ['l.facebook.com', 'facebook'],
    ['com.google.android.googlequicksearchbox', 'google_discover'],
    ['googlequicksearchbox', 'google_discover'],
    ['www.google.com', 'google_search'],
    ['www.google.co.jp', 'google_search'],
    ['google.com', 'google_search'],
    ['search.yahoo.co.jp', 'other_search'],
    ['www.bing.com', 'other_search'],
    ['duckduckgo.com', 'other_search'],
    ['WWW.Google.CO.JP', 'google_search'],
  ])('names the outlet of a referrer from %s', (referrerHost, outlet) => {
    expect(classifyTrafficSource({ referrerHost })).toBe(outlet);
  });

  it('counts unknown referrers as その他のサイト', () => {
    expect(classifyTrafficSource({ referrerHost: 'blog.example.jp' })).toBe('other_site');
    // Hosts that only look like an outlet's are someone else's.
    expect(classifyTrafficSource({ referrerHost: 'notsmartnews.com' })).toBe('other_site');
    expect(classifyTrafficSource({ referrerHost: 'google.example.com' })).toBe('other_site');
    expect(classifyTrafficSource({ referrerHost: 'www.instagram.com' })).toBe('other_site');
  });

  it('counts a view without campaign or referrer as direct', () => {
    expect(classifyTrafficSource({})).toBe('direct');
    expect(classifyTrafficSource({ referrerHost: '', utmSource: '' })).toBe('direct');
    expect(
      classifyTrafficSource({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      }),
    ).toBe('direct');
  });

  it("names the in-app browser of a view that came without referrer, after the referrer's outlet", () => {
    const line =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/14.1.0';
    expect(classifyTrafficSource({ userAgent: line })).toBe('line');
    expect(classifyTrafficSource({ userAgent: line, referrerHost: 't.co' })).toBe('x');
    expect(classifyTrafficSource({ userAgent: 'Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/450.0]' })).toBe('facebook');
  });
});

describe('outletOfReferrer', () => {
  it('has no outlet without a referrer', () => {
    expect(outletOfReferrer(null)).toBeNull();
    expect(outletOfReferrer('')).toBeNull();
  });
});

describe('the outlets', () => {
  it('each have a Japanese label, and every click id names one of them', () => {
    for (const outlet of OUTLETS) expect(OUTLET_LABELS[outlet]).toBeTruthy();
    expect(CLICK_IDS).toContain('fbclid');
  });
});

describe('withoutInAppNames', () => {
  const safari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  it("lets a read in a news app's browser pass a bot check that takes 'news' for a crawler", () => {
    const smartView = `${safari} SmartNews/24.11.0`;
    expect(isbot(smartView)).toBe(true);
    expect(isbot(withoutInAppNames(smartView))).toBe(false);
    expect(isbot(withoutInAppNames(`${safari} Gunosy/3.2 Line/14.1.0`))).toBe(false);
  });
  it('leaves a crawler a crawler', () => {
    expect(isbot(withoutInAppNames('Googlebot-News'))).toBe(true);
    expect(isbot(withoutInAppNames('Mozilla/5.0 (compatible; SmartNews Crawler; +https://www.smartnews.com/)'))).toBe(
      true,
    );
  });
});
