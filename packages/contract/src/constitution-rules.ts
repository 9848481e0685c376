// The scoring of 《中医体质分类与判定表》 (ZYYXH/T157-2009) as domain-rules.md gives it: plain
// functions shared by the test page (a signed-out person's result) and the API (the final word,
// recomputed from the answers). No schema library here.
import type { Sex } from './id-document.js';

export const CONSTITUTION_TYPES = [
  'pinghe',
  'qixu',
  'yangxu',
  'yinxu',
  'tanshi',
  'shire',
  'xueyu',
  'qiyu',
  'tebing',
] as const;
export type ConstitutionType = (typeof CONSTITUTION_TYPES)[number];

export const CONSTITUTION_NAMES: Record<ConstitutionType, string> = {
  pinghe: '平和质',
  qixu: '气虚质',
  yangxu: '阳虚质',
  yinxu: '阴虚质',
  tanshi: '痰湿质',
  shire: '湿热质',
  xueyu: '血瘀质',
  qiyu: '气郁质',
  tebing: '特禀质',
};

/** The balanced constitution, judged against all the others; the rest are judged alone. */
export const BALANCED: ConstitutionType = 'pinghe';

/** Answers are 1 (没有) to 5 (总是); a reverse-scored item counts 6 minus the answer. */
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;

export interface ConstitutionScale {
  type: ConstitutionType;
  reverse?: boolean;
}

/** One question; an item shared by two sub-scales is asked once and counts for both. */
export interface ConstitutionItem {
  id: string;
  /** Asked of one sex only (the 湿热质 pair). */
  sex?: Sex;
  scales: ConstitutionScale[];
}

