// The public layout: header, page, footer, and Google Analytics when it is configured.
import { Outlet } from 'react-router';
import { SiteBehaviours } from '../../components/site/site-behaviours.tsx';
import { SiteFooter } from '../../components/site/site-footer.tsx';
import { SiteHeader } from '../../components/site/site-header.tsx';
import { getDeps, useNonce } from '../../context.ts';
import { gtagScriptUrl } from '../../lib/google-analytics.ts';
import type { Route } from './+types/layout';

export function loader({ context }: Route.LoaderArgs) {
  return { gaMeasurementId: getDeps(context).config.gaMeasurementId ?? null };
}

// Configuration does not change while a page is open: no refetch on navigations.
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
      <SiteHeader />
      <main>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
