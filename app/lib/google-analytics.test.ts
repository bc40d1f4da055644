// Google Analytics learns a visit's campaign from the address the reader opened, not from the page the
// server sent: every reader of one article gets the same kept page, whatever link brought them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendGooglePageView } from './google-analytics.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function pageViewsSent(): Record<string, unknown>[] {
  const queue = (window.dataLayer ?? []) as ArrayLike<unknown>[];
  return queue.flatMap((args) =>
    args[0] === 'event' && args[1] === 'page_view' ? [args[2] as Record<string, unknown>] : [],
  );
}

describe('sendGooglePageView', () => {
  it('sends the campaign and click ids of the link the reader came by', () => {
    const opened =
      'https://salvia.example/articles/12?utm_source=line&utm_medium=social&utm_campaign=autumn&fbclid=IwAR1&gclid=Cj0';
    vi.stubGlobal('window', { location: { href: opened } });
    vi.stubGlobal('document', { title: '玄関の収納を見直す' });
    sendGooglePageView('G-TEST12345', '/articles/12');
    expect(pageViewsSent()).toEqual([
      { page_location: opened, page_path: '/articles/12', page_title: '玄関の収納を見直す' },
    ]);
  });

  it('keeps a reset link’s token out of what it sends', () => {
    vi.stubGlobal('window', {
      location: { href: 'https://salvia.example/reset_password/reset?token=abc&utm_source=mail' },
    });
    vi.stubGlobal('document', { title: 'パスワードの再設定' });
    sendGooglePageView('G-TEST12345', '/reset_password/reset');
    expect(pageViewsSent()[0]?.page_location).toBe(
      'https://salvia.example/reset_password/reset?token=REDACTED&utm_source=mail',
    );
  });
});
