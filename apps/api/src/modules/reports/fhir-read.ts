/**
 * Reading FHIR R4 JSON as the standard allows it: references to Bundle entries (by type and
 * id, or by fullUrl) and to `contained` resources (`#id`), concepts, quantities, names and the
 * v3 ObservationInterpretation codes. What cannot be read raises a problem that names the
 * resource (type and id), the field and the reason in words.
 */

export type Json = Record<string, unknown>;

export const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;
export const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

export const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';

export class MappingProblem extends Error {}

/** `Observation/f001`, how a refusal names the resource it is about. */
export function label(r: Json): string {
  return `${str(r.resourceType) ?? '资源'}/${str(r.id) ?? '（无 id）'}`;
}

export function fail(r: Json, field: string, reason: string): never {
  throw new MappingProblem(`${label(r)} 的 ${field}：${reason}`);
}

/** Resolves references within one Bundle, including a resource's own `contained` ones. */
export class Resolver {
  private readonly byRef = new Map<string, Json>();

  constructor(entries: { fullUrl?: string; resource: unknown }[]) {
    for (const e of entries) {
      const r = obj(e.resource);
      if (str(r.id)) this.byRef.set(`${str(r.resourceType)}/${str(r.id)}`, r);
      if (e.fullUrl) this.byRef.set(e.fullUrl, r);
    }
  }

  /** The Observations a panel lists in `hasMember`, each found or refused by name. */
  members(o: Json, containers: Json[]): Json[] {
    return arr(o.hasMember).map(
      (m, i) =>
        this.find(m, containers) ??
        fail(o, `hasMember[${i}]`, `找不到 ${str(obj(m).reference) ?? '（空引用）'}`),
    );
  }

  /** The resource a Reference points to; `#id` looks in the containing resources given. */
  find(reference: unknown, containers: Json[] = []): Json | undefined {
    const ref = str(obj(reference).reference);
    if (!ref) return undefined;
    if (ref.startsWith('#')) {
      for (const c of containers) {
        const hit = arr(c.contained)
          .map(obj)
          .find((x) => str(x.id) === ref.slice(1));
        if (hit) return hit;
      }
      return undefined;
    }
    // An absolute URL ending in Type/id names the same resource as its relative form.
    return this.byRef.get(ref) ?? this.byRef.get(ref.split('/').slice(-2).join('/'));
  }
}

export function conceptText(c: unknown): string | undefined {
  const concept = obj(c);
  return (
    str(concept.text) ??
    str(
      arr(concept.coding)
        .map((x) => obj(x).display)
        .find(str),
    ) ??
    str(obj(arr(concept.coding)[0]).code)
  );
}

/** The LOINC code where the sender has one, else the first coding's code. */
export function conceptCode(c: unknown): string | undefined {
  const codings = arr(obj(c).coding).map(obj);
  return str((codings.find((x) => x.system === LOINC) ?? codings[0])?.code);
}

export function loincOf(c: unknown): string | undefined {
  return str(
    arr(obj(c).coding)
      .map(obj)
      .find((x) => x.system === LOINC)?.code,
  );
}

/** A Quantity's unit as UCUM would read it (its code where the system is UCUM). */
export function unitOf(q: Json): string | undefined {
  return (q.system === UCUM ? str(q.code) : undefined) ?? str(q.unit) ?? str(q.code);
}

/** A Quantity's unit as the sender wrote it for people. */
export function unitShown(q: Json): string | undefined {
  return str(q.unit) ?? str(q.code);
}

/** The text of a value[x], and its quantity when it is one. */
export function valueOf(o: Json): { result?: string; quantity?: Json } {
  const q = obj(o.valueQuantity);
  if (num(q.value) !== undefined) {
    return { result: `${str(q.comparator) ?? ''}${num(q.value)}`, quantity: q };
  }
  if (typeof o.valueBoolean === 'boolean') return { result: o.valueBoolean ? '是' : '否' };
  if (num(o.valueInteger) !== undefined) return { result: String(o.valueInteger) };
  const range = obj(o.valueRange);
  if (range.low || range.high) {
    return {
      result: `${num(obj(range.low).value) ?? ''}-${num(obj(range.high).value) ?? ''}`,
    };
  }
  return {
    result: str(o.valueString) ?? conceptText(o.valueCodeableConcept) ?? str(o.valueDateTime),
  };
}

/**
 * v3 ObservationInterpretation → the portal's flags: H, L, HH, LL, A, AA, POS; N, NEG and ND
 * are normal (no flag). HU and LU ("significantly" high or low) stay H and L: only HH, LL and
 * AA are critical values, which text the patient.
 */
const FLAGS: Record<string, string> = {
  H: 'H',
  HU: 'H',
  '>': 'H',
  L: 'L',
  LU: 'L',
  '<': 'L',
  HH: 'HH',
  LL: 'LL',
  A: 'A',
  AA: 'AA',
  POS: 'POS',
  DET: 'POS',
  N: 'N',
  NEG: 'N',
  ND: 'N',
};

/** The sender's interpretation codes on an Observation (upper case). */
export function interpretationCodes(o: Json): string[] {
  return arr(o.interpretation).flatMap((i) =>
    arr(obj(i).coding)
      .map((c) => str(obj(c).code)?.toUpperCase())
      .filter((c): c is string => c !== undefined),
  );
}

export function flagOf(o: Json): string | undefined {
  return interpretationCodes(o)
    .map((c) => FLAGS[c])
    .find(Boolean);
}

const CJK = /[\u3400-\u9fff]/;

/**
 * The person's name as they use it now: `official`, else `usual`, else the first name not
 * marked `old`. Chinese names join family and given without a space, others with one.
 */
export function personName(patient: Json): string | undefined {
  const names = arr(patient.name).map(obj);
  const chosen =
    names.find((n) => n.use === 'official') ??
    names.find((n) => n.use === 'usual') ??
    names.find((n) => n.use !== 'old');
  if (!chosen) return undefined;
  if (str(chosen.text)) return str(chosen.text);
  const family = str(chosen.family) ?? '';
  const given = arr(chosen.given).map(str).filter(Boolean) as string[];
  if (CJK.test(family + given.join(''))) return str(family + given.join('')) ?? undefined;
  return str([...given, family].filter(Boolean).join(' '));
}
