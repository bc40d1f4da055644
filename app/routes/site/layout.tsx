// The parent of every public page: the navigation and the GA id from the server, Google Analytics
// when it is configured, and the site's behaviours (beacon, loading bar, online notice…).
import { Outlet } from 'react-router';
import { listCategoryTree } from '../../../server/services/categories/read-categories.ts';
import { SiteBehaviours } from '../../components/site/site-behaviours.tsx';
import { getDeps, useNonce } from '../../context.ts';
import { toNavigation } from '../../lib/categories.ts';
import { gtagScriptUrl } from '../../lib/google-analytics.ts';
import type { Route } from './+types/layout';

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  return {
    gaMeasurementId: deps.config.gaMeasurementId ?? null,
    navigation: toNavigation(await listCategoryTree(deps)),
  };
}

// Configuration and navigation rarely change: an open page keeps them (no refetch per navigation).
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { gaMeasurementId } = loaderData;
  const nonce = useNonce();
  return (
    <>
      {/* React places an async script in <head>; it only loads gtag.js, which sends nothing until configured. */}
      {gaMeasurementId && <script async src={gtagScriptUrl(gaMeasurementId)} nonce={nonce} />}
      <SiteBehaviours gaMeasurementId={gaMeasurementId} />
      <Outlet />
    </>
  );
}
