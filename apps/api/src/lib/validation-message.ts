import type { FastifySchemaValidationError } from 'fastify';
import { FINITE_KEYWORD } from '../plugins/finite-numbers.js';

interface SchemaLike {
  title?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, { title?: string }>;
}

const CONTEXT_LABELS: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

// Keywords under which a union or enum reports the failure of the whole value.
const CHOICE_KEYWORDS = new Set(['anyOf', 'oneOf', 'enum', 'const']);

/** A number past the safe integers or infinite (plugins/finite-numbers), said by its bound. */
function outOfRange(label: string, value: unknown, parent: SchemaLike | undefined): string {
  const big = typeof value === 'number' && value > 0;
  if (big && parent?.maximum !== undefined) return `${label}不能大于 ${parent.maximum}`;
  if (!big && parent?.minimum !== undefined) return `${label}不能小于 ${parent.minimum}`;
  return `${label}超出允许的范围`;
}

/**
 * Turns the first Ajv error into a Chinese sentence naming the field by its schema `title`
 * (falling back to the property name). Ajv runs with `verbose: true`, so each error carries
 * the schema it failed against.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  // A union reports each branch first and itself last; the union's own error names the field.
  const error = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0];
  if (!error) return '请求参数不正确';
  const params = error.params as Record<string, unknown>;
  const parent = (error as { parentSchema?: SchemaLike }).parentSchema;
  const contextLabel = CONTEXT_LABELS[context ?? ''] ?? '请求参数';

  if (error.keyword === 'required') {
    const field = String(params.missingProperty ?? '');
    const label = parent?.properties?.[field]?.title ?? (field || contextLabel);
    return `「${label}」不能为空`;
  }

  const field = (error.instancePath ?? '').split('/').filter(Boolean).pop();
  const label = `「${parent?.title ?? field ?? contextLabel}」`;
  const limit = params.limit;
  switch (error.keyword) {
    case 'minimum':
      return `${label}不能小于 ${String(limit)}`;
    case 'exclusiveMinimum':
      return `${label}必须大于 ${String(limit)}`;
    case 'maximum':
      return `${label}不能大于 ${String(limit)}`;
    case 'exclusiveMaximum':
      return `${label}必须小于 ${String(limit)}`;
    case 'minLength':
      return `${label}长度不能少于 ${String(limit)} 个字符`;
    case 'maxLength':
      return `${label}长度不能超过 ${String(limit)} 个字符`;
    case 'minItems':
      return `${label}不能少于 ${String(limit)} 项`;
    case 'maxItems':
      return `${label}不能超过 ${String(limit)} 项`;
    case 'pattern':
    case 'format':
      return `${label}格式不正确`;
    case 'type':
      return `${label}类型不正确`;
    case FINITE_KEYWORD:
      return outOfRange(label, (error as { data?: unknown }).data, parent);
    default:
      return CHOICE_KEYWORDS.has(error.keyword) ? `${label}取值无效` : `${label}不符合要求`;
  }
}
