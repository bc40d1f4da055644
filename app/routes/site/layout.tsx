// The parent of every public page: the navigation and the GA id from the server, Google Analytics
// when it is configured, and the site's behaviours (beacon, loading bar, online notice…). Its error
// boundary keeps every public error, 404s included, a page of the site: header, footer, title.
import { Outlet } from 'react-router';
import { SITE_SHORT_NAME } from '../../../contract/site.ts';
import { listPublicCategoryTree } from '../../../server/services/categories/read-categories.ts';
import { ErrorContent, NotFoundContent, suggestionsOf } from '../../components/site/error-page.tsx';
import { SiteBehaviours } from '../../components/site/site-behaviours.tsx';
import { SiteFooter } from '../../components/site/site-footer.tsx';
import { SiteHeader } from '../../components/site/site-header.tsx';
import { getDeps } from '../../context.server.ts';
import { toNavigation } from '../../lib/categories.ts';
import { errorStatus } from '../../lib/error-text.ts';
import { gtagScriptUrl } from '../../lib/google-analytics.ts';
import type { Route } from './+types/layout';

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  return {
    gaMeasurementId: deps.config.gaMeasurementId ?? null,
    navigation: toNavigation(await listPublicCategoryTree(deps)),
  };
}

// Configuration and navigation rarely change: an open page keeps them (no refetch per navigation).
export function shouldRevalidate() {
  return false;
}

/** Pages set their own meta; an error page gets a title and stays out of search results. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const title = errorStatus(error) === 404 ? 'ページが見つかりません' : 'エラーが発生しました';
  return [{ title: `${title} | ${SITE_SHORT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { gaMeasurementId } = loaderData;
  return (
    <>
      {/* React places an async script in <head>; it only loads gtag.js, which sends nothing until configured.
          The policy allows it by its host (server/ssr.ts). */}
      {gaMeasurementId && <script async src={gtagScriptUrl(gaMeasurementId)} />}
      <SiteBehaviours gaMeasurementId={gaMeasurementId} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  // Without the layout's own data (its loader failed) the header and footer go without categories.
  const navigation = loaderData?.navigation ?? [];
  return (
    <>
      <SiteBehaviours gaMeasurementId={loaderData?.gaMeasurementId ?? null} />
      <SiteHeader navigation={navigation} />
      <main>
        {status === 404 ? <NotFoundContent suggested={suggestionsOf(error)} /> : <ErrorContent status={status} />}
      </main>
      <SiteFooter navigation={navigation} />
    </>
  );
}
