// `npm run dev`: the same server as `npm start` (API, embedded database with demo content), with the
// site and the admin rendered by Vite from the sources, so an edit shows at once (HMR or a reload).
import { createServer } from 'vite';

process.env.NODE_ENV ??= 'development';
// A kept page would hide the edit just made.
process.env.PUBLIC_CACHE_SECONDS ??= '0';
const { serve } = await import('./index.ts');

serve(async () => ({
  vite: (httpServer) =>
    createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' }),
}));
