// A page's scripts load after what its first paint needs. The public pages read without them, and on
// a phone the framework's 110 KB, preloaded at high priority, would share the line with the
// stylesheets and the lead picture: Lighthouse counted those preloads as render-blocking (first paint
// 2.1 s on its mobile profile, 1.1 s without). React Router writes its module preloads with no
// priority of their own; the render's mark (inline-scripts.server.ts) tells its tags from any other.
export function lowerModulePreloads(html: string, mark: string): string {
  const preload = new RegExp(`<link rel="modulepreload"(?=[^>]* nonce="${mark}")`, 'g');
  return html.replace(preload, '<link rel="modulepreload" fetchpriority="low"');
}
