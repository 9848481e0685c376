import { checkMainlandId, maskIdNumber, maskPhone } from '@portal/contract';
import AhoCorasick from 'modern-ahocorasick';
import { Converter } from 'opencc-js/t2cn';
import type { Db } from '../db/database.js';
import { listSensitiveWords } from '../modules/bureau/sensitive-words.repository.js';
import { chinaToday } from './china-day.js';
import { onSharedChange } from './shared-change.js';

/**
 * Screening of what citizens write for others to read (evaluations, later consultations): the
 * bureau's sensitive words, found however they are dressed up, and contact details, which
 * the portal never lets through (domain-rules.md "Visit evaluations").
 */

// Built at the first screening, not at import: the CLI and processes that never screen skip it.
let toSimplified: ((text: string) => string) | undefined;

// Punctuation, symbols, separators and invisible format characters: people put them between
// the characters of a word (垃 圾, 垃-圾, 垃☆圾) to slip it past a filter.
const FILLER = /[\p{P}\p{S}\p{Z}\p{Cf}\s]/gu;

/**
 * The form text is compared in: NFKC (full-width letters and digits become half-width),
 * traditional characters become simplified, lower case, and no spaces or punctuation at all.
 */
export function normaliseForScreening(text: string): string {
  toSimplified ??= Converter({ from: 't', to: 'cn' });
  return toSimplified(text.normalize('NFKC')).toLowerCase().replace(FILLER, '');
}

interface Matcher {
  automaton: AhoCorasick<string[]> | undefined;
}

/** A changed list shows on every process at the next shared change, or within this at worst. */
const TTL_MS = 60_000;
const matchers = new WeakMap<Db, { expires: number; matcher: Promise<Matcher> }>();

async function buildMatcher(db: Db): Promise<Matcher> {
  // Several listed spellings may normalise alike (垃圾, 垃 圾): one pattern names them all.
  const originals = new Map<string, string[]>();
  for (const { word } of await listSensitiveWords(db)) {
    const key = normaliseForScreening(word);
    if (key) originals.set(key, [...(originals.get(key) ?? []), word]);
  }
  if (originals.size === 0) return { automaton: undefined };
  return {
    automaton: new AhoCorasick(
      [...originals].map(([pattern, words]) => ({ pattern, data: words })),
    ),
  };
}

function matcherOf(db: Db): Promise<Matcher> {
  const hit = matchers.get(db);
  if (hit && hit.expires > Date.now()) return hit.matcher;
  const matcher = buildMatcher(db);
  matcher.catch(() => matchers.delete(db));
  matchers.set(db, { expires: Date.now() + TTL_MS, matcher });
  return matcher;
}

/** Drops this process's matcher: the next screening builds it from the list again. */
export function forgetSensitiveMatcher(db: Db): void {
  matchers.delete(db);
}
onSharedChange(forgetSensitiveMatcher);

/** The listed words (as the bureau wrote them) found in `text` after normalising; [] when clean. */
export async function findSensitiveWords(db: Db, text: string): Promise<string[]> {
  const { automaton } = await matcherOf(db);
  if (!automaton) return [];
  const found = new Set<string>();
  for (const match of automaton.search(normaliseForScreening(text))) {
    for (const word of match.data ?? []) found.add(word);
  }
  return [...found].sort();
}

// A run of digits with spaces, dashes or dots between them (138 0013 8000, 138-0013-8000).
const DIGIT_RUN = /\d(?:[\s\-‐–—_.·]*[\dXx])*/g;
const MOBILE = /^(?:86)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{9,11}$/;
const URL_START = /https?:\/\/|www\./i;
const BARE_DOMAIN =
  /[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|cn|net|org|gov|edu|top|xyz|vip|cc|info|io|co|me|tv|site|online|shop|club|ltd|biz|link|app|hk|tw)(?![a-z0-9])/i;

/**
 * Why `text` may not be published as it is: a mainland phone number, an 18-digit ID number
 * or a link, named with what was found (masked); undefined when it has none.
 */
export function contactProblem(text: string, today = chinaToday()): string | undefined {
  const plain = text.normalize('NFKC').replace(/[。．]/g, '.');
  for (const run of plain.match(DIGIT_RUN) ?? []) {
    const compact = run.replace(/[^\dXx]/g, '').toUpperCase();
    if (compact.length === 18 && checkMainlandId(compact, today).ok) {
      return `内容中有身份证号码（${maskIdNumber(compact)}），为保护个人信息请删除后再提交`;
    }
    if (MOBILE.test(compact) || LANDLINE.test(compact)) {
      return `内容中有电话号码（${maskPhone(compact)}），为保护个人信息请删除后再提交`;
    }
  }
  const link = URL_START.exec(plain) ?? BARE_DOMAIN.exec(plain);
  if (link) return `内容中不能包含网址或链接（${link[0]}），请删除后再提交`;
  return undefined;
}
