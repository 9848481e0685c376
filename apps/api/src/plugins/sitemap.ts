import { createHash } from 'node:crypto';
import { WEB_BASE, articlePath, conditionPath } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { notModified } from '../lib/public-cache.js';
import { sharedChangeCount } from '../lib/shared-change.js';

/** One public page: its path below /12320/ and, where the content has one, its review date. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (value: string) => encodeURIComponent(value);

/** The newest review date of a list's items: a list changes when one of them does. */
function newest(rows: { reviewed_at: string }[]): string | undefined {
  const latest = rows.reduce((max, r) => (r.reviewed_at > max ? r.reviewed_at : max), '');
  return latest || undefined;
}

/**
 * Every public page: the lists, then each condition, article, drug, hospital and doctor still
 * practising, as the citizen site addresses them. lastmod is the content's last review date
 * (the date its page shows), as a day; pages without one (hospitals, doctors, the help centre,
 * public health) have none rather than a made-up one.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [conditions, articles, drugs, hospitals, doctors] = await Promise.all([
    db.selectFrom('wiki_condition').select(['id', 'reviewed_at']).orderBy('sort_key').execute(),
    db.selectFrom('wiki_article').select(['id', 'reviewed_at']).orderBy('id').execute(),
    db.selectFrom('drug').select(['id', 'reviewed_at']).orderBy('sort_order').execute(),
    db.selectFrom('hospital').select('id').orderBy('sort_order').execute(),
    db
      .selectFrom('doctor')
      .select('id')
      .where('retired_at', 'is', null)
      .orderBy('hospital_id')
      .orderBy('sort_order')
      .execute(),
  ]);
  const knowledge = newest([...conditions, ...articles]);
  const entries: SitemapEntry[] = [
    { path: 'home' },
    { path: 'wiki/knowledge/base', lastmod: knowledge },
    { path: 'wiki/knowledge/article', lastmod: newest(articles) },
    { path: 'wiki/knowledge/disease_list', lastmod: newest(conditions) },
    { path: 'wiki/knowledge/media_article', lastmod: newest(articles) },
    { path: 'drug', lastmod: newest(drugs) },
    { path: 'hospital/list' },
    { path: 'inquiry' },
    { path: 'helpcenter' },
    { path: 'public_health' },
    ...conditions.map((c) => ({ path: conditionPath(id(c.id)).slice(1), lastmod: c.reviewed_at })),
    ...articles.map((a) => ({ path: articlePath(id(a.id)).slice(1), lastmod: a.reviewed_at })),
    ...drugs.map((d) => ({ path: `drug/detail/${id(d.id)}`, lastmod: d.reviewed_at })),
    ...hospitals.map((h) => ({ path: `hospital/detail/${id(h.id)}` })),
    ...doctors.map((d) => ({ path: `doctor?id=${id(d.id)}` })),
  ];
  return entries.map((e) => (e.lastmod && DAY.test(e.lastmod) ? e : { path: e.path }));
}

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xml(`${origin}${WEB_BASE}${e.path}`)}</loc>` +
      `${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  );
}

/** Public pages open to crawlers; personal ones, the API and the staff console closed. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: ${WEB_BASE}`,
    `Disallow: ${WEB_BASE}account/`,
    'Disallow: /api/',
    'Disallow: /staff/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapOptions {
  /** The site's public origin (PUBLIC_ORIGIN); else each request's own. */
  publicOrigin?: string;
  /** How long a sitemap is kept before it is made again. */
  ttlMs: number;
}

/**
 * /sitemap.xml and /robots.txt at the root, where crawlers look. The sitemap is made once per
 * `ttlMs` and origin, and again at once when an operator changed something (shared-change.ts).
 */
export default fp(
  async function sitemap(app: FastifyInstance, opts: SitemapOptions) {
    const origin = (request: FastifyRequest) =>
      opts.publicOrigin ?? `${request.protocol}://${request.host}`;
    let kept: { at: number; change: number; byOrigin: Map<string, Promise<string>> } = {
      at: 0,
      change: -1,
      byOrigin: new Map(),
    };

    const send = (request: FastifyRequest, reply: FastifyReply, type: string, body: string) => {
      reply.header('content-type', `${type}; charset=utf-8`).header('cache-control', 'no-cache');
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      return notModified(request, reply, etag) ?? reply.send(body);
    };

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const change = sharedChangeCount(app.db);
      if (kept.change !== change || Date.now() - kept.at >= opts.ttlMs) {
        kept = { at: Date.now(), change, byOrigin: new Map() };
      }
      const at = origin(request);
      let body = kept.byOrigin.get(at);
      if (!body) {
        body = sitemapEntries(app.db).then((entries) => sitemapXml(at, entries));
        const made = body;
        made.catch(() => kept.byOrigin.get(at) === made && kept.byOrigin.delete(at));
        kept.byOrigin.set(at, body);
      }
      return send(request, reply, 'application/xml', await body);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      send(request, reply, 'text/plain', robotsTxt(origin(request))),
    );
  },
  { name: 'sitemap', dependencies: ['database'] },
);
