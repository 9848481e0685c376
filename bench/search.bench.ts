/**
 * The search service under a corpus ten times the site's: 10,000 articles and 5,000 drug-like
 * entries, generated for the bench only (sentences of the project's own content files put
 * together at random, names of made-up drugs from real drugs' syllables; never shown on the
 * site), indexed through the same service and synonym table the portal uses. Then 200 mixed
 * queries, as the search page and the header's type-ahead send them, each timed in-process
 * (the service: parsing, the match and count queries, snippets), after one warm-up pass; each
 * query's figure is the median of three rounds.
 * Prints p50, p95 and p99 per engine and per kind of query. Target: p95 ≤ 15 ms. Then the real
 * conditions and articles are loaded beside the generated corpus (as the server loads them) and
 * the symptom development set's top-1 and top-3 hit rates printed for each engine.
 * Usage: npm run bench:search  (PostgreSQL at BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, skipped if absent; BENCH_ARTICLES, BENCH_DRUGS)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { SearchType } from '@portal/contract';
import { createDatabase, type Db } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrator.js';
import { contentRoot } from '../apps/api/src/lib/content/content-file.js';
import {
  indexDocuments,
  readSynonymsFile,
  replaceSynonyms,
  search,
  suggest,
} from '../apps/api/src/modules/search/search.service.js';
import { CONTENT_SETS } from '../apps/api/src/modules/content/content-sets.js';
import { loadContent } from '../apps/api/src/modules/content/content.service.js';
import { percent, readDevSet, scoreDevSet } from '../apps/api/src/modules/search/symptom-devset.js';
import { generateCorpus } from './search-corpus.js';

const articles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const drugs = Number(process.env.BENCH_DRUGS ?? 5_000);
const ROUNDS = 3;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Kind = 'search' | 'search by type' | 'type-ahead';
interface Query {
  kind: Kind;
  q: string;
  type?: SearchType;
}

/**
 * What people type: conditions and symptoms, questions, colloquial words the synonym table
 * turns around, pinyin and initials, drug names, one character, English letters, words that
 * are nowhere, and text full of search syntax.
 */
const WORDS = [
  '感冒',
  '高血压',
  '糖尿病',
  '2型糖尿病',
  '胃炎',
  '腹泻',
  '发烧',
  '咳嗽',
  '头痛',
  '失眠',
  '高血压患者的饮食',
  '感冒了吃什么药',
  '孩子发烧怎么办',
  '血压高怎么办',
  '老人跌倒怎么办',
  '拉肚子',
  '血压高',
  '感冒药',
  '降压药',
  '打疫苗',
  '老年痴呆',
  '中风',
  '甲流',
  'gxy',
  'tnb',
  'ganmao',
  'gaoxueya',
  'amxl',
  'bll',
  'tbkl',
  '阿莫西林',
  '布洛芬',
  '头孢',
  '二甲双胍',
  '奥美拉唑',
  '氨氯地平',
  '胰岛素',
  '胃',
  '咳',
  '药',
  'hpv',
  'CT',
  '维生素D',
  '心肺复苏',
  '海姆立克',
  '预防接种',
  '慢阻肺',
  '心血管内科',
  '儿童哮喘',
  '孕期营养',
  '乙肝疫苗',
  '幽门螺杆菌',
  '量子纠缠',
  'xyzzy',
  '" * ( ) OR NEAR -',
  '感冒 OR 高血压',
  '高血压 糖尿病 冠心病',
];
const TYPES: SearchType[] = ['condition', 'article', 'drug'];

function mixedQueries(count: number): Query[] {
  return Array.from({ length: count }, (_, i): Query => {
    const q = WORDS[(i * 7) % WORDS.length]!;
    if (i % 5 === 3) return { kind: 'search by type', q, type: TYPES[i % TYPES.length] };
    if (i % 5 === 4) {
      // A type-ahead sends what has been typed so far: the first characters of a word.
      const typed = Array.from(q)
        .slice(0, 1 + (i % 3))
        .join('');
      return { kind: 'type-ahead', q: typed };
    }
    return { kind: 'search', q };
  });
}

async function run(db: Db, query: Query): Promise<number> {
  const started = performance.now();
  if (query.kind === 'type-ahead') await suggest(db, { q: query.q });
  else await search(db, { q: query.q, type: query.type, pageNo: 1, pageSize: 10 });
  return performance.now() - started;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

interface Row {
  engine: string;
  kind: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function figures(engine: string, kind: string, times: number[]): Row {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    engine,
    kind,
    n: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1)!,
  };
}

