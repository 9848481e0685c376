import { STAFF_ROLE_NAMES, staffMay } from '@portal/contract';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useMe } from '@/lib/auth';
import { CONSOLE_ROUTES } from './routes';

/** The first page after sign-in: what this role can do, by menu group. */
export default function HomePage() {
  const me = useMe().data;
  if (!me) return null;
  const allowed = CONSOLE_ROUTES.filter((r) => staffMay(me.staff.role, r.permission));
  const groups = [...new Set(allowed.map((r) => r.group))];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        您好，{me.staff.name}
      </Typography.Title>
      <Typography.Paragraph>
        角色：{STAFF_ROLE_NAMES[me.staff.role]}。15 分钟无操作会自动退出，离开座位前请退出登录。
      </Typography.Paragraph>
      {groups.map((group) => (
        <section key={group} aria-label={group} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {group}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {allowed
              .filter((r) => r.group === group)
              .map((r) => (
                <Col key={r.path} xs={24} md={12} xl={6}>
                  <Card size="small">
                    <Link to={`/${r.path}`} style={{ fontSize: 16 }}>
                      {r.label}
                    </Link>
                  </Card>
                </Col>
              ))}
          </Row>
        </section>
      ))}
    </>
  );
}
