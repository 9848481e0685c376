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
  /** How long the site settings, and at most a rendered page, are kept. */
  ttlMs: number;
  /** Moves whenever this process drops its public reads (publicReadsDropped). */
  changeCount?: () => number;
}

/** Rendered pages kept at once; past this the cache starts over (as public-cache.ts). */
const MAX_PAGES = 500;

const version = (answer: ApiAnswer) =>
  typeof answer.headers.etag === 'string'
    ? answer.headers.etag
    : createHash('sha256').update(answer.body).digest('base64url');

/** How long a browser may keep an answer (its max-age); unbounded without one. */
const maxAgeMs = (answer: ApiAnswer) => {
  const age = /max-age=(\d+)/.exec(String(answer.headers['cache-control'] ?? ''))?.[1];
  return age === undefined ? Infinity : Number(age) * 1000;
};

/** One rendered page (per origin, path and mode). */
interface Kept {
  page: Promise<Variant | undefined>;
  /** The ETags of the reads it was drawn from, once they are in. */
  versions?: string;
  /** When its reads are asked again; until they are in, the requests wait for `page`. */
  expires: number;
}

/**
 * Renders a public page once per version of its content and mode, and keeps it without asking
 * the API again until the shortest lifetime of its reads (`ttlMs`, or less when one of them may
 * be kept by a browser for less: the schedules' counts) has passed. Then it asks for the reads
 * again, as the browser would, and renders anew only if one of their ETags has moved. The whole
 * cache is dropped whenever this process drops its public reads (`changeCount`: an operator's
 * change anywhere, a booking here), so a content change shows on the rendered page as soon as on
 * the API. A page whose reads fail or are not found, or whose render fails, is sent as the plain
 * index.html, which renders in the browser.
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
  type Cache = { site?: SiteConfig; siteKey?: string; change: number; pages: Map<string, Kept> };
  let cache: Cache = { change: -1, pages: new Map() };

  /** The pages drawn with these settings since the last change. */
  const currentPages = (site: SiteConfig) => {
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
    return cache.pages;
  };

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

  /** Asks for the page's reads and renders it unless they are what `kept` was drawn from. */
  const refresh = async (
    pages: Map<string, Kept>,
    key: string,
    next: Kept,
    kept: Kept | undefined,
    site: SiteConfig,
    args: { pagePath: string; elderMode: boolean; origin: string; urls: string[] },
  ): Promise<Variant | undefined> => {
    let answers: ApiAnswer[] | undefined;
    try {
      answers = await Promise.all(args.urls.map(read));
    } catch (error) {
      log.error({ err: error }, 'page reads failed; page sent unrendered');
    }
    // Not found, or a bad address: the browser's page says so in its words. Not kept, as the
    // API keeps no failed read.
    if (!answers || answers.some((a) => a.statusCode !== 200)) {
      if (pages.get(key) === next) pages.delete(key);
      return undefined;
    }
    next.versions = answers.map(version).join('\n');
    next.expires = Date.now() + Math.min(ttlMs, ...answers.map(maxAgeMs));
    if (kept && kept.versions === next.versions) return kept.page;
    const data = answers.map((a) => JSON.parse(a.body) as unknown);
    return build(site, args.elderMode, args.pagePath, data, args.origin).catch((error: unknown) => {
      log.error({ err: error, path: args.pagePath }, 'page prerender failed; page sent unrendered');
      return undefined;
    });
  };

  return {
    async page(pagePath, elderMode, origin) {
      if (PERSONAL_PATH.test(pagePath) || SIGN_ON_QUERY.test(pagePath)) return undefined;
      const page = renderer.publicPage(pagePath);
      if (!page) return undefined;
      let site: SiteConfig | undefined;
      try {
        site = await currentSite();
      } catch (error) {
        log.error({ err: error }, 'site settings read failed; page sent unrendered');
        return undefined;
      }
      if (!site) return undefined;
      const pages = currentPages(site);
      const key = [origin, pagePath, elderMode].join('\n');
      const kept = pages.get(key);
      if (kept && Date.now() < kept.expires) return kept.page;
      // Requests that find it missing or expired together share one round of reads.
      const next: Kept = { page: Promise.resolve(undefined), expires: Infinity };
      pages.set(key, next);
      const urls = page.reads.map((r) => r.url);
      next.page = refresh(pages, key, next, kept, site, { pagePath, elderMode, origin, urls });
      return next.page;
    },
  };
}
