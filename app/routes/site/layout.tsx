// The public layout: header, page, footer.
import { Outlet } from 'react-router';
import { SiteBehaviours } from '../../components/site/site-behaviours.tsx';
import { SiteFooter } from '../../components/site/site-footer.tsx';
import { SiteHeader } from '../../components/site/site-header.tsx';

export default function SiteLayout() {
  return (
    <>
      <SiteBehaviours />
      <SiteHeader />
      <main>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
