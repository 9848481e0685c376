/**
 * The route modules (src/app/routes/<name>.tsx) that the server renders. The SSR build
 * (vite.config.ts, serverPagesOnly) compiles these and no other lazy page: every other route's
 * import becomes a rejected promise there, so the server's bundle stays the size of what it
 * draws, not of the whole site. The browser build is unaffected.
 */
export const SERVER_PAGES: readonly string[] = [
  // The knowledge base's frame, and its condition and article pages (ssr/public-pages.ts).
  'wiki-knowledge',
  'wiki-condition',
  'wiki-article',
  'drug-detail',
  'hospital-detail',
  'helpcenter',
  'doctor',
  'public-health',
  'wiki-base',
  'wiki-disease-list',
  'hospital-list',
  'drug',
  'wiki-article-list',
  'wiki-media',
];
