// SPEC.md §2's `default` layout: header with the categories and search, the page, the footer.
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site/site-footer.tsx';
import { SiteHeader } from '../../components/site/site-header.tsx';
import { useNavigationCategories } from '../../lib/categories.ts';

export default function DefaultLayout() {
  const navigation = useNavigationCategories();
  return (
    <>
      <SiteHeader navigation={navigation} />
      <main>
        <Outlet />
      </main>
      <SiteFooter navigation={navigation} />
    </>
  );
}
