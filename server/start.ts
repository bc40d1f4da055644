// `npm start`: builds the site when the build is missing or older than its sources, then boots
// (`npm start -- --build-only`: only builds).
import { buildIfStale } from './build-stamp.ts';

try {
  await buildIfStale('inherit');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// A deploy builds a release once, before any instance restarts on it (deploy/README.md).
if (process.argv.includes('--build-only')) process.exit(0);

// React picks its build from NODE_ENV when it is first loaded: without this, `npm start` would
// render every page with React's development build (several times slower) while the config's
// own default already says production.
process.env.NODE_ENV ??= 'production';
const { builtPages, serve } = await import('./index.ts');
serve(builtPages);
