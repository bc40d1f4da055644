// What every public page does beside rendering (SPEC.md §2): a page-view beacon per route change,
// a loading bar during navigations, an online/offline notice, a smooth scroll to same-page anchors,
// and one reload (at most every 60 s) when a code chunk fails to load after a deploy. With a GA4
// measurement id, the same page views also go to Google Analytics.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CLICK_IDS, MAX_CAMPAIGN_VALUE } from '../../../contract/traffic-sources.ts';
import {
  CHUNK_RELOAD_GUARD_MS,
  PAGE_LOADING_MIN_DELAY_MS,
  SNACKBAR_TIMEOUT_MS,
  TOKEN_STORAGE_KEY,
} from '../../lib/constants.ts';
import { sendGooglePageView } from '../../lib/google-analytics.ts';
import { scrollToHash } from '../../lib/scroll.ts';
import classes from './site-behaviours.module.css';

const RELOADED_AT = 'chunk-reload-at';

type Campaign = { utm_source?: string; utm_medium?: string; click_id?: string };
let landingCampaign: Campaign | undefined;

/**
 * The campaign of the address this document was opened at: the route changes after it keep it, as
 * they keep document.referrer, so every page a news app's reader goes on to read counts for that app.
 * Read from the browser's address: a kept page's copy was rendered without it.
 */
function campaignOfLanding(): Campaign {
  if (!landingCampaign) {
    const params = new URLSearchParams(window.location.search);
    const value = (name: string) => params.get(name)?.slice(0, MAX_CAMPAIGN_VALUE) || undefined;
    landingCampaign = {
      utm_source: value('utm_source'),
      utm_medium: value('utm_medium'),
      click_id: CLICK_IDS.find((id) => params.has(id)),
    };
  }
  return landingCampaign;
}

function sendPageView(pathname: string, gaMeasurementId: string | null) {
  const campaign = campaignOfLanding();
  // Signed-in staff are not counted (the server checks too, when it can see a token).
  if (localStorage.getItem(TOKEN_STORAGE_KEY)) return;
  if (gaMeasurementId) sendGooglePageView(gaMeasurementId, pathname);
  const articleId = /^\/articles\/(\d+)$/.exec(pathname)?.[1];
  let referrerHost: string | undefined;
  try {
    const ref = document.referrer ? new URL(document.referrer) : null;
    if (ref && ref.host !== window.location.host) referrerHost = ref.hostname;
  } catch {
    // an unparsable referrer is simply not recorded
  }
  const body = JSON.stringify({
    path: pathname,
    article_id: articleId ? Number(articleId) : undefined,
    referrer_host: referrerHost,
    ...campaign,
  });
  navigator.sendBeacon?.('/api/v1/analytics/page_views', body);
}

export function SiteBehaviours({ gaMeasurementId }: { gaMeasurementId: string | null }) {
  const location = useLocation();
  const navigation = useNavigation();
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current !== location.pathname) sendPageView(location.pathname, gaMeasurementId);
    else if (location.hash) scrollToHash(location.hash);
    lastPath.current = location.pathname;
  }, [location.pathname, location.hash, gaMeasurementId]);

  useEffect(() => {
    if (navigation.state === 'idle') {
      setLoading(false);
      return;
    }
    const timer = setTimeout(() => setLoading(true), PAGE_LOADING_MIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);

  useEffect(() => {
    const show = (text: string) => setNotice(text);
    const online = () => show('オンラインに戻りました');
    const offline = () => show('オフラインです。接続を確認してください');
    const chunkFailed = (event: Event) => {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
      event.preventDefault();
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('vite:preloadError', chunkFailed);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('vite:preloadError', chunkFailed);
    };
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <>
      {loading && <div className={classes.loadingBar} role="progressbar" aria-label="読み込み中" />}
      {notice && (
        <div className={classes.snackbar} role="status">
          {notice}
        </div>
      )}
    </>
  );
}
