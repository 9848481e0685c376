import type { DrugForm } from '@portal/contract';

/** What matching needs of a catalogue entry. */
export interface CatalogueEntry {
  id: string;
  genericName: string;
  brandNames: string[];
  forms: DrugForm[];
}

/** What a hospital calls one of its items. */
export interface ItemNames {
  name: string;
  form?: string | null;
  strength: string;
}

export interface Matched {
  drugId: string;
  form: string | null;
  strength: string;
}

export type MatchOutcome = { matched: Matched } | { reason: string };

// Hospital dictionaries name the salt (盐酸二甲双胍片); the catalogue names the active part.
const SALT_PREFIXES = [
  '盐酸',
  '硫酸',
  '马来酸',
  '苯磺酸',
  '甲磺酸',
  '酒石酸',
  '琥珀酸',
  '枸橼酸',
  '富马酸',
  '磷酸',
  '醋酸',
  '氢溴酸',
];
const SALT_SUFFIXES = ['钠', '钾', '钙'];

/** Full-width to ASCII, no spaces, Latin in lower case: 阿莫西林 胶囊 = 阿莫西林胶囊. */
export function compactName(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

const FACTORS: Record<string, number> = { g: 1_000_000, mg: 1000, μg: 1, ug: 1, mcg: 1 };

/**
 * A strength as a comparable key: 0.25 g, 0.25g and 250 mg are one key; a note in brackets
 * (0.25 g（40 万单位）) is dropped; anything else compares as written without spaces.
 */
export function strengthKey(text: string): string {
  const s = compactName(text).replace(/\(.*\)$/, '');
  const m = /^(\d+(?:\.\d+)?)(g|mg|μg|ug|mcg)$/.exec(s);
  if (!m) return s;
  const micrograms = Number(m[1]) * FACTORS[m[2]!]!;
  return `${Math.round(micrograms * 1000) / 1000}μg`;
}

interface Key {
  key: string;
  entry: CatalogueEntry;
}

/** The catalogue prepared for matching many items: every name, longest first. */
export function matcher(catalogue: CatalogueEntry[]): (item: ItemNames) => MatchOutcome {
  const keys: Key[] = catalogue
    .flatMap((entry) =>
      [entry.genericName, ...entry.brandNames].map((n) => ({ key: compactName(n), entry })),
    )
    .filter((k) => k.key.length > 0)
    .sort((a, b) => b.key.length - a.key.length);

  return (item) => {
    const name = compactName(item.name);
    const candidates = [name];
    for (const salt of SALT_PREFIXES) {
      if (name.startsWith(salt) && name.length > salt.length)
        candidates.push(name.slice(salt.length));
    }
    // The longest name that matched explains a miss best.
    let reason: string | undefined;
    for (const candidate of candidates) {
      for (const { key, entry } of keys) {
        if (!candidate.startsWith(key)) continue;
        let rest = candidate.slice(key.length);
        const suffix = SALT_SUFFIXES.find((s) => rest.startsWith(s));
        if (suffix) rest = rest.slice(suffix.length);
        const outcome = matchEntry(entry, rest || compactName(item.form ?? ''), item.strength);
        if ('matched' in outcome) return outcome;
        reason ??= outcome.reason;
      }
    }
    return { reason: reason ?? '目录中没有这个药品名称' };
  };
}

function matchEntry(entry: CatalogueEntry, formName: string, strength: string): MatchOutcome {
  let forms = entry.forms;
  if (formName) {
    // 片 names 片剂; a form written in full matches itself.
    forms = entry.forms.filter((f) => {
      const own = compactName(f.form);
      return own === formName || own.startsWith(formName) || formName.startsWith(own);
    });
    if (forms.length === 0) {
      return { reason: `剂型“${formName}”不在目录中${entry.genericName}的剂型里` };
    }
  }
  const wanted = strengthKey(strength);
  for (const f of forms) {
    const found = f.strengths.find((s) => strengthKey(s) === wanted);
    if (found) return { matched: { drugId: entry.id, form: f.form, strength: found } };
  }
  return { reason: `规格“${strength}”不在目录中${entry.genericName}的规格里` };
}
