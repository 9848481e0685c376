import { checkMainlandId } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoCounty } from '../../seed/demo-county.js';
import { verifyPassword } from '../../lib/password.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('demo accounts on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('seeds a verified citizen with one family member and an unverified one', async () => {
    const users = await t.db
      .selectFrom('app_user')
      .select(['id', 'username', 'phone', 'nickname', 'password_hash'])
      .where('username', 'in', ['zhangsan', 'lisi'])
      .orderBy('username')
      .execute();
    expect(users.map((u) => [u.username, u.phone, u.nickname])).toEqual([
      ['lisi', '13800000002', '李四'],
      ['zhangsan', '13800000001', '张三'],
    ]);
    for (const u of users) expect(await verifyPassword(DEMO_PASSWORD, u.password_hash)).toBe(true);

    const zhang = users.find((u) => u.username === 'zhangsan')!;
    const identities = await t.db.selectFrom('user_identity').selectAll().execute();
    expect(identities).toHaveLength(1);
    const identity = identities[0]!;
    expect(identity).toMatchObject({ user_id: zhang.id, name: '张三', id_type: '01', sex: '男' });
    expect(identity.id_no.slice(0, 17)).toBe('33010219800315123');
    expect(checkMainlandId(identity.id_no, '2026-01-01')).toEqual({
      ok: true,
      facts: { birthday: '1980-03-15', sex: '男' },
    });

    const family = await t.db.selectFrom('family_member').selectAll().execute();
    expect(family).toHaveLength(1);
    expect(family[0]).toMatchObject({
      user_id: zhang.id,
      relation: '父母',
      name: '张建国',
      phone: '13800000011',
    });
    expect(checkMainlandId(family[0]!.id_no, '2026-01-01')).toEqual({
      ok: true,
      facts: { birthday: '1952-07-08', sex: '男' },
    });
  });

  it('leaves existing accounts alone when seeded again', async () => {
    await t.db
      .updateTable('app_user')
      .set({ nickname: '改过的昵称' })
      .where('username', '=', 'lisi')
      .execute();
    await seedDemoCounty(t.db, { passwordCost: t.app.passwordCost });
    const counts = await Promise.all(
      (['app_user', 'user_identity', 'family_member'] as const).map(async (table) =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    expect(counts).toEqual([2, 1, 1]);
    const lisi = await t.db
      .selectFrom('app_user')
      .select('nickname')
      .where('username', '=', 'lisi')
      .executeTakeFirstOrThrow();
    expect(lisi.nickname).toBe('改过的昵称');
  });
});
