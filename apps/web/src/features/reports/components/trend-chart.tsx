import { powersOfTen, type ReportTrend } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useReportTrend } from '../api/get-report-trend';
import { FlagLabel } from './report-marks';

const W = 560;
const H = 240;
const PAD = { left: 48, right: 16, top: 16, bottom: 36 };
// Points keep clear of the axis and the edge, so their labels stay readable.
const INSET = 32;

/** Values over time as an SVG line with the reference band shaded; the table says it in words. */
function Chart({ trend }: { trend: ReportTrend }) {
  const values = trend.points.map((p) => p.value);
  const bounds = [...values, trend.low ?? values[0]!, trend.high ?? values[0]!];
  const lo = Math.min(...bounds);
  const hi = Math.max(...bounds);
  const pad = (hi - lo) * 0.15 || 1;
  const [min, max] = [lo - pad, hi + pad];
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * (H - PAD.top - PAD.bottom);
  const span = W - PAD.left - PAD.right - 2 * INSET;
  const step = span / Math.max(1, trend.points.length - 1);
  const x = (i: number) => PAD.left + INSET + (trend.points.length === 1 ? span / 2 : i * step);
  const line = trend.points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ');
  const unit = powersOfTen(trend.unit ?? '');
  // A band only for a range the right way round: an upside-down one would draw nothing true.
  const band = trend.low !== null && trend.high !== null && trend.low <= trend.high;
  return (
    <svg className="trend-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="trend-desc">
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
      {[min, max].map((v) => (
        <text key={v} className="trend-axis" x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
          {Number(v.toFixed(1))}
        </text>
      ))}
      <polyline className="trend-line" points={line} />
      {trend.points.map((p, i) => (
        <g key={p.reportId + i}>
          <circle
            className={p.flag ? 'trend-dot trend-dot--flagged' : 'trend-dot'}
            cx={x(i)}
            cy={y(p.value)}
            r={5}
          />
          <text className="trend-value" x={x(i)} y={y(p.value) - 10} textAnchor="middle">
            {p.value}
          </text>
          <text className="trend-axis" x={x(i)} y={H - 12} textAnchor="middle">
            {/* The month in China: a UTC time late on the last day is already next month. */}
            {chinaDateTimeFull(p.reportedAt).slice(0, 7)}
          </text>
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
