import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  // Bundled into the server build rather than loaded whole at start: of the icon set's 6,288 icons
  // the pages use a few dozen, and the whole set took ~50 MB of the server's memory.
  ssr: { noExternal: ['@tabler/icons-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Compiles only the modules a barrel's used exports come from: of the icon set's 6,288
          // icons the admin uses a few dozen. 8,384 modules and 8.9 s became 1,619 and 6.4 s, with
          // the same chunks and sizes.
          experimental: { lazyBarrel: true },
          output: {
            codeSplitting: {
              // Fewer, larger files for the public pages: on a phone each extra script or stylesheet is
              // one more request queued behind the others (Lighthouse counted 26 scripts and 7
              // render-blocking stylesheets on an article). The framework is one file; the public
              // components and their CSS modules another, which the admin never imports. No group for
              // app/lib: a group takes along what its modules import, and the helpers' contract
              // imports brought zod (25 KB gzip) into a file every public page loaded.
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: 'site', test: /app[\\/]components[\\/]site[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
