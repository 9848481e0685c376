import { powersOfTen, type ReportTrend } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useMeasuredBox } from '@/lib/use-measured-box';
import { useReportTrend } from '../api/get-report-trend';
import { FlagLabel } from './report-marks';

/** Roughly how wide a label is: a CJK character takes 1em, a digit or a letter about 0.6em. */
function textWidth(text: string, font: number): number {
  return (
    [...text].reduce((w, c) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.6), 0) * font
  );
}

/** From the last point back, those whose labels (each `width` wide) keep clear of the next kept. */
function spaced(xs: number[], width: number): Set<number> {
  const kept = new Set<number>();
  let next = Infinity;
  for (let i = xs.length - 1; i >= 0; i--) {
    if (next - xs[i]! >= width) {
      kept.add(i);
      next = xs[i]!;
    }
  }
  return kept;
}

/** Values over time as an SVG line with the reference band shaded; the table says it in words. */
function Chart({ trend }: { trend: ReportTrend }) {
  // Drawn at its measured width, so labels show at the small type (14 px, 18 px in elder mode)
  // at any width; a scaled-down 560-unit drawing put them at 9 px on a phone (issue 26).
  const { ref, width, font } = useMeasuredBox<HTMLDivElement>();
  return (
    <div ref={ref} className="trend-chart">
      {width > 0 && <Drawing trend={trend} W={width} font={font} />}
    </div>
  );
}

function Drawing({ trend, W, font }: { trend: ReportTrend; W: number; font: number }) {
  const values = trend.points.map((p) => p.value);
  const bounds = [...values, trend.low ?? values[0]!, trend.high ?? values[0]!];
  const lo = Math.min(...bounds);
  const hi = Math.max(...bounds);
  const pad = (hi - lo) * 0.15 || 1;
  const [min, max] = [lo - pad, hi + pad];
  const ticks = [min, max].map((v) => Number(v.toFixed(1)));
  const months = trend.points.map((p) =>
    // The month in China: a UTC time late on the last day is already next month.
    chinaDateTimeFull(p.reportedAt).slice(0, 7),
  );
  const monthWidth = Math.max(...months.map((m) => textWidth(m, font)));
  const valueWidth = Math.max(...values.map((v) => textWidth(String(v), font)));
  const PAD = {
    left: Math.max(...ticks.map((t) => textWidth(String(t), font))) + 10,
    right: 8,
    top: font + 12,
    bottom: font * 1.5 + 12,
  };
  const H = font * 14;
  // Points keep clear of the axis and the edge by half a label, so centred labels stay whole.
  const inset = Math.max(monthWidth, valueWidth) / 2 + 4;
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * (H - PAD.top - PAD.bottom);
  const span = Math.max(0, W - PAD.left - PAD.right - 2 * inset);
  const step = span / Math.max(1, trend.points.length - 1);
  const xs = trend.points.map(
    (_, i) => PAD.left + inset + (trend.points.length === 1 ? span / 2 : i * step),
  );
  // On a narrow screen some labels give way (the newest always stays); the table lists them all.
  const valueShown = spaced(xs, valueWidth + font / 2);
  const monthShown = spaced(xs, monthWidth + font / 2);
  const line = trend.points.map((p, i) => `${xs[i]},${y(p.value)}`).join(' ');
  const unit = powersOfTen(trend.unit ?? '');
  // A band only for a range the right way round: an upside-down one would draw nothing true.
  const band = trend.low !== null && trend.high !== null && trend.low <= trend.high;
  return (
    <svg
      className="trend-svg"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby="trend-desc"
    >
      <desc id="trend-desc">
        {trend.name}共 {trend.points.length} 次结果，最近一次 {values.at(-1)}
        {unit}
        {band && `，参考范围 ${trend.low}–${trend.high}${unit}`}
      </desc>
      {band && (
        <>
          <rect
            className="trend-band"
            x={PAD.left}
            width={W - PAD.left - PAD.right}
            y={y(trend.high!)}
            height={y(trend.low!) - y(trend.high!)}
          />
          <text className="trend-axis" x={W - PAD.right - 4} y={y(trend.low!) - 6} textAnchor="end">
            参考范围 {trend.low}–{trend.high}
          </text>
        </>
      )}
      <line
        className="trend-axis-line"
        x1={PAD.left}
        x2={PAD.left}
        y1={PAD.top}
        y2={H - PAD.bottom}
      />
      {ticks.map((t, i) => (
        <text
          key={t}
          className="trend-axis"
          x={PAD.left - 6}
          y={y([min, max][i]!) + font / 3}
          textAnchor="end"
        >
          {t}
        </text>
      ))}
      <polyline className="trend-line" points={line} />
      {trend.points.map((p, i) => (
        <g key={p.reportId + i}>
          <circle
            className={p.flag ? 'trend-dot trend-dot--flagged' : 'trend-dot'}
            cx={xs[i]}
            cy={y(p.value)}
            r={5}
          />
          {valueShown.has(i) && (
            <text className="trend-value" x={xs[i]} y={y(p.value) - 10} textAnchor="middle">
              {p.value}
            </text>
          )}
          {monthShown.has(i) && (
            <text className="trend-axis" x={xs[i]} y={H - 12} textAnchor="middle">
              {months[i]}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** A lab item's trend: the chart and the same values as a table (loaded only when opened). */
export default function TrendChart({ reportId, code }: { reportId: string; code: string }) {
  const query = useReportTrend(reportId, code);
  return (
    <QueryState query={query}>
      {(trend) => (
        <div className="trend">
          {trend.points.length > 0 && <Chart trend={trend} />}
          {trend.otherUnits > 0 && (
            <p className="trend-note">
              另有 {trend.otherUnits}{' '}
              次结果的单位与此不同，未画入趋势（单位不同的数值不能放在一条线上比较）。
            </p>
          )}
          <table className="trend-table">
            <caption>
              历次结果（单位 {trend.unit ? powersOfTen(trend.unit) : '—'}，参考范围{' '}
              {trend.low !== null && trend.high !== null ? `${trend.low}–${trend.high}` : '见报告'}
              ）
            </caption>
            <thead>
              <tr>
                <th scope="col">报告时间</th>
                <th scope="col">医院</th>
                <th scope="col">结果</th>
              </tr>
            </thead>
            <tbody>
              {trend.points.map((p) => (
                <tr key={`${p.reportId}:${p.reportedAt}`}>
                  <td>{chinaDateTimeFull(p.reportedAt)}</td>
                  <td>{p.hosName}</td>
                  <td>
                    {p.value} <FlagLabel flag={p.flag} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}