async function bench(
  engine: string,
  db: Db,
): Promise<{ rows: Row[]; indexSeconds: number; slowest: string[]; devSet: string }> {
  await migrateToLatest(db);
  const corpus = generateCorpus(contentRoot(), articles, drugs);
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await replaceSynonyms(trx, readSynonymsFile(contentRoot()));
  });
  for (let i = 0; i < corpus.length; i += 1000) {
    await db.transaction().execute((trx) => indexDocuments(trx, corpus.slice(i, i + 1000)));
  }
  const indexSeconds = (performance.now() - started) / 1000;
  // What autovacuum (PostgreSQL) or an operator (SQLite) does after a large load.
  await sql`${sql.raw(engine.startsWith('PostgreSQL') ? 'vacuum analyze' : 'analyze')}`.execute(db);
  const queries = mixedQueries(200);
  for (const q of queries) await run(db, q);
  const times = new Map<string, number[]>();
  const each: { q: Query; ms: number }[] = [];
  // Three rounds, each query's median: a burst of other work on the machine spoils one round of
  // a query, not its figure.
  const rounds: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const list: number[] = [];
    for (const q of queries) list.push(await run(db, q));
    rounds.push(list);
  }
  for (const [i, q] of queries.entries()) {
    const ms = rounds.map((list) => list[i]!).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
    each.push({ q, ms });
    for (const kind of ['all 200', q.kind]) times.set(kind, [...(times.get(kind) ?? []), ms]);
  }
  const slowest = each
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ q, ms }) => `${q.kind} “${q.q}”${q.type ? ` (${q.type})` : ''} ${ms.toFixed(1)} ms`);
  const sets = CONTENT_SETS.filter((set) => set.name === 'wiki' || set.name === 'search');
  await loadContent(db, contentRoot(), sets);
  const dev = await scoreDevSet(db, readDevSet());
  const devSet =
    `${engine}: top-1 ${percent(dev.top1, dev.n)}, top-3 ${percent(dev.top3, dev.n)} ` +
    `of ${dev.n}, 120 advice missing for ${dev.emergencyMisses.length}`;
  return {
    rows: [...times].map(([kind, list]) => figures(engine, kind, list)),
    indexSeconds,
    slowest,
    devSet,
  };
}

const rows: Row[] = [];
const builds: string[] = [];
const slow: string[] = [];
const devSets: string[] = [];

{
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const db = createDatabase({ kind: 'sqlite', file: join(dir, 'portal.db') });
  try {
    const result = await bench('SQLite (FTS5)', db);
    rows.push(...result.rows);
    builds.push(`SQLite ${result.indexSeconds.toFixed(1)} s`);
    slow.push(`SQLite: ${result.slowest.join('; ')}`);
    devSets.push(result.devSet);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const admin = new pg.Client({ connectionString: pgAdminUrl });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `bench_search_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const db = createDatabase({ kind: 'postgres', url: pgAdminUrl.replace(/\/[^/]*$/, `/${name}`) });
  try {
    const result = await bench('PostgreSQL (tsvector, GIN)', db);
    rows.push(...result.rows);
    builds.push(`PostgreSQL ${result.indexSeconds.toFixed(1)} s`);
    slow.push(`PostgreSQL: ${result.slowest.join('; ')}`);
    devSets.push(result.devSet);
  } finally {
    await db.destroy();
    await admin.query(`drop database ${name} with (force)`);
  }
} else {
  console.log(`PostgreSQL at ${pgAdminUrl} not reachable: its rows are skipped`);
}
await admin.end().catch(() => undefined);

console.log(
  `\nSearch: ${articles.toLocaleString('en')} articles + ${drugs.toLocaleString('en')} drug-like entries ` +
    `(generated), 200 mixed queries after a warm-up pass, in-process service calls, median of 3 rounds per query; ` +
    `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; index built in ${builds.join(', ')}`,
);
console.log('| engine | queries | n | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${r.kind} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`,
  );
}
console.log(`\nSlowest: ${slow.join('\n         ')}`);
console.log(
  `\nSymptom development set (with the real conditions and articles beside the corpus):\n${devSets.join('\n')}`,
);
const over = rows.filter((r) => r.kind === 'all 200' && r.p95 > 15);
if (over.length > 0)
  console.log(`\np95 above the 15 ms target: ${over.map((r) => r.engine).join(', ')}`);
