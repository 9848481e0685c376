import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_BASE, type SiteConfig } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { prerenderModule } from './home-prerender.js';
import { variant, withElderClass, type Variant } from './html-page.js';
import { escapeHtml, prerenderDocument, scriptJson, siteSource } from './prerender-document.js';

/** The web build's render of a public page (apps/web/src/app/prerender-page.tsx). */
export interface PageRenderer {
  /**
   * The API reads the page at `path` (below /12320/, with its query) is drawn from; undefined:
   * not rendered.
   */
  publicPage(path: string): { reads: { url: string }[] } | undefined;
  renderPublicPage(
    site: SiteConfig,
    elderMode: boolean,
    path: string,
    answers: unknown[],
    origin: string,
  ): Promise<{
    body: string;
    head: {
      title: string;
      description: string;
      canonicalPath: string;
      structuredData: unknown;
    };
    queries: unknown;
    modules: string[];
  }>;
}

export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = prerenderModule(webDist);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  const { publicPage, renderPublicPage } = module;
  return publicPage && renderPublicPage ? { publicPage, renderPublicPage } : undefined;
}

/** What a rendered page asks for beyond the entry: its route's stylesheets and scripts. */
export interface RouteAssets {
  styles: string[];
  scripts: string[];
}

/**
 * The files of each route module, from the web build's manifest (vite build --manifest), less
 * the entry's: the stylesheets (index.html carries the entry's inline), which a rendered page
 * links in <head> as the browser would otherwise only fetch them with the route's script, after
 * the paint; and the route's chunk with the chunks it imports, which the page's start script
 * preloads beside the entry's (prerender-document.ts). So they download beside the entry instead
 * of after it, and the app's own preloading, which skips files already linked, adds none of
 * those links in the middle of its start (a link that fetches costs about a millisecond to add
 * on a slow phone).
 */
export function routeAssets(webDist: string): (module: string) => RouteAssets {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => ({ styles: [], scripts: [] });
  type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
  const collect = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [key, ...(chunk.imports ?? []).flatMap((k) => collect(k, seen))];
  };
  const entry = new Set(
    Object.keys(manifest).flatMap((key) => (manifest[key]!.isEntry ? collect(key, new Set()) : [])),
  );
  const inline = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
  return (module) => {
    const keys = collect(`src/app/routes/${module}.tsx`, new Set());
    const url = (name: string) => `${WEB_BASE}${name}`;
    return {
      styles: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))]
        .filter((css) => !inline.has(css))
        .map(url),
      scripts: keys.filter((key) => !entry.has(key)).map((key) => url(manifest[key]!.file)),
    };
  };
}

/**
 * Addresses that belong to one person or to signing in: never rendered on the server whatever
 * the web build says, and marked noindex (index-html.ts).
 */
export const PERSONAL_PATH = /^(account|login|accountRegister|forget|unbind|share|preview)([/?]|$)/;

/** A query with a sign-on ticket, the spec's user parameter or a return path: never rendered. */
const SIGN_ON_QUERY = /[?&](ticketId|ticket|user|redirect)=/;

/** One API answer, as app.inject gives it. */
export interface ApiAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface PagePrerender {
  /** index.html with the page at `path` (below /12320/) inside, or undefined for the plain one. */
  page(path: string, elderMode: boolean, origin: string): Promise<Variant | undefined>;
}

interface Options {
  indexHtml: string;
  renderer: PageRenderer;
  assets: (module: string) => RouteAssets;
  /** Asks the API itself, as the browser would: the public read cache answers most. */
  read: (url: string) => Promise<ApiAnswer>;
  loadSite: () => Promise<SiteConfig | undefined>;
  log: FastifyBaseLogger;
  ttlMs: number;
  changeCount?: () => number;
}

/** Rendered pages kept at once; past this the cache starts over (as public-cache.ts). */
const MAX_PAGES = 500;

