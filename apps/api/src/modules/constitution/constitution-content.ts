import {
  CONSTITUTION_NAMES,
  CONSTITUTION_TYPES,
  itemsFor,
  type ConstitutionQuestion,
  type ConstitutionTest,
  type ConstitutionType,
  type ConstitutionTypeInfo,
} from '@portal/contract';
import { contentRoot, readYaml } from '../../lib/content/content-file.js';
import { reader } from '../../lib/content/reader.js';

const QUESTIONS = 'constitution/questions.yaml';
const TYPES = 'constitution/types.yaml';
const QUESTION_ID = /^[a-z0-9-]{1,16}$/;
const SEXES: Record<string, '男' | '女'> = { male: '男', female: '女' };

const isType = (value: unknown): value is ConstitutionType =>
  (CONSTITUTION_TYPES as readonly unknown[]).includes(value);

function question(raw: unknown, index: number): ConstitutionQuestion {
  const r = reader(QUESTIONS, `第 ${index + 1} 道题`);
  const q = r.object(raw, '题目');
  const id = r.text(q.id, 'id');
  if (!QUESTION_ID.test(id)) r.fail(' id 只能用小写字母、数字和连字符，最多 16 个');
  const at = reader(QUESTIONS, `题目 ${id} 的 `);
  const scales = at.list(q.scales, 'scales').map((s) => {
    const scale = at.object(s, 'scales 的每一项');
    if (!isType(scale.type)) at.fail(`scales 里的体质 ${String(scale.type)} 不是九种体质之一`);
    if (scale.reverse !== undefined && typeof scale.reverse !== 'boolean') {
      at.fail('reverse 须是 true 或 false');
    }
    return { type: scale.type as ConstitutionType, ...(scale.reverse ? { reverse: true } : {}) };
  });
  if (new Set(scales.map((s) => s.type)).size !== scales.length) {
    at.fail('scales 里有重复的体质');
  }
  let sex: '男' | '女' | undefined;
  if (q.sex !== undefined) sex = SEXES[String(q.sex)] ?? at.fail('sex 须是 male 或 female');
  return {
    id,
    text: at.text(q.text, 'text'),
    hint: at.text(q.hint, 'hint'),
    ...(sex ? { sex } : {}),
    scales,
  };
}

function typeInfo(raw: unknown, index: number): ConstitutionTypeInfo {
  const r = reader(TYPES, `第 ${index + 1} 种体质`);
  const t = r.object(raw, '体质');
  if (t.id !== CONSTITUTION_TYPES[index]) {
    r.fail(`的 id 须是 ${CONSTITUTION_TYPES[index]}（按平和、气虚、阳虚……特禀的顺序）`);
  }
  const id = t.id as ConstitutionType;
  const name = r.text(t.name, 'name');
  if (name !== CONSTITUTION_NAMES[id]) r.fail(`的 name 须是 ${CONSTITUTION_NAMES[id]}`);
  const labelled = (value: unknown, field: string) =>
    r.list(value, field).map((item) => {
      const entry = r.object(item, `${field} 的每一项`);
      return {
        label: r.text(entry.label, `${field}.label`),
        text: r.text(entry.text, `${field}.text`),
      };
    });
  return {
    id,
    name,
    summary: r.text(t.summary, 'summary'),
    features: labelled(t.features, 'features'),
    advice: labelled(t.advice, 'advice'),
  };
}

/**
 * Reads and checks content/constitution/: the items of 《中医体质分类与判定表》 and the nine
 * constitutions with their explanations and advice. Anything that would make the scoring
 * wrong (an unknown type, a duplicate id, a type a person could not be scored on) is refused
 * with the file and the reason.
 */
export function loadConstitutionTest(root = contentRoot()): ConstitutionTest {
  const qr = reader(QUESTIONS, '');
  const qs = qr.object(readYaml(root, QUESTIONS), '文件');
  const levels = qr.list(qs.levels, 'levels').map((l) => qr.text(l, 'levels 的每一项'));
  if (levels.length !== 5) qr.fail('levels 须正好 5 项（没有、很少、有时、经常、总是）');
  const declared = qr.list(qs.types, 'types');
  if (declared.join() !== CONSTITUTION_TYPES.join()) {
    qr.fail(`types 须是 ${CONSTITUTION_TYPES.join(', ')}`);
  }
  const questions = qr.list(qs.questions, 'questions').map(question);
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) qr.fail(`题号 ${q.id} 重复`);
    ids.add(q.id);
  }
  for (const sex of ['男', '女'] as const) {
    const asked = itemsFor(questions, sex);
    for (const type of CONSTITUTION_TYPES) {
      if (!asked.some((q) => q.scales.some((s) => s.type === type))) {
        qr.fail(`${sex}性没有任何计入${CONSTITUTION_NAMES[type]}的题目`);
      }
    }
  }

  const tr = reader(TYPES, '');
  const ts = tr.object(readYaml(root, TYPES), '文件');
  const types = tr.list(ts.types, 'types').map(typeInfo);
  if (types.length !== CONSTITUTION_TYPES.length) tr.fail('types 须正好九种体质');
  return {
    source: qr.text(qs.source, 'source'),
    period: qr.text(qs.period, 'period'),
    levels,
    questions,
    types,
    notice: tr
      .text(ts.notice, 'notice')
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean),
    references: tr.list(ts.source, 'source').map((s) => tr.text(s, 'source 的每一项')),
  };
}

const loaded = new Map<string, ConstitutionTest>();

/** The test as loaded once per process (the files change with a deploy, not at run time). */
export function constitutionTest(root = contentRoot()): ConstitutionTest {
  let test = loaded.get(root);
  if (!test) loaded.set(root, (test = loadConstitutionTest(root)));
  return test;
}
