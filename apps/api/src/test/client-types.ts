import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

/**
 * The operations the hospital-and-citizen journey in openapi-client.test.ts calls: the typed
 * client is generated for these only, so the checked-in types stay small and change only
 * when one of them does.
 */
export const JOURNEY_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  '/api/ingest/catalog': ['get'],
  '/api/ingest/schedules': ['post'],
  '/api/ingest/reports': ['post'],
  '/api/chk_login': ['post'],
  '/api/schedules': ['get'],
  '/api/schedules/{id}/slots': ['get'],
  '/api/bookings': ['post', 'get'],
  '/api/reports': ['get'],
  '/api/zlb.get_repjy.html': ['get'],
};

/** Where the generated types live, next to this file. */
export const CLIENT_TYPES_FILE = new URL('./portal-api.d.ts', import.meta.url);

/**
 * What `openapi-typescript` makes of the served document's journey operations, in the
 * repository's Prettier style (so `prettier --check` passes on the checked-in file).
 */
export async function journeyClientTypes(doc: OpenAPI3): Promise<string> {
  const paths: NonNullable<OpenAPI3['paths']> = {};
  for (const [path, methods] of Object.entries(JOURNEY_OPERATIONS)) {
    const item = doc.paths?.[path];
    if (!item) throw new Error(`文档中没有 ${path}`);
    paths[path] = Object.fromEntries(
      methods.map((method) => {
        const operation = item[method as keyof typeof item];
        if (!operation) throw new Error(`文档中没有 ${method.toUpperCase()} ${path}`);
        return [method, operation];
      }),
    );
  }
  const ast = await openapiTS({ ...doc, paths }, { silent: true });
  const filepath = CLIENT_TYPES_FILE.pathname;
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(astToString(ast), { ...options, filepath });
}
