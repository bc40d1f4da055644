// /list, /media-library, /new, /profile (SPEC.md §2) lead to their /admin/writers/… pages.
// A plain redirect, so it works before any script loads.
import { redirect } from 'react-router';
import type { Route } from './+types/writers-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`/admin/writers${url.pathname}${url.search}`, 301);
}

export default function WritersRedirect() {
  return null;
}
