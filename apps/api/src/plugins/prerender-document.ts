import { createHash } from 'node:crypto';
import { API, type SiteConfig } from '@portal/contract';
import { CONTENT_SECURITY_POLICY } from './security.js';

/**
 * What every server-rendered page (home-prerender.ts, page-prerender.ts) shares: the document
 * it is sent in, made from the built index.html, and the site settings it is rendered with.
 */

/**
 * index.html marks the part of #root that a server render replaces (the loading line). The
 * whole of #root is replaced, without the whitespace around the slot, as exactly the markup
 * the browser hydrates, and marked so main.tsx knows to hydrate rather than render.
 */
const ROOT_SLOT = /<div id="root">\s*<!--prerender-->[\s\S]*?<!--\/prerender-->\s*<\/div>/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const SITE_PRELOAD = new RegExp(`<link rel="preload" href="${API.siteConfig}"[^>]*>`);

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON inside <script>: no "</script>" or "<!--" can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** What a rendered page adds to index.html besides its markup. */
export interface DocumentExtras {
  /** The whole <title>'s text. */
  title: string;
  /** The page's own <meta name="description">, in place of the site's. */
  description?: string;
  /** Markup for <head>, already escaped (description, canonical link, stylesheets, JSON-LD). */
  head?: string;
  /** Markup before the scripts at the end of <body>, already escaped (the page's answers). */
  body?: string;
  /** The route's scripts, preloaded with the entry's once the page has painted. */
  preloads?: string[];
}

/**
 * Turns the built index.html into a rendered page's: the page in #root, the site settings in the
 * page (main.tsx reads them instead of asking), and the scripts started once the page has been
 * painted. Started any earlier, the scripts' download and run come before the first paint
 * whenever they arrive quickly, and the page waits for them though it needs none to be read;
 * starting them one frame later costs the frame. Undefined when the file lacks what this expects.
 */
export function prerenderDocument(
  indexHtml: string,
  body: string,
  site: SiteConfig,
  extras: DocumentExtras,
): { html: string; contentSecurityPolicy: string } | undefined {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry || !ROOT_SLOT.test(indexHtml)) return undefined;
  const preloads = [
    ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
    ...(extras.preloads ?? []),
  ];
  const start =
    `const deps=${scriptJson(preloads)};let started=false;const start=()=>{if(started)return;` +
    `started=true;for(const href of deps){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.append(l)}` +
    `import(${scriptJson(entry)}).catch((e)=>console.error("scripts failed to load",e))};` +
    // A tab opened in the background paints nothing and runs no animation frame.
    `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000);`;
  const hash = createHash('sha256').update(start).digest('base64');
  let html = indexHtml
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(SITE_PRELOAD, '')
    .replace(ROOT_SLOT, () => `<div id="root" data-server-rendered="">${body}</div>`)
    // The title the page's route sets once it runs, there from the start.
    .replace(TITLE, () => `<title>${escapeHtml(extras.title)}</title>`);
  if (extras.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(extras.description)}" />`;
    html = DESCRIPTION.test(html)
      ? html.replace(DESCRIPTION, () => meta)
      : html.replace('</head>', () => `${meta}</head>`);
  }
  if (extras.head) html = html.replace('</head>', () => `${extras.head}</head>`);
  html = html.replace(
    '</body>',
    () =>
      `${extras.body ?? ''}` +
      `<script type="application/json" id="site-config">${scriptJson(site)}</script>` +
      `<script type="module">${start}</script></body>`,
  );
  return {
    html,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY.replace(
      "script-src 'self'",
      `script-src 'self' 'sha256-${hash}'`,
    ),
  };
}

/**
 * The site settings as the renders use them: read again after `ttlMs`, or at once when
 * `changeCount` moves (an operator changed something), so a settings change shows on a rendered
 * page as soon as on /api/site/config. A failed read is not kept.
 */
export function siteSource(
  loadSite: () => Promise<SiteConfig | undefined>,
  ttlMs: number,
  changeCount: () => number,
): () => Promise<SiteConfig | undefined> {
  let site: { at: number; change: number; value: Promise<SiteConfig | undefined> } | undefined;
  return () => {
    const change = changeCount();
    if (!site || Date.now() - site.at >= ttlMs || site.change !== change) {
      const value = loadSite();
      site = { at: Date.now(), change, value };
      value.catch(() => {
        if (site?.value === value) site = undefined;
      });
    }
    return site.value;
  };
}
