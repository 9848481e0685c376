import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { variant, withElderClass, type Variant } from './html-page.js';
import { prerenderDocument, siteSource } from './prerender-document.js';

/** The web build's server render of the home page (apps/web/src/app/prerender-home.tsx). */
export type RenderHomePage = (site: SiteConfig, elderMode: boolean) => Promise<string>;

export interface HomePrerender {
  /** index.html with the home page inside, or undefined to send the plain one. */
  page(elderMode: boolean): Promise<Variant | undefined>;
}

/**
 * `vite build --ssr` writes it beside the web build: dist-ssr is never served as a file. One
 * module for every server render (apps/web/src/app/prerender.tsx): the home page's, and the
 * public pages' (page-prerender.ts).
 */
export function prerenderModule(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'prerender.js');
}

export async function loadRenderHomePage(webDist: string): Promise<RenderHomePage | undefined> {
  const file = prerenderModule(webDist);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderHomePage?: RenderHomePage };
  return module.renderHomePage;
}

/** The home page's document: its title is the route's (首页). */
export function homeDocument(
  indexHtml: string,
  body: string,
  site: SiteConfig,
): { html: string; contentSecurityPolicy: string } | undefined {
  return prerenderDocument(indexHtml, body, site, { title: `首页 - ${site.siteName}` });
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
  const currentSite = siteSource(loadSite, ttlMs, changeCount);
  let pages:
    | { config: SiteConfig; key: string; byMode: Map<boolean, Promise<Variant | undefined>> }
    | undefined;

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
