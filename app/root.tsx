import './styles/mantine.ts';
import './styles/site.css';
import { ColorSchemeScript, createTheme, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { useNonce } from './context.ts';

const theme = createTheme({
  primaryColor: 'salvia',
  // Shade 8 keeps text and buttons at WCAG AA contrast on white; the lighter 6 reads better on dark.
  primaryShade: { light: 8, dark: 6 },
  colors: {
    salvia: [
      '#fdf0ee',
      '#f7dcd7',
      '#efb5aa',
      '#e88c7b',
      '#e16a53',
      '#dd553a',
      '#d14a2f',
      '#b93c23',
      '#a5341e',
      '#902816',
    ],
  },
  fontFamily:
    '"Hiragino Kaku Gothic ProN", "Hiragino Sans", "Noto Sans JP", "Yu Gothic", Meiryo, system-ui, sans-serif',
  headings: { fontWeight: '700' },
});

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ja" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        <ColorSchemeScript defaultColorScheme="auto" nonce={nonce} />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto" getStyleNonce={() => nonce ?? ''}>
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{notFound ? 'This page could not be found' : 'エラーが発生しました'}</h1>
      <p>{notFound ? 'お探しのページは見つかりませんでした。' : '時間をおいて、もう一度お試しください。'}</p>
      <a href="/">トップページへ戻る</a>
    </main>
  );
}
