import {
  EVALUATION_DIMENSION_LABELS,
  EVALUATION_DIMENSIONS,
  type DashboardAnswer,
} from '@portal/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';

/**
 * The period's published evaluations (by visit day): how many, the share satisfied, each
 * dimension's average, and how many wait for a moderator now (linked to the queue).
 */
export function EvaluationCard({
  evaluations: e,
}: {
  evaluations: DashboardAnswer['evaluations'];
}) {
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        就医评价
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <Statistic title="评价数" value={e.count} />
        </Col>
        <Col span={8}>
          <Statistic
            title="满意率"
            value={e.satisfiedShare === null ? '—' : `${Math.round(e.satisfiedShare * 100)}%`}
          />
        </Col>
        <Col span={8}>
          <Statistic title="待审核" value={e.queued} />
          {e.queued > 0 && <Link to="/evaluations">去审核</Link>}
        </Col>
        {EVALUATION_DIMENSIONS.map((d) => (
          <Col key={d} span={6}>
            <Statistic
              title={EVALUATION_DIMENSION_LABELS[d]}
              value={e.averages[d] === null ? '—' : `${e.averages[d]} / 5`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
