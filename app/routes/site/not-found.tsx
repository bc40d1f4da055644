// Every unknown path: a real 404 status, shown as a page of the site by the site layout's error boundary.
import { getDeps } from '../../context.server.ts';
import { notFoundPage } from '../../lib/not-found-page.server.ts';
import type { Route } from './+types/not-found';

export async function loader({ context }: Route.LoaderArgs) {
  throw await notFoundPage(getDeps(context));
}

export default function NotFound() {
  return null;
}
