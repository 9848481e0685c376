import { useId, useMemo, useState } from 'react';
import type { PublicDraw } from '@portal/contract';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { Button } from '@/components/ui/button';
import '@/components/form/form.css';

type Entry = NonNullable<PublicDraw['entries']>[number];
type Item = NonNullable<PublicDraw['outcome']>[number];
type Place = NonNullable<PublicDraw['places']>[number];

/** Rows shown before 查看全部: a 2,000-entry draw must not make a phone page endless. */
export const FIRST_ROWS = 50;

export interface OutcomeRow {
  order: number;
  entryId: string;
  name: string;
  wanted: string;
  result: string;
}

/** What became of an entry in words: its time slot, 候补, or 未中签 with the reason. */
export function resultText(item: Item, places: Map<string, Place>): string {
  if (item.result === 'waitlist') return '候补';
  if (item.result === 'none') return item.refused ? `未中签（${item.refused}）` : '未中签';
  const p = places.get(item.result);
  return p ? `中签 ${p.start}–${p.end}` : `中签（时段 ${item.result}）`;
}

/** The outcome in draw order, each row with the entry's masked name and preferences. */
export function outcomeRows(outcome: Item[], entries: Entry[], places: Place[]): OutcomeRow[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const bySlot = new Map(places.map((p) => [p.slotId, p]));
  return outcome.map((item, i) => {
    const e = byId.get(item.entryId);
    const wanted = e?.preferredSlotIds.length
      ? e.preferredSlotIds
          .map((id, n) => {
            const p = bySlot.get(id);
            // Numbered in order of preference, the number joined to its time.
            return `${n + 1}.\u00a0${p ? `${p.start}–${p.end}` : id}`;
          })
          .join('，')
      : '任意时段';
    return {
      order: i + 1,
      entryId: item.entryId,
      name: e?.name ?? '',
      wanted: `${wanted}${e?.waitlist ? '；未中签时候补' : ''}`,
      result: resultText(item, bySlot),
    };
  });
}

/**
 * The published outcome as a table in its own sideways scroller: the first 50 rows, then all
 * of them on request; or the rows whose 登记编号 contains what the person types (their own
 * number is shown in 我的预约).
 */
export function DrawOutcome({ rows }: { rows: OutcomeRow[] }) {
  const [all, setAll] = useState(false);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const wanted = query.trim().toLowerCase();
  const found = useMemo(
    () => (wanted ? rows.filter((r) => r.entryId.toLowerCase().includes(wanted)) : rows),
    [rows, wanted],
  );
  const shown = all || wanted ? found : found.slice(0, FIRST_ROWS);
  return (
    <>
      <div className="draw-search">
        <label htmlFor={searchId}>按登记编号查找自己的结果</label>
        <input
          id={searchId}
          className="control"
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="draw-muted">登记编号在“我的预约”的抽签登记里。</p>
      </div>
      <p role="status" className="draw-muted">
        {wanted
          ? found.length > 0
            ? `找到 ${found.length} 条`
            : '没有找到这个登记编号，请核对后再试'
          : `共 ${rows.length} 人登记，${shown.length < rows.length ? `显示前 ${shown.length} 位` : '全部显示'}`}
      </p>
      {shown.length > 0 && (
        <ScrollRegion
          className="draw-table-scroll"
          labelledBy="draw-order-title"
          hint="表格较宽，请左右滑动查看（用键盘时先选中表格，再按 ← →）。"
        >
          <table className="draw-table">
            <caption className="visually-hidden">抽签顺序与结果</caption>
            <thead>
              <tr>
                <th scope="col">顺序</th>
                <th scope="col">登记编号</th>
                <th scope="col">姓名</th>
                <th scope="col">意向时段</th>
                <th scope="col">结果</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.entryId}>
                  <td>{r.order}</td>
                  <td className="draw-table__id">{r.entryId}</td>
                  <td>{r.name}</td>
                  <td>
                    <TimeRanges text={r.wanted} />
                  </td>
                  <td>
                    <TimeRanges text={r.result} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {!wanted && shown.length < found.length && (
        <Button className="draw-more" onClick={() => setAll(true)}>
          查看全部 {rows.length} 条
        </Button>
      )}
    </>
  );
}
