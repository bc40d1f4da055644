// The document shell of every page. It loads no UI library: the public pages are plain elements and
// CSS modules over Mantine's design tokens; the admin and the form pages bring Mantine themselves.
import '@mantine/core/styles/baseline.css';
import './styles/theme-variables.css';
import '@mantine/core/styles/global.css';
import './styles/site.css';
import { Component, type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { SITE_SHORT_NAME } from '../contract/site.ts';
import type { Route } from './+types/root';
import { useScriptMark } from './hooks/use-script-mark.ts';
import { COLOR_SCHEME_SCRIPT } from './lib/color-scheme.ts';
import { ERROR_PAGE_FAILED_TEXT, errorStatus, NOT_FOUND_TEXT } from './lib/error-text.ts';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Only for an error no layout below caught: a title, and out of search results. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const title = errorStatus(error) === 404 ? 'ページが見つかりません' : 'エラーが発生しました';
  return [{ title: `${title} | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export function Layout({ children }: { children: ReactNode }) {
  const scriptMark = useScriptMark();
  // Marks the document once React has taken it over: from then on its buttons act (browser tests
  // wait for this rather than for the network to go quiet).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    // The inline script sets the colour scheme before hydration; React must not undo it.
    <html lang="ja" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its hash */}
        <script nonce={scriptMark} dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
      </head>
      <body>
        {children}
        {/* Both mark their scripts with the render's mark through React Router's own context. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The last resort: public pages have their own boundary in the site layout (header, footer,
 * suggestions), and the admin has its own; this one shows only when neither could.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <ErrorPage status={errorStatus(error)} />
    </ErrorPageGuard>
  );
}

function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{notFound ? NOT_FOUND_TEXT : 'エラーが発生しました'}</h1>
      <p>
        {notFound
          ? 'お探しのページは見つかりませんでした。'
          : `時間をおいて、もう一度お試しください。（エラーコード ${status}）`}
      </p>
      <a href="/">トップページへ戻る</a>
    </main>
  );
}

/** In the browser: when the error page itself fails, one plain sentence (SPEC.md §8). */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="alert">{ERROR_PAGE_FAILED_TEXT}</p> : this.props.children;
  }
}
