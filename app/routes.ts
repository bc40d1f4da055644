import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('articles/:id', 'routes/site/article.tsx'),
    route('signin', 'routes/site/signin.tsx'),
    route(':category/:subtopic?', 'routes/site/category.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
