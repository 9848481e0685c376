/** Paths of the endpoints, shared so neither side spells them twice. */
export const API = {
  siteConfig: '/api/site/config',
  siteQr: '/api/site/qr/:key.svg',
  docs: '/api/docs',
  healthz: '/healthz',
  readyz: '/readyz',
} as const;

/** The web app's base path (spec section 2). */
export const WEB_BASE = '/12320/';