const version = (answer: ApiAnswer) =>
  typeof answer.headers.etag === 'string'
    ? answer.headers.etag
    : createHash('sha256').update(answer.body).digest('base64url');

/**
 * Renders a public page once per version of its content and mode: each request asks the API for
 * the page's reads (cached there, and dropped there when an operator changes content), and a
 * page drawn from answers with the same ETags is sent again as it was. So a content change shows
 * on the rendered page as soon as on the API. A page whose reads fail or are not found, or whose
 * render fails, is sent as the plain index.html, which renders in the browser.
 */
export function createPagePrerender({
  indexHtml,
  renderer,
  assets,
  read,
  loadSite,
  log,
  ttlMs,
  changeCount = () => 0,
}: Options): PagePrerender {
  const currentSite = siteSource(loadSite, ttlMs, changeCount);
  type Cache = {
    site?: SiteConfig;
    siteKey?: string;
    change: number;
    pages: Map<string, Promise<Variant | undefined>>;
  };
  let cache: Cache = { change: -1, pages: new Map() };

  const build = async (
    site: SiteConfig,
    elderMode: boolean,
    pagePath: string,
    answers: unknown[],
    origin: string,
  ) => {
    const page = await renderer.renderPublicPage(site, elderMode, pagePath, answers, origin);
    const files = page.modules.map(assets);
    const links = [...new Set(files.flatMap((f) => f.styles))]
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
      .join('');
    const canonical = `${origin}${WEB_BASE}${page.head.canonicalPath}`;
    const doc = prerenderDocument(indexHtml, page.body, site, {
      title: `${page.head.title} - ${site.siteName}`,
      description: page.head.description,
      head:
        `<link rel="canonical" href="${escapeHtml(canonical)}">${links}` +
        `<script type="application/ld+json">${scriptJson(page.head.structuredData)}</script>`,
      body: `<script type="application/json" id="prerender-queries">${scriptJson(page.queries)}</script>`,
      preloads: [...new Set(files.flatMap((f) => f.scripts))],
    });
    if (!doc) {
      log.warn('index.html has no prerender slot or entry script; page sent unrendered');
      return undefined;
    }
    return variant(elderMode ? withElderClass(doc.html) : doc.html, doc.contentSecurityPolicy);
  };

  return {
    async page(pagePath, elderMode, origin) {
      if (PERSONAL_PATH.test(pagePath) || SIGN_ON_QUERY.test(pagePath)) return undefined;
      const page = renderer.publicPage(pagePath);
      if (!page) return undefined;
      let site: SiteConfig | undefined;
      let answers: ApiAnswer[];
      try {
        [site, answers] = await Promise.all([
          currentSite(),
          Promise.all(page.reads.map((r) => read(r.url))),
        ]);
      } catch (error) {
        log.error({ err: error }, 'page reads failed; page sent unrendered');
        return undefined;
      }
      // Not found, or a bad address: the browser's page says so in its words.
      if (!site || answers.some((a) => a.statusCode !== 200)) return undefined;
      const change = changeCount();
      if (cache.site !== site) {
        // The same object until the settings are read again: compared by content only then.
        const siteKey = JSON.stringify(site);
        if (siteKey !== cache.siteKey) cache = { siteKey, change, pages: new Map() };
        cache.site = site;
      }
      if (cache.change !== change || cache.pages.size >= MAX_PAGES) {
        cache = { ...cache, change, pages: new Map() };
      }
      const key = [origin, pagePath, elderMode, ...answers.map(version)].join('\n');
      let rendered = cache.pages.get(key);
      if (!rendered) {
        const data = answers.map((a) => JSON.parse(a.body) as unknown);
        rendered = build(site, elderMode, pagePath, data, origin).catch((error: unknown) => {
          log.error({ err: error, path: pagePath }, 'page prerender failed; page sent unrendered');
          return undefined;
        });
        cache.pages.set(key, rendered);
      }
      return rendered;
    },
  };
}
