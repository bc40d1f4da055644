// Google Analytics 4 beside the first-party beacon, only when GA_MEASUREMENT_ID is set: one
// page_view per route (sent by us, so a client-side navigation counts and the first load is not
// counted twice), IP anonymisation on, and nothing at all for signed-in staff.
import { redactUrl } from '../../contract/redact-url.ts';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

let configured: string | null = null;

function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js expects the `arguments` object itself, not an array: Google's documented stub.
  // biome-ignore lint/complexity/noArguments: see above
  window.dataLayer.push(arguments);
}

/** Queues a page_view; gtag.js sends the queue once it has loaded. */
export function sendGooglePageView(id: string, pathname: string) {
  if (configured !== id) {
    window.gtag = gtag;
    gtag('js', new Date());
    // The first page_view is ours too, so the automatic one is off.
    gtag('config', id, { anonymize_ip: true, send_page_view: false });
    configured = id;
  }
  gtag('event', 'page_view', {
    // A reset link's token and address stay out of Google's records.
    page_location: redactUrl(window.location.href),
    page_path: pathname,
    page_title: document.title,
  });
}
