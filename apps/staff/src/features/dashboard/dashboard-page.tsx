import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS } from '@portal/contract';
import { Alert, Card, Col, DatePicker, Row, Space, Spin, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { errorText } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { chinaToday } from '@/lib/china-day';
import { useDashboard } from './api/dashboard';
import { BookingFigure, VisitFigure } from './booking-charts';
import { HospitalFigure, SmsFigure } from './county-charts';
import { ConsultationCard } from './consultation-card';
import { EvaluationCard } from './evaluation-card';
import { periodTotals, totalsByDay, totalsByHospital } from './series';

const FORMAT = 'YYYY-MM-DD';

/** The county's today (China time), whatever the browser's time zone. */
const today = () => dayjs(chinaToday());

function lastDays(n: number): [Dayjs, Dayjs] {
  return [today().subtract(n - 1, 'day'), today()];
}

const PRESETS = [
  { label: '最近 7 天', value: lastDays(7) },
  { label: '最近 30 天', value: lastDays(30) },
  { label: '最近 90 天', value: lastDays(90) },
  { label: '今年', value: [today().startOf('year'), today()] as [Dayjs, Dayjs] },
];

/** The dashboard: a period and a hospital, the measures as charts with their numbers beside. */
export default function DashboardPage() {
  const me = useMe().data;
  const [hospitalId] = useHospitalChoice();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => lastDays(DASHBOARD_DEFAULT_DAYS));
  const pickerId = useId();
  const query = { from: range[0].format(FORMAT), to: range[1].format(FORMAT), hospitalId };
  const dashboard = useDashboard(query);
  const answer = dashboard.data;

  const view = useMemo(() => {
    if (!answer) return null;
    const days = totalsByDay(answer);
    return { days, totals: periodTotals(days), hospitals: totalsByHospital(answer) };
  }, [answer]);
  const isBureau = me?.staff.role === 'bureau_admin';

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        数据看板
      </Typography.Title>
      <Space wrap size={24} align="start">
        <HospitalPicker allowAll />
        <Space wrap>
          <label htmlFor={pickerId}>统计期间：</label>
          <DatePicker.RangePicker
            id={{ start: pickerId }}
            value={range}
            allowClear={false}
            presets={PRESETS}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
            // The server sums at most a leap year; longer picks are refused there too.
            disabledDate={(current, { from }) =>
              Boolean(from && Math.abs(current.diff(from, 'day')) >= DASHBOARD_MAX_DAYS)
            }
          />
        </Space>
      </Space>

      {dashboard.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(dashboard.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      {!view && dashboard.isPending && <Spin description="正在统计…" />}
      {view && (
        <Spin spinning={dashboard.isFetching} description="正在统计…">
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {[
              { title: '预约数', value: view.totals.booked },
              { title: '取消数', value: view.totals.cancelled },
              { title: '完成就诊', value: view.totals.completed },
              {
                title: '爽约率',
                value: view.totals.noShowRate === null ? '—' : `${view.totals.noShowRate}%`,
              },
              { title: '候补递补', value: view.totals.waitlistFills },
            ].map((s) => (
              <Col key={s.title} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={s.title} value={s.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <BookingFigure days={view.days} />
          <VisitFigure days={view.days} />
          {isBureau && !answer?.hospitalId && view.hospitals.length > 1 && (
            <HospitalFigure hospitals={view.hospitals} />
          )}
          {answer?.sms && <SmsFigure sms={answer.sms} from={answer.from} to={answer.to} />}
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              {answer && <EvaluationCard evaluations={answer.evaluations} />}
            </Col>
            <Col xs={24} md={12}>
              {answer && <ConsultationCard consultations={answer.consultations} />}
            </Col>
          </Row>
        </Spin>
      )}
    </>
  );
}
