import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DRAW_ENTRY_STATUS_LABELS, PERIOD_HOURS, type DrawEntry } from '@portal/contract';
import { drawPath } from '@/components/draw-window/draw-window';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { chinaDateTime, chinaToday, dayLabel } from '@/lib/china-date';

/** The state in words: when the result comes, where a won place or a waiting place is. */
export function entryStatusText(e: DrawEntry): string {
  const label = DRAW_ENTRY_STATUS_LABELS[e.status];
  switch (e.status) {
    case 'pending':
      return `${label}，${chinaDateTime(e.resultAt)} 截止后抽签，结果随即公布`;
    case 'won':
      return `${label}，已为您预约（见下方“待就诊”）`;
    case 'waitlisted':
      return `${label}，有人取消时按抽签顺序递补（见下方“候补”）`;
    case 'lost':
      return e.refusedReason ? `${label}：${e.refusedReason}` : label;
  }
}

/**
 * The preferences in order, each clock range kept whole (TimeRanges) and its number joined to
 * it by a no-break space: an elder-mode phone broke 2. / 08:30–09:00.
 */
export function PreferredSlots({ slots }: { slots: DrawEntry['preferredSlots'] }) {
  if (slots.length === 0) return '任意时段';
  return <TimeRanges text={slots.map((s, i) => `${i + 1}.\u00a0${s.start}–${s.end}`).join('，')} />;
}

/** When entries turn from pending to drawn, the bookings and waiting lists have changed too. */
function useRefreshOnResult(entries: DrawEntry[]) {
  const queryClient = useQueryClient();
  const drawn = entries.filter((e) => e.status !== 'pending').length;
  const seen = useRef(drawn);
  useEffect(() => {
    if (drawn > seen.current) {
      void queryClient.invalidateQueries({ queryKey: ['bookings'], exact: true });
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'waitlist'] });
    }
    seen.current = drawn;
  }, [drawn, queryClient]);
}

/**
 * 抽签登记 in 我的预约: the entries for visits still to come, each with its state in words and
 * its 登记编号, by which the person finds their line in the published result.
 */
export function DrawEntryList({ entries }: { entries: DrawEntry[] }) {
  useRefreshOnResult(entries);
  const today = chinaToday();
  const current = entries.filter((e) => e.date >= today);
  if (current.length === 0) return null;
  return (
    <section className="booking-section" aria-labelledby="draw-entries">
      <h2 id="draw-entries">抽签登记</h2>
      <ul className="booking-list" aria-label="抽签登记">
        {current.map((e) => (
          <li key={e.id} className="booking-card draw-entry">
            <h3>
              {e.hospitalName} · {e.departmentName}
            </h3>
            <p className="booking-status">状态：{entryStatusText(e)}</p>
            <dl className="booking-facts">
              <div className="booking-fact">
                <dt>就诊日期</dt>
                <dd>
                  {dayLabel(e.date)} {PERIOD_HOURS[e.period].label}
                </dd>
              </div>
              <div className="booking-fact">
                <dt>医生</dt>
                <dd>{e.doctorName ?? '普通门诊（不指定医生）'}</dd>
              </div>
              <div className="booking-fact">
                <dt>就诊人</dt>
                <dd>
                  {e.patient.name}（{e.patient.relation}）
                </dd>
              </div>
              <div className="booking-fact">
                <dt>意向时段</dt>
                <dd>
                  <PreferredSlots slots={e.preferredSlots} />
                </dd>
              </div>
              <div className="booking-fact">
                <dt>登记编号</dt>
                <dd className="draw-entry__id">{e.id}</dd>
              </div>
            </dl>
            <Link to={drawPath(e.scheduleId)}>抽签规则与结果</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
