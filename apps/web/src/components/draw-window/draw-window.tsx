import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { chinaClock, chinaDateTime, chinaToday } from '@/lib/china-date';
import './draw-window.css';

/** A drawn schedule's entry window (Schedule['draw'] and PublicDraw both carry one). */
export interface DrawWindow {
  windowStart: string;
  windowEnd: string;
}

/** The one sentence that says what a draw means for the person pressing. */
export const DRAW_FAIRNESS = '截止前登记的人机会相同，不必抢在第一秒。';

/** The public page of a schedule's draw: its rules before, its result after. */
export function drawPath(scheduleId: string): string {
  return `/register/draw?scheduleId=${encodeURIComponent(scheduleId)}`;
}

/** 08:00–08:05, with the day in front when it is not today in China: 11月28日 08:00–08:05. */
export function drawWindowTime(w: DrawWindow, now = new Date()): string {
  const range = `${chinaClock(w.windowStart)}–${chinaClock(w.windowEnd)}`;
  const sameDay = chinaToday(new Date(w.windowStart)) === chinaToday(now);
  return sameDay ? range : `${chinaDateTime(w.windowStart).split(' ')[0]} ${range}`;
}

/** A span of time in words: 3 分 05 秒, 2 小时 05 分, 3 天 4 小时. */
export function durationText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} 天 ${hours} 小时`;
  if (hours > 0) return `${hours} 小时 ${two(minutes)} 分`;
  if (minutes > 0) return `${minutes} 分 ${two(s % 60)} 秒`;
  return `${s} 秒`;
}

export type DrawPhase = 'before' | 'open' | 'after';

export function drawPhase(w: DrawWindow, now: number): DrawPhase {
  if (now < Date.parse(w.windowStart)) return 'before';
  return now < Date.parse(w.windowEnd) ? 'open' : 'after';
}

/**
 * The countdown in words, or null once the window has ended. `started`: the server says the
 * window is open, which wins over this clock's last second (a tick may lag by up to one).
 */
export function countdownText(w: DrawWindow, now: number, started = false): string | null {
  const phase = drawPhase(w, now);
  if (phase === 'before' && !started) {
    return `距开始登记还有 ${durationText(Date.parse(w.windowStart) - now)}`;
  }
  if (phase !== 'after') return `距登记截止还有 ${durationText(Date.parse(w.windowEnd) - now)}`;
  return null;
}

/**
 * The clock, ticking each second while a boundary of the window is within the hour (each
 * minute before that), and not at all once the window has ended.
 */
export function useDrawClock(w: DrawWindow | null): { now: number; phase: DrawPhase | null } {
  const [now, setNow] = useState(() => Date.now());
  const phase = w ? drawPhase(w, now) : null;
  const next =
    w && phase !== 'after' ? Date.parse(phase === 'before' ? w.windowStart : w.windowEnd) : 0;
  const step = next - now > 3_600_000 ? 60_000 : 1000;
  useEffect(() => {
    if (!next) return;
    const timer = window.setInterval(() => setNow(Date.now()), step);
    return () => window.clearInterval(timer);
  }, [next, step]);
  return { now, phase };
}

/**
 * Under a drawn schedule whose draw is still to come: when entries are taken, a countdown to
 * the window's start and then its end, and what a draw means, with the way to its rules.
 * The countdown is plain text (role timer, not announced): a screen reader reads it when the
 * person reaches it, instead of hearing every second.
 */
export function DrawNotice({
  scheduleId,
  window: w,
  done,
  started = false,
  onPhase,
}: {
  scheduleId: string;
  window: DrawWindow;
  done: boolean;
  /** The server says entries are taken (or the window has ended). */
  started?: boolean;
  /** Called when the window opens or ends while the page is open (the schedule's state moves). */
  onPhase?: (phase: DrawPhase) => void;
}) {
  const { now, phase } = useDrawClock(done ? null : w);
  const seen = useRef(phase);
  useEffect(() => {
    if (phase && seen.current !== phase) onPhase?.(phase);
    seen.current = phase;
  }, [phase, onPhase]);
  const countdown = done ? null : countdownText(w, now, started);
  return (
    <div className="draw-notice">
      <p className="draw-notice__when">
        <TimeRanges text={drawWindowTime(w, new Date(now))} /> 登记抽签
        {done && '（已抽签，剩余号源先到先得）'}
      </p>
      {countdown && (
        <p className="draw-notice__countdown" role="timer">
          {countdown}
        </p>
      )}
      {/* Once the window has ended the sentence about entering says nothing more. */}
      {countdown && <p className="draw-notice__what">{DRAW_FAIRNESS}</p>}
      <Link className="draw-notice__link" to={drawPath(scheduleId)}>
        抽签规则与结果
      </Link>
    </div>
  );
}
