import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorBody, WEB_BASE, type SiteConfig } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { publicReadsDropped } from '../lib/public-cache.js';
import { NOT_FOUND_MESSAGE } from './error-handler.js';
import { createHomePrerender, loadRenderHomePage } from './home-prerender.js';
import { indexHtmlPages } from './index-html.js';
import { createPagePrerender, loadPageRenderer, routeAssets } from './page-prerender.js';

interface StaticWebOptions {
  webDist: string;
  /** The site settings for the home page's server render, kept `siteTtlMs` (none: no render). */
  loadSite?: () => Promise<SiteConfig | undefined>;
  siteTtlMs?: number;
  /** Moves when an operator changed something (lib/shared-change.ts). */
  siteChangeCount?: () => number;
  /** The site's public origin for canonical URLs (config PUBLIC_ORIGIN); else each request's. */
  publicOrigin?: string;
}

const HOME_PATH = `${WEB_BASE}home`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the web build at /12320/. Unknown paths under it answer index.html (history-mode
 * routing: the client renders its own 404 page). Files under assets/ have hashed names and
 * are cached for a year; everything else, index.html above all, is revalidated.
 */
export default fp(
  async function staticWeb(app: FastifyInstance, opts: StaticWebOptions) {
    const hasBuild = existsSync(path.join(opts.webDist, 'index.html'));
    const assetsDir = path.join(opts.webDist, 'assets') + path.sep;
    // The front door opens on the home page itself, which may come rendered by the server
    // (home-prerender.ts): otherwise the browser would load the app only to move to /home.
    const toHome = (_req: unknown, reply: FastifyReply) => reply.redirect(HOME_PATH, 302);
    app.get('/', { schema: { hide: true } }, toHome);
    app.get(WEB_BASE.slice(0, -1), { schema: { hide: true } }, toHome);

    await app.register(
      async (web) => {
        if (!hasBuild) {
          // The API stays useful without the web build; say plainly what is missing.
          const schema = { hide: true, response: { 503: ErrorBody } };
          web.all('/*', { schema }, async (_req, reply) =>
            reply.code(503).send({
              code: 'SERVICE_UNAVAILABLE',
              message: '前端尚未构建，请先运行 npm run build',
            }),
          );
          return;
        }
        const html = readFileSync(path.join(opts.webDist, 'index.html'), 'utf8');
        const render = opts.loadSite && (await loadRenderHomePage(opts.webDist));
        const home =
          render && opts.loadSite
            ? createHomePrerender({
                indexHtml: html,
                render,
                loadSite: opts.loadSite,
                log: app.log,
                ttlMs: opts.siteTtlMs ?? 0,
                changeCount: opts.siteChangeCount,
              })
            : undefined;
        // The public content pages, from the same build (page-prerender.ts): their data is the
        // API's own answers, asked of this app as a browser would.
        const renderer = opts.loadSite && (await loadPageRenderer(opts.webDist));
        const pages =
          renderer && opts.loadSite
            ? createPagePrerender({
                indexHtml: html,
                renderer,
                assets: routeAssets(opts.webDist),
                read: (url) => app.inject({ method: 'GET', url }),
                loadSite: opts.loadSite,
                log: app.log,
                ttlMs: opts.siteTtlMs ?? 0,
                // Operators' changes drop the public reads too: this count covers them.
                changeCount: () => publicReadsDropped(app.db),
              })
            : undefined;
        const indexHtml = indexHtmlPages(
          html,
          home,
          pages && { pages, publicOrigin: opts.publicOrigin },
        );
        // With a query (a sign-on ticket, the spec's user parameter) the app reads it where it is.
        web.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, (request, reply) =>
          request.url.includes('?')
            ? indexHtml.send(request, reply)
            : reply.redirect(HOME_PATH, 302),
        );
        // Where most visits start: a route of its own, so it is not first looked for as a file.
        web.get('/home', { schema: { hide: true } }, (request, reply) =>
          indexHtml.sendHome(request, reply),
        );
        await web.register(fastifyStatic, {
          root: opts.webDist,
          prefix: '/',
          index: false,
          // A route per file of the build, listed once at start (the build does not change while
          // the server runs): an app address (a rendered page above all) then goes straight to
          // the not-found handler below instead of first being looked for on disk.
          wildcard: false,
          // The web build writes .br and .gz beside each file; they are sent as they are.
          preCompressed: true,
          // The build's manifest (.vite/) is for this server (page-prerender.ts), not a page.
          allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
          setHeaders: (reply, filePath) => {
            reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          },
        });
        web.setNotFoundHandler(async (request, reply) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            return reply.code(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE });
          }
          // A missing hashed asset is a stale page, not a client route: answer a real 404.
          if (request.url.startsWith(`${WEB_BASE}assets/`)) {
            return reply.code(404).send({ code: 'NOT_FOUND', message: '文件不存在' });
          }
          return indexHtml.sendPage(request, reply);
        });
      },
      { prefix: WEB_BASE.slice(0, -1) },
    );
  },
  { name: 'static-web' },
);
