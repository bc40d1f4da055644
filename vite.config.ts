import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [reactRouter(), precompress()],
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
              // components and their CSS modules another, which the admin never imports; the few
              // helpers both sides use a third, without CSS.
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                { name: 'site', test: /app[\\/]components[\\/]site[\\/]/, priority: 2 },
                { name: 'shared', test: /app[\\/](lib[\\/]|context\.ts)/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
