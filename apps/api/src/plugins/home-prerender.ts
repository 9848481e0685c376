import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API, type SiteConfig } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { variant, withElderClass, type Variant } from './html-page.js';
import { CONTENT_SECURITY_POLICY } from './security.js';

/** The web build's server render of the home page (apps/web/src/app/prerender-home.tsx). */
export type RenderHomePage = (site: SiteConfig, elderMode: boolean) => Promise<string>;

export interface HomePrerender {
  /** index.html with the home page inside, or undefined to send the plain one. */
  page(elderMode: boolean): Promise<Variant | undefined>;
}

/** `vite build --ssr` writes it beside the web build: dist-ssr is never served as a file. */
export function prerenderModule(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'prerender-home.js');
}

export async function loadRenderHomePage(webDist: string): Promise<RenderHomePage | undefined> {
  const file = prerenderModule(webDist);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderHomePage?: RenderHomePage };
  return module.renderHomePage;
}

/** index.html marks the part of #root that a server render replaces (the loading line). */
const ROOT_SLOT = /<!--prerender-->[\s\S]*?<!--\/prerender-->/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const SITE_PRELOAD = new RegExp(`<link rel="preload" href="${API.siteConfig}"[^>]*>`);

const TITLE = /<title>[^<]*<\/title>/;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON inside <script>: no "</script>" or "<!--" can end or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Turns the built index.html into the home page's: the rendered page in #root, the site settings
 * in the page (main.tsx reads them instead of asking), and the scripts started once the page has
 * been painted. Started any earlier, the scripts' download and run come before the first paint
 * whenever they arrive quickly, and the page waits for them though it needs none to be read;
 * starting them one frame later costs the frame. Undefined when the file lacks what this expects.
 */
export function homeDocument(
  indexHtml: string,
  body: string,
  site: SiteConfig,
): { html: string; contentSecurityPolicy: string } | undefined {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry || !ROOT_SLOT.test(indexHtml)) return undefined;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const start =
    `const deps=${scriptJson(preloads)};let started=false;const start=()=>{if(started)return;` +
    `started=true;for(const href of deps){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.append(l)}` +
    `import(${scriptJson(entry)}).catch((e)=>console.error("scripts failed to load",e))};` +
    // A tab opened in the background paints nothing and runs no animation frame.
    `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000);`;
  const hash = createHash('sha256').update(start).digest('base64');
  const html = indexHtml
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(SITE_PRELOAD, '')
    .replace(ROOT_SLOT, () => body)
    // The title the page's route sets once it runs (route meta 首页), there from the start.
    .replace(TITLE, () => `<title>首页 - ${escapeHtml(site.siteName)}</title>`)
    .replace(
      '</body>',
      () =>
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

interface Options {
  indexHtml: string;
  render: RenderHomePage;
  loadSite: () => Promise<SiteConfig | undefined>;
  log: FastifyBaseLogger;
  /** How long the site settings are kept before they are read again (as /api/site/config). */
  ttlMs: number;
  /** Moves when an operator changed something: the settings are read again at once. */
  changeCount?: () => number;
}

/**
 * Renders each mode once per version of the site settings, which are read again after `ttlMs`
 * or when `changeCount` moves; a settings change therefore shows on the home page as soon as on
 * /api/site/config. A render
 * that fails is logged and the plain index.html sent: the page then renders in the browser.
 */
export function createHomePrerender({
  indexHtml,
  render,
  loadSite,
  log,
  ttlMs,
  changeCount = () => 0,
}: Options): HomePrerender {
  let site: { at: number; change: number; value: Promise<SiteConfig | undefined> } | undefined;
  let pages:
    | { config: SiteConfig; key: string; byMode: Map<boolean, Promise<Variant | undefined>> }
    | undefined;

  const currentSite = () => {
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

  const build = async (config: SiteConfig, elderMode: boolean) => {
    const doc = homeDocument(indexHtml, await render(config, elderMode), config);
    if (!doc) {
      log.warn('index.html has no prerender slot or entry script; home sent unrendered');
      return undefined;
    }
    const html = elderMode ? withElderClass(doc.html) : doc.html;
    return variant(html, doc.contentSecurityPolicy);
  };

  return {
    async page(elderMode) {
      let config: SiteConfig | undefined;
      try {
        config = await currentSite();
      } catch (error) {
        log.error({ err: error }, 'site settings unreadable; home sent unrendered');
        return undefined;
      }
      if (!config) return undefined;
      // The same object until the settings are read again: compared by content only then.
      if (pages?.config !== config) {
        const key = JSON.stringify(config);
        pages = pages?.key === key ? { ...pages, config } : { config, key, byMode: new Map() };
      }
      let page = pages.byMode.get(elderMode);
      if (!page) {
        page = build(config, elderMode).catch((error: unknown) => {
          log.error({ err: error }, 'home prerender failed; home sent unrendered');
          return undefined;
        });
        pages.byMode.set(elderMode, page);
      }
      return page;
    },
  };
}
