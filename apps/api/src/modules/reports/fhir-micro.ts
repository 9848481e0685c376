import {
  arr,
  conceptCode,
  conceptText,
  fail,
  interpretationCodes,
  loincOf,
  num,
  obj,
  str,
  unitShown,
  valueOf,
  type Json,
  type Resolver,
} from './fhir-read.js';

/** LOINC codes of an identified organism (Bacteria identified, Microorganism identified …). */
const ORGANISM_LOINC = new Set(['11475-1', '6463-4', '634-6', '43409-2', '19153-2', '41852-5']);
const ORGANISM = /organism|bacteria identified|isolate|identified|菌种|细菌鉴定|培养出/i;
const QUANTITY = /colony|quantity|count|cfu|菌落/i;
const SUSCEPTIBILITY = ['S', 'SDD', 'I', 'R'] as const;

interface Leaf {
  o: Json;
  /** The panels above it, outermost first: siblings under one isolate panel belong together. */
  path: Json[];
}

export interface MicroIn {
  organisms: {
    name: string;
    colonyCount?: string;
    comment?: string;
    susceptibility: { antibiotic: string; mic?: string; zone?: string; interpretation: string }[];
  }[];
  /** A culture result POS (or DET) anywhere in the report. */
  positive: boolean;
  /** Texts that belong to no organism, for the report's note. */
  notes: string[];
}

function leaves(results: Json[], resolver: Resolver, containers: Json[]): Leaf[] {
  const out: Leaf[] = [];
  const walk = (o: Json, path: Json[]) => {
    if (path.includes(o)) fail(o, 'hasMember', '成员引用成环');
    const members = resolver.members(o, containers);
    members.forEach((m) => walk(m, [...path, o]));
    if (valueOf(o).result !== undefined || interpretationCodes(o).length) out.push({ o, path });
    else if (!members.length) fail(o, 'value[x]', '没有结果值，也没有判读');
  };
  for (const r of results) walk(r, []);
  return out;
}

const susceptibilityOf = (o: Json) =>
  interpretationCodes(o).find((c): c is (typeof SUSCEPTIBILITY)[number] =>
    (SUSCEPTIBILITY as readonly string[]).includes(c),
  );

/** How many panels two leaves share from the top: the nearer, the more they belong together. */
function shared(a: Json[], b: Json[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * Organisms, their quantity and each antibiotic's MIC or zone with S/SDD/I/R, from results
 * nested in `hasMember` panels as laboratories send them (an isolate panel holding the
 * organism, the culture result and one panel per susceptibility method).
 */
export function microResults(results: Json[], resolver: Resolver, containers: Json[]): MicroIn {
  const all = leaves(results, resolver, containers);
  // An organism is named as one (its code), or is the coded value whose own members are
  // susceptibility results (the shape many laboratories send).
  const isOrganism = (o: Json) =>
    o.valueCodeableConcept !== undefined &&
    (ORGANISM_LOINC.has(loincOf(o.code) ?? '') ||
      ORGANISM.test(`${conceptText(o.code) ?? ''} ${conceptCode(o.code) ?? ''}`) ||
      all.some((l) => l.path.includes(o) && susceptibilityOf(l.o) !== undefined));
  const organisms = all.filter((l) => isOrganism(l.o));
  const out: MicroIn = {
    organisms: organisms.map((l) => {
      const count = arr(l.o.component)
        .map(obj)
        .find((c) => loincOf(c.code) === '564-5' || QUANTITY.test(conceptText(c.code) ?? ''));
      const colonyCount = count ? valueOf(count).result : undefined;
      return {
        name: conceptText(l.o.valueCodeableConcept)!,
        ...(colonyCount ? { colonyCount } : {}),
        susceptibility: [],
      };
    }),
    positive: all.some(
      (l) =>
        interpretationCodes(l.o).some((c) => c === 'POS' || c === 'DET') ||
        /^(POS|DET)/i.test(conceptCode(l.o.valueCodeableConcept) ?? ''),
    ),
    notes: [],
  };
  const owner = (leaf: Leaf) => {
    let best = -1;
    let score = -1;
    organisms.forEach((org, i) => {
      // An organism holding the result as its member owns it outright.
      const s = leaf.path.includes(org.o) ? Infinity : shared(org.path, leaf.path);
      if (s > score) [best, score] = [i, s];
    });
    return best >= 0 ? out.organisms[best] : undefined;
  };
  for (const leaf of all) {
    if (isOrganism(leaf.o)) continue;
    const { o } = leaf;
    const interpretation = susceptibilityOf(o);
    const { result, quantity } = valueOf(o);
    const org = owner(leaf);
    if (interpretation && org) {
      const unit = quantity ? unitShown(quantity) : undefined;
      const byDisk = unit === 'mm' || /disk|zone|纸片/i.test(conceptText(o.code) ?? '');
      const value = result ? `${result}${unit && unit !== 'mm' ? ` ${unit}` : ''}` : undefined;
      org.susceptibility.push({
        antibiotic: (conceptText(o.code) ?? fail(o, 'code', '没有药物名称')).replace(
          /\s*\[Susceptibility\].*$/i,
          '',
        ),
        ...(value ? (byDisk ? { zone: value } : { mic: value }) : {}),
        interpretation,
      });
    } else if (org && QUANTITY.test(conceptText(o.code) ?? '') && result) {
      org.colonyCount = result;
    } else if (str(o.valueString) && org) {
      org.comment = [org.comment, str(o.valueString)].filter(Boolean).join('\n');
    } else if (str(o.valueString)) {
      out.notes.push(str(o.valueString)!);
    } else if (!interpretation && num(obj(o.valueQuantity).value) === undefined && !org) {
      out.notes.push(`${conceptText(o.code) ?? ''}：${result ?? ''}`);
    }
  }
  return out;
}
