/**
 * The SSR build's one entry (`vite build --ssr src/app/prerender.tsx`), which the API loads
 * (its home-prerender.ts and page-prerender.ts): the home page and the public content pages.
 */
export { renderHomePage } from './prerender-home';
export { publicPage, renderPublicPage } from './prerender-page';
