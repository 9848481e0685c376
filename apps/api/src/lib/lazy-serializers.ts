import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type BuildSerializer = NonNullable<
  NonNullable<SchemaController['compilersFactory']>['buildSerializer']
>;
type RouteSerializerCompiler = ReturnType<BuildSerializer>;

/**
 * Fastify's own serializer factory (fast-json-stringify), deferred: a route's serializer for a
 * status code is generated the first time a reply with that code is sent, then kept. Output is
 * the same; only when the work happens changes. Serializers only: a custom validator factory
 * would make Fastify stop lower-casing header schemas.
 */
export function lazySerializerController(): SchemaController {
  const buildSerializer: BuildSerializer = (externalSchemas, options) => {
    let compiler: RouteSerializerCompiler | undefined;
    const real = () => (compiler ??= SerializerSelector()(externalSchemas, options));
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= real()(route))(data);
    };
  };
  return { compilersFactory: { buildSerializer } };
}
