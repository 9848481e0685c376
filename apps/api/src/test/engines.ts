import pg from 'pg';

export type Engine = 'sqlite' | 'postgres';

const FALLBACK_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PostgreSQL to test on: `url`, or the reason its cases are skipped in `skipped`. */
export async function findPostgres(): Promise<{ url?: string; skipped?: string }> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    // CI sets this: a PostgreSQL suite that silently skips there would hide real failures.
    const problem = await reachable(configured);
    if (problem) throw new Error(`TEST_DATABASE_URL 已设置但无法连接：${problem}`);
    return { url: configured };
  }
  const problem = await reachable(FALLBACK_POSTGRES_URL);
  if (problem) return { skipped: `${FALLBACK_POSTGRES_URL}：${problem}` };
  return { url: FALLBACK_POSTGRES_URL };
}

/** Connection URL of the test PostgreSQL, or undefined when its cases are skipped. */
export const postgresUrl = (await findPostgres()).url;

/** For `describe.each(engines)`: SQLite always, PostgreSQL when reachable. */
export const engines: Engine[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
