import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The schema keyword that refuses a number that is not a safe finite one. Ajv coerces query,
 * path and form strings with `Number()` and then skips its own type and range checks on the
 * result, so '1e309' arrives as Infinity and '9007199254740993' as a rounded integer; this
 * keyword runs after the coercion and sees the number the route would get.
 */
export const FINITE_KEYWORD = 'x-finite';

interface SchemaNode {
  type?: unknown;
  [key: string]: unknown;
}

/** An Ajv plugin, as Fastify's `ajv.plugins` option takes it (Fastify's own Ajv, not ours). */
type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

/** Ajv plugin (app.ts `ajv.plugins`) defining the keyword. */
export const finiteNumbersKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    // No `type` on purpose: Ajv guards typed keywords with isFinite() and would skip Infinity.
    validate: (on: boolean, data: unknown) =>
      !on ||
      typeof data !== 'number' ||
      (Number.isFinite(data) && Math.abs(data) <= Number.MAX_SAFE_INTEGER),
  });

const isNumeric = (type: unknown) =>
  type === 'integer' ||
  type === 'number' ||
  (Array.isArray(type) && (type.includes('integer') || type.includes('number')));

/** Adds the keyword to every integer and number schema below `node`. */
function markNumbers(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach(markNumbers);
    return;
  }
  const schema = node as SchemaNode;
  if (isNumeric(schema.type)) schema[FINITE_KEYWORD] = true;
  for (const key of ['properties', 'patternProperties']) {
    const children = schema[key];
    if (children && typeof children === 'object') Object.values(children).forEach(markNumbers);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf']) {
    markNumbers(schema[key]);
  }
}

const INPUT_PARTS = ['querystring', 'params', 'body', 'headers'] as const;

/**
 * Every numeric field a request carries (query, path, headers, body), on every route added
 * after this plugin, gets the keyword, so no route or contract schema can forget it.
 */
export default fp(
  async function finiteNumbers(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const schema: FastifySchema | undefined = route.schema;
      if (!schema) return;
      for (const part of INPUT_PARTS) markNumbers(schema[part]);
    });
  },
  { name: 'finite-numbers' },
);
