import type { DashboardSms } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { COLORS } from './booking-charts';
import { MeasureFigure } from './measure-figure';
import { periodDays, shortDay, type HospitalTotals } from './series';

const CHART_STYLE = { width: '100%', height: 260 };

interface SmsDay {
  date: string;
  sent: number;
  share: string;
  notices: number;
}

/**
 * Texts per day: codes against the site's daily ceiling (rules.account smsSiteDailyMax), which
 * limits codes only, and the notices beside them.
 */
export function SmsFigure({ sms, from, to }: { sms: DashboardSms; from: string; to: string }) {
  const byDate = new Map(sms.days.map((d) => [d.date, d]));
  const rows: SmsDay[] = periodDays(from, to).map((date) => {
    const n = byDate.get(date)?.sent ?? 0;
    return {
      date,
      sent: n,
      share: `${Math.round((n / sms.dailyCeiling) * 1000) / 10}%`,
      notices: byDate.get(date)?.notices ?? 0,
    };
  });
  const columns: TableColumnsType<SmsDay> = [
    { title: '日期', dataIndex: 'date', fixed: 'left' },
    { title: '验证码短信', dataIndex: 'sent', align: 'right' },
    { title: `占每日上限（${sms.dailyCeiling} 条）`, dataIndex: 'share', align: 'right' },
    { title: '通知短信', dataIndex: 'notices', align: 'right' },
  ];
  return (
    <MeasureFigure
      title="短信发送量与每日上限"
      caption={`全县短信按日统计，只计短信平台已接收的：验证码短信受全站每日上限 ${sms.dailyCeiling} 条（虚线）限制；预约提醒、候补成功、停诊、危急值等通知短信不受此上限限制，单独列出。`}
      rows={[...rows].reverse()}
      rowKey="date"
      columns={columns}
      chart={
        <LineChart data={rows} responsive style={CHART_STYLE} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} />
          <YAxis
            allowDecimals={false}
            width={48}
            domain={[0, (dataMax: number) => Math.max(dataMax, sms.dailyCeiling)]}
          />
          <Tooltip />
          <Legend itemSorter={null} />
          <ReferenceLine
            y={sms.dailyCeiling}
            stroke={COLORS.red}
            strokeDasharray="6 4"
            label={{ value: '每日上限', position: 'insideTopLeft', fill: '#262626' }}
          />
          <Line dataKey="sent" name="验证码短信" stroke={COLORS.blue} strokeWidth={2} />
          <Line
            dataKey="notices"
            name="通知短信"
            stroke={COLORS.green}
            strokeWidth={2}
            strokeDasharray="2 2"
          />
        </LineChart>
      }
    />
  );
}

/** The period's totals per hospital, for the bureau comparing hospitals. */
export function HospitalFigure({ hospitals }: { hospitals: HospitalTotals[] }) {
  const columns: TableColumnsType<HospitalTotals> = [
    { title: '医院', dataIndex: 'name', fixed: 'left' },
    { title: '预约数', dataIndex: 'booked', align: 'right' },
    { title: '取消数', dataIndex: 'cancelled', align: 'right' },
    { title: '完成就诊', dataIndex: 'completed', align: 'right' },
    { title: '爽约', dataIndex: 'noShows', align: 'right' },
    {
      title: '爽约率',
      dataIndex: 'noShowRate',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : `${v}%`),
    },
    { title: '候补递补', dataIndex: 'waitlistFills', align: 'right' },
  ];
  return (
    <MeasureFigure
      title="各医院汇总"
      caption="所选期间内各医院的合计：预约、取消、完成就诊与爽约。"
      rows={hospitals}
      rowKey="hospitalId"
      columns={columns}
      chart={
        <BarChart
          data={hospitals}
          layout="vertical"
          responsive
          style={{ width: '100%', height: Math.max(160, hospitals.length * 48) }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={180} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend itemSorter={null} />
          <Bar dataKey="booked" name="预约数" fill={COLORS.blue} />
          <Bar dataKey="cancelled" name="取消数" fill={COLORS.red} />
          <Bar dataKey="completed" name="完成就诊" fill={COLORS.green} />
        </BarChart>
      }
    />
  );
}
