import fc from 'fast-check';
import type { JsonSchema } from './operations.js';

/**
 * Strings a bot tries on every field: path traversal, SQL and full-text query syntax, numbers
 * at the edges, odd Unicode (astral characters, bidi controls, NUL, lone surrogates) and
 * template or prototype keys.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '-2147483649',
  '99999999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'avatars/../../../secret.png',
  '/etc/passwd',
  'file:///etc/passwd',
  "' OR '1'='1",
  '1; DROP TABLE app_user; --',
  "') OR 1=1 --",
  '%_%',
  '\\',
  '"',
  '感冒 AND 发烧',
  '"感冒',
  'NEAR(感冒 发烧)',
  '高血压*',
  'title:感冒',
  '-感冒 | !发烧 & (',
  '(((',
  'a\u0000b',
  '\u0000',
  '\u202eevil\u202c',
  '\u2066隔离\u2069',
  '😀𠀀𝄞',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\uffff',
  'e\u0301',
  'ｆｕｌｌ',
  '\r\n',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '%00',
  '%',
  '%zz',
  '&',
  '=',
  '#',
  '?',
  '张三',
  'zhangsan',
  '13800000001',
  '110101199003077777',
  'x'.repeat(10_000),
  '测'.repeat(5_000),
];

const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/**
 * Numeric strings that `Number()`, and so Ajv's type coercion, reads unlike a person would:
 * overflow to Infinity, NaN, negative zero, fractions, hex and binary, exponents, signs and
 * padding, integers past 2^53, and (below) digit runs of any length up to 400.
 */
export const NUMERIC_STRINGS = [
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1.5',
  '1.0',
  '.5',
  '0x10',
  '0b11',
  '1e3',
  '1e-7',
  '+5',
  ' 5',
  '5 ',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  '0'.repeat(40) + '1',
];

const digitRun = fc.string({
  unit: fc.constantFrom(...'0123456789'),
  minLength: 1,
  maxLength: 400,
});

/** A numeric string that breaks coercion, with or without a minus sign. */
export const numericString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NUMERIC_STRINGS), weight: 3 },
  fc.tuple(fc.constantFrom('', '-'), digitRun).map(([sign, digits]) => sign + digits),
);

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const scalar = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** A value of the wrong type or shape for any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', '$gt'), scalar, { maxKeys: 2 }),
);

function regexOf(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    // Lookaheads and the like are beyond stringMatching; the caller falls back to any string.
    return undefined;
  }
}

/** A value the schema would plausibly accept, so requests get past validation too. */
export function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return scalar;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(plausible));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return (
        (schema.pattern && regexOf(schema.pattern)) ||
        fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 20 })
      );
    case 'integer':
    case 'number':
      // Sometimes a numeric string, so fields deep in a body meet coercion too.
      return fc.oneof(
        {
          arbitrary: fc.integer({
            min: schema.minimum ?? -10,
            max: Math.min(schema.maximum ?? 1000, 1e9),
          }),
          weight: 4,
        },
        numericString,
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(3, schema.minItems ?? 0),
      });
    case 'object':
      return fc
        .tuple(...Object.values(schema.properties ?? {}).map(plausible))
        .map((values) =>
          Object.fromEntries(Object.keys(schema.properties ?? {}).map((k, i) => [k, values[i]])),
        );
    default:
      return scalar;
  }
}

function isNumeric(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some(isNumeric);
}

/**
 * Mostly plausible, often wrong: one bad field among good ones reaches the deepest code. A
 * numeric field also gets the numeric strings that coercion misreads, as often as anything.
 */
export function fieldValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const good = { arbitrary: plausible(schema), weight: 3 };
  const bad = { arbitrary: badValue, weight: 2 };
  return isNumeric(schema)
    ? fc.oneof(good, { arbitrary: numericString, weight: 3 }, bad)
    : fc.oneof(good, bad);
}

/**
 * A body as key/value entries (so `__proto__` stays a plain key): declared fields, each maybe
 * missing or wrong, plus extra fields.
 */
export function bodyEntries(schema: JsonSchema | undefined): fc.Arbitrary<[string, unknown][]> {
  const declared = Object.entries(schema?.properties ?? {}).map(([name, field]) =>
    fc.option(
      fieldValue(field).map((v): [string, unknown] => [name, v]),
      { freq: 5 },
    ),
  );
  const extra = fc.array(
    fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'a[b]', 'pageNo', ''), badValue),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...declared), extra)
    .map(([fields, more]) => [
      ...fields.filter((f): f is [string, unknown] => f !== null),
      ...more,
    ]);
}
