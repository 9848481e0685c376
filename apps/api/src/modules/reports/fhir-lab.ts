import {
  arr,
  conceptCode,
  conceptText,
  fail,
  flagOf,
  loincOf,
  num,
  obj,
  str,
  unitOf,
  unitShown,
  valueOf,
  type Json,
  type Resolver,
} from './fhir-read.js';
import { convert, roundBound, sameUnit } from './units.js';

/** One lab item as the ingest takes it (IngestLabItem). */
export interface LabItemIn {
  code: string;
  name: string;
  result: string;
  unit?: string;
  low?: number;
  high?: number;
  range?: string;
  flag?: string;
  loinc?: string;
  note?: string;
}

const bounds = (low?: number, high?: number) =>
  low !== undefined && high !== undefined
    ? `${low}-${high}`
    : high !== undefined
      ? `< ${high}`
      : `> ${low}`;

/**
 * The reference range against the value: used as sent when the units agree (or either has
 * none), converted under UCUM when they differ and convert, else kept only as text with a note
 * so no flag is computed from numbers in another unit.
 */
function rangeOf(o: Json, quantity: Json | undefined, loinc?: string): Partial<LabItemIn> {
  const ranges = arr(o.referenceRange).map(obj);
  const r = ranges.find((x) => !x.appliesTo && !x.age) ?? ranges[0];
  if (!r) return {};
  const text = str(r.text);
  const lowQ = obj(r.low);
  const highQ = obj(r.high);
  const low = num(lowQ.value);
  const high = num(highQ.value);
  if (low === undefined && high === undefined) return text ? { range: text } : {};
  const boundQ = low !== undefined ? lowQ : highQ;
  const valueUnit = quantity ? unitOf(quantity) : undefined;
  const rangeUnit = unitOf(boundQ);
  if (!valueUnit || !rangeUnit || sameUnit(valueUnit, rangeUnit)) {
    return { low, high, ...(text ? { range: text } : {}) };
  }
  const written = text ?? `${bounds(low, high)} ${unitShown(boundQ)}`;
  const cLow = low === undefined ? undefined : convert(low, rangeUnit, valueUnit, loinc);
  const cHigh = high === undefined ? undefined : convert(high, rangeUnit, valueUnit, loinc);
  const shown = unitShown(quantity!) ?? valueUnit;
  if ((low === undefined || cLow !== undefined) && (high === undefined || cHigh !== undefined)) {
    const l = cLow === undefined ? undefined : roundBound(cLow);
    const h = cHigh === undefined ? undefined : roundBound(cHigh);
    return { low: l, high: h, range: `${written}（约 ${bounds(l, h)} ${shown}）` };
  }
  return {
    range: written,
    note: `参考范围的单位（${unitShown(boundQ)}）与结果的单位（${shown}）不同且无法换算，未据此判断高低`,
  };
}

function item(o: Json, field: string, code: unknown, source: Json): LabItemIn {
  const { result, quantity } = valueOf(source);
  const loinc = loincOf(code);
  const flag = flagOf(source);
  return {
    code: conceptCode(code) ?? fail(o, `${field}code`, '没有项目代码'),
    name: conceptText(code) ?? conceptCode(code)!,
    result: result ?? fail(o, `${field}value[x]`, '没有结果值'),
    ...(quantity && unitShown(quantity) ? { unit: unitShown(quantity) } : {}),
    ...rangeOf(source, quantity, loinc),
    ...(flag ? { flag } : {}),
    ...(loinc ? { loinc } : {}),
  };
}

/**
 * The lab items under a report's results: an Observation with a value is one item; a panel
 * (`hasMember`) gives its members' items, however deep; one made of `component`s gives one
 * item per component. A result without a value or a code is refused by name.
 */
export function labItems(results: Json[], resolver: Resolver, containers: Json[]): LabItemIn[] {
  const out: LabItemIn[] = [];
  const walk = (o: Json, seen: Set<Json>) => {
    if (seen.has(o)) fail(o, 'hasMember', '成员引用成环');
    seen.add(o);
    if (valueOf(o).result !== undefined) {
      out.push(item(o, '', o.code, o));
      return;
    }
    const members = resolver.members(o, containers);
    if (members.length) {
      members.forEach((m) => walk(m, seen));
      return;
    }
    const components = arr(o.component).map(obj);
    if (components.length) {
      components.forEach((c, i) => out.push(item(o, `component[${i}].`, c.code, c)));
      return;
    }
    fail(o, 'value[x]', '没有结果值');
  };
  for (const r of results) walk(r, new Set());
  return out;
}
