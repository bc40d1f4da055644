import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/site/home.tsx'),
  route('signin', 'routes/site/signin.tsx'),
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;