export const VERDICTS = ['yes', 'basically', 'tendency', 'no'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_LABELS: Record<Verdict, string> = {
  yes: '是',
  basically: '基本是',
  tendency: '倾向是',
  no: '否',
};

/** The thresholds the verdicts use, drawn on the result chart. */
export const THRESHOLDS = { tendency: 30, yes: 40, balanced: 60 } as const;

export interface ConstitutionScore {
  type: ConstitutionType;
  /** Sum of the item scores (reverse items already turned round). */
  raw: number;
  /** Items this person answered for the type (湿热质 has 6 for everyone). */
  items: number;
  /** (raw − items) ÷ (items × 4) × 100, to one decimal; verdicts use the exact value. */
  converted: number;
  verdict: Verdict;
}

/** The questions one person answers: the other sex's item left out. */
export function itemsFor<T extends ConstitutionItem>(items: readonly T[], sex: Sex): T[] {
  return items.filter((item) => !item.sex || item.sex === sex);
}

/**
 * What is wrong with a set of answers, in words, or undefined when it is complete: every
 * question for this sex answered once with 1 to 5, and nothing else.
 */
export function answersProblem(
  items: readonly ConstitutionItem[],
  sex: Sex,
  answers: Readonly<Record<string, number>>,
): string | undefined {
  const asked = itemsFor(items, sex);
  const known = new Set(asked.map((item) => item.id));
  for (const [id, value] of Object.entries(answers)) {
    if (!known.has(id)) {
      return items.some((item) => item.id === id)
        ? `第 ${id} 题只适用于${sex === '男' ? '女性' : '男性'}，不应作答`
        : `没有编号为 ${id} 的题目`;
    }
    if (!Number.isInteger(value) || value < ANSWER_MIN || value > ANSWER_MAX) {
      return `第 ${id} 题的答案须是 ${ANSWER_MIN} 到 ${ANSWER_MAX}`;
    }
  }
  const missing = asked.filter((item) => answers[item.id] === undefined).length;
  if (missing > 0) return `还有 ${missing} 道题没有回答，共 ${asked.length} 道`;
  return undefined;
}

/** Converted score from the raw sum and the number of items. */
export function convertedScore(raw: number, items: number): number {
  return ((raw - items) / (items * 4)) * 100;
}

/**
 * The verdict of every constitution from its exact converted score. 平和质: 是 when ≥ 60 and
 * every other < 30, 基本是 when ≥ 60 and every other < 40, else 否. Each other: ≥ 40 是,
 * 30 to under 40 倾向是, under 30 否; several may hold at once.
 */
export function verdicts(
  converted: Readonly<Record<ConstitutionType, number>>,
): Record<ConstitutionType, Verdict> {
  const others = CONSTITUTION_TYPES.filter((t) => t !== BALANCED).map((t) => converted[t]);
  const highestOther = Math.max(...others);
  const balanced = converted[BALANCED];
  const out = {} as Record<ConstitutionType, Verdict>;
  for (const type of CONSTITUTION_TYPES) {
    const score = converted[type];
    if (type === BALANCED) {
      if (balanced < THRESHOLDS.balanced) out[type] = 'no';
      else if (highestOther < THRESHOLDS.tendency) out[type] = 'yes';
      else if (highestOther < THRESHOLDS.yes) out[type] = 'basically';
      else out[type] = 'no';
    } else if (score >= THRESHOLDS.yes) out[type] = 'yes';
    else if (score >= THRESHOLDS.tendency) out[type] = 'tendency';
    else out[type] = 'no';
  }
  return out;
}

/** Scores and verdicts of a complete set of answers (check it with answersProblem first). */
export function scoreConstitution(
  items: readonly ConstitutionItem[],
  sex: Sex,
  answers: Readonly<Record<string, number>>,
): ConstitutionScore[] {
  const sums = Object.fromEntries(
    CONSTITUTION_TYPES.map((t) => [t, { raw: 0, items: 0 }]),
  ) as Record<ConstitutionType, { raw: number; items: number }>;
  for (const item of itemsFor(items, sex)) {
    const answer = answers[item.id];
    if (answer === undefined) throw new Error(`question ${item.id} is not answered`);
    for (const scale of item.scales) {
      sums[scale.type].raw += scale.reverse ? ANSWER_MAX + ANSWER_MIN - answer : answer;
      sums[scale.type].items += 1;
    }
  }
  const exact = Object.fromEntries(
    CONSTITUTION_TYPES.map((t) => [t, convertedScore(sums[t].raw, sums[t].items)]),
  ) as Record<ConstitutionType, number>;
  const verdict = verdicts(exact);
  return CONSTITUTION_TYPES.map((type) => ({
    type,
    raw: sums[type].raw,
    items: sums[type].items,
    converted: Math.round(exact[type] * 10) / 10,
    verdict: verdict[type],
  }));
}

export interface ConstitutionOutcome {
  /** Constitutions judged 是 or 基本是, highest score first. */
  main: ConstitutionType[];
  /** Constitutions judged 倾向是, highest score first. */
  tendencies: ConstitutionType[];
  /** The result in one sentence, e.g. 基本是平和质，有痰湿质倾向. */
  text: string;
}

const names = (types: ConstitutionType[]) => types.map((t) => CONSTITUTION_NAMES[t]).join('、');

/** The result in words, as a person reads it at the top of the result page. */
export function outcomeOf(scores: readonly ConstitutionScore[]): ConstitutionOutcome {
  const ranked = [...scores].sort((a, b) => b.converted - a.converted);
  const main = ranked
    .filter((s) => s.verdict === 'yes' || s.verdict === 'basically')
    .map((s) => s.type);
  const tendencies = ranked.filter((s) => s.verdict === 'tendency').map((s) => s.type);
  const balanced = scores.find((s) => s.type === BALANCED)?.verdict;
  let text: string;
  if (balanced === 'yes') text = '平和质';
  else if (balanced === 'basically') text = '基本是平和质';
  else if (main.length > 0) text = names(main);
  else text = '';
  if (tendencies.length > 0) {
    text = text ? `${text}，有${names(tendencies)}倾向` : `有${names(tendencies)}倾向`;
  }
  return { main, tendencies, text: text || '各体质均未达到判定标准' };
}

/** `q01:3,q02:4`: answers as the POST body's one `answers` field (the spec's form encoding). */
export function encodeAnswers(answers: Readonly<Record<string, number>>): string {
  return Object.entries(answers)
    .map(([id, value]) => `${id}:${value}`)
    .join(',');
}
