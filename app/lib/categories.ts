// The site navigation: the main categories and their live subtopics, in the order editors set.
// The public layout's loader reads it; the layouts below take it from there.
import { useRouteLoaderData } from 'react-router';
export type NavCategory = { slug: string; label: string; topics: { slug: string; label: string }[] };

type Tree = { slug: string; title: string; children: { slug: string; title: string }[] }[];

export function toNavigation(tree: Tree): NavCategory[] {
  return tree.map((main) => ({
    slug: main.slug,
    label: main.title,
    topics: main.children.map((topic) => ({ slug: topic.slug, label: topic.title })),
  }));
}

export function useNavigationCategories(): NavCategory[] {
  return useRouteLoaderData<{ navigation: NavCategory[] }>('routes/site/layout')?.navigation ?? [];
}
