import type { DrugDetail, IngestDrugItem, IngestDrugsResult } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { loadDrugs } from './drug-content.js';

const item = (code: string, over: Partial<IngestDrugItem> = {}): IngestDrugItem => ({
  code,
  name: '阿莫西林胶囊',
  strength: '0.25 g',
  packaging: '0.25 g×24 粒/盒',
  unit: '盒',
  price: 1250,
  inStock: true,
  ...over,
});

describe.each(engines)('drug stock ingestion on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let other: TestHospital;
  let demo: { drug_id: string | null }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.transaction().execute((trx) => loadDrugs(trx, contentRoot()));
    h = await testHospital(t, 0);
    other = await testHospital(t, 1);
    // The demo seed's stock, matched by the load above; the tests below start without it.
    demo = await t.db.selectFrom('drug_stock').select('drug_id').execute();
    await t.db.deleteFrom('drug_stock').execute();
  });
  afterAll(() => t.close());

  const send = (key: string, items: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingest/drugs',
      headers: { authorization: `Bearer ${key}` },
      payload: { items },
    });
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/drugs/${id}` })).json() as DrugDetail;
  const rowsOf = async (hospitalId: string) =>
    t.db
      .selectFrom('drug_stock')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .orderBy('code')
      .execute();

  it('stocks the demo county from its data file, every item matched once the catalogue loads', () => {
    expect(demo.length).toBeGreaterThan(500);
    expect(demo.filter((r) => r.drug_id === null)).toEqual([]);
  });

  it('refuses a missing or wrong key with 401 before reading the body', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/ingest/drugs', payload: {} });
    expect([none.statusCode, none.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const wrong = await send('hk_wrong', [item('A1')]);
    expect(wrong.statusCode).toBe(401);
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/ingest/drugs/A1' });
    expect(remove.statusCode).toBe(401);
  });

  it('upserts by the hospital code, matches by name and strength and reports the unmatched', async () => {
    const res = await send(h.key, [
      item('A1'),
      item('M1', { name: '盐酸二甲双胍片', strength: '500mg', unit: '盒', price: 890 }),
      item('X1', { name: '神奇康复丸', strength: '9 g' }),
      item('A2', { name: '阿莫西林胶囊', strength: '0.3 g' }),
      item('B1', { name: '芬必得', form: '缓释胶囊', strength: '0.3 g', inStock: false }),
    ]);
    expect(res.statusCode).toBe(200);
    const result = res.json() as IngestDrugsResult;
    expect(result).toMatchObject({ created: 5, updated: 0, matched: 3 });
    expect(result.unmatched.map((u) => [u.index, u.code])).toEqual([
      [2, 'X1'],
      [3, 'A2'],
    ]);
    expect(result.unmatched[1]!.reason).toContain('规格');

    const amox = await detail('amoxicillin');
    expect(amox.stock).toHaveLength(1);
    expect(amox.stock[0]).toMatchObject({
      hospitalId: h.id,
      form: '胶囊',
      strength: '0.25 g',
      unit: '盒',
      price: 1250,
      inStock: true,
    });
    expect(amox.stockedBy).toBe(1);
    const metformin = await detail('metformin');
    expect(metformin.stock[0]).toMatchObject({ form: '片剂', strength: '0.5 g', price: 890 });
    const ibuprofen = await detail('ibuprofen');
    expect(ibuprofen.stock[0]).toMatchObject({ form: '缓释胶囊', inStock: false });
    expect(ibuprofen.stockedBy).toBe(0);

    // The same code again updates the one row; the page shows the new figures at once.
    const again = await send(h.key, [item('A1', { price: 1300, inStock: false })]);
    expect(again.json()).toMatchObject({ created: 0, updated: 1, matched: 1, unmatched: [] });
    expect((await detail('amoxicillin')).stock[0]).toMatchObject({ price: 1300, inStock: false });
    expect((await rowsOf(h.id)).filter((r) => r.code === 'A1')).toHaveLength(1);
  });

  it('keeps the same code of two hospitals apart', async () => {
    await send(other.key, [item('A1', { price: 1100 })]);
    const stock = (await detail('amoxicillin')).stock;
    expect(stock.map((s) => [s.hospitalId, s.price]).sort()).toEqual(
      [
        [h.id, 1300],
        [other.id, 1100],
      ].sort(),
    );
    // In stock first.
    expect(stock[0]!.hospitalId).toBe(other.id);
  });

  it('reports malformed items by position and writes nothing of the batch', async () => {
    const before = await rowsOf(h.id);
    const cases: [unknown[], string][] = [
      [[item('N1'), item('N2', { price: -5 })], '第 2 项（代码 N2）'],
      [[item('N1'), { ...item('N3'), strength: undefined }], '第 2 项'],
      [[item('N1'), item('N1', { price: 1 })], '第 2 项（代码 N1）：代码与第 1 项重复'],
      [[item('N1'), item('N4', { name: '  ' })], '第 2 项（代码 N4）：药品名称不能为空'],
      [[item('N5', { updatedAt: '2999-01-01T00:00:00Z' }), item('N6')], '第 1 项（代码 N5）'],
      [[item('N7', { updatedAt: '2026-02-31T08:00:00+08:00' })], '第 1 项'],
      [[item('N8', { code: 'bad code!' })], '第 1 项'],
    ];
    for (const [items, expected] of cases) {
      const res = await send(h.key, items);
      expect(res.statusCode, expected).toBe(400);
      const body = res.json() as { code: string; message: string };
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.message).toContain(expected);
      expect(body.message).toContain('均未写入');
    }
    expect((await send(h.key, [])).statusCode).toBe(400);
    expect(await rowsOf(h.id)).toEqual(before);
  });

  it("answers 404 for another hospital's item and removes its own", async () => {
    await send(other.key, [item('ONLY-B', { name: '布洛芬片', strength: '0.2 g' })]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/ingest/drugs/ONLY-B',
      headers: { authorization: `Bearer ${h.key}` },
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await rowsOf(other.id)).map((r) => r.code)).toContain('ONLY-B');

    const own = await t.app.inject({
      method: 'DELETE',
      url: '/api/ingest/drugs/ONLY-B',
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect(own.json()).toEqual({ code: 'ONLY-B', removed: true });
    expect((await rowsOf(other.id)).map((r) => r.code)).not.toContain('ONLY-B');
  });

  it('matches stock again when the catalogue is loaded again', async () => {
    await t.db.updateTable('drug_stock').set({ drug_id: null }).where('code', '=', 'M1').execute();
    await t.db.transaction().execute((trx) => loadDrugs(trx, contentRoot()));
    const m1 = (await rowsOf(h.id)).find((r) => r.code === 'M1')!;
    expect([m1.drug_id, m1.drug_form, m1.drug_strength]).toEqual(['metformin', '片剂', '0.5 g']);
    const x1 = (await rowsOf(h.id)).find((r) => r.code === 'X1')!;
    expect(x1.drug_id).toBeNull();
  });
});
