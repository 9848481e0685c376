import type { TableColumnsType } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MeasureFigure } from './measure-figure';
import { shortDay, type DayTotals } from './series';

/*
 * Charts are recharts 3: plain SVG (crisp at any zoom, printable), a small cost per chart
 * once the library is loaded, actively maintained with React 19 support, and a declarative
 * React API (a chart is JSX of axes and series, no imperative canvas code to keep in sync).
 */

/** Colours at 3:1 or more against white (WCAG 1.4.11), told apart by the legend's words too. */
export const COLORS = {
  blue: '#0958d9',
  red: '#cf1322',
  green: '#237804',
  purple: '#531dab',
};

const CHART_STYLE = { width: '100%', height: 260 };
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

export function BookingFigure({ days }: { days: DayTotals[] }) {
  const columns: TableColumnsType<DayTotals> = [
    { title: '日期', dataIndex: 'date', fixed: 'left' },
    { title: '预约数', dataIndex: 'booked', align: 'right' },
    { title: '取消数', dataIndex: 'cancelled', align: 'right' },
    { title: '候补递补', dataIndex: 'waitlistFills', align: 'right' },
  ];
  return (
    <MeasureFigure
      title="预约、取消与候补递补"
      caption="按日统计：预约数按下单日期，取消数按取消日期，候补递补为候补登记转为预约的人次（按转为预约的日期）。"
      rows={[...days].reverse()}
      rowKey="date"
      columns={columns}
      chart={
        <BarChart data={days} responsive style={CHART_STYLE} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend itemSorter={null} />
          <Bar dataKey="booked" name="预约数" fill={COLORS.blue} />
          <Bar dataKey="cancelled" name="取消数" fill={COLORS.red} />
          <Bar dataKey="waitlistFills" name="候补递补" fill={COLORS.purple} />
        </BarChart>
      }
    />
  );
}

export function VisitFigure({ days }: { days: DayTotals[] }) {
  const columns: TableColumnsType<DayTotals> = [
    { title: '就诊日期', dataIndex: 'date', fixed: 'left' },
    { title: '完成就诊', dataIndex: 'completed', align: 'right' },
    { title: '爽约', dataIndex: 'noShows', align: 'right' },
    { title: '应到人次', dataIndex: 'visitsDue', align: 'right' },
    { title: '爽约率', dataIndex: 'noShowRate', align: 'right', render: percent },
  ];
  return (
    <MeasureFigure
      title="就诊与爽约"
      caption="按就诊日期统计。爽约率 = 爽约 ÷ 应到人次（就诊日已过、未取消的预约）；当天及以后的日期还没有爽约率。"
      rows={[...days].reverse()}
      rowKey="date"
      columns={columns}
      chart={
        <ComposedChart data={days} responsive style={CHART_STYLE} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} />
          <YAxis yAxisId="count" allowDecimals={false} width={40} />
          <YAxis yAxisId="rate" orientation="right" unit="%" width={48} domain={[0, 100]} />
          <Tooltip />
          <Legend itemSorter={null} />
          <Bar yAxisId="count" dataKey="completed" name="完成就诊" fill={COLORS.green} />
          <Bar yAxisId="count" dataKey="noShows" name="爽约" fill={COLORS.red} />
          <Line
            yAxisId="rate"
            dataKey="noShowRate"
            name="爽约率（%）"
            stroke={COLORS.blue}
            strokeWidth={2}
            connectNulls
          />
        </ComposedChart>
      }
    />
  );
}
