/** The subset of JSON Schema the OpenAPI document uses for parameters and bodies. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
}

/** An operation's `security`: alternatives, each naming the schemes it needs together. */
export type Security = Record<string, string[]>[];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the OpenAPI document, as the fuzz test sends it. */
export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. `/api/family/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The first media type's body schema; undefined when the operation declares none. */
  body?: JsonSchema;
  security: Security;
}

interface OperationObject {
  parameters?: Parameter[];
  security?: Security;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation in an OpenAPI 3 document, so routes added later are fuzzed with no edit. */
export function operationsOf(doc: unknown): Operation[] {
  const paths = (doc as { paths?: Record<string, Record<string, OperationObject>> }).paths ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const media = Object.values(op.requestBody?.content ?? {})[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: media?.schema,
        security: op.security ?? [],
      });
    }
  }
  return operations;
}

/** Whether the operation needs credentials: it declares schemes and no anonymous alternative. */
export const needsCredentials = (op: Operation): boolean =>
  op.security.length > 0 && op.security.every((r) => Object.keys(r).length > 0);

/** Whether a hospital system's API key is what the operation takes. */
export const takesHospitalKey = (op: Operation): boolean =>
  op.security.some((r) => 'hospitalKey' in r);

/** Whether the staff console's session cookie is what the operation takes. */
export const takesStaffSession = (op: Operation): boolean =>
  op.security.some((r) => 'staffSession' in r);
