import type { DashboardAnswer } from '@portal/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';

const share = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;

/**
 * The period's consultations (by the day asked): how many, the share a doctor answered within
 * 48 hours of the question, the patients' average rating, and how many wait for an answer now.
 */
export function ConsultationCard({
  consultations: c,
}: {
  consultations: DashboardAnswer['consultations'];
}) {
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        在线咨询
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <Statistic title="咨询数" value={c.asked} />
        </Col>
        <Col span={8}>
          <Statistic title="48 小时回复率" value={share(c.answeredIn48h, c.asked)} />
        </Col>
        <Col span={8}>
          <Statistic title="当前待回复" value={c.waiting} />
        </Col>
        <Col span={8}>
          <Statistic title="已回复" value={c.answered} />
        </Col>
        <Col span={8}>
          <Statistic
            title={`平均评分（${c.rated} 条）`}
            value={c.averageRating === null ? '—' : `${c.averageRating} / 5`}
          />
        </Col>
      </Row>
    </Card>
  );
}
