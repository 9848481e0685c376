import { markdownFiles, readMarkdown } from '../apps/api/src/lib/content/content-file.js';
import type { SearchDocument } from '../apps/api/src/modules/search/search.service.js';

/**
 * A corpus for the search bench only (never indexed on the site): sentences of the project's
 * content files shuffled into articles, and drug-like entries with names made of real drugs'
 * syllables, so words and their frequencies are those of real health text. Deterministic.
 */

/** mulberry32: the same corpus on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORIES = [
  '常见病',
  '慢病管理',
  '妇幼健康',
  '老年健康',
  '中医养生',
  '合理用药',
  '急救常识',
  '心理健康',
  '传染病防控',
  '营养与运动',
];
const TOPICS = [
  '饮食',
  '用药',
  '运动',
  '日常护理',
  '预防',
  '早期信号',
  '误区',
  '复查',
  '家庭护理',
  '就医指南',
];
const DRUG_FORMS = ['片', '胶囊', '颗粒', '缓释片', '口服液', '注射液', '软膏', '滴眼液'];

function sentencesOf(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  for (const dir of dirs) {
    for (const path of markdownFiles(root, dir)) {
      const { body } = readMarkdown(root, path);
      for (const line of body.split('\n')) {
        const text = line
          .replace(/^(#+|-|\d+\.)\s*/, '')
          .replaceAll('**', '')
          .trim();
        if (!text || text.startsWith('|')) continue;
        out.push(...text.split(/(?<=[。！？；])/).filter((s) => s.length >= 8));
      }
    }
  }
  return out;
}

function namesOf(root: string, dir: string, field: string): string[] {
  return markdownFiles(root, dir)
    .map((path) => readMarkdown(root, path).meta[field])
    .filter((v): v is string => typeof v === 'string');
}

export function generateCorpus(root: string, articles: number, drugs: number): SearchDocument[] {
  const next = random(12320);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const sentences = sentencesOf(root, ['articles', 'conditions', 'media']);
  const drugSentences = sentencesOf(root, ['drugs']);
  const conditions = namesOf(root, 'conditions', 'name');
  const generic = namesOf(root, 'drugs', 'genericName');
  const paragraph = (pool: string[], min: number, max: number) => {
    let text = '';
    const length = min + Math.floor(next() * (max - min));
    while (text.length < length) text += pick(pool);
    return text;
  };

  const docs: SearchDocument[] = [];
  for (let i = 0; i < articles; i++) {
    const condition = pick(conditions);
    docs.push({
      type: 'article',
      id: `bench-article-${i}`,
      title: `${condition}的${pick(TOPICS)}：${pick(sentences).slice(0, 12)}`,
      body: paragraph(sentences, 600, 1500),
      url: `/wiki/knowledge/article/bench-article-${i}`,
      category: pick(CATEGORIES),
    });
  }
  for (let i = 0; i < drugs; i++) {
    // Two halves of real names: 阿莫 + 西林, 布洛 + 芬 …
    const a = Array.from(pick(generic));
    const b = Array.from(pick(generic));
    const name = [...a.slice(0, Math.ceil(a.length / 2)), ...b.slice(Math.ceil(b.length / 2))].join(
      '',
    );
    docs.push({
      type: 'drug',
      id: `bench-drug-${i}`,
      title: `${name}${pick(DRUG_FORMS)}`,
      names: [name, `${name.slice(0, 2)}${pick(['宁', '康', '舒', '安', '泰'])}`],
      body: paragraph(drugSentences, 800, 2000),
      url: `/drug/bench-drug-${i}`,
      category: pick(['抗微生物药', '心血管系统用药', '消化系统用药', '呼吸系统用药', '中成药']),
    });
  }
  return docs;
}
