import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver } from '@/test/fixtures';
import { DrawOutcome, FIRST_ROWS, outcomeRows } from './draw-outcome';

const places = [
  { slotId: 'sA', start: '08:00', end: '08:30', places: 1 },
  { slotId: 'sB', start: '08:30', end: '09:00', places: 1 },
];
const entries = Array.from({ length: 120 }, (_, i) => ({
  id: `e${String(i).padStart(3, '0')}`,
  name: '张*',
  preferredSlotIds: i === 0 ? ['sB', 'sA'] : [],
  waitlist: i % 2 === 0,
}));
const outcome = entries.map((e, i) => ({
  entryId: e.id,
  result: i === 0 ? 'sB' : i === 1 ? 'none' : i % 2 === 0 ? 'waitlist' : 'none',
  refused: i === 1 ? '每日限约' : null,
}));

// Typing and 120 rows take seconds in jsdom when the web tests run together.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));

describe('the published outcome', () => {
  it('says each result and preference in words, in order of preference', () => {
    const rows = outcomeRows(outcome, entries, places);
    expect(rows[0]).toMatchObject({
      order: 1,
      wanted: '1.\u00a008:30–09:00，2.\u00a008:00–08:30；未中签时候补',
      result: '中签 08:30–09:00',
    });
    expect(rows[1]!.result).toBe('未中签（每日限约）');
    expect(rows[2]!.result).toBe('候补');
    expect(rows[3]!.wanted).toBe('任意时段');
  });

  it('shows the first 50 rows, all on request, or those whose 登记编号 matches', async () => {
    const user = userEvent.setup();
    render(<DrawOutcome rows={outcomeRows(outcome, entries, places)} />);
    const body = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(body()).toHaveLength(FIRST_ROWS);
    expect(screen.getByText('共 120 人登记，显示前 50 位')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '查看全部 120 条' }));
    expect(body()).toHaveLength(120);
    await user.type(screen.getByRole('searchbox', { name: '按登记编号查找自己的结果' }), 'E11');
    expect(body().map((r) => (r as HTMLTableRowElement).cells[1]!.textContent)).toEqual([
      'e110',
      'e111',
      'e112',
      'e113',
      'e114',
      'e115',
      'e116',
      'e117',
      'e118',
      'e119',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'x9');
    expect(screen.getByText('没有找到这个登记编号，请核对后再试')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
