import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PERIOD_HOURS, type PublicDraw } from '@portal/contract';
import {
  DRAW_FAIRNESS,
  countdownText,
  drawWindowTime,
  useDrawClock,
} from '@/components/draw-window/draw-window';
import { QueryState } from '@/components/query-state/query-state';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { chinaDateTime, dayLabel } from '@/lib/china-date';
import { useDraw } from '../api/get-draw';
import { DrawExplainer } from './draw-explainer';
import { DrawOutcome, outcomeRows } from './draw-outcome';
import { DrawVerify, isPublished } from './draw-verify';
import './draws.css';

const STATUS: Record<PublicDraw['status'], string> = {
  upcoming: '尚未开始登记',
  open: '登记中',
  drawing: '登记已截止，正在抽签，结果即将公布',
  done: '已抽签',
};

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="draw-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="draw-fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The schedule, its window and the commitment; before the draw a countdown, what it means. */
function DrawSummary({ draw: d }: { draw: PublicDraw }) {
  const queryClient = useQueryClient();
  const { now, phase } = useDrawClock(d.status === 'done' ? null : d);
  const countdown =
    d.status === 'done' || d.status === 'drawing'
      ? null
      : countdownText(d, now, d.status === 'open');
  // The page's own clock passed a boundary the last answer did not know of: ask again.
  const behind =
    (phase === 'open' && d.status === 'upcoming') || (phase === 'after' && d.status === 'open');
  useEffect(() => {
    if (behind) void queryClient.invalidateQueries({ queryKey: ['draws', d.scheduleId] });
  }, [behind, queryClient, d.scheduleId]);
  const status =
    d.status === 'open' ? `${STATUS.open}，已有 ${d.entryCount} 人登记` : STATUS[d.status];
  return (
    <section className="draw-section" aria-labelledby="draw-this">
      <h2 id="draw-this">这次抽签</h2>
      <Facts
        rows={[
          ['医院', d.hospitalName],
          ['科室', d.departmentName],
          ['医生', d.doctorName ?? '普通门诊（不指定医生）'],
          ['就诊日期', `${dayLabel(d.date)} ${PERIOD_HOURS[d.period].label} · ${d.clinicType}门诊`],
          ['登记时间', <TimeRanges key="w" text={drawWindowTime(d)} />],
          ['状态', status],
          [
            '承诺值（SHA-256）',
            <code key="c" className="draw-hash">
              {d.commitment}
            </code>,
          ],
        ]}
      />
      {countdown && (
        <p className="draw-countdown" role="timer">
          {countdown}
        </p>
      )}
      {d.status !== 'done' && <p className="draw-lead">{DRAW_FAIRNESS}</p>}
    </section>
  );
}

function DrawResult({ draw }: { draw: PublicDraw }) {
  if (!isPublished(draw)) return null;
  const rows = outcomeRows(draw.outcome, draw.entries, draw.places);
  const count = (test: (r: string) => boolean) => draw.outcome.filter((o) => test(o.result)).length;
  const won = count((r) => r !== 'waitlist' && r !== 'none');
  const places = draw.places.reduce((sum, p) => sum + p.places, 0);
  return (
    <section className="draw-section" aria-labelledby="draw-outcome-title">
      <h2 id="draw-outcome-title">抽签结果</h2>
      <Facts
        rows={[
          ['抽签时间', draw.drawnAt ? chinaDateTime(draw.drawnAt) : '—'],
          ['登记人数', `${draw.entries.length} 人`],
          [
            '号源',
            `${places} 个（${draw.places.map((p) => `${p.start}–${p.end} ${p.places} 个`).join('，')}）`,
          ],
          [
            '结果',
            `中签 ${won} 人，候补 ${count((r) => r === 'waitlist')} 人，未中签 ${count((r) => r === 'none')} 人`,
          ],
          [
            '种子',
            <code key="s" className="draw-hash">
              {draw.seed}
            </code>,
          ],
          [
            '名单哈希',
            <code key="p" className="draw-hash">
              {draw.poolHash}
            </code>,
          ],
        ]}
      />
      <DrawVerify draw={draw} />
      <h3 id="draw-order-title" className="draw-subtitle">
        抽签顺序与结果
      </h3>
      <DrawOutcome rows={rows} />
    </section>
  );
}

/** /register/draw?scheduleId=: a drawn schedule's rules in plain words, then its checkable result. */
export function DrawPage() {
  const [params] = useSearchParams();
  const scheduleId = params.get('scheduleId') ?? '';
  const draw = useDraw(scheduleId);
  return (
    <div className="page-container draw-page">
      <h1>放号抽签</h1>
      <QueryState query={draw}>
        {(d) => (
          <>
            <DrawSummary draw={d} />
            <DrawResult draw={d} />
          </>
        )}
      </QueryState>
      <DrawExplainer scheduleId={scheduleId} />
    </div>
  );
}
