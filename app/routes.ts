import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // SPEC.md §2's layouts: `default` (header, navigation, footer) and `prompt` (sign-in and password
  // reset, nothing to wander off to), under one parent that carries the site's behaviours.
  layout('routes/site/layout.tsx', [
    layout('routes/site/default-layout.tsx', [
      index('routes/site/home.tsx'),
      route('articles', 'routes/site/articles.tsx'),
      route('articles/:id', 'routes/site/article.tsx'),
      // The title is the link's decoration; the signed token says which article.
      route('articles/preview/:title?', 'routes/site/preview.tsx'),
      route('tags/:id', 'routes/site/tag.tsx'),
      route('tags', 'routes/site/tag-list.tsx', { id: 'tags-index' }),
      route('tag_list', 'routes/site/tag-list.tsx'),
      route('writers', 'routes/site/writers.tsx'),
      route('categories/:id?', 'routes/site/categories.tsx'),
      route('search', 'routes/site/search.tsx'),
      route('ranking', 'routes/site/ranking.tsx'),
      route('writers/:id', 'routes/site/writer.tsx'),
      route('reviewers/:id', 'routes/site/reviewer.tsx'),
      route('login', 'routes/site/login.tsx'),
      route('contact', 'routes/site/contact.tsx'),
      route('test', 'routes/site/showcase.tsx'),
      ...['about', 'ad', 'operator'].map((path) => route(path, 'routes/site/info.tsx', { id: `info-${path}` })),
      // A numbered series: three segments, clear of the 連載 subtopics' /series/:subtopic.
      route('series/s/:id', 'routes/site/series-page.tsx'),
      route(':category/:subtopic?', 'routes/site/category.tsx'),
      route('*', 'routes/site/not-found.tsx'),
    ]),
    layout('routes/site/prompt-layout.tsx', [
      route('signin', 'routes/site/signin.tsx'),
      route('reset_password/find_account', 'routes/site/find-account.tsx'),
      route('reset_password/reset', 'routes/site/reset-password.tsx'),
    ]),
  ]),
  // The admin (client-rendered), and SPEC.md §2's short writer paths that lead into it.
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', { id: 'admin-layout' }, [
      index('routes/admin/dashboard.tsx'),
      route('articles', 'routes/admin/articles.tsx'),
      route('articles/new_article', 'routes/admin/article-editor.tsx', { id: 'admin-new-article' }),
      route('articles/edit_article/:id?', 'routes/admin/article-editor.tsx', { id: 'admin-edit-article' }),
      route('articles/edit_article/:id/update', 'routes/admin/article-update-editor.tsx'),
      route('articles/:id', 'routes/admin/article.tsx'),
      route('calendar', 'routes/admin/calendar.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      route('tags', 'routes/admin/tags.tsx'),
      route('taxonomy', 'routes/admin/taxonomy.tsx'),
      route('trash_can', 'routes/admin/trash-can.tsx'),
      route('redirects', 'routes/admin/redirects.tsx'),
      route('reviewers', 'routes/admin/reviewers.tsx'),
      route('style_rules', 'routes/admin/style-rules.tsx'),
      route('outlets', 'routes/admin/outlets.tsx'),
      route('series', 'routes/admin/series.tsx'),
      // The fixed writer pages come before writers/:id.
      route('writers/list', 'routes/admin/writers-list.tsx'),
      route('writers/new', 'routes/admin/writer-editor.tsx', { id: 'admin-new-writer' }),
      route('writers/edit', 'routes/admin/writer-editor.tsx', { id: 'admin-edit-writer' }),
      route('writers/profile', 'routes/admin/profile.tsx'),
      route('writers/media-library', 'routes/admin/media-library.tsx'),
      route('writers/:id?', 'routes/admin/writer.tsx'),
    ]),
  ]),
  ...['list', 'media-library', 'new', 'profile'].map((path) =>
    route(path, 'routes/admin/writers-redirect.tsx', { id: `writers-redirect-${path}` }),
  ),
] satisfies RouteConfig;
