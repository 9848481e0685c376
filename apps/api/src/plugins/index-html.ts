import { WEB_BASE, hasElderModeCookie } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HomePrerender } from './home-prerender.js';
import { sendVariant, variant, withElderClass } from './html-page.js';
import { PERSONAL_PATH, type PagePrerender } from './page-prerender.js';

/**
 * index.html answers every page load and every history-mode deep link, so it is read and
 * compressed once at start and sent from memory (a stat, a stream and a brotli pass per request
 * cost about two thirds of its throughput). A deploy restarts the process, which rereads it.
 *
 * Elder mode comes from its cookie here, on the server: the page arrives with the class already
 * on <html> and <body>, so a reload paints elder mode first time, with no script to wait for.
 *
 * The home page, where most visits start, can also arrive with the page itself inside (see
 * home-prerender.ts), in that mode and with the site settings of the moment.
 */
export interface IndexHtml {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** The home page's address: rendered when it can be. */
  sendHome(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  /** Any other page's address: rendered when it is a public page and can be. */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

interface PageOptions {
  pages: PagePrerender;
  /** The site's public origin (PUBLIC_ORIGIN) for canonical URLs; else the request's own. */
  publicOrigin?: string;
}

function withNoindex(html: string): string {
  const meta = '<meta name="robots" content="noindex">';
  return html.includes('</head>')
    ? html.replace('</head>', () => `${meta}</head>`)
    : html.replace(/<html[^>]*>/, (tag) => `${tag}${meta}`);
}

/** `html` is the built index.html, read once at start. */
export function indexHtmlPages(
  html: string,
  home?: HomePrerender,
  content?: PageOptions,
): IndexHtml {
  const standard = variant(html);
  const elder = variant(withElderClass(html));
  // Personal pages and signing in are for no search engine: a robots meta in the document they
  // get (the engines read the meta; not all of them read an X-Robots-Tag header).
  const noindex = withNoindex(html);
  const personal = { standard: variant(noindex), elder: variant(withElderClass(noindex)) };

  const plain = (request: FastifyRequest) => {
    const elderMode = hasElderModeCookie(request.headers.cookie);
    if (PERSONAL_PATH.test(request.url.slice(WEB_BASE.length))) {
      return elderMode ? personal.elder : personal.standard;
    }
    return elderMode ? elder : standard;
  };

  return {
    send: (request, reply) => sendVariant(request, reply, plain(request)),
    sendHome(request, reply) {
      // Only the bare address: a query string may carry a sign-on ticket or a return path, which
      // the page handles in its first render.
      if (!home || request.url.includes('?')) return sendVariant(request, reply, plain(request));
      return home
        .page(hasElderModeCookie(request.headers.cookie))
        .then((page) => sendVariant(request, reply, page ?? plain(request)));
    },
    sendPage(request, reply) {
      // The web build says which queries a page reads (a category); page-prerender.ts refuses
      // those that carry a sign-on ticket or a return path, which the page handles itself.
      if (!content || !request.url.startsWith(WEB_BASE)) {
        return sendVariant(request, reply, plain(request));
      }
      const origin = content.publicOrigin ?? `${request.protocol}://${request.host}`;
      return content.pages
        .page(
          request.url.slice(WEB_BASE.length),
          hasElderModeCookie(request.headers.cookie),
          origin,
        )
        .then((page) => sendVariant(request, reply, page ?? plain(request)));
    },
  };
}
